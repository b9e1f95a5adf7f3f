/* SPDX-License-Identifier: MIT */
/* The plain array store: one byte per cell, any size; lines are read by walking. */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "backend/backend.h"

typedef struct array_store {
	gmk_backend base;
	unsigned char *cells;
} array_store;

static const gmk_backend_ops array_ops;

static void array_destroy(gmk_backend *store)
{
	array_store *a = (array_store *)store;
	if (!a)
		return;
	free(a->cells);
	free(a);
}

static array_store *array_alloc(int width, int height)
{
	array_store *a = calloc(1, sizeof(*a));
	if (!a)
		return NULL;
	a->cells = calloc((size_t)width * (size_t)height, 1);
	if (!a->cells) {
		free(a);
		return NULL;
	}
	a->base.ops = &array_ops;
	a->base.width = width;
	a->base.height = height;
	return a;
}

static gmk_backend *array_clone(const gmk_backend *store)
{
	const array_store *src = (const array_store *)store;
	array_store *a = array_alloc(store->width, store->height);
	if (!a)
		return NULL;
	memcpy(a->cells, src->cells, (size_t)store->width * (size_t)store->height);
	return &a->base;
}

static gmk_color array_get(const gmk_backend *store, int x, int y)
{
	const array_store *a = (const array_store *)store;
	return (gmk_color)a->cells[(size_t)y * (size_t)store->width + (size_t)x];
}

static const unsigned char *array_cells(const gmk_backend *store)
{
	return ((const array_store *)store)->cells;
}

static void array_set(gmk_backend *store, int x, int y, gmk_color color)
{
	array_store *a = (array_store *)store;
	a->cells[(size_t)y * (size_t)store->width + (size_t)x] = (unsigned char)color;
}

static void array_clear(gmk_backend *store, int x, int y)
{
	array_set(store, x, y, GMK_EMPTY);
}

static line_window array_line(const gmk_backend *store, int x, int y, int dir, gmk_color color)
{
	const array_store *a = (const array_store *)store;
	int dx = gmk_dir_dx[dir], dy = gmk_dir_dy[dir];
	int lo = -GMK_LINE_RADIUS, hi = GMK_LINE_RADIUS;
	line_clip(store->width, store->height, x, y, dir, &lo, &hi);
	ptrdiff_t step = (ptrdiff_t)dy * store->width + dx;
	const unsigned char *cell = a->cells + (ptrdiff_t)y * store->width + x + lo * step;
	line_window w = 0;
	for (int off = lo; off <= hi; off++, cell += step)
		if (*cell == color)
			w |= (line_window)1 << (off + GMK_LINE_RADIUS);
	return w;
}

static void array_lines(const gmk_backend *store, int x, int y, gmk_color color,
			line_window out[GMK_DIRECTIONS])
{
	for (int dir = 0; dir < GMK_DIRECTIONS; dir++)
		out[dir] = array_line(store, x, y, dir, color);
}

static const gmk_backend_ops array_ops = {
	GMK_BACKEND_ARRAY, array_destroy, array_clone, array_get, array_cells, array_set, array_clear,
	array_line, array_lines,
};

gmk_backend *gmk_array_backend_new(int width, int height)
{
	array_store *a = array_alloc(width, height);
	return a ? &a->base : NULL;
}
