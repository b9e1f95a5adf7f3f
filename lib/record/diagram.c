/* SPDX-License-Identifier: MIT */
/*
 * An ASCII picture of the board, e.g. (5x5, last move c3 by black):
 *
 *     a b c d e
 *   5 . . . . . 5
 *   4 . . O . . 4
 *   3 . .[X]. . 3
 *   2 . . . . . 2
 *   1 . . . . . 1
 *     a b c d e
 *
 * Columns widen with the longest label (aa, ab, ... past 26 columns).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gomoku/notation.h"
#include "gomoku/record.h"
#include "gomoku/rules.h"
#include "gomoku/status.h"
#include "record/record_internal.h"

#define DIAGRAM_FLAGS (GMK_DIAGRAM_FORBIDDEN | GMK_DIAGRAM_NO_LAST_MOVE | GMK_DIAGRAM_NO_LABELS)
#define LABEL_MAX 8

static const char stone_chars[] = { '.', 'X', 'O' };
#define FORBIDDEN_CHAR '*'

/* The RIF column label of x ("a", ..., "z", "aa", ...). */
static void column_label(int x, char *buf)
{
	char rev[LABEL_MAX];
	int n = 0;
	for (int c = x + 1; c > 0 && n < LABEL_MAX - 1; c = (c - 1) / 26)
		rev[n++] = (char)('a' + (c - 1) % 26);
	for (int i = 0; i < n; i++)
		buf[i] = rev[n - 1 - i];
	buf[n] = '\0';
}

static int digits(int v)
{
	int n = 1;
	while (v >= 10) {
		v /= 10;
		n++;
	}
	return n;
}

/* Appends a line with its trailing spaces removed. */
static void put_line(text_buf *b, char *line, size_t len)
{
	while (len > 0 && line[len - 1] == ' ')
		len--;
	text_append(b, line, len);
	text_puts(b, "\n");
}

static void column_line(text_buf *b, char *line, int width, int cell, int row_label)
{
	size_t len = 0;
	memset(line, ' ', (size_t)row_label);
	len += (size_t)row_label;
	for (int x = 0; x < width; x++) {
		char label[LABEL_MAX];
		column_label(x, label);
		size_t n = strlen(label);
		memset(line + len, ' ', (size_t)cell - n);
		memcpy(line + len + (size_t)cell - n, label, n);
		len += (size_t)cell;
	}
	put_line(b, line, len);
}

/* What an empty point shows: '*' where black would commit a foul. */
static char empty_char(const gmk_board *board, int x, int y, unsigned int flags)
{
	if ((flags & GMK_DIAGRAM_FORBIDDEN) && gmk_board_foul(board, x, y) > GMK_FOUL_NONE)
		return FORBIDDEN_CHAR;
	return stone_chars[GMK_EMPTY];
}

int gmk_board_diagram(const gmk_board *board, unsigned int flags, char **out)
{
	error_clear();
	if (!board || !out)
		return error_set(GMK_EINVAL, "no board or output");
	if (flags & ~DIAGRAM_FLAGS)
		return error_set(GMK_EINVAL, "unknown diagram flags 0x%x", flags & ~DIAGRAM_FLAGS);
	int width = gmk_board_width(board), height = gmk_board_height(board);
	int labels = !(flags & GMK_DIAGRAM_NO_LABELS);
	char widest[LABEL_MAX];
	column_label(width - 1, widest);
	int cell = (int)strlen(widest) + 1;
	int row_label = labels ? digits(height) : 0;

	gmk_point last = { -1, -1 };
	int moves = gmk_board_move_count(board);
	if (moves > 0 && !(flags & GMK_DIAGRAM_NO_LAST_MOVE))
		gmk_board_move_at(board, moves - 1, &last);

	/* Row label, cells, one spare column for ']', a space, the label again. */
	size_t line_size = (size_t)row_label * 2 + (size_t)width * (size_t)cell + 3;
	char *line = malloc(line_size);
	if (!line)
		return error_set(GMK_ENOMEM, "out of memory");
	text_buf b = TEXT_BUF_INIT;
	if (labels)
		column_line(&b, line, width, cell, row_label);
	for (int y = 0; y < height; y++) {
		int row = height - y;
		size_t len = 0;
		if (labels)
			len += (size_t)snprintf(line, line_size, "%*d", row_label, row);
		for (int x = 0; x < width; x++) {
			int color = gmk_board_at(board, x, y);
			memset(line + len, ' ', (size_t)cell - 1);
			len += (size_t)cell - 1;
			line[len++] = color == GMK_EMPTY ? empty_char(board, x, y, flags)
							 : stone_chars[color];
		}
		line[len++] = ' ';
		if (last.y == y) {
			size_t at = (size_t)row_label + (size_t)last.x * (size_t)cell + (size_t)cell - 1;
			line[at - 1] = '[';
			line[at + 1] = ']';
		}
		if (labels)
			len += (size_t)snprintf(line + len, line_size - len, "%d", row);
		put_line(&b, line, len);
	}
	if (labels)
		column_line(&b, line, width, cell, row_label);
	free(line);
	int status = text_finish(&b, out);
	return status == GMK_OK ? GMK_OK : error_set(status, "out of memory");
}
