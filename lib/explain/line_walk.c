/* SPDX-License-Identifier: MIT */
/* Walking one line of a board through the public API, for the explanations. */
#include <stdlib.h>

#include "core/color.h"
#include "core/error.h"
#include "explain/line_walk.h"
#include "gomoku/status.h"

const int line_step[GMK_DIRECTIONS][2] = { { 1, 0 }, { 0, 1 }, { 1, 1 }, { 1, -1 } };

int on_board(const gmk_board *b, int x, int y)
{
	return x >= 0 && y >= 0 && x < gmk_board_width(b) && y < gmk_board_height(b);
}

gmk_point line_point(gmk_point p, int d, int i)
{
	return (gmk_point){ p.x + i * line_step[d][0], p.y + i * line_step[d][1] };
}

/*
 * Widens [*lo, *hi] (offsets from p along d) over the unbroken black run
 * that a stone at offset `at` belongs to (or would join): the row's stones.
 */
void widen_over_run(const gmk_board *b, gmk_point p, int d, int at, int color, int *lo,
		    int *hi)
{
	for (int sign = -1; sign <= 1; sign += 2) {
		int i = at;
		for (gmk_point next = line_point(p, d, i + sign);
		     on_board(b, next.x, next.y) && gmk_board_at(b, next.x, next.y) == color;
		     next = line_point(p, d, i + sign))
			i += sign;
		*lo = i < *lo ? i : *lo;
		*hi = i > *hi ? i : *hi;
	}
}

int with_stone(const gmk_board *board, gmk_point p, int color, gmk_board **out)
{
	int width = gmk_board_width(board), height = gmk_board_height(board);
	gmk_stone *stones = malloc(sizeof *stones * ((size_t)gmk_board_stone_count(board) + 1));
	if (!stones)
		return error_nomem("an explanation's board");
	size_t n = 0;
	for (int y = 0; y < height; y++)
		for (int x = 0; x < width; x++) {
			int c = gmk_board_at(board, x, y);
			if (c == GMK_BLACK || c == GMK_WHITE)
				stones[n++] = (gmk_stone){ x, y, c };
		}
	stones[n++] = (gmk_stone){ p.x, p.y, color };
	int status = gmk_board_clone(out, board);
	if (status == GMK_OK &&
	    (status = gmk_board_setup(*out, stones, n, opponent_of(color))) !=
		    GMK_OK)
		gmk_board_free(*out);
	free(stones);
	return status;
}

