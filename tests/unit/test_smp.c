/* SPDX-License-Identifier: MIT */
/*
 * lib/search with several threads (Lazy SMP): the forced moves still found,
 * levels and one thread still deterministic, and the shared transposition
 * table's slots round-trip every field and read a torn slot as a miss;
 * each thread's VCF cache and VCT table are its own (solves on two threads
 * at once agree with solves alone), and a threaded search leaves the
 * public VCT solver working. Stop latency and time limits with two threads
 * are in test_engine.c.
 */
#include "core/thread.h"
#include "engine_fixtures.h"
#include "search/engine_internal.h"
#include "search/tt.h"

#define SMP_THREADS 2
#define LEVEL_THREADS 4
#define FIXED_NODES 20000
#define FIXED_DEPTH 5

/* Black to move: an open three for each side, black's first. */
static const char *threes[] = {
	"...............", "...............", "...............", "...............",
	"...............", "...............", "......XXX......", "...............",
	"...............", ".....OOO.......", "...............", "...............",
	"...............", "...............", "...............",
};

/* Black to move wins by threats in 5 attacker moves (tests/tactics/vct_positions.txt). */
static const char *vct_in_five[] = {
	"...............", "...............", "...............", "...............",
	"...............", "...............", ".........O.....", ".......XX.O....",
	"........XX.....", ".......O..O....", "...............", "...............",
	"...............", "...............", "...............",
};

/* Black to move wins by threats in 7 attacker moves. */
static const char *vct_in_seven[] = {
	"...............", "...............", "...............", "...............",
	"...............", ".......X.O.....", "...............", ".......X.X.....",
	"...............", ".....O.........", "......O........", "...............",
	"...............", "...............", "...............",
};

/* Attacker moves the solves below may use, and how often each thread repeats its solve. */
#define VCT_MOVES 8
#define VCT_ROUNDS 6
#define VCT_PLIES 17

START_TEST(two_threads_block_the_four_and_win_with_the_three)
{
	gmk_engine *e = fixture_engine(0, SMP_THREADS);
	gmk_board *b = DIAGRAM(block_four, 5, GMK_RULE_FREESTYLE, GMK_BLACK);
	for (int i = 0; i < 3; i++) {
		gmk_search_result r = fixture_search(e, b, 0, 0, FIXED_DEPTH, 0);
		ck_assert_int_eq(r.best.x, 10);
		ck_assert_int_eq(r.best.y, 4);
	}
	gmk_board_free(b);
	b = DIAGRAM(threes, 5, GMK_RULE_FREESTYLE, GMK_BLACK);
	gmk_search_result r = fixture_search(e, b, 0, 0, FIXED_DEPTH, 0);
	ck_assert_msg(GMK_SCORE_IS_WIN(r.score), "score %d", r.score);
	ck_assert_int_eq(r.best.y, 6);
	ck_assert(r.best.x == 5 || r.best.x == 9);
	gmk_board_free(b);
	gmk_engine_free(e);
}
END_TEST

static void last_nodes(const gmk_search_info *info, void *data)
{
	*(uint64_t *)data = info->nodes;
}

START_TEST(two_threads_count_both_threads_nodes)
{
	/* Progress reports the lead thread's own nodes; the result adds the
	 * helper's, so it exceeds the last report only with two threads. */
	gmk_board *b = DIAGRAM(midgame, 5, GMK_RULE_FREESTYLE, GMK_BLACK);
	for (unsigned int threads = 1; threads <= SMP_THREADS; threads++) {
		gmk_engine *e = fixture_engine(0, threads);
		uint64_t lead = 0;
		ck_assert_int_eq(gmk_engine_set_progress(e, last_nodes, &lead), GMK_OK);
		gmk_search_result r = fixture_search(e, b, 0, 0, FIXED_DEPTH, 0);
		ck_assert_int_eq(r.depth, FIXED_DEPTH);
		ck_assert_int_eq(gmk_board_at(b, r.best.x, r.best.y), GMK_EMPTY);
		if (threads == 1)
			ck_assert_uint_eq(r.nodes, lead);
		else
			ck_assert_uint_gt(r.nodes, lead);
		gmk_engine_free(e);
	}
	gmk_board_free(b);
}
END_TEST

