/* SPDX-License-Identifier: MIT */
/*
 * gmk_board_explain_foul on the worked cases of the project's renju rules
 * (rules/RENJU.md, section 5.5), and gmk_board_threats on fours and threes.
 * The cases are tables (copied here as data, so the test needs nothing
 * outside the repository): one row a case, each failure naming its case.
 */
#include <limits.h>
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

static int has_point(const gmk_point *points, int count, const char *rif)
{
	gmk_point p = at(rif);
	for (int i = 0; i < count; i++)
		if (points[i].x == p.x && points[i].y == p.y)
			return 1;
	return 0;
}

/* Pins a point list down: every point it must hold (and with exact, nothing else). */
static void check_points(const char *name, const char *what, const gmk_point *points, int count,
			 const char *want, int exact)
{
	char buf[64];
	strncpy(buf, want, sizeof buf - 1);
	buf[sizeof buf - 1] = '\0';
	int n = 0;
	for (char *t = strtok(buf, " "); t; t = strtok(NULL, " "), n++)
		ck_assert_msg(has_point(points, count, t), "%s: %s lack %s", name, what, t);
	if (exact)
		ck_assert_msg(count == n, "%s: %d %s, want %d", name, count, what, n);
}

/* A key point a line must list, with what playing it would be. */
typedef struct key_expect {
	const char *at;
	gmk_foul foul;
	int makes_five;
} key_expect;

enum line_reality { ANY_REALITY, REAL, FAKE };

/* What one line through the point must show; a zero field is not checked. */
typedef struct line_expect {
	gmk_direction direction;
	enum line_reality real;
	gmk_pattern pattern;      /* GMK_PATTERN_NONE: not checked */
	int stone_count;
	const char *stones;       /* points the line must hold (RIF names), or NULL */
	int keys_exact;           /* 1: keys are all the line's keys, so key_count is their number */
	key_expect keys[2];       /* at NULL ends the list */
} line_expect;

#define MAX_LINE_EXPECTS 2

/* A worked case of RENJU.md 5.5: black plays at, on a board of black and white stones. */
typedef struct foul_case {
	const char *name;
	const char *black, *white, *at;
	gmk_foul foul;
	int makes_five;
	int line_count;           /* 0: not checked */
	int real_lines;           /* the lines that count toward the foul; 0: not checked */
	/* In direction order; an unused one checks nothing (see is_checked). */
	line_expect lines[MAX_LINE_EXPECTS];
} foul_case;

static const foul_case foul_cases[] = {
	{ "basic double three", "g8 h7 h9 i8", "", "h8", GMK_FOUL_DOUBLE_THREE, 0, 2, 0,
	  { { GMK_DIR_HORIZONTAL, REAL, GMK_PATTERN_OPEN_THREE, 3, "g8 h8 i8", 1,
	      { { "f8", GMK_FOUL_NONE, 0 }, { "j8", GMK_FOUL_NONE, 0 } } },
	    { GMK_DIR_VERTICAL, REAL, GMK_PATTERN_NONE, 0, NULL, 1,
	      { { "h6", GMK_FOUL_NONE, 0 }, { "h10", GMK_FOUL_NONE, 0 } } } } },
	{ "split three counts", "e7 f7 h8 h9", "", "h7", GMK_FOUL_DOUBLE_THREE, 0, 0, 0,
	  { { GMK_DIR_HORIZONTAL, REAL, GMK_PATTERN_NONE, 0, "e7 f7 h7", 1,
	      { { "g7", GMK_FOUL_NONE, 0 } } } } },
	{ "fake three: its key is a double four", "f7 g8 g9 g10 h7 j8 k9", "", "i7", GMK_FOUL_NONE,
	  0, 0, 0,
	  { { GMK_DIR_HORIZONTAL, FAKE, GMK_PATTERN_NONE, 0, NULL, 1,
	      { { "g7", GMK_FOUL_DOUBLE_FOUR, 0 } } },
	    { GMK_DIR_ANTIDIAGONAL, REAL, GMK_PATTERN_NONE, 0, NULL, 0, { { NULL } } } } },
	/* The diagonal f7 g8 h9 is the one real three. */
	{ "ring of fake threes", "f7 f8 g6 g9 h6 h9 i7 i8", "", "g8", GMK_FOUL_NONE, 0, 0, 1,
	  { { GMK_DIR_HORIZONTAL, FAKE, GMK_PATTERN_NONE, 0, NULL, 0,
	      { { "h8", GMK_FOUL_DOUBLE_THREE, 0 } } },
	    { GMK_DIR_VERTICAL, FAKE, GMK_PATTERN_NONE, 0, NULL, 0,
	      { { "g7", GMK_FOUL_DOUBLE_THREE, 0 } } } } },
	{ "a key that makes a five", "e8 f6 f7 f9 f10 g8 h9 h10", "", "h8", GMK_FOUL_NONE, 0, 0, 0,
	  { { GMK_DIR_HORIZONTAL, FAKE, GMK_PATTERN_NONE, 0, NULL, 0,
	      { { "f8", GMK_FOUL_NONE, 1 } } },
	    { GMK_DIR_VERTICAL, REAL, GMK_PATTERN_NONE, 0, NULL, 0, { { NULL } } } } },
	{ "double four on one line", "e8 h8 i8 k8", "", "g8", GMK_FOUL_DOUBLE_FOUR, 0, 1, 0,
	  { { GMK_DIR_HORIZONTAL, REAL, GMK_PATTERN_NONE, 5, NULL, 1,
	      { { "f8", GMK_FOUL_NONE, 0 }, { "j8", GMK_FOUL_NONE, 0 } } } } },
	/* A row that can only become a blocked four is not a three: one real line. */
	{ "four and a blocked row", "e7 f7 h8 h9", "i7", "h7", GMK_FOUL_NONE, 0, 0, 1,
	  { { GMK_DIR_VERTICAL, REAL, GMK_PATTERN_NONE, 0, NULL, 0, { { NULL } } } } },
	{ "four plus four on two lines", "e7 f7 g7 h8 h9 h10", "", "h7", GMK_FOUL_DOUBLE_FOUR, 0, 0, 0,
	  { { GMK_DIR_HORIZONTAL, REAL, GMK_PATTERN_OPEN_FOUR, 0, NULL, 0, { { NULL } } },
	    { GMK_DIR_VERTICAL, REAL, GMK_PATTERN_NONE, 0, NULL, 1,
	      { { "h6", GMK_FOUL_NONE, 0 }, { "h11", GMK_FOUL_NONE, 0 } } } } },
	{ "overline", "d8 e8 f8 h8 i8", "", "g8", GMK_FOUL_OVERLINE, 0, 0, 0,
	  { { GMK_DIR_HORIZONTAL, REAL, GMK_PATTERN_OVERLINE, 6, NULL, 1, { { NULL } } } } },
	{ "five beats a four", "e9 f9 g9 h9 i6 i7 i8 i10 i11", "", "i9", GMK_FOUL_NONE, 1, 0, 0,
	  { { GMK_DIR_HORIZONTAL, ANY_REALITY, GMK_PATTERN_FIVE, 0, NULL, 0, { { NULL } } } } },
};

