/* SPDX-License-Identifier: MIT */
/* gomoku-puzzle: forced-win puzzles found in self-play, and their checker. */
#ifndef PUZZLE_H
#define PUZZLE_H

#include <stddef.h>
#include <stdio.h>

#include "gomoku.h"

/* Longest solution looked for, in plies (attacker and defender alternating). */
#define PUZZLE_MAX_PLIES 31
#define PUZZLE_MAX_STONES 400
#define PUZZLE_WHY_MAX 160

struct puzzle {
	gmk_board_options options;
	gmk_stone stones[PUZZLE_MAX_STONES]; /* in play order */
	int stone_count;
	int to_move;
	gmk_point solution[PUZZLE_MAX_PLIES];
	int solution_length;
	double difficulty;
};

/* The board the puzzle starts from (free it with gmk_board_free). */
int puzzle_board(const struct puzzle *pz, gmk_board **out);
/*
 * Checks a puzzle from scratch: the solution is a VCF (each attacker move
 * makes a four, each defender move is the forced block, the last move makes
 * five), the solver finds a win, and no other four-making first move also
 * wins (then *failed_alternatives counts them). 0, or -1 with *why set.
 */
int puzzle_verify(gmk_engine *engine, const struct puzzle *pz, int *failed_alternatives,
		  char *why, size_t why_size);
/* One JSON line with the keys. */
void puzzle_write(FILE *out, const struct puzzle *pz);
/* Parses one JSON line; 0, or -1 with *why set. */
int puzzle_read(const char *line, struct puzzle *pz, char *why, size_t why_size);

struct generate_options {
	gmk_rule rule;
	int count;      /* puzzles wanted */
	int games;      /* self-play games at most */
	unsigned long long seed;
	FILE *out;
	int quiet;
};
/* Plays games and writes puzzles; returns the number found, or -1. */
int puzzle_generate(const struct generate_options *opts);

#endif
