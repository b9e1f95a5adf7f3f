/* SPDX-License-Identifier: MIT */
/*
 * The shared vocabulary: the types and enums every module speaks (colour,
 * point, stone, rule, direction, backend kind, foul policy, the size limits
 * and the opaque handles). Every per-module header includes this one, so no
 * module needs another module's header just to name a stone.
 */
#ifndef GOMOKU_TYPES_H
#define GOMOKU_TYPES_H

#include "gomoku/export.h"

GMK_BEGIN_DECLS

typedef enum gmk_color {
	GMK_EMPTY = 0,
	GMK_BLACK = 1,
	GMK_WHITE = 2
} gmk_color;

typedef enum gmk_rule {
	GMK_RULE_FREESTYLE = 0,   /* k or more in a row wins */
	GMK_RULE_STANDARD = 1,    /* exactly k wins; longer lines do not */
	GMK_RULE_RENJU = 2,       /* black: exact five and fouls; white: five or more */
	GMK_RULE_CARO = 3,        /* Gomocup rule 8: unblocked five, or six or more */
	GMK_RULE_CARO_EXACT = 4   /* Gomocup rule 9: only an unblocked exact five */
} gmk_rule;

typedef enum gmk_backend_kind {
	GMK_BACKEND_AUTO = 0,     /* the bitboard when the size fits, else the array */
	GMK_BACKEND_ARRAY = 1,    /* any size */
	GMK_BACKEND_BITBOARD = 2  /* up to GMK_BITBOARD_MAX_SIZE on each side */
} gmk_backend_kind;

/* What a renju foul by black does. */
typedef enum gmk_foul_policy {
	GMK_FOUL_REJECT = 0,      /* the move is refused with GMK_EFORBIDDEN */
	GMK_FOUL_LOSE = 1         /* the move is played and black loses */
} gmk_foul_policy;

/* The four line directions through a point. */
typedef enum gmk_direction {
	GMK_DIR_HORIZONTAL = 0,       /* (1, 0) */
	GMK_DIR_VERTICAL = 1,         /* (0, 1) */
	GMK_DIR_DIAGONAL = 2,         /* (1, 1): down-right */
	GMK_DIR_ANTIDIAGONAL = 3      /* (1, -1): up-right */
} gmk_direction;

#define GMK_DIRECTIONS 4

#define GMK_MIN_SIZE 3
#define GMK_MAX_SIZE 1024
#define GMK_BITBOARD_MAX_SIZE 98
#define GMK_MIN_WIN_LENGTH 3
#define GMK_MAX_WIN_LENGTH 12

typedef struct gmk_point {
	int x;
	int y;
} gmk_point;

typedef struct gmk_stone {
	int x;
	int y;
	gmk_color color;
} gmk_stone;

/* The opaque handles (gomoku/board.h, gomoku/engine.h). */
typedef struct gmk_board gmk_board;
typedef struct gmk_engine gmk_engine;

/* The event log callback (gomoku/log.h): one JSON object per call. */
typedef void (*gmk_log_fn)(const char *json, void *user_data);

GMK_END_DECLS

#endif
