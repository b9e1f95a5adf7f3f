/* SPDX-License-Identifier: MIT */
/*
 * Event log: an optional callback that receives one compact JSON object per
 * event, on the thread that caused it. The text is valid only during the
 * call. Events ("event" field first):
 *
 *   {"event":"move","x":7,"y":7,"move":"h8","color":"black","ply":1}
 *   {"event":"undo","x":7,"y":7,"move":"h8","color":"black","ply":0}
 *   {"event":"redo","x":7,"y":7,"move":"h8","color":"black","ply":1}
 *   {"event":"result","state":"win","winner":"black","reason":"five",
 *    "line":[[3,7],[7,7]]}                      ("line":null without a row)
 *   {"event":"foul","x":7,"y":7,"move":"h8","type":"double-three"}
 *   {"event":"search","duration_ms":120,"nodes":51234,"depth":9,
 *    "score":35,"best":{"x":7,"y":6,"move":"h9"}}
 *
 * "ply" is the number of moves on the board after the event; "move" is RIF
 * notation. Clones of a board or engine do not inherit its log.
 */
#ifndef GOMOKU_LOG_H
#define GOMOKU_LOG_H

#include "gomoku/board.h"
#include "gomoku/engine.h"
#include "gomoku/export.h"

GMK_BEGIN_DECLS

typedef void (*gmk_log_fn)(const char *json, void *user_data);

/* fn NULL turns the log off. */
GMK_API int gmk_board_set_log(gmk_board *board, gmk_log_fn fn, void *user_data);
/* One "search" event per finished gmk_engine_search (with the engine branch). */
GMK_API int gmk_engine_set_log(gmk_engine *engine, gmk_log_fn fn, void *user_data);

GMK_END_DECLS

#endif
