/* SPDX-License-Identifier: MIT */
/*
 * Rule queries: renju fouls and line patterns. They are pure functions of the
 * stones: answered the same whichever side is to move, and still answered
 * after the game has ended (a front end may mark forbidden points on a
 * finished game). Every query is about an empty point: GMK_EINVAL for a NULL
 * board or output or a colour other than black or white, GMK_EOFFBOARD off
 * the board, GMK_EOCCUPIED on a stone; a failed query writes nothing.
 */
#ifndef GOMOKU_RULES_H
#define GOMOKU_RULES_H

#include <stddef.h>

#include "gomoku/board.h"
#include "gomoku/export.h"

GMK_BEGIN_DECLS

typedef enum gmk_foul {
	GMK_FOUL_NONE = 0,
	GMK_FOUL_DOUBLE_THREE = 1,
	GMK_FOUL_DOUBLE_FOUR = 2,
	GMK_FOUL_OVERLINE = 3
} gmk_foul;

/* Ordered from weakest to strongest. */
typedef enum gmk_pattern {
	GMK_PATTERN_NONE = 0,
	GMK_PATTERN_CLOSED_TWO = 1,
	GMK_PATTERN_OPEN_TWO = 2,
	GMK_PATTERN_CLOSED_THREE = 3,
	GMK_PATTERN_OPEN_THREE = 4,   /* can become a straight four */
	GMK_PATTERN_CLOSED_FOUR = 5,  /* one completion, split fours included */
	GMK_PATTERN_OPEN_FOUR = 6,    /* two completions: a straight four, or two fours
	                                 on one line (X.XXX.X; fours = 2 in gmk_point_info) */
	GMK_PATTERN_FIVE = 7,         /* a winning row under the board's rule */
	GMK_PATTERN_OVERLINE = 8      /* a row longer than the win length that does not win */
} gmk_pattern;

/* The four line directions through a point. */
typedef enum gmk_direction {
	GMK_DIR_HORIZONTAL = 0,       /* (1, 0) */
	GMK_DIR_VERTICAL = 1,         /* (0, 1) */
	GMK_DIR_DIAGONAL = 2,         /* (1, 1): down-right */
	GMK_DIR_ANTIDIAGONAL = 3      /* (1, -1): up-right */
} gmk_direction;

#define GMK_DIRECTIONS 4

/*
 * The foul black would commit at the empty point (x, y): GMK_FOUL_* (>= 0),
 * GMK_FOUL_NONE under every rule but renju, or a negative status
 * (off board, occupied).
 */
GMK_API int gmk_board_foul(const gmk_board *board, int x, int y);

/*
 * All points forbidden for black, in row-major order; same buffer convention
 * as gmk_board_legal_moves (returns the total, writes at most capacity).
 * 0 under every rule but renju.
 */
GMK_API int gmk_board_forbidden_points(const gmk_board *board, gmk_point *out, size_t capacity);

/*
 * The pattern color would make at the empty point (x, y) in each direction
 * (out[d] for gmk_direction d), under the board's rule and win length: under
 * standard (and caro-exact) a longer row is GMK_PATTERN_OVERLINE, under renju
 * white's overline is a five, black's an overline, and a black three whose
 * straight-four points are all fouls (or fives) is a closed three. Caro: a
 * five capped by the opponent at both ends is no five (the edge does not cap).
 */
GMK_API int gmk_board_patterns(const gmk_board *board, int x, int y, gmk_color color,
			       gmk_pattern out[GMK_DIRECTIONS]);

#define GMK_POINT_INFO_VERSION 1

typedef struct gmk_point_info {
	unsigned int version;         /* GMK_POINT_INFO_VERSION, set by the caller */
	int makes_five;               /* 1 if the move wins at once */
	int fours;                    /* fours made (a straight four counts once) */
	int open_threes;              /* lines with a (real) open three */
	gmk_foul foul;                /* black under renju only */
	gmk_pattern patterns[GMK_DIRECTIONS];
} gmk_point_info;

#define GMK_POINT_INFO_INIT { GMK_POINT_INFO_VERSION, 0, 0, 0, GMK_FOUL_NONE, \
	{ GMK_PATTERN_NONE, GMK_PATTERN_NONE, GMK_PATTERN_NONE, GMK_PATTERN_NONE } }

/*
 * What color playing at the empty (x, y) makes: the four patterns, a five,
 * the fours and the open threes, and black's foul under renju. out->version
 * must be GMK_POINT_INFO_VERSION (GMK_EVERSION otherwise).
 */
GMK_API int gmk_board_point_info(const gmk_board *board, int x, int y, gmk_color color,
				 gmk_point_info *out);

/* Names for display and records: "double-three", "open-four", ... (never NULL). */
GMK_API const char *gmk_foul_name(int foul);
GMK_API const char *gmk_pattern_name(int pattern);
GMK_API const char *gmk_rule_name(int rule);

GMK_END_DECLS

#endif
