/* SPDX-License-Identifier: MIT */
/**
 * @file gomoku/mcts.h
 * @brief Monte Carlo tree search (PUCT, as in AlphaZero) whose priors and
 * values come from the caller.
 *
 * An evaluator is called with a batch of leaf positions, so a neural network
 * evaluates them in one go. Without one, the library's static evaluation
 * serves (move scores as priors, the evaluation as value).
 *
 * A search returns the visit count of every root move (the training target).
 * The tree is kept between searches: when the next search's board is the
 * last root or follows it by one or two moves, the matching subtree is
 * reused. A search handle is used by one thread at a time, except
 * gmk_mcts_stop(), which any thread may call.
 */
#ifndef GOMOKU_MCTS_H
#define GOMOKU_MCTS_H

#include <stddef.h>
#include <stdint.h>

#include "gomoku/export.h"
#include "gomoku/types.h"
#include "gomoku/board.h"

GMK_BEGIN_DECLS

/** @brief A tree search with its tree (opaque; gmk_mcts_new(), gmk_mcts_free()). */
typedef struct gmk_mcts gmk_mcts;

/** @brief The current version of #gmk_mcts_options (see @ref md_docs_abi "ABI policy"). */
#define GMK_MCTS_OPTIONS_VERSION 1

/** @brief How a tree search is made. */
typedef struct gmk_mcts_options {
	unsigned int version;     /**< #GMK_MCTS_OPTIONS_VERSION (set by the INIT macro). */
	double c_puct;            /**< Exploration weight, > 0 (default 1.5). */
	int batch_size;           /**< Leaves per evaluator call, 1 to 1024 (default 8). */
	double dirichlet_alpha;   /**< Root noise Dirichlet(alpha), >= 0; 0 = no noise (default 0). */
	double dirichlet_weight;  /**< Share of the noise in the root priors, 0 to 1 (default 0.25). */
	uint64_t seed;            /**< Seeds the noise (default 0). */
	int max_nodes;            /**< Tree size cap, 1000 to 1 << 26 (default 1 << 20). */
	unsigned int planes;      /**< GMK_PLANE_* flags of the leaves' planes (batch.h; default 0). */
} gmk_mcts_options;

/** @brief The default tree search options (the values named in #gmk_mcts_options). */
#define GMK_MCTS_OPTIONS_INIT { GMK_MCTS_OPTIONS_VERSION, 1.5, 8, 0.0, 0.25, 0, 1 << 20, 0 }

/**
 * @brief Fills *opts with the defaults of the given struct version.
 * @param opts The struct to fill.
 * @param version The struct version the caller was compiled with, normally
 *                #GMK_MCTS_OPTIONS_VERSION.
 * @return #GMK_OK; #GMK_EINVAL for a NULL opts; #GMK_EVERSION for a version
 *         this library does not know.
 */
GMK_API int gmk_mcts_options_init(gmk_mcts_options *opts, unsigned int version);

/**
 * @brief What the evaluator gets, and where it writes its answers.
 *
 * count leaf positions (never finished games), each as a board, its
 * observation planes (side to move's view, as gmk_batch_planes(): planes *
 * width * height bytes per leaf) and its legal mask (width * height bytes).
 * The evaluator must write priors (count * width * height, any non-negative
 * weights; only legal points are read, and they are normalised) and values
 * (count, in [-1, 1], for the side to move). Valid only during the call.
 */
typedef struct gmk_mcts_leaves {
	int count;                /**< Leaf positions in this call. */
	int width;                /**< Board width. */
	int height;               /**< Board height. */
	int planes;               /**< Observation planes per leaf. */
	const gmk_board *const *boards; /**< The leaves as boards (read-only). */
	const unsigned char *observations; /**< count * planes * height * width bytes. */
	const unsigned char *masks; /**< count * width * height bytes, 1 = legal. */
	float *priors;            /**< Written by the evaluator: count * width * height weights. */
	float *values;            /**< Written by the evaluator: count values in [-1, 1]. */
} gmk_mcts_leaves;

/**
 * @brief The caller's evaluator, called on the searching thread.
 * @param leaves The leaves to evaluate and the arrays to fill.
 * @param user_data The pointer given to gmk_mcts_set_evaluator().
 * @return 0, or nonzero to abort the search (gmk_mcts_search() then fails
 *         with #GMK_EINVAL).
 */
typedef int (*gmk_mcts_evaluator)(const gmk_mcts_leaves *leaves, void *user_data);

