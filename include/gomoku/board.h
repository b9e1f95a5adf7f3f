/* SPDX-License-Identifier: MIT */
/**
 * @file gomoku/board.h
 * @brief The board: an opaque handle holding the stones, whose turn it is,
 * the move history with undo/redo, the Zobrist hash and the result.
 *
 * Coordinates: x is the 0-based column from the left, y the 0-based row from
 * the top (as in the Gomocup protocol). A failed call changes nothing.
 *
 * A board is used by one thread at a time; different boards are independent
 * (see @ref md_docs_threading "Threading").
 */
#ifndef GOMOKU_BOARD_H
#define GOMOKU_BOARD_H

#include <stddef.h>
#include <stdint.h>

#include "gomoku/export.h"
#include "gomoku/types.h"

GMK_BEGIN_DECLS

/** @brief The current version of #gmk_board_options (see @ref md_docs_abi "ABI policy"). */
#define GMK_BOARD_OPTIONS_VERSION 1

/**
 * @brief How a board is made: size, win length, rule, store, foul policy.
 *
 * Start from #GMK_BOARD_OPTIONS_INIT or gmk_board_options_init(), then change
 * the fields you need.
 */
typedef struct gmk_board_options {
	unsigned int version;     /**< #GMK_BOARD_OPTIONS_VERSION (set by the INIT macro). */
	int width;                /**< Columns, #GMK_MIN_SIZE to #GMK_MAX_SIZE (default 15). */
	int height;               /**< Rows, #GMK_MIN_SIZE to #GMK_MAX_SIZE (default 15). */
	/** #GMK_MIN_WIN_LENGTH to #GMK_MAX_WIN_LENGTH; 5 for renju and caro (default 5). */
	int win_length;
	gmk_rule rule;            /**< The rule (default #GMK_RULE_FREESTYLE). */
	gmk_backend_kind backend; /**< The stone store (default #GMK_BACKEND_AUTO). */
	gmk_foul_policy foul_policy; /**< What a renju foul by black does (default #GMK_FOUL_REJECT). */
} gmk_board_options;

/** @brief The default options: 15x15, five in a row, freestyle, automatic store, fouls rejected. */
#define GMK_BOARD_OPTIONS_INIT \
	{ GMK_BOARD_OPTIONS_VERSION, 15, 15, 5, GMK_RULE_FREESTYLE, \
	  GMK_BACKEND_AUTO, GMK_FOUL_REJECT }

/**
 * @brief Fills *opts with the defaults of the given struct version.
 * @param opts The struct to fill.
 * @param version The struct version the caller was compiled with, normally
 *                #GMK_BOARD_OPTIONS_VERSION.
 * @return #GMK_OK; #GMK_EINVAL for a NULL opts; #GMK_EVERSION for a version
 *         this library does not know.
 */
GMK_API int gmk_board_options_init(gmk_board_options *opts, unsigned int version);

/** @brief Whether a game goes on, was won or was drawn. */
typedef enum gmk_state {
	GMK_STATE_ONGOING = 0,    /**< The game goes on. */
	GMK_STATE_WIN = 1,        /**< A player has won (gmk_result::winner). */
	GMK_STATE_DRAW = 2        /**< A draw: the board is full. */
} gmk_state;

/** @brief Why a game ended. */
typedef enum gmk_reason {
	GMK_REASON_NONE = 0,      /**< The game goes on. */
	GMK_REASON_FIVE = 1,      /**< A winning row (its ends are line_start/line_end). */
	GMK_REASON_FOUL = 2,      /**< Black played a renju foul under #GMK_FOUL_LOSE: white wins. */
	GMK_REASON_FULL_BOARD = 3 /**< No empty point left: a draw. */
} gmk_reason;

/** @brief The current version of #gmk_result (see @ref md_docs_abi "ABI policy"). */
#define GMK_RESULT_VERSION 1

/**
 * @brief The state of a game (gmk_board_result()): going on, won or drawn,
 * by whom and why.
 */
