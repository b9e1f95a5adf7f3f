/* SPDX-License-Identifier: MIT */
/*
 * Event emission for gmk_board_set_log / gmk_engine_set_log: each function
 * formats one compact JSON object (see include/gomoku/log.h) and hands it to
 * the sink. Callers test log_enabled() first so a silent board pays one
 * branch per move.
 */
#ifndef GMK_LOG_LOG_H
#define GMK_LOG_LOG_H

#include <stddef.h>

#include "gomoku/board.h"
#include "gomoku/engine.h"
#include "gomoku/log.h"

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

/* event is "move", "undo" or "redo"; ply counts the moves on the board after it. */
void log_move(const log_sink *sink, const char *event, gmk_point p, gmk_color color, int ply,
	      int width, int height);
/* Emits nothing while the game is still on. */
void log_result(const log_sink *sink, const gmk_result *result);
/* foul is a gmk_foul value (include/gomoku/rules.h). */
void log_foul(const log_sink *sink, gmk_point p, int foul, int width, int height);

/* Formats the "search" event into buf; GMK_OK or GMK_EBUFFER. */
int log_format_search(char *buf, size_t size, const gmk_search_result *result,
		      int width, int height);
void log_search(const log_sink *sink, const gmk_search_result *result, int width, int height);

#endif
