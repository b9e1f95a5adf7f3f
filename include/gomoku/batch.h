/* SPDX-License-Identifier: MIT */
/**
 * @file gomoku/batch.h
 * @brief Batched stepping: N boards of one configuration driven by one call
 * per ply, for reinforcement learning and large self-play.
 *
 * Every buffer is the caller's (a numpy array from Python, no copy): actions
 * in, legal masks, observation planes and results out, board after board.
 *
 * Actions are flat point indices, y * width + x, or #GMK_BATCH_PASS to leave
 * a board as it is. A failed call changes no board (except where a function
 * says otherwise) and leaves a message (gmk_last_error_message()). A batch,
 * like a board, is used by one thread at a time.
 *
 * The symmetries of the board (#gmk_symmetry) map points, byte grids (masks,
 * planes) and whole boards, for data augmentation: all eight on a square
 * board, the four that keep the shape (identity, 180-degree turn, the two
 * mirrors) on any board.
 */
#ifndef GOMOKU_BATCH_H
#define GOMOKU_BATCH_H

#include <stddef.h>
#include <stdint.h>

#include "gomoku/export.h"
#include "gomoku/types.h"
#include "gomoku/board.h"
#include "gomoku/engine.h"

GMK_BEGIN_DECLS

/** @brief N boards of one configuration (opaque; gmk_batch_new(), gmk_batch_free()). */
typedef struct gmk_batch gmk_batch;

/** @brief Most boards in one batch (memory is width * height * count bytes and more). */
#define GMK_BATCH_MAX_COUNT 65536

/** @brief An action that leaves its board unchanged. */
#define GMK_BATCH_PASS (-1)

/** @brief The current version of #gmk_batch_options (see @ref md_docs_abi "ABI policy"). */
#define GMK_BATCH_OPTIONS_VERSION 1

/** @brief How a batch is made: how many boards, auto-reset, random seed. */
typedef struct gmk_batch_options {
	unsigned int version;     /**< #GMK_BATCH_OPTIONS_VERSION (set by the INIT macro). */
	int count;                /**< Boards, 1 to #GMK_BATCH_MAX_COUNT (default 1). */
	/**
	 * Nonzero: a game that ends in gmk_batch_step() is reported in its
	 * results, then its board is emptied (default 0).
	 */
	int auto_reset;
	uint64_t seed;            /**< Seeds the random actions and playouts (default 0). */
} gmk_batch_options;

/** @brief The default batch options: one board, no auto-reset, seed 0. */
#define GMK_BATCH_OPTIONS_INIT { GMK_BATCH_OPTIONS_VERSION, 1, 0, 0 }

/**
 * @brief Fills *opts with the defaults of the given struct version.
 * @param opts The struct to fill.
 * @param version The struct version the caller was compiled with, normally
 *                #GMK_BATCH_OPTIONS_VERSION.
 * @return #GMK_OK; #GMK_EINVAL for a NULL opts; #GMK_EVERSION for a version
 *         this library does not know.
 */
GMK_API int gmk_batch_options_init(gmk_batch_options *opts, unsigned int version);

/**
 * @brief Creates a batch of empty boards.
 * @param[out] out Receives the batch, only on success; free it with
 *                 gmk_batch_free().
 * @param board Every board's options; NULL for 15x15 freestyle.
 * @param opts The batch options; NULL for one board.
 * @return #GMK_OK; #GMK_EINVAL for a NULL out or a bad enum in board;
 *         #GMK_EVERSION for a struct version this library does not know;
 *         #GMK_ERANGE for a count or a board option out of range;
 *         #GMK_ENOMEM.
 */
GMK_API int gmk_batch_new(gmk_batch **out, const gmk_board_options *board,
			  const gmk_batch_options *opts);
/**
 * @brief Frees a batch and its boards.
 * @param batch The batch; NULL is a no-op.
 */
