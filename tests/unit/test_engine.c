/* SPDX-License-Identifier: MIT */
/*
 * lib/search: the engine API. Forced moves at every level, determinism,
 * stop and time limits, threads, tic-tac-toe perfection, big boards,
 * every bad-input status, and the hash tables' storage.
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/thread.h"
#include "engine_fixtures.h"
#include "search/bucket_table.h"

/* Generous node limits keep every search here to milliseconds. */
#define TEST_NODES 20000

/* Black to move; white threatens a five at (7,8); black's own five is at (10,3). */
static const char *both_fours[] = {
	"...............", "...............", "...............", "......XXXX.....",
	"...............", "...............", "...............", "...O...........",
	"...O...........", "...O...........", "...O...........", "...............",
	"...X...........", "...............", "...............",
};

static gmk_engine *new_engine(uint64_t seed)
{
	return fixture_engine(seed, 1);
}

/* Plays a VCF sequence on b and returns the result it ends in. */
static gmk_result play_sequence(gmk_board *b, const gmk_point *seq, int len)
{
	for (int i = 0; i < len; i++)
		ck_assert_int_eq(gmk_board_play(b, seq[i].x, seq[i].y), GMK_OK);
	gmk_result res = GMK_RESULT_INIT;
	ck_assert_int_eq(gmk_board_result(b, &res), GMK_OK);
	return res;
}

static double now_ms(void)
{
	return (double)thread_now_ns() * 1e-6;
}

START_TEST(takes_a_five_at_every_level)
{
	gmk_board *b = DIAGRAM(both_fours, 5, GMK_RULE_FREESTYLE, GMK_BLACK);
	gmk_engine *e = new_engine(7);
	for (int level = 0; level <= GMK_MAX_LEVEL; level++) {
		gmk_search_result r = fixture_search(e, b, level, TEST_NODES, 0, 0);
		ck_assert_msg(r.best.y == 3 && (r.best.x == 5 || r.best.x == 10),
			      "level %d played (%d,%d)", level, r.best.x, r.best.y);
		ck_assert_int_eq(r.score, GMK_SCORE_WIN - 1);
		ck_assert(GMK_SCORE_IS_WIN(r.score));
		ck_assert_int_eq(GMK_SCORE_PLIES(r.score), 1);
	}
	gmk_engine_free(e);
	gmk_board_free(b);
}
END_TEST

START_TEST(blocks_a_four_at_every_level)
{
	gmk_board *b = DIAGRAM(block_four, 5, GMK_RULE_FREESTYLE, GMK_BLACK);
	gmk_engine *e = new_engine(11);
	for (int level = 0; level <= GMK_MAX_LEVEL; level++) {
		gmk_search_result r = fixture_search(e, b, level, TEST_NODES, 0, 0);
		ck_assert_msg(r.best.x == 10 && r.best.y == 4, "level %d played (%d,%d)", level,
			      r.best.x, r.best.y);
	}
	gmk_engine_free(e);
	gmk_board_free(b);
}
END_TEST

START_TEST(open_four_is_a_loss_in_two)
{
	static const char *rows[] = {
		"...............", "...............", "...............", "...............",
		"...............", "...............", "...............", "....OOOO.......",
		"...............", "..X.X.X.X......", "...............", "...............",
		"...............", "...............", "...............",
	};
	gmk_board *b = DIAGRAM(rows, 5, GMK_RULE_FREESTYLE, GMK_BLACK);
	gmk_engine *e = new_engine(1);
	gmk_search_result r = fixture_search(e, b, 0, TEST_NODES, 4, 0);
	ck_assert(GMK_SCORE_IS_LOSS(r.score));
	ck_assert_int_eq(GMK_SCORE_PLIES(r.score), 2);
	ck_assert(r.best.y == 7 && (r.best.x == 3 || r.best.x == 8));
	gmk_engine_free(e);
	gmk_board_free(b);
}
END_TEST

START_TEST(prefers_the_faster_win)
{
	/* Black can make an open four (win in 3) or take a five now. */
	static const char *rows[] = {
		"...............", "...............", "...............", "...............",
		"...............", "...............", ".....XXX.......", "...............",
		"...XXXX........", "...OOOO........", "...............", "...O...........",
		"...............", "...............", "...............",
	};
	gmk_board *b = DIAGRAM(rows, 5, GMK_RULE_FREESTYLE, GMK_BLACK);
	gmk_engine *e = new_engine(1);
	gmk_search_result r = fixture_search(e, b, 0, TEST_NODES, 3, 0);
	ck_assert_int_eq(r.best.y, 8);
	ck_assert(r.best.x == 2 || r.best.x == 7);
	ck_assert_int_eq(r.score, GMK_SCORE_WIN - 1);
	gmk_engine_free(e);
	gmk_board_free(b);
}
END_TEST

