/* SPDX-License-Identifier: MIT */
/* lib/batch: batched stepping, masks, planes, playouts and the board's symmetries. */
#include <string.h>

#include "check_compat.h"
#include "gomoku.h"

#define N 15
#define POINTS (N * N)

static gmk_batch *make_batch(int count, gmk_rule rule, int auto_reset, uint64_t seed)
{
	gmk_board_options board = GMK_BOARD_OPTIONS_INIT;
	board.rule = rule;
	gmk_batch_options opts = GMK_BATCH_OPTIONS_INIT;
	opts.count = count;
	opts.auto_reset = auto_reset;
	opts.seed = seed;
	gmk_batch *batch = NULL;
	ck_assert_int_eq(gmk_batch_new(&batch, &board, &opts), GMK_OK);
	return batch;
}

static const gmk_board *board_of(const gmk_batch *batch, int i)
{
	const gmk_board *board = NULL;
	ck_assert_int_eq(gmk_batch_board(batch, i, &board), GMK_OK);
	return board;
}

START_TEST(new_checks_its_arguments)
{
	gmk_batch *batch = (gmk_batch *)1;
	gmk_batch_options opts = GMK_BATCH_OPTIONS_INIT;
	opts.count = 0;
	ck_assert_fails(gmk_batch_new(&batch, NULL, &opts), GMK_ERANGE);
	opts.count = GMK_BATCH_MAX_COUNT + 1;
	ck_assert_fails(gmk_batch_new(&batch, NULL, &opts), GMK_ERANGE);
	opts.count = 2;
	opts.version = 99;
	ck_assert_fails(gmk_batch_new(&batch, NULL, &opts), GMK_EVERSION);
	gmk_board_options board = GMK_BOARD_OPTIONS_INIT;
	board.width = 2;
	opts.version = GMK_BATCH_OPTIONS_VERSION;
	ck_assert_fails(gmk_batch_new(&batch, &board, &opts), GMK_ERANGE);
	ck_assert(batch == (gmk_batch *)1);
	ck_assert_fails(gmk_batch_new(NULL, NULL, NULL), GMK_EINVAL);
	ck_assert_fails(gmk_batch_options_init(&opts, 7), GMK_EVERSION);
	ck_assert_int_eq(gmk_batch_options_init(&opts, GMK_BATCH_OPTIONS_VERSION), GMK_OK);
	ck_assert_int_eq(opts.count, 1);
	ck_assert_int_eq(gmk_batch_new(&batch, NULL, NULL), GMK_OK);
	ck_assert_int_eq(gmk_batch_count(batch), 1);
	const gmk_board *b;
	ck_assert_fails(gmk_batch_board(batch, 1, &b), GMK_ERANGE);
	ck_assert_fails(gmk_batch_board(batch, -1, &b), GMK_ERANGE);
	ck_assert_fails(gmk_batch_count(NULL), GMK_EINVAL);
	gmk_batch_free(batch);
	gmk_batch_free(NULL);
}
END_TEST

START_TEST(step_plays_one_action_per_board)
{
	gmk_batch *batch = make_batch(3, GMK_RULE_FREESTYLE, 0, 1);
	int32_t actions[3] = { 0, 7 * N + 7, GMK_BATCH_PASS };
	int32_t results[3] = { -9, -9, -9 };
	ck_assert_int_eq(gmk_batch_step(batch, actions, 3, results, 3), GMK_OK);
	ck_assert_int_eq(gmk_board_at(board_of(batch, 0), 0, 0), GMK_BLACK);
	ck_assert_int_eq(gmk_board_at(board_of(batch, 1), 7, 7), GMK_BLACK);
	ck_assert_int_eq(gmk_board_move_count(board_of(batch, 2)), 0);
	for (int i = 0; i < 3; i++)
		ck_assert_int_eq(results[i], GMK_BATCH_ONGOING);
	gmk_batch_free(batch);
}
END_TEST

