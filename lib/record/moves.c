/* SPDX-License-Identifier: MIT */
/*
 * Move strings in RIF notation: "h8i9j10" (compact) or "h8 i9 j10". Each
 * move is a run of letters then a run of digits, so the compact form needs
 * no separator; the point conversion itself is notation.c's.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "gomoku/notation.h"
#include "gomoku/record.h"
#include "gomoku/status.h"
#include "record/record_internal.h"

static int is_separator(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ',' || c == ';';
}

/*
 * Reads one move token at s: letters then digits. Returns its length, 0 if s
 * does not start a well-formed token that fits a point string.
 */
static size_t token_length(const char *s)
{
	size_t n = 0;
	while (isalpha((unsigned char)s[n]))
		n++;
	size_t letters = n;
	while (isdigit((unsigned char)s[n]))
		n++;
	if (letters == 0 || n == letters || n >= GMK_POINT_STRING_MAX)
		return 0;
	return n;
}

int gmk_moves_parse(const char *text, int width, int height, gmk_point **out, size_t *count)
{
	error_clear();
	if (!out || !count)
		return error_set(GMK_EINVAL, "no output");
	int status = record_check_input(text, text ? strlen(text) : 0);
	if (status != GMK_OK)
		return status;
	if (width < GMK_MIN_SIZE || height < GMK_MIN_SIZE ||
	    width > GMK_MAX_SIZE || height > GMK_MAX_SIZE)
		return error_set(GMK_ERANGE, "board size %dx%d out of range", width, height);

	size_t cells = (size_t)width * (size_t)height;
	gmk_point *points = NULL;
	size_t n = 0, cap = 0;
	const char *s = text;
	for (;;) {
		while (is_separator(*s))
			s++;
		if (*s == '\0')
			break;
		size_t len = token_length(s);
		if (len == 0) {
			status = error_set(GMK_EPARSE, "move %zu: expected a point like h8 at \"%.12s\"",
					   n + 1, s);
			break;
		}
		if (n == cells) {
			status = error_set(GMK_ERANGE, "more moves than the %dx%d board has points",
					   width, height);
			break;
		}
		char token[GMK_POINT_STRING_MAX];
		memcpy(token, s, len);
		token[len] = '\0';
		gmk_point p;
		status = gmk_point_from_rif(token, width, height, &p);
		if (status != GMK_OK) {
			error_set(status, "move %zu (%s): %s", n + 1, token, gmk_strerror(status));
			break;
		}
		if ((status = record_points_push(&points, &n, &cap, p)) != GMK_OK)
			break;
		s += len;
	}
	if (status != GMK_OK) {
		free(points);
		return status;
	}
	*out = points;
	*count = n;
	return GMK_OK;
}

int gmk_board_play_moves(gmk_board *board, const char *text)
{
	return record_parse_and_play(board, text, gmk_moves_parse, "move");
}

int gmk_moves_to_string(const gmk_board *board, const char *separator, char **out)
{
	error_clear();
	if (!board || !out)
		return error_set(GMK_EINVAL, "no board or output");
	if (!separator)
		separator = "";
	int count = gmk_board_move_count(board);
	text_buf b = TEXT_BUF_INIT;
	text_puts(&b, "");
	for (int i = 0; i < count; i++) {
		gmk_point p;
		char name[GMK_POINT_STRING_MAX];
		gmk_board_move_at(board, i, &p);
		record_point_name(board, p, name, sizeof(name));
		if (i > 0)
			text_puts(&b, separator);
		text_puts(&b, name);
	}
	return text_finish(&b, out);
}
