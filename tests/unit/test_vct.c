/* SPDX-License-Identifier: MIT */
/*
 * gmk_engine_solve_vct on tests/tactics/vct_positions.txt (freestyle and
 * renju wins by threats of 3..9 attacker moves that no VCF gives): each is
 * solved within 1 s, its line replays to the attacker's five, and the win
 * holds against every defence (vct_verify.c, which reads lines on its own).
 * The VCF set of positions.txt is solved too (a VCF is a VCT, never longer),
 * and the argument checks, limits and stop follow gmk_engine_solve_vcf's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_compat.h"
#include "core/thread.h"
#include "gomoku.h"
#include "vct_set.h"
#include "vct_verify.h"

#ifndef GMK_VCT_FILE
#error "the build passes the path of vct_positions.txt"
#endif

#define LINE_BUFFER 64
#define SOLVE_MS 1000.0
#define MIN_EACH_RULE 5
#define STOP_TRIALS 3
#define STOP_LATENCY_MS 5.0
#define STOP_AFTER_MS 50

static vct_case cases[VCT_SET_MAX];
static int case_count;

static double now_ms(void)
{
	return (double)thread_now_ns() / 1e6;
}

/*
 * The solver's own work, in CPU time of this thread: the machines running
 * the suite are shared, and a wall clock would time the neighbours too.
 */
static double cpu_ms(void)
{
	return (double)thread_cpu_ns() / 1e6;
}

/* The file is read before Check runs (the loop test needs its size). */
static void load(void)
{
	if (case_count)
		return;
	case_count = vct_set_load_or_exit(GMK_VCT_FILE, cases, VCT_SET_MAX);
}

static gmk_board *board_of(const vct_case *c)
{
	gmk_board *b = vct_case_board(c);
	ck_assert_ptr_nonnull(b);
	return b;
}

static int solve(gmk_engine *e, const gmk_board *b, int max_plies, gmk_point *line)
{
	int length = -1;
	ck_assert_int_eq(gmk_engine_solve_vct(e, b, max_plies, NULL, line, LINE_BUFFER, &length), GMK_OK);
	return length;
}

/* Plays the line on a copy: every move legal, the last one the attacker's five. */
static void replays_to_five(const gmk_board *b, const gmk_point *line, int length, int where)
{
	gmk_board *copy = NULL;
	ck_assert_int_eq(gmk_board_clone(&copy, b), GMK_OK);
	gmk_color attacker = (gmk_color)gmk_board_to_move(b);
	for (int i = 0; i < length; i++) {
		ck_assert_msg(gmk_board_is_over(copy) == 0, "line %d: over before move %d", where, i);
		ck_assert_msg(gmk_board_play(copy, line[i].x, line[i].y) == GMK_OK, "line %d: move %d illegal",
			      where, i);
	}
	gmk_result r = GMK_RESULT_INIT;
	gmk_board_result(copy, &r);
	ck_assert_msg(r.state == GMK_STATE_WIN && r.winner == attacker, "line %d: no five", where);
	gmk_board_free(copy);
}

START_TEST(each_vct_is_solved_within_a_second_and_holds)
{
	load();
	gmk_engine *e = NULL;
	ck_assert_int_eq(gmk_engine_new(&e, NULL), GMK_OK);
	const vct_case *c = &cases[_i];
	gmk_board *b = board_of(c);
	gmk_point line[LINE_BUFFER];
	ck_assert_int_eq(gmk_engine_clear(e), GMK_OK);
	double start = cpu_ms();
	int length = solve(e, b, 2 * c->moves - 1, line);
	double ms = cpu_ms() - start;
	ck_assert_msg(length > 0 && length % 2 == 1 && length <= 2 * c->moves - 1,
		      "line %d: %d plies for a win in %d moves", c->line, length, c->moves);
	ck_assert_msg(ms <= SOLVE_MS * gmk_time_factor(), "line %d: %.0f ms", c->line, ms);
	replays_to_five(b, line, length, c->line);
	/* Not fewer attacker moves: the solver finds nothing shorter. */
	ck_assert_int_eq(solve(e, b, 2 * c->moves - 3, line), 0);
	ck_assert_msg(vct_verify(e, b, c->moves), "line %d: a defence holds", c->line);
	gmk_board_free(b);
	gmk_engine_free(e);
}
END_TEST