typedef struct gmk_result {
	unsigned int version;     /**< #GMK_RESULT_VERSION, set by the caller. */
	gmk_state state;          /**< Going on, won or drawn. */
	gmk_color winner;         /**< #GMK_EMPTY unless state is #GMK_STATE_WIN. */
	gmk_reason reason;        /**< Why the game ended (#GMK_REASON_NONE while it goes on). */
	gmk_point line_start;     /**< The winning row's first end stone; (-1,-1) when there is no row. */
	gmk_point line_end;       /**< The winning row's other end stone; (-1,-1) when there is no row. */
} gmk_result;

/** @brief An ongoing result of the current version, ready to pass to gmk_board_result(). */
#define GMK_RESULT_INIT { GMK_RESULT_VERSION, GMK_STATE_ONGOING, GMK_EMPTY, \
	GMK_REASON_NONE, { -1, -1 }, { -1, -1 } }

/**
 * @brief Creates an empty board, black to move.
 * @param[out] out Receives the new board, only on success; free it with
 *                 gmk_board_free().
 * @param opts The options; NULL for a 15x15 freestyle board.
 * @return #GMK_OK;
 *         #GMK_EINVAL for a NULL out or a rule, backend or foul policy out of
 *         its enum;
 *         #GMK_EVERSION for an opts->version this library does not know;
 *         #GMK_ERANGE for a size or win length out of range, a win length
 *         other than 5 under renju or caro, or #GMK_BACKEND_BITBOARD on a
 *         board larger than #GMK_BITBOARD_MAX_SIZE;
 *         #GMK_ENOMEM.
 */
GMK_API int gmk_board_new(gmk_board **out, const gmk_board_options *opts);
/**
 * @brief Creates an independent copy of a board: position, history, redo
 * stack, set-up and result. The copy has no event log.
 * @param[out] out Receives the copy, only on success.
 * @param board The board to copy.
 * @return #GMK_OK; #GMK_EINVAL for a NULL argument; #GMK_ENOMEM.
 */
GMK_API int gmk_board_clone(gmk_board **out, const gmk_board *board);
/**
 * @brief Frees a board.
 * @param board The board; NULL is a no-op.
 */
GMK_API void gmk_board_free(gmk_board *board);

/**
 * @brief The options the board was created with (backend resolved from
 * #GMK_BACKEND_AUTO to the store actually used), as far as out->version
 * reaches.
 * @param board The board.
 * @param[out] out Receives the options; set its version first
 *                 (#GMK_BOARD_OPTIONS_INIT). An unset or unknown version
 *                 (1.1.0 did not ask for one) gets version 1's fields and
 *                 version 1.
 * @return #GMK_OK; #GMK_EINVAL for a NULL argument.
 */
GMK_API int gmk_board_get_options(const gmk_board *board, gmk_board_options *out);
/**
 * @brief The number of columns.
 * @param board The board.
 * @return The width, or #GMK_EINVAL for a NULL board.
 */
GMK_API int gmk_board_width(const gmk_board *board);
/**
 * @brief The number of rows.
 * @param board The board.
 * @return The height, or #GMK_EINVAL for a NULL board.
 */
GMK_API int gmk_board_height(const gmk_board *board);

/**
 * @brief The side to move plays at (x, y); a new move clears the redo stack.
 *
 * The rules judge the move: a win or a full board ends the game
 * (gmk_board_result()). Under renju, black's foul is refused with
 * #GMK_EFORBIDDEN (#GMK_FOUL_REJECT) or played and lost (#GMK_FOUL_LOSE).
 *
 * @param board The board.
 * @param x Column, 0-based from the left.
 * @param y Row, 0-based from the top.
 * @return #GMK_OK; #GMK_EINVAL for a NULL board; #GMK_EOFFBOARD;
 *         #GMK_EGAMEOVER when the game has ended; #GMK_EOCCUPIED;
 *         #GMK_EFORBIDDEN for black's renju foul under #GMK_FOUL_REJECT
 *         (gmk_last_error_message() names the foul and its lines,
 *         gmk_board_foul() returns it); #GMK_ENOMEM.
 */
