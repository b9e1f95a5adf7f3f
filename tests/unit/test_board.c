/* SPDX-License-Identifier: MIT */
/* lib/board: options, play/undo/redo, setup, hash, legal moves, results, bad input. */
#include <string.h>

#include "check_compat.h"
#include "gomoku.h"

/* Loop tests run once per backend: _i is 0 for the array, 1 for the bitboard. */
static gmk_backend_kind backend_of(int i)
{
	return i == 0 ? GMK_BACKEND_ARRAY : GMK_BACKEND_BITBOARD;
}

static gmk_board *make(int w, int h, int k, gmk_rule rule, gmk_backend_kind backend)
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

/* Plays "x,y x,y ..." and checks every move succeeds. */
static void play_all(gmk_board *b, const int (*moves)[2], int n)
{
	for (int i = 0; i < n; i++)
		ck_assert_msg(gmk_board_play(b, moves[i][0], moves[i][1]) == GMK_OK,
			      "move %d (%d,%d)", i, moves[i][0], moves[i][1]);
}

static gmk_result result_of(const gmk_board *b)
{
	gmk_result r = GMK_RESULT_INIT;
	ck_assert_int_eq(gmk_board_result(b, &r), GMK_OK);
	return r;
}

START_TEST(options_are_validated)
{
	gmk_board_options o;
	gmk_board *b = (gmk_board *)&o; /* must stay untouched on failure */
	ck_assert_fails(gmk_board_options_init(&o, 99), GMK_EVERSION);
	ck_assert_fails(gmk_board_options_init(NULL, GMK_BOARD_OPTIONS_VERSION), GMK_EINVAL);
	ck_assert_int_eq(gmk_board_options_init(&o, GMK_BOARD_OPTIONS_VERSION), GMK_OK);
	ck_assert_int_eq(o.width, 15);
	ck_assert_fails(gmk_board_new(NULL, &o), GMK_EINVAL);
	o.version = 7;
	ck_assert_fails(gmk_board_new(&b, &o), GMK_EVERSION);
	o.version = GMK_BOARD_OPTIONS_VERSION;
	o.width = 2;
	ck_assert_fails(gmk_board_new(&b, &o), GMK_ERANGE);
	o.width = GMK_MAX_SIZE + 1;
	ck_assert_fails(gmk_board_new(&b, &o), GMK_ERANGE);
	o.width = 15;
	o.height = 0;
	ck_assert_fails(gmk_board_new(&b, &o), GMK_ERANGE);
	o.height = 15;
	o.win_length = 2;
	ck_assert_fails(gmk_board_new(&b, &o), GMK_ERANGE);
	o.win_length = 13;
	ck_assert_fails(gmk_board_new(&b, &o), GMK_ERANGE);
	o.win_length = 6;
	o.rule = GMK_RULE_CARO;
	ck_assert_fails(gmk_board_new(&b, &o), GMK_ERANGE);
	o.win_length = 5;
	o.rule = (gmk_rule)77;
	ck_assert_fails(gmk_board_new(&b, &o), GMK_EINVAL);
	o.rule = GMK_RULE_FREESTYLE;
	o.backend = (gmk_backend_kind)9;
	ck_assert_fails(gmk_board_new(&b, &o), GMK_EINVAL);
	o.backend = GMK_BACKEND_BITBOARD;
	o.width = GMK_BITBOARD_MAX_SIZE + 1;
	ck_assert_fails(gmk_board_new(&b, &o), GMK_ERANGE);
	o.foul_policy = (gmk_foul_policy)5;
	o.width = 15;
	ck_assert_fails(gmk_board_new(&b, &o), GMK_EINVAL);
	ck_assert_ptr_eq(b, (gmk_board *)&o);
}
END_TEST

