/* SPDX-License-Identifier: MIT */
/*
 * The bitboard store: every line of every direction is one 128-bit row per
 * colour (bit_row.h), cell i at bit i + LINE_PAD. A line window is then one shift and one
 * mask. The padding keeps the shift non-negative, which bounds the side
 * length to 128 - 2 * LINE_PAD = GMK_BITBOARD_MAX_SIZE.
 */
#include <stdlib.h>
#include <string.h>

#include "backend/backend.h"
#include "backend/bit_row.h"

#define LINE_PAD GMK_LINE_RADIUS
#define WINDOW_MASK (((line_window)1 << (2 * GMK_LINE_RADIUS + 1)) - 1)

_Static_assert(GMK_BITBOARD_MAX_SIZE + 2 * LINE_PAD <= BIT_ROW_BITS, "bit rows must fit");

typedef struct bitboard_store {
	gmk_backend base;
	int line_count;
	int dir_base[GMK_DIRECTIONS];  /* index of each direction's first line */
	bit_row *rows[3];             /* [GMK_BLACK], [GMK_WHITE]; [GMK_EMPTY] unused */
	bit_row *on_board;            /* the cells each line has on the board */
	unsigned char *cells;          /* colour per cell, for get() */
	bit_row *block;               /* one allocation for all rows */
} bitboard_store;

static const gmk_backend_ops bitboard_ops;

int gmk_bitboard_fits(int width, int height)
{
	return width <= GMK_BITBOARD_MAX_SIZE && height <= GMK_BITBOARD_MAX_SIZE;
}

/* Which line of direction dir holds (x, y), and where along it. */
static inline int line_of(const bitboard_store *b, int x, int y, int dir, int *pos)
{
	switch (dir) {
	case GMK_DIR_HORIZONTAL:
		*pos = x;
		return b->dir_base[0] + y;
	case GMK_DIR_VERTICAL:
		*pos = y;
		return b->dir_base[1] + x;
	case GMK_DIR_DIAGONAL:
		*pos = x;
		return b->dir_base[2] + x - y + b->base.height - 1;
	default:
		*pos = x;
		return b->dir_base[3] + x + y;
	}
}

static void bitboard_destroy(gmk_backend *store)
{
	bitboard_store *b = (bitboard_store *)store;
	if (!b)
		return;
	free(b->block);
	free(b->cells);
	free(b);
}

static bitboard_store *bitboard_alloc(int width, int height)
{
	bitboard_store *b = calloc(1, sizeof(*b));
	if (!b)
		return NULL;
	int diagonals = width + height - 1;
	b->base.ops = &bitboard_ops;
	b->base.width = width;
	b->base.height = height;
	b->dir_base[0] = 0;
	b->dir_base[1] = height;
	b->dir_base[2] = height + width;
	b->dir_base[3] = height + width + diagonals;
	b->line_count = height + width + 2 * diagonals;
	size_t n = (size_t)b->line_count;
	b->block = calloc(3 * n, sizeof(bit_row));
	b->cells = calloc((size_t)width * (size_t)height, 1);
	if (!b->block || !b->cells) {
		bitboard_destroy(&b->base);
		return NULL;
	}
	b->rows[GMK_BLACK] = b->block;
	b->rows[GMK_WHITE] = b->block + n;
	b->on_board = b->block + 2 * n;
	return b;
}

static gmk_backend *bitboard_clone(const gmk_backend *store)
{
	const bitboard_store *src = (const bitboard_store *)store;
	bitboard_store *b = bitboard_alloc(store->width, store->height);
	if (!b)
		return NULL;
	memcpy(b->block, src->block, 3 * (size_t)b->line_count * sizeof(bit_row));
	memcpy(b->cells, src->cells, (size_t)store->width * (size_t)store->height);
	return &b->base;
}

static gmk_color bitboard_get(const gmk_backend *store, int x, int y)
{
	const bitboard_store *b = (const bitboard_store *)store;
	return (gmk_color)b->cells[y * store->width + x];
}

static const unsigned char *bitboard_cells(const gmk_backend *store)
{
	return ((const bitboard_store *)store)->cells;
}