START_TEST(the_set_has_both_rules_and_long_wins)
{
	load();
	int renju = 0, freestyle = 0, longest = 0, shortest = 99;
	for (int i = 0; i < case_count; i++) {
		renju += cases[i].rule == GMK_RULE_RENJU;
		freestyle += cases[i].rule == GMK_RULE_FREESTYLE;
		longest = cases[i].moves > longest ? cases[i].moves : longest;
		shortest = cases[i].moves < shortest ? cases[i].moves : shortest;
	}
	ck_assert_int_ge(renju, MIN_EACH_RULE);
	ck_assert_int_ge(freestyle, MIN_EACH_RULE);
	ck_assert_int_ge(shortest, 3);
	ck_assert_int_le(longest, 9);
	ck_assert_int_ge(longest, 5);
}
END_TEST

/* A position with no threat at all: nothing is claimed, at any length. */
START_TEST(no_threat_no_win)
{
	gmk_board *b = NULL;
	ck_assert_int_eq(gmk_board_new(&b, NULL), GMK_OK);
	ck_assert_int_eq(gmk_board_play(b, 7, 7), GMK_OK);
	ck_assert_int_eq(gmk_board_play(b, 8, 8), GMK_OK);
	gmk_engine *e = NULL;
	ck_assert_int_eq(gmk_engine_new(&e, NULL), GMK_OK);
	gmk_point line[LINE_BUFFER];
	ck_assert_int_eq(solve(e, b, 17, line), 0);
	gmk_board_free(b);
	gmk_engine_free(e);
}
END_TEST

/*
 * Black's two open twos cross at (9,7): a double three there wins in three
 * attacker moves (the three, the open four, the five), no sooner. One open
 * two alone wins nothing: a single three is blocked.
 */
static gmk_board *double_three_board(int both_twos)
{
	const gmk_stone stones[] = {
		{ 7, 7, GMK_BLACK }, { 8, 7, GMK_BLACK }, { 0, 0, GMK_WHITE }, { 14, 0, GMK_WHITE },
		{ 9, 8, GMK_BLACK }, { 9, 9, GMK_BLACK }, { 0, 14, GMK_WHITE }, { 14, 14, GMK_WHITE },
	};
	gmk_board *b = NULL;
	ck_assert_int_eq(gmk_board_new(&b, NULL), GMK_OK);
	ck_assert_int_eq(gmk_board_setup(b, stones, both_twos ? 8 : 4, GMK_BLACK), GMK_OK);
	return b;
}

START_TEST(a_double_three_wins_a_single_three_does_not)
{
	gmk_engine *e = NULL;
	ck_assert_int_eq(gmk_engine_new(&e, NULL), GMK_OK);
	gmk_point line[LINE_BUFFER];
	gmk_board *b = double_three_board(1);
	int length = solve(e, b, 17, line);
	ck_assert_int_eq(length, 5);
	ck_assert_int_eq(line[0].x, 9);
	ck_assert_int_eq(line[0].y, 7);
	replays_to_five(b, line, length, __LINE__);
	ck_assert(vct_verify(e, b, 3));
	ck_assert_int_eq(solve(e, b, 3, line), 0);
	gmk_board_free(b);
	b = double_three_board(0);
	ck_assert_int_eq(gmk_board_stone_count(b), 4);
	ck_assert_int_eq(solve(e, b, 17, line), 0);
	gmk_board_free(b);
	gmk_engine_free(e);
}
END_TEST

/*
 * The attacker's double three at j8 meets two counter-fours on the a file:
 * each must be blocked, and the blocks threaten nothing, yet both threes
 * still stand after them and win. The solver once kept only blocks that
 * threatened by themselves, and found no win here. Freestyle with black
 * attacking, and renju with the colours swapped (j8 is a foul for black).
 */