GMK_API void gmk_batch_free(gmk_batch *batch);
/**
 * @brief The number of boards.
 * @param batch The batch.
 * @return The count; #GMK_EINVAL for a NULL batch.
 */
GMK_API int gmk_batch_count(const gmk_batch *batch);
/**
 * @brief One board, read-only, for every board.h and rules.h query.
 * @param batch The batch.
 * @param index 0 to gmk_batch_count() - 1.
 * @param[out] out Receives the board; valid until the batch is freed.
 * @return #GMK_OK; #GMK_EINVAL for a NULL argument; #GMK_ERANGE for an index
 *         out of range.
 */
GMK_API int gmk_batch_board(const gmk_batch *batch, int index, const gmk_board **out);
/**
 * @brief Empties the boards whose which[i] is nonzero.
 * @param batch The batch.
 * @param which One byte per board; NULL empties all of them.
 * @param count The number of bytes in which (at least the batch's count).
 * @return #GMK_OK; #GMK_EINVAL for a NULL batch; #GMK_EBUFFER when which is
 *         shorter than the batch.
 */
GMK_API int gmk_batch_reset(gmk_batch *batch, const unsigned char *which, size_t count);

/** @brief What a step did to one board (gmk_batch_step()'s results). */
typedef enum gmk_batch_outcome {
	GMK_BATCH_ONGOING = 0,    /**< The game goes on (or the board passed). */
	GMK_BATCH_BLACK_WON = 1,  /**< This action ended the game: black won. */
	GMK_BATCH_WHITE_WON = 2,  /**< This action ended the game: white won (also a renju foul under #GMK_FOUL_LOSE). */
	GMK_BATCH_DRAW = 3,       /**< This action ended the game: the board is full. */
	GMK_BATCH_OVER = 4        /**< The game had already ended (it passed). */
} gmk_batch_outcome;

/**
 * @brief Plays actions[i] on board i, for every board.
 *
 * All or nothing: when one action is refused (off the board, occupied, a
 * renju foul under #GMK_FOUL_REJECT, a game already over) no board changes,
 * the call returns that status, and gmk_last_error_message() names the
 * board. With auto_reset, boards whose game ended are emptied afterwards.
 *
 * @param batch The batch.
 * @param actions One action per board: y * width + x, or #GMK_BATCH_PASS.
 * @param count The number of actions (at least the batch's count).
 * @param[out] results NULL, or receives a #gmk_batch_outcome per board.
 * @param results_count The number of entries results can hold.
 * @return #GMK_OK; #GMK_EINVAL for a NULL batch or actions; #GMK_EBUFFER for
 *         actions or results shorter than the batch; #GMK_EOFFBOARD,
 *         #GMK_EOCCUPIED, #GMK_EFORBIDDEN or #GMK_EGAMEOVER for a refused
 *         action; #GMK_ENOMEM.
 */
GMK_API int gmk_batch_step(gmk_batch *batch, const int32_t *actions, size_t count,
			   int32_t *results, size_t results_count);

/**
 * @brief Each board's state now.
 * @param batch The batch.
 * @param[out] results Receives a #gmk_batch_outcome per board
 *                     (#GMK_BATCH_ONGOING, a win or #GMK_BATCH_DRAW).
 * @param count The number of entries results can hold.
 * @return #GMK_OK; #GMK_EINVAL for a NULL argument; #GMK_EBUFFER when results
 *         is shorter than the batch.
 */
GMK_API int gmk_batch_results(const gmk_batch *batch, int32_t *results, size_t count);

/**
 * @brief Every board's legal mask: board i's mask (1 = legal) at
 * i * width * height, as gmk_board_legal_mask().
 * @param batch The batch.
 * @param[out] masks At least count * width * height bytes.
 * @param size The size of masks in bytes.
 * @return #GMK_OK; #GMK_EINVAL for a NULL argument; #GMK_EBUFFER when masks
 *         is too small (nothing written).
 */
