/* SPDX-License-Identifier: MIT */
/* The board handle's layout, shared by the board layer's files only. */
#ifndef GMK_BOARD_INTERNAL_H
#define GMK_BOARD_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "backend/backend.h"
#include "board/board_events.h"
#include "gomoku/board.h"
#include "gomoku/rules.h"

struct gmk_board {
	gmk_board_options opts;        /* backend resolved from AUTO */
	gmk_backend *store;
	uint64_t hash;
	gmk_color to_move;
	int stones;                    /* stones on the board */
	gmk_result result;

	/* moves[0..ply) are played; moves[ply..top) are undone and can be redone. */
	gmk_point *moves;
	int ply;
	int top;
	int capacity;

	/* The position history starts from (gmk_board_setup), and its verdict. */
	gmk_stone *setup;
	int setup_count;
	gmk_color setup_to_move;
	gmk_result setup_result;

	log_sink log;                  /* gmk_board_set_log; clones start without one */
};

/* Validates the handle and a point; GMK_OK or the status to return. */
int board_check_point(const gmk_board *board, int x, int y);

/* Black's foul at the empty on-board (x, y) under the board's rule (none unless renju). */
gmk_foul board_foul_at(const gmk_board *board, int x, int y);

/*
 * The messages of a refused move (board_errors.c): GMK_EFORBIDDEN naming the
 * foul and its lines ("h8 is forbidden for black: double-three (h8-h10 and
 * f8-j8)"), and GMK_EGAMEOVER saying how the game ended.
 */
int board_foul_error(const gmk_board *board, int x, int y, gmk_foul foul);
int board_game_over_error(const gmk_board *board);

/* Points where test holds, row by row: writes at most capacity, returns the total. */
typedef int (*board_point_test)(const gmk_board *board, int x, int y);
int board_collect_points(const gmk_board *board, board_point_test test, gmk_point *out,
			 size_t capacity);

#endif
