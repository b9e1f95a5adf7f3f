/* SPDX-License-Identifier: MIT */
/*
 * gmk_board_explain_sequence: each move of a forced win, named by what it
 * does. The sequence is replayed on a copy; before each move the other
 * side's threats are read (gmk_board_threats) to see which of them the
 * move stops, after it the mover's own threats through the move say what
 * it threatens. Both readings are the public ones, so a step can only tell
 * what gmk_board_threats() would tell at that moment.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/color.h"
#include "core/error.h"
#include "explain/line_walk.h"
#include "gomoku/board.h"
#include "gomoku/explain.h"
#include "gomoku/status.h"

/* The bounded message copied out of a failed gmk_board_play. */
#define MOVE_WHY_MAX 160

static const char *const step_names[] = {
	"quiet", "five", "four", "open-four", "double-four", "four-three",
	"open-three", "double-three", "block", "counter-four",
};

GMK_API const char *gmk_step_kind_name(int kind)
{
	if (kind < 0 || (size_t)kind >= sizeof step_names / sizeof step_names[0])
		return "unknown";
	return step_names[kind];
}

static bool holds(const gmk_point *points, int count, gmk_point p)
{
	for (int i = 0; i < count; i++)
		if (points[i].x == p.x && points[i].y == p.y)
			return true;
	return false;
}

/* A side's threats, in a fresh array (NULL and 0 when it has none). */
static int threats_of(const gmk_board *b, int color, gmk_threat **out, int *count)
{
	*out = NULL;
	*count = 0;
	int total = gmk_board_threats(b, (gmk_color)color, NULL, 0);
	if (total <= 0)
		return total;
	gmk_threat *items = malloc(sizeof *items * (size_t)total);
	if (!items)
		return error_nomem("a sequence step's threats");
	int again = gmk_board_threats(b, (gmk_color)color, items, (size_t)total);
	if (again < 0) {
		free(items);
		return again;
	}
	*out = items;
	*count = again < total ? again : total;
	return GMK_OK;
}

/* The five the move just made, as a threat line of its stones. */
static gmk_threat five_line(const gmk_result *r)
{
	gmk_threat t;
	memset(&t, 0, sizeof t);
	t.kind = GMK_THREAT_FIVE;
	t.color = r->winner;
	int dx = r->line_end.x - r->line_start.x, dy = r->line_end.y - r->line_start.y;
	int steps = abs(dx) > abs(dy) ? abs(dx) : abs(dy);
	int sx = steps ? dx / steps : 0, sy = steps ? dy / steps : 0;
	for (int d = 0; d < GMK_DIRECTIONS; d++)
		if ((line_step[d][0] == sx && line_step[d][1] == sy) ||
		    (line_step[d][0] == -sx && line_step[d][1] == -sy))
			t.direction = (gmk_direction)d;
	for (int i = 0; i <= steps && t.stone_count < GMK_THREAT_MAX_POINTS; i++)
		t.stones[t.stone_count++] =
			(gmk_point){ r->line_start.x + i * sx, r->line_start.y + i * sy };
	return t;
}

static void add_line(gmk_sequence_step *step, const gmk_threat *t)
{
	if (step->line_count < GMK_STEP_MAX_LINES)
		step->lines[step->line_count++] = *t;
}

