/* SPDX-License-Identifier: MIT */
/**
 * @file gomoku/record.h
 * @brief Game records and configuration: the JSON game record, Piskvork PSQ
 * files, move strings ("h8i9j10"), Gomocup opening lines, an ASCII board
 * diagram, and engine options / search limits as JSON.
 *
 * Every loader validates its whole input before it creates or changes
 * anything: on failure it returns a negative status (#GMK_EPARSE for
 * malformed text, or the specific status such as #GMK_EOFFBOARD or
 * #GMK_EFORBIDDEN) and gmk_last_error_message() names the field or the move
 * at fault. Inputs longer than #GMK_RECORD_MAX_INPUT bytes are refused with
 * #GMK_ERANGE before they are read. Strings returned through char ** are
 * freed with gmk_free(). Every call here sets or clears the thread-local
 * message of gmk_last_error_message(). Calls on a board follow the board's
 * rule (one thread at a time); the parsers without a board may run on any
 * thread.
 */
#ifndef GOMOKU_RECORD_H
#define GOMOKU_RECORD_H

#include <stddef.h>

#include "gomoku/board.h"
#include "gomoku/engine.h"
#include "gomoku/export.h"
#include "gomoku/types.h"

GMK_BEGIN_DECLS

/** @brief The largest text any loader accepts: 16 MiB. */
#define GMK_RECORD_MAX_INPUT ((size_t)16 * 1024 * 1024)

/** @brief The "format" field of a JSON game record. */
#define GMK_RECORD_FORMAT "libgomoku-record"
/** @brief The "version" field of the JSON game records this library writes (it reads 1 to this). */
#define GMK_RECORD_FORMAT_VERSION 1

/** @brief A per-move time that is not known. */
#define GMK_RECORD_NO_TIME (-1)

/** @brief The current version of #gmk_record_info (see @ref md_docs_abi "ABI policy"). */
#define GMK_RECORD_INFO_VERSION 1

/**
 * @brief What a record holds beside the moves: player names, metadata and
 * move times.
 *
 * When writing, the caller owns every pointer (any may be NULL). When a
 * loader fills it, the library allocates the fields and
 * gmk_record_info_clear() frees them.
 */
typedef struct gmk_record_info {
	unsigned int version;     /**< #GMK_RECORD_INFO_VERSION (set by the INIT macro). */
	char *black;              /**< Black's player name, NULL when absent. */
	char *white;              /**< White's player name, NULL when absent. */
	char *metadata_json;      /**< A JSON object as text (free-form), or NULL. */
	/**
	 * Milliseconds per move, in the order of the whole line: the played
	 * moves first (index 0 = the first move), then the undone moves that
	 * redo would replay, nearest first. #GMK_RECORD_NO_TIME where unknown;
	 * times_count may be shorter than the line (the rest are unknown).
	 */
	int *times_ms;
	size_t times_count;       /**< The number of values in times_ms. */
} gmk_record_info;

/** @brief An empty record info of the current version: no names, no metadata, no times. */
#define GMK_RECORD_INFO_INIT { GMK_RECORD_INFO_VERSION, NULL, NULL, NULL, NULL, 0 }

/**
 * @brief Fills *info with the defaults of the given struct version.
 * @param info The struct to fill (nothing is freed).
 * @param version The struct version the caller was compiled with, normally
 *                #GMK_RECORD_INFO_VERSION.
 * @return #GMK_OK; #GMK_EINVAL for a NULL info; #GMK_EVERSION for a version
 *         this library does not know.
 */
GMK_API int gmk_record_info_init(gmk_record_info *info, unsigned int version);
/**
 * @brief Frees what a loader allocated in *info and resets it to the
 * defaults.
 * @param info Filled by gmk_record_from_json() or gmk_record_from_psq(); NULL,
 *             or a version this library does not know, is a no-op.
 */
GMK_API void gmk_record_info_clear(gmk_record_info *info);

