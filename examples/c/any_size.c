/* SPDX-License-Identifier: MIT */
/*
 * Lesson 6: boards of any size, k in a row.
 *
 * The options struct chooses the width and height (GMK_MIN_SIZE ..
 * GMK_MAX_SIZE, rectangles too), the number in a row that wins
 * (GMK_MIN_WIN_LENGTH .. GMK_MAX_WIN_LENGTH) and the rule: freestyle (k or
 * more), standard (exactly k). Everything else - notation, results, the
 * engine - works the same on every board.
 */
#include <gomoku.h>
#include <stdio.h>

/* Plays a game with the engine on both sides and prints how it ended. */
static int self_play(gmk_engine *engine, const gmk_board_options *opts)
{
	gmk_board *board;
	int status = gmk_board_new(&board, opts);
	if (status != GMK_OK) {
		printf("%dx%d, %d in a row: %s\n", opts->width, opts->height, opts->win_length,
		       gmk_strerror(status));
		return status;
	}
	gmk_search_limits limits = GMK_SEARCH_LIMITS_INIT;
	limits.depth = 3;
	while (!gmk_board_is_over(board) && status == GMK_OK) {
		gmk_search_result found = GMK_SEARCH_RESULT_INIT;
		status = gmk_engine_search(engine, board, &limits, &found);
		if (status == GMK_OK)
			status = gmk_board_play(board, found.best.x, found.best.y);
	}
	gmk_result result = GMK_RESULT_INIT;
	gmk_board_result(board, &result);
	printf("%dx%d, %d in a row (%s): %s after %d moves\n", opts->width, opts->height,
	       opts->win_length, gmk_rule_name(opts->rule),
	       result.state == GMK_STATE_DRAW ? "a draw"
	       : result.winner == GMK_BLACK   ? "black wins" : "white wins",
	       gmk_board_move_count(board));
	char *diagram;
	if (gmk_board_diagram(board, GMK_DIAGRAM_NO_LAST_MOVE, &diagram) == GMK_OK) {
		fputs(diagram, stdout);
		gmk_free(diagram);
	}
	gmk_board_free(board);
	return status;
}

int main(void)
{
	gmk_engine *engine;
	gmk_engine_options engine_opts = GMK_ENGINE_OPTIONS_INIT;
	engine_opts.seed = 42;
	if (gmk_engine_new(&engine, &engine_opts) != GMK_OK)
		return 1;
	int failed = 0;
	gmk_board_options opts = GMK_BOARD_OPTIONS_INIT;

	/* Tic-tac-toe: 3x3, three in a row; perfect play draws. */
	opts.width = opts.height = opts.win_length = 3;
	failed |= self_play(engine, &opts) != GMK_OK;

	/* A rectangle: 9 wide, 6 high, four in a row, where exactly four wins. */
	opts.width = 9;
	opts.height = 6;
	opts.win_length = 4;
	opts.rule = GMK_RULE_STANDARD;
	failed |= self_play(engine, &opts) != GMK_OK;

	/* Sizes outside the limits are refused with GMK_ERANGE, not clipped. */
	opts.width = GMK_MAX_SIZE + 1;
	failed |= self_play(engine, &opts) != GMK_ERANGE;

	/* The notation grows with the board: after column z come aa, ab, ... */
	char name[GMK_POINT_STRING_MAX];
	gmk_point far = { 29, 0 };
	gmk_point_to_rif(far, 30, 40, name, sizeof(name));
	printf("on 30x40 the top-right corner is %s\n", name);

	gmk_engine_free(engine);
	return failed;
}
