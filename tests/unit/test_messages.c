/* SPDX-License-Identifier: MIT */
/* gmk_last_error_message(): the words behind each status class. */
#include <string.h>

#include "check_compat.h"
#include "gomoku.h"

/* The call fails with status and the message is exactly `expected`. */
#define ck_assert_message(call, status, expected)                                           \
	do {                                                                                \
		ck_assert_fails(call, status);                                              \
		ck_assert_str_eq(gmk_last_error_message(), expected);                       \
	} while (0)

static gmk_board *renju_board(void)
{
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.rule = GMK_RULE_RENJU;
	gmk_board *b = NULL;
	ck_assert_int_eq(gmk_board_new(&b, &o), GMK_OK);
	return b;
}

START_TEST(invalid_argument)
{
	ck_assert_message(gmk_board_play(NULL, 0, 0), GMK_EINVAL, "board is NULL");
	gmk_board *b = renju_board();
	gmk_pattern p[GMK_DIRECTIONS];
	ck_assert_message(gmk_board_patterns(b, 1, 1, GMK_EMPTY, p), GMK_EINVAL,
			  "color 0 is neither black nor white");
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.rule = (gmk_rule)9;
	gmk_board *none = NULL;
	ck_assert_message(gmk_board_new(&none, &o), GMK_EINVAL, "rule 9 is not a gmk_rule");
	gmk_board_free(b);
}
END_TEST

START_TEST(out_of_range)
{
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.width = 2;
	gmk_board *b = NULL;
	ck_assert_message(gmk_board_new(&b, &o), GMK_ERANGE, "width 2 is below the minimum 3");
	o.width = 15;
	o.rule = GMK_RULE_RENJU;
	o.win_length = 6;
	ck_assert_message(gmk_board_new(&b, &o), GMK_ERANGE, "win_length 6: renju needs 5");
	gmk_engine_options eo = GMK_ENGINE_OPTIONS_INIT;
	eo.threads = 1000;
	gmk_engine *e = NULL;
	ck_assert_message(gmk_engine_new(&e, &eo), GMK_ERANGE, "threads 1000 is above the maximum 256");
	ck_assert_ptr_null(b);
	ck_assert_ptr_null(e);
}
END_TEST

START_TEST(off_board_and_occupied)
{
	gmk_board *b = renju_board();
	ck_assert_message(gmk_board_play(b, 15, 3), GMK_EOFFBOARD, "(15, 3) is off the 15x15 board");
	ck_assert_int_eq(gmk_board_play(b, 7, 7), GMK_OK);
	ck_assert_message(gmk_board_play(b, 7, 7), GMK_EOCCUPIED, "h8 is occupied by black");
	ck_assert_message(gmk_board_foul(b, 7, 7), GMK_EOCCUPIED,
			  "h8 is occupied by black: the query is about an empty point");
	gmk_point p;
	ck_assert_message(gmk_point_from_rif("p3", 15, 15, &p), GMK_EOFFBOARD,
			  "(15, 12) is off the 15x15 board");
	gmk_board_free(b);
}
END_TEST

START_TEST(forbidden_names_the_lines)
{
	gmk_board *b = renju_board();
	/* Black f8 g8 (a row) and h9 h10 (a column): h8 makes two open threes. */
	const gmk_stone stones[] = {
		{ 5, 7, GMK_BLACK }, { 6, 7, GMK_BLACK }, { 7, 6, GMK_BLACK }, { 7, 5, GMK_BLACK },
		{ 0, 0, GMK_WHITE }, { 14, 0, GMK_WHITE }, { 0, 14, GMK_WHITE }, { 14, 14, GMK_WHITE },
	};
	ck_assert_int_eq(gmk_board_setup(b, stones, 8, GMK_BLACK), GMK_OK);
	ck_assert_message(gmk_board_play(b, 7, 7), GMK_EFORBIDDEN,
			  "h8 is forbidden for black: double-three (f8-h8 and h8-h10)");
	ck_assert_int_eq(gmk_board_at(b, 7, 7), GMK_EMPTY);
	gmk_board_free(b);
}
END_TEST

