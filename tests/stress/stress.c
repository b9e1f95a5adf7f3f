/* SPDX-License-Identifier: MIT */
/*
 * Random games across sizes (3..40, a few up to 128), all five rules, win
 * lengths, both backends and both foul policies, with random undo, redo,
 * setup, reset and clone. An ARRAY and a BITBOARD board play side by side
 * when the size fits and must agree after every step; every failed call must
 * change nothing; the full invariants of tests/invariants (hash from scratch,
 * result against the stones, history by replay) run every few steps and at
 * the end of each game. Memory must stay flat: the resident set after the
 * first tenth of the games may grow by at most RSS_GROWTH_LIMIT_KB.
 *
 * Usage: stress [GAMES] [SEED]
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include "gomoku.h"
#include "invariants.h"

#define DEFAULT_GAMES 2000
#define DEFAULT_SEED 1
#define SMALL_MAX_SIZE 40
#define LARGE_MAX_SIZE 128
/* One game in this many is on a large board (41..128 a side). */
#define LARGE_ONE_IN 50
/* Steps per game at most: large boards end there rather than on a five. */
#define MAX_STEPS 400
/* The full invariants run every this many steps (and at the end of a game). */
#define FULL_CHECK_EVERY 32
#define RSS_GROWTH_LIMIT_KB 4096
#define KB 1024
#define MS_PER_S 1000.0
#define NS_PER_MS 1e6
#define PERCENT 100
#define MAX_SETUP_STONES 24
/* After the game ends, one step in this many goes on (an undo may reopen it). */
#define KEEP_PLAYING_ONE_IN 4

/*
 * Sanitizers and memcheck (whose test setup sets GMK_TEST_MEMCHECK) keep
 * freed memory in quarantine: the flat-memory check means nothing there.
 */
#if defined(__SANITIZE_ADDRESS__)
#define UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define UNDER_ASAN 1
#endif
#endif
#ifndef UNDER_ASAN
#define UNDER_ASAN 0
#endif

/* xorshift64*: reproducible from the seed on every platform. */
static uint64_t rng_state;

static uint64_t rng_next(void)
{
	rng_state ^= rng_state >> 12;
	rng_state ^= rng_state << 25;
	rng_state ^= rng_state >> 27;
	return rng_state * 0x2545F4914F6CDD1Dull;
}

static int rng_below(int n)
{
	return (int)(rng_next() % (uint64_t)n);
}

static int rng_range(int lo, int hi)
{
	return lo + rng_below(hi - lo + 1);
}

typedef struct game {
	gmk_board_options opts;
	gmk_board *board;
	gmk_board *twin;         /* the other backend, NULL when the size does not fit */
	long moves;              /* successful plays and redos */
} game;

static void random_options(gmk_board_options *o)
{
	*o = (gmk_board_options)GMK_BOARD_OPTIONS_INIT;
	int max = rng_below(LARGE_ONE_IN) == 0 ? LARGE_MAX_SIZE : SMALL_MAX_SIZE;
	o->width = rng_range(GMK_MIN_SIZE, max);
	/* Square boards half of the time, like real games. */
	o->height = rng_below(2) ? o->width : rng_range(GMK_MIN_SIZE, max);
	o->rule = (gmk_rule)rng_range(GMK_RULE_FREESTYLE, GMK_RULE_CARO_EXACT);
	o->win_length = o->rule == GMK_RULE_FREESTYLE || o->rule == GMK_RULE_STANDARD ?
		rng_range(GMK_MIN_WIN_LENGTH, GMK_MAX_WIN_LENGTH) : 5;
	int fits = o->width <= GMK_BITBOARD_MAX_SIZE && o->height <= GMK_BITBOARD_MAX_SIZE;
	o->backend = fits ? (gmk_backend_kind)rng_range(GMK_BACKEND_AUTO, GMK_BACKEND_BITBOARD) :
			    GMK_BACKEND_ARRAY;
	o->foul_policy = (gmk_foul_policy)rng_below(2);
}

