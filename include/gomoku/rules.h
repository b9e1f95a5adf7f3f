/* SPDX-License-Identifier: MIT */
/**
 * @file gomoku/rules.h
 * @brief Rule queries: renju fouls and line patterns.
 *
 * They are pure functions of the stones: answered the same whichever side is
 * to move, and still answered after the game has ended (a front end may mark
 * forbidden points on a finished game). Every query is about an empty point:
 * #GMK_EINVAL for a NULL board or output or a colour other than black or
 * white, #GMK_EOFFBOARD off the board, #GMK_EOCCUPIED on a stone; a failed
 * query writes nothing. @ref md_docs_rules "The rules" defines fours, threes
 * and fouls, with diagrams.
 */
#ifndef GOMOKU_RULES_H
#define GOMOKU_RULES_H

#include <stddef.h>

#include "gomoku/export.h"
#include "gomoku/types.h"

GMK_BEGIN_DECLS

/**
 * @brief A renju foul: why a point is forbidden for black.
 *
 * When one move commits several, the library names one with the precedence
 * overline > double-four > double-three.
 */
typedef enum gmk_foul {
	GMK_FOUL_NONE = 0,            /**< Not forbidden. */
	GMK_FOUL_DOUBLE_THREE = 1,    /**< Two or more real threes at once. */
	GMK_FOUL_DOUBLE_FOUR = 2,     /**< Two or more fours at once (also on one line). */
	GMK_FOUL_OVERLINE = 3         /**< Six or more in a row. */
} gmk_foul;

/** @brief What a stone makes on one line, ordered from weakest to strongest. */
typedef enum gmk_pattern {
	GMK_PATTERN_NONE = 0,         /**< Nothing worth naming. */
	GMK_PATTERN_CLOSED_TWO = 1,   /**< One more stone makes a closed three, never an open one. */
	GMK_PATTERN_OPEN_TWO = 2,     /**< One more stone can make an open three. */
	GMK_PATTERN_CLOSED_THREE = 3, /**< One more stone makes a four, but never a straight four. */
	GMK_PATTERN_OPEN_THREE = 4,   /**< One more (legal) stone makes a straight four. */
	GMK_PATTERN_CLOSED_FOUR = 5,  /**< One completion, split fours included. */
	GMK_PATTERN_OPEN_FOUR = 6,    /**< Two completions: a straight four, or two fours
	                                 on one line (X.XXX.X; fours = 2 in gmk_point_info). */
	GMK_PATTERN_FIVE = 7,         /**< A winning row under the board's rule. */
	GMK_PATTERN_OVERLINE = 8      /**< A row longer than the win length that does not win. */
} gmk_pattern;

/**
 * @brief The foul black would commit at the empty point (x, y), whoever is
 * to move.
 * @param board The board.
 * @param x Column, 0-based from the left.
 * @param y Row, 0-based from the top.
 * @return A #gmk_foul (>= 0; #GMK_FOUL_NONE under every rule but renju);
 *         #GMK_EINVAL for a NULL board; #GMK_EOFFBOARD; #GMK_EOCCUPIED.
 */
GMK_API int gmk_board_foul(const gmk_board *board, int x, int y);

/**
 * @brief All points forbidden for black, row by row from the top-left;
 * whoever is to move.
 * @param board The board.
 * @param[out] out Receives at most capacity points; may be NULL when
 *                 capacity is 0.
 * @param capacity The number of points out can hold.
 * @return The total number of forbidden points (0 under every rule but
 *         renju; it may exceed capacity, as with gmk_board_legal_moves());
 *         #GMK_EINVAL for a NULL board, or a NULL out with a capacity.
 */
GMK_API int gmk_board_forbidden_points(const gmk_board *board, gmk_point *out, size_t capacity);

