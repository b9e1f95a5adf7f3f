/* SPDX-License-Identifier: MIT */
/* Observation planes of one board, from the side to move's view (batch.h's layout). */
#include <string.h>

#include "batch/planes.h"
#include "gomoku/status.h"

/* Plane of black's forbidden points: the legal mask holds them out, so they
 * are the empty points (in neither stone plane) that are not legal while
 * black is to move. */
static void forbidden_plane(const gmk_board *board, size_t points, gmk_rule rule,
			    const unsigned char *own, const unsigned char *other, unsigned char *plane)
{
	memset(plane, 0, points);
	if (rule != GMK_RULE_RENJU || gmk_board_to_move(board) != GMK_BLACK ||
	    gmk_board_is_over(board))
		return;
	gmk_board_legal_mask(board, plane, points);
	for (size_t p = 0; p < points; p++)
		plane[p] = !own[p] && !other[p] && !plane[p];
}

void planes_of_board(const gmk_board *board, unsigned int flags, unsigned char *out)
{
	gmk_board_options opts = GMK_BOARD_OPTIONS_INIT;
	gmk_board_get_options(board, &opts);
	size_t width = (size_t)opts.width, points = width * (size_t)opts.height;
	unsigned char *own = out, *other = out + points, *black = out + 2 * points;
	unsigned char *next = out + GMK_PLANE_BASE_COUNT * points;
	/* The cells go into the opponent plane first, then split by colour. */
	gmk_board_cells(board, other, points);
	unsigned char mine = (unsigned char)gmk_board_to_move(board);
	for (size_t p = 0; p < points; p++) {
		unsigned char cell = other[p];
		own[p] = cell == mine;
		other[p] = cell != GMK_EMPTY && cell != mine;
	}
	memset(black, mine == GMK_BLACK, points);
	if (flags & GMK_PLANE_LAST_MOVE) {
		memset(next, 0, points);
		int moves = gmk_board_move_count(board);
		gmk_point last;
		if (moves > 0 && gmk_board_move_at(board, moves - 1, &last) == GMK_OK)
			next[(size_t)last.y * width + (size_t)last.x] = 1;
		next += points;
	}
	if (flags & GMK_PLANE_FORBIDDEN)
		forbidden_plane(board, points, opts.rule, own, other, next);
}
