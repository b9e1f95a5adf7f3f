/* SPDX-License-Identifier: MIT */
/*
 * Lesson 1: a first game and its result.
 *
 * A board is an opaque handle made by gmk_board_new and freed by
 * gmk_board_free. Every call that can fail returns GMK_OK (0) or a negative
 * status that gmk_strerror names, and a failed call changes nothing. Moves are
 * (x, y) from the top-left corner; people write them in RIF notation ("h8",
 * rows counted from the bottom), converted by gmk_point_from_rif.
 */
#include <gomoku.h>
#include <stdio.h>

/* Plays one move written in RIF notation; prints why when it is refused. */
static int play(gmk_board *board, const char *move)
{
	gmk_point p;
	int status = gmk_point_from_rif(move, gmk_board_width(board), gmk_board_height(board), &p);
	if (status == GMK_OK)
		status = gmk_board_play(board, p.x, p.y);
	if (status != GMK_OK)
		printf("%s refused: %s\n", move, gmk_strerror(status));
	return status;
}

int main(void)
{
	gmk_board *board;
	int status = gmk_board_new(&board, NULL); /* NULL: 15x15 freestyle, five in a row */
	if (status != GMK_OK) {
		fprintf(stderr, "gmk_board_new: %s\n", gmk_strerror(status));
		return 1;
	}
	/* Black builds a row on the eighth line while white answers above it. */
	const char *moves[] = { "d8", "d9", "e8", "e9", "f8", "f9", "g8", "g9" };
	for (size_t i = 0; i < sizeof(moves) / sizeof(moves[0]); i++)
		if (play(board, moves[i]) != GMK_OK)
			goto fail;

	/* A refused move: the point is taken, and the board stays as it was. */
	if (play(board, "d8") != GMK_EOCCUPIED || gmk_board_move_count(board) != 8)
		goto fail;

	/* The result is a small versioned struct: set its version, then ask. */
	gmk_result result = GMK_RESULT_INIT;
	gmk_board_result(board, &result);
	printf("after %d moves: %s, %s to move\n", gmk_board_move_count(board),
	       result.state == GMK_STATE_ONGOING ? "still going" : "over",
	       gmk_board_to_move(board) == GMK_BLACK ? "black" : "white");

	if (play(board, "h8") != GMK_OK)
		goto fail;
	gmk_board_result(board, &result);
	char from[GMK_POINT_STRING_MAX], to[GMK_POINT_STRING_MAX];
	gmk_point_to_rif(result.line_start, 15, 15, from, sizeof(from));
	gmk_point_to_rif(result.line_end, 15, 15, to, sizeof(to));
	printf("libgomoku %s: %s wins with %s-%s after %d moves\n", gmk_version_string(),
	       result.winner == GMK_BLACK ? "black" : "white", from, to, gmk_board_move_count(board));

	/* After the end no move is accepted, but undo reopens the game. */
	if (play(board, "a1") != GMK_EGAMEOVER || gmk_board_undo(board) != GMK_OK ||
	    gmk_board_is_over(board))
		goto fail;
	gmk_board_redo(board);

	/* The diagram is allocated by the library: gmk_free releases it. */
	char *diagram;
	if (gmk_board_diagram(board, GMK_DIAGRAM_DEFAULT, &diagram) == GMK_OK) {
		fputs(diagram, stdout);
		gmk_free(diagram);
	}
	int black_won = result.winner == GMK_BLACK && result.reason == GMK_REASON_FIVE;
	gmk_board_free(board);
	return black_won ? 0 : 1;
fail:
	gmk_board_free(board);
	return 1;
}