static int is_checked(const line_expect *want)
{
	return want->real != ANY_REALITY || want->pattern != GMK_PATTERN_NONE || want->stones ||
	       want->stone_count || want->keys_exact || want->keys[0].at;
}

static void check_line(const char *name, const gmk_foul_explanation *e, const line_expect *want)
{
	const gmk_foul_line *l = line_in(e, want->direction);
	const int d = (int)want->direction;
	if (want->real != ANY_REALITY)
		ck_assert_msg(l->real == (want->real == REAL), "%s: line %d real %d", name, d, l->real);
	if (want->pattern != GMK_PATTERN_NONE)
		ck_assert_msg(l->pattern == want->pattern, "%s: line %d pattern %d, want %d", name, d,
			      (int)l->pattern, (int)want->pattern);
	if (want->stone_count)
		ck_assert_msg(l->stone_count == want->stone_count, "%s: line %d holds %d stones, want %d",
			      name, d, l->stone_count, want->stone_count);
	if (want->stones) {
		int listed = l->stone_count < GMK_EXPLAIN_MAX_STONES ? l->stone_count
								     : GMK_EXPLAIN_MAX_STONES;
		check_points(name, "stones", l->stones, listed, want->stones, 0);
	}
	int listed = 0;
	for (; listed < 2 && want->keys[listed].at; listed++) {
		const key_expect *k = &want->keys[listed];
		int i = key_index(l, k->at);
		ck_assert_msg(i >= 0, "%s: line %d lacks the key %s", name, d, k->at);
		ck_assert_msg(l->key_fouls[i] == k->foul, "%s: key %s foul %d, want %d", name, k->at,
			      (int)l->key_fouls[i], (int)k->foul);
		ck_assert_msg(l->key_makes_five[i] == k->makes_five, "%s: key %s makes_five %d", name,
			      k->at, l->key_makes_five[i]);
	}
	if (want->keys_exact)
		ck_assert_msg(l->key_count == listed, "%s: line %d has %d keys, want %d", name, d,
			      l->key_count, listed);
}

