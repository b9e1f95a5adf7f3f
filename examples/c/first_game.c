/* SPDX-License-Identifier: MIT */
/* The smallest program using libgomoku: play a few moves, print the result. */
#include <gomoku.h>
#include <stdio.h>

int main(void)
{
	gmk_board *board;
	int status = gmk_board_new(&board, NULL); /* 15x15 freestyle */
	if (status != GMK_OK) {
		fprintf(stderr, "gmk_board_new: %s\n", gmk_strerror(status));
		return 1;
	}
	/* Black builds a row on row 7 while white answers on row 8. */
	for (int i = 0; i < 5 && !gmk_board_is_over(board); i++) {
		gmk_board_play(board, 3 + i, 7);
		if (!gmk_board_is_over(board))
			gmk_board_play(board, 3 + i, 8);
	}
	gmk_result result = GMK_RESULT_INIT;
	gmk_board_result(board, &result);
	char from[GMK_POINT_STRING_MAX], to[GMK_POINT_STRING_MAX];
	gmk_point_to_rif(result.line_start, 15, 15, from, sizeof(from));
	gmk_point_to_rif(result.line_end, 15, 15, to, sizeof(to));
	printf("libgomoku %s: %s wins with %s-%s after %d moves\n", gmk_version_string(),
	       result.winner == GMK_BLACK ? "black" : "white", from, to, gmk_board_move_count(board));
	gmk_board_free(board);
	return result.winner == GMK_BLACK ? 0 : 1;
}
