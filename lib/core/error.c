/* SPDX-License-Identifier: MIT */
/*
 * Error messages are per thread so that parsers on different threads never
 * see each other's messages; no locking, no allocation.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "core/error.h"
#include "gomoku/status.h"

/* Long enough for "moves[123456] (aa1000): ..." with a reason. */
#define ERROR_MESSAGE_MAX 256

static _Thread_local char message[ERROR_MESSAGE_MAX];

int error_set(int status, const char *fmt, ...)
{
	/*
	 * Formatted aside first: a caller may pass the current message as an
	 * argument ("metadata_json: %s" around a parser's own message), and
	 * vsnprintf into the buffer it reads from is undefined.
	 */
	char text[ERROR_MESSAGE_MAX];
	va_list args;
	va_start(args, fmt);
	vsnprintf(text, sizeof(text), fmt, args);
	va_end(args);
	memcpy(message, text, strlen(text) + 1);
	return status;
}

void error_clear(void)
{
	message[0] = '\0';
}

const char *gmk_last_error_message(void)
{
	return message;
}