/**
 * @brief The pattern color would make at the empty point (x, y) in each
 * direction, under the board's rule and win length.
 *
 * Under standard (and caro-exact) a longer row is #GMK_PATTERN_OVERLINE;
 * under renju white's overline is a five, black's an overline, and a black
 * three whose straight-four points are all fouls (or fives) is a closed
 * three. Caro: a five capped by the opponent at both ends is no five (the
 * edge does not cap).
 *
 * @param board The board.
 * @param x Column, 0-based from the left.
 * @param y Row, 0-based from the top.
 * @param color #GMK_BLACK or #GMK_WHITE, whoever is to move.
 * @param[out] out out[d] receives the pattern in #gmk_direction d.
 * @return #GMK_OK; #GMK_EINVAL for a NULL board or out or another colour;
 *         #GMK_EOFFBOARD; #GMK_EOCCUPIED.
 */
GMK_API int gmk_board_patterns(const gmk_board *board, int x, int y, gmk_color color,
			       gmk_pattern out[GMK_DIRECTIONS]);

/** @brief The current version of #gmk_point_info (see @ref md_docs_abi "ABI policy"). */
#define GMK_POINT_INFO_VERSION 1

/** @brief What a stone at one point would make (gmk_board_point_info()). */
typedef struct gmk_point_info {
	unsigned int version;         /**< #GMK_POINT_INFO_VERSION, set by the caller. */
	int makes_five;               /**< 1 if the move wins at once. */
	int fours;                    /**< Fours made (a straight four counts once). */
	int open_threes;              /**< Lines with a (real) open three. */
	gmk_foul foul;                /**< Black's foul under renju; #GMK_FOUL_NONE otherwise. */
	gmk_pattern patterns[GMK_DIRECTIONS]; /**< The pattern in each #gmk_direction. */
} gmk_point_info;

/** @brief An empty point info of the current version, ready to pass to gmk_board_point_info(). */
#define GMK_POINT_INFO_INIT { GMK_POINT_INFO_VERSION, 0, 0, 0, GMK_FOUL_NONE, \
	{ GMK_PATTERN_NONE, GMK_PATTERN_NONE, GMK_PATTERN_NONE, GMK_PATTERN_NONE } }

/**
 * @brief What color playing at the empty (x, y) makes: the four patterns, a
 * five, the fours and the open threes, and black's foul under renju.
 * @param board The board.
 * @param x Column, 0-based from the left.
 * @param y Row, 0-based from the top.
 * @param color #GMK_BLACK or #GMK_WHITE, whoever is to move.
 * @param[out] out Receives the summary; its version must be set
 *                 (#GMK_POINT_INFO_INIT).
 * @return #GMK_OK; #GMK_EINVAL for a NULL board or out or another colour;
 *         #GMK_EVERSION for an out->version this library does not know;
 *         #GMK_EOFFBOARD; #GMK_EOCCUPIED.
 */
GMK_API int gmk_board_point_info(const gmk_board *board, int x, int y, gmk_color color,
				 gmk_point_info *out);

/**
 * @brief The name of a foul, for display and records.
 * @param foul A #gmk_foul value.
 * @return "none", "double-three", "double-four" or "overline"; "unknown" for
 *         any other value. Static, never NULL.
 */
GMK_API const char *gmk_foul_name(int foul);
/**
 * @brief The name of a pattern, for display and records.
 * @param pattern A #gmk_pattern value.
 * @return "none", "closed-two", "open-two", "closed-three", "open-three",
 *         "closed-four", "open-four", "five" or "overline"; "unknown" for
 *         any other value. Static, never NULL.
 */
GMK_API const char *gmk_pattern_name(int pattern);
/**
 * @brief The name of a rule, as JSON records write it.
 * @param rule A #gmk_rule value.
 * @return "freestyle", "standard", "renju", "caro" or "caro-exact"; "unknown"
 *         for any other value. Static, never NULL.
 */
GMK_API const char *gmk_rule_name(int rule);

GMK_END_DECLS

#endif