GMK_API int gmk_batch_masks(const gmk_batch *batch, unsigned char *masks, size_t size);

/*
 * Observation planes, channel-first, from the side to move's view.
 */
/** @brief Plane flag: a plane with a 1 at the last move. */
#define GMK_PLANE_LAST_MOVE 1u
/** @brief Plane flag: black's renju forbidden points (when black is to move). */
#define GMK_PLANE_FORBIDDEN 2u
/** @brief The planes always present: own stones, opponent's stones, black to move (all 1). */
#define GMK_PLANE_BASE_COUNT 3

/**
 * @brief The number of observation planes with these flags.
 * @param flags 0, or GMK_PLANE_* flags.
 * @return The count; #GMK_EINVAL for an unknown flag.
 */
GMK_API int gmk_batch_plane_count(unsigned int flags);
/**
 * @brief Every board's observation planes, channel-first, from the side to
 * move's view.
 * @param batch The batch.
 * @param flags 0, or GMK_PLANE_* flags.
 * @param[out] planes count * planes * height * width bytes (0 or 1): board
 *                    i's planes at i * planes * height * width, plane p at
 *                    p * height * width within it.
 * @param size The size of planes in bytes.
 * @return #GMK_OK; #GMK_EINVAL for a NULL argument or an unknown flag;
 *         #GMK_EBUFFER when planes is too small (nothing written).
 */
GMK_API int gmk_batch_planes(const gmk_batch *batch, unsigned int flags,
			     unsigned char *planes, size_t size);

/**
 * @brief A uniformly random legal action per board, from the batch's seed.
 * @param batch The batch (its random state advances).
 * @param[out] actions One action per board (#GMK_BATCH_PASS where the game is
 *                     over).
 * @param count The number of entries actions can hold.
 * @return #GMK_OK; #GMK_EINVAL for a NULL argument; #GMK_EBUFFER when actions
 *         is shorter than the batch.
 */
GMK_API int gmk_batch_random_actions(gmk_batch *batch, int32_t *actions, size_t count);
/**
 * @brief The engine's move per board, one search after another.
 *
 * The boards never change; on a failed search the status is returned and
 * actions is left partly written.
 *
 * @param batch The batch.
 * @param engine The engine that searches.
 * @param limits The limits of each search; NULL for the defaults.
 * @param[out] actions One action per board (#GMK_BATCH_PASS where the game is
 *                     over).
 * @param count The number of entries actions can hold.
 * @return #GMK_OK; #GMK_EINVAL for a NULL batch, engine or actions;
 *         #GMK_EBUFFER when actions is shorter than the batch; a status of
 *         gmk_engine_search() (#GMK_EVERSION, #GMK_ERANGE, #GMK_ENOMOVE,
 *         #GMK_ENOMEM).
 */
GMK_API int gmk_batch_engine_actions(gmk_batch *batch, gmk_engine *engine,
				     const gmk_search_limits *limits, int32_t *actions,
				     size_t count);

/**
 * @brief Plays every ongoing board to its end with random moves, or with
 * the engine's.
 *
 * Ignores auto_reset: the finished games stay on the boards. On an engine
 * error the boards keep the moves played so far and the status is returned.
 *
 * @param batch The batch.
 * @param engine NULL for random moves, else the engine that chooses them.
 * @param limits The limits of each search; NULL for the defaults.
 * @param max_moves Stop a board once it holds this many moves; 0 = no cap.
 * @param[out] results NULL, or receives each board's final state as a
 *                     #gmk_batch_outcome.
 * @param count The number of entries results can hold.
 * @return #GMK_OK; #GMK_EINVAL for a NULL batch; #GMK_ERANGE for a negative
 *         max_moves; #GMK_EBUFFER when results is shorter than the batch; a
 *         status of gmk_engine_search() or gmk_board_play(); #GMK_ENOMEM.
 */