START_TEST(no_legal_move)
{
	/* 6x6 renju, full but for d6, where black's only move would be an overline. */
	static const char *const rows[] = { "XXX.XX", "OOOXOX", "OOXOOO",
					    "OOXXXO", "XXOXOX", "OOOXOX" };
	gmk_stone stones[36];
	size_t n = 0;
	for (int y = 0; y < 6; y++)
		for (int x = 0; x < 6; x++)
			if (rows[y][x] != '.')
				stones[n++] = (gmk_stone){ x, y, rows[y][x] == 'X' ? GMK_BLACK : GMK_WHITE };
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.width = o.height = 6;
	o.rule = GMK_RULE_RENJU;
	gmk_board *b = NULL;
	ck_assert_int_eq(gmk_board_new(&b, &o), GMK_OK);
	ck_assert_int_eq(gmk_board_setup(b, stones, n, GMK_BLACK), GMK_OK);
	ck_assert_int_eq(gmk_board_is_over(b), 0);
	ck_assert_message(gmk_board_play(b, 3, 0), GMK_EFORBIDDEN,
			  "d6 is forbidden for black: overline (a6-f6)");
	gmk_engine *e = NULL;
	ck_assert_int_eq(gmk_engine_new(&e, NULL), GMK_OK);
	gmk_search_result r = GMK_SEARCH_RESULT_INIT;
	ck_assert_message(gmk_engine_search(e, b, NULL, &r), GMK_ENOMOVE,
			  "no legal move to search: every empty point is forbidden for black");
	gmk_engine_free(e);
	gmk_board_free(b);
}
END_TEST

START_TEST(game_over_undo_redo)
{
	gmk_board *b = renju_board();
	ck_assert_message(gmk_board_undo(b), GMK_ENOUNDO, "nothing to undo: no move since the start");
	ck_assert_message(gmk_board_redo(b), GMK_ENOREDO,
			  "nothing to redo: no move has been undone since the last one played");
	for (int i = 0; i < 5; i++) {
		ck_assert_int_eq(gmk_board_play(b, i, 0), GMK_OK);
		if (i < 4)
			ck_assert_int_eq(gmk_board_play(b, i, 2), GMK_OK);
	}
	ck_assert_message(gmk_board_play(b, 9, 9), GMK_EGAMEOVER,
			  "the game is over: black has won (five)");
	gmk_engine *e = NULL;
	ck_assert_int_eq(gmk_engine_new(&e, NULL), GMK_OK);
	gmk_search_result r = GMK_SEARCH_RESULT_INIT;
	ck_assert_message(gmk_engine_search(e, b, NULL, &r), GMK_EGAMEOVER,
			  "the game is over: black has won (five)");
	gmk_engine_free(e);
	gmk_board_free(b);
}
END_TEST

START_TEST(parse_buffer_unsupported_version)
{
	gmk_point p;
	ck_assert_message(gmk_point_from_xy("7;7", 15, 15, &p), GMK_EPARSE,
			  "\"7;7\" is not an \"x,y\" point");
	gmk_board *b = renju_board();
	unsigned char cells[10];
	ck_assert_message(gmk_board_cells(b, cells, sizeof(cells)), GMK_EBUFFER,
			  "cells: size 10 is below the 225 needed");
	const gmk_stone one = { 1, 1, GMK_BLACK };
	ck_assert_int_eq(gmk_board_setup(b, &one, 1, GMK_WHITE), GMK_OK);
	char *psq = NULL;
	ck_assert_message(gmk_record_to_psq(b, NULL, &psq), GMK_EUNSUPPORTED,
			  "PSQ cannot hold a set-up position");
	gmk_result r = GMK_RESULT_INIT;
	r.version = 7;
	ck_assert_message(gmk_board_result(b, &r), GMK_EVERSION,
			  "result version 7 is newer than this library (" GMK_VERSION_STRING
			  " knows 1..1)");
	gmk_board_free(b);
}
END_TEST

Suite *make_suite(void)
{
	Suite *s = suite_create("messages");
	TCase *tc = gmk_tcase("messages");
	tcase_add_test(tc, invalid_argument);
	tcase_add_test(tc, out_of_range);
	tcase_add_test(tc, off_board_and_occupied);
	tcase_add_test(tc, forbidden_names_the_lines);
	tcase_add_test(tc, no_legal_move);
	tcase_add_test(tc, game_over_undo_redo);
	tcase_add_test(tc, parse_buffer_unsupported_version);
	suite_add_tcase(s, tc);
	return s;
}

GMK_CHECK_MAIN