/**
 * @brief Writes the game as a JSON game record.
 *
 * The text holds the format name and version, width, height, win length,
 * rule, foul policy, any set-up position, the moves in order (with the time
 * when info gives one), the undone moves still available for redo, the
 * result, and info's player names and metadata.
 *
 * @param board The game.
 * @param info Names, metadata and times to write; may be NULL.
 * @param[out] out Receives the text, only on success; free it with
 *                 gmk_free().
 * @return #GMK_OK; #GMK_EINVAL for a NULL board or out, or a metadata_json
 *         that is not a JSON object; #GMK_EPARSE for a metadata_json that is
 *         not JSON; #GMK_EVERSION for an info version this library does not
 *         know; #GMK_ENOMEM.
 */
GMK_API int gmk_record_to_json(const gmk_board *board, const gmk_record_info *info, char **out);
/**
 * @brief Reads a JSON game record.
 *
 * Rebuilds the board (AUTO backend) by replaying every move through the
 * board's own rules, then the undone moves with redo and undo.
 *
 * @param[out] out Receives the new board, only on success.
 * @param text The JSON text (need not be NUL-terminated).
 * @param len The length of text in bytes.
 * @param info NULL, or a struct with its version set, filled only on success
 *             (its previous pointers are overwritten, not freed: free them
 *             with gmk_record_info_clear()).
 * @return #GMK_OK; #GMK_EINVAL for a NULL out or text;
 *         #GMK_EVERSION for an info version this library does not know;
 *         #GMK_ERANGE for a text over #GMK_RECORD_MAX_INPUT, a size or win
 *         length out of range or more moves than points;
 *         #GMK_EPARSE for malformed JSON or a missing or mistyped field;
 *         #GMK_EUNSUPPORTED for a record format newer than this library's;
 *         #GMK_EOFFBOARD, #GMK_EOCCUPIED, #GMK_EFORBIDDEN or #GMK_EGAMEOVER
 *         for a move the rules refuse; #GMK_ENOMEM.
 */
GMK_API int gmk_record_from_json(gmk_board **out, const char *text, size_t len,
				 gmk_record_info *info);

/**
 * @brief Writes the game as a Piskvork PSQ file.
 *
 * "Piskvorky WxH, L1:L2, S", one "x,y,t" line per move (1-based from the
 * top-left, t in milliseconds), then the two player lines and a trailing
 * code. Undone moves and set-up positions are not part of PSQ.
 *
 * @param board The game.
 * @param info Player names and move times to write; may be NULL.
 * @param[out] out Receives the text, only on success; free it with
 *                 gmk_free().
 * @return #GMK_OK; #GMK_EINVAL for a NULL board or out, or a player name
 *         with a line break; #GMK_EVERSION for an info version this library
 *         does not know; #GMK_EUNSUPPORTED for a board with a set-up
 *         position; #GMK_ENOMEM.
 */
GMK_API int gmk_record_to_psq(const gmk_board *board, const gmk_record_info *info, char **out);
/**
 * @brief Reads a Piskvork PSQ file.
 *
 * PSQ holds no rule: opts gives rule, win length, foul policy and backend;
 * width and height come from the file. CRLF, a missing final newline and
 * extra spaces are accepted; the time on a move line is optional.
 *
 * @param[out] out Receives the new board, only on success.
 * @param text The file's text (need not be NUL-terminated).
 * @param len The length of text in bytes.
 * @param opts The board options but the size; NULL for the defaults.
 * @param info NULL, or a struct with its version set, filled with the player
 *             names and times only on success.
 * @return #GMK_OK; #GMK_EINVAL for a NULL out or text;
 *         #GMK_EVERSION for an opts or info version this library does not
 *         know; #GMK_ERANGE for a text over #GMK_RECORD_MAX_INPUT or a size
 *         out of range; #GMK_EPARSE for a malformed line;
 *         #GMK_EOFFBOARD, #GMK_EOCCUPIED, #GMK_EFORBIDDEN or #GMK_EGAMEOVER
 *         for a move the rules refuse; #GMK_ENOMEM.
 */
