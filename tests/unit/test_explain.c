/* SPDX-License-Identifier: MIT */
/*
 * gmk_board_explain_foul on the worked cases of the project's renju rules
 * (rules/RENJU.md, section 5.5), copied here as data so the test needs
 * nothing outside the repository.
 */
#include <string.h>

#include "check_compat.h"
#include "gomoku.h"
#include "rif_board.h"

/* A 15x15 renju board holding the given black and white stones (RIF names, space-separated). */
static gmk_board *position(const char *black, const char *white)
{
	return rif_board(GMK_RULE_RENJU, black, white, GMK_BLACK);
}

static gmk_point at(const char *rif)
{
	gmk_point p;
	ck_assert_int_eq(gmk_point_from_rif(rif, 15, 15, &p), GMK_OK);
	return p;
}

static gmk_foul_explanation explain(const gmk_board *b, const char *rif)
{
	gmk_foul_explanation e;
	memset(&e, 0xA5, sizeof e);
	e.version = GMK_FOUL_EXPLANATION_VERSION;
	gmk_point p = at(rif);
	ck_assert_int_eq(gmk_board_explain_foul(b, p.x, p.y, &e), GMK_OK);
	return e;
}

static const gmk_foul_line *line_in(const gmk_foul_explanation *e, gmk_direction d)
{
	for (int i = 0; i < e->line_count; i++)
		if (e->lines[i].direction == d)
			return &e->lines[i];
	ck_abort_msg("no line in direction %d", (int)d);
	return NULL;
}

/* The index of the key at rif, or -1. */
static int key_index(const gmk_foul_line *l, const char *rif)
{
	gmk_point p = at(rif);
	for (int i = 0; i < l->key_count; i++)
		if (l->keys[i].x == p.x && l->keys[i].y == p.y)
			return i;
	return -1;
}

static int has_stone(const gmk_foul_line *l, const char *rif)
{
	gmk_point p = at(rif);
	for (int i = 0; i < l->stone_count && i < GMK_EXPLAIN_MAX_STONES; i++)
		if (l->stones[i].x == p.x && l->stones[i].y == p.y)
			return 1;
	return 0;
}

START_TEST(basic_double_three)
{
	gmk_board *b = position("g8 h7 h9 i8", "");
	gmk_foul_explanation e = explain(b, "h8");
	ck_assert_int_eq(e.foul, GMK_FOUL_DOUBLE_THREE);
	ck_assert_int_eq(e.line_count, 2);
	const gmk_foul_line *h = line_in(&e, GMK_DIR_HORIZONTAL);
	ck_assert_int_eq(h->pattern, GMK_PATTERN_OPEN_THREE);
	ck_assert_int_eq(h->real, 1);
	ck_assert_int_eq(h->stone_count, 3);
	ck_assert(has_stone(h, "g8") && has_stone(h, "h8") && has_stone(h, "i8"));
	ck_assert_int_eq(h->key_count, 2);
	ck_assert_int_ge(key_index(h, "f8"), 0);
	ck_assert_int_ge(key_index(h, "j8"), 0);
	ck_assert_int_eq(h->key_fouls[0], GMK_FOUL_NONE);
	const gmk_foul_line *v = line_in(&e, GMK_DIR_VERTICAL);
	ck_assert_int_eq(v->real, 1);
	ck_assert_int_ge(key_index(v, "h6"), 0);
	ck_assert_int_ge(key_index(v, "h10"), 0);
	gmk_board_free(b);
}
END_TEST

START_TEST(split_three_counts)
{
	gmk_board *b = position("e7 f7 h8 h9", "");
	gmk_foul_explanation e = explain(b, "h7");
	ck_assert_int_eq(e.foul, GMK_FOUL_DOUBLE_THREE);
	const gmk_foul_line *h = line_in(&e, GMK_DIR_HORIZONTAL);
	ck_assert_int_eq(h->real, 1);
	ck_assert_int_eq(h->key_count, 1);
	ck_assert_int_ge(key_index(h, "g7"), 0);
	ck_assert(has_stone(h, "e7") && has_stone(h, "f7") && has_stone(h, "h7"));
	gmk_board_free(b);
}
END_TEST

