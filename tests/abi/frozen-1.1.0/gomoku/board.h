/* SPDX-License-Identifier: MIT */
/*
 * The board: an opaque handle holding the stones, whose turn it is, the move
 * history with undo/redo, the Zobrist hash and the result.
 *
 * Coordinates: x is the 0-based column from the left, y the 0-based row from
 * the top (as in the Gomocup protocol). A failed call changes nothing.
 */
#ifndef GOMOKU_BOARD_H
#define GOMOKU_BOARD_H

#include <stddef.h>
#include <stdint.h>

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

#define GMK_BOARD_OPTIONS_VERSION 1

typedef struct gmk_board_options {
	unsigned int version;     /* GMK_BOARD_OPTIONS_VERSION */
	int width;                /* GMK_MIN_SIZE .. GMK_MAX_SIZE */
	int height;
	int win_length;           /* GMK_MIN_WIN_LENGTH .. GMK_MAX_WIN_LENGTH; 5 for renju and caro */
	gmk_rule rule;
	gmk_backend_kind backend;
	gmk_foul_policy foul_policy;
} gmk_board_options;

#define GMK_BOARD_OPTIONS_INIT \
	{ GMK_BOARD_OPTIONS_VERSION, 15, 15, 5, GMK_RULE_FREESTYLE, \
	  GMK_BACKEND_AUTO, GMK_FOUL_REJECT }

/* Fills *opts with the defaults of the given struct version. */
GMK_API int gmk_board_options_init(gmk_board_options *opts, unsigned int version);

typedef enum gmk_state {
	GMK_STATE_ONGOING = 0,
	GMK_STATE_WIN = 1,
	GMK_STATE_DRAW = 2
} gmk_state;

typedef enum gmk_reason {
	GMK_REASON_NONE = 0,
	GMK_REASON_FIVE = 1,      /* a winning row (its ends are line_start/line_end) */
	GMK_REASON_FOUL = 2,      /* black played a renju foul under GMK_FOUL_LOSE */
	GMK_REASON_FULL_BOARD = 3 /* no empty point left: a draw */
} gmk_reason;

#define GMK_RESULT_VERSION 1

typedef struct gmk_result {
	unsigned int version;     /* GMK_RESULT_VERSION, set by the caller */
	gmk_state state;
	gmk_color winner;         /* GMK_EMPTY unless state is GMK_STATE_WIN */
	gmk_reason reason;
	gmk_point line_start;     /* the winning row's two end stones; */
	gmk_point line_end;       /* (-1,-1) when there is no row */
} gmk_result;

#define GMK_RESULT_INIT { GMK_RESULT_VERSION, GMK_STATE_ONGOING, GMK_EMPTY, \
	GMK_REASON_NONE, { -1, -1 }, { -1, -1 } }

typedef struct gmk_board gmk_board;

/* opts may be NULL for a 15x15 freestyle board. */
GMK_API int gmk_board_new(gmk_board **out, const gmk_board_options *opts);
GMK_API int gmk_board_clone(gmk_board **out, const gmk_board *board);
GMK_API void gmk_board_free(gmk_board *board);

/* The options the board was created with (backend resolved from AUTO). */
GMK_API int gmk_board_get_options(const gmk_board *board, gmk_board_options *out);
GMK_API int gmk_board_width(const gmk_board *board);
GMK_API int gmk_board_height(const gmk_board *board);

/* The side to move plays at (x, y); a new move clears the redo stack. */
GMK_API int gmk_board_play(gmk_board *board, int x, int y);
GMK_API int gmk_board_undo(gmk_board *board);
GMK_API int gmk_board_redo(gmk_board *board);
/* Empties the board: black to move, no history. */
GMK_API int gmk_board_reset(gmk_board *board);
/*
 * Replaces the position with the given stones and side to move; the history
 * starts there (undo cannot go behind it). Stones must be on the board, on
 * distinct points, of colour black or white.
 */
GMK_API int gmk_board_setup(gmk_board *board, const gmk_stone *stones,
			    size_t count, gmk_color to_move);

/* GMK_EMPTY, GMK_BLACK or GMK_WHITE, or a negative status. */
GMK_API int gmk_board_at(const gmk_board *board, int x, int y);
/*
 * The whole position in one call: cells[y * width + x] = the gmk_color at
 * (x, y); size >= width * height. Returns the number of stones.
 */
GMK_API int gmk_board_cells(const gmk_board *board, unsigned char *cells, size_t size);
GMK_API int gmk_board_to_move(const gmk_board *board);
/* Moves played since the start (or the setup) and still on the board. */
GMK_API int gmk_board_move_count(const gmk_board *board);
GMK_API int gmk_board_move_at(const gmk_board *board, int index, gmk_point *out);
/* Undone moves that redo would replay, nearest first. */
GMK_API int gmk_board_redo_count(const gmk_board *board);
GMK_API int gmk_board_redo_at(const gmk_board *board, int index, gmk_point *out);
/* The stones placed by the last gmk_board_setup (0 if none) and its side to move. */
GMK_API int gmk_board_setup_count(const gmk_board *board);
GMK_API int gmk_board_setup_at(const gmk_board *board, int index, gmk_stone *out);
GMK_API int gmk_board_setup_to_move(const gmk_board *board);
GMK_API int gmk_board_stone_count(const gmk_board *board);

/*
 * Legal moves for the side to move (none once the game is over; under renju
 * with GMK_FOUL_REJECT black's forbidden points are excluded). Writes at most
 * capacity points and returns the total number, so a call with capacity 0
 * asks for the size.
 */
GMK_API int gmk_board_legal_moves(const gmk_board *board, gmk_point *out, size_t capacity);
/* mask[y * width + x] = 1 where legal, 0 elsewhere; size >= width * height. */
GMK_API int gmk_board_legal_mask(const gmk_board *board, unsigned char *mask, size_t size);

/* 64-bit Zobrist hash of stones and side to move (0 for NULL). */
GMK_API uint64_t gmk_board_hash(const gmk_board *board);

GMK_API int gmk_board_result(const gmk_board *board, gmk_result *out);
/* 1 if the game has ended, 0 if not, or a negative status. */
GMK_API int gmk_board_is_over(const gmk_board *board);

GMK_END_DECLS

#endif
