/* SPDX-License-Identifier: MIT */
/*
 * Monte Carlo tree search (PUCT, as in AlphaZero) whose priors and values
 * come from the caller: an evaluator called with a batch of leaf positions,
 * so a neural network evaluates them in one go. Without one, the library's
 * static evaluation serves (move scores as priors, the evaluation as value).
 *
 * A search returns the visit count of every root move (the training target).
 * The tree is kept between searches: when the next search's board is the
 * last root or follows it by one or two moves, the matching subtree is
 * reused. gmk_mcts_stop may be called from any thread.
 */
#ifndef GOMOKU_MCTS_H
#define GOMOKU_MCTS_H

#include <stddef.h>
#include <stdint.h>

#include "gomoku/export.h"
#include "gomoku/types.h"
#include "gomoku/board.h"

GMK_BEGIN_DECLS

typedef struct gmk_mcts gmk_mcts;

#define GMK_MCTS_OPTIONS_VERSION 1

typedef struct gmk_mcts_options {
	unsigned int version;     /* GMK_MCTS_OPTIONS_VERSION */
	double c_puct;            /* exploration weight, > 0 (1.5) */
	int batch_size;           /* leaves per evaluator call, 1..1024 (8) */
	double dirichlet_alpha;   /* root noise Dirichlet(alpha); 0 = no noise (0) */
	double dirichlet_weight;  /* share of the noise in the root priors, 0..1 (0.25) */
	uint64_t seed;            /* for the noise */
	int max_nodes;            /* tree size cap, 1000..(1 << 26) (1 << 20) */
	unsigned int planes;      /* GMK_PLANE_* flags of the leaves' planes (batch.h) (0) */
} gmk_mcts_options;

#define GMK_MCTS_OPTIONS_INIT { GMK_MCTS_OPTIONS_VERSION, 1.5, 8, 0.0, 0.25, 0, 1 << 20, 0 }

GMK_API int gmk_mcts_options_init(gmk_mcts_options *opts, unsigned int version);

/*
 * What the evaluator gets: count leaf positions (never finished games), each
 * as a board, its observation planes (side to move's view, as
 * gmk_batch_planes: planes * width * height bytes per leaf) and its legal
 * mask (width * height bytes). It must write priors (count * width * height,
 * any non-negative weights; only legal points are read, and they are
 * normalised) and values (count, in [-1, 1], for the side to move).
 */
typedef struct gmk_mcts_leaves {
	int count;
	int width;
	int height;
	int planes;
	const gmk_board *const *boards;
	const unsigned char *observations;
	const unsigned char *masks;
	float *priors;
	float *values;
} gmk_mcts_leaves;

/* Returns 0, or nonzero to abort the search (gmk_mcts_search then fails with GMK_EINVAL). */
typedef int (*gmk_mcts_evaluator)(const gmk_mcts_leaves *leaves, void *user_data);

/* opts NULL: the defaults. */
GMK_API int gmk_mcts_new(gmk_mcts **out, const gmk_mcts_options *opts);
GMK_API void gmk_mcts_free(gmk_mcts *mcts);
/* fn NULL: the library's static evaluation. Forgets the tree. */
GMK_API int gmk_mcts_set_evaluator(gmk_mcts *mcts, gmk_mcts_evaluator fn, void *user_data);
/* Forgets the tree (a new game, or a changed evaluator). */
GMK_API int gmk_mcts_clear(gmk_mcts *mcts);

#define GMK_MCTS_LIMITS_VERSION 1

typedef struct gmk_mcts_limits {
	unsigned int version;     /* GMK_MCTS_LIMITS_VERSION */
	int visits;               /* root visits to reach (those of a reused tree count); 0 = none */
	int time_ms;              /* 0 = none; with neither limit: 800 visits */
} gmk_mcts_limits;

#define GMK_MCTS_LIMITS_INIT { GMK_MCTS_LIMITS_VERSION, 0, 0 }

#define GMK_MCTS_RESULT_VERSION 1

typedef struct gmk_mcts_result {
	unsigned int version;     /* GMK_MCTS_RESULT_VERSION, set by the caller */
	gmk_point best;           /* the most visited root move */
	int visits;               /* root visits after the search */
	int reused;               /* root visits the reused tree brought */
	double value;             /* root value for the side to move, -1..1 */
	int nodes;                /* nodes in the tree */
	int evaluations;          /* evaluator calls in this search */
} gmk_mcts_result;

#define GMK_MCTS_RESULT_INIT { GMK_MCTS_RESULT_VERSION, { -1, -1 }, 0, 0, 0.0, 0, 0 }

/*
 * Searches the position for the side to move (the board is not changed).
 * visits (may be NULL) gets the root's visit count per point, y * width + x,
 * size >= width * height. GMK_EGAMEOVER on a finished game.
 */
GMK_API int gmk_mcts_search(gmk_mcts *mcts, const gmk_board *board, const gmk_mcts_limits *limits,
			    gmk_mcts_result *out, uint32_t *visits, size_t size);
/* Asks a running search to return now; safe from any thread. */
GMK_API void gmk_mcts_stop(gmk_mcts *mcts);

GMK_END_DECLS

#endif