START_TEST(fake_three_key_is_double_four)
{
	gmk_board *b = position("f7 g8 g9 g10 h7 j8 k9", "");
	gmk_foul_explanation e = explain(b, "i7");
	ck_assert_int_eq(e.foul, GMK_FOUL_NONE);
	const gmk_foul_line *h = line_in(&e, GMK_DIR_HORIZONTAL);
	ck_assert_int_eq(h->real, 0);
	ck_assert_int_eq(h->key_count, 1);
	ck_assert_int_ge(key_index(h, "g7"), 0);
	ck_assert_int_eq(h->key_fouls[0], GMK_FOUL_DOUBLE_FOUR);
	ck_assert_int_eq(line_in(&e, GMK_DIR_ANTIDIAGONAL)->real, 1);
	gmk_board_free(b);
}
END_TEST

START_TEST(ring_of_fake_threes)
{
	gmk_board *b = position("f7 f8 g6 g9 h6 h9 i7 i8", "");
	gmk_foul_explanation e = explain(b, "g8");
	ck_assert_int_eq(e.foul, GMK_FOUL_NONE);
	const gmk_foul_line *h = line_in(&e, GMK_DIR_HORIZONTAL);
	ck_assert_int_eq(h->real, 0);
	int k = key_index(h, "h8");
	ck_assert_int_ge(k, 0);
	ck_assert_int_eq(h->key_fouls[k], GMK_FOUL_DOUBLE_THREE);
	const gmk_foul_line *v = line_in(&e, GMK_DIR_VERTICAL);
	ck_assert_int_eq(v->real, 0);
	k = key_index(v, "g7");
	ck_assert_int_ge(k, 0);
	ck_assert_int_eq(v->key_fouls[k], GMK_FOUL_DOUBLE_THREE);
	/* The diagonal f7 g8 h9 is the one real three. */
	int real = 0;
	for (int i = 0; i < e.line_count; i++)
		real += e.lines[i].real;
	ck_assert_int_eq(real, 1);
	gmk_board_free(b);
}
END_TEST

START_TEST(key_that_makes_a_five)
{
	gmk_board *b = position("e8 f6 f7 f9 f10 g8 h9 h10", "");
	gmk_foul_explanation e = explain(b, "h8");
	ck_assert_int_eq(e.foul, GMK_FOUL_NONE);
	const gmk_foul_line *h = line_in(&e, GMK_DIR_HORIZONTAL);
	ck_assert_int_eq(h->real, 0);
	int k = key_index(h, "f8");
	ck_assert_int_ge(k, 0);
	ck_assert_int_eq(h->key_makes_five[k], 1);
	ck_assert_int_eq(line_in(&e, GMK_DIR_VERTICAL)->real, 1);
	gmk_board_free(b);
}
END_TEST

START_TEST(double_four_on_one_line)
{
	gmk_board *b = position("e8 h8 i8 k8", "");
	gmk_foul_explanation e = explain(b, "g8");
	ck_assert_int_eq(e.foul, GMK_FOUL_DOUBLE_FOUR);
	ck_assert_int_eq(e.line_count, 1);
	const gmk_foul_line *h = line_in(&e, GMK_DIR_HORIZONTAL);
	ck_assert_int_eq(h->key_count, 2);
	ck_assert_int_ge(key_index(h, "f8"), 0);
	ck_assert_int_ge(key_index(h, "j8"), 0);
	ck_assert_int_eq(h->stone_count, 5);
	gmk_board_free(b);
}
END_TEST

