/* SPDX-License-Identifier: MIT */
/*
 * Renju fouls for black (rules/RENJU.md 5.4): five first, then overline,
 * double-four, and double-three with the recursive reading of a three.
 *
 * The stones a reading adds (the point judged, then a straight-four point,
 * then that point's straight-four point, ...) are kept in a small overlay and
 * merged into the line windows as they are read, so the store stays const.
 */
#include "rules/line.h"
#include "rules/rules.h"

/*
 * Nested readings deeper than this are not followed: the threes of a point
 * met at that depth are taken as real. Real positions need a handful of
 * levels; the limit only bounds the stack on constructed boards.
 */
#define RENJU_MAX_DEPTH 48

#define RENJU_K 5
/* Window bits of the 4 and 5 cells on each side of the centre. */
#define NEAR4_MASK ((line_window)0x0F0000u | (line_window)0x7800u)
#define NEAR5_MASK ((line_window)0x1F0000u | (line_window)0x7C00u)
/* A line needs this many other black stones near the point to hold a three or a four. */
#define THREE_STONES 2
#define SAME_LINE_FOULS_STONES 4

_Static_assert(GMK_LINE_RADIUS == 15, "the near masks assume the centre at bit 15");

typedef struct overlay {
	int count;
	gmk_point at[RENJU_MAX_DEPTH];
} overlay;

/* The overlay stones on direction dir through (x, y), as window bits. */
static line_window overlay_bits(const overlay *ov, int x, int y, int dir)
{
	line_window bits = 0;
	for (int i = 0; i < ov->count; i++) {
		int dx = ov->at[i].x - x, dy = ov->at[i].y - y;
		int on_line;
		switch (dir) {
		case GMK_DIR_HORIZONTAL:
			on_line = dy == 0;
			break;
		case GMK_DIR_VERTICAL:
			on_line = dx == 0;
			dx = dy;
			break;
		case GMK_DIR_DIAGONAL:
			on_line = dx == dy;
			break;
		default:
			on_line = dx == -dy;
			break;
		}
		if (on_line && dx >= -GMK_LINE_RADIUS && dx <= GMK_LINE_RADIUS)
			bits |= (line_window)1 << (dx + GMK_LINE_RADIUS);
	}
	return bits;
}

static gmk_foul foul_at(const gmk_backend *s, overlay *ov, int x, int y, int *five);

/* Are at least n bits set? (Clearing the lowest bit n-1 times: no popcount instruction needed.) */
static inline int at_least_stones(line_window bits, int n)
{
	for (int i = 1; i < n && bits; i++)
		bits &= bits - 1;
	return bits != 0;
}

/* Does one of the straight-four points of a three through p (already in ov) stay open to black? */
static int three_is_real(const gmk_backend *s, overlay *ov, int x, int y, int dir,
			 line_window points)
{
	int dx = gmk_dir_dx[dir], dy = gmk_dir_dy[dir];
	while (points) {
		int off = __builtin_ctz(points) - GMK_LINE_RADIUS;
		points &= points - 1;
		int five;
		if (foul_at(s, ov, x + off * dx, y + off * dy, &five) == GMK_FOUL_NONE && !five)
			return 1;
	}
	return 0;
}

/*
 * The foul of black at the empty (x, y) with the overlay's stones added;
 * *five tells whether the move makes an exact five (then it is no foul).
 */
static gmk_foul foul_at(const gmk_backend *s, overlay *ov, int x, int y, int *five)
{
	line_window own[GMK_DIRECTIONS], empty[GMK_DIRECTIONS], extra[GMK_DIRECTIONS];
	int crowded = 0, busy_lines = 0;
	*five = 0;
	backend_lines(s, x, y, GMK_BLACK, own);
	for (int dir = 0; dir < GMK_DIRECTIONS; dir++) {
		extra[dir] = ov->count ? overlay_bits(ov, x, y, dir) : 0;
		own[dir] |= extra[dir];
		crowded |= at_least_stones(own[dir] & NEAR5_MASK, SAME_LINE_FOULS_STONES);
		busy_lines += at_least_stones(own[dir] & NEAR4_MASK, THREE_STONES);
	}
	/* A five, an overline or a same-line double-four needs 4 stones on one line; the rest two busy lines. */
	if (!crowded && busy_lines < 2)
		return GMK_FOUL_NONE;

	int overline = 0, fours = 0, threes = 0;
	int three_dir[GMK_DIRECTIONS];
	line_window three_points[GMK_DIRECTIONS];
	backend_lines(s, x, y, GMK_EMPTY, empty);
	for (int dir = 0; dir < GMK_DIRECTIONS; dir++) {
		rules_line r = rules_renju_black_line(own[dir], empty[dir] & ~extra[dir]);
		switch (r.pattern) {
		case GMK_PATTERN_FIVE:
			*five = 1;
			return GMK_FOUL_NONE;
		case GMK_PATTERN_OVERLINE:
			overline = 1;
			break;
		case GMK_PATTERN_OPEN_THREE:
			three_dir[threes] = dir;
			three_points[threes++] = r.three_points;
			break;
		default:
			fours += r.fours;
			break;
		}
	}
	if (overline)
		return GMK_FOUL_OVERLINE;
	if (fours >= 2)
		return GMK_FOUL_DOUBLE_FOUR;
	if (threes < 2)
		return GMK_FOUL_NONE;
	if (ov->count == RENJU_MAX_DEPTH)
		return GMK_FOUL_DOUBLE_THREE; /* too deep to refute: the threes stand */

	ov->at[ov->count++] = (gmk_point){ x, y };
	int real = 0;
	for (int i = 0; i < threes && real < 2 && real + threes - i >= 2; i++)
		real += three_is_real(s, ov, x, y, three_dir[i], three_points[i]);
	ov->count--;
	return real >= 2 ? GMK_FOUL_DOUBLE_THREE : GMK_FOUL_NONE;
}

gmk_foul rules_renju_foul(const gmk_backend *store, int x, int y)
{
	rules_tables_init(GMK_RULE_RENJU, GMK_BLACK);
	overlay ov;
	ov.count = 0;
	int five;
	return foul_at(store, &ov, x, y, &five);
}

int rules_renju_three_is_real(const gmk_backend *store, int x, int y, int dir,
			      line_window three_points)
{
	rules_tables_init(GMK_RULE_RENJU, GMK_BLACK);
	overlay ov;
	ov.count = 1;
	ov.at[0] = (gmk_point){ x, y };
	return three_is_real(store, &ov, x, y, dir, three_points);
}