GMK_API int gmk_batch_playout(gmk_batch *batch, gmk_engine *engine,
			      const gmk_search_limits *limits, int max_moves,
			      int32_t *results, size_t count);

/** @brief The eight symmetries of a board. */
typedef enum gmk_symmetry {
	GMK_SYM_IDENTITY = 0,         /**< (x, y) -> (x, y). */
	GMK_SYM_ROTATE_90 = 1,        /**< Clockwise: (x, y) -> (n-1-y, x); square only. */
	GMK_SYM_ROTATE_180 = 2,       /**< (x, y) -> (w-1-x, h-1-y). */
	GMK_SYM_ROTATE_270 = 3,       /**< (x, y) -> (y, n-1-x); square only. */
	GMK_SYM_MIRROR_X = 4,         /**< Left-right: (x, y) -> (w-1-x, y). */
	GMK_SYM_MIRROR_Y = 5,         /**< Top-bottom: (x, y) -> (x, h-1-y). */
	GMK_SYM_TRANSPOSE = 6,        /**< (x, y) -> (y, x); square only. */
	GMK_SYM_ANTITRANSPOSE = 7     /**< (x, y) -> (n-1-y, n-1-x); square only. */
} gmk_symmetry;

/** @brief The number of symmetries (#gmk_symmetry values 0 to 7). */
#define GMK_SYMMETRIES 8

/**
 * @brief The image of a point under a symmetry.
 * @param symmetry The symmetry.
 * @param width The board's width, #GMK_MIN_SIZE to #GMK_MAX_SIZE.
 * @param height The board's height.
 * @param p The point, on the board.
 * @param[out] out Receives the image.
 * @return #GMK_OK; #GMK_EINVAL for an unknown symmetry or a NULL out;
 *         #GMK_ERANGE for a size out of range; #GMK_EUNSUPPORTED for a
 *         square-only symmetry on a rectangle; #GMK_EOFFBOARD.
 */
GMK_API int gmk_symmetry_point(gmk_symmetry symmetry, int width, int height, gmk_point p,
			       gmk_point *out);
/**
 * @brief The symmetry that undoes a symmetry (rotations swap 90 and 270; the
 * rest are their own inverse).
 * @param symmetry The symmetry.
 * @return The inverse (>= 0); #GMK_EINVAL for an unknown symmetry.
 */
GMK_API int gmk_symmetry_inverse(gmk_symmetry symmetry);
/**
 * @brief Maps grids of width * height bytes (row-major, y * width + x): the
 * byte of point p goes to the image of p.
 * @param symmetry The symmetry.
 * @param width The board's width.
 * @param height The board's height.
 * @param planes The number of grids, one after another, >= 1.
 * @param in The grids to map.
 * @param[out] out Receives the mapped grids; must not overlap in.
 * @param size The size of in and out in bytes (at least planes * width *
 *             height).
 * @return #GMK_OK; #GMK_EINVAL for an unknown symmetry, a NULL or
 *         overlapping buffer; #GMK_ERANGE for a size or planes out of range;
 *         #GMK_EUNSUPPORTED for a square-only symmetry on a rectangle;
 *         #GMK_EBUFFER when size is too small.
 */
GMK_API int gmk_symmetry_grid(gmk_symmetry symmetry, int width, int height, int planes,
			      const unsigned char *in, unsigned char *out, size_t size);
/**
 * @brief A new board with the set-up stones and every move mapped, history
 * and side to move kept.
 * @param[out] out Receives the new board, only on success.
 * @param board The board to map.
 * @param symmetry The symmetry.
 * @return #GMK_OK; #GMK_EINVAL for a NULL argument or an unknown symmetry;
 *         #GMK_EUNSUPPORTED for a square-only symmetry on a rectangle;
 *         #GMK_ENOMEM.
 */
GMK_API int gmk_board_transform(gmk_board **out, const gmk_board *board, gmk_symmetry symmetry);

GMK_END_DECLS

#endif