START_TEST(levels_are_deterministic)
{
	gmk_board *b = DIAGRAM(midgame, 5, GMK_RULE_FREESTYLE, GMK_BLACK);
	int differs = 0;
	for (int level = 1; level <= GMK_MAX_LEVEL; level++) {
		gmk_engine *e1 = new_engine(99), *e2 = new_engine(99), *e3 = new_engine(12345);
		gmk_search_result a = fixture_search(e1, b, level, TEST_NODES, 0, 0);
		gmk_search_result again = fixture_search(e1, b, level, TEST_NODES, 0, 0);
		gmk_search_result c = fixture_search(e2, b, level, TEST_NODES, 0, 0);
		gmk_search_result other = fixture_search(e3, b, level, TEST_NODES, 0, 0);
		ck_assert_int_eq(a.best.x, c.best.x);
		ck_assert_int_eq(a.best.y, c.best.y);
		ck_assert_int_eq(a.best.x, again.best.x);
		ck_assert_int_eq(a.best.y, again.best.y);
		ck_assert_int_eq(a.nodes, c.nodes);
		differs += a.best.x != other.best.x || a.best.y != other.best.y;
		gmk_engine_free(e1);
		gmk_engine_free(e2);
		gmk_engine_free(e3);
	}
	ck_assert_int_gt(differs, 0); /* the seed does matter somewhere */
	gmk_board_free(b);
}
END_TEST

/* A clock this long never binds a level: its node budget does. */
#define LEVEL_CLOCK_MS 600000

/*
 * Levels are governed by node budgets, not the clock: with or without a
 * time limit (or a node limit above the budget) a level plays the same move
 * after the same nodes, so it plays alike on a loaded machine; and each
 * level spends fewer nodes than the one above it.
 */
START_TEST(levels_are_node_governed)
{
	gmk_board *b = DIAGRAM(midgame, 5, GMK_RULE_FREESTYLE, GMK_BLACK);
	uint64_t above = UINT64_MAX;
	for (int level = 1; level <= GMK_MAX_LEVEL; level++) {
		gmk_engine *e = new_engine(7);
		gmk_search_result plain = fixture_search(e, b, level, 0, 0, 0);
		gmk_search_result clocked = fixture_search(e, b, level, 0, 0, LEVEL_CLOCK_MS);
		gmk_search_result capped = fixture_search(e, b, level, INT64_MAX / 2, 0, 0);
		ck_assert_msg(plain.best.x == clocked.best.x && plain.best.y == clocked.best.y &&
			      plain.nodes == clocked.nodes && plain.nodes == capped.nodes,
			      "level %d: %llu nodes alone, %llu with a clock, %llu with a node limit", level,
			      (unsigned long long)plain.nodes, (unsigned long long)clocked.nodes,
			      (unsigned long long)capped.nodes);
		ck_assert_msg(plain.nodes < above, "level %d spent %llu nodes, level %d %llu", level,
			      (unsigned long long)plain.nodes, level - 1, (unsigned long long)above);
		above = plain.nodes;
		gmk_engine_free(e);
	}
	gmk_board_free(b);
}
END_TEST

typedef struct stop_job {
	gmk_engine *engine;
	gmk_board *board;
	gmk_search_result result;
	int status;
	double returned_ms;
} stop_job;

#define STOP_AFTER_MS 100

static void run_unlimited(void *arg)
{
	stop_job *job = arg;
	gmk_search_limits l = GMK_SEARCH_LIMITS_INIT;
	l.depth = 200; /* effectively endless: only stop ends it */
	gmk_search_result r = GMK_SEARCH_RESULT_INIT;
	job->status = gmk_engine_search(job->engine, job->board, &l, &r);
	job->returned_ms = now_ms();
	job->result = r;
}

/* An endless search on the midgame position with this many threads, under
 * way on *t for STOP_AFTER_MS. */
static void start_unlimited_search(stop_job *job, thread_handle *t, unsigned int threads)
{
	*job = (stop_job){ fixture_engine(1, threads),
			   DIAGRAM(midgame, 5, GMK_RULE_FREESTYLE, GMK_BLACK),
			   GMK_SEARCH_RESULT_INIT, -1, 0 };
	ck_assert_int_eq(thread_start(t, run_unlimited, job), 0);
	thread_sleep_ms(STOP_AFTER_MS);
}

/*
 * gmk_engine_free from another thread stops the running search and waits for
 * it (engine.h); ASan reports the search touching a freed engine otherwise.
 */
START_TEST(free_waits_for_a_running_search)
{
	stop_job job;
	thread_handle t;
	start_unlimited_search(&job, &t, 1);
	gmk_board *b = job.board;
	gmk_engine_stop(job.engine);
	gmk_engine_free(job.engine);
	thread_join(t);
	ck_assert_int_eq(job.status, GMK_OK);
	ck_assert_int_ge(job.result.depth, 1);
	gmk_board_free(b);
}
END_TEST

#define STOP_TRIALS 3
#define STOP_LATENCY_MS 5.0
/* Even a loaded machine must not turn a stop into a long wait. */
#define STOP_LATENCY_LOADED_MS 50.0

/* Search threads of the parallel search's stop and time tests. */
#define SMP_THREADS 2

