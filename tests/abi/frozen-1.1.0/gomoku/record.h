/* SPDX-License-Identifier: MIT */
/*
 * Game records and configuration: the JSON game record, Piskvork PSQ files,
 * move strings ("h8i9j10"), Gomocup opening lines, an ASCII board diagram,
 * and engine options / search limits as JSON.
 *
 * Every loader validates its whole input before it creates or changes
 * anything: on failure it returns a negative status (GMK_EPARSE for malformed
 * text, or the specific status such as GMK_EOFFBOARD or GMK_EFORBIDDEN) and
 * gmk_last_error_message() names the field or the move at fault. Inputs
 * longer than GMK_RECORD_MAX_INPUT bytes are refused with GMK_ERANGE before
 * they are read. Strings returned through char ** are freed with gmk_free.
 */
#ifndef GOMOKU_RECORD_H
#define GOMOKU_RECORD_H

#include <stddef.h>

#include "gomoku/board.h"
#include "gomoku/engine.h"
#include "gomoku/export.h"

GMK_BEGIN_DECLS

/* The largest text any loader accepts: 16 MiB. */
#define GMK_RECORD_MAX_INPUT ((size_t)16 * 1024 * 1024)

/* The "format" and "version" fields of a JSON game record. */
#define GMK_RECORD_FORMAT "libgomoku-record"
#define GMK_RECORD_FORMAT_VERSION 1

/* A per-move time that is not known. */
#define GMK_RECORD_NO_TIME (-1)

#define GMK_RECORD_INFO_VERSION 1

/*
 * What a record holds beside the moves. When writing, the caller owns every
 * pointer (any may be NULL). When a loader fills it, the library allocates
 * the fields and gmk_record_info_clear() frees them.
 */
typedef struct gmk_record_info {
	unsigned int version;     /* GMK_RECORD_INFO_VERSION */
	char *black;              /* player names, NULL when absent */
	char *white;
	char *metadata_json;      /* a JSON object as text (free-form), or NULL */
	/*
	 * Milliseconds per move, in the order of the whole line: the played
	 * moves first (index 0 = the first move), then the undone moves that
	 * redo would replay, nearest first. GMK_RECORD_NO_TIME where unknown;
	 * times_count may be shorter than the line (the rest are unknown).
	 */
	int *times_ms;
	size_t times_count;
} gmk_record_info;

#define GMK_RECORD_INFO_INIT { GMK_RECORD_INFO_VERSION, NULL, NULL, NULL, NULL, 0 }

GMK_API int gmk_record_info_init(gmk_record_info *info, unsigned int version);
/* Frees what a loader allocated in *info and resets it to the defaults. */
GMK_API void gmk_record_info_clear(gmk_record_info *info);

/*
 * JSON game record. The text holds the format name and version, width,
 * height, win length, rule, foul policy, any set-up position, the moves in
 * order (with "ms" when info gives a time), the undone moves still available
 * for redo, the result, and info's player names and metadata.
 */
GMK_API int gmk_record_to_json(const gmk_board *board, const gmk_record_info *info, char **out);
/*
 * Rebuilds the board (AUTO backend) by replaying every move through the
 * board's own rules, then the undone moves with redo and undo. info may be
 * NULL; when given, its version must be set and it is filled only on success
 * (its previous pointers are overwritten, not freed).
 */
GMK_API int gmk_record_from_json(gmk_board **out, const char *text, size_t len,
				 gmk_record_info *info);

/*
 * Piskvork PSQ: "Piskvorky WxH, L1:L2, S", one "x,y,t" line per move (1-based
 * from the top-left, t in milliseconds), then the two player lines and a
 * trailing code. Undone moves and set-up positions are not part of PSQ.
 */
GMK_API int gmk_record_to_psq(const gmk_board *board, const gmk_record_info *info, char **out);
/*
 * PSQ holds no rule: opts (may be NULL for the defaults) gives rule, win
 * length, foul policy and backend; width and height come from the file.
 * CRLF, a missing final newline and extra spaces are accepted; the time on a
 * move line is optional.
 */
GMK_API int gmk_record_from_psq(gmk_board **out, const char *text, size_t len,
				const gmk_board_options *opts, gmk_record_info *info);

/*
 * Move strings in RIF notation (rows from the bottom): "h8i9j10" or
 * "h8 i9 j10". separator NULL or "" writes the compact form.
 */
GMK_API int gmk_moves_to_string(const gmk_board *board, const char *separator, char **out);
/*
 * Plays the moves of text (compact, or separated by spaces, tabs, commas,
 * semicolons or newlines) on board. Atomic: if any move fails, nothing is
 * played and the status of the failing move is returned.
 */
GMK_API int gmk_board_play_moves(gmk_board *board, const char *text);
/* Parses a move string into points without a board; *out is freed with gmk_free. */
GMK_API int gmk_moves_parse(const char *text, int width, int height,
			    gmk_point **out, size_t *count);

/*
 * Gomocup opening lines: "dx,dy, dx,dy, ..." as offsets from the centre
 * (width / 2, height / 2), dy positive downwards, stones alternating black,
 * white, ... from the first.
 */
GMK_API int gmk_opening_parse(const char *line, int width, int height,
			      gmk_point **out, size_t *count);
/* Plays an opening line on board (normally empty); atomic like gmk_board_play_moves. */
GMK_API int gmk_opening_apply(gmk_board *board, const char *line);

/*
 * ASCII diagram of the board: column letters above and below, row numbers
 * (RIF, from the bottom) on both sides, 'X' black, 'O' white, '.' empty,
 * and the last move between brackets: "[X]".
 */
#define GMK_DIAGRAM_DEFAULT 0u
#define GMK_DIAGRAM_FORBIDDEN 1u     /* '*' on black's forbidden points (renju) */
#define GMK_DIAGRAM_NO_LAST_MOVE 2u  /* no brackets around the last move */
#define GMK_DIAGRAM_NO_LABELS 4u     /* the grid only */

GMK_API int gmk_board_diagram(const gmk_board *board, unsigned int flags, char **out);

/*
 * Configuration: engine options and search limits as one flat JSON object,
 * keys "hash_bytes" (or "hash_mb"), "seed", "level", "time_ms", "depth",
 * "nodes", "multipv". Either struct may be NULL (its keys are then skipped);
 * given structs must have their version set, and keep their values for keys
 * the text does not mention. A key of the wrong type fails with GMK_EPARSE,
 * a value out of range with GMK_ERANGE, both naming the key; nothing is
 * changed on failure. Unknown keys are not an error: when unknown_keys is
 * not NULL it receives them comma-separated (NULL if there are none).
 */
GMK_API int gmk_config_from_json(const char *text, size_t len, gmk_engine_options *opts,
				 gmk_search_limits *limits, char **unknown_keys);
/* Writes every key of the given structs (either may be NULL). */
GMK_API int gmk_config_to_json(const gmk_engine_options *opts, const gmk_search_limits *limits,
			       char **out);

GMK_END_DECLS

#endif
