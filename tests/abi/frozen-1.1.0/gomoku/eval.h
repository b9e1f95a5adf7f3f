/* SPDX-License-Identifier: MIT */
/* Static evaluation and per-point move scores, for analysis UIs and teaching. */
#ifndef GOMOKU_EVAL_H
#define GOMOKU_EVAL_H

#include <stddef.h>

#include "gomoku/board.h"
#include "gomoku/export.h"

GMK_BEGIN_DECLS

/* Marks points that cannot be played in a move-score map. */
#define GMK_SCORE_NONE (-2147483647 - 1)

/* The static evaluation of the position, from the side to move's view (>0 is good). */
GMK_API int gmk_board_evaluate(const gmk_board *board, int *score);

/*
 * How good a move each point is for the side to move: scores[y * width + x],
 * GMK_SCORE_NONE where the move is not legal; size >= width * height.
 */
GMK_API int gmk_board_move_scores(const gmk_board *board, int *scores, size_t size);

GMK_END_DECLS

#endif
