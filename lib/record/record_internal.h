/* SPDX-License-Identifier: MIT */
/* Helpers shared by the record formats: a growable text buffer and input checks. */
#ifndef GMK_RECORD_INTERNAL_H
#define GMK_RECORD_INTERNAL_H

#include <stddef.h>

#include "core/error.h"
#include "gomoku/board.h"
#include "gomoku/record.h"

/* Text built piece by piece; any allocation failure sticks until text_finish. */
typedef struct text_buf {
	char *data;
	size_t len;
	size_t cap;
	int failed;
} text_buf;

#define TEXT_BUF_INIT { NULL, 0, 0, 0 }

void text_append(text_buf *b, const char *s, size_t n);
void text_puts(text_buf *b, const char *s);
void text_printf(text_buf *b, const char *fmt, ...) GMK_PRINTF(2, 3);
/* Hands the NUL-terminated text to *out (GMK_OK) or frees it (GMK_ENOMEM). */
int text_finish(text_buf *b, char **out);
void text_discard(text_buf *b);

/*
 * Checks a loader's input: text present and at most GMK_RECORD_MAX_INPUT
 * bytes. Sets the error message on failure.
 */
int record_check_input(const char *text, size_t len);

/* A NUL-terminated copy of n bytes; NULL when out of memory. */
char *record_strndup(const char *s, size_t n);

/* "h8" for a point of the board (never fails for a point on it). */
void record_point_name(const gmk_board *board, gmk_point p, char *buf, size_t size);

/* Appends p to a growing list; GMK_OK or GMK_ENOMEM (with the message set). */
int record_points_push(gmk_point **points, size_t *count, size_t *capacity, gmk_point p);

/* Text to points for a board size: gmk_moves_parse or gmk_opening_parse. */
typedef int (*record_points_parser)(const char *text, int width, int height,
				    gmk_point **out, size_t *count);

/*
 * Parses text for board's size and plays the points atomically: they are
 * tried on a clone first, so on failure the board (redo stack included) is
 * untouched; the message names what (e.g. "move") and the index.
 */
int record_parse_and_play(gmk_board *board, const char *text, record_points_parser parse,
			  const char *what);

/*
 * The caller's record info (NULL, or of any known version) as a full-size
 * copy *own; GMK_EVERSION with the message set for an unknown version.
 */
int record_info_read(const gmk_record_info *info, gmk_record_info *own);
/* GMK_OK for NULL or a known version; else GMK_EVERSION with the message set. */
int record_info_check(const gmk_record_info *info);
/*
 * A loader's result: *got's fields go to the caller's info (already checked
 * by record_info_check), only those its version has; with info NULL they
 * are freed.
 */
void record_info_give(gmk_record_info *info, gmk_record_info *got);

#endif