static void game_start(game *g)
{
	random_options(&g->opts);
	INV_ASSERT(gmk_board_new(&g->board, &g->opts) == GMK_OK);
	gmk_board_options actual = GMK_BOARD_OPTIONS_INIT;
	INV_ASSERT(gmk_board_get_options(g->board, &actual) == GMK_OK);
	g->twin = NULL;
	if (actual.width <= GMK_BITBOARD_MAX_SIZE && actual.height <= GMK_BITBOARD_MAX_SIZE) {
		gmk_board_options t = actual;
		t.backend = actual.backend == GMK_BACKEND_ARRAY ? GMK_BACKEND_BITBOARD :
								  GMK_BACKEND_ARRAY;
		INV_ASSERT(gmk_board_new(&g->twin, &t) == GMK_OK);
	}
}

static void game_end(game *g)
{
	gmk_board_free(g->board);
	gmk_board_free(g->twin);
	g->board = g->twin = NULL;
}

/* A mutating call, applied alike to both boards. */
typedef enum action_kind { ACT_PLAY, ACT_UNDO, ACT_REDO, ACT_SETUP, ACT_RESET } action_kind;

typedef struct action {
	action_kind kind;
	int x, y;                 /* ACT_PLAY */
	const gmk_stone *stones;  /* ACT_SETUP */
	size_t count;
	gmk_color to_move;
} action;

static int apply(gmk_board *b, const action *a)
{
	switch (a->kind) {
	case ACT_PLAY:
		return gmk_board_play(b, a->x, a->y);
	case ACT_UNDO:
		return gmk_board_undo(b);
	case ACT_REDO:
		return gmk_board_redo(b);
	case ACT_SETUP:
		return gmk_board_setup(b, a->stones, a->count, a->to_move);
	case ACT_RESET:
		return gmk_board_reset(b);
	}
	INV_ASSERT(!"unknown action");
	return GMK_EINVAL;
}

/* The same call on both boards: same status; a failure changed nothing. */
static int both(game *g, const action *a)
{
	inv_state before;
	inv_state_take(g->board, &before);
	int status = apply(g->board, a);
	inv_check_failed_call(g->board, &before, status);
	if (g->twin) {
		inv_state_take(g->twin, &before);
		int twin_status = apply(g->twin, a);
		inv_check_failed_call(g->twin, &before, twin_status);
		INV_ASSERT(status == twin_status);
	}
	return status;
}

static void step_play(game *g)
{
	int x, y;
	/* Now and then off the board, to exercise the refusal. */
	if (rng_below(PERCENT) == 0) {
		x = rng_below(2) ? -1 : g->opts.width;
		y = rng_below(g->opts.height);
	} else {
		x = rng_below(g->opts.width);
		y = rng_below(g->opts.height);
	}
	action a = { .kind = ACT_PLAY, .x = x, .y = y };
	if (both(g, &a) == GMK_OK)
		g->moves++;
}

static void step_setup(game *g)
{
	gmk_stone stones[MAX_SETUP_STONES];
	size_t n = (size_t)rng_below(MAX_SETUP_STONES);
	for (size_t i = 0; i < n; i++) {
		stones[i].x = rng_below(g->opts.width);
		stones[i].y = rng_below(g->opts.height);
		stones[i].color = rng_below(2) ? GMK_BLACK : GMK_WHITE;
	}
	/* Duplicate points are likely on small boards: then the setup must fail cleanly. */
	gmk_color to_move = rng_below(2) ? GMK_BLACK : GMK_WHITE;
	action a = { .kind = ACT_SETUP, .stones = stones, .count = n, .to_move = to_move };
	both(g, &a);
}

static void step_clone(game *g)
{
	gmk_board *c = NULL;
	INV_ASSERT(gmk_board_clone(&c, g->board) == GMK_OK);
	inv_check_same(g->board, c);
	gmk_board_free(g->board);
	g->board = c;
}

/* Percent thresholds of the random actions (the rest: clone). */
#define P_PLAY 78
#define P_UNDO 88
#define P_REDO 96
#define P_SETUP 98
#define P_RESET 99