GMK_API int gmk_record_from_psq(gmk_board **out, const char *text, size_t len,
				const gmk_board_options *opts, gmk_record_info *info);

/**
 * @brief Writes the moves played as a move string in RIF notation (rows from
 * the bottom): "h8i9j10" or "h8 i9 j10".
 * @param board The game.
 * @param separator Written between moves; NULL or "" writes the compact form.
 * @param[out] out Receives the text, only on success; free it with
 *                 gmk_free().
 * @return #GMK_OK; #GMK_EINVAL for a NULL board or out; #GMK_ENOMEM.
 */
GMK_API int gmk_moves_to_string(const gmk_board *board, const char *separator, char **out);
/**
 * @brief Plays the moves of a move string on board.
 *
 * The moves may be compact or separated by spaces, tabs, commas, semicolons
 * or newlines. Atomic: if any move fails, nothing is played and the status
 * of the failing move is returned.
 *
 * @param board The board; the moves continue its game.
 * @param text The moves in RIF notation, NUL-terminated.
 * @return #GMK_OK; #GMK_EINVAL for a NULL board or text;
 *         #GMK_ERANGE for a text over #GMK_RECORD_MAX_INPUT or more moves
 *         than points; #GMK_EPARSE for text that is not a move list;
 *         #GMK_EOFFBOARD, #GMK_EOCCUPIED, #GMK_EFORBIDDEN or #GMK_EGAMEOVER
 *         for a move the rules refuse; #GMK_ENOMEM.
 */
GMK_API int gmk_board_play_moves(gmk_board *board, const char *text);
/**
 * @brief Parses a move string into points, without a board.
 * @param text The moves in RIF notation, NUL-terminated (separators as in
 *             gmk_board_play_moves()).
 * @param width The board's width, #GMK_MIN_SIZE to #GMK_MAX_SIZE.
 * @param height The board's height (rows count from the bottom).
 * @param[out] out Receives the points, only on success (NULL for an empty
 *                 string); free them with gmk_free().
 * @param[out] count Receives the number of points.
 * @return #GMK_OK; #GMK_EINVAL for a NULL argument; #GMK_ERANGE for a size
 *         out of range, a text over #GMK_RECORD_MAX_INPUT or more moves than
 *         points; #GMK_EPARSE; #GMK_EOFFBOARD for a point outside the board;
 *         #GMK_ENOMEM.
 */
GMK_API int gmk_moves_parse(const char *text, int width, int height,
			    gmk_point **out, size_t *count);

/**
 * @brief Parses a Gomocup opening line into points.
 *
 * "dx,dy, dx,dy, ..." as offsets from the centre (width / 2, height / 2), dy
 * positive downwards, stones alternating black, white, ... from the first.
 *
 * @param line The opening line, NUL-terminated.
 * @param width The board's width, #GMK_MIN_SIZE to #GMK_MAX_SIZE.
 * @param height The board's height.
 * @param[out] out Receives the points, only on success; free them with
 *                 gmk_free().
 * @param[out] count Receives the number of points.
 * @return #GMK_OK; #GMK_EINVAL for a NULL argument; #GMK_ERANGE for a size
 *         out of range or a line over #GMK_RECORD_MAX_INPUT; #GMK_EPARSE;
 *         #GMK_EOFFBOARD for a point outside the board; #GMK_EOCCUPIED for a
 *         point listed twice; #GMK_ENOMEM.
 */
GMK_API int gmk_opening_parse(const char *line, int width, int height,
			      gmk_point **out, size_t *count);
