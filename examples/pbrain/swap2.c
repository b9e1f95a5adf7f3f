/* SPDX-License-Identifier: MIT */
/*
 * Swap2 openings through the library's opening rules (gomoku/openrule.h):
 * the stones the manager sends are replayed into a swap2 opening, whose own
 * checks refuse a wrong block, and the engine takes the brain's step there
 * (gmk_openrule_engine_act): three balanced stones on an empty board, or the
 * choice of colour (or two more stones) with three or five stones.
 *
 * The protocol's words for the choice: with white to move, "SWAP" means the
 * brain takes black and a stone means it plays on as white.
 */
#include <stdint.h>
#include <stdio.h>

#include "brain.h"
#include "input.h"

/* Stones the manager sends when we choose: 3 (first choice) or 5 (second). */
#define FIRST_CHOICE_STONES 3
#define SECOND_CHOICE_STONES 5
/* Searches one engine step may run (a balanced stone: up to 7); each gets a share. */
#define SEARCHES_PER_STEP 8

static int fail(int status, const char **why)
{
	*why = gmk_last_error_message()[0] ? gmk_last_error_message() : gmk_strerror(status);
	return status;
}

/* The opening as far as the manager's block takes it. */
static int replay(struct brain *brain, const struct pb_block_stone *block, size_t count,
		  gmk_openrule **out)
{
	gmk_openrule *op = NULL;
	int status = gmk_openrule_new(&op, GMK_OPENRULE_SWAP2, 0, &brain->options);
	if (status != GMK_OK)
		return status;
	for (size_t i = 0; status == GMK_OK && i < count; i++) {
		if (i == FIRST_CHOICE_STONES)
			status = gmk_openrule_choose(op, GMK_OPENRULE_PLACE_TWO);
		if (status == GMK_OK)
			status = gmk_openrule_place(op, block[i].x, block[i].y);
	}
	if (status != GMK_OK) {
		gmk_openrule_free(op);
		return status;
	}
	*out = op;
	return GMK_OK;
}

/* The engine's step, stoppable like any search of the brain's. */
static int engine_step(struct brain *brain, gmk_openrule *op, int64_t budget_ms)
{
	gmk_search_limits limits = GMK_SEARCH_LIMITS_INIT;
	int64_t share = budget_ms / SEARCHES_PER_STEP;
	limits.time_ms = share < 1 ? 1 : share > INT32_MAX ? INT32_MAX : (int)share;
	atomic_store(&brain->searching, 1);
	int status = gmk_openrule_engine_act(op, brain->engine, &limits);
	atomic_store(&brain->searching, 0);
	return status;
}

/* Writes the stones placed after the first `from` as "x,y x,y". */
static void list_stones(const gmk_board *board, int from, char *reply, size_t size)
{
	size_t len = 0;
	reply[0] = '\0';
	for (int i = from; i < gmk_board_move_count(board) && len < size; i++) {
		gmk_point p;
		gmk_board_move_at(board, i, &p);
		len += (size_t)snprintf(reply + len, size - len, "%s%d,%d", i > from ? " " : "",
					p.x, p.y);
	}
}

/* Ends with the brain holding `color` or placing stones; writes the reply. */
static int answer(struct brain *brain, gmk_openrule *op, int me, size_t count,
		  int64_t budget_ms, char *reply, size_t size)
{
	gmk_board *board;
	int status = gmk_openrule_board(op, &board);
	if (status != GMK_OK)
		return status;
	if (gmk_board_move_count(board) > (int)count) {
		/* We placed stones (the first three, or swap2's two more). */
		list_stones(board, (int)count, reply, size);
	} else if (gmk_openrule_color_of(op, me) != gmk_board_to_move(board)) {
		snprintf(reply, size, "SWAP");
	} else {
		gmk_point best;
		int score;
		status = brain_evaluate(brain, board, budget_ms, &best, &score);
		if (status == GMK_OK)
			status = gmk_board_play(board, best.x, best.y);
		if (status != GMK_OK) {
			gmk_board_free(board);
			return status;
		}
		snprintf(reply, size, "%d,%d", best.x, best.y);
	}
	gmk_board_free(brain->board);
	brain->board = board;
	return GMK_OK;
}

int brain_swap2(struct brain *brain, const struct pb_block_stone *block, size_t count,
		int64_t read_ms, char *reply, size_t size, const char **why)
{
	if (count != 0 && count != FIRST_CHOICE_STONES && count != SECOND_CHOICE_STONES) {
		*why = "SWAP2BOARD expects 0, 3 or 5 stones";
		return GMK_EINVAL;
	}
	struct pb_budget budget;
	int cells = brain->options.width * brain->options.height;
	pb_time_budget(&brain->clock, cells - (int)count, pb_now_ms() - read_ms, &budget);
	gmk_openrule *op = NULL;
	int status = replay(brain, block, count, &op);
	if (status != GMK_OK)
		return fail(status, why);
	/* Player 1 placed the first three; the choice after them is player 2's. */
	int me = gmk_openrule_to_act(op);
	/* Our step: three stones, or one choice (then two stones if we chose them). */
	while (status == GMK_OK && gmk_openrule_to_act(op) == me &&
	       gmk_openrule_get_phase(op) != GMK_OPENRULE_PHASE_DONE)
		status = engine_step(brain, op, budget.soft_ms);
	if (status == GMK_OK)
		status = answer(brain, op, me, count, budget.soft_ms, reply, size);
	if (status != GMK_OK)
		fail(status, why);
	gmk_openrule_free(op);
	return status;
}