/* Stops a running search and returns how long it took to come back. */
static double stop_latency(unsigned int threads)
{
	stop_job job;
	thread_handle t;
	start_unlimited_search(&job, &t, threads);
	gmk_board *b = job.board;
	double stopped = now_ms();
	gmk_engine_stop(job.engine);
	thread_join(t);
	ck_assert_int_eq(job.status, GMK_OK);
	ck_assert_int_eq(gmk_board_at(b, job.result.best.x, job.result.best.y), GMK_EMPTY);
	ck_assert_int_ge(job.result.depth, 1);
	gmk_engine_free(job.engine);
	gmk_board_free(b);
	return job.returned_ms - stopped;
}

START_TEST(stop_returns_within_5ms)
{
	/* Wall-clock latency includes the scheduler's: the best of a few trials is the engine's. */
	/* One thread, and the parallel search (every helper joined before the return). */
	for (unsigned int threads = 1; threads <= SMP_THREADS; threads++) {
		double best = 1e9, worst = 0;
		for (int i = 0; i < STOP_TRIALS; i++) {
			double ms = stop_latency(threads);
			best = ms < best ? ms : best;
			worst = ms > worst ? ms : worst;
		}
		ck_assert_msg(best <= STOP_LATENCY_MS * gmk_time_factor(), "%u threads: best %.2f ms",
			      threads, best);
		ck_assert_msg(worst <= STOP_LATENCY_LOADED_MS * gmk_time_factor(),
			      "%u threads: worst %.2f ms", threads, worst);
	}
	gmk_engine_stop(NULL); /* harmless */
}
END_TEST

static double cpu_ms(void)
{
	return (double)thread_cpu_ns() * 1e-6;
}

#define TIME_LIMIT_MS 50
#define OVERSHOOT_MS 10.0
/* Wall time beyond CPU time: the machine ran something else, not the search. */
#define PREEMPTED_MS 2.0

START_TEST(time_limit_is_kept)
{
	gmk_board *b = DIAGRAM(midgame, 5, GMK_RULE_FREESTYLE, GMK_BLACK);
	double worst = 0;
	for (int i = 0; i < 2 * 5; i++) {
		/* Half with one thread, half with the parallel search. */
		gmk_engine *e = fixture_engine(1, i % 2 ? SMP_THREADS : 1);
		double t0 = now_ms(), c0 = cpu_ms();
		gmk_search_result r = fixture_search(e, b, 0, 0, 0, TIME_LIMIT_MS);
		double took = now_ms() - t0, cpu = cpu_ms() - c0;
		/* On a loaded machine the wall clock includes other programs' turns. */
		double over = (took - cpu > PREEMPTED_MS ? cpu : took) - TIME_LIMIT_MS;
		worst = over > worst ? over : worst;
		ck_assert_int_ge(r.depth, 1);
		ck_assert_int_eq(gmk_board_at(b, r.best.x, r.best.y), GMK_EMPTY);
		gmk_engine_free(e);
	}
	ck_assert_msg(worst <= OVERSHOOT_MS * gmk_time_factor(), "overshoot %.2f ms", worst);
	gmk_board_free(b);
}
END_TEST

typedef struct thread_job {
	const gmk_board *board;
	gmk_search_result result;
} thread_job;

static void run_fixed(void *arg)
{
	thread_job *job = arg;
	gmk_engine *e = NULL;
	gmk_engine_new(&e, NULL);
	gmk_search_limits l = GMK_SEARCH_LIMITS_INIT;
	l.nodes = TEST_NODES;
	job->result.version = GMK_SEARCH_RESULT_VERSION;
	gmk_engine_search(e, job->board, &l, &job->result);
	gmk_engine_free(e);
}

START_TEST(two_engines_in_two_threads)
{
	gmk_board *b = DIAGRAM(midgame, 5, GMK_RULE_FREESTYLE, GMK_BLACK);
	gmk_board *w = DIAGRAM(block_four, 5, GMK_RULE_FREESTYLE, GMK_BLACK);
	thread_job solo = { b, GMK_SEARCH_RESULT_INIT };
	run_fixed(&solo);
	thread_job jobs[2] = { { b, GMK_SEARCH_RESULT_INIT }, { w, GMK_SEARCH_RESULT_INIT } };
	thread_handle t[2];
	for (int i = 0; i < 2; i++)
		ck_assert_int_eq(thread_start(&t[i], run_fixed, &jobs[i]), 0);
	for (int i = 0; i < 2; i++)
		ck_assert_int_eq(thread_join(t[i]), 0);
	/* Node-limited searches are deterministic, whatever runs beside them. */
	ck_assert_int_eq(jobs[0].result.best.x, solo.result.best.x);
	ck_assert_int_eq(jobs[0].result.best.y, solo.result.best.y);
	ck_assert_int_eq(jobs[0].result.nodes, solo.result.nodes);
	ck_assert_int_eq(jobs[1].result.best.x, 10);
	ck_assert_int_eq(jobs[1].result.best.y, 4);
	gmk_board_free(b);
	gmk_board_free(w);
}
END_TEST

static gmk_board *tic_tac_toe(void)
{
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.width = o.height = o.win_length = 3;
	gmk_board *b = NULL;
	ck_assert_int_eq(gmk_board_new(&b, &o), GMK_OK);
	return b;
}

