/* SPDX-License-Identifier: MIT */
/*
 * lib/eval: the line patterns against the board's own win rules, the
 * incremental evaluation board against a fresh rebuild after every move and
 * undo, known shapes, and the public eval.h API.
 */
#include <stdlib.h>
#include <string.h>

#include "board/board_internal.h"
#include "diagram.h"
#include "eval/position.h"
#include "eval/line_combo.h"
#include "eval/weights.h"
#include "rules/rules.h"

typedef struct variant {
	int width, height, k;
	gmk_rule rule;
} variant;

/* Every rule, tabled and memoised pattern sources, square and rectangular boards. */
static const variant variants[] = {
	{ 15, 15, 5, GMK_RULE_FREESTYLE }, { 15, 15, 5, GMK_RULE_STANDARD },
	{ 15, 15, 5, GMK_RULE_RENJU },     { 15, 15, 5, GMK_RULE_CARO },
	{ 15, 15, 5, GMK_RULE_CARO_EXACT }, { 3, 3, 3, GMK_RULE_FREESTYLE },
	{ 9, 7, 4, GMK_RULE_STANDARD },    { 12, 10, 6, GMK_RULE_FREESTYLE },
	{ 12, 10, 6, GMK_RULE_STANDARD },  { 20, 16, 8, GMK_RULE_FREESTYLE },
	{ 30, 6, 12, GMK_RULE_STANDARD },  { 6, 20, 3, GMK_RULE_STANDARD },
};
#define VARIANTS ((int)(sizeof(variants) / sizeof(variants[0])))

static gmk_board *new_board(const variant *v)
{
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.width = v->width;
	o.height = v->height;
	o.win_length = v->k;
	o.rule = v->rule;
	gmk_board *b = NULL;
	ck_assert_int_eq(gmk_board_new(&b, &o), GMK_OK);
	return b;
}

/* The same cell facts and sums as a position built from scratch. */
static void assert_same(const position *inc, const gmk_board *board)
{
	position fresh;
	ck_assert_int_eq(position_init(&fresh, board), GMK_OK);
	ck_assert_uint_eq(inc->hash, fresh.hash);
	ck_assert_uint_eq(inc->hash, gmk_board_hash(board));
	ck_assert_int_eq(inc->to_move, fresh.to_move);
	ck_assert_int_eq(inc->empty_count, fresh.empty_count);
	for (int side = 0; side < 2; side++) {
		ck_assert_ptr_eq(inc->values[side], fresh.values[side]);
		for (int c = 0; c < CLS_COUNT; c++)
			ck_assert_int_eq(inc->count[side][c], fresh.count[side][c]);
	}
	for (int y = 0; y < inc->height; y++)
		for (int x = 0; x < inc->width; x++) {
			int cell = position_cell(inc, x, y);
			const eval_cell *a = &inc->cells[cell], *b = &fresh.cells[cell];
			ck_assert_int_eq(a->state, b->state);
			ck_assert_int_eq(a->near, b->near);
			ck_assert_int_eq(a->slot >= 0, b->slot >= 0);
			if (a->state == LINE_EMPTY)
				for (int side = 0; side < 2; side++) {
					ck_assert_int_eq(side_patterns(a->patterns, side),
							 side_patterns(b->patterns, side));
					ck_assert_int_eq(a->cls[side], b->cls[side]);
				}
		}
	ck_assert_int_eq(inc->candidate_count, fresh.candidate_count);
	/*
	 * The evaluation is the class counts times each side's table, plus the
	 * mover's value of the threat mask: the kinds of threat each side's
	 * classes make, the mover's in the low bits, then each side's plenty
	 * (enough cells of the classes that count towards one).
	 */
	int own = side_of(inc->to_move), sum = 0, mask = 0;
	int plenty_cells[2][1 << THREAT_PLENTY_BITS] = { { 0 } };
	for (int c = 0; c < CLS_COUNT; c++) {
		sum += inc->count[own][c] * inc->values[own]->to_move[c] -
		       inc->count[!own][c] * inc->values[!own]->waiting[c];
		if (inc->count[own][c])
			mask |= class_threat_kinds[c];
		if (inc->count[!own][c])
			mask |= class_threat_kinds[c] << THREAT_KIND_BITS;
		plenty_cells[0][class_threat_plenty[c]] += inc->count[own][c];
		plenty_cells[1][class_threat_plenty[c]] += inc->count[!own][c];
	}
	for (int side = 0; side < 2; side++)
		for (int plenty = THREAT_MANY_FOURS; plenty <= THREAT_MANY_THREES; plenty <<= 1)
			if (plenty_cells[side][plenty] >= threat_plenty_cells(plenty))
				mask |= plenty << (THREAT_PLENTY_SHIFT + side * THREAT_PLENTY_BITS);
	ck_assert_int_lt(mask, THREAT_MASKS);
	ck_assert_ptr_eq(inc->threats[own], fresh.threats[own]);
	ck_assert_int_eq(position_evaluate(inc), sum + inc->threats[own]->value[mask]);
	position_free(&fresh);
}