START_TEST(auto_backend_and_large_boards)
{
	gmk_board_options got = GMK_BOARD_OPTIONS_INIT;
	gmk_board *b = make(15, 15, 5, GMK_RULE_FREESTYLE, GMK_BACKEND_AUTO);
	ck_assert_int_eq(gmk_board_get_options(b, &got), GMK_OK);
	ck_assert_int_eq(got.backend, GMK_BACKEND_BITBOARD);
	gmk_board_free(b);
	b = make(128, 100, 5, GMK_RULE_FREESTYLE, GMK_BACKEND_AUTO);
	ck_assert_int_eq(gmk_board_get_options(b, &got), GMK_OK);
	ck_assert_int_eq(got.backend, GMK_BACKEND_ARRAY);
	ck_assert_int_eq(gmk_board_width(b), 128);
	ck_assert_int_eq(gmk_board_height(b), 100);
	for (int i = 0; i < 5; i++) {
		ck_assert_int_eq(gmk_board_play(b, 120 + i - 4, 99 - i + 4 - 4), GMK_OK);
		if (i < 4)
			ck_assert_int_eq(gmk_board_play(b, i, 0), GMK_OK);
	}
	gmk_result r = result_of(b);
	ck_assert_int_eq(r.winner, GMK_BLACK);
	gmk_board_free(b);
	gmk_board_free(NULL);
}
END_TEST

START_TEST(play_undo_redo)
{
	gmk_board *b = make(15, 15, 5, GMK_RULE_FREESTYLE, backend_of(_i));
	uint64_t empty_hash = gmk_board_hash(b);
	ck_assert_int_eq(gmk_board_to_move(b), GMK_BLACK);
	ck_assert_int_eq(gmk_board_play(b, 7, 7), GMK_OK);
	ck_assert_int_eq(gmk_board_at(b, 7, 7), GMK_BLACK);
	ck_assert_int_eq(gmk_board_to_move(b), GMK_WHITE);
	ck_assert_int_eq(gmk_board_play(b, 8, 7), GMK_OK);
	ck_assert_int_eq(gmk_board_at(b, 8, 7), GMK_WHITE);
	ck_assert_int_eq(gmk_board_move_count(b), 2);
	uint64_t two = gmk_board_hash(b);
	ck_assert_int_eq(gmk_board_undo(b), GMK_OK);
	ck_assert_int_eq(gmk_board_at(b, 8, 7), GMK_EMPTY);
	ck_assert_int_eq(gmk_board_redo_count(b), 1);
	gmk_point p;
	ck_assert_int_eq(gmk_board_redo_at(b, 0, &p), GMK_OK);
	ck_assert(p.x == 8 && p.y == 7);
	ck_assert_int_eq(gmk_board_redo(b), GMK_OK);
	ck_assert_uint_eq(gmk_board_hash(b), two);
	ck_assert_fails(gmk_board_redo(b), GMK_ENOREDO);
	ck_assert_int_eq(gmk_board_move_at(b, 1, &p), GMK_OK);
	ck_assert(p.x == 8 && p.y == 7);
	ck_assert_fails(gmk_board_move_at(b, 2, &p), GMK_ERANGE);
	/* A new move clears the redo stack. */
	ck_assert_int_eq(gmk_board_undo(b), GMK_OK);
	ck_assert_int_eq(gmk_board_play(b, 0, 0), GMK_OK);
	ck_assert_int_eq(gmk_board_redo_count(b), 0);
	ck_assert_fails(gmk_board_redo(b), GMK_ENOREDO);
	ck_assert_int_eq(gmk_board_undo(b), GMK_OK);
	ck_assert_int_eq(gmk_board_undo(b), GMK_OK);
	ck_assert_fails(gmk_board_undo(b), GMK_ENOUNDO);
	ck_assert_uint_eq(gmk_board_hash(b), empty_hash);
	ck_assert_int_eq(gmk_board_stone_count(b), 0);
	gmk_board_free(b);
}
END_TEST

