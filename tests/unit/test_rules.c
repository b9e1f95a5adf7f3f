/* SPDX-License-Identifier: MIT */
/*
 * lib/rules and the board's use of it: every diagram of rules/RENJU.md under
 * all 8 symmetries, wins at the edges under each rule, the foul policies,
 * bad input. Loop tests run once per backend (_i: 0 array, 1 bitboard).
 */
#include <stdio.h>
#include <string.h>

#include "check_compat.h"
#include "gomoku.h"
#include "rules/rules.h"

#define SIZE 15
#define MAX_STONES 64
#define SYMMETRIES 8

static gmk_backend_kind backend_of(int i)
{
	return i == 0 ? GMK_BACKEND_ARRAY : GMK_BACKEND_BITBOARD;
}

static gmk_board *make(gmk_rule rule, gmk_foul_policy policy, gmk_backend_kind backend)
{
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.rule = rule;
	o.foul_policy = policy;
	o.backend = backend;
	gmk_board *b = NULL;
	ck_assert_int_eq(gmk_board_new(&b, &o), GMK_OK);
	return b;
}

/* One of the 8 symmetries of the square board: mirror x, mirror y, swap. */
static gmk_point transform(gmk_point p, int sym)
{
	if (sym & 1)
		p.x = SIZE - 1 - p.x;
	if (sym & 2)
		p.y = SIZE - 1 - p.y;
	if (sym & 4) {
		int t = p.x;
		p.x = p.y;
		p.y = t;
	}
	return p;
}

static gmk_point rif(const char *text, int sym)
{
	gmk_point p;
	ck_assert_msg(gmk_point_from_rif(text, SIZE, SIZE, &p) == GMK_OK, "bad point %s", text);
	return transform(p, sym);
}

/* Appends the space-separated RIF points of `list` as stones of one colour. */
static int add_stones(gmk_stone *stones, int count, const char *list, gmk_color color, int sym)
{
	char buf[256];
	snprintf(buf, sizeof(buf), "%s", list ? list : "");
	for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) {
		ck_assert_int_lt(count, MAX_STONES);
		gmk_point p = rif(tok, sym);
		stones[count++] = (gmk_stone){ p.x, p.y, color };
	}
	return count;
}

/* A board holding the given stones, with `to_move` to play. */
static gmk_board *position(gmk_rule rule, gmk_foul_policy policy, gmk_backend_kind backend,
			   const char *black, const char *white, gmk_color to_move, int sym)
{
	gmk_board *b = make(rule, policy, backend);
	gmk_stone stones[MAX_STONES];
	int n = add_stones(stones, 0, black, GMK_BLACK, sym);
	n = add_stones(stones, n, white, GMK_WHITE, sym);
	ck_assert_int_eq(gmk_board_setup(b, stones, (size_t)n, to_move), GMK_OK);
	return b;
}

struct foul_case {
	const char *name;
	const char *black;
	const char *white;
	const char *point;
	gmk_foul foul;
};

