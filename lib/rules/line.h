/* SPDX-License-Identifier: MIT */
/* Reading runs of stones out of a line window (see backend/backend.h). */
#ifndef GMK_RULES_LINE_H
#define GMK_RULES_LINE_H

#include "backend/backend.h"
#include "core/color.h"

#define WINDOW_BITS (2 * GMK_LINE_RADIUS + 1)

/* Consecutive set bits just below the centre (towards negative offsets). */
static inline int run_before_center(line_window w)
{
	/* The low bits of `below` are zero, so ~below is never 0. */
	uint32_t below = (uint32_t)(w << (32 - GMK_LINE_RADIUS));
	return __builtin_clz(~below);
}

/* Consecutive set bits just above the centre (towards positive offsets). */
static inline int run_after_center(line_window w)
{
	return __builtin_ctz(~(uint32_t)(w >> (GMK_LINE_RADIUS + 1)));
}

/* Is the cell at offset off (from the centre) set in w? Outside the window: no. */
static inline int window_has(line_window w, int off)
{
	int bit = off + GMK_LINE_RADIUS;
	return bit >= 0 && bit < WINDOW_BITS && ((w >> bit) & 1u);
}

#endif
