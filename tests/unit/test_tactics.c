/* SPDX-License-Identifier: MIT */
/*
 * lib/search on tests/tactics/positions.txt: the VCF solver finds each
 * forced win at its exact length (and none shorter), the search sees it
 * within a node limit, the one block of a four is played at every level, and
 * the one defence against an open three is found.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_compat.h"
#include "gomoku.h"

#ifndef GMK_TACTICS_FILE
#error "the build passes the path of positions.txt"
#endif

#define LINE_MAX_CHARS 4096
#define MAX_POSITIONS 256
#define SEARCH_NODES 100000
#define BLOCK_NODES 5000
#define VCF_BUFFER 64

typedef struct tactic {
	char kind[16];
	int value, x, y;
	gmk_color to_move;
	gmk_stone stones[225];
	size_t count;
	int line;
} tactic;

static tactic tactics[MAX_POSITIONS];
static int tactic_count;

static void parse_stones(tactic *t, char *text, gmk_color color)
{
	for (char *pair = strtok(text, ";"); pair; pair = strtok(NULL, ";")) {
		ck_assert(t->count < 225);
		ck_assert_int_eq(sscanf(pair, "%d,%d", &t->stones[t->count].x, &t->stones[t->count].y), 2);
		t->stones[t->count++].color = color;
	}
}

static void load(void)
{
	if (tactic_count)
		return;
	FILE *f = fopen(GMK_TACTICS_FILE, "r");
	ck_assert_ptr_nonnull(f);
	char line[LINE_MAX_CHARS];
	for (int number = 1; fgets(line, sizeof(line), f); number++) {
		if (line[0] == '#' || line[0] == '\n')
			continue;
		ck_assert_int_lt(tactic_count, MAX_POSITIONS);
		tactic *t = &tactics[tactic_count++];
		memset(t, 0, sizeof(*t));
		t->line = number;
		char value[32], side[4], black[LINE_MAX_CHARS], white[LINE_MAX_CHARS];
		int fields = sscanf(line, "%15s %31s %3s %4095s %4095s", t->kind, value, side, black, white);
		ck_assert_int_eq(fields, 5);
		if (strchr(value, ','))
			ck_assert_int_eq(sscanf(value, "%d,%d", &t->x, &t->y), 2);
		else
			t->value = atoi(value);
		t->to_move = side[0] == 'X' ? GMK_BLACK : GMK_WHITE;
		parse_stones(t, black, GMK_BLACK);
		parse_stones(t, white, GMK_WHITE);
	}
	fclose(f);
	ck_assert_int_gt(tactic_count, 0);
}

static gmk_board *board_of(const tactic *t)
{
	gmk_board *b = NULL;
	ck_assert_int_eq(gmk_board_new(&b, NULL), GMK_OK);
	ck_assert_int_eq(gmk_board_setup(b, t->stones, t->count, t->to_move), GMK_OK);
	ck_assert_int_eq(gmk_board_is_over(b), 0);
	return b;
}

static gmk_search_result search(gmk_engine *e, const gmk_board *b, int level, int64_t nodes)
{
	gmk_search_limits l = GMK_SEARCH_LIMITS_INIT;
	l.level = level;
	l.nodes = nodes;
	gmk_search_result r = GMK_SEARCH_RESULT_INIT;
	ck_assert_int_eq(gmk_engine_search(e, b, &l, &r), GMK_OK);
	ck_assert_uint_le(r.nodes, (uint64_t)nodes);
	return r;
}

static int count_kind(const char *kind)
{
	load();
	int n = 0;
	for (int i = 0; i < tactic_count; i++)
		n += strcmp(tactics[i].kind, kind) == 0;
	return n;
}

START_TEST(vcf_wins_are_found_at_their_length)
{
	load();
	gmk_engine *e = NULL;
	ck_assert_int_eq(gmk_engine_new(&e, NULL), GMK_OK);
	int seen = 0;
	for (int i = 0; i < tactic_count; i++) {
		const tactic *t = &tactics[i];
		if (strcmp(t->kind, "vcf") != 0)
			continue;
		seen++;
		gmk_board *b = board_of(t);
		gmk_point seq[VCF_BUFFER];
		int len = -1;
		ck_assert_int_eq(gmk_engine_solve_vcf(e, b, t->value - 2 > 0 ? t->value - 2 : 1, seq,
						      VCF_BUFFER, &len), GMK_OK);
		ck_assert_msg(len == 0, "line %d: a shorter VCF of %d plies", t->line, len);
		ck_assert_int_eq(gmk_engine_solve_vcf(e, b, t->value, seq, VCF_BUFFER, &len), GMK_OK);
		ck_assert_msg(len == t->value, "line %d: VCF of %d plies, want %d", t->line, len, t->value);
		gmk_search_result r = search(e, b, 0, SEARCH_NODES);
		ck_assert_msg(GMK_SCORE_IS_WIN(r.score) && GMK_SCORE_PLIES(r.score) <= t->value,
			      "line %d: search score %d", t->line, r.score);
		/* The sequence is real: replayed on the board, the attacker makes five. */
		for (int m = 0; m < len; m++)
			ck_assert_msg(gmk_board_play(b, seq[m].x, seq[m].y) == GMK_OK, "line %d move %d",
				      t->line, m);
		gmk_result res = GMK_RESULT_INIT;
		gmk_board_result(b, &res);
		ck_assert_int_eq(res.state, GMK_STATE_WIN);
		ck_assert_int_eq(res.winner, t->to_move);
		gmk_board_free(b);
	}
	ck_assert_int_eq(seen, count_kind("vcf"));
	gmk_engine_free(e);
}
END_TEST