/* rules/RENJU.md, 5.5 and section 4, in order. */
static const struct foul_case diagrams[] = {
	{ "basic double-three", "g8 h7 h9 i8", NULL, "h8", GMK_FOUL_DOUBLE_THREE },
	{ "a split three counts", "e7 f7 h8 h9", NULL, "h7", GMK_FOUL_DOUBLE_THREE },
	{ "blocked four is no three", "e7 f7 h8 h9", "i7", "h7", GMK_FOUL_NONE },
	{ "three needing an overline", "d9 g6 g7 h9 i9 l9", NULL, "g9", GMK_FOUL_NONE },
	{ "double-four X.*XX.X", "e8 h8 i8 k8", NULL, "g8", GMK_FOUL_DOUBLE_FOUR },
	{ "double-four XX.*X.XX", "d8 e8 h8 j8 k8", NULL, "g8", GMK_FOUL_DOUBLE_FOUR },
	{ "double-four XXX.*.XXX", "d8 e8 f8 j8 k8 l8", NULL, "h8", GMK_FOUL_DOUBLE_FOUR },
	{ "a straight four is one four", "f8 g8 i8", NULL, "h8", GMK_FOUL_NONE },
	{ "four plus four on two lines", "e7 f7 g7 h8 h9 h10", NULL, "h7", GMK_FOUL_DOUBLE_FOUR },
	{ "overline", "d8 e8 f8 h8 i8", NULL, "g8", GMK_FOUL_OVERLINE },
	{ "five beats overline", "e9 f9 g9 h9 i6 i7 i8 i10 i11", NULL, "i9", GMK_FOUL_NONE },
	{ "four-three is legal", "e7 f7 g7 h8 h9", NULL, "h7", GMK_FOUL_NONE },
	{ "four-three-three", "e7 f7 g7 h8 h9 i8 j9", NULL, "h7", GMK_FOUL_DOUBLE_THREE },
	{ "fake double-three (double-four point)", "f7 g8 g9 g10 h7 j8 k9", NULL, "i7", GMK_FOUL_NONE },
	{ "nested fake double-three (ring)", "f7 f8 g6 g9 h6 h9 i7 i8", NULL, "g8", GMK_FOUL_NONE },
	{ "ring, second level: h8", "f7 f8 g6 g8 g9 h6 h9 i7 i8", NULL, "h8", GMK_FOUL_DOUBLE_THREE },
	{ "ring, second level: g7", "f7 f8 g6 g8 g9 h6 h9 i7 i8", NULL, "g7", GMK_FOUL_DOUBLE_THREE },
	{ "without making a five at the same time", "e8 f6 f7 f9 f10 g8 h9 h10", NULL, "h8", GMK_FOUL_NONE },
	{ "section 4: six through the point", "e8 f8 g8 i8 j8", NULL, "h8", GMK_FOUL_OVERLINE },
	/* Own cases: the edge blocks like white; a three against it is no three. */
	{ "three against the edge", "a8 b8 c7 c9", NULL, "c8", GMK_FOUL_NONE },
	{ "three one point off the edge", "b8 c8 d7 d9", NULL, "d8", GMK_FOUL_DOUBLE_THREE },
	{ "double-three in the corner", "b3 c2 a2 b1", NULL, "b2", GMK_FOUL_NONE },
	{ "double-three near the corner", "c4 d3 c2 b3", NULL, "c3", GMK_FOUL_DOUBLE_THREE },
	{ "diagonal double-three", "g7 i9 g9 i7", NULL, "h8", GMK_FOUL_DOUBLE_THREE },
	{ "existing four elsewhere does not count", "a1 b1 c1 d1 g8 h7 h9", NULL, "h8", GMK_FOUL_NONE },
};

#define DIAGRAMS (int)(sizeof(diagrams) / sizeof(diagrams[0]))

/* _i = diagram * 2 + backend: every diagram, every symmetry, both backends. */
START_TEST(renju_diagrams_under_every_symmetry)
{
	const struct foul_case *c = &diagrams[_i / 2];
	for (int sym = 0; sym < SYMMETRIES; sym++) {
		gmk_board *b = position(GMK_RULE_RENJU, GMK_FOUL_REJECT, backend_of(_i % 2),
					c->black, c->white, GMK_BLACK, sym);
		gmk_point p = rif(c->point, sym);
		int foul = gmk_board_foul(b, p.x, p.y);
		ck_assert_msg(foul == (int)c->foul, "%s (symmetry %d): expected %s, got %s", c->name,
			      sym, gmk_foul_name((int)c->foul), gmk_foul_name(foul));
		gmk_point_info info = GMK_POINT_INFO_INIT;
		ck_assert_int_eq(gmk_board_point_info(b, p.x, p.y, GMK_BLACK, &info), GMK_OK);
		ck_assert_int_eq(info.foul, c->foul);
		/* The forbidden list holds the point exactly when it is a foul. */
		gmk_point list[SIZE * SIZE];
		int n = gmk_board_forbidden_points(b, list, SIZE * SIZE);
		int listed = 0;
		for (int i = 0; i < n; i++)
			listed |= list[i].x == p.x && list[i].y == p.y;
		ck_assert_int_eq(listed, c->foul != GMK_FOUL_NONE);
		/* Under REJECT the move is refused exactly when it is a foul. */
		uint64_t hash = gmk_board_hash(b);
		int status = gmk_board_play(b, p.x, p.y);
		ck_assert_int_eq(status, c->foul != GMK_FOUL_NONE ? GMK_EFORBIDDEN : GMK_OK);
		if (status != GMK_OK)
			ck_assert_uint_eq(gmk_board_hash(b), hash);
		gmk_board_free(b);
	}
}
END_TEST