/* Every reply of the opponent, the engine answering: the engine never loses. */
static void never_loses(gmk_engine *e, gmk_board *b, gmk_color engine_side, int *games)
{
	gmk_result res = GMK_RESULT_INIT;
	gmk_board_result(b, &res);
	if (res.state != GMK_STATE_ONGOING) {
		ck_assert(res.state == GMK_STATE_DRAW || res.winner == engine_side);
		(*games)++;
		return;
	}
	if ((gmk_color)gmk_board_to_move(b) == engine_side) {
		gmk_search_result r = fixture_search(e, b, 0, 0, 0, 0);
		ck_assert_int_eq(gmk_board_play(b, r.best.x, r.best.y), GMK_OK);
		never_loses(e, b, engine_side, games);
		gmk_board_undo(b);
		return;
	}
	gmk_point moves[9];
	int n = gmk_board_legal_moves(b, moves, 9);
	for (int i = 0; i < n; i++) {
		ck_assert_int_eq(gmk_board_play(b, moves[i].x, moves[i].y), GMK_OK);
		never_loses(e, b, engine_side, games);
		gmk_board_undo(b);
	}
}

START_TEST(tic_tac_toe_is_perfect)
{
	gmk_engine *e = new_engine(1);
	gmk_board *b = tic_tac_toe();
	while (!gmk_board_is_over(b)) {
		gmk_search_result r = fixture_search(e, b, 0, 0, 0, 0);
		/* A draw with best play, and a search (not the empty-board opening) knows it. */
		if (r.depth > 0)
			ck_assert_msg(r.score == 0, "move %d: score %d", gmk_board_move_count(b), r.score);
		ck_assert_int_eq(gmk_board_play(b, r.best.x, r.best.y), GMK_OK);
	}
	gmk_result res = GMK_RESULT_INIT;
	gmk_board_result(b, &res);
	ck_assert_int_eq(res.state, GMK_STATE_DRAW);
	gmk_board_free(b);
	int games = 0;
	for (gmk_color side = GMK_BLACK; side <= GMK_WHITE; side++) {
		b = tic_tac_toe();
		never_loses(e, b, side, &games);
		gmk_board_free(b);
	}
	ck_assert_int_gt(games, 50);
	gmk_engine_free(e);
}
END_TEST

START_TEST(big_board_is_fast)
{
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.width = o.height = 100;
	gmk_board *b = NULL;
	ck_assert_int_eq(gmk_board_new(&b, &o), GMK_OK);
	static const int moves[][2] = { { 50, 50 }, { 51, 51 }, { 52, 50 }, { 50, 52 }, { 20, 80 },
					{ 21, 80 }, { 80, 20 }, { 51, 49 }, { 49, 51 } };
	for (size_t i = 0; i < sizeof(moves) / sizeof(moves[0]); i++)
		ck_assert_int_eq(gmk_board_play(b, moves[i][0], moves[i][1]), GMK_OK);
	gmk_engine *e = new_engine(1);
	double t0 = now_ms();
	gmk_search_result r = fixture_search(e, b, 0, 0, 6, 0);
	double took = now_ms() - t0;
	ck_assert_int_eq(r.depth, 6);
	ck_assert_int_eq(gmk_board_at(b, r.best.x, r.best.y), GMK_EMPTY);
	/* The nodes are what cost: a per-node scan of 10,000 points would show here. */
	ck_assert_msg(took < (20.0 + (double)r.nodes * 0.02) * gmk_time_factor(),
		      "%.1f ms for %llu nodes", took,
		      (unsigned long long)r.nodes);
	gmk_engine_free(e);
	gmk_board_free(b);
}
END_TEST

static int progress_depths[64], progress_calls;

static void on_progress(const gmk_search_info *info, void *data)
{
	ck_assert_ptr_eq(data, &progress_calls);
	ck_assert_int_ge(info->pv_length, 1);
	ck_assert_ptr_nonnull(info->pv);
	if (progress_calls < 64)
		progress_depths[progress_calls] = info->depth;
	progress_calls++;
}

START_TEST(progress_multipv_and_board_untouched)
{
	gmk_board *b = DIAGRAM(midgame, 5, GMK_RULE_FREESTYLE, GMK_BLACK);
	uint64_t hash = gmk_board_hash(b);
	int stones = gmk_board_stone_count(b);
	gmk_engine *e = new_engine(1);
	ck_assert_int_eq(gmk_engine_set_progress(e, on_progress, &progress_calls), GMK_OK);
	gmk_search_limits l = GMK_SEARCH_LIMITS_INIT;
	l.depth = 4;
	l.multipv = 3;
	gmk_search_result r = GMK_SEARCH_RESULT_INIT;
	ck_assert_int_eq(gmk_engine_search(e, b, &l, &r), GMK_OK);
	ck_assert_int_eq(progress_calls, 4);
	for (int i = 0; i < progress_calls; i++)
		ck_assert_int_eq(progress_depths[i], i + 1);
	ck_assert_int_eq(r.depth, 4);
	ck_assert_int_eq(r.line_count, 3);
	ck_assert_int_eq(r.lines[0].move.x, r.best.x);
	ck_assert_int_eq(r.lines[0].move.y, r.best.y);
	ck_assert_int_eq(r.pv[0].x, r.best.x);
	for (int i = 1; i < 3; i++) {
		ck_assert_int_le(r.lines[i].score, r.lines[i - 1].score);
		for (int j = 0; j < i; j++)
			ck_assert(r.lines[i].move.x != r.lines[j].move.x ||
				  r.lines[i].move.y != r.lines[j].move.y);
	}
	ck_assert_uint_eq(gmk_board_hash(b), hash);
	ck_assert_int_eq(gmk_board_stone_count(b), stones);
	ck_assert_int_eq(gmk_engine_set_progress(e, NULL, NULL), GMK_OK);
	ck_assert_int_eq(gmk_engine_clear(e), GMK_OK);
	gmk_engine_free(e);
	gmk_board_free(b);
}
END_TEST

