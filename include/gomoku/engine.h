/* SPDX-License-Identifier: MIT */
/**
 * @file gomoku/engine.h
 * @brief The engine: iterative-deepening alpha-beta (PVS) with a
 * transposition table, threat search and a VCF solver.
 *
 * It searches a private copy of the board and never modifies the caller's.
 *
 * Threads: one engine is used by one thread at a time, except
 * gmk_engine_stop() and gmk_engine_free(), which any thread may call while a
 * search runs (see @ref md_docs_threading "Threading").
 */
#ifndef GOMOKU_ENGINE_H
#define GOMOKU_ENGINE_H

#include <stddef.h>
#include <stdint.h>

#include "gomoku/board.h"
#include "gomoku/eval.h"
#include "gomoku/export.h"
#include "gomoku/types.h"

GMK_BEGIN_DECLS

/*
 * The limits every entry point checks against (gmk_engine_new, the search
 * limits, gmk_config_from_json).
 */
/**
 * @brief The deepest search and VCF (gmk_search_limits::depth,
 * gmk_engine_solve_vcf()), leaving the search some plies of extensions below
 * #GMK_MAX_PLY.
 */
#define GMK_MAX_DEPTH (GMK_MAX_PLY - 8)
/** @brief The largest transposition table (gmk_engine_options::hash_bytes). */
#define GMK_MAX_HASH_BYTES ((uint64_t)1 << 40)

/** @brief The longest principal variation a result or a progress report holds. */
#define GMK_MAX_PV 64
/** @brief The most best lines one search reports (gmk_search_limits::multipv). */
#define GMK_MAX_MULTIPV 8
/** @brief The weakest level (gmk_search_limits::level); 0 is full strength. */
#define GMK_MAX_LEVEL 10

/** @brief The current version of #gmk_engine_options (see @ref md_docs_abi "ABI policy"). */
#define GMK_ENGINE_OPTIONS_VERSION 2

/** @brief The most search threads an engine accepts (gmk_engine_options::threads). */
#define GMK_MAX_THREADS 256

/** @brief How an engine is made: hash size, random seed, threads. */
typedef struct gmk_engine_options {
	unsigned int version;     /**< #GMK_ENGINE_OPTIONS_VERSION (set by the INIT macro). */
	/**
	 * Transposition table size in bytes; 0 = the default (16 MiB). Rounded
	 * down to a power of two, at most #GMK_MAX_HASH_BYTES. On Linux the
	 * engine's tables of 2 MiB or more ask for transparent huge pages
	 * (fewer TLB misses, a faster search): their memory is then taken
	 * 2 MiB at a time as the search first reaches it.
	 */
	size_t hash_bytes;
	uint64_t seed;            /**< Seeds the randomness of levels 1..#GMK_MAX_LEVEL (default 0). */
	/**
	 * Version 2 (1.2.0): search threads (Lazy SMP, one shared hash table),
	 * 0 or 1 = one, at most #GMK_MAX_THREADS; a version 1 struct means one.
	 * One thread is deterministic; with more, results vary from run to run,
	 * the node limit counts each thread's nodes and the result's nodes are
	 * all threads'. Levels 1..#GMK_MAX_LEVEL use one thread.
	 */
	unsigned int threads;
} gmk_engine_options;

/** @brief The default engine options: 16 MiB hash, seed 0, one thread. */
#define GMK_ENGINE_OPTIONS_INIT { GMK_ENGINE_OPTIONS_VERSION, 0, 0, 0 }

/**
 * @brief Fills *opts with the defaults of the given struct version.
 * @param opts The struct to fill.
 * @param version The struct version the caller was compiled with, normally
 *                #GMK_ENGINE_OPTIONS_VERSION.
 * @return #GMK_OK; #GMK_EINVAL for a NULL opts; #GMK_EVERSION for a version
 *         this library does not know.
 */
GMK_API int gmk_engine_options_init(gmk_engine_options *opts, unsigned int version);