START_TEST(bad_input_changes_nothing)
{
	gmk_board *b = make(15, 15, 5, GMK_RULE_FREESTYLE, backend_of(_i));
	ck_assert_int_eq(gmk_board_play(b, 7, 7), GMK_OK);
	uint64_t h = gmk_board_hash(b);
	ck_assert_fails(gmk_board_play(NULL, 1, 1), GMK_EINVAL);
	ck_assert_fails(gmk_board_play(b, -1, 0), GMK_EOFFBOARD);
	ck_assert_fails(gmk_board_play(b, 0, -1), GMK_EOFFBOARD);
	ck_assert_fails(gmk_board_play(b, 15, 0), GMK_EOFFBOARD);
	ck_assert_fails(gmk_board_play(b, 0, 15), GMK_EOFFBOARD);
	ck_assert_fails(gmk_board_play(b, 7, 7), GMK_EOCCUPIED);
	ck_assert_fails(gmk_board_at(b, 15, 15), GMK_EOFFBOARD);
	ck_assert_fails(gmk_board_at(NULL, 0, 0), GMK_EINVAL);
	ck_assert_fails(gmk_board_undo(NULL), GMK_EINVAL);
	ck_assert_fails(gmk_board_redo(NULL), GMK_EINVAL);
	ck_assert_fails(gmk_board_redo(b), GMK_ENOREDO);
	ck_assert_fails(gmk_board_move_count(NULL), GMK_EINVAL);
	ck_assert_fails(gmk_board_to_move(NULL), GMK_EINVAL);
	ck_assert_fails(gmk_board_move_at(b, 0, NULL), GMK_EINVAL);
	ck_assert_fails(gmk_board_move_at(b, -1, &(gmk_point){ 0, 0 }), GMK_ERANGE);
	gmk_result r = GMK_RESULT_INIT;
	r.version = 99;
	ck_assert_fails(gmk_board_result(b, &r), GMK_EVERSION);
	ck_assert_fails(gmk_board_result(NULL, &r), GMK_EINVAL);
	ck_assert_fails(gmk_board_is_over(NULL), GMK_EINVAL);
	ck_assert_fails(gmk_board_clone(NULL, b), GMK_EINVAL);
	ck_assert_fails(gmk_board_legal_moves(NULL, NULL, 0), GMK_EINVAL);
	ck_assert_fails(gmk_board_legal_moves(b, NULL, 5), GMK_EINVAL);
	unsigned char mask[10];
	ck_assert_fails(gmk_board_legal_mask(b, mask, sizeof(mask)), GMK_EBUFFER);
	ck_assert_uint_eq(gmk_board_hash(NULL), 0);
	ck_assert_uint_eq(gmk_board_hash(b), h);
	ck_assert_int_eq(gmk_board_move_count(b), 1);
	ck_assert_int_eq(gmk_board_to_move(b), GMK_WHITE);
	gmk_board_free(b);
}
END_TEST

START_TEST(freestyle_wins_in_every_direction_at_the_edges)
{
	/* Each row of five runs from a corner or edge, one per direction. */
	static const int rows[4][5][2] = {
		{ { 0, 0 }, { 1, 0 }, { 2, 0 }, { 3, 0 }, { 4, 0 } },          /* top edge */
		{ { 14, 10 }, { 14, 11 }, { 14, 12 }, { 14, 13 }, { 14, 14 } }, /* right edge */
		{ { 10, 10 }, { 11, 11 }, { 12, 12 }, { 13, 13 }, { 14, 14 } }, /* into a corner */
		{ { 0, 14 }, { 1, 13 }, { 2, 12 }, { 3, 11 }, { 4, 10 } },     /* anti-diagonal */
	};
	for (int dir = 0; dir < 4; dir++) {
		gmk_board *b = make(15, 15, 5, GMK_RULE_FREESTYLE, backend_of(_i));
		/* Play the winning stone in the middle of the row last. */
		static const int order[5] = { 0, 1, 3, 4, 2 };
		for (int i = 0; i < 5; i++) {
			const int *m = rows[dir][order[i]];
			ck_assert_int_eq(gmk_board_play(b, m[0], m[1]), GMK_OK);
			if (i < 4) {
				ck_assert_int_eq(gmk_board_is_over(b), 0);
				ck_assert_int_eq(gmk_board_play(b, 6 + i, 6), GMK_OK);
			}
		}
		gmk_result r = result_of(b);
		ck_assert_int_eq(r.state, GMK_STATE_WIN);
		ck_assert_int_eq(r.winner, GMK_BLACK);
		ck_assert_int_eq(r.reason, GMK_REASON_FIVE);
		ck_assert_int_eq(r.line_start.x, rows[dir][0][0]);
		ck_assert_int_eq(r.line_start.y, rows[dir][0][1]);
		ck_assert_int_eq(r.line_end.x, rows[dir][4][0]);
		ck_assert_int_eq(r.line_end.y, rows[dir][4][1]);
		ck_assert_fails(gmk_board_play(b, 5, 5), GMK_EGAMEOVER);
		ck_assert_int_eq(gmk_board_legal_moves(b, NULL, 0), 0);
		/* Undo after a win reopens the game. */
		ck_assert_int_eq(gmk_board_undo(b), GMK_OK);
		ck_assert_int_eq(gmk_board_is_over(b), 0);
		ck_assert_int_eq(gmk_board_redo(b), GMK_OK);
		ck_assert_int_eq(gmk_board_is_over(b), 1);
		gmk_board_free(b);
	}
}
END_TEST

