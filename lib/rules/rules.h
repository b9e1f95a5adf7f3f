/* SPDX-License-Identifier: MIT */
/*
 * The rules: pure functions over a store. Nothing here knows about history,
 * evaluation or search.
 */
#ifndef GMK_RULES_H
#define GMK_RULES_H

#include "backend/backend.h"
#include "gomoku/board.h"
#include "gomoku/rules.h"

/* Does a row of `length` stones, with the given blocked ends, win for color? */
int rules_row_wins(gmk_rule rule, int win_length, gmk_color color, int length,
		   int blocked_before, int blocked_after);

/*
 * Does the stone of `color` at (x, y) (already on the store) complete a
 * winning row? If so and start/end are not NULL, they get the row's ends.
 */
int rules_winning_row(const gmk_backend *store, gmk_rule rule, int win_length,
		      int x, int y, gmk_color color, gmk_point *start, gmk_point *end);

#endif