START_TEST(one_thread_and_levels_stay_deterministic)
{
	gmk_board *b = DIAGRAM(threes, 5, GMK_RULE_FREESTYLE, GMK_WHITE);
	/* threads 0 (the default) and 1 are the same single-threaded search. */
	gmk_engine *a = fixture_engine(0, 0), *c = fixture_engine(0, 1);
	gmk_search_result ra = fixture_search(a, b, 0, FIXED_NODES, 0, 0);
	gmk_search_result rc = fixture_search(c, b, 0, FIXED_NODES, 0, 0);
	ck_assert_uint_eq(ra.nodes, rc.nodes);
	ck_assert_int_eq(ra.best.x, rc.best.x);
	ck_assert_int_eq(ra.best.y, rc.best.y);
	ck_assert_int_eq(ra.score, rc.score);
	gmk_engine_free(a);
	gmk_engine_free(c);
	/* Levels ignore threads: the same move and nodes every time. */
	gmk_engine *many = fixture_engine(0, LEVEL_THREADS);
	gmk_search_result first = fixture_search(many, b, 3, 0, 0, 0);
	for (int i = 0; i < 3; i++) {
		gmk_search_result again = fixture_search(many, b, 3, 0, 0, 0);
		ck_assert_uint_eq(again.nodes, first.nodes);
		ck_assert_int_eq(again.best.x, first.best.x);
		ck_assert_int_eq(again.best.y, first.best.y);
	}
	gmk_engine_free(many);
	gmk_board_free(b);
}
END_TEST

START_TEST(tt_slots_round_trip_and_torn_slots_miss)
{
	tt table;
	ck_assert_int_eq(tt_init(&table, TT_MIN_BYTES), GMK_OK);
	tt_new_search(&table);
	const uint64_t hash = 0x9e3779b97f4a7c15ull;
	/* Extremes of every field: no move, a mate score at ply 3, a reduced depth. */
	tt_store(&table, hash, -1, -(GMK_SCORE_WIN - 7), -3, TT_UPPER, 3);
	tt_entry e;
	ck_assert_int_eq(tt_probe(&table, hash, &e), 1);
	ck_assert_int_eq(e.move, -1);
	ck_assert_int_eq(tt_score_from(e.score, 3), -(GMK_SCORE_WIN - 7));
	ck_assert_int_eq(e.depth, -3);
	ck_assert_int_eq(e.bound, TT_UPPER);
	/* A deeper exact result with the largest board's last cell. */
	const int far_cell = 1040 * 1040 - 1;
	tt_store(&table, hash, far_cell, GMK_SCORE_WIN - 1, GMK_MAX_PLY - 8, TT_EXACT, 0);
	ck_assert_int_eq(tt_probe(&table, hash, &e), 1);
	ck_assert_int_eq(e.move, far_cell);
	ck_assert_int_eq(e.score, GMK_SCORE_WIN - 1);
	ck_assert_int_eq(e.depth, GMK_MAX_PLY - 8);
	ck_assert_int_eq(e.bound, TT_EXACT);
	ck_assert_int_eq(tt_probe(&table, hash ^ 1, &e), 0);
	/* Another writer's data word under this key word: a miss, not an entry. */
	tt_slot *slot = NULL;
	for (size_t i = 0; i <= table.bucket_mask * TT_BUCKET_ENTRIES + TT_BUCKET_ENTRIES - 1; i++)
		if (atomic_load(&table.slots[i].data))
			slot = &table.slots[i];
	ck_assert_ptr_nonnull(slot);
	atomic_store(&slot->data, atomic_load(&slot->data) ^ ((uint64_t)1 << 40));
	ck_assert_int_eq(tt_probe(&table, hash, &e), 0);
	tt_free(&table);
}
END_TEST

/* One thread's share of the concurrent solves: the same answer every round. */
typedef struct solve_job {
	searcher *s;
	int expected;           /* plies of the win found alone */
	int wrong;              /* rounds that gave another answer */
} solve_job;

