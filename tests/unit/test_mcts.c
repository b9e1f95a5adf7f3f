/* SPDX-License-Identifier: MIT */
/* lib/mcts: PUCT search with the static or a caller's evaluator, reuse, noise, stop. */
#include <string.h>

#include "check_compat.h"
#include "core/thread.h"
#include "gomoku.h"

#define N 15
#define POINTS (N * N)

static gmk_board *board_from(const char *moves)
{
	gmk_board *board;
	ck_assert_int_eq(gmk_board_new(&board, NULL), GMK_OK);
	ck_assert_int_eq(gmk_board_play_moves(board, moves), GMK_OK);
	return board;
}

static gmk_mcts *make_mcts(int batch, double alpha, uint64_t seed)
{
	gmk_mcts_options opts = GMK_MCTS_OPTIONS_INIT;
	opts.batch_size = batch;
	opts.dirichlet_alpha = alpha;
	opts.seed = seed;
	gmk_mcts *m;
	ck_assert_int_eq(gmk_mcts_new(&m, &opts), GMK_OK);
	return m;
}

static int search(gmk_mcts *m, const gmk_board *board, int visits, gmk_mcts_result *out,
		  uint32_t *counts)
{
	gmk_mcts_limits limits = GMK_MCTS_LIMITS_INIT;
	limits.visits = visits;
	*out = (gmk_mcts_result)GMK_MCTS_RESULT_INIT;
	return gmk_mcts_search(m, board, &limits, out, counts, POINTS);
}

START_TEST(options_are_checked)
{
	gmk_mcts_options opts = GMK_MCTS_OPTIONS_INIT;
	gmk_mcts *m = (gmk_mcts *)1;
	opts.c_puct = 0;
	ck_assert_fails(gmk_mcts_new(&m, &opts), GMK_ERANGE);
	opts.c_puct = 1;
	opts.batch_size = 0;
	ck_assert_fails(gmk_mcts_new(&m, &opts), GMK_ERANGE);
	opts.batch_size = 4;
	opts.dirichlet_weight = 1.5;
	ck_assert_fails(gmk_mcts_new(&m, &opts), GMK_ERANGE);
	opts.dirichlet_weight = 0.25;
	opts.planes = 64;
	ck_assert_fails(gmk_mcts_new(&m, &opts), GMK_EINVAL);
	opts.planes = 0;
	opts.version = 9;
	ck_assert_fails(gmk_mcts_new(&m, &opts), GMK_EVERSION);
	ck_assert(m == (gmk_mcts *)1);
	ck_assert_int_eq(gmk_mcts_options_init(&opts, GMK_MCTS_OPTIONS_VERSION), GMK_OK);
	ck_assert_int_eq(gmk_mcts_new(&m, NULL), GMK_OK);
	gmk_board *over = board_from("h8a1i8a2j8a3k8a4l8");
	gmk_mcts_result r;
	uint32_t counts[POINTS];
	ck_assert_fails(search(m, over, 10, &r, counts), GMK_EGAMEOVER);
	gmk_board *board = board_from("h8");
	gmk_mcts_limits limits = GMK_MCTS_LIMITS_INIT;
	ck_assert_fails(gmk_mcts_search(m, board, &limits, NULL, counts, POINTS - 1), GMK_EBUFFER);
	limits.visits = -1;
	ck_assert_fails(gmk_mcts_search(m, board, &limits, NULL, NULL, 0), GMK_ERANGE);
	r.version = 7;
	ck_assert_fails(gmk_mcts_search(m, board, NULL, &r, NULL, 0), GMK_EVERSION);
	ck_assert_fails(gmk_mcts_search(NULL, board, NULL, NULL, NULL, 0), GMK_EINVAL);
	gmk_mcts_free(m);
	gmk_mcts_free(NULL);
	gmk_board_free(over);
	gmk_board_free(board);
}
END_TEST