START_TEST(fake_double_three_counts_one_open_three)
{
	gmk_board *b = position(GMK_RULE_RENJU, GMK_FOUL_REJECT, backend_of(_i),
				"f7 g8 g9 g10 h7 j8 k9", NULL, GMK_BLACK, 0);
	gmk_point p = rif("i7", 0);
	gmk_point_info info = GMK_POINT_INFO_INIT;
	ck_assert_int_eq(gmk_board_point_info(b, p.x, p.y, GMK_BLACK, &info), GMK_OK);
	ck_assert_int_eq(info.open_threes, 1);
	ck_assert_int_eq(info.patterns[GMK_DIR_HORIZONTAL], GMK_PATTERN_CLOSED_THREE);
	ck_assert_int_eq(info.patterns[GMK_DIR_ANTIDIAGONAL], GMK_PATTERN_OPEN_THREE);
	/* White has no fouls: the same shape is an open three for white. */
	gmk_board_free(b);
	b = position(GMK_RULE_RENJU, GMK_FOUL_REJECT, backend_of(_i), NULL,
		     "f7 g8 g9 g10 h7 j8 k9", GMK_WHITE, 0);
	gmk_pattern pats[GMK_DIRECTIONS];
	ck_assert_int_eq(gmk_board_patterns(b, p.x, p.y, GMK_WHITE, pats), GMK_OK);
	ck_assert_int_eq(pats[GMK_DIR_HORIZONTAL], GMK_PATTERN_OPEN_THREE);
	ck_assert_int_eq(gmk_board_foul(b, p.x, p.y), GMK_FOUL_NONE);
	gmk_board_free(b);
}
END_TEST

START_TEST(black_five_that_is_also_double_four_wins)
{
	/* h8: exact five d8..h8, and fours h8..h11 and h8 i9 j10 k11. */
	gmk_board *b = position(GMK_RULE_RENJU, GMK_FOUL_REJECT, backend_of(_i),
				"d8 e8 f8 g8 h9 h10 h11 i9 j10 k11", "a1 a3 a5 a7 a9 a11 a13 c1 c3 c5",
				GMK_BLACK, 0);
	gmk_point p = rif("h8", 0);
	gmk_point_info info = GMK_POINT_INFO_INIT;
	ck_assert_int_eq(gmk_board_point_info(b, p.x, p.y, GMK_BLACK, &info), GMK_OK);
	ck_assert_int_eq(info.makes_five, 1);
	ck_assert_int_ge(info.fours, 2);
	ck_assert_int_eq(info.foul, GMK_FOUL_NONE);
	ck_assert_int_eq(gmk_board_play(b, p.x, p.y), GMK_OK);
	gmk_result r = GMK_RESULT_INIT;
	ck_assert_int_eq(gmk_board_result(b, &r), GMK_OK);
	ck_assert_int_eq(r.state, GMK_STATE_WIN);
	ck_assert_int_eq(r.winner, GMK_BLACK);
	ck_assert_int_eq(r.reason, GMK_REASON_FIVE);
	gmk_board_free(b);
}
END_TEST

START_TEST(black_five_beats_overline_on_play)
{
	gmk_board *b = position(GMK_RULE_RENJU, GMK_FOUL_LOSE, backend_of(_i),
				"e9 f9 g9 h9 i6 i7 i8 i10 i11", "a1 a3 a5 a7 a9 a11 a13 c1 c3", GMK_BLACK, 0);
	gmk_point p = rif("i9", 0);
	ck_assert_int_eq(gmk_board_play(b, p.x, p.y), GMK_OK);
	gmk_result r = GMK_RESULT_INIT;
	gmk_board_result(b, &r);
	ck_assert_int_eq(r.winner, GMK_BLACK);
	ck_assert_int_eq(r.reason, GMK_REASON_FIVE);
	gmk_point e9 = rif("e9", 0);
	ck_assert((r.line_start.x == e9.x && r.line_start.y == e9.y) ||
		  (r.line_end.x == e9.x && r.line_end.y == e9.y));
	gmk_board_free(b);
}
END_TEST