START_TEST(bad_input)
{
	gmk_board *b = DIAGRAM(midgame, 5, GMK_RULE_FREESTYLE, GMK_BLACK);
	gmk_engine *e = new_engine(1);
	gmk_engine *untouched = (gmk_engine *)b;
	gmk_engine_options eo;
	ck_assert_fails(gmk_engine_options_init(NULL, GMK_ENGINE_OPTIONS_VERSION), GMK_EINVAL);
	ck_assert_fails(gmk_engine_options_init(&eo, 99), GMK_EVERSION);
	ck_assert_int_eq(gmk_engine_options_init(&eo, GMK_ENGINE_OPTIONS_VERSION), GMK_OK);
	ck_assert_fails(gmk_engine_new(NULL, &eo), GMK_EINVAL);
	eo.version = 5;
	ck_assert_fails(gmk_engine_new(&untouched, &eo), GMK_EVERSION);
	eo.version = GMK_ENGINE_OPTIONS_VERSION;
	eo.hash_bytes = (size_t)1 << 62;
	ck_assert_fails(gmk_engine_new(&untouched, &eo), GMK_ERANGE);
	ck_assert_ptr_eq(untouched, (gmk_engine *)b);
	gmk_engine_free(NULL);
	ck_assert_fails(gmk_engine_clear(NULL), GMK_EINVAL);
	ck_assert_fails(gmk_engine_set_progress(NULL, on_progress, NULL), GMK_EINVAL);

	gmk_search_limits l;
	ck_assert_fails(gmk_search_limits_init(NULL, GMK_SEARCH_LIMITS_VERSION), GMK_EINVAL);
	ck_assert_fails(gmk_search_limits_init(&l, 0), GMK_EVERSION);
	ck_assert_int_eq(gmk_search_limits_init(&l, GMK_SEARCH_LIMITS_VERSION), GMK_OK);
	gmk_search_result r = GMK_SEARCH_RESULT_INIT;
	r.best.x = 77;
	ck_assert_fails(gmk_engine_search(NULL, b, &l, &r), GMK_EINVAL);
	ck_assert_fails(gmk_engine_search(e, NULL, &l, &r), GMK_EINVAL);
	ck_assert_fails(gmk_engine_search(e, b, &l, NULL), GMK_EINVAL);
	r.version = 9;
	ck_assert_fails(gmk_engine_search(e, b, &l, &r), GMK_EVERSION);
	r.version = GMK_SEARCH_RESULT_VERSION;
	l.version = 9;
	ck_assert_fails(gmk_engine_search(e, b, &l, &r), GMK_EVERSION);
	l.version = GMK_SEARCH_LIMITS_VERSION;
	static const struct {
		int time_ms, depth, level, multipv;
		int64_t nodes;
	} bad[] = {
		{ -1, 0, 0, 1, 0 }, { 0, -1, 0, 1, 0 }, { 0, 100000, 0, 1, 0 }, { 0, 0, -1, 1, 0 },
		{ 0, 0, GMK_MAX_LEVEL + 1, 1, 0 }, { 0, 0, 0, 0, 0 }, { 0, 0, 0, GMK_MAX_MULTIPV + 1, 0 },
		{ 0, 0, 0, 1, -5 },
	};
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		gmk_search_limits x = GMK_SEARCH_LIMITS_INIT;
		x.time_ms = bad[i].time_ms;
		x.depth = bad[i].depth;
		x.level = bad[i].level;
		x.multipv = bad[i].multipv;
		x.nodes = bad[i].nodes;
		ck_assert_fails(gmk_engine_search(e, b, &x, &r), GMK_ERANGE);
	}
	ck_assert_int_eq(r.best.x, 77); /* failed calls wrote nothing */

	gmk_point seq[8];
	int len = -3;
	ck_assert_fails(gmk_engine_solve_vcf(NULL, b, 9, seq, 8, &len), GMK_EINVAL);
	ck_assert_fails(gmk_engine_solve_vcf(e, NULL, 9, seq, 8, &len), GMK_EINVAL);
	ck_assert_fails(gmk_engine_solve_vcf(e, b, 9, seq, 8, NULL), GMK_EINVAL);
	ck_assert_fails(gmk_engine_solve_vcf(e, b, 9, NULL, 8, &len), GMK_EINVAL);
	ck_assert_fails(gmk_engine_solve_vcf(e, b, 0, seq, 8, &len), GMK_ERANGE);
	ck_assert_fails(gmk_engine_solve_vcf(e, b, -4, seq, 8, &len), GMK_ERANGE);
	ck_assert_int_eq(len, -3);

	/* A finished game: a five on the board, then a full tic-tac-toe board. */
	ck_assert_int_eq(gmk_board_play(b, 8, 4), GMK_OK);
	gmk_board *won = DIAGRAM(both_fours, 5, GMK_RULE_FREESTYLE, GMK_BLACK);
	ck_assert_int_eq(gmk_board_play(won, 10, 3), GMK_OK);
	ck_assert_fails(gmk_engine_search(e, won, NULL, &r), GMK_EGAMEOVER);
	ck_assert_fails(gmk_engine_solve_vcf(e, won, 9, seq, 8, &len), GMK_EGAMEOVER);
	static const char *full[] = { "XOX", "XOO", "OXX" };
	gmk_board *drawn = DIAGRAM(full, 3, GMK_RULE_FREESTYLE, GMK_WHITE);
	ck_assert_int_eq(gmk_board_is_over(drawn), 1);
	ck_assert_fails(gmk_engine_search(e, drawn, NULL, &r), GMK_EGAMEOVER);
	ck_assert_int_eq(r.best.x, 77);
	gmk_board_free(drawn);
	gmk_board_free(won);
	gmk_engine_free(e);
	gmk_board_free(b);
}
END_TEST

