/* SPDX-License-Identifier: MIT */
/*
 * Error messages are per thread so that parsers on different threads never
 * see each other's messages; no locking, no allocation.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "core/error.h"
#include "gomoku/notation.h"
#include "gomoku/status.h"

/* Long enough for "moves[123456] (aa1000): ..." with a reason. */
#define ERROR_MESSAGE_MAX 256

static _Thread_local char message[ERROR_MESSAGE_MAX];

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
}

const char *gmk_last_error_message(void)
{
	return message;
}
