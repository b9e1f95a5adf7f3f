/* SPDX-License-Identifier: MIT */
/**
 * @file gomoku/types.h
 * @brief The shared vocabulary: colour, point, stone, rule, direction, backend
 * kind, foul policy, the size limits and the opaque handles.
 *
 * Every per-module header includes this one, so no module needs another
 * module's header just to name a stone. Coordinates are described in
 * @ref md_docs_coordinates "Coordinates and notation", the rules in
 * @ref md_docs_rules "The rules".
 */
#ifndef GOMOKU_TYPES_H
#define GOMOKU_TYPES_H

#include "gomoku/export.h"

GMK_BEGIN_DECLS

/** @brief The content of a point, and the two players. */
typedef enum gmk_color {
	GMK_EMPTY = 0,            /**< No stone (also "nobody", as the winner of a draw). */
	GMK_BLACK = 1,            /**< Black, who moves first. */
	GMK_WHITE = 2             /**< White. */
} gmk_color;

/**
 * @brief The rule a board is played under (gmk_board_options::rule).
 *
 * The rules page says exactly what wins and what is forbidden under each; the
 * Gomocup protocol's `INFO rule` values are 0, 1, 4, 8 and 9 in this order.
 */
typedef enum gmk_rule {
	GMK_RULE_FREESTYLE = 0,   /**< k or more in a row wins. */
	GMK_RULE_STANDARD = 1,    /**< Exactly k wins; longer lines do not. */
	GMK_RULE_RENJU = 2,       /**< Black: exact five and fouls; white: five or more. */
	GMK_RULE_CARO = 3,        /**< Gomocup rule 8: a five not blocked at both ends, or six or more. */
	GMK_RULE_CARO_EXACT = 4   /**< Gomocup rule 9: only an exact five not blocked at both ends. */
} gmk_rule;

/**
 * @brief How a board stores its stones (gmk_board_options::backend).
 *
 * Both stores give identical answers to every query; they differ only in
 * speed and in the sizes they cover.
 */
typedef enum gmk_backend_kind {
	GMK_BACKEND_AUTO = 0,     /**< The bitboard when the size fits, else the array. */
	GMK_BACKEND_ARRAY = 1,    /**< A plain array: any size. */
	GMK_BACKEND_BITBOARD = 2  /**< Bit rows: up to #GMK_BITBOARD_MAX_SIZE on each side. */
} gmk_backend_kind;

/** @brief What a renju foul by black does (gmk_board_options::foul_policy). */
typedef enum gmk_foul_policy {
	GMK_FOUL_REJECT = 0,      /**< The move is refused with #GMK_EFORBIDDEN and nothing changes. */
	GMK_FOUL_LOSE = 1         /**< The move is played and black loses (#GMK_REASON_FOUL). */
} gmk_foul_policy;

/**
 * @brief The four line directions through a point, as (dx, dy) steps in API
 * coordinates (y grows downwards).
 */
typedef enum gmk_direction {
	GMK_DIR_HORIZONTAL = 0,       /**< (1, 0): left to right. */
	GMK_DIR_VERTICAL = 1,         /**< (0, 1): top to bottom. */
	GMK_DIR_DIAGONAL = 2,         /**< (1, 1): down-right. */
	GMK_DIR_ANTIDIAGONAL = 3      /**< (1, -1): up-right. */
} gmk_direction;

/** @brief The number of line directions: arrays indexed by #gmk_direction have this size. */
#define GMK_DIRECTIONS 4

/** @brief The smallest board side. */
#define GMK_MIN_SIZE 3
/** @brief The largest board side. */
#define GMK_MAX_SIZE 1024
/** @brief The largest board side the bitboard store (#GMK_BACKEND_BITBOARD) covers. */
#define GMK_BITBOARD_MAX_SIZE 98
/** @brief The shortest win length (freestyle and standard). */
#define GMK_MIN_WIN_LENGTH 3
/** @brief The longest win length (freestyle and standard). */
#define GMK_MAX_WIN_LENGTH 12

/** @brief A point of the board, in API coordinates. */
typedef struct gmk_point {
	int x;                    /**< 0-based column from the left. */
	int y;                    /**< 0-based row from the top. */
} gmk_point;

/** @brief A stone: a point and its colour (gmk_board_setup()). */
typedef struct gmk_stone {
	int x;                    /**< 0-based column from the left. */
	int y;                    /**< 0-based row from the top. */
	gmk_color color;          /**< #GMK_BLACK or #GMK_WHITE. */
} gmk_stone;

/**
 * @brief A board: stones, side to move, history, hash and result.
 *
 * Opaque; created by gmk_board_new() or gmk_board_clone(), freed by
 * gmk_board_free(). One thread at a time (see @ref md_docs_threading "Threading").
 */
typedef struct gmk_board gmk_board;
/**
 * @brief A search engine with its transposition table.
 *
 * Opaque; created by gmk_engine_new(), freed by gmk_engine_free(). One thread
 * at a time, except gmk_engine_stop() (see @ref md_docs_threading "Threading").
 */
typedef struct gmk_engine gmk_engine;

/**
 * @brief The event log callback (gomoku/log.h): receives one JSON object per
 * event, on the thread that caused it.
 * @param json The event as compact JSON text, valid only during the call.
 * @param user_data The pointer given to gmk_board_set_log() or gmk_engine_set_log().
 */
typedef void (*gmk_log_fn)(const char *json, void *user_data);

GMK_END_DECLS

#endif
