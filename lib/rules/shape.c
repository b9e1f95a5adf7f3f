/* SPDX-License-Identifier: MIT */
/*
 * The reference line classifier (see shape.h). Every level is defined by the
 * one above it with one more stone: a four is one move from a winning row, an
 * open three one move from a straight four, a two one move from a three.
 */
#include "rules/shape.h"
#include "rules/rules.h"

enum run_state {
	RUN_SHORT,     /* shorter than the win length: shapes can still grow */
	RUN_WINS,      /* a winning row under the rule */
	RUN_OVERLINE,  /* longer than the win length and not a win */
	RUN_DEAD       /* exactly the win length, capped at both ends (caro): nothing more */
};

static inline int cell_at(const shape_line *l, int off)
{
	int i = off + l->radius;
	if (i < 0 || i > 2 * l->radius)
		return SHAPE_EDGE;
	return l->cell[i];
}

static inline void cell_put(shape_line *l, int off, int value)
{
	l->cell[off + l->radius] = (unsigned char)value;
}

/* The unbroken row of own stones through the centre spans offsets *lo..*hi. */
static int run_state(const shape_line *l, int *lo, int *hi)
{
	int a = 0, b = 0;
	while (cell_at(l, a - 1) == SHAPE_OWN)
		a--;
	while (cell_at(l, b + 1) == SHAPE_OWN)
		b++;
	*lo = a;
	*hi = b;
	int length = b - a + 1;
	if (length < l->k)
		return RUN_SHORT;
	/* Only an opponent stone caps a caro row; the edge does not. */
	int capped_before = cell_at(l, a - 1) == SHAPE_OPP;
	int capped_after = cell_at(l, b + 1) == SHAPE_OPP;
	if (rules_row_wins(l->rule, l->k, GMK_BLACK, length, capped_before, capped_after))
		return RUN_WINS;
	return length > l->k ? RUN_OVERLINE : RUN_DEAD;
}

/* Would an own stone at the empty offset q make a winning row through the centre? */
static int wins_with(shape_line *l, int q)
{
	int lo, hi;
	cell_put(l, q, SHAPE_OWN);
	int wins = run_state(l, &lo, &hi) == RUN_WINS;
	cell_put(l, q, SHAPE_EMPTY);
	return wins;
}

/* Is the row through the centre a straight four: exactly k-1, both ends completing? */
static int is_straight_four(shape_line *l)
{
	int lo, hi;
	if (run_state(l, &lo, &hi) != RUN_SHORT || hi - lo + 1 != l->k - 1)
		return 0;
	return cell_at(l, lo - 1) == SHAPE_EMPTY && cell_at(l, hi + 1) == SHAPE_EMPTY &&
	       wins_with(l, lo - 1) && wins_with(l, hi + 1);
}

/*
 * The empty points that complete a winning row through the centre; *straight
 * is set when two of them are the ends of one straight four.
 */
static int completions(shape_line *l, int *straight)
{
	int lo, hi;
	*straight = 0;
	if (run_state(l, &lo, &hi) != RUN_SHORT)
		return 0;
	int reach = l->k - 1, count = 0;
	for (int q = -reach; q <= reach; q++)
		if (q != 0 && cell_at(l, q) == SHAPE_EMPTY && wins_with(l, q))
			count++;
	if (count >= 2)
		*straight = is_straight_four(l);
	return count;
}

/*
 * The most own stones (the centre included) in a window of k cells through
 * the centre holding no opponent stone or edge. A shape n moves from a
 * winning row needs k - n of them: a cheap bound that skips hopeless levels.
 */
static int best_window(const shape_line *l)
{
	int best = 0;
	for (int start = -(l->k - 1); start <= 0; start++) {
		int own = 0, blocked = 0;
		for (int off = start; off < start + l->k && !blocked; off++) {
			int c = cell_at(l, off);
			blocked = c == SHAPE_OPP || c == SHAPE_EDGE;
			own += c == SHAPE_OWN;
		}
		if (!blocked && own > best)
			best = own;
	}
	return best;
}

rules_line shape_classify_to_three(shape_line *l)
{
	rules_line r = { GMK_PATTERN_NONE, 0, 0 };
	int lo, hi;
	switch (run_state(l, &lo, &hi)) {
	case RUN_WINS:
		r.pattern = GMK_PATTERN_FIVE;
		return r;
	case RUN_OVERLINE:
		r.pattern = GMK_PATTERN_OVERLINE;
		return r;
	case RUN_DEAD:
		return r;
	default:
		break;
	}
	int room = best_window(l);
	if (room < l->k - 2)
		return r; /* not even a three */
	int straight;
	int count = room >= l->k - 1 ? completions(l, &straight) : 0;
	if (count) {
		r.pattern = count >= 2 ? GMK_PATTERN_OPEN_FOUR : GMK_PATTERN_CLOSED_FOUR;
		r.fours = count - straight;
		return r;
	}
	int reach = l->k - 1, closed = 0;
	for (int q = -reach; q <= reach; q++) {
		if (q == 0 || cell_at(l, q) != SHAPE_EMPTY)
			continue;
		cell_put(l, q, SHAPE_OWN);
		if (q >= -(l->k - 2) && q <= l->k - 2 && is_straight_four(l))
			r.three_points |= (line_window)1 << (q + GMK_LINE_RADIUS);
		else if (!closed)
			closed = completions(l, &straight) > 0;
		cell_put(l, q, SHAPE_EMPTY);
	}
	if (r.three_points)
		r.pattern = GMK_PATTERN_OPEN_THREE;
	else if (closed)
		r.pattern = GMK_PATTERN_CLOSED_THREE;
	return r;
}

rules_line shape_classify(shape_line *l, shape_after_fn after, void *ctx)
{
	int lo, hi;
	rules_line r = shape_classify_to_three(l);
	if (r.pattern != GMK_PATTERN_NONE || run_state(l, &lo, &hi) != RUN_SHORT ||
	    best_window(l) < l->k - 3)
		return r;
	int reach = l->k - 1;
	for (int q = -reach; q <= reach; q++) {
		if (q == 0 || cell_at(l, q) != SHAPE_EMPTY)
			continue;
		cell_put(l, q, SHAPE_OWN);
		gmk_pattern next = after ? after(ctx, l) : shape_classify_to_three(l).pattern;
		cell_put(l, q, SHAPE_EMPTY);
		if (next == GMK_PATTERN_OPEN_THREE) {
			r.pattern = GMK_PATTERN_OPEN_TWO;
			break;
		}
		if (next == GMK_PATTERN_CLOSED_THREE)
			r.pattern = GMK_PATTERN_CLOSED_TWO;
	}
	return r;
}

gmk_rule shape_rule_for(gmk_rule rule, gmk_color color)
{
	if (rule == GMK_RULE_RENJU)
		return color == GMK_BLACK ? GMK_RULE_STANDARD : GMK_RULE_FREESTYLE;
	return rule;
}