START_TEST(a_refused_action_changes_no_board)
{
	gmk_batch *batch = make_batch(3, GMK_RULE_FREESTYLE, 0, 1);
	int32_t first[3] = { 0, 1, 2 };
	ck_assert_int_eq(gmk_batch_step(batch, first, 3, NULL, 0), GMK_OK);
	uint64_t hashes[3];
	for (int i = 0; i < 3; i++)
		hashes[i] = gmk_board_hash(board_of(batch, i));
	int32_t occupied[3] = { 5, 6, 2 };
	ck_assert_fails(gmk_batch_step(batch, occupied, 3, NULL, 0), GMK_EOCCUPIED);
	ck_assert_ptr_nonnull(strstr(gmk_last_error_message(), "board 2"));
	int32_t off[3] = { POINTS, 6, 7 };
	ck_assert_fails(gmk_batch_step(batch, off, 3, NULL, 0), GMK_EOFFBOARD);
	int32_t negative[3] = { 5, -2, 7 };
	ck_assert_fails(gmk_batch_step(batch, negative, 3, NULL, 0), GMK_EOFFBOARD);
	for (int i = 0; i < 3; i++) {
		ck_assert(gmk_board_hash(board_of(batch, i)) == hashes[i]);
		ck_assert_int_eq(gmk_board_move_count(board_of(batch, i)), 1);
		ck_assert_int_eq(gmk_board_redo_count(board_of(batch, i)), 0);
	}
	ck_assert_fails(gmk_batch_step(batch, first, 2, NULL, 0), GMK_EBUFFER);
	int32_t results[2];
	ck_assert_fails(gmk_batch_step(batch, occupied, 3, results, 2), GMK_EBUFFER);
	ck_assert_fails(gmk_batch_step(NULL, first, 3, NULL, 0), GMK_EINVAL);
	ck_assert_fails(gmk_batch_step(batch, NULL, 3, NULL, 0), GMK_EINVAL);
	gmk_batch_free(batch);
}
END_TEST

/* Black plays (0..4, 0), white (0..3, 1) on board 0; board 1 mirrors nothing. */
static void play_black_five(gmk_batch *batch, int32_t *results)
{
	for (int x = 0; x < 5; x++) {
		int32_t black[2] = { x, GMK_BATCH_PASS };
		ck_assert_int_eq(gmk_batch_step(batch, black, 2, results, 2), GMK_OK);
		if (x == 4)
			break;
		int32_t white[2] = { N + x, GMK_BATCH_PASS };
		ck_assert_int_eq(gmk_batch_step(batch, white, 2, results, 2), GMK_OK);
		ck_assert_int_eq(results[0], GMK_BATCH_ONGOING);
	}
}

START_TEST(a_win_is_reported_and_blocks_further_moves)
{
	gmk_batch *batch = make_batch(2, GMK_RULE_FREESTYLE, 0, 1);
	int32_t results[2];
	play_black_five(batch, results);
	ck_assert_int_eq(results[0], GMK_BATCH_BLACK_WON);
	ck_assert_int_eq(results[1], GMK_BATCH_ONGOING);
	int32_t more[2] = { 100, 100 };
	ck_assert_fails(gmk_batch_step(batch, more, 2, results, 2), GMK_EGAMEOVER);
	int32_t pass[2] = { GMK_BATCH_PASS, 100 };
	ck_assert_int_eq(gmk_batch_step(batch, pass, 2, results, 2), GMK_OK);
	ck_assert_int_eq(results[0], GMK_BATCH_OVER);
	ck_assert_int_eq(gmk_batch_results(batch, results, 2), GMK_OK);
	ck_assert_int_eq(results[0], GMK_BATCH_BLACK_WON);
	unsigned char which[2] = { 1, 0 };
	ck_assert_fails(gmk_batch_reset(batch, which, 1), GMK_EBUFFER);
	ck_assert_int_eq(gmk_batch_reset(batch, which, 2), GMK_OK);
	ck_assert_int_eq(gmk_board_stone_count(board_of(batch, 0)), 0);
	ck_assert_int_eq(gmk_board_stone_count(board_of(batch, 1)), 1);
	ck_assert_int_eq(gmk_batch_reset(batch, NULL, 0), GMK_OK);
	ck_assert_int_eq(gmk_board_stone_count(board_of(batch, 1)), 0);
	gmk_batch_free(batch);
}
END_TEST