START_TEST(the_one_block_is_played_at_every_level)
{
	load();
	gmk_engine *e = NULL;
	ck_assert_int_eq(gmk_engine_new(&e, NULL), GMK_OK);
	for (int i = 0; i < tactic_count; i++) {
		const tactic *t = &tactics[i];
		if (strcmp(t->kind, "block") != 0)
			continue;
		gmk_board *b = board_of(t);
		for (int level = 0; level <= GMK_MAX_LEVEL; level += 5) {
			gmk_search_result r = search(e, b, level, BLOCK_NODES);
			ck_assert_msg(r.best.x == t->x && r.best.y == t->y, "line %d level %d: (%d,%d)",
				      t->line, level, r.best.x, r.best.y);
		}
		gmk_board_free(b);
	}
	gmk_engine_free(e);
}
END_TEST

START_TEST(the_one_defence_is_found)
{
	load();
	gmk_engine *e = NULL;
	ck_assert_int_eq(gmk_engine_new(&e, NULL), GMK_OK);
	for (int i = 0; i < tactic_count; i++) {
		const tactic *t = &tactics[i];
		if (strcmp(t->kind, "defend") != 0)
			continue;
		gmk_board *b = board_of(t);
		gmk_search_result r = search(e, b, 0, SEARCH_NODES);
		ck_assert_msg(r.best.x == t->x && r.best.y == t->y, "line %d: (%d,%d) score %d",
			      t->line, r.best.x, r.best.y, r.score);
		gmk_board_free(b);
	}
	gmk_engine_free(e);
}
END_TEST

START_TEST(the_set_covers_every_kind)
{
	ck_assert_int_ge(count_kind("vcf"), 20);
	ck_assert_int_ge(count_kind("block"), 5);
	ck_assert_int_ge(count_kind("defend"), 30);
	int longest = 0, shortest = 99;
	for (int i = 0; i < tactic_count; i++)
		if (strcmp(tactics[i].kind, "vcf") == 0) {
			longest = tactics[i].value > longest ? tactics[i].value : longest;
			shortest = tactics[i].value < shortest ? tactics[i].value : shortest;
		}
	ck_assert_int_eq(shortest, 3);
	ck_assert_int_eq(longest, 15);
}
END_TEST

Suite *make_suite(void)
{
	Suite *s = suite_create("tactics");
	TCase *tc = gmk_tcase("tactics");
	tcase_add_test(tc, the_set_covers_every_kind);
	tcase_add_test(tc, vcf_wins_are_found_at_their_length);
	tcase_add_test(tc, the_one_block_is_played_at_every_level);
	tcase_add_test(tc, the_one_defence_is_found);
	suite_add_tcase(s, tc);
	return s;
}

GMK_CHECK_MAIN