/* For every empty cell and colour: a five in the patterns iff the board's rules see a win. */
static int assert_fives_agree(const position *pos, const gmk_board *board)
{
	int fouls = 0;
	gmk_board *probe = NULL;
	ck_assert_int_eq(gmk_board_clone(&probe, board), GMK_OK);
	for (int y = 0; y < pos->height; y++)
		for (int x = 0; x < pos->width; x++) {
			int cell = position_cell(pos, x, y);
			if (pos->cells[cell].state != LINE_EMPTY)
				continue;
			for (gmk_color c = GMK_BLACK; c <= GMK_WHITE; c++) {
				backend_set(probe->store, x, y, c);
				int wins = rules_winning_row(probe->store, pos->rule, pos->win_length, x, y, c,
							     NULL, NULL);
				backend_clear(probe->store, x, y);
				ck_assert_msg(wins == (position_class(pos, cell, c) == CLS_FIVE),
					      "(%d,%d) colour %d: rules %d, class %d", x, y, c, wins,
					      position_class(pos, cell, c));
			}
			if (pos->rule == GMK_RULE_RENJU) {
				/* The class marks every foul, and the exact reading agrees with the board. */
				int foul = gmk_board_foul(board, x, y) != GMK_FOUL_NONE;
				fouls += foul;
				ck_assert_int_eq(foul, position_is_foul(pos, cell));
				if (foul)
					ck_assert_int_eq(position_class(pos, cell, GMK_BLACK), CLS_FORBIDDEN);
			}
		}
	gmk_board_free(probe);
	return fouls;
}

/* A random empty cell, usually near the stones so that lines fill up. */
static int random_cell(const position *pos, uint64_t *rng)
{
	if (pos->candidate_count && test_random(rng) % 8)
		return pos->candidates[test_random(rng) % (uint64_t)pos->candidate_count];
	for (;;) {
		int x = (int)(test_random(rng) % (uint64_t)pos->width);
		int y = (int)(test_random(rng) % (uint64_t)pos->height);
		int cell = position_cell(pos, x, y);
		if (pos->cells[cell].state == LINE_EMPTY)
			return cell;
	}
}