START_TEST(white_overline_wins_under_renju)
{
	gmk_board *b = position(GMK_RULE_RENJU, GMK_FOUL_REJECT, backend_of(_i),
				"a1 a3 a5 a7 a9 a11", "d8 e8 f8 h8 i8", GMK_WHITE, 0);
	gmk_point p = rif("g8", 0);
	ck_assert_int_eq(gmk_board_play(b, p.x, p.y), GMK_OK);
	gmk_result r = GMK_RESULT_INIT;
	gmk_board_result(b, &r);
	ck_assert_int_eq(r.winner, GMK_WHITE);
	ck_assert_int_eq(r.reason, GMK_REASON_FIVE);
	gmk_pattern pats[GMK_DIRECTIONS];
	gmk_board_undo(b);
	ck_assert_int_eq(gmk_board_patterns(b, p.x, p.y, GMK_WHITE, pats), GMK_OK);
	ck_assert_int_eq(pats[GMK_DIR_HORIZONTAL], GMK_PATTERN_FIVE);
	ck_assert_int_eq(gmk_board_patterns(b, p.x, p.y, GMK_BLACK, pats), GMK_OK);
	ck_assert_int_eq(pats[GMK_DIR_HORIZONTAL], GMK_PATTERN_NONE);
	gmk_board_free(b);
}
END_TEST

START_TEST(standard_overline_does_not_win)
{
	gmk_board *b = position(GMK_RULE_STANDARD, GMK_FOUL_REJECT, backend_of(_i),
				"a15 b15 c15 e15 f15", "a1 a3 a5 a7 a9", GMK_BLACK, 0);
	gmk_point p = rif("d15", 0);
	gmk_pattern pats[GMK_DIRECTIONS];
	ck_assert_int_eq(gmk_board_patterns(b, p.x, p.y, GMK_BLACK, pats), GMK_OK);
	ck_assert_int_eq(pats[GMK_DIR_HORIZONTAL], GMK_PATTERN_OVERLINE);
	ck_assert_int_eq(gmk_board_play(b, p.x, p.y), GMK_OK);
	ck_assert_int_eq(gmk_board_is_over(b), 0);
	gmk_board_free(b);
}
END_TEST

START_TEST(caro_five_touching_the_edge)
{
	/* |XXXXX O : the edge does not cap; O XXXXX O does. */
	for (int rule = GMK_RULE_CARO; rule <= GMK_RULE_CARO_EXACT; rule++) {
		gmk_board *b = position((gmk_rule)rule, GMK_FOUL_REJECT, backend_of(_i),
					"a8 b8 c8 d8", "f8 a1 a3 a5", GMK_BLACK, 0);
		gmk_point p = rif("e8", 0);
		gmk_pattern pats[GMK_DIRECTIONS];
		ck_assert_int_eq(gmk_board_patterns(b, p.x, p.y, GMK_BLACK, pats), GMK_OK);
		ck_assert_int_eq(pats[GMK_DIR_HORIZONTAL], GMK_PATTERN_FIVE);
		ck_assert_int_eq(gmk_board_play(b, p.x, p.y), GMK_OK);
		ck_assert_int_eq(gmk_board_is_over(b), 1);
		gmk_board_free(b);

		b = position((gmk_rule)rule, GMK_FOUL_REJECT, backend_of(_i), "b8 c8 d8 e8",
			     "a8 g8 a1 a3", GMK_BLACK, 0);
		p = rif("f8", 0);
		ck_assert_int_eq(gmk_board_patterns(b, p.x, p.y, GMK_BLACK, pats), GMK_OK);
		ck_assert_int_eq(pats[GMK_DIR_HORIZONTAL], GMK_PATTERN_NONE);
		ck_assert_int_eq(gmk_board_play(b, p.x, p.y), GMK_OK);
		ck_assert_int_eq(gmk_board_is_over(b), 0);
		gmk_board_free(b);
	}
}
END_TEST

START_TEST(caro_six_wins_only_under_rule_8)
{
	for (int rule = GMK_RULE_CARO; rule <= GMK_RULE_CARO_EXACT; rule++) {
		gmk_board *b = position((gmk_rule)rule, GMK_FOUL_REJECT, backend_of(_i),
					"b8 c8 d8 f8 g8", "a8 h8 a1 a3 a5", GMK_BLACK, 0);
		gmk_point p = rif("e8", 0);
		gmk_pattern pats[GMK_DIRECTIONS];
		ck_assert_int_eq(gmk_board_patterns(b, p.x, p.y, GMK_BLACK, pats), GMK_OK);
		int wins = rule == GMK_RULE_CARO;
		ck_assert_int_eq(pats[GMK_DIR_HORIZONTAL], wins ? GMK_PATTERN_FIVE : GMK_PATTERN_OVERLINE);
		ck_assert_int_eq(gmk_board_play(b, p.x, p.y), GMK_OK);
		ck_assert_int_eq(gmk_board_is_over(b), wins);
		gmk_board_free(b);
	}
}
END_TEST

