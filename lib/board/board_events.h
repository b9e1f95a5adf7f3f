/* SPDX-License-Identifier: MIT */
/*
 * The board's log events (see include/gomoku/log.h): each function formats
 * one compact JSON object and hands it to the sink. No allocation, so logging
 * cannot fail a move.
 */
#ifndef GMK_BOARD_EVENTS_H
#define GMK_BOARD_EVENTS_H

#include "core/log_sink.h"
#include "gomoku/board.h"

/* event is "move", "undo" or "redo"; ply counts the moves on the board after it. */
void log_move(const log_sink *sink, const char *event, gmk_point p, gmk_color color, int ply,
	      int width, int height);
/* Emits nothing while the game is still on. */
void log_result(const log_sink *sink, const gmk_result *result);
/* foul is a gmk_foul value (include/gomoku/rules.h). */
void log_foul(const log_sink *sink, gmk_point p, int foul, int width, int height);

#endif