START_TEST(incremental_matches_rebuild_and_rules)
{
	const variant *v = &variants[_i];
	uint64_t rng = 1234 + (uint64_t)_i;
	int fouls = 0;
	for (int game = 0; game < 2; game++) {
		gmk_board *board = new_board(v);
		position pos;
		ck_assert_int_eq(position_init(&pos, board), GMK_OK);
		int cells = v->width * v->height;
		for (int step = 0; step < cells + 20 && pos.empty_count > 0; step++) {
			if (pos.move_count > 0 && test_random(&rng) % 5 == 0) {
				position_undo(&pos);
				ck_assert_int_eq(gmk_board_undo(board), GMK_OK);
			} else {
				int cell = random_cell(&pos, &rng);
				gmk_point p = position_point(&pos, cell);
				int status = gmk_board_play(board, p.x, p.y);
				if (status == GMK_EFORBIDDEN)
					continue; /* renju: black may not play a foul here */
				ck_assert_int_eq(status, GMK_OK);
				if (gmk_board_is_over(board)) {
					ck_assert_int_eq(gmk_board_undo(board), GMK_OK);
					break;
				}
				/* What the search prefetches with: the hash the move will make. */
				uint64_t predicted = position_hash_after(&pos, cell);
				ck_assert_int_eq(position_play(&pos, cell), GMK_OK);
				ck_assert_uint_eq(pos.hash, predicted);
			}
			/* Rebuilds cost a board's worth of patterns: spaced out on big boards. */
			if (cells <= 225 || step % 4 == 0)
				assert_same(&pos, board);
			if (step % 4 == 0)
				fouls += assert_fives_agree(&pos, board);
		}
		position_free(&pos);
		gmk_board_free(board);
	}
	if (v->rule == GMK_RULE_RENJU)
		ck_assert_int_gt(fouls, 10); /* the foul checks above did meet fouls */
}
END_TEST

/* Black's pattern at (x, y) along the row. */
static int row_pattern(const position *pos, int x, int y)
{
	return position_pattern(pos, position_cell(pos, x, y), GMK_BLACK, GMK_DIR_HORIZONTAL);
}

