/* SPDX-License-Identifier: MIT */
/*
 * Error messages are per thread so that parsers on different threads never
 * see each other's messages; no locking, no allocation.
 *
 * The refusals a caller may provoke in a tight loop (a point off the board
 * or occupied: probing moves at random) are recorded as numbers and put
 * into words only when gmk_last_error_message() asks, so such a failure
 * costs a few stores instead of a formatted string.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "core/error.h"
#include "core/names.h"
#include "gomoku/notation.h"
#include "gomoku/status.h"

/* Long enough for "moves[123456] (aa1000): ..." with a reason. */
#define ERROR_MESSAGE_MAX 256

static _Thread_local char message[ERROR_MESSAGE_MAX];

/* A refusal about a point, not yet put into words. */
typedef enum pending_kind { PENDING_NONE, PENDING_OFF_BOARD, PENDING_OCCUPIED } pending_kind;

typedef struct pending_point {
	pending_kind kind;
	int x, y, width, height;
	int color;                /* PENDING_OCCUPIED: the stone there */
	int query;                /* PENDING_OCCUPIED: a query wanted an empty point */
} pending_point;

static _Thread_local pending_point pending;

/*
 * Formatted aside first: a caller may pass the current message as an
 * argument ("metadata_json: %s" around a parser's own message), and
 * vsnprintf into the buffer it reads from is undefined.
 */
static int set_message(int status, const char *prefix, const char *fmt, va_list args)
{
	char text[ERROR_MESSAGE_MAX];
	int n = snprintf(text, sizeof(text), "%s", prefix);
	if (n < 0 || (size_t)n >= sizeof(text))
		n = 0;
	vsnprintf(text + n, sizeof(text) - (size_t)n, fmt, args);
	memcpy(message, text, strlen(text) + 1);
	pending.kind = PENDING_NONE;
	return status;
}

int error_set(int status, const char *fmt, ...)
{
	va_list args;
	va_start(args, fmt);
	set_message(status, "", fmt, args);
	va_end(args);
	return status;
}

int error_null(const char *what)
{
	return error_set(GMK_EINVAL, "%s is NULL", what);
}

int error_at(int status, int x, int y, int width, int height, const char *fmt, ...)
{
	/* Room for "(-2147483648, -2147483648) " as well as any RIF name. */
	char point[2 * GMK_POINT_STRING_MAX + 8];
	char name[GMK_POINT_STRING_MAX];
	/* Only an on-board point goes to the notation, which reports off-board ones here. */
	int on_board = x >= 0 && y >= 0 && x < width && y < height;
	if (on_board && gmk_point_to_rif((gmk_point){ x, y }, width, height, name, sizeof(name)) == GMK_OK)
		snprintf(point, sizeof(point), "%s ", name);
	else
		snprintf(point, sizeof(point), "(%d, %d) ", x, y);
	va_list args;
	va_start(args, fmt);
	set_message(status, point, fmt, args);
	va_end(args);
	return status;
}

int error_off_board(int x, int y, int width, int height)
{
	pending = (pending_point){ PENDING_OFF_BOARD, x, y, width, height, 0, 0 };
	return GMK_EOFFBOARD;
}

int error_occupied(int x, int y, int width, int height, int color, int query)
{
	pending = (pending_point){ PENDING_OCCUPIED, x, y, width, height, color, query };
	return GMK_EOCCUPIED;
}

/* Puts a pending refusal into words. */
static void format_pending(void)
{
	const pending_point p = pending;
	if (p.kind == PENDING_OFF_BOARD)
		error_at(GMK_EOFFBOARD, p.x, p.y, p.width, p.height, "is off the %dx%d board",
			 p.width, p.height);
	else if (p.kind == PENDING_OCCUPIED)
		error_at(GMK_EOCCUPIED, p.x, p.y, p.width, p.height, "is occupied by %s%s",
			 name_of_color(p.color), p.query ? ": the query is about an empty point" : "");
}

int error_nomem(const char *what)
{
	return error_set(GMK_ENOMEM, "out of memory for %s", what);
}

int error_buffer(const char *what, size_t size, size_t needed)
{
	return error_set(GMK_EBUFFER, "%s: size %zu is below the %zu needed", what, size, needed);
}

void error_clear(void)
{
	message[0] = '\0';
	pending.kind = PENDING_NONE;
}

const char *gmk_last_error_message(void)
{
	if (pending.kind != PENDING_NONE)
		format_pending();
	return message;
}
