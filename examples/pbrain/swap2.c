/* SPDX-License-Identifier: MIT */
/*
 * Swap2 openings. With an empty board the brain proposes three stones, the
 * most balanced of a few candidate shapes by a short search; with three or
 * five stones it searches the position and takes the other colour (SWAP)
 * when the side to move stands worse, else plays the move itself.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* The shape's stones around the centre (black, white, black); 0 if one is off the board. */
static int shape_stones(const struct brain *brain, size_t shape, gmk_stone *stones)
{
	int cx = brain->options.width / 2, cy = brain->options.height / 2;
	for (int i = 0; i < OPENING_STONES; i++) {
		stones[i] = (gmk_stone){ cx + opening_shapes[shape][i][0],
					 cy + opening_shapes[shape][i][1],
					 i % 2 ? GMK_WHITE : GMK_BLACK };
		if (stones[i].x >= brain->options.width || stones[i].y >= brain->options.height)
			return 0;
	}
	return 1;
}

/* On a board too small for every shape: the three points nearest the centre. */
static void nearest_stones(const struct brain *brain, gmk_stone *stones)
{
	int w = brain->options.width, h = brain->options.height;
	for (int i = 0; i < OPENING_STONES; i++) {
		int best = -1;
		for (int y = 0; y < h; y++)
			for (int x = 0; x < w; x++) {
				int taken = 0;
				for (int j = 0; j < i; j++)
					taken |= stones[j].x == x && stones[j].y == y;
				int d = abs(2 * x - (w - 1)) + abs(2 * y - (h - 1));
				if (!taken && (best < 0 || d < best)) {
					best = d;
					stones[i] = (gmk_stone){ x, y, i % 2 ? GMK_WHITE : GMK_BLACK };
				}
			}
	}
}

static int propose_opening(struct brain *brain, int64_t budget_ms, char *reply, size_t size)
{
	gmk_stone stones[OPENING_STONES];
	int best_balance = -1;
	for (size_t s = 0; s < SHAPE_COUNT; s++) {
		gmk_stone candidate[OPENING_STONES];
		gmk_board *board;
		if (!shape_stones(brain, s, candidate) ||
		    position_of(brain, candidate, OPENING_STONES, &board) != GMK_OK)
			continue;
		gmk_point best;
		int score;
		if (brain_evaluate(brain, board, budget_ms / (int64_t)SHAPE_COUNT, &best, &score) ==
		    GMK_OK && (best_balance < 0 || abs(score) < best_balance)) {
			best_balance = abs(score);
			memcpy(stones, candidate, sizeof(stones));
		}
		gmk_board_free(board);
	}
	if (best_balance < 0)
		nearest_stones(brain, stones);
	size_t len = 0;
	for (int i = 0; i < OPENING_STONES; i++)
		len += (size_t)snprintf(reply + len, size - len, "%s%d,%d", i ? " " : "",
					stones[i].x, stones[i].y);
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