START_TEST(known_shapes)
{
	/* One-row boards are not allowed (3 is the minimum), so pad with empty rows. */
	static const char *three[] = { "...........", "...XXX.....", "..........." };
	gmk_board *b = DIAGRAM(three, 5, GMK_RULE_FREESTYLE, GMK_BLACK);
	position pos;
	ck_assert_int_eq(position_init(&pos, b), GMK_OK);
	ck_assert_int_eq(row_pattern(&pos, 2, 1), PAT_OPEN_FOUR);
	ck_assert_int_eq(row_pattern(&pos, 6, 1), PAT_OPEN_FOUR);
	ck_assert_int_eq(row_pattern(&pos, 1, 1), PAT_FOUR);
	ck_assert_int_eq(row_pattern(&pos, 7, 1), PAT_FOUR);
	ck_assert_int_eq(row_pattern(&pos, 8, 1), PAT_CLOSED_THREE);
	ck_assert_int_eq(position_class(&pos, position_cell(&pos, 2, 1), GMK_BLACK), CLS_FLEX4);
	ck_assert_int_eq(position_class(&pos, position_cell(&pos, 2, 1), GMK_WHITE), CLS_NONE);
	ck_assert_int_eq(pos.count[0][CLS_FLEX4], 2);
	position_free(&pos);
	gmk_board_free(b);

	static const char *capped[] = { "...........", ".OXXX......", "..........." };
	b = DIAGRAM(capped, 5, GMK_RULE_FREESTYLE, GMK_BLACK);
	ck_assert_int_eq(position_init(&pos, b), GMK_OK);
	ck_assert_int_eq(row_pattern(&pos, 5, 1), PAT_FOUR);
	ck_assert_int_eq(row_pattern(&pos, 6, 1), PAT_FOUR);
	ck_assert_int_eq(row_pattern(&pos, 7, 1), PAT_CLOSED_THREE);
	position_free(&pos);
	gmk_board_free(b);

	static const char *two[] = { "...........", "....XX.....", "..........." };
	b = DIAGRAM(two, 5, GMK_RULE_FREESTYLE, GMK_BLACK);
	ck_assert_int_eq(position_init(&pos, b), GMK_OK);
	ck_assert_int_eq(row_pattern(&pos, 6, 1), PAT_OPEN_THREE);
	ck_assert_int_eq(row_pattern(&pos, 3, 1), PAT_OPEN_THREE);
	ck_assert_int_eq(row_pattern(&pos, 7, 1), PAT_OPEN_THREE);
	position_free(&pos);
	gmk_board_free(b);

	/* XXXX.X: a five under freestyle, an overline under standard, split fours apart. */
	static const char *six[] = { "...........", ".XXXX.X....", "..........." };
	b = DIAGRAM(six, 5, GMK_RULE_FREESTYLE, GMK_BLACK);
	ck_assert_int_eq(position_init(&pos, b), GMK_OK);
	ck_assert_int_eq(row_pattern(&pos, 5, 1), PAT_FIVE);
	position_free(&pos);
	gmk_board_free(b);
	b = DIAGRAM(six, 5, GMK_RULE_STANDARD, GMK_BLACK);
	ck_assert_int_eq(position_init(&pos, b), GMK_OK);
	ck_assert_int_eq(row_pattern(&pos, 5, 1), PAT_OVERLINE);
	ck_assert_int_eq(row_pattern(&pos, 0, 1), PAT_FIVE);
	position_free(&pos);
	gmk_board_free(b);

	static const char *split[] = { "...........", "XXX.X.XXX..", "..........." };
	b = DIAGRAM(split, 5, GMK_RULE_STANDARD, GMK_BLACK);
	ck_assert_int_eq(position_init(&pos, b), GMK_OK);
	/* X at 4 with both gaps completing a five: two fours in one line. */
	ck_assert_int_eq(position_class(&pos, position_cell(&pos, 3, 1), GMK_BLACK), CLS_FIVE);
	position_free(&pos);
	gmk_board_free(b);

	/*
	 * Regression (API-sequence fuzzer): X.XXX.X made at (4,1) has two
	 * completions around a solid XXX, but they complete two different fives:
	 * two fours in one line, a renju foul for black, not an open four.
	 */
	static const char *split_three[] = { "...............", "..X..XX.X......", "..............." };
	b = DIAGRAM(split_three, 5, GMK_RULE_RENJU, GMK_BLACK);
	ck_assert_int_eq(position_init(&pos, b), GMK_OK);
	ck_assert_int_eq(position_pattern(&pos, position_cell(&pos, 4, 1), GMK_BLACK, 0),
			 PAT_DOUBLE_FOUR_LINE);
	ck_assert_int_eq(position_class(&pos, position_cell(&pos, 4, 1), GMK_BLACK), CLS_FORBIDDEN);
	ck_assert_int_eq(gmk_board_foul(b, 4, 1), GMK_FOUL_DOUBLE_FOUR);
	position_free(&pos);
	gmk_board_free(b);

	/* Caro: a five capped by the opponent at both ends does not win; the edge is no cap. */
	static const char *caro[] = { ".........", "OXXXX.O..", ".........", "XXXX.O..." };
	b = DIAGRAM(caro, 5, GMK_RULE_CARO, GMK_WHITE);
	ck_assert_int_eq(position_init(&pos, b), GMK_OK);
	ck_assert_int_eq(row_pattern(&pos, 5, 1), PAT_NONE);
	ck_assert_int_eq(row_pattern(&pos, 4, 3), PAT_FIVE);
	position_free(&pos);
	gmk_board_free(b);

	/* Tic-tac-toe: two in a row with one free end is a "four" for k = 3. */
	static const char *ttt[] = { "XX.", "...", "O.." };
	b = DIAGRAM(ttt, 3, GMK_RULE_FREESTYLE, GMK_WHITE);
	ck_assert_int_eq(position_init(&pos, b), GMK_OK);
	ck_assert_int_eq(position_class(&pos, position_cell(&pos, 2, 0), GMK_BLACK), CLS_FIVE);
	/* (1,1) lines white up on the anti-diagonal with (2,0) still free; (0,1) is boxed in. */
	ck_assert(class_makes_four(position_class(&pos, position_cell(&pos, 1, 1), GMK_WHITE)));
	ck_assert_int_eq(position_pattern(&pos, position_cell(&pos, 0, 1), GMK_WHITE, GMK_DIR_VERTICAL),
			 PAT_NONE);
	position_free(&pos);
	gmk_board_free(b);
}
END_TEST

/*
 * Each rule and colour gets its tables when the position is built; other win
 * lengths the hand one and no threat values.
 */