/* One random action, mostly a move. */
static void step(game *g)
{
	int r = rng_below(PERCENT);
	if (r < P_PLAY) {
		step_play(g);
	} else if (r < P_UNDO) {
		both(g, &(action){ .kind = ACT_UNDO });
	} else if (r < P_REDO) {
		if (both(g, &(action){ .kind = ACT_REDO }) == GMK_OK)
			g->moves++;
	} else if (r < P_SETUP) {
		step_setup(g);
	} else if (r < P_RESET) {
		both(g, &(action){ .kind = ACT_RESET });
	} else {
		step_clone(g);
	}
}

/* Cheap after every step: the twins agree on state and the last move's point. */
static void quick_check(const game *g)
{
	if (!g->twin)
		return;
	inv_state a, b;
	inv_state_take(g->board, &a);
	inv_state_take(g->twin, &b);
	INV_ASSERT(inv_state_equal(&a, &b));
	if (a.move_count > 0) {
		gmk_point p, q;
		INV_ASSERT(gmk_board_move_at(g->board, a.move_count - 1, &p) == GMK_OK);
		INV_ASSERT(gmk_board_move_at(g->twin, a.move_count - 1, &q) == GMK_OK);
		INV_ASSERT(p.x == q.x && p.y == q.y);
		INV_ASSERT(gmk_board_at(g->board, p.x, p.y) == gmk_board_at(g->twin, p.x, p.y));
	}
}

static void full_check(const game *g)
{
	inv_check_board(g->board);
	if (g->twin)
		inv_check_same(g->board, g->twin);
}

static void play_game(game *g)
{
	game_start(g);
	for (int s = 0; s < MAX_STEPS; s++) {
		step(g);
		quick_check(g);
		if ((s + 1) % FULL_CHECK_EVERY == 0)
			full_check(g);
		/* A finished game is mostly left there, sometimes taken back. */
		if (gmk_board_is_over(g->board) && rng_below(KEEP_PLAYING_ONE_IN) != 0)
			break;
	}
	full_check(g);
	game_end(g);
}

/* The resident set now, in KiB (from /proc; 0 when unavailable). */
static long current_rss_kb(void)
{
	FILE *f = fopen("/proc/self/statm", "r");
	long pages = 0, resident = 0;
	if (!f)
		return 0;
	if (fscanf(f, "%ld %ld", &pages, &resident) != 2)
		resident = 0;
	fclose(f);
	return resident * (sysconf(_SC_PAGESIZE) / KB);
}

static long peak_rss_kb(void)
{
	struct rusage ru;
	return getrusage(RUSAGE_SELF, &ru) == 0 ? ru.ru_maxrss : 0;
}

static double now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * MS_PER_S + (double)ts.tv_nsec / NS_PER_MS;
}

int main(int argc, char **argv)
{
	long games = argc > 1 ? atol(argv[1]) : DEFAULT_GAMES;
	unsigned long long seed = argc > 2 ? strtoull(argv[2], NULL, 0) : DEFAULT_SEED;
	if (games <= 0 || argc > 3) {
		fprintf(stderr, "usage: %s [GAMES] [SEED]\n", argv[0]);
		return 2;
	}
	/* xorshift must not start from zero. */
	rng_state = seed ? seed : DEFAULT_SEED;
	double start = now_ms();
	long warm_games = games / 10 > 0 ? games / 10 : 1;
	long rss_warm = 0;
	game g = { 0 };
	for (long i = 0; i < games; i++) {
		play_game(&g);
		if (i + 1 == warm_games)
			rss_warm = current_rss_kb();
	}
	inv_release();
	long rss_end = current_rss_kb();
	double seconds = (now_ms() - start) / MS_PER_S;
	printf("games %ld, moves %ld, %.1f s, peak RSS %ld KiB, RSS after %ld games %ld KiB, "
	       "at the end %ld KiB (seed %llu)\n",
	       games, g.moves, seconds, peak_rss_kb(), warm_games, rss_warm, rss_end, seed);
	int quarantine = UNDER_ASAN || getenv("GMK_TEST_MEMCHECK") != NULL;
	if (!quarantine && rss_end - rss_warm > RSS_GROWTH_LIMIT_KB) {
		fprintf(stderr, "memory grew by %ld KiB (limit %d KiB)\n", rss_end - rss_warm,
			RSS_GROWTH_LIMIT_KB);
		return 1;
	}
	return 0;
}
