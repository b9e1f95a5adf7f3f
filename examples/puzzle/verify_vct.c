/* SPDX-License-Identifier: MIT */
/*
 * Checking a VCT puzzle. The solution is replayed with each move named by
 * gmk_board_explain_sequence (the attacker threatens or answers a
 * counter-four, the last move is the five); the solver must
 * find a VCT and no VCF; and every other first move that makes a threat
 * must fail: the defender has a reply (a point that stops one of the
 * attacker's threats, or a four or five of his own) after which the solver
 * finds no win.
 */
#include <stdlib.h>

#include "puzzle.h"

/* Replies tried per alternative at most: the defences of a few threats and some fours. */
#define MAX_REPLIES 64

static int has_vct(gmk_engine *engine, const gmk_board *b)
{
	gmk_search_limits limits = GMK_SEARCH_LIMITS_INIT;
	limits.nodes = PUZZLE_VCT_NODES;
	gmk_point seq[PUZZLE_MAX_PLIES];
	int length = 0;
	return gmk_engine_solve_vct(engine, b, PUZZLE_MAX_PLIES, &limits, seq, PUZZLE_MAX_PLIES,
				    &length) == GMK_OK && length > 0;
}

static int attacker_threatens(gmk_step_kind k)
{
	return k != GMK_STEP_QUIET && k != GMK_STEP_BLOCK && k != GMK_STEP_COUNTER_FOUR &&
	       k != GMK_STEP_FIVE;
}

/* The solution move by move; counts its open-three moves into *threes. */
static int check_line(const struct puzzle *pz, const gmk_board *b, int *threes, char *why,
		      size_t size)
{
	gmk_sequence_step steps[PUZZLE_MAX_PLIES];
	int n = pz->solution_length;
	if (puzzle_check_line(pz, b, steps, why, size) != 0)
		return -1;
	*threes = 0;
	for (int i = 0; i < n; i++) {
		gmk_step_kind k = steps[i].kind;
		const char *name = gmk_step_kind_name(k);
		gmk_point m = pz->solution[i];
		/* The defender's moves are free: where every reply loses, the solver
		   writes any. The attacker threatens, or answers a counter-four. */
		int answers = i > 0 && steps[i - 1].kind == GMK_STEP_COUNTER_FOUR &&
			      k == GMK_STEP_BLOCK;
		if (i < n - 1 && i % 2 == 0 && !attacker_threatens(k) && !answers)
			return puzzle_fail(why, size, "move %d (%d,%d) makes no threat (%s)",
					   i + 1, m.x, m.y, name);
		*threes += k == GMK_STEP_OPEN_THREE || k == GMK_STEP_DOUBLE_THREE;
	}
	return 0;
}

static void add_reply(gmk_point *replies, int *count, gmk_point p)
{
	for (int i = 0; i < *count; i++)
		if (replies[i].x == p.x && replies[i].y == p.y)
			return;
	if (*count < MAX_REPLIES)
		replies[(*count)++] = p;
}

/* The defender's replies on b: the defences of every attacker threat, and his fours. */
static int replies_of(const gmk_board *b, int attacker, gmk_point *replies)
{
	int count = 0, defender = attacker == GMK_BLACK ? GMK_WHITE : GMK_BLACK;
	gmk_threat threats[MAX_REPLIES];
	int total = gmk_board_threats(b, (gmk_color)attacker, threats, MAX_REPLIES);
	for (int i = 0; i < total && i < MAX_REPLIES; i++)
		for (int j = 0; j < threats[i].defence_count; j++)
			add_reply(replies, &count, threats[i].defences[j]);
	int width = gmk_board_width(b), height = gmk_board_height(b);
	for (int y = 0; y < height; y++)
		for (int x = 0; x < width; x++) {
			gmk_point_info info = GMK_POINT_INFO_INIT;
			if (gmk_board_at(b, x, y) == GMK_EMPTY &&
			    gmk_board_point_info(b, x, y, (gmk_color)defender, &info) == GMK_OK &&
			    (info.makes_five || info.fours > 0))
				add_reply(replies, &count, (gmk_point){ x, y });
		}
	return count;
}

/* Whether first move m also wins: every defender reply leaves the solver a win. */
static int alternative_wins(gmk_engine *engine, const gmk_board *b, gmk_point m, int attacker)
{
	gmk_board *next;
	if (gmk_board_clone(&next, b) != GMK_OK)
		return 1; /* cannot tell: count it as winning, so the puzzle is dropped */
	int wins = 0;
	if (gmk_board_play(next, m.x, m.y) == GMK_OK) {
		gmk_point replies[MAX_REPLIES];
		int n = replies_of(next, attacker, replies);
		wins = 1; /* a five at once, or a threat with no reply */
		for (int i = 0; i < n && wins && !gmk_board_is_over(next); i++) {
			if (gmk_board_play(next, replies[i].x, replies[i].y) != GMK_OK)
				continue; /* a forbidden point: no reply for black */
			wins = !gmk_board_is_over(next) && has_vct(engine, next);
			gmk_board_undo(next);
		}
	}
	gmk_board_free(next);
	return wins;
}

int puzzle_verify_vct(gmk_engine *engine, const struct puzzle *pz, int *failed_alternatives,
		      int *three_moves, char *why, size_t why_size)
{
	gmk_board *b;
	if (puzzle_position(pz, &b, why, why_size) != 0)
		return -1;
	int threes = 0;
	int result = check_line(pz, b, &threes, why, why_size);
	if (result == 0 && puzzle_has_vcf(engine, b))
		result = puzzle_fail(why, why_size, "the attacker has a VCF: not a VCT puzzle");
	if (result == 0 && !has_vct(engine, b))
		result = puzzle_fail(why, why_size, "the solver finds no forced win");
	result = puzzle_alternatives(engine, b, pz, result, alternative_wins, failed_alternatives,
				     why, why_size);
	if (three_moves)
		*three_moves = threes;
	return result;
}