START_TEST(tables_per_rule_and_colour)
{
	static const struct {
		gmk_rule rule;
		int k;
		const class_values *black, *white;
		const threat_values *black_threats, *white_threats;
	} cases[] = {
		{ GMK_RULE_FREESTYLE, 5, &tuned_freestyle, &tuned_freestyle, &threat_freestyle,
		  &threat_freestyle },
		{ GMK_RULE_STANDARD, 5, &tuned_standard, &tuned_standard, &threat_values_none,
		  &threat_values_none },
		{ GMK_RULE_RENJU, 5, &tuned_renju_black, &tuned_renju_white, &threat_renju_black,
		  &threat_renju_white },
		{ GMK_RULE_CARO, 5, &tuned_caro, &tuned_caro, &threat_values_none, &threat_values_none },
		{ GMK_RULE_CARO_EXACT, 5, &tuned_caro, &tuned_caro, &threat_values_none,
		  &threat_values_none },
		{ GMK_RULE_FREESTYLE, 6, &class_values_hand, &class_values_hand, &threat_values_none,
		  &threat_values_none },
		{ GMK_RULE_STANDARD, 4, &class_values_hand, &class_values_hand, &threat_values_none,
		  &threat_values_none },
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		variant v = { 15, 15, cases[i].k, cases[i].rule };
		gmk_board *b = new_board(&v);
		position pos;
		ck_assert_int_eq(position_init(&pos, b), GMK_OK);
		ck_assert_ptr_eq(pos.values[0], cases[i].black);
		ck_assert_ptr_eq(pos.values[1], cases[i].white);
		ck_assert_ptr_eq(pos.threats[0], cases[i].black_threats);
		ck_assert_ptr_eq(pos.threats[1], cases[i].white_threats);
		position_free(&pos);
		gmk_board_free(b);
	}
	/* Renju's black and white tables differ (black's fouls), or one table would do. */
	ck_assert(memcmp(&tuned_renju_black, &tuned_renju_white, sizeof(class_values)) != 0);
	ck_assert(memcmp(&threat_renju_black, &threat_renju_white, sizeof(threat_values)) != 0);
	ck_assert(memcmp(&threat_renju_black, &threat_values_none, sizeof(threat_values)) != 0);
	/* The fitted tables give the plenty bits values of their own. */
	const threat_values *fitted[] = { &threat_freestyle, &threat_renju_black, &threat_renju_white };
	for (size_t i = 0; i < sizeof(fitted) / sizeof(fitted[0]); i++) {
		int plenty_values = 0;
		for (int mask = 1 << THREAT_PLENTY_SHIFT; mask < THREAT_MASKS; mask++)
			plenty_values += fitted[i]->value[mask] != 0;
		ck_assert_int_gt(plenty_values, 0);
	}
}
END_TEST

/*
 * The combination of four line patterns (what tools/tune fits values for):
 * dense indices, every one reached, the same for any order of the
 * directions, and the cell class a function of it.
 */
START_TEST(line_combinations)
{
	uint64_t rng = 99;
	const uint16_t *combo = line_combo_table();
	for (int renju_black = 0; renju_black < 2; renju_black++) {
		const uint8_t *classes = cell_class_table(renju_black);
		for (int n = 0; n < 5000; n++) {
			unsigned key = 0;
			for (int d = 0; d < 4; d++)
				key |= (unsigned)(test_random(&rng) % PAT_COUNT) << (PATTERN_BITS * d);
			int c = combo[key];
			ck_assert_int_lt(c, COMBO_COUNT);
			ck_assert_int_eq(combo[line_combo_key(c)], c);
			ck_assert_int_eq(classes[line_combo_key(c)], classes[key]);
			unsigned rotated = (key >> PATTERN_BITS | key << (3 * PATTERN_BITS)) & 0xFFFFu;
			unsigned swapped = (key & 0xFF00u) | (key & 0xFu) << PATTERN_BITS | (key >> PATTERN_BITS & 0xFu);
			ck_assert_int_eq(combo[rotated], c);
			ck_assert_int_eq(combo[swapped], c);
		}
	}
	static unsigned char seen[COMBO_COUNT];
	for (unsigned key = 0; key < (1u << CLASS_KEY_BITS); key++)
		seen[combo[key]] = 1;
	for (int c = 0; c < COMBO_COUNT; c++)
		ck_assert_msg(seen[c], "combination %d never reached", c);
	ck_assert_int_eq(combo[0], 0);
	ck_assert_int_eq(line_combo_key(COMBO_COUNT), 0);
}
END_TEST