START_TEST(auto_reset_reports_then_empties)
{
	gmk_batch *batch = make_batch(2, GMK_RULE_FREESTYLE, 1, 1);
	int32_t results[2];
	play_black_five(batch, results);
	ck_assert_int_eq(results[0], GMK_BATCH_BLACK_WON);
	const gmk_board *b = board_of(batch, 0);
	ck_assert_int_eq(gmk_board_stone_count(b), 0);
	ck_assert_int_eq(gmk_board_is_over(b), 0);
	ck_assert_int_eq(gmk_board_to_move(b), GMK_BLACK);
	gmk_batch_free(batch);
}
END_TEST

/* Black stones at g8, i8, h7, h9 (x,y: (6,7), (8,7), (7,6), (7,8)): h8 = (7,7) is a double three. */
static void setup_double_three(gmk_batch *batch)
{
	int32_t moves[] = { 7 * N + 6, 0, 7 * N + 8, 14, 6 * N + 7, 14 * N, 8 * N + 7, 14 * N + 14 };
	for (size_t i = 0; i < sizeof(moves) / sizeof(moves[0]); i++)
		ck_assert_int_eq(gmk_batch_step(batch, &moves[i], 1, NULL, 0), GMK_OK);
}

START_TEST(renju_fouls_are_refused_and_masked)
{
	gmk_batch *batch = make_batch(1, GMK_RULE_RENJU, 0, 1);
	setup_double_three(batch);
	int32_t foul = 7 * N + 7;
	ck_assert_fails(gmk_batch_step(batch, &foul, 1, NULL, 0), GMK_EFORBIDDEN);
	unsigned char mask[POINTS];
	ck_assert_fails(gmk_batch_masks(batch, mask, POINTS - 1), GMK_EBUFFER);
	ck_assert_int_eq(gmk_batch_masks(batch, mask, POINTS), GMK_OK);
	ck_assert_int_eq(mask[foul], 0);
	ck_assert_int_eq(mask[7 * N + 9], 1);
	ck_assert_int_eq(mask[0], 0);
	unsigned int flags = GMK_PLANE_LAST_MOVE | GMK_PLANE_FORBIDDEN;
	ck_assert_int_eq(gmk_batch_plane_count(flags), 5);
	ck_assert_fails(gmk_batch_plane_count(8), GMK_EINVAL);
	static unsigned char planes[5 * POINTS];
	ck_assert_int_eq(gmk_batch_planes(batch, flags, planes, sizeof(planes)), GMK_OK);
	const unsigned char *own = planes, *other = planes + POINTS, *black = planes + 2 * POINTS;
	const unsigned char *last = planes + 3 * POINTS, *forbidden = planes + 4 * POINTS;
	ck_assert_int_eq(own[7 * N + 6], 1);       /* black to move: black's stones are its own */
	ck_assert_int_eq(other[0], 1);
	ck_assert_int_eq(own[0] + other[7 * N + 6], 0);
	ck_assert_int_eq(black[100], 1);
	ck_assert_int_eq(last[14 * N + 14], 1);
	int ones = 0, forbidden_count = 0;
	for (int p = 0; p < POINTS; p++) {
		ones += last[p];
		forbidden_count += forbidden[p];
	}
	ck_assert_int_eq(ones, 1);
	ck_assert_int_eq(forbidden[foul], 1);
	ck_assert_int_eq(forbidden_count, 1);
	ck_assert_fails(gmk_batch_planes(batch, flags, planes, sizeof(planes) - 1), GMK_EBUFFER);
	gmk_batch_free(batch);
}
END_TEST

