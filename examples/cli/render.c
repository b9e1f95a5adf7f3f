/* SPDX-License-Identifier: MIT */
/*
 * The board as text, drawn by the library (gmk_board_diagram: RIF labels on
 * all sides, 'X' black, 'O' white, the last move between brackets), with '*'
 * on black's forbidden points under renju; and the names the game prints.
 */
#include "cli.h"

const char *cli_color_name(int color)
{
	return color == GMK_BLACK ? "black" : color == GMK_WHITE ? "white" : "nobody";
}

const char *cli_point_name(const gmk_board *board, gmk_point p, char *buf, size_t size)
{
	if (gmk_point_to_rif(p, gmk_board_width(board), gmk_board_height(board), buf, size) != GMK_OK)
		snprintf(buf, size, "%d,%d", p.x, p.y);
	return buf;
}

/* '*' marks a point forbidden to black only when black is the one to move. */
static int marks_forbidden(const gmk_board *board)
{
	gmk_board_options opts = GMK_BOARD_OPTIONS_INIT;
	return gmk_board_get_options(board, &opts) == GMK_OK && opts.rule == GMK_RULE_RENJU &&
	       gmk_board_to_move(board) == GMK_BLACK && !gmk_board_is_over(board);
}

void cli_render_board(FILE *out, const gmk_board *board)
{
	char *diagram;
	unsigned int flags = marks_forbidden(board) ? GMK_DIAGRAM_FORBIDDEN : GMK_DIAGRAM_DEFAULT;
	int status = gmk_board_diagram(board, flags, &diagram);
	if (status != GMK_OK) {
		fprintf(out, "? cannot draw the board: %s\n", gmk_strerror(status));
		return;
	}
	fputs(diagram, out);
	gmk_free(diagram);
}

void cli_describe_result(FILE *out, const gmk_board *board)
{
	gmk_result result = GMK_RESULT_INIT;
	if (gmk_board_result(board, &result) != GMK_OK || result.state == GMK_STATE_ONGOING)
		return;
	char from[GMK_POINT_STRING_MAX], to[GMK_POINT_STRING_MAX];
	if (result.state == GMK_STATE_DRAW) {
		fprintf(out, "Result: draw, the board is full\n");
	} else if (result.reason == GMK_REASON_FOUL) {
		fprintf(out, "Result: %s wins, black played a forbidden move\n",
			cli_color_name(result.winner));
	} else {
		fprintf(out, "Result: %s wins with %s-%s\n", cli_color_name(result.winner),
			cli_point_name(board, result.line_start, from, sizeof(from)),
			cli_point_name(board, result.line_end, to, sizeof(to)));
	}
}
