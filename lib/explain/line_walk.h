/* SPDX-License-Identifier: MIT */
/* Walking one line of a board through the public API, for the explanations. */
#ifndef GMK_EXPLAIN_LINE_WALK_H
#define GMK_EXPLAIN_LINE_WALK_H

#include "gomoku/board.h"

/* The unit step of each gmk_direction. */
extern const int line_step[GMK_DIRECTIONS][2];

int on_board(const gmk_board *b, int x, int y);
/* The point i steps from p along direction d. */
gmk_point line_point(gmk_point p, int d, int i);
/*
 * Widens [*lo, *hi] (offsets from p along d) over the unbroken run of color
 * that a stone at offset `at` belongs to (or would join): the row's stones.
 */
void widen_over_run(const gmk_board *b, gmk_point p, int d, int at, int color, int *lo,
		    int *hi);
/* A copy of board with a stone of color added at p (setup: no referee, no turn order). */
int with_stone(const gmk_board *board, gmk_point p, int color, gmk_board **out);

#endif