/**
 * @brief Creates an engine and allocates its tables.
 * @param[out] out Receives the engine, only on success; free it with
 *                 gmk_engine_free().
 * @param opts The options; NULL for the defaults.
 * @return #GMK_OK; #GMK_EINVAL for a NULL out; #GMK_EVERSION for an
 *         opts->version this library does not know; #GMK_ERANGE for a
 *         hash_bytes above #GMK_MAX_HASH_BYTES or more than #GMK_MAX_THREADS threads;
 *         #GMK_ENOMEM.
 */
GMK_API int gmk_engine_new(gmk_engine **out, const gmk_engine_options *opts);
/**
 * @brief Frees an engine, also while a search runs on it.
 *
 * While a search (or VCF solve) runs on it in another thread, it stops that
 * search and waits for it to return first, so "gmk_engine_stop(e);
 * gmk_engine_free(e);" from a controlling thread is safe. Called from the
 * engine's own progress or log callback, it stops the search, no callback is
 * called again, and the engine is freed when the search returns (with its
 * result so far).
 *
 * @param engine The engine; NULL is a no-op.
 */
GMK_API void gmk_engine_free(gmk_engine *engine);
/**
 * @brief Forgets everything learned (transposition table, history), for a
 * new game.
 * @param engine The engine.
 * @return #GMK_OK; #GMK_EINVAL for a NULL engine.
 */
GMK_API int gmk_engine_clear(gmk_engine *engine);

/** @brief The current version of #gmk_search_limits (see @ref md_docs_abi "ABI policy"). */
#define GMK_SEARCH_LIMITS_VERSION 1

/**
 * @brief When a search stops, and how strong and how wide it is.
 *
 * Zero means "no limit" for time, depth and nodes; the search stops at the
 * first limit reached. With no limit at all it stops at a default depth (8).
 */
typedef struct gmk_search_limits {
	unsigned int version;     /**< #GMK_SEARCH_LIMITS_VERSION (set by the INIT macro). */
	int time_ms;              /**< Wall-clock time in milliseconds, >= 0; 0 = no limit. */
	int depth;                /**< Depth in plies, 0 to #GMK_MAX_DEPTH; 0 = no limit. */
	int64_t nodes;            /**< Nodes, >= 0; 0 = no limit. */
	/**
	 * 0 = full strength, 1..#GMK_MAX_LEVEL weaker as the number grows: each
	 * level has a node budget (2.5 to 3 times smaller a level; the search
	 * stops at it or at the other limits, whichever comes first), and the
	 * weaker levels make seeded mistakes (a pick among the near-best moves).
	 * Within its budget a level plays the same moves on any machine.
	 */
	int level;
	int multipv;              /**< 1..#GMK_MAX_MULTIPV best lines to report (default 1). */
} gmk_search_limits;

/** @brief The default limits: none (a default depth), full strength, one line. */
#define GMK_SEARCH_LIMITS_INIT { GMK_SEARCH_LIMITS_VERSION, 0, 0, 0, 0, 1 }

/**
 * @brief Fills *limits with the defaults of the given struct version.
 * @param limits The struct to fill.
 * @param version The struct version the caller was compiled with, normally
 *                #GMK_SEARCH_LIMITS_VERSION.
 * @return #GMK_OK; #GMK_EINVAL for a NULL limits; #GMK_EVERSION for a version
 *         this library does not know.
 */
GMK_API int gmk_search_limits_init(gmk_search_limits *limits, unsigned int version);

/** @brief One of the best lines of a multi-PV search. */
typedef struct gmk_search_line {
	gmk_point move;           /**< The line's first move. */
	int score;                /**< Its score, from the side to move's view (see #GMK_SCORE_WIN). */
	int pv_length;            /**< The number of moves in pv. */
	gmk_point pv[GMK_MAX_PV]; /**< The principal variation, starting with move. */
} gmk_search_line;

