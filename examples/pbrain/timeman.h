/* SPDX-License-Identifier: MIT */
/*
 * Time management: how long to think on this move, from the manager's
 * timeout_turn, timeout_match and time_left. Never lose on time first, then
 * spend what the clock allows.
 */
#ifndef PBRAIN_TIMEMAN_H
#define PBRAIN_TIMEMAN_H

#include <stdint.h>

/* The manager's "unlimited" time_left. */
#define PB_TIME_UNLIMITED 2147483647
/* Used until INFO timeout_turn arrives (the Piskvork default is larger). */
#define PB_DEFAULT_TIMEOUT_TURN_MS 5000

struct pb_clock {
	int64_t timeout_turn;   /* ms per move; 0 = as fast as possible */
	int64_t timeout_match;  /* ms for the game; 0 = unlimited */
	int64_t time_left;      /* ms left for the game, PB_TIME_UNLIMITED if unknown */
};

struct pb_budget {
	int64_t soft_ms;        /* the engine's own time limit */
	int64_t hard_ms;        /* when the brain stops the search itself */
};

void pb_clock_init(struct pb_clock *clock);
/* A new game: time_left restarts at timeout_match. */
void pb_clock_new_game(struct pb_clock *clock);
/* Takes spent_ms off time_left (unless unlimited), without overflow whatever the values. */
void pb_clock_spend(struct pb_clock *clock, int64_t spent_ms);

/*
 * The budget for one move on a board with empty_points free points, counted
 * from the moment the command was read; already_spent is the time since then.
 * Both figures are at least 1 ms, and at most about 2^40 ms whatever the clock
 * holds (INFO values are the manager's, any int64).
 */
void pb_time_budget(const struct pb_clock *clock, int empty_points, int64_t already_spent,
		    struct pb_budget *out);

#endif