GMK_API int gmk_board_play(gmk_board *board, int x, int y);
/**
 * @brief Takes back the last move; it can be replayed with gmk_board_redo().
 *
 * Undoing the move that ended the game reopens it.
 *
 * @param board The board.
 * @return #GMK_OK; #GMK_EINVAL for a NULL board; #GMK_ENOUNDO at the start of
 *         the game or of the set-up position.
 */
GMK_API int gmk_board_undo(gmk_board *board);
/**
 * @brief Replays the last undone move.
 * @param board The board.
 * @return #GMK_OK; #GMK_EINVAL for a NULL board; #GMK_ENOREDO when there is
 *         no undone move (a new move forgets them).
 */
GMK_API int gmk_board_redo(gmk_board *board);
/**
 * @brief Empties the board: black to move, no history, no set-up position.
 * @param board The board.
 * @return #GMK_OK; #GMK_EINVAL for a NULL board; #GMK_ENOMEM.
 */
GMK_API int gmk_board_reset(gmk_board *board);
/**
 * @brief Replaces the position with the given stones and side to move; the
 * history starts there (undo cannot go behind it).
 *
 * Stones must be on the board, on distinct points, of colour black or white;
 * the numbers of black and white stones are free. A winning row or a full
 * board in the new position ends the game at once.
 *
 * @param board The board.
 * @param stones The stones, in any order; may be NULL when count is 0.
 * @param count The number of stones.
 * @param to_move #GMK_BLACK or #GMK_WHITE.
 * @return #GMK_OK;
 *         #GMK_EINVAL for a NULL board, NULL stones with a count, a side to
 *         move or a stone colour other than black or white;
 *         #GMK_ERANGE for more stones than points; #GMK_EOFFBOARD;
 *         #GMK_EOCCUPIED for two stones on one point; #GMK_ENOMEM.
 */
GMK_API int gmk_board_setup(gmk_board *board, const gmk_stone *stones,
			    size_t count, gmk_color to_move);

/**
 * @brief The content of one point.
 * @param board The board.
 * @param x Column, 0-based from the left.
 * @param y Row, 0-based from the top.
 * @return #GMK_EMPTY, #GMK_BLACK or #GMK_WHITE; #GMK_EINVAL for a NULL
 *         board; #GMK_EOFFBOARD.
 */
GMK_API int gmk_board_at(const gmk_board *board, int x, int y);
/**
 * @brief The whole position in one call: cells[y * width + x] = the
 * #gmk_color at (x, y).
 * @param board The board.
 * @param[out] cells At least width * height bytes.
 * @param size The size of cells in bytes.
 * @return The number of stones; #GMK_EINVAL for a NULL argument;
 *         #GMK_EBUFFER when size < width * height (nothing written).
 */
GMK_API int gmk_board_cells(const gmk_board *board, unsigned char *cells, size_t size);
/**
 * @brief Whose turn it is (also after the game has ended: the side that
 * would move next).
 * @param board The board.
 * @return #GMK_BLACK or #GMK_WHITE; #GMK_EINVAL for a NULL board.
 */
GMK_API int gmk_board_to_move(const gmk_board *board);
/**
 * @brief Moves played since the start (or the set-up) and still on the board.
 * @param board The board.
 * @return The count; #GMK_EINVAL for a NULL board.
 */
GMK_API int gmk_board_move_count(const gmk_board *board);
/**
 * @brief One move of the history.
 * @param board The board.
 * @param index 0 for the first move, up to gmk_board_move_count() - 1.
 * @param[out] out Receives the move's point.
 * @return #GMK_OK; #GMK_EINVAL for a NULL argument; #GMK_ERANGE for an index
 *         out of range.
 */
GMK_API int gmk_board_move_at(const gmk_board *board, int index, gmk_point *out);
/**
 * @brief Undone moves that redo would replay.
 * @param board The board.
 * @return The count; #GMK_EINVAL for a NULL board.
 */
