/* SPDX-License-Identifier: MIT */
/*
 * The engine: iterative-deepening alpha-beta (PVS) with a transposition
 * table, threat search and a VCF solver. It searches a private copy of the
 * board and never modifies the caller's.
 *
 * Threads: one engine is used by one thread at a time, except
 * gmk_engine_stop(), which any thread may call while a search runs.
 */
#ifndef GOMOKU_ENGINE_H
#define GOMOKU_ENGINE_H

#include <stddef.h>
#include <stdint.h>

#include "gomoku/board.h"
#include "gomoku/export.h"

GMK_BEGIN_DECLS

/*
 * Scores are in evaluation units from the side to move's view. A forced win
 * in n plies scores GMK_SCORE_WIN - n, a forced loss -(GMK_SCORE_WIN - n).
 */
#define GMK_SCORE_WIN 1000000
#define GMK_MAX_PLY 256
#define GMK_SCORE_IS_WIN(s) ((s) >= GMK_SCORE_WIN - GMK_MAX_PLY)
#define GMK_SCORE_IS_LOSS(s) ((s) <= -(GMK_SCORE_WIN - GMK_MAX_PLY))
/* Plies to the end of a forced win or loss (only when one of the above holds). */
#define GMK_SCORE_PLIES(s) ((s) > 0 ? GMK_SCORE_WIN - (s) : GMK_SCORE_WIN + (s))

#define GMK_MAX_PV 64
#define GMK_MAX_MULTIPV 8
#define GMK_MAX_LEVEL 10

typedef struct gmk_engine gmk_engine;

#define GMK_ENGINE_OPTIONS_VERSION 1

typedef struct gmk_engine_options {
	unsigned int version;     /* GMK_ENGINE_OPTIONS_VERSION */
	size_t hash_bytes;        /* transposition table size; 0 = the default (16 MiB) */
	uint64_t seed;            /* for the randomness of levels 1..10 */
} gmk_engine_options;

#define GMK_ENGINE_OPTIONS_INIT { GMK_ENGINE_OPTIONS_VERSION, 0, 0 }

GMK_API int gmk_engine_options_init(gmk_engine_options *opts, unsigned int version);

/* opts may be NULL for the defaults. */
GMK_API int gmk_engine_new(gmk_engine **out, const gmk_engine_options *opts);
GMK_API void gmk_engine_free(gmk_engine *engine);
/* Forgets everything learned (transposition table, history), for a new game. */
GMK_API int gmk_engine_clear(gmk_engine *engine);

#define GMK_SEARCH_LIMITS_VERSION 1

/* Zero means "no limit" for time, depth and nodes; with no limit at all the
 * search stops at a default depth. */
typedef struct gmk_search_limits {
	unsigned int version;     /* GMK_SEARCH_LIMITS_VERSION */
	int time_ms;
	int depth;
	int64_t nodes;
	int level;                /* 0 = full strength, 1..GMK_MAX_LEVEL weaker */
	int multipv;              /* 1..GMK_MAX_MULTIPV best lines */
} gmk_search_limits;

#define GMK_SEARCH_LIMITS_INIT { GMK_SEARCH_LIMITS_VERSION, 0, 0, 0, 0, 1 }

GMK_API int gmk_search_limits_init(gmk_search_limits *limits, unsigned int version);

typedef struct gmk_search_line {
	gmk_point move;
	int score;
	int pv_length;
	gmk_point pv[GMK_MAX_PV];
} gmk_search_line;

#define GMK_SEARCH_RESULT_VERSION 1

typedef struct gmk_search_result {
	unsigned int version;     /* GMK_SEARCH_RESULT_VERSION, set by the caller */
	gmk_point best;
	int score;
	int depth;                /* last completed depth */
	uint64_t nodes;
	int time_ms;
	int pv_length;
	gmk_point pv[GMK_MAX_PV];
	int line_count;           /* multi-PV: lines[0] is the best line */
	gmk_search_line lines[GMK_MAX_MULTIPV];
} gmk_search_result;

#define GMK_SEARCH_RESULT_INIT { GMK_SEARCH_RESULT_VERSION, { -1, -1 }, 0, 0, 0, 0, 0, \
	{ { 0, 0 } }, 0, { { { 0, 0 }, 0, 0, { { 0, 0 } } } } }

#define GMK_SEARCH_INFO_VERSION 1

/* Progress after each completed depth. */
typedef struct gmk_search_info {
	unsigned int version;
	int depth;
	int score;
	uint64_t nodes;
	uint64_t nps;
	int elapsed_ms;
	int pv_length;
	const gmk_point *pv;
} gmk_search_info;

typedef void (*gmk_progress_fn)(const gmk_search_info *info, void *user_data);

/* fn may be NULL to stop reporting. Called on the searching thread. */
GMK_API int gmk_engine_set_progress(gmk_engine *engine, gmk_progress_fn fn, void *user_data);

/*
 * Searches the position for the side to move. limits may be NULL for the
 * defaults. GMK_EGAMEOVER on a finished game, GMK_ENOMOVE with no legal move,
 * GMK_ERANGE for a limit out of range. Under renju black is never given a
 * foul. Levels 1..GMK_MAX_LEVEL forget the transposition table first, so the
 * same seed, position and node limit always give the same move.
 */
GMK_API int gmk_engine_search(gmk_engine *engine, const gmk_board *board,
			      const gmk_search_limits *limits, gmk_search_result *out);

/*
 * Asks a running search to return its best move so far; safe from any thread.
 * A search clears the request when it starts, so a stop sent before that is lost.
 */
GMK_API void gmk_engine_stop(gmk_engine *engine);

/*
 * Looks for a forced win by continuous fours (VCF) for the side to move, at
 * most max_plies long (the shortest in attacker moves). On success *length is
 * the number of moves written to sequence (attacker and defender alternating,
 * ending with the five); 0 when none was found (or the solver gave up on a
 * very large tree, or gmk_engine_stop() was called). GMK_EBUFFER when the
 * win does not fit in capacity.
 */
GMK_API int gmk_engine_solve_vcf(gmk_engine *engine, const gmk_board *board, int max_plies,
				 gmk_point *sequence, size_t capacity, int *length);

GMK_END_DECLS

#endif