START_TEST(static_evaluator_finds_the_win_and_the_block)
{
	gmk_mcts *m = make_mcts(8, 0, 1);
	/* Black to move with an open four on row 8: d8 or i8 wins at once. */
	gmk_board *win = board_from("e8e1f8f1g8g1h8a15");
	gmk_mcts_result r;
	uint32_t counts[POINTS];
	ck_assert_int_eq(search(m, win, 400, &r, counts), GMK_OK);
	gmk_point d8, i8;
	gmk_point_from_rif("d8", N, N, &d8);
	gmk_point_from_rif("i8", N, N, &i8);
	ck_assert_msg((r.best.x == d8.x || r.best.x == i8.x) && r.best.y == d8.y,
		      "best (%d,%d)", r.best.x, r.best.y);
	ck_assert(r.value > 0.5);
	ck_assert_int_ge(r.visits, 400);
	uint64_t total = 0;
	for (int p = 0; p < POINTS; p++)
		total += counts[p];
	ck_assert_int_eq(total, r.visits - 1); /* every visit but the root's own */
	/* White to move must block black's four at e8..h8 (d8 is taken). */
	gmk_board *again = board_from("e8e1f8f1g8d8h8a15");
	ck_assert_int_eq(search(m, again, 400, &r, counts), GMK_OK);
	ck_assert_msg(r.best.x == i8.x && r.best.y == i8.y, "block at (%d,%d)", r.best.x, r.best.y);
	gmk_board_free(again);
	gmk_board_free(win);
	gmk_mcts_free(m);
}
END_TEST

typedef struct calls {
	int calls;
	int largest;
	int abort_at;
} calls;

/* Uniform priors and value 0: pure exploration, and a record of the batches. */
static int uniform(const gmk_mcts_leaves *leaves, void *user_data)
{
	calls *c = user_data;
	c->calls++;
	if (leaves->count > c->largest)
		c->largest = leaves->count;
	if (c->abort_at && c->calls >= c->abort_at)
		return 1;
	int points = leaves->width * leaves->height;
	for (int i = 0; i < leaves->count; i++) {
		ck_assert_int_eq(gmk_board_is_over(leaves->boards[i]), 0);
		for (int p = 0; p < points; p++) {
			/* The mask and the own-stone plane agree with the board. */
			int x = p % leaves->width, y = p / leaves->width;
			int cell = gmk_board_at(leaves->boards[i], x, y);
			ck_assert_int_eq(leaves->masks[i * points + p], cell == GMK_EMPTY);
			int own = leaves->observations[(size_t)i * points * leaves->planes + p];
			ck_assert_int_eq(own, cell == gmk_board_to_move(leaves->boards[i]));
			leaves->priors[i * points + p] = 1.0f;
		}
		leaves->values[i] = 0.0f;
	}
	return 0;
}

START_TEST(a_callers_evaluator_gets_batches)
{
	gmk_mcts *m = make_mcts(16, 0, 1);
	calls c = { 0, 0, 0 };
	ck_assert_int_eq(gmk_mcts_set_evaluator(m, uniform, &c), GMK_OK);
	gmk_board *board = board_from("h8h9");
	gmk_mcts_result r;
	ck_assert_int_eq(search(m, board, 300, &r, NULL), GMK_OK);
	ck_assert_int_gt(c.largest, 1);
	ck_assert_int_le(c.largest, 16);
	ck_assert_int_eq(r.evaluations, c.calls);
	ck_assert_int_lt(c.calls, 300 / 2); /* batched: far fewer calls than visits */
	c.abort_at = c.calls + 2;
	ck_assert_fails(search(m, board, 600, &r, NULL), GMK_EINVAL);
	c.abort_at = 0;
	ck_assert_int_eq(search(m, board, 50, &r, NULL), GMK_OK);
	ck_assert_int_eq(r.reused, 0); /* the aborted search left no tree */
	gmk_board_free(board);
	gmk_mcts_free(m);
}
END_TEST

START_TEST(the_tree_is_reused_after_two_moves)
{
	gmk_mcts *m = make_mcts(8, 0, 1);
	gmk_board *board = board_from("h8h9");
	gmk_mcts_result r;
	ck_assert_int_eq(search(m, board, 2000, &r, NULL), GMK_OK);
	ck_assert_int_eq(r.reused, 0);
	ck_assert_int_eq(gmk_board_play(board, r.best.x, r.best.y), GMK_OK);
	gmk_mcts_result reply;
	ck_assert_int_eq(search(m, board, 1, &reply, NULL), GMK_OK);
	ck_assert_int_gt(reply.reused, 0);                  /* one move on */
	ck_assert_int_eq(gmk_board_play(board, reply.best.x, reply.best.y), GMK_OK);
	ck_assert_int_eq(search(m, board, 100, &r, NULL), GMK_OK);
	ck_assert_int_gt(r.reused, 0);                      /* two moves on */
	ck_assert_int_ge(r.visits, 100);
	gmk_board *other = board_from("a1a2");
	ck_assert_int_eq(search(m, other, 10, &r, NULL), GMK_OK);
	ck_assert_int_eq(r.reused, 0);
	ck_assert_int_eq(gmk_mcts_clear(m), GMK_OK);
	ck_assert_int_eq(search(m, other, 10, &r, NULL), GMK_OK);
	ck_assert_int_eq(r.reused, 0);
	gmk_board_free(other);
	gmk_board_free(board);
	gmk_mcts_free(m);
}
END_TEST