static gmk_board *counter_four_board(gmk_rule rule, gmk_color attacker)
{
	const char *attack[] = { "h8", "i8", "j10", "j11" }, *defend[] = { "a1", "a3", "a5", "o15" };
	gmk_color defender = attacker == GMK_BLACK ? GMK_WHITE : GMK_BLACK;
	gmk_stone stones[8];
	for (int i = 0; i < 8; i++) {
		gmk_point p;
		const char *name = i < 4 ? attack[i] : defend[i - 4];
		ck_assert_int_eq(gmk_point_from_rif(name, 15, 15, &p), GMK_OK);
		stones[i] = (gmk_stone){ p.x, p.y, i < 4 ? attacker : defender };
	}
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.rule = rule;
	gmk_board *b = NULL;
	ck_assert_int_eq(gmk_board_new(&b, &o), GMK_OK);
	ck_assert_int_eq(gmk_board_setup(b, stones, 8, attacker), GMK_OK);
	return b;
}

START_TEST(a_win_through_the_defenders_counter_fours)
{
	const gmk_rule rules[] = { GMK_RULE_FREESTYLE, GMK_RULE_RENJU };
	gmk_engine *e = NULL;
	ck_assert_int_eq(gmk_engine_new(&e, NULL), GMK_OK);
	gmk_point line[LINE_BUFFER], j8;
	ck_assert_int_eq(gmk_point_from_rif("j8", 15, 15, &j8), GMK_OK);
	gmk_board *b = counter_four_board(rules[_i], _i ? GMK_WHITE : GMK_BLACK);
	int vcf = -1;
	ck_assert_int_eq(gmk_engine_solve_vcf(e, b, 17, line, LINE_BUFFER, &vcf), GMK_OK);
	ck_assert_int_eq(vcf, 0);
	int length = solve(e, b, 17, line);
	ck_assert_msg(length > 0, "no win found");
	replays_to_five(b, line, length, __LINE__);
	ck_assert(vct_verify(e, b, (length + 1) / 2));
	/* j8 itself wins: after it every reply of the defender loses. */
	ck_assert_int_eq(gmk_board_play(b, j8.x, j8.y), GMK_OK);
	ck_assert(vct_verify_defence(e, b, 4));
	gmk_board_free(b);
	gmk_engine_free(e);
}
END_TEST

START_TEST(arguments_are_checked)
{
	gmk_board *b = NULL;
	ck_assert_int_eq(gmk_board_new(&b, NULL), GMK_OK);
	ck_assert_int_eq(gmk_board_play(b, 7, 7), GMK_OK);
	gmk_engine *e = NULL;
	ck_assert_int_eq(gmk_engine_new(&e, NULL), GMK_OK);
	gmk_point line[4];
	int length = 99;
	ck_assert_int_eq(gmk_engine_solve_vct(NULL, b, 9, NULL, line, 4, &length), GMK_EINVAL);
	ck_assert_int_eq(gmk_engine_solve_vct(e, NULL, 9, NULL, line, 4, &length), GMK_EINVAL);
	ck_assert_int_eq(gmk_engine_solve_vct(e, b, 9, NULL, line, 4, NULL), GMK_EINVAL);
	ck_assert_int_eq(gmk_engine_solve_vct(e, b, 9, NULL, NULL, 4, &length), GMK_EINVAL);
	ck_assert_int_eq(gmk_engine_solve_vct(e, b, 0, NULL, line, 4, &length), GMK_ERANGE);
	ck_assert_int_eq(gmk_engine_solve_vct(e, b, GMK_MAX_PLY + 1, NULL, line, 4, &length), GMK_ERANGE);
	gmk_search_limits l = GMK_SEARCH_LIMITS_INIT;
	l.nodes = -1;
	ck_assert_int_eq(gmk_engine_solve_vct(e, b, 9, &l, line, 4, &length), GMK_ERANGE);
	l.nodes = 0;
	l.version = 99;
	ck_assert_int_eq(gmk_engine_solve_vct(e, b, 9, &l, line, 4, &length), GMK_EVERSION);
	ck_assert_int_eq(length, 99); /* nothing written on failure */
	/* Too small a buffer: GMK_EBUFFER, and the line is not written. */
	gmk_board *win = double_three_board(1);
	ck_assert_int_eq(gmk_engine_solve_vct(e, win, 5, NULL, line, 2, &length), GMK_EBUFFER);
	ck_assert_int_eq(length, 99);
	gmk_board_free(win);
	/* A finished game. */
	gmk_board *won = NULL;
	ck_assert_int_eq(gmk_board_new(&won, NULL), GMK_OK);
	for (int i = 0; i < 9; i++)
		ck_assert_int_eq(gmk_board_play(won, i / 2 + (i % 2) * 7, i % 2 ? 1 : 0), GMK_OK);
	ck_assert_int_eq(gmk_board_is_over(won), 1);
	ck_assert_int_eq(gmk_engine_solve_vct(e, won, 9, NULL, line, 4, &length), GMK_EGAMEOVER);
	gmk_board_free(won);
	gmk_board_free(b);
	gmk_engine_free(e);
}
END_TEST

