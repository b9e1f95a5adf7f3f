/* SPDX-License-Identifier: MIT */
/*
 * Checking a puzzle needs nothing from its maker: the position is rebuilt,
 * the solution replayed move by move against the rules, and the uniqueness
 * of the first move tested by trying every other four.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "puzzle.h"

int puzzle_fail(char *why, size_t size, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(why, size, fmt, ap);
	va_end(ap);
	return -1;
}

int puzzle_board(const struct puzzle *pz, gmk_board **out)
{
	gmk_board *b;
	int status = gmk_board_new(&b, &pz->options);
	if (status != GMK_OK)
		return status;
	status = gmk_board_setup(b, pz->stones, (size_t)pz->stone_count, (gmk_color)pz->to_move);
	if (status != GMK_OK) {
		gmk_board_free(b);
		return status;
	}
	*out = b;
	return GMK_OK;
}

int puzzle_position(const struct puzzle *pz, gmk_board **out, char *why, size_t size)
{
	if (puzzle_board(pz, out) != GMK_OK)
		return puzzle_fail(why, size, "the stones do not form a position: %s",
				   gmk_last_error_message());
	return 0;
}

int puzzle_check_length(const struct puzzle *pz, char *why, size_t size)
{
	if (pz->solution_length < 1 || pz->solution_length % 2 == 0)
		return puzzle_fail(why, size, "the solution has %d moves: a win takes an odd "
				   "number (the attacker's moves and the replies, then the five)",
				   pz->solution_length);
	return 0;
}

int puzzle_check_line(const struct puzzle *pz, const gmk_board *b,
		      gmk_sequence_step steps[PUZZLE_MAX_PLIES], char *why, size_t size)
{
	int n = pz->solution_length;
	if (puzzle_check_length(pz, why, size) != 0)
		return -1;
	if (gmk_board_explain_sequence(b, pz->solution, (size_t)n, steps, PUZZLE_MAX_PLIES) != GMK_OK)
		return puzzle_fail(why, size, "the solution cannot be played: %s",
				   gmk_last_error_message());
	if (steps[n - 1].kind != GMK_STEP_FIVE)
		return puzzle_fail(why, size, "the last move (%d,%d) makes no five (%s)",
				   pz->solution[n - 1].x, pz->solution[n - 1].y,
				   gmk_step_kind_name(steps[n - 1].kind));
	return 0;
}

int puzzle_prepare(const struct puzzle *pz, gmk_board **out, char *why, size_t size)
{
	gmk_sequence_step steps[PUZZLE_MAX_PLIES];
	if (puzzle_position(pz, out, why, size) != 0)
		return -1;
	if (puzzle_check_line(pz, *out, steps, why, size) != 0) {
		gmk_board_free(*out);
		*out = NULL;
		return -1;
	}
	return 0;
}

int puzzle_five_points(const gmk_board *b, int color, gmk_point *first)
{
	int n = 0, width = gmk_board_width(b), height = gmk_board_height(b);
	for (int y = 0; y < height; y++)
		for (int x = 0; x < width; x++) {
			gmk_point_info info = GMK_POINT_INFO_INIT;
			if (gmk_board_at(b, x, y) != GMK_EMPTY ||
			    gmk_board_point_info(b, x, y, (gmk_color)color, &info) != GMK_OK ||
			    !info.makes_five)
				continue;
			if (n++ == 0)
				*first = (gmk_point){ x, y };
		}
	return n;
}

static int makes_five(const gmk_board *b, int color, gmk_point p)
{
	gmk_point_info info = GMK_POINT_INFO_INIT;
	return gmk_board_at(b, p.x, p.y) == GMK_EMPTY &&
	       gmk_board_point_info(b, p.x, p.y, (gmk_color)color, &info) == GMK_OK &&
	       info.makes_five;
}

static int replay(const struct puzzle *pz, char *why, size_t size)
{
	gmk_board *b;
	if (puzzle_position(pz, &b, why, size) != 0)
		return -1;
	int attacker = pz->to_move, result = 0;
	for (int i = 0; i < pz->solution_length && result == 0; i++) {
		gmk_point m = pz->solution[i], block;
		if (i % 2 && !makes_five(b, attacker, m)) {
			/* A defender move must block a five point of the attacker's four. */
			result = puzzle_fail(why, size, "move %d (%d,%d) blocks no four", i + 1, m.x, m.y);
			break;
		}
		if (gmk_board_play(b, m.x, m.y) != GMK_OK) {
			result = puzzle_fail(why, size, "move %d (%d,%d) is illegal", i + 1, m.x, m.y);
			break;
		}
		gmk_result r = GMK_RESULT_INIT;
		gmk_board_result(b, &r);
		int last = i == pz->solution_length - 1;
		if (last && (r.state != GMK_STATE_WIN || (int)r.winner != attacker))
			result = puzzle_fail(why, size, "the last move does not win");
		else if (!last && r.state != GMK_STATE_ONGOING)
			result = puzzle_fail(why, size, "the game ends before the solution does");
		else if (!last && i % 2 == 0 && puzzle_five_points(b, attacker, &block) == 0)
			result = puzzle_fail(why, size, "move %d (%d,%d) makes no four", i + 1, m.x, m.y);
	}
	gmk_board_free(b);
	return result;
}

