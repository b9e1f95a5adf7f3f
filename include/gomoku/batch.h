/* SPDX-License-Identifier: MIT */
/*
 * Batched stepping: N boards of one configuration driven by one call per
 * ply, for reinforcement learning and large self-play. Every buffer is the
 * caller's (a numpy array from Python, no copy): actions in, legal masks,
 * observation planes and results out, board after board.
 *
 * Actions are flat point indices, y * width + x, or GMK_BATCH_PASS to leave
 * a board as it is. A failed call changes no board.
 *
 * The symmetries of the board (gmk_symmetry) map points, byte grids (masks,
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

typedef struct gmk_batch gmk_batch;

/* Most boards in one batch (memory is width * height * count bytes and more). */
#define GMK_BATCH_MAX_COUNT 65536

/* An action that leaves its board unchanged. */
#define GMK_BATCH_PASS (-1)

#define GMK_BATCH_OPTIONS_VERSION 1

typedef struct gmk_batch_options {
	unsigned int version;     /* GMK_BATCH_OPTIONS_VERSION */
	int count;                /* boards, 1 .. GMK_BATCH_MAX_COUNT */
	int auto_reset;           /* nonzero: a game that ends in gmk_batch_step is
				     reported in its results, then its board is emptied */
	uint64_t seed;            /* for the random actions and playouts */
} gmk_batch_options;

#define GMK_BATCH_OPTIONS_INIT { GMK_BATCH_OPTIONS_VERSION, 1, 0, 0 }

GMK_API int gmk_batch_options_init(gmk_batch_options *opts, unsigned int version);

/* board: every board's options (NULL: 15x15 freestyle); opts NULL: one board. */
GMK_API int gmk_batch_new(gmk_batch **out, const gmk_board_options *board,
			  const gmk_batch_options *opts);
GMK_API void gmk_batch_free(gmk_batch *batch);
/* The number of boards, or a negative status. */
GMK_API int gmk_batch_count(const gmk_batch *batch);
/* Board index, read-only, for every board.h/rules.h query; valid until the batch is freed. */
GMK_API int gmk_batch_board(const gmk_batch *batch, int index, const gmk_board **out);
/* Empties the boards whose which[i] is nonzero (which NULL: all of them). */
GMK_API int gmk_batch_reset(gmk_batch *batch, const unsigned char *which, size_t count);

/* What a step did to one board (gmk_batch_step's results). */
typedef enum gmk_batch_outcome {
	GMK_BATCH_ONGOING = 0,    /* the game goes on (or the board passed) */
	GMK_BATCH_BLACK_WON = 1,  /* this action ended the game: black won */
	GMK_BATCH_WHITE_WON = 2,  /* ... white won (also a renju foul under FOUL_LOSE) */
	GMK_BATCH_DRAW = 3,       /* ... the board is full */
	GMK_BATCH_OVER = 4        /* the game had already ended (it passed) */
} gmk_batch_outcome;

/*
 * Plays actions[i] on board i, for all count boards (count = the batch's
 * count). results (may be NULL, else count entries) gets a gmk_batch_outcome
 * per board. All or nothing: when one action is refused (off the board,
 * occupied, a renju foul under FOUL_REJECT, a game already over) no board
 * changes, the call returns that status, and gmk_last_error_message() names
 * the board. With auto_reset, boards whose game ended are emptied afterwards.
 */
GMK_API int gmk_batch_step(gmk_batch *batch, const int32_t *actions, size_t count,
			   int32_t *results, size_t results_count);

/* Each board's state now, as gmk_batch_outcome (ONGOING, *_WON or DRAW). */
GMK_API int gmk_batch_results(const gmk_batch *batch, int32_t *results, size_t count);

/* count * width * height bytes: board i's legal mask (1 = legal) at i * width * height. */
GMK_API int gmk_batch_masks(const gmk_batch *batch, unsigned char *masks, size_t size);

