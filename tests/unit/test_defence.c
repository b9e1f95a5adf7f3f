/* SPDX-License-Identifier: MIT */
/*
 * Defence against threats on tests/tactics/defence_positions.txt: the
 * opponent of the side to move would win by a VCF or a VCT if he moved now,
 * and one move saves the game, or a few (up to VCT_SAVES_MAX; find_defence
 * checked every other move lost with vct_verify). The test checks the
 * threat is there, that the solver finds none after each saving move, and
 * that the engine plays one in at least 90% of them (the aim; the
 * misses are printed).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_compat.h"
#include "gomoku.h"
#include "vct_set.h"

#ifndef GMK_DEFENCE_FILE
#error "the build passes the path of defence_positions.txt"
#endif

#define LINE_BUFFER 64
#define MAX_PLIES 17
#define SEARCH_NODES 1000000
#define MIN_EACH_RULE_AND_THREAT 3
#define PERCENT 100
#define FOUND_PERCENT 90

static vct_case cases[VCT_SET_MAX];
static int case_count;

static void load(void)
{
	if (case_count)
		return;
	case_count = vct_set_load_or_exit(GMK_DEFENCE_FILE, cases, VCT_SET_MAX);
}

/* The stones of the case with the opponent to move: his threat, as if the defender passed. */
static gmk_board *passed_board(const vct_case *c)
{
	vct_case other = *c;
	other.to_move = c->to_move == GMK_BLACK ? GMK_WHITE : GMK_BLACK;
	gmk_board *b = vct_case_board(&other);
	ck_assert_ptr_nonnull(b);
	return b;
}

static int vct_length(gmk_engine *e, const gmk_board *b)
{
	gmk_point line[LINE_BUFFER];
	int length = -1;
	ck_assert_int_eq(gmk_engine_solve_vct(e, b, MAX_PLIES, NULL, line, LINE_BUFFER, &length), GMK_OK);
	return length;
}

START_TEST(the_threat_is_there_and_the_saving_move_holds)
{
	load();
	const vct_case *c = &cases[_i];
	gmk_engine *e = NULL;
	ck_assert_int_eq(gmk_engine_new(&e, NULL), GMK_OK);
	gmk_board *p = passed_board(c);
	gmk_point line[LINE_BUFFER];
	int vcf = -1;
	ck_assert_int_eq(gmk_engine_solve_vcf(e, p, MAX_PLIES, line, LINE_BUFFER, &vcf), GMK_OK);
	ck_assert_msg(strcmp(c->threat, "vcf") == 0 ? vcf > 0 : vcf == 0 && vct_length(e, p) > 0,
		      "line %d: no %s for the opponent", c->line, c->threat);
	gmk_board_free(p);

	for (int i = 0; i < c->save_count; i++) {
		gmk_board *b = vct_case_board(c);
		ck_assert_ptr_nonnull(b);
		ck_assert_int_eq(gmk_board_play(b, c->saves[i].x, c->saves[i].y), GMK_OK);
		ck_assert_msg(vct_length(e, b) == 0, "line %d: the saving move (%d,%d) does not hold",
			      c->line, c->saves[i].x, c->saves[i].y);
		gmk_board_free(b);
	}
	gmk_engine_free(e);
}
END_TEST

/* The engine finds the one saving move in nearly every position (the aim: 90%). */
START_TEST(the_engine_plays_the_saving_move)
{
	load();
	gmk_engine *e = NULL;
	ck_assert_int_eq(gmk_engine_new(&e, NULL), GMK_OK);
	int found = 0;
	for (int i = 0; i < case_count; i++) {
		const vct_case *c = &cases[i];
		gmk_board *b = vct_case_board(c);
		ck_assert_ptr_nonnull(b);
		ck_assert_int_eq(gmk_engine_clear(e), GMK_OK);
		gmk_search_limits l = GMK_SEARCH_LIMITS_INIT;
		l.nodes = SEARCH_NODES;
		gmk_search_result r = GMK_SEARCH_RESULT_INIT;
		ck_assert_int_eq(gmk_engine_search(e, b, &l, &r), GMK_OK);
		if (vct_case_is_save(c, r.best.x, r.best.y))
			found++;
		else
			printf("line %d: played (%d,%d), not (%d,%d)%s\n", c->line, r.best.x, r.best.y,
			       c->saves[0].x, c->saves[0].y, c->save_count > 1 ? " or another saving move" : "");
		gmk_board_free(b);
	}
	ck_assert_msg(found * PERCENT >= case_count * FOUND_PERCENT, "%d of %d", found, case_count);
	gmk_engine_free(e);
}
END_TEST

/* Both rules and both kinds of threat (fours, threes), a few positions each. */
START_TEST(the_set_has_both_rules_and_both_threats)
{
	load();
	int seen[2][2] = { { 0, 0 }, { 0, 0 } }; /* [renju][vct] */
	for (int i = 0; i < case_count; i++) {
		ck_assert(cases[i].defence);
		int vct = strcmp(cases[i].threat, "vct") == 0;
		ck_assert(vct || strcmp(cases[i].threat, "vcf") == 0);
		seen[cases[i].rule == GMK_RULE_RENJU][vct]++;
	}
	for (int renju = 0; renju < 2; renju++)
		for (int vct = 0; vct < 2; vct++)
			ck_assert_msg(seen[renju][vct] >= MIN_EACH_RULE_AND_THREAT, "%s %s threats: %d",
				      renju ? "renju" : "freestyle", vct ? "vct" : "vcf", seen[renju][vct]);
}
END_TEST

Suite *make_suite(void)
{
	load();
	Suite *s = suite_create("defence");
	TCase *tc = gmk_tcase("defence");
	tcase_add_loop_test(tc, the_threat_is_there_and_the_saving_move_holds, 0, case_count);
	tcase_add_test(tc, the_engine_plays_the_saving_move);
	tcase_add_test(tc, the_set_has_both_rules_and_both_threats);
	suite_add_tcase(s, tc);
	return s;
}

GMK_CHECK_MAIN
