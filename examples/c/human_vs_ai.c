/* SPDX-License-Identifier: MIT */
/*
 * Lesson 2: a human against the AI.
 *
 * The loop of every front end: read a move, let the board judge it, let the
 * engine answer, until the board says the game is over. You play black and
 * type moves such as "h8" (or "7,7" for x,y from the top-left); an empty
 * line or the end of input stops. Try: printf 'h8\ni9\n' | ./human-vs-ai
 *
 * The engine is a separate handle from the board: it searches its own copy
 * of the position and never changes yours, so you play its move yourself.
 */
#include <gomoku.h>
#include <stdio.h>
#include <string.h>

static void show(const gmk_board *board)
{
	char *diagram;
	if (gmk_board_diagram(board, GMK_DIAGRAM_DEFAULT, &diagram) == GMK_OK) {
		fputs(diagram, stdout);
		gmk_free(diagram);
	}
}

/* The engine's reply: a weak, quick level so the lesson runs in a moment. */
static int ai_move(gmk_engine *engine, gmk_board *board)
{
	gmk_search_limits limits = GMK_SEARCH_LIMITS_INIT;
	limits.level = 3;       /* 1 (strongest) .. GMK_MAX_LEVEL (weakest); 0 is full */
	limits.time_ms = 200;   /* never think longer than this */
	gmk_search_result found = GMK_SEARCH_RESULT_INIT;
	int status = gmk_engine_search(engine, board, &limits, &found);
	if (status != GMK_OK)
		return status;
	char name[GMK_POINT_STRING_MAX];
	gmk_point_to_rif(found.best, gmk_board_width(board), gmk_board_height(board), name, sizeof(name));
	printf("AI plays %s\n", name);
	return gmk_board_play(board, found.best.x, found.best.y);
}

int main(void)
{
	gmk_board *board = NULL;
	gmk_engine *engine = NULL;
	gmk_engine_options engine_opts = GMK_ENGINE_OPTIONS_INIT;
	engine_opts.seed = 1;   /* the same seed and moves give the same game */
	if (gmk_board_new(&board, NULL) != GMK_OK || gmk_engine_new(&engine, &engine_opts) != GMK_OK) {
		fprintf(stderr, "out of memory\n");
		gmk_board_free(board);
		return 1;
	}
	int status = GMK_OK;
	char line[64];
	show(board);
	while (!gmk_board_is_over(board)) {
		printf("your move (black): ");
		fflush(stdout);
		if (!fgets(line, sizeof(line), stdin) || line[0] == '\n')
			break;
		line[strcspn(line, "\r\n")] = '\0';
		gmk_point p;
		/* gmk_point_parse takes both notations: "h8" and "7,7". */
		status = gmk_point_parse(line, gmk_board_width(board), gmk_board_height(board), &p);
		if (status == GMK_OK)
			status = gmk_board_play(board, p.x, p.y);
		if (status != GMK_OK) {
			printf("\n'%s': %s, try again\n", line, gmk_strerror(status));
			status = GMK_OK; /* a typing mistake is no failure of the program */
			continue;
		}
		if (!gmk_board_is_over(board) && (status = ai_move(engine, board)) != GMK_OK)
			break;
		show(board);
	}
	putchar('\n');

	gmk_result result = GMK_RESULT_INIT;
	gmk_board_result(board, &result);
	if (result.state == GMK_STATE_WIN)
		printf("%s wins\n", result.winner == GMK_BLACK ? "you win: black" : "the AI: white");
	else
		printf("%s after %d moves\n", result.state == GMK_STATE_DRAW ? "a draw" : "stopped",
		       gmk_board_move_count(board));
	gmk_engine_free(engine);
	gmk_board_free(board);
	return status == GMK_OK ? 0 : 1;
}