START_TEST(four_and_blocked_row)
{
	/* A row that can only become a blocked four is not a three: one real line. */
	gmk_board *b = position("e7 f7 h8 h9", "i7");
	gmk_foul_explanation e = explain(b, "h7");
	ck_assert_int_eq(e.foul, GMK_FOUL_NONE);
	ck_assert_int_eq(line_in(&e, GMK_DIR_VERTICAL)->real, 1);
	for (int i = 0; i < e.line_count; i++)
		if (e.lines[i].direction == GMK_DIR_HORIZONTAL)
			ck_assert_int_eq(e.lines[i].real, 0);
	gmk_board_free(b);
	/* Four plus four on two lines. */
	b = position("e7 f7 g7 h8 h9 h10", "");
	e = explain(b, "h7");
	ck_assert_int_eq(e.foul, GMK_FOUL_DOUBLE_FOUR);
	ck_assert_int_eq(line_in(&e, GMK_DIR_HORIZONTAL)->pattern, GMK_PATTERN_OPEN_FOUR);
	ck_assert_int_eq(line_in(&e, GMK_DIR_VERTICAL)->key_count, 2);
	gmk_board_free(b);
}
END_TEST

START_TEST(overline_and_five)
{
	gmk_board *b = position("d8 e8 f8 h8 i8", "");
	gmk_foul_explanation e = explain(b, "g8");
	ck_assert_int_eq(e.foul, GMK_FOUL_OVERLINE);
	const gmk_foul_line *h = line_in(&e, GMK_DIR_HORIZONTAL);
	ck_assert_int_eq(h->pattern, GMK_PATTERN_OVERLINE);
	ck_assert_int_eq(h->stone_count, 6);
	ck_assert_int_eq(h->key_count, 0);
	gmk_board_free(b);
	b = position("e9 f9 g9 h9 i6 i7 i8 i10 i11", "");
	e = explain(b, "i9");
	ck_assert_int_eq(e.makes_five, 1);
	ck_assert_int_eq(e.foul, GMK_FOUL_NONE);
	ck_assert_int_eq(line_in(&e, GMK_DIR_HORIZONTAL)->pattern, GMK_PATTERN_FIVE);
	gmk_board_free(b);
}
END_TEST

START_TEST(refusals_write_nothing)
{
	gmk_board *b = position("g8 h7 h9 i8", "");
	gmk_foul_explanation e;
	memset(&e, 0x5A, sizeof e);
	e.version = GMK_FOUL_EXPLANATION_VERSION;
	gmk_foul_explanation before = e;
	ck_assert_fails(gmk_board_explain_foul(NULL, 7, 7, &e), GMK_EINVAL);
	ck_assert_fails(gmk_board_explain_foul(b, 7, 7, NULL), GMK_EINVAL);
	ck_assert_fails(gmk_board_explain_foul(b, 15, 7, &e), GMK_EOFFBOARD);
	ck_assert_fails(gmk_board_explain_foul(b, at("g8").x, at("g8").y, &e), GMK_EOCCUPIED);
	e.version = 0;
	ck_assert_fails(gmk_board_explain_foul(b, 7, 7, &e), GMK_EVERSION);
	e.version = GMK_FOUL_EXPLANATION_VERSION + 1;
	ck_assert_fails(gmk_board_explain_foul(b, 7, 7, &e), GMK_EVERSION);
	e.version = GMK_FOUL_EXPLANATION_VERSION;
	ck_assert_int_eq(memcmp(&e, &before, sizeof e), 0);
	gmk_board_free(b);
}
END_TEST

static int has_point(const gmk_point *points, int count, const char *rif)
{
	gmk_point p = at(rif);
	for (int i = 0; i < count; i++)
		if (points[i].x == p.x && points[i].y == p.y)
			return 1;
	return 0;
}

