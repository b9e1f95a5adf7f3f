/* SPDX-License-Identifier: MIT */
/*
 * Why a move is refused, in words a player understands: the foul and the
 * lines that make it, or how the game already ended.
 */
#include <stdio.h>
#include <string.h>

#include "board/board_internal.h"
#include "core/error.h"
#include "core/names.h"
#include "gomoku/notation.h"
#include "gomoku/status.h"
#include "rules/rules.h"

/* "h10-k12": two point names and a dash. */
#define SPAN_MAX (2 * GMK_POINT_STRING_MAX + 2)
/* Up to four spans joined by ", " and " and ". */
#define SPANS_MAX (GMK_DIRECTIONS * (SPAN_MAX + 6))

/*
 * How far black's stones reach from (x, y) along (dx, dy): across single
 * empty points, never across a white stone, the edge or two empty points,
 * at most the win length away (a three or a four fits in that window).
 */
static int reach(const gmk_board *b, int x, int y, int dx, int dy)
{
	int last = 0, gap = 0;
	for (int i = 1; i < b->opts.win_length; i++) {
		int cx = x + i * dx, cy = y + i * dy;
		if (!backend_on_board(b->store, cx, cy))
			break;
		gmk_color c = backend_get(b->store, cx, cy);
		if (c == GMK_BLACK) {
			last = i;
			gap = 0;
		} else if (c == GMK_WHITE || ++gap > 1) {
			break;
		}
	}
	return last;
}

/* "h8-h10": the stones of the line through (x, y) in direction dir, with the move. */
static void span_name(const gmk_board *b, int x, int y, int dir, char *buf, size_t size)
{
	int dx = gmk_dir_dx[dir], dy = gmk_dir_dy[dir];
	int back = reach(b, x, y, -dx, -dy), ahead = reach(b, x, y, dx, dy);
	gmk_point from = { x - back * dx, y - back * dy }, to = { x + ahead * dx, y + ahead * dy };
	/* Named as a reader says them: left to right, and bottom to top in a column. */
	if (from.x > to.x || (from.x == to.x && from.y < to.y)) {
		gmk_point t = from;
		from = to;
		to = t;
	}
	char a[GMK_POINT_STRING_MAX] = "", c[GMK_POINT_STRING_MAX] = "";
	gmk_point_to_rif(from, b->opts.width, b->opts.height, a, sizeof(a));
	gmk_point_to_rif(to, b->opts.width, b->opts.height, c, sizeof(c));
	snprintf(buf, size, "%s-%s", a, c);
}

/* Does the line pattern take part in this foul? */
static int makes_foul(gmk_foul foul, gmk_pattern p)
{
	switch (foul) {
	case GMK_FOUL_DOUBLE_THREE:
		return p == GMK_PATTERN_OPEN_THREE;
	case GMK_FOUL_DOUBLE_FOUR:
		return p == GMK_PATTERN_CLOSED_FOUR || p == GMK_PATTERN_OPEN_FOUR;
	default:
		return p == GMK_PATTERN_OVERLINE;
	}
}

/* "h8-h10 and f8-j8": the lines of the foul, joined as a list. */
static void foul_lines(const gmk_board *b, int x, int y, gmk_foul foul, char *buf, size_t size)
{
	gmk_pattern patterns[GMK_DIRECTIONS];
	rules_point_patterns(b->store, b->opts.rule, b->opts.win_length, x, y, GMK_BLACK, patterns);
	int dirs[GMK_DIRECTIONS], n = 0;
	for (int d = 0; d < GMK_DIRECTIONS; d++)
		if (makes_foul(foul, patterns[d]))
			dirs[n++] = d;
	buf[0] = '\0';
	for (int i = 0; i < n; i++) {
		char span[SPAN_MAX];
		span_name(b, x, y, dirs[i], span, sizeof(span));
		const char *sep = i == 0 ? "" : i == n - 1 ? " and " : ", ";
		size_t len = strlen(buf);
		snprintf(buf + len, size - len, "%s%s", sep, span);
	}
}

int board_foul_error(const gmk_board *b, int x, int y, gmk_foul foul)
{
	char lines[SPANS_MAX];
	foul_lines(b, x, y, foul, lines, sizeof(lines));
	return error_at(GMK_EFORBIDDEN, x, y, b->opts.width, b->opts.height,
			"is forbidden for black: %s%s%s%s", name_of_foul(foul),
			lines[0] ? " (" : "", lines, lines[0] ? ")" : "");
}

int board_game_over_error(const gmk_board *b)
{
	const gmk_result *r = &b->result;
	if (r->state == GMK_STATE_DRAW)
		return error_set(GMK_EGAMEOVER, "the game is over: a draw (%s)",
				 name_of_reason(r->reason));
	return error_set(GMK_EGAMEOVER, "the game is over: %s has won (%s)",
			 name_of_color(r->winner), name_of_reason(r->reason));
}
