/* SPDX-License-Identifier: MIT */
/*
 * The rules: pure functions over a store. Nothing here knows about history,
 * evaluation or search.
 */
#ifndef GMK_RULES_H
#define GMK_RULES_H

#include "backend/backend.h"
#include "gomoku/types.h"
#include "gomoku/rules.h"
#include "rules/shape.h"

/* Does a row of `length` stones, with the given blocked ends, win for color? */
int rules_row_wins(gmk_rule rule, int win_length, gmk_color color, int length,
		   int blocked_before, int blocked_after);

/*
 * Does the stone of `color` at (x, y) (already on the store) complete a
 * winning row? If so and start/end are not NULL, they get the row's ends.
 */
int rules_winning_row(const gmk_backend *store, gmk_rule rule, int win_length,
		      int x, int y, gmk_color color, gmk_point *start, gmk_point *end);

/*
 * Line patterns (patterns.c). "As if color played at (x, y)": the point's own
 * cell is ignored, so these also work on an occupied point. Win length 5 is
 * answered by table lookup (two side-code lookups and one table read); other
 * win lengths by the reference classifier of shape.c. rule is the board's
 * rule; renju is split by colour inside (black: exact five, white: five or more).
 */

/* Builds the lookup table a rule and colour use (also done on first use). */
void rules_tables_init(gmk_rule rule, gmk_color color);

/*
 * The shape of one line from its windows: own = cells of color, empty = empty
 * cells (bit off + GMK_LINE_RADIUS). room_before/room_after = on-board cells
 * beyond the point on each side (only caro, where the edge does not cap a
 * five, and win lengths other than 5 read them; pass >= k otherwise).
 * Pure shape: renju's fake threes are not filtered here.
 */
rules_line rules_line_shape_windows(gmk_rule rule, int k, gmk_color color, line_window own,
				    line_window empty, int room_before, int room_after);

/* The same, reading the windows of direction dir through (x, y) from the store. */
rules_line rules_line_shape(const gmk_backend *store, gmk_rule rule, int k, int x, int y,
			    int dir, gmk_color color);

/*
 * The rule-aware pattern: as rules_line_shape, and under renju a black open
 * three none of whose straight-four points is a legal, non-five black move
 * (judged with the stone at (x, y)) is a closed three.
 */
gmk_pattern rules_line_pattern(const gmk_backend *store, gmk_rule rule, int k, int x, int y,
			       int dir, gmk_color color);

/* The four rule-aware patterns of (x, y), as rules_line_pattern (one table check for all). */
void rules_point_patterns(const gmk_backend *store, gmk_rule rule, int k, int x, int y,
			  gmk_color color, gmk_pattern out[GMK_DIRECTIONS]);

/*
 * Renju black's shape from its windows (exact five, the edge blocking), for
 * the foul reading: the caller has made the table ready with
 * rules_tables_init(GMK_RULE_RENJU, GMK_BLACK).
 */
rules_line rules_renju_black_line(line_window own, line_window empty);

/* What one move at (x, y) makes, summed over the four lines. */
typedef struct rules_point {
	int makes_five;                        /* a winning row (the move wins) */
	int fours;                             /* fours; a straight four counts once */
	int open_threes;                       /* lines with a (real, under renju) open three */
	gmk_foul foul;                         /* renju black only, else GMK_FOUL_NONE */
	gmk_pattern patterns[GMK_DIRECTIONS];  /* rule-aware, as rules_line_pattern */
} rules_point;

void rules_point_summary(const gmk_backend *store, gmk_rule rule, int k, int x, int y,
			 gmk_color color, rules_point *out);

/*
 * Renju fouls (renju.c). The point must be empty. Returns GMK_FOUL_NONE when
 * black at (x, y) makes an exact five (five beats a foul). Double-threes are
 * read recursively: a three counts only if one of its straight-four points is
 * a black move that makes no five and is not itself a foul with (x, y) on the
 * board. Stones are placed only virtually: the store is never written, so
 * several threads may ask about one store at once.
 */
gmk_foul rules_renju_foul(const gmk_backend *store, int x, int y);

/*
 * Is the open-three shape of direction dir through (x, y), whose straight-four
 * points are three_points (from rules_line_shape), a real three for black?
 */
int rules_renju_three_is_real(const gmk_backend *store, int x, int y, int dir,
			      line_window three_points);

#endif