/**
 * @brief Creates a tree search.
 * @param[out] out Receives the search, only on success; free it with
 *                 gmk_mcts_free().
 * @param opts The options; NULL for the defaults.
 * @return #GMK_OK; #GMK_EINVAL for a NULL out; #GMK_EVERSION for an
 *         opts->version this library does not know; #GMK_ERANGE for an option
 *         out of its range; #GMK_ENOMEM.
 */
GMK_API int gmk_mcts_new(gmk_mcts **out, const gmk_mcts_options *opts);
/**
 * @brief Frees a tree search. No search may be running on it.
 * @param mcts The search; NULL is a no-op.
 */
GMK_API void gmk_mcts_free(gmk_mcts *mcts);
/**
 * @brief Sets the evaluator; forgets the tree.
 * @param mcts The search.
 * @param fn The evaluator; NULL for the library's static evaluation.
 * @param user_data Passed to fn unchanged.
 * @return #GMK_OK; #GMK_EINVAL for a NULL mcts.
 */
GMK_API int gmk_mcts_set_evaluator(gmk_mcts *mcts, gmk_mcts_evaluator fn, void *user_data);
/**
 * @brief Forgets the tree (a new game, or a changed evaluator).
 * @param mcts The search.
 * @return #GMK_OK; #GMK_EINVAL for a NULL mcts.
 */
GMK_API int gmk_mcts_clear(gmk_mcts *mcts);

/** @brief The current version of #gmk_mcts_limits (see @ref md_docs_abi "ABI policy"). */
#define GMK_MCTS_LIMITS_VERSION 1

/** @brief When a tree search stops; with neither limit, at 800 root visits. */
typedef struct gmk_mcts_limits {
	unsigned int version;     /**< #GMK_MCTS_LIMITS_VERSION (set by the INIT macro). */
	int visits;               /**< Root visits to reach (those of a reused tree count), >= 0; 0 = none. */
	int time_ms;              /**< Wall-clock milliseconds, >= 0; 0 = none. */
} gmk_mcts_limits;

/** @brief No limits: the search stops at 800 root visits. */
#define GMK_MCTS_LIMITS_INIT { GMK_MCTS_LIMITS_VERSION, 0, 0 }

/** @brief The current version of #gmk_mcts_result (see @ref md_docs_abi "ABI policy"). */
#define GMK_MCTS_RESULT_VERSION 1

/** @brief What a tree search found (gmk_mcts_search()). */
typedef struct gmk_mcts_result {
	unsigned int version;     /**< #GMK_MCTS_RESULT_VERSION, set by the caller. */
	gmk_point best;           /**< The most visited root move. */
	int visits;               /**< Root visits after the search. */
	int reused;               /**< Root visits the reused tree brought. */
	double value;             /**< Root value for the side to move, -1 to 1. */
	int nodes;                /**< Nodes in the tree. */
	int evaluations;          /**< Evaluator calls in this search. */
} gmk_mcts_result;

/** @brief An empty result of the current version, ready to pass to gmk_mcts_search(). */
#define GMK_MCTS_RESULT_INIT { GMK_MCTS_RESULT_VERSION, { -1, -1 }, 0, 0, 0.0, 0, 0 }

/**
 * @brief Searches the position for the side to move (the board is not
 * changed).
 * @param mcts The search.
 * @param board The position.
 * @param limits The limits; NULL for the defaults (800 visits).
 * @param[out] out NULL, or receives the result; its version must be set
 *                 (#GMK_MCTS_RESULT_INIT).
 * @param[out] visits NULL, or receives the root's visit count per point,
 *                    y * width + x.
 * @param size The number of entries visits can hold (>= width * height).
 * @return #GMK_OK (also when stopped); #GMK_EINVAL for a NULL mcts or board,
 *         or when the evaluator aborted; #GMK_EVERSION for a struct version
 *         this library does not know; #GMK_ERANGE for a negative limit;
 *         #GMK_EBUFFER when visits is too small; #GMK_EGAMEOVER on a finished
 *         game; #GMK_ENOMOVE with no legal move; #GMK_ENOMEM.
 */
GMK_API int gmk_mcts_search(gmk_mcts *mcts, const gmk_board *board, const gmk_mcts_limits *limits,
			    gmk_mcts_result *out, uint32_t *visits, size_t size);
/**
 * @brief Asks a running search to return now; safe from any thread.
 *
 * A search clears the request when it starts, so a stop sent before that is
 * lost.
 *
 * @param mcts The search; NULL is a no-op.
 */
GMK_API void gmk_mcts_stop(gmk_mcts *mcts);

GMK_END_DECLS

#endif