/* Names the move by the mover's threats through it (mine) and those it stopped (stopped). */
static void name_step(gmk_sequence_step *step, const gmk_threat *mine, int mine_count,
		      const gmk_threat *before, int before_count)
{
	int fours = 0, threes = 0, straight = 0, stopped = 0;
	for (int kind = GMK_THREAT_FOUR; kind <= GMK_THREAT_OPEN_THREE; kind++)
		for (int i = 0; i < mine_count; i++) {
			if ((int)mine[i].kind != kind ||
			    !holds(mine[i].stones, mine[i].stone_count, step->move))
				continue;
			add_line(step, &mine[i]);
			fours += kind == GMK_THREAT_FOUR;
			threes += kind == GMK_THREAT_OPEN_THREE;
			straight |= kind == GMK_THREAT_FOUR && mine[i].key_count >= 2;
		}
	for (int i = 0; i < before_count; i++)
		if (holds(before[i].defences, before[i].defence_count, step->move) ||
		    holds(before[i].keys, before[i].key_count, step->move)) {
			add_line(step, &before[i]);
			stopped++;
		}
	/* The defender's move is told by what it stops, the attacker's by what it threatens. */
	if (fours && !step->attacker)
		step->kind = GMK_STEP_COUNTER_FOUR;
	else if (stopped && (!step->attacker || !threes) && !fours)
		step->kind = GMK_STEP_BLOCK;
	else if (fours >= 2)
		step->kind = GMK_STEP_DOUBLE_FOUR;
	else if (fours && threes)
		step->kind = GMK_STEP_FOUR_THREE;
	else if (fours)
		step->kind = straight ? GMK_STEP_OPEN_FOUR : GMK_STEP_FOUR;
	else if (threes >= 2)
		step->kind = GMK_STEP_DOUBLE_THREE;
	else if (threes)
		step->kind = GMK_STEP_OPEN_THREE;
	else
		step->kind = GMK_STEP_QUIET;
}

/* Plays move i on b, naming a refusal by the move's index. */
static int play(gmk_board *b, size_t i, gmk_point m)
{
	int status = gmk_board_play(b, m.x, m.y);
	if (status == GMK_OK)
		return GMK_OK;
	char why[MOVE_WHY_MAX];
	snprintf(why, sizeof why, "%s", gmk_last_error_message());
	return error_set(status, "sequence move %zu (%d,%d): %s", i + 1, m.x, m.y, why);
}

static int explain_step(gmk_board *b, size_t i, gmk_point m, int attacker_color,
			gmk_sequence_step *step)
{
	int mover = gmk_board_to_move(b);
	int other = opponent_of((gmk_color)mover);
	memset(step, 0, sizeof *step);
	step->move = m;
	step->color = (gmk_color)mover;
	step->attacker = mover == attacker_color;
	gmk_threat *before = NULL, *mine = NULL;
	int before_count = 0, mine_count = 0;
	int status = gmk_board_is_over(b)
			     ? error_set(GMK_EGAMEOVER, "sequence move %zu (%d,%d): the game is over",
					 i + 1, m.x, m.y)
			     : threats_of(b, other, &before, &before_count);
	if (status == GMK_OK)
		status = play(b, i, m);
	gmk_result r = GMK_RESULT_INIT;
	if (status == GMK_OK)
		gmk_board_result(b, &r);
	if (status == GMK_OK && r.state == GMK_STATE_WIN && (int)r.winner == mover &&
	    r.reason == GMK_REASON_FIVE) {
		step->kind = GMK_STEP_FIVE;
		gmk_threat five = five_line(&r);
		add_line(step, &five);
	} else if (status == GMK_OK && (status = threats_of(b, mover, &mine, &mine_count)) == GMK_OK) {
		name_step(step, mine, mine_count, before, before_count);
	}
	free(before);
	free(mine);
	return status;
}

GMK_API int gmk_board_explain_sequence(const gmk_board *board, const gmk_point *sequence,
				       size_t length, gmk_sequence_step *out, size_t capacity)
{
	error_clear();
	if (!board)
		return error_null("board");
	if (!sequence && length > 0)
		return error_null("sequence");
	if (!out && capacity > 0)
		return error_null("out");
	size_t points = (size_t)gmk_board_width(board) * (size_t)gmk_board_height(board);
	if (length > points)
		return error_set(GMK_ERANGE, "a sequence of %zu moves on a board of %zu points",
				 length, points);
	if (capacity < length)
		return error_set(GMK_EBUFFER, "%zu steps do not fit in %zu", length, capacity);
	if (length == 0)
		return GMK_OK;
	gmk_sequence_step *steps = malloc(sizeof *steps * length);
	gmk_board *copy = NULL;
	int status = steps ? gmk_board_clone(&copy, board) : error_nomem("sequence steps");
	int attacker = gmk_board_to_move(board);
	for (size_t i = 0; i < length && status == GMK_OK; i++)
		status = explain_step(copy, i, sequence[i], attacker, &steps[i]);
	if (status == GMK_OK)
		memcpy(out, steps, sizeof *steps * length);
	gmk_board_free(copy);
	free(steps);
	return status;
}