START_TEST(foul_reject_changes_nothing)
{
	gmk_board *b = position(GMK_RULE_RENJU, GMK_FOUL_REJECT, backend_of(_i), "g8 h7 h9 i8",
				"a1 a3 a5 a7", GMK_BLACK, 0);
	gmk_point p = rif("h8", 0);
	uint64_t hash = gmk_board_hash(b);
	ck_assert_fails(gmk_board_play(b, p.x, p.y), GMK_EFORBIDDEN);
	ck_assert_uint_eq(gmk_board_hash(b), hash);
	ck_assert_int_eq(gmk_board_at(b, p.x, p.y), GMK_EMPTY);
	ck_assert_int_eq(gmk_board_move_count(b), 0);
	ck_assert_int_eq(gmk_board_to_move(b), GMK_BLACK);
	ck_assert_int_eq(gmk_board_is_over(b), 0);
	/* Not a legal move for black, in the list or the mask. */
	gmk_point moves[SIZE * SIZE];
	int n = gmk_board_legal_moves(b, moves, SIZE * SIZE);
	ck_assert_int_eq(n, SIZE * SIZE - 8 - 1);
	for (int i = 0; i < n; i++)
		ck_assert(!(moves[i].x == p.x && moves[i].y == p.y));
	unsigned char mask[SIZE * SIZE];
	ck_assert_int_eq(gmk_board_legal_mask(b, mask, sizeof(mask)), n);
	ck_assert_int_eq(mask[p.y * SIZE + p.x], 0);
	/* Black plays elsewhere; then white may play there. */
	ck_assert_int_eq(gmk_board_play(b, 14, 14), GMK_OK);
	ck_assert_int_eq(gmk_board_legal_mask(b, mask, sizeof(mask)), SIZE * SIZE - 9);
	ck_assert_int_eq(mask[p.y * SIZE + p.x], 1);
	ck_assert_int_eq(gmk_board_play(b, p.x, p.y), GMK_OK);
	gmk_board_free(b);
}
END_TEST

START_TEST(foul_lose_plays_and_white_wins)
{
	gmk_board *b = position(GMK_RULE_RENJU, GMK_FOUL_LOSE, backend_of(_i), "g8 h7 h9 i8",
				"a1 a3 a5 a7", GMK_BLACK, 0);
	gmk_point p = rif("h8", 0);
	unsigned char mask[SIZE * SIZE];
	ck_assert_int_eq(gmk_board_legal_mask(b, mask, sizeof(mask)), SIZE * SIZE - 8);
	ck_assert_int_eq(mask[p.y * SIZE + p.x], 1);
	uint64_t before = gmk_board_hash(b);
	ck_assert_int_eq(gmk_board_play(b, p.x, p.y), GMK_OK);
	ck_assert_int_eq(gmk_board_at(b, p.x, p.y), GMK_BLACK);
	gmk_result r = GMK_RESULT_INIT;
	gmk_board_result(b, &r);
	ck_assert_int_eq(r.state, GMK_STATE_WIN);
	ck_assert_int_eq(r.winner, GMK_WHITE);
	ck_assert_int_eq(r.reason, GMK_REASON_FOUL);
	ck_assert_int_eq(r.line_start.x, -1);
	ck_assert_fails(gmk_board_play(b, 0, 14), GMK_EGAMEOVER);
	ck_assert_int_eq(gmk_board_legal_moves(b, NULL, 0), 0);
	/* Undo reopens the game; redo loses again. */
	ck_assert_int_eq(gmk_board_undo(b), GMK_OK);
	ck_assert_int_eq(gmk_board_is_over(b), 0);
	ck_assert_uint_eq(gmk_board_hash(b), before);
	ck_assert_int_eq(gmk_board_redo(b), GMK_OK);
	gmk_board_result(b, &r);
	ck_assert_int_eq(r.reason, GMK_REASON_FOUL);
	ck_assert_int_eq(r.winner, GMK_WHITE);
	gmk_board_free(b);
}
END_TEST