/* A node limit ends a long solve early and finds nothing; the engine stays usable. */
START_TEST(a_node_limit_is_honoured)
{
	load();
	const vct_case *c = &cases[0];
	for (int i = 0; i < case_count; i++)
		if (cases[i].moves > c->moves)
			c = &cases[i];
	gmk_board *b = board_of(c);
	gmk_engine *e = NULL;
	ck_assert_int_eq(gmk_engine_new(&e, NULL), GMK_OK);
	gmk_search_limits l = GMK_SEARCH_LIMITS_INIT;
	l.nodes = 10;
	gmk_point line[LINE_BUFFER];
	int length = -1;
	ck_assert_int_eq(gmk_engine_solve_vct(e, b, 2 * c->moves - 1, &l, line, LINE_BUFFER, &length), GMK_OK);
	ck_assert_int_eq(length, 0);
	ck_assert_int_gt(solve(e, b, 2 * c->moves - 1, line), 0);
	gmk_board_free(b);
	gmk_engine_free(e);
}
END_TEST

typedef struct stop_job {
	gmk_engine *engine;
	gmk_board *board;
	double returned_ms;
	int length;
} stop_job;

static void run_long(void *arg)
{
	stop_job *job = arg;
	gmk_point line[LINE_BUFFER];
	gmk_search_limits l = GMK_SEARCH_LIMITS_INIT;
	l.nodes = INT64_MAX / 2; /* only the stop ends it */
	gmk_engine_solve_vct(job->engine, job->board, GMK_MAX_PLY - 8, &l, line, LINE_BUFFER, &job->length);
	job->returned_ms = now_ms();
}

/* A crowded middle game with no quick win: the solver keeps searching until stopped. */
static double stop_latency(void)
{
	gmk_board *b = NULL;
	ck_assert_int_eq(gmk_board_new(&b, NULL), GMK_OK);
	ck_assert_int_eq(gmk_board_play_moves(b, "h8i9g9h9i8g8j8k8g10j9f11e12h10i10h11h12j11"), GMK_OK);
	gmk_engine *e = NULL;
	ck_assert_int_eq(gmk_engine_new(&e, NULL), GMK_OK);
	stop_job job = { e, b, 0, -1 };
	thread_handle t;
	ck_assert_int_eq(thread_start(&t, run_long, &job), 0);
	thread_sleep_ms(STOP_AFTER_MS);
	double stopped = now_ms();
	gmk_engine_stop(e);
	thread_join(t);
	gmk_board_free(b);
	gmk_engine_free(e);
	return job.returned_ms - stopped;
}

/* Wall-clock latency includes the scheduler's: the best of a few trials is the solver's. */
START_TEST(stop_ends_a_solve_within_5ms)
{
	double best = 1e9;
	for (int i = 0; i < STOP_TRIALS; i++) {
		double ms = stop_latency();
		best = ms < best ? ms : best;
	}
	ck_assert_msg(best <= STOP_LATENCY_MS * gmk_time_factor(), "best %.2f ms", best);
}
END_TEST

Suite *make_suite(void)
{
	load();
	Suite *s = suite_create("vct");
	TCase *tc = gmk_tcase("vct");
	tcase_add_loop_test(tc, each_vct_is_solved_within_a_second_and_holds, 0, case_count);
	tcase_add_test(tc, the_set_has_both_rules_and_long_wins);
	tcase_add_test(tc, no_threat_no_win);
	tcase_add_test(tc, a_double_three_wins_a_single_three_does_not);
	tcase_add_loop_test(tc, a_win_through_the_defenders_counter_fours, 0, 2);
	tcase_add_test(tc, arguments_are_checked);
	tcase_add_test(tc, a_node_limit_is_honoured);
	tcase_add_test(tc, stop_ends_a_solve_within_5ms);
	suite_add_tcase(s, tc);
	return s;
}

GMK_CHECK_MAIN