/* Black builds x = 0,1,3,4,5 then fills x = 2 on row 0; white plays on row 2. */
static gmk_board *six_in_a_row(gmk_rule rule, gmk_backend_kind backend)
{
	static const int black[6] = { 0, 1, 3, 4, 5, 2 };
	gmk_board *b = make(15, 15, 5, rule, backend);
	for (int i = 0; i < 6; i++) {
		ck_assert_int_eq(gmk_board_play(b, black[i], 0), GMK_OK);
		if (i < 5)
			ck_assert_int_eq(gmk_board_play(b, 2 * i, 2), GMK_OK);
	}
	return b;
}

START_TEST(overline_wins_freestyle_not_standard)
{
	gmk_board *b = six_in_a_row(GMK_RULE_FREESTYLE, backend_of(_i));
	ck_assert_int_eq(result_of(b).winner, GMK_BLACK);
	ck_assert_int_eq(result_of(b).line_end.x, 5);
	gmk_board_free(b);
	b = six_in_a_row(GMK_RULE_STANDARD, backend_of(_i));
	ck_assert_int_eq(gmk_board_is_over(b), 0);
	ck_assert_int_eq(gmk_board_play(b, 14, 14), GMK_OK); /* play goes on */
	gmk_board_free(b);
}
END_TEST

START_TEST(standard_exact_five_with_overline_elsewhere_wins)
{
	gmk_board *b = make(15, 15, 5, GMK_RULE_STANDARD, backend_of(_i));
	/* Row 7: black x=2,3,4,(5),6,7 makes six; column 5: y=3..6 plus (5,7) makes five. */
	static const int black[][2] = { { 2, 7 }, { 3, 7 }, { 4, 7 }, { 6, 7 }, { 7, 7 },
					{ 5, 3 }, { 5, 4 }, { 5, 5 }, { 5, 6 }, { 5, 7 } };
	for (int i = 0; i < 10; i++) {
		ck_assert_int_eq(gmk_board_play(b, black[i][0], black[i][1]), GMK_OK);
		if (i < 9)
			ck_assert_int_eq(gmk_board_play(b, i, 12 + (i % 3)), GMK_OK);
	}
	gmk_result r = result_of(b);
	ck_assert_int_eq(r.winner, GMK_BLACK);
	ck_assert_int_eq(r.line_start.x, 5);
	ck_assert_int_eq(r.line_start.y, 3);
	gmk_board_free(b);
}
END_TEST

/* Plays black on row y at x0..x0+4 (last stone in the middle), white elsewhere. */
static gmk_board *caro_row(gmk_rule rule, gmk_backend_kind backend, int x0, int cap_left, int cap_right,
			   int extra)
{
	gmk_board *b = make(15, 15, 5, rule, backend);
	int y = 7, spare = 0;
	int whites[2][2];
	int nwhite = 0;
	if (cap_left)
		whites[nwhite][0] = x0 - 1, whites[nwhite++][1] = y;
	if (cap_right)
		whites[nwhite][0] = x0 + 5 + extra, whites[nwhite++][1] = y;
	int len = 5 + extra;
	for (int i = 0; i < len; i++) {
		int x = x0 + (i < len - 1 ? (i < 2 ? i : i + 1) : 2);
		ck_assert_int_eq(gmk_board_play(b, x, y), GMK_OK);
		if (i == len - 1)
			break;
		if (i < nwhite)
			ck_assert_int_eq(gmk_board_play(b, whites[i][0], whites[i][1]), GMK_OK);
		else
			ck_assert_int_eq(gmk_board_play(b, spare++ * 2, 0), GMK_OK);
	}
	return b;
}

