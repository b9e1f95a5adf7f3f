/* SPDX-License-Identifier: MIT */
/* The engine's "search" log event (see include/gomoku/log.h). */
#ifndef GMK_SEARCH_LOG_H
#define GMK_SEARCH_LOG_H

#include <stddef.h>

#include "core/log_sink.h"
#include "gomoku/engine.h"

/* Formats the "search" event into buf; GMK_OK or GMK_EBUFFER. */
int log_format_search(char *buf, size_t size, const gmk_search_result *result,
		      int width, int height);
void log_search(const log_sink *sink, const gmk_search_result *result, int width, int height);

#endif
