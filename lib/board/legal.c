/* SPDX-License-Identifier: MIT */
/* Legal moves of the side to move, as a list and as a mask. */
#include "board/board_internal.h"
#include "core/error.h"
#include "gomoku/status.h"

/* May the side to move play at the on-board point (x, y)? */
static int is_legal(const gmk_board *b, int x, int y)
{
	if (backend_get(b->store, x, y) != GMK_EMPTY)
		return 0;
	/* Under GMK_FOUL_LOSE a foul is a legal (losing) move. */
	return b->to_move != GMK_BLACK || b->opts.foul_policy != GMK_FOUL_REJECT ||
	       board_foul_at(b, x, y) == GMK_FOUL_NONE;
}

int board_collect_points(const gmk_board *board, board_point_test test, gmk_point *out,
			 size_t capacity)
{
	int count = 0;
	for (int y = 0; y < board->opts.height; y++)
		for (int x = 0; x < board->opts.width; x++) {
			if (!test(board, x, y))
				continue;
			if ((size_t)count < capacity) {
				out[count].x = x;
				out[count].y = y;
			}
			count++;
		}
	return count;
}

int gmk_board_legal_moves(const gmk_board *board, gmk_point *out, size_t capacity)
{
	if (!board || (capacity && !out))
		return error_null(!board ? "board" : "out");
	if (board->result.state != GMK_STATE_ONGOING)
		return 0;
	return board_collect_points(board, is_legal, out, capacity);
}

int gmk_board_legal_mask(const gmk_board *board, unsigned char *mask, size_t size)
{
	if (!board || !mask)
		return error_null(!board ? "board" : "mask");
	size_t width = (size_t)board->opts.width;
	if (size < width * (size_t)board->opts.height)
		return error_buffer("mask", size, width * (size_t)board->opts.height);
	int over = board->result.state != GMK_STATE_ONGOING;
	int count = 0;
	for (int y = 0; y < board->opts.height; y++)
		for (int x = 0; x < board->opts.width; x++) {
			unsigned char legal = !over && is_legal(board, x, y);
			mask[(size_t)y * width + (size_t)x] = legal;
			count += legal;
		}
	return count;
}