START_TEST(random_actions_are_legal_and_seeded)
{
	gmk_batch *a = make_batch(8, GMK_RULE_RENJU, 1, 42);
	gmk_batch *b = make_batch(8, GMK_RULE_RENJU, 1, 42);
	int32_t xa[8], xb[8], results[8];
	int finished = 0;
	for (int ply = 0; ply < 400; ply++) {
		ck_assert_int_eq(gmk_batch_random_actions(a, xa, 8), GMK_OK);
		ck_assert_int_eq(gmk_batch_random_actions(b, xb, 8), GMK_OK);
		ck_assert_mem_eq(xa, xb, sizeof(xa));
		ck_assert_int_eq(gmk_batch_step(a, xa, 8, results, 8), GMK_OK);
		ck_assert_int_eq(gmk_batch_step(b, xb, 8, NULL, 0), GMK_OK);
		for (int i = 0; i < 8; i++)
			finished += results[i] != GMK_BATCH_ONGOING;
	}
	ck_assert_int_gt(finished, 8);
	ck_assert_fails(gmk_batch_random_actions(a, xa, 7), GMK_EBUFFER);
	gmk_batch_free(a);
	gmk_batch_free(b);
}
END_TEST

START_TEST(random_moves_cover_a_nearly_full_board)
{
	/* 3x3, three in a row: the fallback past the rejection tries must still
	 * find the last free points, and every game ends. */
	gmk_board_options board = GMK_BOARD_OPTIONS_INIT;
	board.width = board.height = 3;
	board.win_length = 3;
	gmk_batch_options opts = GMK_BATCH_OPTIONS_INIT;
	opts.count = 64;
	opts.seed = 5;
	gmk_batch *batch;
	ck_assert_int_eq(gmk_batch_new(&batch, &board, &opts), GMK_OK);
	int32_t results[64];
	ck_assert_int_eq(gmk_batch_playout(batch, NULL, NULL, 0, results, 64), GMK_OK);
	int seen[5] = { 0 };
	for (int i = 0; i < 64; i++) {
		ck_assert(results[i] >= GMK_BATCH_BLACK_WON && results[i] <= GMK_BATCH_DRAW);
		seen[results[i]]++;
	}
	ck_assert(seen[GMK_BATCH_BLACK_WON] > 0 && seen[GMK_BATCH_WHITE_WON] > 0);
	gmk_batch_free(batch);
}
END_TEST

START_TEST(playouts_finish_or_stop_at_the_cap)
{
	gmk_batch *batch = make_batch(4, GMK_RULE_STANDARD, 0, 9);
	int32_t results[4];
	ck_assert_int_eq(gmk_batch_playout(batch, NULL, NULL, 10, results, 4), GMK_OK);
	for (int i = 0; i < 4; i++) {
		ck_assert_int_eq(gmk_board_move_count(board_of(batch, i)), 10);
		ck_assert_int_eq(results[i], GMK_BATCH_ONGOING);
	}
	ck_assert_int_eq(gmk_batch_playout(batch, NULL, NULL, 0, results, 4), GMK_OK);
	for (int i = 0; i < 4; i++)
		ck_assert_int_ne(results[i], GMK_BATCH_ONGOING);
	ck_assert_fails(gmk_batch_playout(batch, NULL, NULL, -1, NULL, 0), GMK_ERANGE);
	ck_assert_fails(gmk_batch_playout(batch, NULL, NULL, 0, results, 3), GMK_EBUFFER);
	gmk_batch_free(batch);
}
END_TEST

