/* SPDX-License-Identifier: MIT */
/*
 * Line patterns: named shapes in every direction and against the edges under
 * each rule, other win lengths, the lookup tables against the reference
 * classifier, and both backends (and all 8 symmetries) agreeing on random
 * positions. Loop tests run once per backend where noted (_i).
 */
#include <string.h>

#include "check_compat.h"
#include "gomoku.h"
#include "rules/rules.h"
#include "rules/shape.h"

#define SIZE 15
#define CENTER 7
#define TABLE_K 5
#define SIDE 5
#define SIDE_COMBOS 59049 /* 3^10: every content of the 5 cells on each side */

/* Check records every ck_assert (a write per call): hot loops test quietly and fail loudly. */
#define EXPECT_EQ(a, b)                                                              \
	do {                                                                         \
		long long a_ = (long long)(a), b_ = (long long)(b);                    \
		if (a_ != b_)                                                        \
			ck_abort_msg("%s == %s failed: %lld != %lld", #a, #b, a_, b_); \
	} while (0)

static gmk_backend_kind backend_of(int i)
{
	return i == 0 ? GMK_BACKEND_ARRAY : GMK_BACKEND_BITBOARD;
}

static gmk_board *make_board(int w, int h, int k, gmk_rule rule, gmk_backend_kind backend)
{
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.width = w;
	o.height = h;
	o.win_length = k;
	o.rule = rule;
	o.backend = backend;
	gmk_board *b = NULL;
	ck_assert_int_eq(gmk_board_new(&b, &o), GMK_OK);
	return b;
}

/*
 * Lays `shape` along direction dir: X = color, O = the opponent, . = empty,
 * * = the point (returned). A leading or trailing '|' puts that end against
 * the board edge; otherwise the point is the centre.
 */
static gmk_point lay(gmk_board *b, const char *shape, int dir, gmk_color color)
{
	static const int dx[] = { 1, 0, 1, 1 }, dy[] = { 0, 1, 1, -1 };
	static const int first_at_edge[][2] = { { 0, CENTER }, { CENTER, 0 }, { 0, 3 }, { 0, 11 } };
	static const int last_at_edge[][2] = { { SIZE - 1, CENTER }, { CENTER, SIZE - 1 },
					       { SIZE - 1, 10 }, { SIZE - 1, 4 } };
	size_t n = strlen(shape);
	int lead = shape[0] == '|', trail = shape[n - 1] == '|';
	const char *cells = shape + lead;
	int count = (int)n - lead - trail;
	int star = (int)(strchr(cells, '*') - cells);
	int x0, y0; /* the cell of index 0 */
	if (lead) {
		x0 = first_at_edge[dir][0];
		y0 = first_at_edge[dir][1];
	} else if (trail) {
		x0 = last_at_edge[dir][0] - (count - 1) * dx[dir];
		y0 = last_at_edge[dir][1] - (count - 1) * dy[dir];
	} else {
		x0 = CENTER - star * dx[dir];
		y0 = CENTER - star * dy[dir];
	}
	gmk_stone stones[SIZE];
	int m = 0;
	for (int i = 0; i < count; i++) {
		gmk_color c = cells[i] == 'X' ? color : cells[i] == 'O' ? 3 - color : GMK_EMPTY;
		if (c != GMK_EMPTY)
			stones[m++] = (gmk_stone){ x0 + i * dx[dir], y0 + i * dy[dir], c };
	}
	ck_assert_int_eq(gmk_board_setup(b, stones, (size_t)m, GMK_BLACK), GMK_OK);
	return (gmk_point){ x0 + star * dx[dir], y0 + star * dy[dir] };
}

struct shape_case {
	gmk_rule rule;
	gmk_color color;
	int k;
	const char *shape;
	gmk_pattern pattern;
	int fours;
};

#define FREE GMK_RULE_FREESTYLE
#define STD GMK_RULE_STANDARD
#define RENJU GMK_RULE_RENJU
#define CARO GMK_RULE_CARO
#define CARO9 GMK_RULE_CARO_EXACT
#define B GMK_BLACK
#define W GMK_WHITE

static const struct shape_case shapes[] = {
	{ FREE, B, 5, "...XX*XX...", GMK_PATTERN_FIVE, 0 },
	{ FREE, B, 5, "..XXX*XX..", GMK_PATTERN_FIVE, 0 },
	{ STD, B, 5, "..XXX*XX..", GMK_PATTERN_OVERLINE, 0 },
	{ RENJU, B, 5, "..XXX*XX..", GMK_PATTERN_OVERLINE, 0 },
	{ RENJU, W, 5, "..XXX*XX..", GMK_PATTERN_FIVE, 0 },
	{ CARO, W, 5, "..XXX*XX..", GMK_PATTERN_FIVE, 0 },
	{ CARO9, W, 5, "..XXX*XX..", GMK_PATTERN_OVERLINE, 0 },
	{ FREE, B, 5, "...XXX*...", GMK_PATTERN_OPEN_FOUR, 1 },
	{ FREE, W, 5, "..OXXX*...", GMK_PATTERN_CLOSED_FOUR, 1 },
	{ FREE, B, 5, "...XX.*X...", GMK_PATTERN_CLOSED_FOUR, 1 },
	{ RENJU, B, 5, "..X.X*X.X..", GMK_PATTERN_OPEN_FOUR, 2 },
	{ FREE, B, 5, "X.XXX*...", GMK_PATTERN_OPEN_FOUR, 1 },
	{ STD, B, 5, "X.XXX*...", GMK_PATTERN_CLOSED_FOUR, 1 },
	{ RENJU, B, 5, "X.XXX*...", GMK_PATTERN_CLOSED_FOUR, 1 },
	{ FREE, B, 5, "...XX*....", GMK_PATTERN_OPEN_THREE, 0 },
	{ RENJU, B, 5, "...X.X*....", GMK_PATTERN_OPEN_THREE, 0 },
	{ FREE, W, 5, "..OXX*....", GMK_PATTERN_CLOSED_THREE, 0 },
	{ RENJU, B, 5, "X..XX*..X", GMK_PATTERN_CLOSED_THREE, 0 },
	{ FREE, B, 5, "X..XX*..X", GMK_PATTERN_OPEN_THREE, 0 },
	{ FREE, B, 5, "....X*.....", GMK_PATTERN_OPEN_TWO, 0 },
	{ FREE, B, 5, "..OX*......", GMK_PATTERN_CLOSED_TWO, 0 },
	{ FREE, B, 5, ".....*.....", GMK_PATTERN_NONE, 0 },
	{ FREE, B, 5, "..O*XXXO..", GMK_PATTERN_NONE, 0 },
	{ CARO, B, 5, "|XXXX*O..", GMK_PATTERN_FIVE, 0 },
	{ CARO9, B, 5, "..OXXXX*|", GMK_PATTERN_FIVE, 0 },
	{ CARO, B, 5, "..OXXXX*O..", GMK_PATTERN_NONE, 0 },
	{ FREE, B, 5, "..OXXXX*O..", GMK_PATTERN_FIVE, 0 },
	{ CARO, B, 5, "..OXXX*.O..", GMK_PATTERN_NONE, 0 },
	{ FREE, B, 5, "..OXXX*.O..", GMK_PATTERN_CLOSED_FOUR, 1 },
	{ FREE, B, 5, "|XXX*....", GMK_PATTERN_CLOSED_FOUR, 1 },
	{ RENJU, B, 5, "|.XX*....", GMK_PATTERN_OPEN_THREE, 0 },
	{ RENJU, B, 5, "|XX*.....", GMK_PATTERN_CLOSED_THREE, 0 },
	{ RENJU, W, 5, "....*XX|", GMK_PATTERN_CLOSED_THREE, 0 },
	{ FREE, B, 3, "..X*...", GMK_PATTERN_OPEN_FOUR, 1 },
	{ FREE, B, 3, "..X*X..", GMK_PATTERN_FIVE, 0 },
	{ FREE, B, 4, "..XX*...", GMK_PATTERN_OPEN_FOUR, 1 },
	{ FREE, B, 4, "..X*....", GMK_PATTERN_OPEN_THREE, 0 },
	{ FREE, B, 6, "..XXX*X...", GMK_PATTERN_OPEN_FOUR, 1 },
	{ FREE, B, 6, "..XXX*XX..", GMK_PATTERN_FIVE, 0 },
	{ STD, B, 6, "..XXX*XXX..", GMK_PATTERN_OVERLINE, 0 },
	{ STD, B, 6, "..XX*X....", GMK_PATTERN_OPEN_THREE, 0 },
};

#define SHAPES (int)(sizeof(shapes) / sizeof(shapes[0]))

/* _i = shape * 2 + backend; every direction. */
START_TEST(named_shapes_in_every_direction)
{
	const struct shape_case *c = &shapes[_i / 2];
	for (int dir = 0; dir < GMK_DIRECTIONS; dir++) {
		gmk_board *b = make_board(SIZE, SIZE, c->k, c->rule, backend_of(_i % 2));
		gmk_point p = lay(b, c->shape, dir, c->color);
		gmk_pattern pats[GMK_DIRECTIONS];
		ck_assert_int_eq(gmk_board_patterns(b, p.x, p.y, c->color, pats), GMK_OK);
		ck_assert_msg(pats[dir] == c->pattern, "%s %s k=%d '%s' dir %d: expected %s, got %s",
			      gmk_rule_name(c->rule), c->color == B ? "black" : "white", c->k, c->shape,
			      dir, gmk_pattern_name(c->pattern), gmk_pattern_name(pats[dir]));
		gmk_point_info info = GMK_POINT_INFO_INIT;
		ck_assert_int_eq(gmk_board_point_info(b, p.x, p.y, c->color, &info), GMK_OK);
		ck_assert_int_eq(info.patterns[dir], c->pattern);
		ck_assert_int_eq(info.fours, c->fours);
		ck_assert_int_eq(info.makes_five, c->pattern == GMK_PATTERN_FIVE);
		/* With k = 3 a lone stone is already an open three in every direction. */
		if (c->k == 3)
			ck_assert_int_eq(info.open_threes, GMK_DIRECTIONS - 1);
		else
			ck_assert_int_eq(info.open_threes, c->pattern == GMK_PATTERN_OPEN_THREE);
		for (int other = 0; other < GMK_DIRECTIONS && c->k > 3; other++)
			if (other != dir)
				ck_assert_int_le(pats[other], GMK_PATTERN_OPEN_TWO);
		gmk_board_free(b);
	}
}
END_TEST

/* The cells of combination `combo` (base 3, nearest first) as windows and as a reference line. */
static void combo_line(int combo, int room_before, int room_after, gmk_rule rule, shape_line *l,
		       line_window *own, line_window *empty)
{
	l->radius = TABLE_K;
	l->k = TABLE_K;
	l->rule = rule;
	l->cell[TABLE_K] = SHAPE_OWN;
	*own = *empty = 0;
	for (int i = 1; i <= 2 * SIDE; i++, combo /= 3) {
		int off = i <= SIDE ? -i : i - SIDE;
		int room = off < 0 ? room_before : room_after;
		int value = combo % 3 == 0 ? SHAPE_EMPTY : combo % 3 == 1 ? SHAPE_OWN : SHAPE_OPP;
		if ((off < 0 ? -off : off) > room)
			value = SHAPE_EDGE;
		l->cell[off + TABLE_K] = (unsigned char)value;
		line_window bit = (line_window)1 << (off + GMK_LINE_RADIUS);
		if (value == SHAPE_OWN)
			*own |= bit;
		else if (value == SHAPE_EMPTY)
			*empty |= bit;
	}
}

/* _i: the rule; every side content (and for caro every edge distance, cycled). */
START_TEST(tables_match_the_reference_classifier)
{
	static const gmk_rule rules[] = { FREE, STD, CARO, CARO9 };
	gmk_rule rule = rules[_i];
	int caro = rule == CARO || rule == CARO9;
	rules_tables_init(rule, GMK_BLACK);
	for (int combo = 0; combo < SIDE_COMBOS; combo++) {
		int room_before = caro ? combo % (SIDE + 1) : SIDE;
		int room_after = caro ? (combo / (SIDE + 1)) % (SIDE + 1) : SIDE;
		shape_line l;
		line_window own, empty;
		combo_line(combo, room_before, room_after, rule, &l, &own, &empty);
		rules_line want = shape_classify(&l, NULL, NULL);
		rules_line got = rules_line_shape_windows(rule, TABLE_K, GMK_BLACK, own, empty,
							  room_before, room_after);
		if (want.pattern != got.pattern || want.fours != got.fours ||
		    want.three_points != got.three_points)
			ck_abort_msg(
			      "%s combo %d rooms %d/%d: reference %d/%d/%x, table %d/%d/%x",
			      gmk_rule_name(rule), combo, room_before, room_after, want.pattern,
			      want.fours, want.three_points, got.pattern, got.fours, got.three_points);
	}
}
END_TEST

static uint64_t next_random(uint64_t *state)
{
	*state = *state * 6364136223846793005ull + 1442695040888963407ull;
	return *state >> 33;
}

/* A random position: stones clustered around the centre, as in real games. */
static int random_stones(uint64_t *seed, int w, int h, gmk_stone *stones, int max)
{
	int n = 10 + (int)(next_random(seed) % (uint64_t)(max - 10));
	int count = 0;
	unsigned char used[SIZE * 2][SIZE * 2] = { { 0 } };
	for (int tries = 0; count < n && tries < 10 * n; tries++) {
		int x = w / 2 + (int)(next_random(seed) % 9) - 4 + (int)(next_random(seed) % 5) - 2;
		int y = h / 2 + (int)(next_random(seed) % 9) - 4 + (int)(next_random(seed) % 5) - 2;
		if (x < 0 || y < 0 || x >= w || y >= h || used[x][y])
			continue;
		used[x][y] = 1;
		/* Black a little more often, so black shapes (and fouls) appear. */
		gmk_color c = next_random(seed) % 5 < 3 ? GMK_BLACK : GMK_WHITE;
		stones[count++] = (gmk_stone){ x, y, c };
	}
	return count;
}

static void expect_same_point(gmk_board *a, gmk_board *b, int ax, int ay, int bx, int by)
{
	EXPECT_EQ(gmk_board_foul(a, ax, ay), gmk_board_foul(b, bx, by));
	for (gmk_color c = GMK_BLACK; c <= GMK_WHITE; c++) {
		gmk_point_info ia = GMK_POINT_INFO_INIT, ib = GMK_POINT_INFO_INIT;
		EXPECT_EQ(gmk_board_point_info(a, ax, ay, c, &ia), GMK_OK);
		EXPECT_EQ(gmk_board_point_info(b, bx, by, c, &ib), GMK_OK);
		EXPECT_EQ(ia.makes_five, ib.makes_five);
		EXPECT_EQ(ia.fours, ib.fours);
		EXPECT_EQ(ia.open_threes, ib.open_threes);
		EXPECT_EQ(ia.foul, ib.foul);
	}
}

#define RANDOM_POSITIONS 20
#define MAX_RANDOM_STONES 70

/* _i: the rule (k = 5), then freestyle k = 4 and standard k = 6 on a 12x9 board. */
START_TEST(backends_agree_on_random_positions)
{
	static const struct { gmk_rule rule; int k, w, h; } setups[] = {
		{ RENJU, 5, 15, 15 }, { FREE, 5, 15, 15 }, { STD, 5, 15, 15 }, { CARO, 5, 15, 15 },
		{ CARO9, 5, 15, 15 }, { FREE, 4, 12, 9 }, { STD, 6, 12, 9 }, { RENJU, 5, 20, 20 },
	};
	uint64_t seed = 1000 + (uint64_t)_i;
	int w = setups[_i].w, h = setups[_i].h;
	for (int pos = 0; pos < RANDOM_POSITIONS; pos++) {
		gmk_board *a = make_board(w, h, setups[_i].k, setups[_i].rule, GMK_BACKEND_ARRAY);
		gmk_board *b = make_board(w, h, setups[_i].k, setups[_i].rule, GMK_BACKEND_BITBOARD);
		gmk_stone stones[MAX_RANDOM_STONES];
		int n = random_stones(&seed, w, h, stones, MAX_RANDOM_STONES);
		ck_assert_int_eq(gmk_board_setup(a, stones, (size_t)n, GMK_BLACK), GMK_OK);
		ck_assert_int_eq(gmk_board_setup(b, stones, (size_t)n, GMK_BLACK), GMK_OK);
		for (int y = 0; y < h; y++)
			for (int x = 0; x < w; x++) {
				if (gmk_board_at(a, x, y) != GMK_EMPTY)
					continue;
				expect_same_point(a, b, x, y, x, y);
				for (gmk_color c = GMK_BLACK; c <= GMK_WHITE; c++) {
					gmk_pattern pa[GMK_DIRECTIONS], pb[GMK_DIRECTIONS];
					gmk_board_patterns(a, x, y, c, pa);
					gmk_board_patterns(b, x, y, c, pb);
					EXPECT_EQ(memcmp(pa, pb, sizeof(pa)), 0);
				}
			}
		ck_assert_int_eq(gmk_board_forbidden_points(a, NULL, 0),
				 gmk_board_forbidden_points(b, NULL, 0));
		gmk_board_free(a);
		gmk_board_free(b);
	}
}
END_TEST

/* The same random renju position under each symmetry: the same verdicts at the mapped points. */
START_TEST(fouls_are_symmetric)
{
	uint64_t seed = 77 + (uint64_t)_i;
	int forbidden_seen = 0;
	for (int pos = 0; pos < RANDOM_POSITIONS; pos++) {
		gmk_stone stones[MAX_RANDOM_STONES], moved[MAX_RANDOM_STONES];
		int n = random_stones(&seed, SIZE, SIZE, stones, MAX_RANDOM_STONES);
		gmk_board *a = make_board(SIZE, SIZE, 5, RENJU, backend_of(_i));
		ck_assert_int_eq(gmk_board_setup(a, stones, (size_t)n, GMK_BLACK), GMK_OK);
		forbidden_seen += gmk_board_forbidden_points(a, NULL, 0);
		for (int sym = 1; sym < 8; sym++) {
			for (int i = 0; i < n; i++) {
				gmk_stone s = stones[i];
				if (sym & 1)
					s.x = SIZE - 1 - s.x;
				if (sym & 2)
					s.y = SIZE - 1 - s.y;
				if (sym & 4) {
					int t = s.x;
					s.x = s.y;
					s.y = t;
				}
				moved[i] = s;
			}
			gmk_board *b = make_board(SIZE, SIZE, 5, RENJU, backend_of(_i));
			ck_assert_int_eq(gmk_board_setup(b, moved, (size_t)n, GMK_BLACK), GMK_OK);
			for (int y = 0; y < SIZE; y++)
				for (int x = 0; x < SIZE; x++) {
					if (gmk_board_at(a, x, y) != GMK_EMPTY)
						continue;
					int mx = sym & 1 ? SIZE - 1 - x : x, my = sym & 2 ? SIZE - 1 - y : y;
					if (sym & 4) {
						int t = mx;
						mx = my;
						my = t;
					}
					expect_same_point(a, b, x, y, mx, my);
				}
			gmk_board_free(b);
		}
		gmk_board_free(a);
	}
	ck_assert_int_gt(forbidden_seen, 0); /* the positions do exercise fouls */
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
	Suite *s = suite_create("patterns");
	TCase *tc = gmk_tcase("patterns");
	tcase_add_unchecked_fixture(tc, build_tables, NULL);
	tcase_add_loop_test(tc, named_shapes_in_every_direction, 0, 2 * SHAPES);
	tcase_add_loop_test(tc, tables_match_the_reference_classifier, 0, 4);
	tcase_add_loop_test(tc, backends_agree_on_random_positions, 0, 8);
	tcase_add_loop_test(tc, fouls_are_symmetric, 0, 2);
	suite_add_tcase(s, tc);
	return s;
}

GMK_CHECK_MAIN
