/* SPDX-License-Identifier: MIT */
#include "timeman.h"

/* Reply, scheduling and pipe latency we keep in reserve on every move. */
#define TURN_RESERVE_MS 30
/* Plus this share of the turn limit (a search cannot stop on the exact ms). */
#define TURN_RESERVE_DIVISOR 12
/* What "play as fast as possible" (timeout_turn 0) is allowed. */
#define FAST_MOVE_MS 20
/* Kept back from the match clock so the last moves still get time. */
#define MATCH_RESERVE_MS 200
#define MATCH_RESERVE_DIVISOR 20
/* Our moves still to come, as the game shortens: a guess that errs long. */
#define MOVES_TO_GO_MAX 30
#define MOVES_TO_GO_MIN 10
/* One move never takes more than this share of what is left of the match. */
#define MATCH_HARD_DIVISOR 5
/* The engine's own limit, as a share of the hard one: the engine never runs
 * past its limit (it aborts within a fraction of a millisecond) and decides
 * itself how much of it a move needs; the watchdog's hard limit is the
 * safety net. */
#define SOFT_NUMERATOR 19
#define SOFT_DENOMINATOR 20
#define MIN_BUDGET_MS 1
/*
 * INFO values are clamped to +-this (about 35 years) before any arithmetic,
 * so that no sum or product below can overflow whatever the manager sends.
 */
#define TIME_LIMIT_MS ((int64_t)1 << 40)

void pb_clock_init(struct pb_clock *clock)
{
	clock->timeout_turn = PB_DEFAULT_TIMEOUT_TURN_MS;
	clock->timeout_match = 0;
	clock->time_left = PB_TIME_UNLIMITED;
}

void pb_clock_new_game(struct pb_clock *clock)
{
	clock->time_left = clock->timeout_match > 0 ? clock->timeout_match : PB_TIME_UNLIMITED;
}

static int64_t max64(int64_t a, int64_t b)
{
	return a > b ? a : b;
}

static int64_t min64(int64_t a, int64_t b)
{
	return a < b ? a : b;
}

static int64_t clamp_ms(int64_t ms)
{
	return min64(max64(ms, -TIME_LIMIT_MS), TIME_LIMIT_MS);
}

void pb_clock_spend(struct pb_clock *clock, int64_t spent_ms)
{
	if (clock->time_left != PB_TIME_UNLIMITED)
		clock->time_left = clamp_ms(clock->time_left) - clamp_ms(spent_ms);
}

void pb_time_budget(const struct pb_clock *clock, int empty_points, int64_t already_spent,
		    struct pb_budget *out)
{
	int64_t hard, turn = clamp_ms(clock->timeout_turn);
	if (turn <= 0)
		hard = FAST_MOVE_MS;
	else
		hard = turn - TURN_RESERVE_MS - turn / TURN_RESERVE_DIVISOR;
	int64_t soft = hard * SOFT_NUMERATOR / SOFT_DENOMINATOR;
	already_spent = clamp_ms(already_spent);

	int timed_match = clock->timeout_match > 0 || clock->time_left != PB_TIME_UNLIMITED;
	if (timed_match && clock->time_left != PB_TIME_UNLIMITED) {
		int64_t time_left = clamp_ms(clock->time_left);
		int64_t left = time_left - MATCH_RESERVE_MS -
			       max64(time_left, 0) / MATCH_RESERVE_DIVISOR;
		left = max64(left, 0);
		/* About half the empty points are ours, but games end long before. */
		int64_t to_go = min64(MOVES_TO_GO_MAX, max64(MOVES_TO_GO_MIN, empty_points / 2));
		hard = min64(hard, left / MATCH_HARD_DIVISOR);
		soft = min64(soft, left / to_go);
	}
	hard -= already_spent;
	soft -= already_spent;
	out->hard_ms = max64(hard, MIN_BUDGET_MS);
	out->soft_ms = min64(max64(soft, MIN_BUDGET_MS), out->hard_ms);
}