START_TEST(engine_playouts_and_actions)
{
	gmk_board_options board = GMK_BOARD_OPTIONS_INIT;
	board.width = board.height = 9;
	gmk_batch_options opts = GMK_BATCH_OPTIONS_INIT;
	opts.count = 2;
	gmk_batch *batch;
	ck_assert_int_eq(gmk_batch_new(&batch, &board, &opts), GMK_OK);
	gmk_engine *engine;
	ck_assert_int_eq(gmk_engine_new(&engine, NULL), GMK_OK);
	gmk_search_limits limits = GMK_SEARCH_LIMITS_INIT;
	limits.depth = 2;
	/* Black's open four on board 0: the engine must complete the five. */
	int32_t moves[][2] = { { 3 * 9 + 2, 0 }, { 0, 80 }, { 3 * 9 + 3, 1 }, { 8, 79 },
			       { 3 * 9 + 4, 2 }, { 72, 78 }, { 3 * 9 + 5, 3 }, { 80, 77 } };
	for (int i = 0; i < 8; i++)
		ck_assert_int_eq(gmk_batch_step(batch, moves[i], 2, NULL, 0), GMK_OK);
	int32_t actions[2];
	ck_assert_int_eq(gmk_batch_engine_actions(batch, engine, &limits, actions, 2), GMK_OK);
	ck_assert(actions[0] == 3 * 9 + 1 || actions[0] == 3 * 9 + 6);
	ck_assert_fails(gmk_batch_engine_actions(batch, NULL, &limits, actions, 2), GMK_EINVAL);
	int32_t results[2];
	ck_assert_int_eq(gmk_batch_playout(batch, engine, &limits, 0, results, 2), GMK_OK);
	ck_assert_int_eq(results[0], GMK_BATCH_BLACK_WON);
	ck_assert_int_ne(results[1], GMK_BATCH_ONGOING);
	gmk_engine_free(engine);
	gmk_batch_free(batch);
}
END_TEST

START_TEST(symmetries_of_points)
{
	gmk_point p = { 1, 2 }, q;
	const gmk_point want[GMK_SYMMETRIES] = { { 1, 2 }, { 12, 1 }, { 13, 12 }, { 2, 13 },
						 { 13, 2 }, { 1, 12 }, { 2, 1 }, { 12, 13 } };
	for (int s = 0; s < GMK_SYMMETRIES; s++) {
		ck_assert_int_eq(gmk_symmetry_point((gmk_symmetry)s, N, N, p, &q), GMK_OK);
		ck_assert_msg(q.x == want[s].x && q.y == want[s].y, "symmetry %d: (%d,%d)", s, q.x, q.y);
		gmk_point back;
		int inv = gmk_symmetry_inverse((gmk_symmetry)s);
		ck_assert_int_eq(gmk_symmetry_point((gmk_symmetry)inv, N, N, q, &back), GMK_OK);
		ck_assert(back.x == p.x && back.y == p.y);
	}
	ck_assert_fails(gmk_symmetry_point(GMK_SYM_ROTATE_90, 15, 9, p, &q), GMK_EUNSUPPORTED);
	ck_assert_int_eq(gmk_symmetry_point(GMK_SYM_MIRROR_Y, 15, 9, p, &q), GMK_OK);
	ck_assert(q.x == 1 && q.y == 6);
	ck_assert_fails(gmk_symmetry_point((gmk_symmetry)8, N, N, p, &q), GMK_EINVAL);
	ck_assert_fails(gmk_symmetry_point(GMK_SYM_IDENTITY, N, N, (gmk_point){ 15, 0 }, &q), GMK_EOFFBOARD);
	ck_assert_fails(gmk_symmetry_point(GMK_SYM_IDENTITY, 2, N, p, &q), GMK_ERANGE);
	ck_assert_fails(gmk_symmetry_inverse((gmk_symmetry)-1), GMK_EINVAL);
}
END_TEST

