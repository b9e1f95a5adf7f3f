/* SPDX-License-Identifier: MIT */
/*
 * Stone storage behind one small interface. Everything above (rules,
 * patterns, evaluation, search) is written once against it, so the array and
 * bitboard stores give identical answers.
 *
 * The hot read is line_window(): the cells of one line through (x, y) at
 * offsets -GMK_LINE_RADIUS..+GMK_LINE_RADIUS, one bit each (bit
 * offset + GMK_LINE_RADIUS), set where the cell holds the asked colour.
 * Asking for GMK_EMPTY gives the empty cells; cells off the board are never
 * set, so "neither stone nor empty" means the edge.
 */
#ifndef GMK_BACKEND_H
#define GMK_BACKEND_H

#include <stdint.h>

#include "gomoku/types.h"

#define GMK_LINE_RADIUS 15
#define GMK_LINE_CENTER_BIT ((uint32_t)1 << GMK_LINE_RADIUS)

typedef uint32_t line_window;

/* Step of each gmk_direction: horizontal, vertical, diagonal, anti-diagonal. */
static const int gmk_dir_dx[GMK_DIRECTIONS] = { 1, 0, 1, 1 };
static const int gmk_dir_dy[GMK_DIRECTIONS] = { 0, 1, 1, -1 };

/* Narrows [*lo, *hi] to the offsets k where v + k * d stays within 0..size-1. */
static inline void clip_offsets(int v, int d, int size, int *lo, int *hi)
{
	if (d == 0)
		return;
	int first = d > 0 ? -v : v - (size - 1);
	int last = d > 0 ? size - 1 - v : v;
	if (*lo < first)
		*lo = first;
	if (*hi > last)
		*hi = last;
}

/* Narrows [*lo, *hi] to the steps k that keep (x, y) + k * dir on a width x height board. */
static inline void line_clip(int width, int height, int x, int y, int dir, int *lo, int *hi)
{
	clip_offsets(x, gmk_dir_dx[dir], width, lo, hi);
	clip_offsets(y, gmk_dir_dy[dir], height, lo, hi);
}

typedef struct gmk_backend gmk_backend;

typedef struct gmk_backend_ops {
	gmk_backend_kind kind;
	void (*destroy)(gmk_backend *store);
	gmk_backend *(*clone)(const gmk_backend *store);
	gmk_color (*get)(const gmk_backend *store, int x, int y);
	/* Every cell's gmk_color, row by row (y * width + x): a view valid until the next change. */
	const unsigned char *(*cells)(const gmk_backend *store);
	/* color is GMK_BLACK or GMK_WHITE; the cell must be empty. */
	void (*set)(gmk_backend *store, int x, int y, gmk_color color);
	void (*clear)(gmk_backend *store, int x, int y);
	line_window (*line)(const gmk_backend *store, int x, int y, int dir, gmk_color color);
	/* All four line windows at once: the hot path of win checks and patterns. */
	void (*lines)(const gmk_backend *store, int x, int y, gmk_color color,
		      line_window out[GMK_DIRECTIONS]);
} gmk_backend_ops;

/* Every store begins with this header. */
struct gmk_backend {
	const gmk_backend_ops *ops;
	int width;
	int height;
};

gmk_backend *gmk_array_backend_new(int width, int height);
gmk_backend *gmk_bitboard_backend_new(int width, int height);
int gmk_bitboard_fits(int width, int height);

static inline gmk_color backend_get(const gmk_backend *s, int x, int y)
{
	return s->ops->get(s, x, y);
}

static inline const unsigned char *backend_cells(const gmk_backend *s)
{
	return s->ops->cells(s);
}

static inline void backend_set(gmk_backend *s, int x, int y, gmk_color c)
{
	s->ops->set(s, x, y, c);
}

static inline void backend_clear(gmk_backend *s, int x, int y)
{
	s->ops->clear(s, x, y);
}

static inline line_window backend_line(const gmk_backend *s, int x, int y, int dir, gmk_color c)
{
	return s->ops->line(s, x, y, dir, c);
}

static inline void backend_lines(const gmk_backend *s, int x, int y, gmk_color c,
				 line_window out[GMK_DIRECTIONS])
{
	s->ops->lines(s, x, y, c, out);
}

static inline int backend_on_board(const gmk_backend *s, int x, int y)
{
	return x >= 0 && y >= 0 && x < s->width && y < s->height;
}

#endif
