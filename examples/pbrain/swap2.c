/* SPDX-License-Identifier: MIT */
/*
 * Swap2 openings. With an empty board the brain proposes three stones, the
 * most balanced of a few candidate shapes by a short search; with three or
 * five stones it searches the position and takes the other colour (SWAP)
 * when the side to move stands worse, else plays the move itself.
 */
#include <stdio.h>
#include <stdlib.h>

#include "brain.h"
#include "input.h"

#define OPENING_STONES 3
/* Stones the manager sends when we choose: 3 (first choice) or 5 (second). */
#define FIRST_CHOICE_STONES 3
#define SECOND_CHOICE_STONES 5
/* Offsets from the centre of candidate openings (black, white, black). */
static const int opening_shapes[][OPENING_STONES][2] = {
	{ { 0, 0 }, { 1, 1 }, { 2, 0 } },
	{ { 0, 0 }, { 1, 0 }, { 1, 2 } },
	{ { 0, 0 }, { 1, 1 }, { -1, 2 } },
	{ { 0, 0 }, { 0, 1 }, { 2, 2 } },
};
#define SHAPE_COUNT (sizeof(opening_shapes) / sizeof(opening_shapes[0]))
/* Swap unless the side to move is at least this much better off than even. */
#define SWAP_MARGIN 0

static int position_of(struct brain *brain, const gmk_stone *stones, size_t count,
		       gmk_board **out)
{
	gmk_board *board;
	int status = gmk_board_new(&board, &brain->options);
	if (status != GMK_OK)
		return status;
	status = gmk_board_setup(board, stones, count, count % 2 ? GMK_WHITE : GMK_BLACK);
	if (status != GMK_OK) {
		gmk_board_free(board);
		return status;
	}
	*out = board;
	return GMK_OK;
}

static void adopt(struct brain *brain, gmk_board *board)
{
	gmk_board_free(brain->board);
	brain->board = board;
}

static int propose_opening(struct brain *brain, int64_t budget_ms, char *reply, size_t size)
{
	int cx = brain->options.width / 2, cy = brain->options.height / 2;
	size_t best_shape = 0;
	int best_balance = -1;
	for (size_t s = 0; s < SHAPE_COUNT; s++) {
		gmk_stone stones[OPENING_STONES];
		for (int i = 0; i < OPENING_STONES; i++)
			stones[i] = (gmk_stone){ cx + opening_shapes[s][i][0],
						 cy + opening_shapes[s][i][1],
						 i % 2 ? GMK_WHITE : GMK_BLACK };
		gmk_board *board;
		if (position_of(brain, stones, OPENING_STONES, &board) != GMK_OK)
			continue;
		gmk_point best;
		int score;
		if (brain_evaluate(brain, board, budget_ms / (int64_t)SHAPE_COUNT, &best, &score) ==
		    GMK_OK && (best_balance < 0 || abs(score) < best_balance)) {
			best_balance = abs(score);
			best_shape = s;
		}
		gmk_board_free(board);
	}
	gmk_stone stones[OPENING_STONES];
	size_t len = 0;
	for (int i = 0; i < OPENING_STONES; i++) {
		stones[i] = (gmk_stone){ cx + opening_shapes[best_shape][i][0],
					 cy + opening_shapes[best_shape][i][1],
					 i % 2 ? GMK_WHITE : GMK_BLACK };
		len += (size_t)snprintf(reply + len, size - len, "%s%d,%d", i ? " " : "",
					stones[i].x, stones[i].y);
	}
	gmk_board *board;
	if (position_of(brain, stones, OPENING_STONES, &board) == GMK_OK)
		adopt(brain, board);
	return GMK_OK;
}

int brain_swap2(struct brain *brain, const struct pb_block_stone *block, size_t count,
		int64_t read_ms, char *reply, size_t size, const char **why)
{
	struct pb_budget budget;
	int cells = brain->options.width * brain->options.height;
	pb_time_budget(&brain->clock, cells - (int)count, pb_now_ms() - read_ms, &budget);
	if (count == 0)
		return propose_opening(brain, budget.soft_ms, reply, size);
	if (count != FIRST_CHOICE_STONES && count != SECOND_CHOICE_STONES) {
		*why = "SWAP2BOARD expects 0, 3 or 5 stones";
		return GMK_EINVAL;
	}
	gmk_stone stones[SECOND_CHOICE_STONES];
	for (size_t i = 0; i < count; i++)
		stones[i] = (gmk_stone){ block[i].x, block[i].y, i % 2 ? GMK_WHITE : GMK_BLACK };
	gmk_board *board;
	int status = position_of(brain, stones, count, &board);
	if (status != GMK_OK) {
		*why = gmk_strerror(status);
		return status;
	}
	gmk_point best;
	int score;
	status = brain_evaluate(brain, board, budget.soft_ms, &best, &score);
	if (status != GMK_OK) {
		gmk_board_free(board);
		*why = gmk_strerror(status);
		return status;
	}
	if (score < -SWAP_MARGIN) {
		/* The side to move stands worse: take the other colour. */
		snprintf(reply, size, "SWAP");
		adopt(brain, board);
		return GMK_OK;
	}
	status = gmk_board_play(board, best.x, best.y);
	if (status != GMK_OK) {
		gmk_board_free(board);
		*why = gmk_strerror(status);
		return status;
	}
	snprintf(reply, size, "%d,%d", best.x, best.y);
	adopt(brain, board);
	return GMK_OK;
}
