/* SPDX-License-Identifier: MIT */
/* The text buffer and the checks every loader starts with. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/board_internal.h"
#include "gomoku/notation.h"
#include "gomoku/record.h"
#include "gomoku/status.h"
#include "record/record_internal.h"

#define TEXT_BUF_MIN_CAPACITY 256

static int text_reserve(text_buf *b, size_t extra)
{
	if (b->failed)
		return 0;
	if (extra > SIZE_MAX / 2 - b->len) {
		b->failed = 1;
		return 0;
	}
	size_t need = b->len + extra + 1;
	if (need <= b->cap)
		return 1;
	size_t cap = b->cap ? b->cap : TEXT_BUF_MIN_CAPACITY;
	while (cap < need)
		cap *= 2;
	char *data = realloc(b->data, cap);
	if (!data) {
		b->failed = 1;
		return 0;
	}
	b->data = data;
	b->cap = cap;
	return 1;
}

void text_append(text_buf *b, const char *s, size_t n)
{
	if (!text_reserve(b, n))
		return;
	memcpy(b->data + b->len, s, n);
	b->len += n;
	b->data[b->len] = '\0';
}

void text_puts(text_buf *b, const char *s)
{
	text_append(b, s, strlen(s));
}

void text_printf(text_buf *b, const char *fmt, ...)
{
	va_list args;
	va_start(args, fmt);
	va_list again;
	va_copy(again, args);
	int n = vsnprintf(NULL, 0, fmt, args);
	va_end(args);
	if (n < 0) {
		b->failed = 1;
	} else if (text_reserve(b, (size_t)n)) {
		vsnprintf(b->data + b->len, (size_t)n + 1, fmt, again);
		b->len += (size_t)n;
	}
	va_end(again);
}

int text_finish(text_buf *b, char **out)
{
	if (!text_reserve(b, 0)) {
		text_discard(b);
		return GMK_ENOMEM;
	}
	b->data[b->len] = '\0';
	*out = b->data;
	b->data = NULL;
	b->len = b->cap = 0;
	return GMK_OK;
}

void text_discard(text_buf *b)
{
	free(b->data);
	b->data = NULL;
	b->len = b->cap = 0;
	b->failed = 0;
}

int record_check_input(const char *text, size_t len)
{
	if (!text)
		return error_set(GMK_EINVAL, "no input text");
	if (len > GMK_RECORD_MAX_INPUT)
		return error_set(GMK_ERANGE, "input of %zu bytes is over the %zu-byte limit",
				 len, GMK_RECORD_MAX_INPUT);
	return GMK_OK;
}

char *record_strndup(const char *s, size_t n)
{
	char *copy = malloc(n + 1);
	if (copy) {
		memcpy(copy, s, n);
		copy[n] = '\0';
	}
	return copy;
}

void record_point_name(const gmk_board *board, gmk_point p, char *buf, size_t size)
{
	if (gmk_point_to_rif(p, gmk_board_width(board), gmk_board_height(board), buf, size) != GMK_OK)
		snprintf(buf, size, "%d,%d", p.x, p.y);
}

int record_points_push(gmk_point **points, size_t *count, size_t *capacity, gmk_point p)
{
	if (*count == *capacity) {
		size_t grown = *capacity ? 2 * *capacity : 16;
		gmk_point *more = realloc(*points, grown * sizeof(*more));
		if (!more)
			return error_set(GMK_ENOMEM, "out of memory");
		*points = more;
		*capacity = grown;
	}
	(*points)[(*count)++] = p;
	return GMK_OK;
}

/*
 * The log events of a multi-move call, held back until every move is on the
 * board and then handed to the caller's log: a callback may free the board
 * (log.h), so none may run while moves remain to be played. Compact JSON
 * holds no newline, which separates the held events.
 */
static void hold_event(const char *json, void *user_data)
{
	text_buf *held = user_data;
	text_puts(held, json);
	text_puts(held, "\n");
}

static void release_events(log_sink sink, text_buf *held)
{
	char *events = NULL;
	if (text_finish(held, &events) != GMK_OK)
		return; /* out of memory: logging never fails a move */
	for (char *line = events, *end; (end = strchr(line, '\n')) != NULL; line = end + 1) {
		*end = '\0';
		log_emit(&sink, line);
	}
	free(events);
}

/* Plays the points on a clone first, then on board; all or none. */
static int play_points(gmk_board *board, const gmk_point *points, size_t count, const char *what)
{
	gmk_board *trial = NULL;
	int status = gmk_board_clone(&trial, board);
	if (status != GMK_OK)
		return error_set(status, "cannot copy the board: %s", gmk_strerror(status));
	for (size_t i = 0; i < count && status == GMK_OK; i++) {
		status = gmk_board_play(trial, points[i].x, points[i].y);
		if (status != GMK_OK) {
			char name[GMK_POINT_STRING_MAX];
			record_point_name(board, points[i], name, sizeof(name));
			error_set(status, "%s %zu (%s): %s", what, i + 1, name, gmk_strerror(status));
		}
	}
	gmk_board_free(trial);
	if (status != GMK_OK)
		return status;
	/* The same moves on the same position can now fail only for memory. */
	log_sink user_log = board->log;
	text_buf held = TEXT_BUF_INIT;
	if (log_enabled(&user_log))
		log_sink_set(&board->log, hold_event, &held);
	for (size_t i = 0; i < count && status == GMK_OK; i++) {
		status = gmk_board_play(board, points[i].x, points[i].y);
		if (status != GMK_OK) {
			error_set(status, "%s %zu: %s", what, i + 1, gmk_strerror(status));
			log_sink_set(&board->log, NULL, NULL); /* the undos are not news */
			while (i-- > 0)
				gmk_board_undo(board);
		}
	}
	log_sink_set(&board->log, user_log.fn, user_log.user_data);
	if (status == GMK_OK && log_enabled(&user_log))
		release_events(user_log, &held);
	else
		text_discard(&held);
	return status;
}

int record_parse_and_play(gmk_board *board, const char *text, record_points_parser parse,
			  const char *what)
{
	if (!board)
		return error_set(GMK_EINVAL, "no board");
	gmk_point *points = NULL;
	size_t count = 0;
	int status = parse(text, gmk_board_width(board), gmk_board_height(board), &points, &count);
	if (status != GMK_OK)
		return status;
	status = play_points(board, points, count, what);
	free(points);
	return status;
}