/**
 * @brief Plays an opening line on board (normally empty); atomic like
 * gmk_board_play_moves().
 * @param board The board.
 * @param line The opening line, NUL-terminated.
 * @return As gmk_opening_parse() (with #GMK_EINVAL also for a NULL board),
 *         or the status of a move the rules refuse (#GMK_EOCCUPIED,
 *         #GMK_EFORBIDDEN, #GMK_EGAMEOVER); #GMK_ENOMEM.
 */
GMK_API int gmk_opening_apply(gmk_board *board, const char *line);

/** @brief Diagram flags: labels, the last move in brackets, no forbidden points. */
#define GMK_DIAGRAM_DEFAULT 0u
/** @brief Diagram flag: '*' on black's forbidden points (renju). */
#define GMK_DIAGRAM_FORBIDDEN 1u
/** @brief Diagram flag: no brackets around the last move. */
#define GMK_DIAGRAM_NO_LAST_MOVE 2u
/** @brief Diagram flag: the grid only, without row numbers and column letters. */
#define GMK_DIAGRAM_NO_LABELS 4u

/**
 * @brief An ASCII diagram of the board.
 *
 * Column letters above and below, row numbers (RIF, from the bottom) on both
 * sides, 'X' black, 'O' white, '.' empty, and the last move between
 * brackets: "[X]". One line per row, top row first, each ending with a
 * newline.
 *
 * @param board The board.
 * @param flags #GMK_DIAGRAM_DEFAULT, or a combination of the GMK_DIAGRAM_*
 *              flags.
 * @param[out] out Receives the text, only on success; free it with
 *                 gmk_free().
 * @return #GMK_OK; #GMK_EINVAL for a NULL board or out or an unknown flag;
 *         #GMK_ENOMEM.
 */

GMK_API int gmk_board_diagram(const gmk_board *board, unsigned int flags, char **out);

/**
 * @brief Reads engine options and search limits from one flat JSON object.
 *
 * Keys "hash_bytes" (or "hash_mb"), "seed", "threads", "level", "time_ms",
 * "depth", "nodes", "multipv". "seed" may also be a decimal string, for
 * values past 2^53. "threads" is stored only into engine options of version
 * 2 or later (a version 1 struct has no room for it). Given structs keep
 * their values for keys the text does not mention. Nothing is changed on
 * failure.
 *
 * @param text The JSON text (need not be NUL-terminated).
 * @param len The length of text in bytes.
 * @param opts Engine options with their version set, or NULL (their keys
 *             are then skipped).
 * @param limits Search limits with their version set, or NULL (their keys
 *               are then skipped).
 * @param[out] unknown_keys NULL, or receives the keys the library does not
 *                          know, comma-separated (NULL if there are none);
 *                          free with gmk_free(). Unknown keys are not an
 *                          error.
 * @return #GMK_OK; #GMK_EINVAL for a NULL text;
 *         #GMK_EVERSION for a struct version this library does not know;
 *         #GMK_EPARSE for malformed JSON, a value that is not an object or a
 *         key of the wrong type; #GMK_ERANGE for a text over
 *         #GMK_RECORD_MAX_INPUT or a value out of range (both name the key);
 *         #GMK_ENOMEM.
 */
GMK_API int gmk_config_from_json(const char *text, size_t len, gmk_engine_options *opts,
				 gmk_search_limits *limits, char **unknown_keys);
/**
 * @brief Writes every key of the given structs as one flat JSON object, the
 * form gmk_config_from_json() reads ("threads" only for engine options of
 * version 2 or later).
 * @param opts Engine options, or NULL.
 * @param limits Search limits, or NULL.
 * @param[out] out Receives the text, only on success; free it with
 *                 gmk_free().
 * @return #GMK_OK; #GMK_EINVAL for a NULL out; #GMK_EVERSION for a struct
 *         version this library does not know; #GMK_ENOMEM.
 */
GMK_API int gmk_config_to_json(const gmk_engine_options *opts, const gmk_search_limits *limits,
			       char **out);

GMK_END_DECLS

#endif