START_TEST(caro_blocked_fives)
{
	gmk_backend_kind be = backend_of(_i);
	gmk_board *b = caro_row(GMK_RULE_CARO, be, 3, 1, 1, 0); /* O X X X X X O */
	ck_assert_int_eq(gmk_board_is_over(b), 0);
	gmk_board_free(b);
	b = caro_row(GMK_RULE_CARO, be, 3, 1, 0, 0); /* O X X X X X . */
	ck_assert_int_eq(result_of(b).winner, GMK_BLACK);
	gmk_board_free(b);
	b = caro_row(GMK_RULE_CARO_EXACT, be, 0, 0, 1, 0); /* |X X X X X O: the edge does not block */
	ck_assert_int_eq(result_of(b).winner, GMK_BLACK);
	gmk_board_free(b);
	b = caro_row(GMK_RULE_CARO, be, 3, 1, 1, 1); /* O X X X X X X O: six wins under rule 8 */
	ck_assert_int_eq(result_of(b).winner, GMK_BLACK);
	gmk_board_free(b);
	b = caro_row(GMK_RULE_CARO_EXACT, be, 3, 0, 0, 1); /* six never wins under rule 9 */
	ck_assert_int_eq(gmk_board_is_over(b), 0);
	gmk_board_free(b);
	b = caro_row(GMK_RULE_CARO_EXACT, be, 3, 1, 1, 0);
	ck_assert_int_eq(gmk_board_is_over(b), 0);
	gmk_board_free(b);
}
END_TEST

START_TEST(full_board_draw_tic_tac_toe)
{
	/* X O X / X O O / O X X: nobody has three. */
	static const int moves[9][2] = { { 0, 0 }, { 1, 0 }, { 2, 0 }, { 1, 1 }, { 0, 1 },
					 { 2, 1 }, { 1, 2 }, { 0, 2 }, { 2, 2 } };
	gmk_board *b = make(3, 3, 3, GMK_RULE_FREESTYLE, backend_of(_i));
	play_all(b, moves, 9);
	gmk_result r = result_of(b);
	ck_assert_int_eq(r.state, GMK_STATE_DRAW);
	ck_assert_int_eq(r.reason, GMK_REASON_FULL_BOARD);
	ck_assert_int_eq(r.winner, GMK_EMPTY);
	ck_assert_int_eq(r.line_start.x, -1);
	ck_assert_fails(gmk_board_play(b, 0, 0), GMK_EGAMEOVER);
	gmk_board_free(b);
}
END_TEST

START_TEST(hash_ignores_move_order_and_backend)
{
	static const int a[4][2] = { { 1, 1 }, { 2, 2 }, { 3, 3 }, { 4, 4 } };
	static const int c[4][2] = { { 3, 3 }, { 4, 4 }, { 1, 1 }, { 2, 2 } };
	gmk_board *x = make(15, 15, 5, GMK_RULE_FREESTYLE, GMK_BACKEND_ARRAY);
	gmk_board *y = make(15, 15, 5, GMK_RULE_FREESTYLE, GMK_BACKEND_BITBOARD);
	play_all(x, a, 4);
	play_all(y, c, 4);
	ck_assert_uint_eq(gmk_board_hash(x), gmk_board_hash(y));
	gmk_board_undo(x);
	ck_assert_uint_ne(gmk_board_hash(x), gmk_board_hash(y));
	/* Same stones, different side to move: different hash. */
	gmk_stone s[3] = { { 1, 1, GMK_BLACK }, { 2, 2, GMK_WHITE }, { 3, 3, GMK_BLACK } };
	gmk_board_setup(y, s, 3, GMK_WHITE);
	ck_assert_uint_eq(gmk_board_hash(x), gmk_board_hash(y));
	gmk_board_setup(y, s, 3, GMK_BLACK);
	ck_assert_uint_ne(gmk_board_hash(x), gmk_board_hash(y));
	gmk_board_free(x);
	gmk_board_free(y);
}
END_TEST