/** @brief The current version of #gmk_search_result (see @ref md_docs_abi "ABI policy"). */
#define GMK_SEARCH_RESULT_VERSION 1

/** @brief What a search found (gmk_engine_search()). */
typedef struct gmk_search_result {
	unsigned int version;     /**< #GMK_SEARCH_RESULT_VERSION, set by the caller. */
	gmk_point best;           /**< The move to play. */
	/**
	 * The score of best, from the side to move's view; a forced win or loss
	 * is told by #GMK_SCORE_IS_WIN, #GMK_SCORE_IS_LOSS and #GMK_SCORE_PLIES.
	 */
	int score;
	int depth;                /**< The last completed depth. */
	uint64_t nodes;           /**< Nodes searched. */
	int time_ms;              /**< Wall-clock time the search took, in milliseconds. */
	int pv_length;            /**< The number of moves in pv. */
	gmk_point pv[GMK_MAX_PV]; /**< The principal variation, starting with best. */
	int line_count;           /**< Multi-PV: the number of lines filled; lines[0] is the best line. */
	gmk_search_line lines[GMK_MAX_MULTIPV]; /**< The best lines, best first. */
} gmk_search_result;

/** @brief An empty search result of the current version, ready to pass to gmk_engine_search(). */
#define GMK_SEARCH_RESULT_INIT { GMK_SEARCH_RESULT_VERSION, { -1, -1 }, 0, 0, 0, 0, 0, \
	{ { 0, 0 } }, 0, { { { 0, 0 }, 0, 0, { { 0, 0 } } } } }

/** @brief The version of #gmk_search_info this library reports. */
#define GMK_SEARCH_INFO_VERSION 1

/**
 * @brief Progress after each completed depth, passed to the progress callback
 * (gmk_engine_set_progress()); valid only during the call.
 */
typedef struct gmk_search_info {
	/** The version the library filled in (read only the fields your headers know). */
	unsigned int version;
	int depth;                /**< The depth just completed. */
	int score;                /**< The best line's score, from the side to move's view. */
	uint64_t nodes;           /**< Nodes searched so far. */
	uint64_t nps;             /**< Nodes per second so far. */
	int elapsed_ms;           /**< Milliseconds since the search started. */
	int pv_length;            /**< The number of moves in pv. */
	const gmk_point *pv;      /**< The best line so far; valid only during the call. */
} gmk_search_info;

/**
 * @brief The progress callback, called on the searching thread after each
 * completed depth.
 *
 * It may call gmk_engine_stop() on its engine, or free it with
 * gmk_engine_free() (the search then returns at once, and no callback is
 * called again); nothing else on that engine.
 *
 * @param info The progress; valid only during the call.
 * @param user_data The pointer given to gmk_engine_set_progress().
 */
typedef void (*gmk_progress_fn)(const gmk_search_info *info, void *user_data);

/**
 * @brief Sets the progress callback of an engine's searches.
 * @param engine The engine.
 * @param fn The callback, called on the searching thread; NULL to stop
 *           reporting.
 * @param user_data Passed to fn unchanged.
 * @return #GMK_OK; #GMK_EINVAL for a NULL engine.
 */
GMK_API int gmk_engine_set_progress(gmk_engine *engine, gmk_progress_fn fn, void *user_data);

/**
 * @brief Searches the position for the side to move.
 *
 * The board is not changed: the search runs on a private copy, and reads the
 * board only before the first progress report, so the board may be changed
 * or freed from then on. Under renju black is never given a foul. Levels 1..#GMK_MAX_LEVEL forget the
 * transposition table first, so the same seed, position and node limit
 * always give the same move. gmk_engine_stop() from another thread ends the
 * search early with the best move so far.
 *
 * @param engine The engine.
 * @param board The position; not changed.
 * @param limits The limits; NULL for the defaults.
 * @param[out] out Receives the result, only on success; its version must be
 *                 set (#GMK_SEARCH_RESULT_INIT).
 * @return #GMK_OK (also when stopped early);
 *         #GMK_EINVAL for a NULL engine, board or out;
 *         #GMK_EVERSION for a limits or out version this library does not
 *         know; #GMK_ERANGE for a limit out of range;
 *         #GMK_EGAMEOVER on a finished game; #GMK_ENOMOVE with no legal move;
 *         #GMK_ENOMEM.
 */