START_TEST(eval_api_bad_input)
{
	gmk_board *b = NULL;
	ck_assert_int_eq(gmk_board_new(&b, NULL), GMK_OK);
	int score = 7;
	int scores[225];
	ck_assert_fails(gmk_board_evaluate(NULL, &score), GMK_EINVAL);
	ck_assert_fails(gmk_board_evaluate(b, NULL), GMK_EINVAL);
	ck_assert_int_eq(score, 7);
	ck_assert_fails(gmk_board_move_scores(NULL, scores, 225), GMK_EINVAL);
	ck_assert_fails(gmk_board_move_scores(b, NULL, 225), GMK_EINVAL);
	scores[0] = 42;
	ck_assert_fails(gmk_board_move_scores(b, scores, 224), GMK_EBUFFER);
	ck_assert_int_eq(scores[0], 42);
	gmk_board_free(b);
}
END_TEST

START_TEST(eval_api_scores)
{
	static const char *rows[] = {
		"...............", "...............", "...............", "...............",
		"...............", "......O........", "......O........", "...XXXX........",
		"......O........", "...............", "...............", "...............",
		"...............", "...............", "...............",
	};
	gmk_board *b = DIAGRAM(rows, 5, GMK_RULE_FREESTYLE, GMK_BLACK);
	int scores[225];
	ck_assert_int_eq(gmk_board_move_scores(b, scores, 225), GMK_OK);
	ck_assert_int_eq(scores[7 * 15 + 3], GMK_SCORE_NONE); /* occupied */
	int best = 0;
	for (int i = 1; i < 225; i++)
		if (scores[i] > scores[best])
			best = i;
	/* Either end wins, and nothing else comes close. */
	ck_assert(best == 7 * 15 + 2 || best == 7 * 15 + 7);
	ck_assert_int_gt(scores[7 * 15 + 2], 100 * scores[8 * 15 + 7]);
	ck_assert_int_gt(scores[7 * 15 + 7], 100 * scores[8 * 15 + 7]);
	int black_view, white_view;
	ck_assert_int_eq(gmk_board_evaluate(b, &black_view), GMK_OK);
	gmk_board_free(b);
	b = DIAGRAM(rows, 5, GMK_RULE_FREESTYLE, GMK_WHITE);
	ck_assert_int_eq(gmk_board_evaluate(b, &white_view), GMK_OK);
	ck_assert_int_gt(black_view, 0);
	ck_assert_int_lt(white_view, 0);
	/* A finished game scores as won or lost for the side to move. */
	ck_assert_int_eq(gmk_board_play(b, 6, 4), GMK_OK);
	ck_assert_int_eq(gmk_board_play(b, 7, 7), GMK_OK);
	ck_assert_int_eq(gmk_board_is_over(b), 1);
	ck_assert_int_eq(gmk_board_evaluate(b, &white_view), GMK_OK);
	ck_assert_int_eq(white_view, -GMK_SCORE_WIN);
	ck_assert_int_eq(gmk_board_move_scores(b, scores, 225), GMK_OK);
	for (int i = 0; i < 225; i++)
		ck_assert_int_eq(scores[i], GMK_SCORE_NONE);
	gmk_board_free(b);
}
END_TEST

Suite *make_suite(void)
{
	Suite *s = suite_create("eval");
	TCase *tc = gmk_tcase("eval");
	tcase_add_loop_test(tc, incremental_matches_rebuild_and_rules, 0, VARIANTS);
	tcase_add_test(tc, known_shapes);
	tcase_add_test(tc, tables_per_rule_and_colour);
	tcase_add_test(tc, line_combinations);
	tcase_add_test(tc, eval_api_bad_input);
	tcase_add_test(tc, eval_api_scores);
	suite_add_tcase(s, tc);
	return s;
}

GMK_CHECK_MAIN