START_TEST(vcf_solver_basics)
{
	gmk_engine *e = new_engine(1);
	/* A four-three: (7,7) makes a four down column 7 and an open three on row 7. */
	static const char *rows[] = {
		"...............", "...............", "...............", "...............",
		".......X.......", ".......X.......", ".......X.......", ".....XX........",
		"...............", "...............", "...............", "...............",
		"...............", "...............", "...............",
	};
	gmk_board *b = DIAGRAM(rows, 5, GMK_RULE_FREESTYLE, GMK_WHITE);
	gmk_point seq[16];
	int len = -1;
	/* White to move has no four at all. */
	ck_assert_int_eq(gmk_engine_solve_vcf(e, b, 15, seq, 16, &len), GMK_OK);
	ck_assert_int_eq(len, 0);
	gmk_board_free(b);
	b = DIAGRAM(rows, 5, GMK_RULE_FREESTYLE, GMK_BLACK);
	/* Black: an open four at once (3 plies) - too long for a 1-ply limit, which wants a five. */
	ck_assert_int_eq(gmk_engine_solve_vcf(e, b, 1, seq, 16, &len), GMK_OK);
	ck_assert_int_eq(len, 0);
	ck_assert_fails(gmk_engine_solve_vcf(e, b, 3, seq, 1, &len), GMK_EBUFFER);
	ck_assert_int_eq(gmk_engine_solve_vcf(e, b, 15, seq, 16, &len), GMK_OK);
	ck_assert_int_eq(len, 3);
	gmk_result res = play_sequence(b, seq, len);
	ck_assert_int_eq(res.winner, GMK_BLACK);
	gmk_board_free(b);
	gmk_engine_free(e);
}
END_TEST


/* Black's (7,7) would be a double four: a win in freestyle, a foul in renju. */
static const char *double_four[] = {
	"...............", "...............", "...............", "...............",
	".......X.......", ".......X.......", ".......X.......", "....XXX........",
	"...............", "..........O....", "..........O....", "..........O....",
	"...............", "...............", "...............",
};

START_TEST(renju_black_never_plays_a_foul)
{
	gmk_engine *e = new_engine(3);
	gmk_board *free_board = DIAGRAM(double_four, 5, GMK_RULE_FREESTYLE, GMK_BLACK);
	gmk_search_result r = fixture_search(e, free_board, 0, TEST_NODES, 4, 0);
	ck_assert(GMK_SCORE_IS_WIN(r.score)); /* the test can fail: the point is tempting */
	gmk_board *b = DIAGRAM(double_four, 5, GMK_RULE_RENJU, GMK_BLACK);
	ck_assert_int_eq(gmk_board_foul(b, 7, 7), GMK_FOUL_DOUBLE_FOUR);
	for (int level = 0; level <= GMK_MAX_LEVEL; level += 2) {
		r = fixture_search(e, b, level, TEST_NODES, 0, 0);
		ck_assert(r.best.x != 7 || r.best.y != 7);
		ck_assert_int_eq(gmk_board_foul(b, r.best.x, r.best.y), GMK_FOUL_NONE);
	}
	/* A whole game: the board (rejecting fouls) accepts every move the engine makes. */
	ck_assert_int_eq(gmk_board_reset(b), GMK_OK);
	for (int ply = 0; ply < 60 && !gmk_board_is_over(b); ply++) {
		r = fixture_search(e, b, ply % 3 ? 4 : 0, 3000, 0, 0);
		ck_assert_msg(gmk_board_play(b, r.best.x, r.best.y) == GMK_OK, "ply %d (%d,%d)", ply,
			      r.best.x, r.best.y);
	}
	gmk_board_free(b);
	gmk_board_free(free_board);
	gmk_engine_free(e);
}
END_TEST

