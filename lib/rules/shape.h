/* SPDX-License-Identifier: MIT */
/*
 * The reference classifier of one line: the cells around a point as a small
 * array, the point itself holding the player's stone. It is written for
 * clarity, works for any win length, and is what the lookup tables of
 * patterns.c are built from (and checked against in the tests).
 */
#ifndef GMK_RULES_SHAPE_H
#define GMK_RULES_SHAPE_H

#include "backend/backend.h"
#include "gomoku/types.h"
#include "gomoku/rules.h"

/* What a cell holds, seen from the player whose shape is classified. */
enum shape_cell {
	SHAPE_EMPTY = 0,
	SHAPE_OWN = 1,
	SHAPE_OPP = 2,
	SHAPE_EDGE = 3  /* off the board: blocks like OPP, but never caps a caro five */
};

/* The farthest cell a shape of win length k can depend on is k cells away. */
#define SHAPE_MAX_RADIUS GMK_MAX_WIN_LENGTH
#define SHAPE_CELLS (2 * SHAPE_MAX_RADIUS + 1)

/*
 * One line: cell[off + radius] for off in -radius..radius; the centre is the
 * point examined and always SHAPE_OWN. rule is the rule as it applies to this
 * player (renju black -> standard, renju white -> freestyle).
 */
typedef struct shape_line {
	unsigned char cell[SHAPE_CELLS];
	int radius;
	int k;
	gmk_rule rule;
} shape_line;

/* The verdict on one line (also the decoded form of a table entry). */
typedef struct rules_line {
	gmk_pattern pattern;
	int fours;                 /* fours through the point: completions, a straight four once */
	line_window three_points;  /* open three: points (bit off + GMK_LINE_RADIUS) giving a straight four */
} rules_line;

/*
 * How the two-stones level asks for the pattern of the line with one more
 * own stone; the reference classifier recurses, the table builder memoises.
 */
typedef gmk_pattern (*shape_after_fn)(void *ctx, const shape_line *line);

/* The pattern up to open three, without the two levels (no callback needed). */
rules_line shape_classify_to_three(shape_line *line);

/* The full verdict; `after` may be NULL to use plain recursion. */
rules_line shape_classify(shape_line *line, shape_after_fn after, void *ctx);

/* The rule as it applies to one colour (renju splits by colour). */
gmk_rule shape_rule_for(gmk_rule rule, gmk_color color);

#endif