START_TEST(fouls_only_under_renju)
{
	for (int rule = GMK_RULE_FREESTYLE; rule <= GMK_RULE_CARO_EXACT; rule++) {
		gmk_board *b = position((gmk_rule)rule, GMK_FOUL_REJECT, backend_of(_i),
					"g8 h7 h9 i8 d8 e8 f8 j8", "a1 a3 a5 a7 a9 a11 a13 c1", GMK_BLACK, 0);
		gmk_point p = rif("h8", 0);
		int expected = rule == GMK_RULE_RENJU ? GMK_FOUL_DOUBLE_THREE : GMK_FOUL_NONE;
		/* d8..j8 with h8 is a six: an overline (renju's first verdict) or a win. */
		if (rule == GMK_RULE_RENJU)
			expected = GMK_FOUL_OVERLINE;
		ck_assert_int_eq(gmk_board_foul(b, p.x, p.y), expected);
		int listed = gmk_board_forbidden_points(b, NULL, 0);
		ck_assert_int_eq(listed > 0, rule == GMK_RULE_RENJU);
		gmk_board_free(b);
	}
}
END_TEST

START_TEST(forbidden_points_buffer_convention)
{
	/* Two separate double-threes: h8 and the same shape around c3. */
	gmk_board *b = position(GMK_RULE_RENJU, GMK_FOUL_REJECT, backend_of(_i),
				"g8 h7 h9 i8 b3 c2 c4 d3", "a15 o15 o1 a13", GMK_BLACK, 0);
	ck_assert_int_eq(gmk_board_forbidden_points(b, NULL, 0), 2);
	gmk_point one[1] = { { -7, -7 } };
	ck_assert_int_eq(gmk_board_forbidden_points(b, one, 1), 2);
	ck_assert(one[0].x != -7);
	gmk_point all[2];
	ck_assert_int_eq(gmk_board_forbidden_points(b, all, 2), 2);
	gmk_point c3 = rif("c3", 0), h8 = rif("h8", 0);
	/* Row-major order: h8 (row 7) comes before c3 (row 12). */
	ck_assert(all[0].x == h8.x && all[0].y == h8.y);
	ck_assert(all[1].x == c3.x && all[1].y == c3.y);
	ck_assert_fails(gmk_board_forbidden_points(b, NULL, 3), GMK_EINVAL);
	ck_assert_fails(gmk_board_forbidden_points(NULL, all, 2), GMK_EINVAL);
	gmk_board_free(b);
}
END_TEST

/* Bad input: each case on its own, and nothing changes. */
static gmk_board *busy_board(int backend)
{
	return position(GMK_RULE_RENJU, GMK_FOUL_REJECT, backend_of(backend), "g8 h7 h9 i8",
			"a1 a3 a5 a7", GMK_BLACK, 0);
}

START_TEST(queries_reject_null)
{
	gmk_pattern pats[GMK_DIRECTIONS];
	gmk_point_info info = GMK_POINT_INFO_INIT;
	gmk_board *b = busy_board(_i);
	ck_assert_fails(gmk_board_foul(NULL, 7, 7), GMK_EINVAL);
	ck_assert_fails(gmk_board_patterns(NULL, 7, 7, GMK_BLACK, pats), GMK_EINVAL);
	ck_assert_fails(gmk_board_patterns(b, 7, 7, GMK_BLACK, NULL), GMK_EINVAL);
	ck_assert_fails(gmk_board_point_info(NULL, 7, 7, GMK_BLACK, &info), GMK_EINVAL);
	ck_assert_fails(gmk_board_point_info(b, 7, 7, GMK_BLACK, NULL), GMK_EINVAL);
	gmk_board_free(b);
}
END_TEST

START_TEST(queries_reject_off_board)
{
	gmk_pattern pats[GMK_DIRECTIONS] = { GMK_PATTERN_FIVE, GMK_PATTERN_FIVE, GMK_PATTERN_FIVE,
					     GMK_PATTERN_FIVE };
	gmk_point_info info = GMK_POINT_INFO_INIT;
	gmk_board *b = busy_board(_i);
	const int off[][2] = { { -1, 0 }, { 0, -1 }, { SIZE, 0 }, { 0, SIZE } };
	for (int i = 0; i < 4; i++) {
		ck_assert_fails(gmk_board_foul(b, off[i][0], off[i][1]), GMK_EOFFBOARD);
		ck_assert_fails(gmk_board_patterns(b, off[i][0], off[i][1], GMK_BLACK, pats),
				 GMK_EOFFBOARD);
		ck_assert_fails(gmk_board_point_info(b, off[i][0], off[i][1], GMK_BLACK, &info),
				 GMK_EOFFBOARD);
	}
	ck_assert_int_eq(pats[0], GMK_PATTERN_FIVE);
	ck_assert_int_eq(info.fours, 0);
	gmk_board_free(b);
}
END_TEST