START_TEST(worked_foul_cases)
{
	const foul_case *c = &foul_cases[_i];
	gmk_board *b = position(c->black, c->white);
	gmk_foul_explanation e = explain(b, c->at);
	ck_assert_msg(e.foul == c->foul, "%s: foul %d, want %d", c->name, (int)e.foul, (int)c->foul);
	ck_assert_msg(e.makes_five == c->makes_five, "%s: makes_five %d", c->name, e.makes_five);
	if (c->line_count)
		ck_assert_msg(e.line_count == c->line_count, "%s: %d lines, want %d", c->name,
			      e.line_count, c->line_count);
	if (c->real_lines) {
		int real = 0;
		for (int i = 0; i < e.line_count; i++)
			real += e.lines[i].real;
		ck_assert_msg(real == c->real_lines, "%s: %d real lines, want %d", c->name, real,
			      c->real_lines);
	}
	for (int i = 0; i < MAX_LINE_EXPECTS; i++)
		if (is_checked(&c->lines[i]))
			check_line(c->name, &e, &c->lines[i]);
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
	ck_assert_fails(gmk_board_explain_foul(b, INT_MIN, INT_MAX, &e), GMK_EOFFBOARD);
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

/* The first threat gmk_board_threats finds for color; a zero field is not checked. */
typedef struct threat_case {
	const char *name;
	const char *black, *white;
	gmk_color color;
	int count;                 /* threats found */
	gmk_threat_kind kind;
	int stone_count;
	const char *keys;          /* exactly these key points */
	const char *defences;      /* at least these defending points */
	int defence_count;
} threat_case;

/* White: open three g8 h8 i8. Black: the four e6 f6 g6 h6, capped by white on d6. */
#define THREE_AND_FOUR "e6 f6 g6 h6 a1", "g8 h8 i8 d6"
/* Black e7 f7 . h7 between white c7 and j7: a split three, made straight only
   at the gap g7; with no room to spare, g7, d7 and i7 each stop it. */
#define SPLIT_THREE "e7 f7 h7", "c7 j7"

static const threat_case threat_cases[] = {
	/* With room on both sides only the two adjacent points stop it. */
	{ "open three", THREE_AND_FOUR, GMK_WHITE, 1, GMK_THREAT_OPEN_THREE, 3, "f8 j8", "f8 j8", 2 },
	{ "capped four", THREE_AND_FOUR, GMK_BLACK, 1, GMK_THREAT_FOUR, 4, "i6", "i6", 1 },
	{ "split three", SPLIT_THREE, GMK_BLACK, 1, GMK_THREAT_OPEN_THREE, 0, "g7", "g7 d7 i7", 0 },
	{ "no threat", SPLIT_THREE, GMK_WHITE, 0, 0, 0, NULL, NULL, 0 },
};

START_TEST(threat_lines)
{
	const threat_case *c = &threat_cases[_i];
	gmk_board *b = position(c->black, c->white);
	gmk_threat t[4];
	int found = gmk_board_threats(b, c->color, t, 4);
	ck_assert_msg(found == c->count, "%s: %d threats, want %d", c->name, found, c->count);
	/* Counting only gives the same number. */
	ck_assert_int_eq(gmk_board_threats(b, c->color, NULL, 0), found);
	if (c->count) {
		ck_assert_msg(t[0].kind == c->kind, "%s: kind %d", c->name, (int)t[0].kind);
		ck_assert_msg(t[0].color == c->color, "%s: colour %d", c->name, (int)t[0].color);
		ck_assert_msg(t[0].direction == GMK_DIR_HORIZONTAL, "%s: direction %d", c->name,
			      (int)t[0].direction);
		if (c->stone_count)
			ck_assert_msg(t[0].stone_count == c->stone_count, "%s: %d stones", c->name,
				      t[0].stone_count);
		check_points(c->name, "keys", t[0].keys, t[0].key_count, c->keys, 1);
		check_points(c->name, "defences", t[0].defences, t[0].defence_count, c->defences, 0);
		if (c->defence_count)
			ck_assert_msg(t[0].defence_count == c->defence_count, "%s: %d defences", c->name,
				      t[0].defence_count);
	}
	gmk_board_free(b);
}
END_TEST

START_TEST(threat_refusals)
{
	gmk_board *b = position(SPLIT_THREE);
	gmk_threat t[4];
	ck_assert_fails(gmk_board_threats(NULL, GMK_BLACK, t, 4), GMK_EINVAL);
	ck_assert_fails(gmk_board_threats(b, GMK_EMPTY, t, 4), GMK_EINVAL);
	ck_assert_fails(gmk_board_threats(b, (gmk_color)99, t, 4), GMK_EINVAL);
	ck_assert_fails(gmk_board_threats(b, (gmk_color)-1, t, 4), GMK_EINVAL);
	ck_assert_fails(gmk_board_threats(b, GMK_BLACK, NULL, 4), GMK_EINVAL);
	gmk_board_free(b);
}
END_TEST

Suite *make_suite(void)
{
	Suite *s = suite_create("explain");
	TCase *tc = gmk_tcase("explain");
	tcase_add_loop_test(tc, worked_foul_cases, 0,
			    (int)(sizeof foul_cases / sizeof foul_cases[0]));
	tcase_add_test(tc, refusals_write_nothing);
	tcase_add_loop_test(tc, threat_lines, 0, (int)(sizeof threat_cases / sizeof threat_cases[0]));
	tcase_add_test(tc, threat_refusals);
	suite_add_tcase(s, tc);
	return s;
}

GMK_CHECK_MAIN