START_TEST(symmetries_of_grids_and_boards)
{
	gmk_board *board;
	ck_assert_int_eq(gmk_board_new(&board, NULL), GMK_OK);
	const gmk_point moves[] = { { 1, 2 }, { 7, 7 }, { 3, 0 } };
	for (int i = 0; i < 3; i++)
		ck_assert_int_eq(gmk_board_play(board, moves[i].x, moves[i].y), GMK_OK);
	unsigned char cells[2 * POINTS], mapped[2 * POINTS], want[POINTS];
	gmk_board_cells(board, cells, POINTS);
	gmk_board_legal_mask(board, cells + POINTS, POINTS);
	for (int s = 0; s < GMK_SYMMETRIES; s++) {
		gmk_board *t;
		ck_assert_int_eq(gmk_board_transform(&t, board, (gmk_symmetry)s), GMK_OK);
		ck_assert_int_eq(gmk_board_move_count(t), 3);
		ck_assert_int_eq(gmk_board_to_move(t), GMK_WHITE);
		ck_assert_int_eq(gmk_symmetry_grid((gmk_symmetry)s, N, N, 2, cells, mapped,
						   sizeof(mapped)), GMK_OK);
		gmk_board_cells(t, want, POINTS);
		ck_assert_mem_eq(mapped, want, POINTS);
		gmk_board_legal_mask(t, want, POINTS);
		ck_assert_mem_eq(mapped + POINTS, want, POINTS);
		gmk_point last, image;
		gmk_board_move_at(t, 2, &last);
		gmk_symmetry_point((gmk_symmetry)s, N, N, moves[2], &image);
		ck_assert(last.x == image.x && last.y == image.y);
		gmk_board_free(t);
	}
	ck_assert_fails(gmk_symmetry_grid(GMK_SYM_IDENTITY, N, N, 2, cells, mapped, POINTS), GMK_EBUFFER);
	ck_assert_fails(gmk_symmetry_grid(GMK_SYM_IDENTITY, N, N, 1, cells, cells + 1, POINTS), GMK_EINVAL);
	gmk_board *t = (gmk_board *)1;
	ck_assert_fails(gmk_board_transform(&t, NULL, GMK_SYM_IDENTITY), GMK_EINVAL);
	ck_assert_fails(gmk_board_transform(&t, board, (gmk_symmetry)9), GMK_EINVAL);
	ck_assert(t == (gmk_board *)1);
	gmk_board_free(board);
}
END_TEST

START_TEST(transform_keeps_a_setup_and_a_rectangle)
{
	gmk_board_options opts = GMK_BOARD_OPTIONS_INIT;
	opts.width = 9;
	opts.height = 6;
	gmk_board *board;
	ck_assert_int_eq(gmk_board_new(&board, &opts), GMK_OK);
	const gmk_stone stones[2] = { { 0, 0, GMK_BLACK }, { 8, 1, GMK_WHITE } };
	ck_assert_int_eq(gmk_board_setup(board, stones, 2, GMK_WHITE), GMK_OK);
	ck_assert_int_eq(gmk_board_play(board, 2, 3), GMK_OK);
	gmk_board *t;
	ck_assert_fails(gmk_board_transform(&t, board, GMK_SYM_TRANSPOSE), GMK_EUNSUPPORTED);
	ck_assert_int_eq(gmk_board_transform(&t, board, GMK_SYM_ROTATE_180), GMK_OK);
	ck_assert_int_eq(gmk_board_setup_count(t), 2);
	ck_assert_int_eq(gmk_board_at(t, 8, 5), GMK_BLACK);
	ck_assert_int_eq(gmk_board_at(t, 0, 4), GMK_WHITE);
	ck_assert_int_eq(gmk_board_at(t, 6, 2), GMK_WHITE);
	ck_assert_int_eq(gmk_board_to_move(t), GMK_BLACK);
	ck_assert_int_eq(gmk_board_undo(t), GMK_OK);
	ck_assert_fails(gmk_board_undo(t), GMK_ENOUNDO);
	gmk_board_free(t);
	gmk_board_free(board);
}
END_TEST

Suite *make_suite(void)
{
	Suite *s = suite_create("batch");
	TCase *tc = gmk_tcase("batch");
	tcase_add_test(tc, new_checks_its_arguments);
	tcase_add_test(tc, step_plays_one_action_per_board);
	tcase_add_test(tc, a_refused_action_changes_no_board);
	tcase_add_test(tc, a_win_is_reported_and_blocks_further_moves);
	tcase_add_test(tc, auto_reset_reports_then_empties);
	tcase_add_test(tc, renju_fouls_are_refused_and_masked);
	tcase_add_test(tc, random_actions_are_legal_and_seeded);
	tcase_add_test(tc, random_moves_cover_a_nearly_full_board);
	tcase_add_test(tc, playouts_finish_or_stop_at_the_cap);
	tcase_add_test(tc, engine_playouts_and_actions);
	tcase_add_test(tc, symmetries_of_points);
	tcase_add_test(tc, symmetries_of_grids_and_boards);
	tcase_add_test(tc, transform_keeps_a_setup_and_a_rectangle);
	suite_add_tcase(s, tc);
	return s;
}

GMK_CHECK_MAIN
