/* SPDX-License-Identifier: MIT */
/* What the boards look like to a learner: legal masks and observation planes. */
#include <string.h>

#include "batch/batch_internal.h"
#include "gomoku/status.h"

#define KNOWN_PLANE_FLAGS (GMK_PLANE_LAST_MOVE | GMK_PLANE_FORBIDDEN)

int gmk_batch_plane_count(unsigned int flags)
{
	if (flags & ~KNOWN_PLANE_FLAGS)
		return GMK_EINVAL;
	return GMK_PLANE_BASE_COUNT + !!(flags & GMK_PLANE_LAST_MOVE) +
	       !!(flags & GMK_PLANE_FORBIDDEN);
}

int gmk_batch_masks(const gmk_batch *batch, unsigned char *masks, size_t size)
{
	if (!batch || !masks)
		return GMK_EINVAL;
	size_t points = batch_points(batch);
	if (size / points < (size_t)batch->count)
		return GMK_EBUFFER;
	for (int i = 0; i < batch->count; i++)
		gmk_board_legal_mask(batch->boards[i], masks + (size_t)i * points, points);
	return GMK_OK;
}

/* Plane of black's forbidden points: the legal mask holds them out, so they
 * are the empty points (in neither stone plane) that are not legal while
 * black is to move. */
static void forbidden_plane(const gmk_batch *b, const gmk_board *board, const unsigned char *own,
			    const unsigned char *other, unsigned char *plane)
{
	size_t points = batch_points(b);
	memset(plane, 0, points);
	if (b->rule != GMK_RULE_RENJU || gmk_board_to_move(board) != GMK_BLACK ||
	    gmk_board_is_over(board))
		return;
	gmk_board_legal_mask(board, plane, points);
	for (size_t p = 0; p < points; p++)
		plane[p] = !own[p] && !other[p] && !plane[p];
}

static void board_planes(const gmk_batch *b, const gmk_board *board, unsigned int flags,
			 unsigned char *out)
{
	size_t points = batch_points(b);
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
			next[(size_t)last.y * (size_t)b->width + (size_t)last.x] = 1;
		next += points;
	}
	if (flags & GMK_PLANE_FORBIDDEN)
		forbidden_plane(b, board, own, other, next);
}

int gmk_batch_planes(const gmk_batch *batch, unsigned int flags, unsigned char *planes,
		     size_t size)
{
	int count = gmk_batch_plane_count(flags);
	if (!batch || !planes || count < 0)
		return GMK_EINVAL;
	size_t per_board = (size_t)count * batch_points(batch);
	if (size / per_board < (size_t)batch->count)
		return GMK_EBUFFER;
	for (int i = 0; i < batch->count; i++)
		board_planes(batch, batch->boards[i], flags, planes + (size_t)i * per_board);
	return GMK_OK;
}
