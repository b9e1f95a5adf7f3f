/* SPDX-License-Identifier: MIT */
/* What every search file needs: the clock, limits, legality and the move arena. */
#include <stdlib.h>

#include "core/thread.h"
#include "search/searcher.h"

#define ARENA_INITIAL 4096

int64_t search_clock_ns(void)
{
	return thread_now_ns();
}

static void check_limits(searcher *s)
{
	if ((s->nodes & ABORT_CHECK_MASK) == 0) {
		if (atomic_load_explicit(s->stop, memory_order_relaxed))
			s->aborted = 1;
		if (s->deadline_ns && search_clock_ns() >= s->deadline_ns)
			s->aborted = 1;
	}
}

int search_play(searcher *s, int cell)
{
	/* The move is still made (the caller undoes it), but past the limit it is not counted. */
	if (s->node_limit && s->nodes >= s->node_limit)
		s->aborted = 1;
	else
		s->nodes++;
	check_limits(s);
	return position_play(&s->pos, cell);
}

int search_is_foul(const searcher *s, int cell, gmk_color color)
{
	return color == GMK_BLACK && position_is_foul(&s->pos, cell);
}

int search_legal_flex4(const searcher *s, gmk_color color)
{
	const position *pos = &s->pos;
	int side = side_of(color);
	if (!pos->count[side][CLS_FLEX4])
		return -1;
	for (int i = 0; i < pos->candidate_count; i++) {
		int cell = pos->candidates[i];
		if (pos->cells[cell].cls[side] == CLS_FLEX4 && !search_is_foul(s, cell, color))
			return cell;
	}
	return -1;
}

int search_free_reply(const searcher *s, gmk_color color, int avoid)
{
	const position *pos = &s->pos;
	for (int i = 0; i < pos->candidate_count; i++) {
		int c = pos->candidates[i];
		if (c != avoid && !search_is_foul(s, c, color))
			return c;
	}
	for (int y = 0; y < pos->height; y++)
		for (int x = 0; x < pos->width; x++) {
			int c = position_cell(pos, x, y);
			if (c != avoid && pos->cells[c].state == LINE_EMPTY && !search_is_foul(s, c, color))
				return c;
		}
	return -1;
}

int search_stack_grow(void **items, size_t *size, size_t need, size_t item_bytes)
{
	/* Even an empty list needs an array: callers index it (NULL + 0 is undefined). */
	if (need <= *size && *items)
		return 0;
	size_t grown = *size ? *size : ARENA_INITIAL;
	while (grown < need)
		grown *= 2;
	void *bigger = realloc(*items, grown * item_bytes);
	if (!bigger)
		return -1;
	*items = bigger;
	*size = grown;
	return 0;
}

size_t search_moves_reserve(searcher *s, size_t n)
{
	void *arena = s->arena;
	int status = search_stack_grow(&arena, &s->arena_size, s->arena_top + n, sizeof(*s->arena));
	s->arena = arena;
	if (status != 0)
		return SIZE_MAX;
	size_t at = s->arena_top;
	s->arena_top += n;
	return at;
}