/* White fours with (8,8); black's only block, (7,7), is a double four for black. */
static const char *foul_trap[] = {
	"...............", "...............", "...............", "...X...........",
	"....O..X.......", ".....O.X.......", "......OX.......", "....XXX........",
	"...............", "...............", "...............", "...............",
	"...............", "...............", "...............",
};

START_TEST(renju_white_aims_at_black_fouls)
{
	gmk_engine *e = new_engine(3);
	gmk_board *b = DIAGRAM(foul_trap, 5, GMK_RULE_RENJU, GMK_WHITE);
	ck_assert_int_eq(gmk_board_foul(b, 7, 7), GMK_FOUL_DOUBLE_FOUR);
	gmk_search_result r = fixture_search(e, b, 0, TEST_NODES, 0, 0);
	ck_assert_int_eq(r.score, GMK_SCORE_WIN - 3);
	ck_assert_int_eq(r.best.x, 8);
	ck_assert_int_eq(r.best.y, 8);
	gmk_point seq[8];
	int len = 0;
	ck_assert_int_eq(gmk_engine_solve_vcf(e, b, 5, seq, 8, &len), GMK_OK);
	ck_assert_int_eq(len, 3);
	/* Replayable on a board that refuses fouls: black's reply is some legal move. */
	gmk_result res = play_sequence(b, seq, len);
	ck_assert_int_eq(res.winner, GMK_WHITE);
	gmk_board_free(b);
	/* In freestyle the same block wins for black, so white must not start it. */
	b = DIAGRAM(foul_trap, 5, GMK_RULE_FREESTYLE, GMK_WHITE);
	r = fixture_search(e, b, 0, TEST_NODES, 0, 0);
	ck_assert(!GMK_SCORE_IS_WIN(r.score));
	gmk_board_free(b);
	gmk_engine_free(e);
}
END_TEST

/* Regression (API-sequence fuzzer): no candidate cells left the move arena NULL. */
START_TEST(vcf_on_empty_board)
{
	gmk_engine *e = new_engine(1);
	gmk_board *b = NULL;
	ck_assert_int_eq(gmk_board_new(&b, NULL), GMK_OK);
	gmk_point seq[8];
	int len = -1;
	ck_assert_int_eq(gmk_engine_solve_vcf(e, b, 7, seq, 8, &len), GMK_OK);
	ck_assert_int_eq(len, 0);
	gmk_board_free(b);
	gmk_engine_free(e);
}
END_TEST

/*
 * Regression (API-sequence fuzzer): under caro, e15 makes an open four
 * d15-g15, but white's c15 both takes one five point and caps the other
 * five (d15-h15, already capped by i15). The solver must not call it a win;
 * whatever line it returns must end in black's five.
 */
START_TEST(caro_capped_open_four_is_no_vcf)
{
	static const char *rows[] = {
		"...X.XX.O......", "...............", "...............", "...............",
		"...............", "...............", "...............", "...............",
		"...............", "...............", "...............", "...............",
		"...............", "...............", ".............O.",
	};
	static const gmk_rule rules[] = { GMK_RULE_CARO, GMK_RULE_CARO_EXACT };
	for (size_t r = 0; r < sizeof(rules) / sizeof(rules[0]); r++) {
		gmk_engine *e = new_engine(1);
		gmk_board *b = DIAGRAM(rows, 5, rules[r], GMK_BLACK);
		gmk_point seq[16];
		int len = -1;
		ck_assert_int_eq(gmk_engine_solve_vcf(e, b, 15, seq, 16, &len), GMK_OK);
		gmk_result res = play_sequence(b, seq, len);
		if (len > 0)
			ck_assert_int_eq(res.winner, GMK_BLACK);
		gmk_board_free(b);
		gmk_engine_free(e);
	}
}
END_TEST

/*
 * Regression: white's four at (5,10) can only be blocked at (6,10), a
 * double-three for black. The line used to give (6,10) twice (black's
 * "block", then white's five), which cannot be played; black must be given
 * some other move, and the line must end in white's five under both policies.
 */
START_TEST(renju_vcf_line_plays_when_the_block_is_a_foul)
{
	static const gmk_stone stones[] = {
		{ 1, 10, GMK_BLACK }, { 2, 10, GMK_WHITE }, { 3, 10, GMK_WHITE }, { 4, 10, GMK_WHITE },
		{ 6, 8, GMK_BLACK }, { 6, 9, GMK_BLACK }, { 7, 9, GMK_BLACK }, { 8, 8, GMK_BLACK },
		{ 12, 12, GMK_WHITE },
	};
	for (int policy = GMK_FOUL_REJECT; policy <= GMK_FOUL_LOSE; policy++) {
		gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
		o.rule = GMK_RULE_RENJU;
		o.foul_policy = (gmk_foul_policy)policy;
		gmk_board *b = NULL;
		ck_assert_int_eq(gmk_board_new(&b, &o), GMK_OK);
		ck_assert_int_eq(gmk_board_setup(b, stones, sizeof(stones) / sizeof(stones[0]),
						 GMK_WHITE), GMK_OK);
		ck_assert_int_eq(gmk_board_foul(b, 6, 10), GMK_FOUL_DOUBLE_THREE);
		gmk_engine *e = new_engine(1);
		gmk_point seq[16];
		int len = -1;
		ck_assert_int_eq(gmk_engine_solve_vcf(e, b, 9, seq, 16, &len), GMK_OK);
		ck_assert_int_eq(len, 3);
		gmk_result res = play_sequence(b, seq, len);
		ck_assert_int_eq(res.winner, GMK_WHITE);
		ck_assert_int_eq(res.reason, GMK_REASON_FIVE);
		gmk_engine_free(e);
		gmk_board_free(b);
	}
}
END_TEST