START_TEST(setup_validates_and_starts_history)
{
	gmk_board *b = make(15, 15, 5, GMK_RULE_FREESTYLE, backend_of(_i));
	gmk_board_play(b, 0, 0);
	uint64_t h = gmk_board_hash(b);
	gmk_stone bad[2] = { { 1, 1, GMK_BLACK }, { 1, 1, GMK_WHITE } };
	ck_assert_fails(gmk_board_setup(b, bad, 2, GMK_BLACK), GMK_EOCCUPIED);
	bad[1].x = 15;
	ck_assert_fails(gmk_board_setup(b, bad, 2, GMK_BLACK), GMK_EOFFBOARD);
	bad[1].x = 2;
	bad[1].color = GMK_EMPTY;
	ck_assert_fails(gmk_board_setup(b, bad, 2, GMK_BLACK), GMK_EINVAL);
	bad[1].color = GMK_WHITE;
	ck_assert_fails(gmk_board_setup(b, bad, 2, GMK_EMPTY), GMK_EINVAL);
	ck_assert_fails(gmk_board_setup(b, NULL, 2, GMK_BLACK), GMK_EINVAL);
	ck_assert_uint_eq(gmk_board_hash(b), h);
	ck_assert_int_eq(gmk_board_at(b, 0, 0), GMK_BLACK);

	ck_assert_int_eq(gmk_board_setup(b, bad, 2, GMK_WHITE), GMK_OK);
	ck_assert_int_eq(gmk_board_at(b, 0, 0), GMK_EMPTY);
	ck_assert_int_eq(gmk_board_at(b, 2, 1), GMK_WHITE);
	ck_assert_int_eq(gmk_board_to_move(b), GMK_WHITE);
	ck_assert_int_eq(gmk_board_move_count(b), 0);
	ck_assert_int_eq(gmk_board_setup_count(b), 2);
	ck_assert_int_eq(gmk_board_setup_to_move(b), GMK_WHITE);
	gmk_stone s;
	ck_assert_int_eq(gmk_board_setup_at(b, 1, &s), GMK_OK);
	ck_assert(s.x == 2 && s.y == 1 && s.color == GMK_WHITE);
	ck_assert_fails(gmk_board_undo(b), GMK_ENOUNDO);
	ck_assert_int_eq(gmk_board_play(b, 5, 5), GMK_OK);
	ck_assert_int_eq(gmk_board_at(b, 5, 5), GMK_WHITE);
	ck_assert_int_eq(gmk_board_undo(b), GMK_OK);
	ck_assert_fails(gmk_board_undo(b), GMK_ENOUNDO);

	/* A position that already holds a five is over. */
	gmk_stone five[5];
	for (int i = 0; i < 5; i++)
		five[i] = (gmk_stone){ 3 + i, 3 + i, GMK_WHITE };
	ck_assert_int_eq(gmk_board_setup(b, five, 5, GMK_BLACK), GMK_OK);
	ck_assert_int_eq(result_of(b).winner, GMK_WHITE);
	ck_assert_int_eq(gmk_board_reset(b), GMK_OK);
	ck_assert_int_eq(gmk_board_is_over(b), 0);
	ck_assert_int_eq(gmk_board_stone_count(b), 0);
	ck_assert_uint_eq(gmk_board_hash(b), 0);
	gmk_board_free(b);
}
END_TEST

START_TEST(legal_moves_list_and_mask)
{
	gmk_board *b = make(4, 3, 3, GMK_RULE_FREESTYLE, backend_of(_i));
	gmk_board_play(b, 1, 0);
	gmk_board_play(b, 3, 2);
	gmk_point pts[12];
	ck_assert_int_eq(gmk_board_legal_moves(b, NULL, 0), 10);
	ck_assert_int_eq(gmk_board_legal_moves(b, pts, 3), 10); /* truncated, total returned */
	ck_assert_int_eq(gmk_board_legal_moves(b, pts, 12), 10);
	ck_assert(pts[0].x == 0 && pts[0].y == 0);
	ck_assert(pts[1].x == 2 && pts[1].y == 0);
	unsigned char mask[12];
	ck_assert_int_eq(gmk_board_legal_mask(b, mask, sizeof(mask)), 10);
	ck_assert_int_eq(mask[1], 0);
	ck_assert_int_eq(mask[2 * 4 + 3], 0);
	ck_assert_int_eq(mask[0], 1);
	gmk_board_free(b);
}
END_TEST

START_TEST(cells_read_the_whole_position)
{
	gmk_board *b = make(5, 4, 3, GMK_RULE_FREESTYLE, backend_of(_i));
	gmk_board_play(b, 4, 0);
	gmk_board_play(b, 0, 3);
	gmk_board_play(b, 2, 1);
	unsigned char cells[20];
	memset(cells, 9, sizeof(cells));
	ck_assert_int_eq(gmk_board_cells(b, cells, sizeof(cells)), 3);
	for (int y = 0; y < 4; y++)
		for (int x = 0; x < 5; x++)
			ck_assert_int_eq(cells[y * 5 + x], gmk_board_at(b, x, y));
	ck_assert_int_eq(cells[4], GMK_BLACK);
	ck_assert_int_eq(cells[3 * 5], GMK_WHITE);
	gmk_board_free(b);
}
END_TEST

