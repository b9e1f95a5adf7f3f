/* SPDX-License-Identifier: MIT */
/*
 * Where a board's or an engine's events go (gmk_board_set_log,
 * gmk_engine_set_log). The sink lives in core so the board and the search
 * can each format their own events without reaching up to lib/log, which
 * holds only the public setters. Callers test log_enabled() first so a
 * silent board pays one branch per move.
 */
#ifndef GMK_CORE_LOG_SINK_H
#define GMK_CORE_LOG_SINK_H

#include <stddef.h>

#include "gomoku/types.h"

typedef struct log_sink {
	gmk_log_fn fn;
	void *user_data;
} log_sink;

/* Room for the longest event (a search with 20-digit numbers and long names). */
#define LOG_EVENT_MAX 512

static inline int log_enabled(const log_sink *sink)
{
	return sink->fn != NULL;
}

/* fn NULL turns the sink off (and forgets user_data). */
void log_sink_set(log_sink *sink, gmk_log_fn fn, void *user_data);
void log_emit(const log_sink *sink, const char *json);
/* "h8" or, for a point the notation cannot name, "". */
void log_point_name(gmk_point p, int width, int height, char *buf, size_t size);

#endif
