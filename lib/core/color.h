/* SPDX-License-Identifier: MIT */
/* The two players' colours. */
#ifndef GMK_CORE_COLOR_H
#define GMK_CORE_COLOR_H

#include "gomoku/types.h"

/* The other player: white for black and black for white. */
static inline gmk_color opponent_of(gmk_color c)
{
	return c == GMK_BLACK ? GMK_WHITE : GMK_BLACK;
}

#endif