static void solve_rounds(void *arg)
{
	solve_job *job = arg;
	int line[SEARCH_PLY_SLOTS];
	for (int round = 0; round < VCT_ROUNDS; round++)
		job->wrong += vct_solve(job->s, VCT_MOVES, 0, line, SEARCH_PLY_SLOTS) != job->expected;
}

START_TEST(threads_solve_vct_on_their_own_tables)
{
	gmk_engine *e = fixture_engine(0, SMP_THREADS);
	gmk_board *five = DIAGRAM(vct_in_five, 5, GMK_RULE_FREESTYLE, GMK_BLACK);
	gmk_board *seven = DIAGRAM(vct_in_seven, 5, GMK_RULE_FREESTYLE, GMK_BLACK);
	/* The lead (thread 0) and a helper, as smp_start makes them. */
	solve_job jobs[2] = { { NULL, 0, 0 }, { NULL, 0, 0 } };
	ck_assert_int_eq(searcher_new(e, five, search_clock_ns(), 0, &jobs[0].s), GMK_OK);
	ck_assert_int_eq(searcher_new(e, seven, search_clock_ns(), 1, &jobs[1].s), GMK_OK);
	ck_assert_ptr_ne(jobs[0].s->vct, jobs[1].s->vct);
	ck_assert_ptr_ne(jobs[0].s->vcf_fail, jobs[1].s->vcf_fail);
	int line[SEARCH_PLY_SLOTS];
	for (int i = 0; i < 2; i++) {
		jobs[i].expected = vct_solve(jobs[i].s, VCT_MOVES, 0, line, SEARCH_PLY_SLOTS);
		ck_assert_int_gt(jobs[i].expected, 0);
	}
	/* Both at once, over and over: a shared table would race (TSan) and lose entries. */
	thread_handle t;
	ck_assert_int_eq(thread_start(&t, solve_rounds, &jobs[1]), 0);
	solve_rounds(&jobs[0]);
	thread_join(t);
	ck_assert_int_eq(jobs[0].wrong, 0);
	ck_assert_int_eq(jobs[1].wrong, 0);
	searcher_free(jobs[0].s);
	searcher_free(jobs[1].s);
	gmk_board_free(five);
	gmk_board_free(seven);
	gmk_engine_free(e);
}
END_TEST

START_TEST(a_threaded_search_leaves_the_vct_solver_working)
{
	gmk_engine *e = fixture_engine(0, SMP_THREADS);
	gmk_board *b = DIAGRAM(vct_in_five, 5, GMK_RULE_FREESTYLE, GMK_BLACK);
	gmk_point line[VCT_PLIES];
	int alone = 0, after = 0;
	ck_assert_int_eq(gmk_engine_solve_vct(e, b, VCT_PLIES, NULL, line, VCT_PLIES, &alone), GMK_OK);
	ck_assert_int_gt(alone, 0);
	/* Its helpers are stopped through the engine's stop flag when it ends. */
	fixture_search(e, b, 0, FIXED_NODES, 0, 0);
	ck_assert_int_eq(gmk_engine_solve_vct(e, b, VCT_PLIES, NULL, line, VCT_PLIES, &after), GMK_OK);
	ck_assert_int_eq(after, alone);
	gmk_board_free(b);
	gmk_engine_free(e);
}
END_TEST

Suite *make_suite(void)
{
	Suite *s = suite_create("smp");
	TCase *tc = gmk_tcase("smp");
	tcase_add_test(tc, two_threads_block_the_four_and_win_with_the_three);
	tcase_add_test(tc, two_threads_count_both_threads_nodes);
	tcase_add_test(tc, one_thread_and_levels_stay_deterministic);
	tcase_add_test(tc, tt_slots_round_trip_and_torn_slots_miss);
	tcase_add_test(tc, threads_solve_vct_on_their_own_tables);
	tcase_add_test(tc, a_threaded_search_leaves_the_vct_solver_working);
	suite_add_tcase(s, tc);
	return s;
}

GMK_CHECK_MAIN