START_TEST(threats_open_three_and_four)
{
	/* White: open three g8 h8 i8. Black: the four e6 f6 g6 h6, capped by white on d6. */
	gmk_board *b = position("e6 f6 g6 h6 a1", "g8 h8 i8 d6");
	gmk_threat t[4];
	ck_assert_int_eq(gmk_board_threats(b, GMK_WHITE, t, 4), 1);
	ck_assert_int_eq(t[0].kind, GMK_THREAT_OPEN_THREE);
	ck_assert_int_eq(t[0].color, GMK_WHITE);
	ck_assert_int_eq(t[0].direction, GMK_DIR_HORIZONTAL);
	ck_assert_int_eq(t[0].stone_count, 3);
	ck_assert_int_eq(t[0].key_count, 2);
	ck_assert(has_point(t[0].keys, 2, "f8") && has_point(t[0].keys, 2, "j8"));
	/* With room on both sides only the two adjacent points stop it. */
	ck_assert_int_eq(t[0].defence_count, 2);
	ck_assert(has_point(t[0].defences, 2, "f8") && has_point(t[0].defences, 2, "j8"));
	ck_assert_int_eq(gmk_board_threats(b, GMK_BLACK, t, 4), 1);
	ck_assert_int_eq(t[0].kind, GMK_THREAT_FOUR);
	ck_assert_int_eq(t[0].stone_count, 4);
	ck_assert_int_eq(t[0].key_count, 1);
	ck_assert(has_point(t[0].keys, 1, "i6"));
	ck_assert_int_eq(t[0].defence_count, 1);
	ck_assert(has_point(t[0].defences, 1, "i6"));
	/* Counting only. */
	ck_assert_int_eq(gmk_board_threats(b, GMK_BLACK, NULL, 0), 1);
	gmk_board_free(b);
}
END_TEST

START_TEST(threats_split_three_and_none)
{
	/* Black e7 f7 . h7 between white c7 and j7: a split three, made straight only
	   at the gap g7; with no room to spare, g7, d7 and i7 each stop it. */
	gmk_board *b = position("e7 f7 h7", "c7 j7");
	gmk_threat t[4];
	ck_assert_int_eq(gmk_board_threats(b, GMK_BLACK, t, 4), 1);
	ck_assert_int_eq(t[0].kind, GMK_THREAT_OPEN_THREE);
	ck_assert_int_eq(t[0].key_count, 1);
	ck_assert(has_point(t[0].keys, 1, "g7"));
	ck_assert(has_point(t[0].defences, t[0].defence_count, "g7"));
	ck_assert(has_point(t[0].defences, t[0].defence_count, "d7"));
	ck_assert(has_point(t[0].defences, t[0].defence_count, "i7"));
	ck_assert_int_eq(gmk_board_threats(b, GMK_WHITE, t, 4), 0);
	ck_assert_fails(gmk_board_threats(NULL, GMK_BLACK, t, 4), GMK_EINVAL);
	ck_assert_fails(gmk_board_threats(b, GMK_EMPTY, t, 4), GMK_EINVAL);
	ck_assert_fails(gmk_board_threats(b, GMK_BLACK, NULL, 4), GMK_EINVAL);
	gmk_board_free(b);
}
END_TEST

Suite *make_suite(void)
{
	Suite *s = suite_create("explain");
	TCase *tc = gmk_tcase("explain");
	tcase_add_test(tc, basic_double_three);
	tcase_add_test(tc, split_three_counts);
	tcase_add_test(tc, fake_three_key_is_double_four);
	tcase_add_test(tc, ring_of_fake_threes);
	tcase_add_test(tc, key_that_makes_a_five);
	tcase_add_test(tc, double_four_on_one_line);
	tcase_add_test(tc, four_and_blocked_row);
	tcase_add_test(tc, overline_and_five);
	tcase_add_test(tc, refusals_write_nothing);
	tcase_add_test(tc, threats_open_three_and_four);
	tcase_add_test(tc, threats_split_three_and_none);
	suite_add_tcase(s, tc);
	return s;
}

GMK_CHECK_MAIN