/* Observation planes, channel-first, from the side to move's view. */
#define GMK_PLANE_LAST_MOVE 1u    /* a plane with a 1 at the last move */
#define GMK_PLANE_FORBIDDEN 2u    /* black's renju forbidden points (black to move) */
#define GMK_PLANE_BASE_COUNT 3    /* own stones, opponent's stones, black to move (all 1) */

/* The number of planes with these flags, or a negative status. */
GMK_API int gmk_batch_plane_count(unsigned int flags);
/*
 * count * planes * height * width bytes (0 or 1): board i's planes at
 * i * planes * height * width, plane p at p * height * width within it.
 */
GMK_API int gmk_batch_planes(const gmk_batch *batch, unsigned int flags,
			     unsigned char *planes, size_t size);

/* A uniformly random legal action per board (GMK_BATCH_PASS where the game is over). */
GMK_API int gmk_batch_random_actions(gmk_batch *batch, int32_t *actions, size_t count);
/*
 * The engine's move per board (GMK_BATCH_PASS where the game is over), one
 * search after another with these limits (NULL: the defaults). The boards
 * never change; on a failed search the status is returned and actions is
 * left partly written.
 */
GMK_API int gmk_batch_engine_actions(gmk_batch *batch, gmk_engine *engine,
				     const gmk_search_limits *limits, int32_t *actions,
				     size_t count);

/*
 * Plays every ongoing board to its end (or until it holds max_moves moves,
 * 0 = no cap) with random moves, or with the engine's when engine is not NULL.
 * results (may be NULL) gets each board's final state as gmk_batch_outcome.
 * Ignores auto_reset: the finished games stay on the boards. On an engine
 * error the boards keep the moves played so far and the status is returned.
 */
GMK_API int gmk_batch_playout(gmk_batch *batch, gmk_engine *engine,
			      const gmk_search_limits *limits, int max_moves,
			      int32_t *results, size_t count);

/* The eight symmetries of a board. */
typedef enum gmk_symmetry {
	GMK_SYM_IDENTITY = 0,
	GMK_SYM_ROTATE_90 = 1,        /* clockwise: (x, y) -> (n-1-y, x); square only */
	GMK_SYM_ROTATE_180 = 2,       /* (x, y) -> (w-1-x, h-1-y) */
	GMK_SYM_ROTATE_270 = 3,       /* (x, y) -> (y, n-1-x); square only */
	GMK_SYM_MIRROR_X = 4,         /* left-right: (x, y) -> (w-1-x, y) */
	GMK_SYM_MIRROR_Y = 5,         /* top-bottom: (x, y) -> (x, h-1-y) */
	GMK_SYM_TRANSPOSE = 6,        /* (x, y) -> (y, x); square only */
	GMK_SYM_ANTITRANSPOSE = 7     /* (x, y) -> (n-1-y, n-1-x); square only */
} gmk_symmetry;

#define GMK_SYMMETRIES 8

/* The image of p; GMK_EUNSUPPORTED for a square-only symmetry on a rectangle. */
GMK_API int gmk_symmetry_point(gmk_symmetry symmetry, int width, int height, gmk_point p,
			       gmk_point *out);
/* The symmetry that undoes symmetry (rotations swap 90/270; the rest are their own). */
GMK_API int gmk_symmetry_inverse(gmk_symmetry symmetry);
/*
 * Maps planes grids of width * height bytes (row-major, y * width + x): the
 * byte of point p goes to the image of p. in and out must not overlap.
 */
GMK_API int gmk_symmetry_grid(gmk_symmetry symmetry, int width, int height, int planes,
			      const unsigned char *in, unsigned char *out, size_t size);
/* A new board with the setup stones and every move mapped, history and side to move kept. */
GMK_API int gmk_board_transform(gmk_board **out, const gmk_board *board, gmk_symmetry symmetry);

GMK_END_DECLS

#endif