START_TEST(queries_reject_occupied)
{
	gmk_pattern pats[GMK_DIRECTIONS];
	gmk_point_info info = GMK_POINT_INFO_INIT;
	gmk_board *b = busy_board(_i);
	gmk_point g8 = rif("g8", 0), a1 = rif("a1", 0);
	ck_assert_fails(gmk_board_foul(b, g8.x, g8.y), GMK_EOCCUPIED);
	ck_assert_fails(gmk_board_foul(b, a1.x, a1.y), GMK_EOCCUPIED);
	ck_assert_fails(gmk_board_patterns(b, g8.x, g8.y, GMK_BLACK, pats), GMK_EOCCUPIED);
	ck_assert_fails(gmk_board_point_info(b, a1.x, a1.y, GMK_WHITE, &info), GMK_EOCCUPIED);
	gmk_board_free(b);
}
END_TEST

START_TEST(queries_reject_bad_color)
{
	gmk_pattern pats[GMK_DIRECTIONS];
	gmk_point_info info = GMK_POINT_INFO_INIT;
	gmk_board *b = busy_board(_i);
	ck_assert_fails(gmk_board_patterns(b, 7, 7, GMK_EMPTY, pats), GMK_EINVAL);
	ck_assert_fails(gmk_board_patterns(b, 7, 7, (gmk_color)3, pats), GMK_EINVAL);
	ck_assert_fails(gmk_board_point_info(b, 7, 7, (gmk_color)-1, &info), GMK_EINVAL);
	gmk_board_free(b);
}
END_TEST

START_TEST(point_info_rejects_bad_version)
{
	gmk_point_info info = GMK_POINT_INFO_INIT;
	info.version = 99;
	gmk_board *b = busy_board(_i);
	gmk_point h8 = rif("h8", 0);
	ck_assert_fails(gmk_board_point_info(b, h8.x, h8.y, GMK_BLACK, &info), GMK_EVERSION);
	ck_assert_int_eq(info.foul, GMK_FOUL_NONE); /* untouched */
	gmk_board_free(b);
}
END_TEST

START_TEST(queries_answer_after_the_game_ended)
{
	gmk_board *b = position(GMK_RULE_RENJU, GMK_FOUL_LOSE, backend_of(_i),
				"g8 h7 h9 i8 b3 c2 c4 d3", "a15 o15 o1 a13", GMK_BLACK, 0);
	gmk_point h8 = rif("h8", 0), c3 = rif("c3", 0);
	ck_assert_int_eq(gmk_board_play(b, h8.x, h8.y), GMK_OK);
	ck_assert_int_eq(gmk_board_is_over(b), 1);
	uint64_t hash = gmk_board_hash(b);
	/* Pure functions of the stones: they still answer, whoever is to move. */
	ck_assert_int_eq(gmk_board_foul(b, c3.x, c3.y), GMK_FOUL_DOUBLE_THREE);
	ck_assert_int_eq(gmk_board_forbidden_points(b, NULL, 0), 1);
	gmk_point_info info = GMK_POINT_INFO_INIT;
	ck_assert_int_eq(gmk_board_point_info(b, c3.x, c3.y, GMK_BLACK, &info), GMK_OK);
	ck_assert_int_eq(info.open_threes, 2);
	ck_assert_uint_eq(gmk_board_hash(b), hash);
	ck_assert_int_eq(gmk_board_legal_moves(b, NULL, 0), 0);
	gmk_board_free(b);
}
END_TEST