START_TEST(cells_bad_input_writes_nothing)
{
	gmk_board *b = make(5, 4, 3, GMK_RULE_FREESTYLE, backend_of(_i));
	gmk_board_play(b, 1, 1);
	unsigned char cells[20];
	memset(cells, 9, sizeof(cells));
	ck_assert_fails(gmk_board_cells(b, cells, 19), GMK_EBUFFER);
	ck_assert_fails(gmk_board_cells(NULL, cells, sizeof(cells)), GMK_EINVAL);
	ck_assert_fails(gmk_board_cells(b, NULL, sizeof(cells)), GMK_EINVAL);
	for (size_t i = 0; i < sizeof(cells); i++)
		ck_assert_int_eq(cells[i], 9);
	gmk_board_free(b);
}
END_TEST

START_TEST(clone_is_independent)
{
	gmk_board *b = make(15, 15, 5, GMK_RULE_FREESTYLE, backend_of(_i));
	gmk_board_play(b, 7, 7);
	gmk_board_play(b, 8, 8);
	gmk_board_undo(b);
	gmk_board *c = NULL;
	ck_assert_int_eq(gmk_board_clone(&c, b), GMK_OK);
	ck_assert_uint_eq(gmk_board_hash(c), gmk_board_hash(b));
	ck_assert_int_eq(gmk_board_redo(c), GMK_OK);
	ck_assert_int_eq(gmk_board_at(c, 8, 8), GMK_WHITE);
	ck_assert_int_eq(gmk_board_at(b, 8, 8), GMK_EMPTY);
	ck_assert_int_eq(gmk_board_play(b, 1, 1), GMK_OK);
	ck_assert_int_eq(gmk_board_at(c, 1, 1), GMK_EMPTY);
	gmk_board_free(b);
	ck_assert_int_eq(gmk_board_move_count(c), 2);
	gmk_board_free(c);
}
END_TEST

START_TEST(win_length_three_to_twelve)
{
	for (int k = 3; k <= 12; k++) {
		gmk_board *b = make(30, 20, k, GMK_RULE_STANDARD, backend_of(_i));
		for (int i = 0; i < k; i++) {
			ck_assert_int_eq(gmk_board_is_over(b), 0);
			ck_assert_int_eq(gmk_board_play(b, 29 - i, 19 - i), GMK_OK);
			if (i < k - 1)
				ck_assert_int_eq(gmk_board_play(b, i, 0), GMK_OK);
		}
		ck_assert_int_eq(result_of(b).winner, GMK_BLACK);
		gmk_board_free(b);
	}
}
END_TEST

Suite *make_suite(void)
{
	Suite *s = suite_create("board");
	TCase *tc = gmk_tcase("board");
	tcase_add_test(tc, options_are_validated);
	tcase_add_test(tc, auto_backend_and_large_boards);
	tcase_add_test(tc, hash_ignores_move_order_and_backend);
	tcase_add_loop_test(tc, play_undo_redo, 0, 2);
	tcase_add_loop_test(tc, cells_read_the_whole_position, 0, 2);
	tcase_add_loop_test(tc, cells_bad_input_writes_nothing, 0, 2);
	tcase_add_loop_test(tc, bad_input_changes_nothing, 0, 2);
	tcase_add_loop_test(tc, freestyle_wins_in_every_direction_at_the_edges, 0, 2);
	tcase_add_loop_test(tc, overline_wins_freestyle_not_standard, 0, 2);
	tcase_add_loop_test(tc, standard_exact_five_with_overline_elsewhere_wins, 0, 2);
	tcase_add_loop_test(tc, caro_blocked_fives, 0, 2);
	tcase_add_loop_test(tc, full_board_draw_tic_tac_toe, 0, 2);
	tcase_add_loop_test(tc, setup_validates_and_starts_history, 0, 2);
	tcase_add_loop_test(tc, legal_moves_list_and_mask, 0, 2);
	tcase_add_loop_test(tc, clone_is_independent, 0, 2);
	tcase_add_loop_test(tc, win_length_three_to_twelve, 0, 2);
	suite_add_tcase(s, tc);
	return s;
}

GMK_CHECK_MAIN