int puzzle_has_vcf(gmk_engine *engine, const gmk_board *b)
{
	gmk_point seq[PUZZLE_MAX_PLIES];
	int length = 0;
	return gmk_engine_solve_vcf(engine, b, PUZZLE_MAX_PLIES, seq, PUZZLE_MAX_PLIES,
				    &length) == GMK_OK && length > 0;
}

/* Whether the four at m (not the solution's) also wins: block it, then look for a VCF. */
static int alternative_wins(gmk_engine *engine, const gmk_board *b, gmk_point m, int attacker)
{
	gmk_board *next;
	gmk_board_clone(&next, b);
	int wins = 0;
	gmk_point block;
	if (gmk_board_play(next, m.x, m.y) == GMK_OK) {
		int fives = puzzle_five_points(next, attacker, &block);
		if (gmk_board_is_over(next) || fives >= 2)
			wins = 1;
		else if (fives == 1 && gmk_board_play(next, block.x, block.y) == GMK_OK)
			wins = puzzle_has_vcf(engine, next);
		else if (fives == 1)
			wins = 1; /* the block is forbidden for black: the four wins */
	}
	gmk_board_free(next);
	return wins;
}

/* Every other threat first move tried with wins: 0 when none wins (*failed counts them). */
static int other_first_moves(gmk_engine *engine, const gmk_board *b, gmk_point first,
			     enum puzzle_kind kind, puzzle_alternative_wins wins, int *failed,
			     char *why, size_t why_size)
{
	int attacker = gmk_board_to_move(b), width = gmk_board_width(b);
	int height = gmk_board_height(b), result = 0;
	for (int y = 0; y < height && result == 0; y++)
		for (int x = 0; x < width && result == 0; x++) {
			gmk_point_info info = GMK_POINT_INFO_INIT;
			if ((x == first.x && y == first.y) || gmk_board_at(b, x, y) != GMK_EMPTY ||
			    gmk_board_point_info(b, x, y, (gmk_color)attacker, &info) != GMK_OK ||
			    info.foul != GMK_FOUL_NONE)
				continue;
			int threat = info.makes_five || info.fours > 0 ||
				     (kind == PUZZLE_VCT && info.open_threes > 0);
			if (threat && wins(engine, b, (gmk_point){ x, y }, attacker))
				result = puzzle_fail(why, why_size, "(%d,%d) wins too: the first move is "
						     "not unique", x, y);
			else
				*failed += threat;
		}
	return result;
}

int puzzle_alternatives(gmk_engine *engine, gmk_board *b, const struct puzzle *pz, int result,
			puzzle_alternative_wins wins, int *failed_alternatives, char *why,
			size_t why_size)
{
	int failed = 0;
	if (result == 0)
		result = other_first_moves(engine, b, pz->solution[0], pz->kind, wins, &failed, why,
					   why_size);
	gmk_board_free(b);
	if (failed_alternatives)
		*failed_alternatives = failed;
	return result;
}

int puzzle_verify(gmk_engine *engine, const struct puzzle *pz, int *failed_alternatives,
		  char *why, size_t why_size)
{
	if (pz->kind == PUZZLE_VCT)
		return puzzle_verify_vct(engine, pz, failed_alternatives, NULL, why, why_size);
	gmk_board *b;
	if (puzzle_check_length(pz, why, why_size) != 0 || replay(pz, why, why_size) != 0 ||
	    puzzle_position(pz, &b, why, why_size) != 0)
		return -1;
	int result = puzzle_has_vcf(engine, b)
			     ? 0
			     : puzzle_fail(why, why_size, "the solver finds no forced win");
	return puzzle_alternatives(engine, b, pz, result, alternative_wins, failed_alternatives, why,
				   why_size);
}