GMK_API int gmk_board_redo_count(const gmk_board *board);
/**
 * @brief One undone move, nearest first: index 0 is the one gmk_board_redo()
 * replays next.
 * @param board The board.
 * @param index 0 to gmk_board_redo_count() - 1.
 * @param[out] out Receives the move's point.
 * @return #GMK_OK; #GMK_EINVAL for a NULL argument; #GMK_ERANGE for an index
 *         out of range.
 */
GMK_API int gmk_board_redo_at(const gmk_board *board, int index, gmk_point *out);
/**
 * @brief The number of stones placed by the last gmk_board_setup().
 * @param board The board.
 * @return The count (0 if none, or after gmk_board_reset()); #GMK_EINVAL for
 *         a NULL board.
 */
GMK_API int gmk_board_setup_count(const gmk_board *board);
/**
 * @brief One stone of the last set-up position, in the order it was given.
 * @param board The board.
 * @param index 0 to gmk_board_setup_count() - 1.
 * @param[out] out Receives the stone.
 * @return #GMK_OK; #GMK_EINVAL for a NULL argument; #GMK_ERANGE for an index
 *         out of range.
 */
GMK_API int gmk_board_setup_at(const gmk_board *board, int index, gmk_stone *out);
/**
 * @brief The side to move of the last set-up position (#GMK_BLACK without one).
 * @param board The board.
 * @return #GMK_BLACK or #GMK_WHITE; #GMK_EINVAL for a NULL board.
 */
GMK_API int gmk_board_setup_to_move(const gmk_board *board);
/**
 * @brief The number of stones on the board (set-up stones and moves).
 * @param board The board.
 * @return The count; #GMK_EINVAL for a NULL board.
 */
GMK_API int gmk_board_stone_count(const gmk_board *board);

/**
 * @brief Legal moves for the side to move, row by row from the top-left.
 *
 * None once the game is over; under renju with #GMK_FOUL_REJECT black's
 * forbidden points are excluded (with #GMK_FOUL_LOSE they are legal, losing
 * moves).
 *
 * @param board The board.
 * @param[out] out Receives at most capacity points; may be NULL when
 *                 capacity is 0.
 * @param capacity The number of points out can hold.
 * @return The total number of legal moves (which may exceed capacity, so a
 *         call with capacity 0 asks for the size); #GMK_EINVAL for a NULL
 *         board, or a NULL out with a capacity.
 */
GMK_API int gmk_board_legal_moves(const gmk_board *board, gmk_point *out, size_t capacity);
/**
 * @brief The legal moves as a mask: mask[y * width + x] = 1 where legal, 0
 * elsewhere (all 0 once the game is over).
 * @param board The board.
 * @param[out] mask At least width * height bytes.
 * @param size The size of mask in bytes.
 * @return The number of legal moves; #GMK_EINVAL for a NULL argument;
 *         #GMK_EBUFFER when size < width * height (nothing written).
 */
GMK_API int gmk_board_legal_mask(const gmk_board *board, unsigned char *mask, size_t size);

/**
 * @brief 64-bit Zobrist hash of the stones and the side to move.
 *
 * The same position has the same hash whatever the move order, the set-up
 * or the store; the keys do not depend on the board size.
 *
 * @param board The board.
 * @return The hash; 0 for a NULL board.
 */
GMK_API uint64_t gmk_board_hash(const gmk_board *board);

/**
 * @brief The state of the game: going on, won or drawn, by whom, why, and the
 * winning row.
 * @param board The board.
 * @param[out] out Receives the result; its version must be set
 *                 (#GMK_RESULT_INIT).
 * @return #GMK_OK; #GMK_EINVAL for a NULL argument; #GMK_EVERSION for an
 *         out->version this library does not know.
 */
GMK_API int gmk_board_result(const gmk_board *board, gmk_result *out);
/**
 * @brief Whether the game has ended.
 * @param board The board.
 * @return 1 if the game has ended, 0 if not; #GMK_EINVAL for a NULL board.
 */
GMK_API int gmk_board_is_over(const gmk_board *board);

GMK_END_DECLS

#endif
