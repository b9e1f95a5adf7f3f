/* SPDX-License-Identifier: MIT */
/**
 * @file gomoku/log.h
 * @brief Event log: an optional callback that receives one compact JSON
 * object per event, on the thread that caused it.
 *
 * The text is valid only during the call. Events ("event" field first):
 *
 * @verbatim
 *   {"event":"move","x":7,"y":7,"move":"h8","color":"black","ply":1}
 *   {"event":"undo","x":7,"y":7,"move":"h8","color":"black","ply":0}
 *   {"event":"redo","x":7,"y":7,"move":"h8","color":"black","ply":1}
 *   {"event":"result","state":"win","winner":"black","reason":"five",
 *    "line":[[3,7],[7,7]]}                      ("line":null without a row)
 *   {"event":"foul","x":7,"y":7,"move":"h8","type":"double-three"}
 *   {"event":"search","duration_ms":120,"nodes":51234,"depth":9,
 *    "score":35,"best":{"x":7,"y":6,"move":"h9"}}
 * @endverbatim
 *
 * "ply" is the number of moves on the board after the event; "move" is RIF
 * notation. Clones of a board or engine do not inherit its log.
 *
 * Lifetime: events are emitted after the call has finished changing its
 * handle, and the library reads nothing of the handle once a callback has
 * been called. A board callback may therefore free its board (the rest of
 * that call's events, e.g. the "result" after a "move", still reach the same
 * callback and user_data, and the call returns normally); an engine's
 * "search" or progress callback may free its engine (see gmk_engine_free).
 */
#ifndef GOMOKU_LOG_H
#define GOMOKU_LOG_H

#include "gomoku/export.h"
#include "gomoku/types.h"

GMK_BEGIN_DECLS

/**
 * @brief Sets the event log of a board: "move", "undo", "redo", "result" and
 * "foul" events (a foul is reported also when the move is refused).
 * @param board The board.
 * @param fn The callback, called on the thread that changes the board; NULL
 *           turns the log off.
 * @param user_data Passed to fn unchanged.
 * @return #GMK_OK; #GMK_EINVAL for a NULL board.
 */
GMK_API int gmk_board_set_log(gmk_board *board, gmk_log_fn fn, void *user_data);
/**
 * @brief Sets the event log of an engine: one "search" event per finished
 * gmk_engine_search().
 * @param engine The engine.
 * @param fn The callback, called on the searching thread; NULL turns the log
 *           off.
 * @param user_data Passed to fn unchanged.
 * @return #GMK_OK; #GMK_EINVAL for a NULL engine.
 */
GMK_API int gmk_engine_set_log(gmk_engine *engine, gmk_log_fn fn, void *user_data);

GMK_END_DECLS

#endif