START_TEST(names)
{
	ck_assert_str_eq(gmk_foul_name(GMK_FOUL_NONE), "none");
	ck_assert_str_eq(gmk_foul_name(GMK_FOUL_DOUBLE_THREE), "double-three");
	ck_assert_str_eq(gmk_foul_name(GMK_FOUL_DOUBLE_FOUR), "double-four");
	ck_assert_str_eq(gmk_foul_name(GMK_FOUL_OVERLINE), "overline");
	ck_assert_str_eq(gmk_foul_name(4), "unknown");
	ck_assert_str_eq(gmk_foul_name(-1), "unknown");
	ck_assert_str_eq(gmk_pattern_name(GMK_PATTERN_NONE), "none");
	ck_assert_str_eq(gmk_pattern_name(GMK_PATTERN_CLOSED_TWO), "closed-two");
	ck_assert_str_eq(gmk_pattern_name(GMK_PATTERN_OPEN_TWO), "open-two");
	ck_assert_str_eq(gmk_pattern_name(GMK_PATTERN_CLOSED_THREE), "closed-three");
	ck_assert_str_eq(gmk_pattern_name(GMK_PATTERN_OPEN_THREE), "open-three");
	ck_assert_str_eq(gmk_pattern_name(GMK_PATTERN_CLOSED_FOUR), "closed-four");
	ck_assert_str_eq(gmk_pattern_name(GMK_PATTERN_OPEN_FOUR), "open-four");
	ck_assert_str_eq(gmk_pattern_name(GMK_PATTERN_FIVE), "five");
	ck_assert_str_eq(gmk_pattern_name(GMK_PATTERN_OVERLINE), "overline");
	ck_assert_str_eq(gmk_pattern_name(9), "unknown");
	ck_assert_str_eq(gmk_rule_name(GMK_RULE_FREESTYLE), "freestyle");
	ck_assert_str_eq(gmk_rule_name(GMK_RULE_STANDARD), "standard");
	ck_assert_str_eq(gmk_rule_name(GMK_RULE_RENJU), "renju");
	ck_assert_str_eq(gmk_rule_name(GMK_RULE_CARO), "caro");
	ck_assert_str_eq(gmk_rule_name(GMK_RULE_CARO_EXACT), "caro-exact");
	ck_assert_str_eq(gmk_rule_name(5), "unknown");
	ck_assert_str_eq(gmk_rule_name(-3), "unknown");
}
END_TEST

/* Runs once in the parent, so forked tests do not each rebuild the lookup tables. */
static void build_tables(void)
{
	for (int rule = GMK_RULE_FREESTYLE; rule <= GMK_RULE_CARO_EXACT; rule++) {
		rules_tables_init((gmk_rule)rule, GMK_BLACK);
		rules_tables_init((gmk_rule)rule, GMK_WHITE);
	}
}

Suite *make_suite(void)
{
	Suite *s = suite_create("rules");
	TCase *tc = gmk_tcase("rules");
	tcase_add_unchecked_fixture(tc, build_tables, NULL);
	tcase_add_loop_test(tc, renju_diagrams_under_every_symmetry, 0, 2 * DIAGRAMS);
	tcase_add_loop_test(tc, fake_double_three_counts_one_open_three, 0, 2);
	tcase_add_loop_test(tc, black_five_that_is_also_double_four_wins, 0, 2);
	tcase_add_loop_test(tc, black_five_beats_overline_on_play, 0, 2);
	tcase_add_loop_test(tc, white_overline_wins_under_renju, 0, 2);
	tcase_add_loop_test(tc, standard_overline_does_not_win, 0, 2);
	tcase_add_loop_test(tc, caro_five_touching_the_edge, 0, 2);
	tcase_add_loop_test(tc, caro_six_wins_only_under_rule_8, 0, 2);
	tcase_add_loop_test(tc, foul_reject_changes_nothing, 0, 2);
	tcase_add_loop_test(tc, foul_lose_plays_and_white_wins, 0, 2);
	tcase_add_loop_test(tc, fouls_only_under_renju, 0, 2);
	tcase_add_loop_test(tc, forbidden_points_buffer_convention, 0, 2);
	tcase_add_loop_test(tc, queries_reject_null, 0, 2);
	tcase_add_loop_test(tc, queries_reject_off_board, 0, 2);
	tcase_add_loop_test(tc, queries_reject_occupied, 0, 2);
	tcase_add_loop_test(tc, queries_reject_bad_color, 0, 2);
	tcase_add_loop_test(tc, point_info_rejects_bad_version, 0, 2);
	tcase_add_loop_test(tc, queries_answer_after_the_game_ended, 0, 2);
	tcase_add_test(tc, names);
	suite_add_tcase(s, tc);
	return s;
}

GMK_CHECK_MAIN
