/* SPDX-License-Identifier: MIT */
/*
 * Invariants that hold after any sequence of public calls on a board, shared
 * by the API-sequence fuzzer (tests/fuzz/fuzz_api_sequence.c) and the stress
 * program (tests/stress/stress.c). Only the public API is used: the checks
 * rebuild what the board claims (hash, result, history) from scratch and
 * compare. A broken invariant prints the condition and aborts, which
 * libFuzzer and meson both report.
 */
#ifndef GMK_TEST_INVARIANTS_H
#define GMK_TEST_INVARIANTS_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "gomoku.h"

#define INV_ASSERT(cond)                                                         \
	do {                                                                     \
		if (!(cond)) {                                                   \
			fprintf(stderr, "%s:%d: invariant broken: %s\n", __FILE__, \
				__LINE__, #cond);                                \
			abort();                                                 \
		}                                                                \
	} while (0)

/* Prints the options, the moves and a diagram of board to stderr, for a failure report. */
void inv_dump(const gmk_board *board, const char *title);

/* Everything a call may change, to show that a failed call changed nothing. */
typedef struct inv_state {
	uint64_t hash;
	int move_count;
	int redo_count;
	int stone_count;
	int setup_count;
	int to_move;
	int setup_to_move;
	gmk_result result;
} inv_state;

void inv_state_take(const gmk_board *board, inv_state *out);
int inv_state_equal(const inv_state *a, const inv_state *b);
/* After a call that returned status: if it failed, the board is as in *before. */
void inv_check_failed_call(const gmk_board *board, const inv_state *before, int status);

/* The stones as a width * height array of gmk_color (freed with free). */
unsigned char *inv_grid(const gmk_board *board);

/* The side to move has a winning row anywhere on grid, under the rule's own definition. */
int inv_has_winning_row(const gmk_board_options *o, const unsigned char *grid, gmk_color color);

/*
 * The board's own consistency: stone counts, side to move, the hash against a
 * board set up from scratch, the result against the stones, and the history
 * (replaying setup + moves + redo line reproduces it; undo all returns to the
 * setup). Costs O(cells + moves) plays.
 */
void inv_check_board(const gmk_board *board);
/* The cheaper part of inv_check_board: counts, hash, result (no history replay). */
void inv_check_position(const gmk_board *board);

/* Frees what the checks keep between calls (in the calling thread). */
void inv_release(void);

/* a and b hold the same game: options (backend aside), stones, history, result. */
void inv_check_same(const gmk_board *a, const gmk_board *b);

/*
 * Legal moves, the legal mask, the forbidden points and per-point fouls agree
 * with each other and with the stones. O(cells) foul queries.
 */
void inv_check_legal(const gmk_board *board);

/*
 * Searches and checks: the board is untouched, the status matches the
 * position, the best move and every multi-PV line are legal, the PV plays.
 * Returns the search status.
 */
int inv_check_search(gmk_engine *engine, const gmk_board *board,
		     const gmk_search_limits *limits, gmk_search_result *out);

/*
 * Solves VCF and checks: the board is untouched, and a sequence found plays
 * out (alternating, every move legal) to a five by the side to move.
 * sequence must hold max_plies points. Returns the status; *length as set.
 */
int inv_check_vcf(gmk_engine *engine, const gmk_board *board, int max_plies,
		  gmk_point *sequence, int *length);

#endif