/* Black's open four is capped beyond both ends: under caro one block stops both fives. */
static const char *caro_four[] = {
	"...............", "...............", "...............", "...............",
	"...............", "...............", "...............", "...O.XXXX.O....",
	"...............", "...............", ".O.............", "..........X....",
	"...............", "...............", "...............",
};

START_TEST(caro_caps_stop_fives)
{
	gmk_engine *e = new_engine(5);
	gmk_board *b = DIAGRAM(caro_four, 5, GMK_RULE_FREESTYLE, GMK_WHITE);
	gmk_search_result r = fixture_search(e, b, 0, TEST_NODES, 0, 0);
	ck_assert(GMK_SCORE_IS_LOSS(r.score)); /* freestyle: an open four, lost */
	gmk_board_free(b);
	for (gmk_rule rule = GMK_RULE_CARO; rule <= GMK_RULE_CARO_EXACT; rule++) {
		b = DIAGRAM(caro_four, 5, rule, GMK_WHITE);
		r = fixture_search(e, b, 0, TEST_NODES, 0, 0);
		ck_assert_msg(!GMK_SCORE_IS_LOSS(r.score), "rule %d score %d", rule, r.score);
		ck_assert(r.best.y == 7 && (r.best.x == 4 || r.best.x == 9));
		gmk_board_free(b);
	}
	gmk_engine_free(e);
}
END_TEST

static int all_zero(const unsigned char *bytes, size_t n)
{
	unsigned char any = 0;
	for (size_t i = 0; i < n; i++)
		any |= bytes[i];
	return any == 0;
}

/* A small table (calloc) and one of several huge pages (on Linux, its own mapping). */
START_TEST(hash_tables_are_zeroed_and_freed)
{
	const size_t bucket = 64;
	const size_t sizes[] = { 4096, 4 * BUCKET_TABLE_HUGE_PAGE_BYTES };
	for (size_t i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++) {
		size_t mask = 0;
		unsigned char *table = bucket_table_alloc(sizes[i], 0, bucket, &mask);
		ck_assert_ptr_nonnull(table);
		ck_assert_uint_eq((mask + 1) * bucket, sizes[i]);
		ck_assert(all_zero(table, sizes[i]));
		memset(table, 0xa5, sizes[i]);
		bucket_table_zero(table, mask, bucket);
		ck_assert(all_zero(table, sizes[i]));
#if defined(__linux__)
		if (sizes[i] >= BUCKET_TABLE_HUGE_PAGE_BYTES)
			ck_assert_uint_eq((uintptr_t)table % BUCKET_TABLE_HUGE_PAGE_BYTES, 0);
#endif
		bucket_table_free(table, mask, bucket);
	}
	bucket_table_free(NULL, 0, bucket);
}
END_TEST

Suite *make_suite(void)
{
	Suite *s = suite_create("engine");
	TCase *tc = gmk_tcase("engine");
	tcase_add_test(tc, takes_a_five_at_every_level);
	tcase_add_test(tc, blocks_a_four_at_every_level);
	tcase_add_test(tc, open_four_is_a_loss_in_two);
	tcase_add_test(tc, prefers_the_faster_win);
	tcase_add_test(tc, levels_are_deterministic);
	tcase_add_test(tc, levels_are_node_governed);
	tcase_add_test(tc, stop_returns_within_5ms);
	tcase_add_test(tc, free_waits_for_a_running_search);
	tcase_add_test(tc, time_limit_is_kept);
	tcase_add_test(tc, two_engines_in_two_threads);
	tcase_add_test(tc, tic_tac_toe_is_perfect);
	tcase_add_test(tc, big_board_is_fast);
	tcase_add_test(tc, progress_multipv_and_board_untouched);
	tcase_add_test(tc, bad_input);
	tcase_add_test(tc, vcf_solver_basics);
	tcase_add_test(tc, vcf_on_empty_board);
	tcase_add_test(tc, caro_capped_open_four_is_no_vcf);
	tcase_add_test(tc, renju_vcf_line_plays_when_the_block_is_a_foul);
	tcase_add_test(tc, renju_black_never_plays_a_foul);
	tcase_add_test(tc, renju_white_aims_at_black_fouls);
	tcase_add_test(tc, caro_caps_stop_fives);
	tcase_add_test(tc, hash_tables_are_zeroed_and_freed);
	suite_add_tcase(s, tc);
	return s;
}

GMK_CHECK_MAIN
