/* SPDX-License-Identifier: MIT */
/*
 * gmk_board_threats: a four is found through its five points, an open three
 * through its straight-four points (asking the rules what a stone there
 * would make); key points that join the same stones on the same line are one
 * threat. A defence is found by trial: the other side's stone there leaves
 * the threat's stones no key point on that line.
 */
#include <stdbool.h>
#include <stdlib.h>

#include "core/color.h"
#include "core/error.h"
#include "explain/line_walk.h"
#include "gomoku/explain.h"
#include "gomoku/rules.h"
#include "gomoku/status.h"

/* Defences lie at most this far beyond the threat's outer stones or keys. */
#define DEFENCE_MARGIN 1
/* Key points lie within a five's span of the stones. */
#define KEY_REACH 4

typedef struct threat_list {
	gmk_threat *items;
	size_t count, capacity;
} threat_list;

static bool same_point(gmk_point a, gmk_point b)
{
	return a.x == b.x && a.y == b.y;
}

static bool same_stones(const gmk_threat *a, const gmk_threat *b)
{
	if (a->stone_count != b->stone_count)
		return false;
	for (int i = 0; i < a->stone_count; i++)
		if (!same_point(a->stones[i], b->stones[i]))
			return false;
	return true;
}

/* What color at q makes along d (a five, a straight four, ...), and whether q is usable. */
static int key_kind(const gmk_board *board, gmk_point q, int color, int d, int *kind)
{
	gmk_point_info info = GMK_POINT_INFO_INIT;
	int status = gmk_board_point_info(board, q.x, q.y, (gmk_color)color, &info);
	*kind = -1;
	if (status != GMK_OK)
		return status;
	if (info.patterns[d] == GMK_PATTERN_FIVE)
		*kind = GMK_THREAT_FOUR;
	else if (info.patterns[d] == GMK_PATTERN_OPEN_FOUR && info.foul == GMK_FOUL_NONE &&
		 !info.makes_five)
		*kind = GMK_THREAT_OPEN_THREE;
	return GMK_OK;
}

/* The threat that key q of the given kind forms: its stones (the run q joins). */
static gmk_threat threat_at(const gmk_board *board, gmk_point q, int color, int d, int kind)
{
	gmk_threat t = { (gmk_threat_kind)kind, (gmk_color)color, (gmk_direction)d, 0,
			 { { 0, 0 } }, 1, { q }, 0, { { 0, 0 } } };
	int lo = 0, hi = 0;
	widen_over_run(board, q, d, 0, color, &lo, &hi);
	for (int i = lo; i <= hi; i++) {
		gmk_point s = line_point(q, d, i);
		if (i && t.stone_count < GMK_THREAT_MAX_POINTS)
			t.stones[t.stone_count++] = s;
	}
	return t;
}

/* Whether the threat's stones still have a key point of its kind on the line. */
static int still_threat(const gmk_board *board, const gmk_threat *t, bool *alive)
{
	*alive = false;
	gmk_point first = t->stones[0];
	for (int i = -KEY_REACH; i <= KEY_REACH + t->stone_count && !*alive; i++) {
		gmk_point q = line_point(first, t->direction, i);
		if (!on_board(board, q.x, q.y) || gmk_board_at(board, q.x, q.y) != GMK_EMPTY)
			continue;
		int kind;
		int status = key_kind(board, q, t->color, t->direction, &kind);
		if (status != GMK_OK)
			return status;
		if (kind == (int)t->kind) {
			gmk_threat again = threat_at(board, q, t->color, t->direction, kind);
			*alive = same_stones(&again, t);
		}
	}
	return GMK_OK;
}

static int find_defences(const gmk_board *board, gmk_threat *t)
{
	int other = opponent_of(t->color);
	gmk_point first = t->stones[0];
	for (int i = -KEY_REACH - DEFENCE_MARGIN;
	     i <= KEY_REACH + t->stone_count + DEFENCE_MARGIN; i++) {
		gmk_point c = line_point(first, t->direction, i);
		if (!on_board(board, c.x, c.y) || gmk_board_at(board, c.x, c.y) != GMK_EMPTY)
			continue;
		gmk_board *tried;
		int status = with_stone(board, c, other, &tried);
		if (status != GMK_OK)
			return status;
		bool alive;
		status = still_threat(tried, t, &alive);
		gmk_board_free(tried);
		if (status != GMK_OK)
			return status;
		if (!alive && t->defence_count < GMK_THREAT_MAX_POINTS)
			t->defences[t->defence_count++] = c;
	}
	return GMK_OK;
}

/* Adds key q to the threat with the same stones, or a new threat. */
static void add_key(threat_list *list, const gmk_threat *found)
{
	for (size_t i = 0; i < list->count; i++) {
		gmk_threat *t = &list->items[i];
		if (t->kind == found->kind && t->direction == found->direction &&
		    same_stones(t, found)) {
			if (t->key_count < GMK_THREAT_MAX_POINTS)
				t->keys[t->key_count++] = found->keys[0];
			return;
		}
	}
	list->items[list->count++] = *found;
}

static int collect(const gmk_board *board, int color, threat_list *list)
{
	int width = gmk_board_width(board), height = gmk_board_height(board);
	for (int y = 0; y < height; y++)
		for (int x = 0; x < width; x++) {
			if (gmk_board_at(board, x, y) != GMK_EMPTY)
				continue;
			for (int d = 0; d < GMK_DIRECTIONS; d++) {
				int kind;
				int status = key_kind(board, (gmk_point){ x, y }, color, d, &kind);
				if (status != GMK_OK)
					return status;
				if (kind < 0)
					continue;
				if (list->count == list->capacity) {
					size_t grown = list->capacity ? 2 * list->capacity : 16;
					gmk_threat *items = realloc(list->items, grown * sizeof *items);
					if (!items)
						return error_nomem("threats");
					list->items = items;
					list->capacity = grown;
				}
				gmk_threat t = threat_at(board, (gmk_point){ x, y }, color, d, kind);
				add_key(list, &t);
			}
		}
	for (size_t i = 0; i < list->count; i++) {
		int status = find_defences(board, &list->items[i]);
		if (status != GMK_OK)
			return status;
	}
	return GMK_OK;
}

GMK_API int gmk_board_threats(const gmk_board *board, gmk_color color, gmk_threat *out,
			      size_t capacity)
{
	error_clear();
	if (!board)
		return error_null("board");
	if (!out && capacity > 0)
		return error_null("out");
	if (color != GMK_BLACK && color != GMK_WHITE)
		return error_set(GMK_EINVAL, "color %d is neither black nor white", (int)color);
	threat_list list = { NULL, 0, 0 };
	int status = collect(board, color, &list);
	if (status == GMK_OK) {
		for (size_t i = 0; i < list.count && i < capacity; i++)
			out[i] = list.items[i];
		/* At most 4 per cell: fits an int on the largest board. */
		status = (int)list.count;
	}
	free(list.items);
	return status;
}