static void flip(bitboard_store *b, int x, int y, gmk_color color)
{
	bit_row *rows = b->rows[color];
	row_toggle(&rows[b->dir_base[0] + y], x + LINE_PAD);
	row_toggle(&rows[b->dir_base[1] + x], y + LINE_PAD);
	row_toggle(&rows[b->dir_base[2] + x - y + b->base.height - 1], x + LINE_PAD);
	row_toggle(&rows[b->dir_base[3] + x + y], x + LINE_PAD);
}

static void bitboard_set(gmk_backend *store, int x, int y, gmk_color color)
{
	bitboard_store *b = (bitboard_store *)store;
	b->cells[y * store->width + x] = (unsigned char)color;
	flip(b, x, y, color);
}

static void bitboard_clear(gmk_backend *store, int x, int y)
{
	bitboard_store *b = (bitboard_store *)store;
	unsigned char *cell = &b->cells[y * store->width + x];
	if (*cell == GMK_EMPTY)
		return;
	flip(b, x, y, (gmk_color)*cell);
	*cell = GMK_EMPTY;
}

static inline line_window window_at(const bitboard_store *b, int line, int pos, gmk_color color)
{
	bit_row row;
	if (color == GMK_EMPTY)
		row = row_and_not_either(b->on_board[line], b->rows[GMK_BLACK][line],
					 b->rows[GMK_WHITE][line]);
	else
		row = b->rows[color][line];
	/* Bit pos + LINE_PAD is the centre; shifting by pos puts it at GMK_LINE_RADIUS. */
	return (line_window)row_bits32_from(row, pos) & WINDOW_MASK;
}

static line_window bitboard_line(const gmk_backend *store, int x, int y, int dir, gmk_color color)
{
	const bitboard_store *b = (const bitboard_store *)store;
	int pos;
	int line = line_of(b, x, y, dir, &pos);
	return window_at(b, line, pos, color);
}

static void bitboard_lines(const gmk_backend *store, int x, int y, gmk_color color,
			   line_window out[GMK_DIRECTIONS])
{
	const bitboard_store *b = (const bitboard_store *)store;
	out[GMK_DIR_HORIZONTAL] = window_at(b, b->dir_base[0] + y, x, color);
	out[GMK_DIR_VERTICAL] = window_at(b, b->dir_base[1] + x, y, color);
	out[GMK_DIR_DIAGONAL] = window_at(b, b->dir_base[2] + x - y + store->height - 1, x, color);
	out[GMK_DIR_ANTIDIAGONAL] = window_at(b, b->dir_base[3] + x + y, x, color);
}

static const gmk_backend_ops bitboard_ops = {
	GMK_BACKEND_BITBOARD, bitboard_destroy, bitboard_clone, bitboard_get, bitboard_cells,
	bitboard_set, bitboard_clear, bitboard_line, bitboard_lines,
};

/* The bits of positions lo..hi along a line. */
static bit_row position_span(int lo, int hi)
{
	return row_span(lo + LINE_PAD, hi - lo + 1);
}

gmk_backend *gmk_bitboard_backend_new(int width, int height)
{
	if (!gmk_bitboard_fits(width, height))
		return NULL;
	bitboard_store *b = bitboard_alloc(width, height);
	if (!b)
		return NULL;
	/* Every line meets the board in one run of positions. */
	for (int y = 0; y < height; y++)
		b->on_board[b->dir_base[0] + y] = position_span(0, width - 1);
	for (int x = 0; x < width; x++)
		b->on_board[b->dir_base[1] + x] = position_span(0, height - 1);
	for (int d = 0; d < width + height - 1; d++) {
		/* Diagonal d holds x - y == d - (height - 1); antidiagonal d holds x + y == d. */
		int c = d - (height - 1);
		b->on_board[b->dir_base[2] + d] = position_span(c > 0 ? c : 0,
							       c + height - 1 < width ? c + height - 1 : width - 1);
		b->on_board[b->dir_base[3] + d] = position_span(c > 0 ? c : 0, d < width ? d : width - 1);
	}
	return &b->base;
}
