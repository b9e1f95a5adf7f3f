/* SPDX-License-Identifier: MIT */
/*
 * The board as text: RIF column letters above and below, row numbers from
 * the bottom on both sides, aligned for any size; 'X' black, 'O' white,
 * '.' empty, '*' a point forbidden to black (renju, black to move), and the
 * last move between brackets.
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

#define STONE_CHARS ".XO"
#define FORBIDDEN_CHAR '*'

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

/* The column's letters: the RIF name of its bottom point without the digits. */
static void column_label(const gmk_board *board, int x, char *buf, size_t size)
{
	gmk_point p = { x, gmk_board_height(board) - 1 };
	cli_point_name(board, p, buf, size);
	size_t n = 0;
	while (buf[n] && (buf[n] < '0' || buf[n] > '9'))
		n++;
	buf[n] = '\0';
}

static int digits(int n)
{
	int d = 1;
	while (n >= 10) {
		n /= 10;
		d++;
	}
	return d;
}

static void print_column_labels(FILE *out, const gmk_board *board, int margin, int cell)
{
	char label[GMK_POINT_STRING_MAX];
	fprintf(out, "%*s", margin, "");
	for (int x = 0; x < gmk_board_width(board); x++) {
		column_label(board, x, label, sizeof(label));
		fprintf(out, "%*s", cell, label);
	}
	fputc('\n', out);
}

static unsigned char *forbidden_map(const gmk_board *board)
{
	gmk_board_options opts;
	if (gmk_board_get_options(board, &opts) != GMK_OK || opts.rule != GMK_RULE_RENJU ||
	    gmk_board_to_move(board) != GMK_BLACK || gmk_board_is_over(board))
		return NULL;
	int count = gmk_board_forbidden_points(board, NULL, 0);
	if (count <= 0)
		return NULL;
	size_t w = (size_t)gmk_board_width(board);
	unsigned char *map = calloc(w * (size_t)gmk_board_height(board), 1);
	gmk_point *points = malloc((size_t)count * sizeof(*points));
	if (map && points) {
		int got = gmk_board_forbidden_points(board, points, (size_t)count);
		for (int i = 0; i < got && i < count; i++)
			map[(size_t)points[i].y * w + (size_t)points[i].x] = 1;
	}
	free(points);
	return map;
}

void cli_render_board(FILE *out, const gmk_board *board)
{
	int width = gmk_board_width(board), height = gmk_board_height(board);
	char label[GMK_POINT_STRING_MAX];
	column_label(board, width - 1, label, sizeof(label));
	/* Each cell: a separator that can hold '[' or ']' and the stone, right-aligned
	 * under labels as wide as the widest column name. */
	int cell = (int)strlen(label) + 1;
	int number_width = digits(height);
	gmk_point last = { -1, -1 };
	int moves = gmk_board_move_count(board);
	if (moves > 0)
		gmk_board_move_at(board, moves - 1, &last);
	unsigned char *forbidden = forbidden_map(board);

	size_t line_size = (size_t)cell * (size_t)width + 2;
	char *line = malloc(line_size);
	if (!line) {
		free(forbidden);
		return;
	}
	print_column_labels(out, board, number_width, cell);
	for (int y = 0; y < height; y++) {
		memset(line, ' ', line_size - 1);
		line[line_size - 1] = '\0';
		for (int x = 0; x < width; x++) {
			size_t at = (size_t)cell * (size_t)x + (size_t)cell - 1;
			int c = gmk_board_at(board, x, y);
			line[at] = STONE_CHARS[c >= 0 && c <= GMK_WHITE ? c : 0];
			if (c == GMK_EMPTY && forbidden && forbidden[(size_t)y * (size_t)width + (size_t)x])
				line[at] = FORBIDDEN_CHAR;
			if (x == last.x && y == last.y) {
				line[at - 1] = '[';
				line[at + 1] = ']';
			}
		}
		fprintf(out, "%*d%s %*d\n", number_width, height - y, line, number_width, height - y);
	}
	print_column_labels(out, board, number_width, cell);
	free(line);
	free(forbidden);
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
