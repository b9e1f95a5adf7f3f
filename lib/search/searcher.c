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

size_t search_moves_reserve(searcher *s, size_t n)
{
	/* Even an empty list needs an arena: callers index it (NULL + 0 is undefined). */
	if (s->arena_top + n > s->arena_size || !s->arena) {
		size_t size = s->arena_size ? s->arena_size : ARENA_INITIAL;
		while (size < s->arena_top + n)
			size *= 2;
		move_entry *arena = realloc(s->arena, size * sizeof(*arena));
		if (!arena)
			return SIZE_MAX;
		s->arena = arena;
		s->arena_size = size;
	}
	size_t at = s->arena_top;
	s->arena_top += n;
	return at;
}
