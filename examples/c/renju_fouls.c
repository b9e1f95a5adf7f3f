/* SPDX-License-Identifier: MIT */
/*
 * Lesson 3: renju fouls and pattern queries.
 *
 * Under renju black may not make a double three, a double four or an
 * overline. The board answers three kinds of questions about an empty point
 * without playing it: the foul black would commit (gmk_board_foul), every
 * forbidden point at once (gmk_board_forbidden_points), and the line
 * patterns a colour would make in the four directions (gmk_board_patterns,
 * or gmk_board_point_info for a summary). What a foul does is the board's
 * foul_policy: REJECT refuses the move, LOSE plays it and black loses.
 */
#include <gomoku.h>
#include <stdio.h>

static const char *direction_names[GMK_DIRECTIONS] = {
	"horizontal", "vertical", "diagonal", "antidiagonal"
};

int main(void)
{
	gmk_board_options opts = GMK_BOARD_OPTIONS_INIT;
	opts.rule = GMK_RULE_RENJU;
	opts.foul_policy = GMK_FOUL_REJECT;
	gmk_board *board;
	if (gmk_board_new(&board, &opts) != GMK_OK)
		return 1;
	/* Black has two twos crossing at h8: playing there makes two open threes. */
	int failed = gmk_board_play_moves(board, "f8 a1 g8 a3 h10 a5 h9 a7") != GMK_OK;

	gmk_point h8;
	gmk_point_from_rif("h8", 15, 15, &h8);
	int foul = gmk_board_foul(board, h8.x, h8.y);
	printf("h8 for black: %s\n", gmk_foul_name(foul));
	failed |= foul != GMK_FOUL_DOUBLE_THREE;

	/* The patterns black would make at h8, one per direction. */
	gmk_pattern patterns[GMK_DIRECTIONS];
	if (gmk_board_patterns(board, h8.x, h8.y, GMK_BLACK, patterns) == GMK_OK)
		for (int d = 0; d < GMK_DIRECTIONS; d++)
			printf("  %-12s %s\n", direction_names[d], gmk_pattern_name(patterns[d]));

	/* The same point for white is no foul: the rules restrict black only. */
	gmk_point_info info = GMK_POINT_INFO_INIT;
	gmk_board_point_info(board, h8.x, h8.y, GMK_WHITE, &info);
	printf("h8 for white: %d open threes, foul: %s\n", info.open_threes, gmk_foul_name(info.foul));

	/* Every forbidden point: ask for the count first, or pass a big enough buffer. */
	gmk_point forbidden[16];
	int count = gmk_board_forbidden_points(board, forbidden, 16);
	printf("forbidden for black:");
	for (int i = 0; i < count && i < 16; i++) {
		char name[GMK_POINT_STRING_MAX];
		gmk_point_to_rif(forbidden[i], 15, 15, name, sizeof(name));
		printf(" %s", name);
	}
	printf("\n");
	failed |= count < 1;

	/* Under REJECT the move is refused and nothing changes. */
	int status = gmk_board_play(board, h8.x, h8.y);
	printf("playing h8: %s\n", gmk_strerror(status));
	failed |= status != GMK_EFORBIDDEN || gmk_board_at(board, h8.x, h8.y) != GMK_EMPTY;

	/* Under LOSE the same move ends the game: white wins by black's foul. */
	gmk_board *strict;
	opts.foul_policy = GMK_FOUL_LOSE;
	if (gmk_board_new(&strict, &opts) == GMK_OK) {
		gmk_board_play_moves(strict, "f8 a1 g8 a3 h10 a5 h9 a7 h8");
		gmk_result result = GMK_RESULT_INIT;
		gmk_board_result(strict, &result);
		printf("with foul_policy LOSE: %s wins (%s)\n",
		       result.winner == GMK_WHITE ? "white" : "black",
		       result.reason == GMK_REASON_FOUL ? "foul" : "five");
		failed |= result.winner != GMK_WHITE || result.reason != GMK_REASON_FOUL;
		gmk_board_free(strict);
	}
	gmk_board_free(board);
	return failed;
}
