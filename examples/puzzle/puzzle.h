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

enum puzzle_kind {
	PUZZLE_VCF = 0,  /* a win by continuous fours */
	PUZZLE_VCT = 1   /* a win by fours and open threes, with no VCF */
};

/* Nodes the VCT solver may spend on one question (a candidate, an alternative). */
#define PUZZLE_VCT_NODES 200000

struct puzzle {
	gmk_board_options options;
	enum puzzle_kind kind;
	gmk_stone stones[PUZZLE_MAX_STONES]; /* in play order */
	int stone_count;
	int to_move;
	gmk_point solution[PUZZLE_MAX_PLIES];
	int solution_length;
	double difficulty;
};

/* The board the puzzle starts from (free it with gmk_board_free). */
int puzzle_board(const struct puzzle *pz, gmk_board **out);
/* The same, or -1 with *why saying why the stones form no position. */
int puzzle_position(const struct puzzle *pz, gmk_board **out, char *why, size_t why_size);
/* 0 when the solution's length can be a win (odd: the five ends it); else -1, *why set. */
int puzzle_check_length(const struct puzzle *pz, char *why, size_t why_size);
/*
 * 0 when the solution plays out from b (the puzzle's position) and its last
 * move makes five, steps then naming each move; else -1, *why set. The
 * cheap check a front end makes before showing a puzzle; the checkers go on
 * from here to the search.
 */
int puzzle_check_line(const struct puzzle *pz, const gmk_board *b,
		      gmk_sequence_step steps[PUZZLE_MAX_PLIES], char *why, size_t why_size);
/* The puzzle's board when its solution passes puzzle_check_line, else -1 with *why set. */
int puzzle_prepare(const struct puzzle *pz, gmk_board **out, char *why, size_t why_size);
/*
 * Checks a puzzle from scratch: the solution is a VCF (each attacker move
 * makes a four, each defender move is the forced block, the last move makes
 * five), the solver finds a win, and no other four-making first move also
 * wins (then *failed_alternatives counts them). 0, or -1 with *why set.
 * A VCT puzzle goes to puzzle_verify_vct.
 */
int puzzle_verify(gmk_engine *engine, const struct puzzle *pz, int *failed_alternatives,
		  char *why, size_t why_size);
/*
 * The same for a VCT puzzle (verify_vct.c): every attacker move a threat,
 * every defender move a block or a counter-four, the last a five; the
 * solver finds a VCT and no VCF; every other threat first move fails (the
 * defender has a reply after which the solver finds no win). *three_moves
 * counts the solution's open-three moves (the ones a solver of the puzzle
 * must see without a four to force them).
 */
int puzzle_verify_vct(gmk_engine *engine, const struct puzzle *pz, int *failed_alternatives,
		      int *three_moves, char *why, size_t why_size);
/* verify.c: the shared pieces. */
/* Whether the attacker's first move m (not the solution's) wins too. */
typedef int (*puzzle_alternative_wins)(gmk_engine *engine, const gmk_board *b, gmk_point m,
				       int attacker);
/*
 * The end both checks share. When the line held (result 0), tries every other
 * legal first move that makes a four (or, for a VCT, an open three) with
 * wins: -1 with *why naming one that wins too. Frees b; *failed_alternatives
 * (may be NULL) counts the moves that fail. Returns the verdict.
 */
int puzzle_alternatives(gmk_engine *engine, gmk_board *b, const struct puzzle *pz, int result,
			puzzle_alternative_wins wins, int *failed_alternatives, char *why,
			size_t why_size);
int puzzle_fail(char *why, size_t size, const char *fmt, ...);
/* Whether the side to move on b has a VCF. */
int puzzle_has_vcf(gmk_engine *engine, const gmk_board *b);
/* The points where color would make five now: how many, and the first. */
int puzzle_five_points(const gmk_board *b, int color, gmk_point *first);
/* One JSON line with the keys. */
void puzzle_write(FILE *out, const struct puzzle *pz);
/* A puzzle file's lines hold at most PUZZLE_LINE_MAX - 1 bytes besides the newline. */
#define PUZZLE_LINE_MAX 65536
/*
 * The next non-blank line of a puzzle file into buf (PUZZLE_LINE_MAX bytes),
 * *number counting the file's lines: 1; 0 at the end; -1 for a line too long
 * for buf (read through to its end, so the next call goes on after it).
 */
int puzzle_next_line(FILE *in, char *buf, int *number);
/* Parses one JSON line; 0, or -1 with *why set. */
int puzzle_read(const char *line, struct puzzle *pz, char *why, size_t why_size);
/*
 * Reads up to max puzzles of a file (blank lines skipped) into a fresh
 * array (free it), and counts the lines past them in *left_out; 0, or -1
 * with *why naming the line at fault.
 */
int puzzle_read_file(const char *path, int max, struct puzzle **out, int *count, int *left_out,
		     char *why, size_t why_size);

struct generate_options {
	gmk_rule rule;
	enum puzzle_kind kind;
	int count;      /* puzzles wanted */
	int games;      /* self-play games at most */
	unsigned long long seed;
	int max_plies;  /* the longest solution wanted, 5 to PUZZLE_MAX_PLIES */
	FILE *out;
	int quiet;
};
/* Plays games and writes puzzles; returns the number found, or -1. */
int puzzle_generate(const struct generate_options *opts);
/*
 * The same over the positions of the games in the record files (JSON, or
 * PSQ read under opts->rule) instead of self-play; -1 when one cannot be read.
 */
int puzzle_generate_from(const struct generate_options *opts, char *const *paths, int path_count);
/* records.c: a game record file, JSON or PSQ (under rule), as a board; 0 or -1 (said on stderr). */
int puzzle_read_record(const char *path, gmk_rule rule, gmk_board **out);

#endif