START_TEST(noise_is_seeded_and_changes_the_search)
{
	gmk_board *board = board_from("h8h9");
	uint32_t a[POINTS], b[POINTS], c[POINTS];
	gmk_mcts_result r;
	gmk_mcts *m1 = make_mcts(4, 0.3, 7), *m2 = make_mcts(4, 0.3, 7), *m3 = make_mcts(4, 0.3, 8);
	ck_assert_int_eq(search(m1, board, 300, &r, a), GMK_OK);
	ck_assert_int_eq(search(m2, board, 300, &r, b), GMK_OK);
	ck_assert_int_eq(search(m3, board, 300, &r, c), GMK_OK);
	ck_assert_mem_eq(a, b, sizeof(a));
	ck_assert(memcmp(a, c, sizeof(a)) != 0);
	gmk_mcts_free(m1);
	gmk_mcts_free(m2);
	gmk_mcts_free(m3);
	gmk_board_free(board);
}
END_TEST

typedef struct stopper {
	gmk_mcts *m;
	int delay_ms;
} stopper;

static void stop_later(void *arg)
{
	stopper *s = arg;
	thread_sleep_ms(s->delay_ms);
	gmk_mcts_stop(s->m);
}

START_TEST(stop_from_another_thread_and_time_limit)
{
	gmk_mcts *m = make_mcts(8, 0, 1);
	gmk_board *board = board_from("h8h9");
	stopper s = { m, 100 };
	thread_handle thread;
	ck_assert_int_eq(thread_start(&thread, stop_later, &s), 0);
	gmk_mcts_limits limits = GMK_MCTS_LIMITS_INIT;
	limits.time_ms = 60000;
	int64_t t0 = thread_now_ns();
	gmk_mcts_result r = GMK_MCTS_RESULT_INIT;
	ck_assert_int_eq(gmk_mcts_search(m, board, &limits, &r, NULL, 0), GMK_OK);
	double ms = (double)(thread_now_ns() - t0) / 1e6;
	ck_assert_int_eq(thread_join(thread), 0);
	ck_assert_msg(ms < 5000 * gmk_time_factor(), "stopped after %.0f ms", ms);
	ck_assert_int_gt(r.visits, 1);
	limits.time_ms = 50;
	t0 = thread_now_ns();
	ck_assert_int_eq(gmk_mcts_search(m, board, &limits, &r, NULL, 0), GMK_OK);
	ms = (double)(thread_now_ns() - t0) / 1e6;
	ck_assert_msg(ms < 2000 * gmk_time_factor(), "time limit 50 ms took %.0f ms", ms);
	gmk_board_free(board);
	gmk_mcts_free(m);
}
END_TEST

START_TEST(a_full_tree_stops_the_search)
{
	gmk_mcts_options opts = GMK_MCTS_OPTIONS_INIT;
	opts.max_nodes = 1000;
	gmk_mcts *m;
	ck_assert_int_eq(gmk_mcts_new(&m, &opts), GMK_OK);
	gmk_board *board = board_from("h8");
	gmk_mcts_result r;
	ck_assert_int_eq(search(m, board, 100000, &r, NULL), GMK_OK);
	ck_assert_int_le(r.nodes, 1000);
	ck_assert_int_lt(r.visits, 100000);
	gmk_board_free(board);
	gmk_mcts_free(m);
}
END_TEST

Suite *make_suite(void)
{
	Suite *s = suite_create("mcts");
	TCase *tc = gmk_tcase("mcts");
	tcase_add_test(tc, options_are_checked);
	tcase_add_test(tc, static_evaluator_finds_the_win_and_the_block);
	tcase_add_test(tc, a_callers_evaluator_gets_batches);
	tcase_add_test(tc, the_tree_is_reused_after_two_moves);
	tcase_add_test(tc, noise_is_seeded_and_changes_the_search);
	tcase_add_test(tc, stop_from_another_thread_and_time_limit);
	tcase_add_test(tc, a_full_tree_stops_the_search);
	suite_add_tcase(s, tc);
	return s;
}

GMK_CHECK_MAIN