GMK_API int gmk_engine_search(gmk_engine *engine, const gmk_board *board,
			      const gmk_search_limits *limits, gmk_search_result *out);

/**
 * @brief Asks a running search to return its best move so far; safe from
 * any thread.
 *
 * A search clears the request when it starts, so a stop sent before that is
 * lost. Also ends a running gmk_engine_solve_vcf().
 *
 * @param engine The engine; NULL is a no-op.
 */
GMK_API void gmk_engine_stop(gmk_engine *engine);

/**
 * @brief Looks for a forced win by continuous fours (VCF) for the side to
 * move, the shortest in attacker moves.
 *
 * @param engine The engine (its tables are used).
 * @param board The position; not changed.
 * @param max_plies The longest win to look for, 1 to #GMK_MAX_DEPTH.
 * @param[out] sequence Receives the win: attacker and defender moves
 *                      alternating, ending with the five; may be NULL when
 *                      capacity is 0.
 * @param capacity The number of points sequence can hold.
 * @param[out] length Receives the number of moves written; 0 when no win was
 *                    found (or the solver gave up on a very large tree, or
 *                    gmk_engine_stop() was called).
 * @return #GMK_OK (a win or not: see *length);
 *         #GMK_EINVAL for a NULL engine, board or length, or a NULL sequence
 *         with a capacity; #GMK_ERANGE for max_plies out of range;
 *         #GMK_EGAMEOVER on a finished game; #GMK_EBUFFER when the win does
 *         not fit in capacity (nothing written); #GMK_ENOMEM.
 */
GMK_API int gmk_engine_solve_vcf(gmk_engine *engine, const gmk_board *board, int max_plies,
				 gmk_point *sequence, size_t capacity, int *length);

/**
 * @brief Looks for a forced win by continuous threats (VCT) for the side to
 * move: fours and open threes.
 *
 * The defender is allowed every reply that stops the threat (blocks, the
 * defence points of a three, his own fours and fives); the attacker answers
 * a counter-four with any block, as long as a threat of his still stands
 * after it. Under renju black's
 * threats must be real (a three whose four points are all forbidden
 * threatens nothing) and a white threat that leaves black only forbidden
 * replies wins; under caro the win is by fours only, a capped five counting
 * as the VCF counts it. The win has the fewest attacker moves; the written
 * line gives the defender his longest defence.
 *
 * @param engine The engine (its tables are used).
 * @param board The position; not changed.
 * @param max_plies The longest win to look for, 1 to #GMK_MAX_DEPTH.
 * @param limits NULL, or limits of which only time_ms and nodes are read
 *               (0 nodes: the solver's own cap).
 * @param[out] sequence Receives the win: attacker and defender moves
 *                      alternating, ending with the five; may be NULL when
 *                      capacity is 0.
 * @param capacity The number of points sequence can hold.
 * @param[out] length Receives the number of moves written; 0 when no win was
 *                    found within the limits or gmk_engine_stop() was
 *                    called.
 * @return #GMK_OK (a win or not: see *length);
 *         #GMK_EINVAL for a NULL engine, board or length, or a NULL sequence
 *         with a capacity; #GMK_EVERSION or #GMK_ERANGE for bad limits or
 *         max_plies; #GMK_EGAMEOVER on a finished game; #GMK_EBUFFER when the
 *         line does not fit in capacity; #GMK_ENOMEM.
 */
GMK_API int gmk_engine_solve_vct(gmk_engine *engine, const gmk_board *board, int max_plies,
				 const gmk_search_limits *limits, gmk_point *sequence,
				 size_t capacity, int *length);

GMK_END_DECLS

#endif
