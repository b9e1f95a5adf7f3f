/* SPDX-License-Identifier: MIT */
/*
 * gmk_board_explain_foul, built on the public rule queries so that it can
 * only ever tell the story the rules themselves decide: the point is played
 * on a copy, and each line's key points are found by asking, for every
 * empty point of that line, what black would make there.
 */
#include <stdlib.h>

#include "core/error.h"
#include "core/versioned.h"
#include "gomoku/board.h"
#include "gomoku/explain.h"
#include "gomoku/status.h"
#include "explain/line_walk.h"

/* A key point lies within this many points of the played one (a five's span). */
#define LINE_REACH 4

static const size_t explanation_sizes[] = {
	VERSIONED_END(gmk_foul_explanation, lines),   /* 1: 1.2.0 */
};
VERSIONED_ASSERT(explanation_sizes, GMK_FOUL_EXPLANATION_VERSION);
static const versioned_type explanation_type = { "foul explanation",
						 GMK_FOUL_EXPLANATION_VERSION, explanation_sizes };

/* A copy of board with a black stone added at p (setup: no referee, no turn order). */
static int with_black(const gmk_board *board, gmk_point p, gmk_board **out)
{
	return with_stone(board, p, GMK_BLACK, out);
}

/* Whether p is in the unbroken black run through q along d, once q is black too. */
static int run_holds(const gmk_board *b, gmk_point q, gmk_point p, int d)
{
	for (int sign = -1; sign <= 1; sign += 2)
		for (int i = 1;; i++) {
			int x = q.x + sign * i * line_step[d][0], y = q.y + sign * i * line_step[d][1];
			if (!on_board(b, x, y) || gmk_board_at(b, x, y) != GMK_BLACK)
				break;
			if (x == p.x && y == p.y)
				return 1;
		}
	return 0;
}

/* Adds the black stones of b between offsets lo and hi (inclusive) from p along d. */
static void collect_stones(const gmk_board *b, gmk_point p, int d, int lo, int hi,
			   gmk_foul_line *line)
{
	for (int i = lo; i <= hi; i++) {
		int x = p.x + i * line_step[d][0], y = p.y + i * line_step[d][1];
		if (!on_board(b, x, y) || gmk_board_at(b, x, y) != GMK_BLACK)
			continue;
		if (line->stone_count < GMK_EXPLAIN_MAX_STONES)
			line->stones[line->stone_count] = (gmk_point){ x, y };
		line->stone_count++;
	}
}

/*
 * Fills one line: its key points (five points of a four, straight-four points
 * of a three) found on `played` (the board holding p), their fouls, its stones.
 */
static int explain_line(const gmk_board *played, gmk_point p, int d, gmk_pattern pattern,
			gmk_foul_line *line)
{
	int is_four = pattern >= GMK_PATTERN_CLOSED_FOUR && pattern <= GMK_PATTERN_FIVE;
	gmk_pattern wanted = is_four ? GMK_PATTERN_FIVE : GMK_PATTERN_OPEN_FOUR;
	*line = (gmk_foul_line){ (gmk_direction)d, pattern, 0, 0, { { 0, 0 } }, 0, { { 0, 0 } },
				 { GMK_FOUL_NONE }, { 0 } };
	int lo = 0, hi = 0;
	widen_over_run(played, p, d, 0, GMK_BLACK, &lo, &hi);
	for (int i = -LINE_REACH; pattern <= GMK_PATTERN_OPEN_FOUR && i <= LINE_REACH; i++) {
		gmk_point q = { p.x + i * line_step[d][0], p.y + i * line_step[d][1] };
		if (!i || !on_board(played, q.x, q.y) || gmk_board_at(played, q.x, q.y) != GMK_EMPTY)
			continue;
		gmk_pattern shapes[GMK_DIRECTIONS];
		int status = gmk_board_patterns(played, q.x, q.y, GMK_BLACK, shapes);
		if (status != GMK_OK)
			return status;
		if (shapes[d] != wanted || !run_holds(played, q, p, d) ||
		    line->key_count == GMK_EXPLAIN_MAX_KEYS)
			continue;
		gmk_point_info info = GMK_POINT_INFO_INIT;
		if ((status = gmk_board_point_info(played, q.x, q.y, GMK_BLACK, &info)) != GMK_OK)
			return status;
		line->keys[line->key_count] = q;
		line->key_fouls[line->key_count] = info.foul;
		line->key_makes_five[line->key_count] = !is_four && info.makes_five;
		if (is_four || (info.foul == GMK_FOUL_NONE && !info.makes_five))
			line->real = 1;
		line->key_count++;
		widen_over_run(played, p, d, i, GMK_BLACK, &lo, &hi);
	}
	if (pattern == GMK_PATTERN_OVERLINE || pattern == GMK_PATTERN_FIVE)
		line->real = 1;
	collect_stones(played, p, d, lo, hi, line);
	return GMK_OK;
}

static int explain(const gmk_board *board, gmk_point p, gmk_foul_explanation *e)
{
	gmk_point_info info = GMK_POINT_INFO_INIT;
	int status = gmk_board_point_info(board, p.x, p.y, GMK_BLACK, &info);
	if (status != GMK_OK)
		return status;
	e->foul = info.foul;
	e->makes_five = info.makes_five;
	gmk_board *played;
	if ((status = with_black(board, p, &played)) != GMK_OK)
		return status;
	for (int d = 0; d < GMK_DIRECTIONS && status == GMK_OK; d++) {
		gmk_pattern pattern = info.patterns[d];
		if (pattern < GMK_PATTERN_CLOSED_THREE)
			continue;
		gmk_foul_line *line = &e->lines[e->line_count];
		status = explain_line(played, p, d, pattern, line);
		/* A closed three with no straight-four point at all is no three to explain. */
		if (status == GMK_OK && (pattern != GMK_PATTERN_CLOSED_THREE || line->key_count))
			e->line_count++;
	}
	gmk_board_free(played);
	return status;
}

GMK_API int gmk_board_explain_foul(const gmk_board *board, int x, int y,
				   gmk_foul_explanation *out)
{
	error_clear();
	if (!board)
		return error_null("board");
	if (!out)
		return error_null("out");
	int status = versioned_check(&explanation_type, out->version);
	if (status != GMK_OK)
		return status;
	int width = gmk_board_width(board), height = gmk_board_height(board);
	if (x < 0 || y < 0 || x >= width || y >= height)
		return error_off_board(x, y, width, height);
	if (gmk_board_at(board, x, y) != GMK_EMPTY)
		return error_occupied(x, y, width, height, gmk_board_at(board, x, y), 1);
	gmk_foul_explanation *e = calloc(1, sizeof *e);
	if (!e)
		return error_nomem("a foul explanation");
	e->version = GMK_FOUL_EXPLANATION_VERSION;
	status = explain(board, (gmk_point){ x, y }, e);
	if (status == GMK_OK)
		status = versioned_write(&explanation_type, out, e);
	free(e);
	return status;
}
