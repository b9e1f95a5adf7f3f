/* SPDX-License-Identifier: MIT */
/**
 * @file gomoku/status.h
 * @brief Status codes: every fallible function returns #GMK_OK or one of these.
 *
 * A failed call changes nothing and leaves a message saying why
 * (gmk_last_error_message()); @ref md_docs_errors "Errors and statuses" lists
 * what each status means and who returns it.
 */
#ifndef GOMOKU_STATUS_H
#define GOMOKU_STATUS_H

#include "gomoku/export.h"

GMK_BEGIN_DECLS

/**
 * @brief What a call did: #GMK_OK, or why it failed (always negative).
 *
 * Functions return these as `int`; functions that answer a count or a value
 * return it as a non-negative `int` and a status only when they fail.
 */
typedef enum gmk_status {
	GMK_OK = 0,            /**< Success. */
	GMK_EINVAL = -1,       /**< Invalid argument (NULL handle, bad enum value). */
	GMK_ERANGE = -2,       /**< Size, win length or limit out of range. */
	GMK_EOFFBOARD = -3,    /**< Coordinate outside the board. */
	GMK_EOCCUPIED = -4,    /**< The point already holds a stone. */
	GMK_EGAMEOVER = -5,    /**< The game has ended. */
	GMK_EFORBIDDEN = -6,   /**< A renju foul under the #GMK_FOUL_REJECT policy. */
	GMK_ENOUNDO = -7,      /**< Nothing to undo. */
	GMK_ENOREDO = -8,      /**< Nothing to redo. */
	GMK_ENOMEM = -9,       /**< Out of memory. */
	GMK_EPARSE = -10,      /**< Malformed text or file. */
	GMK_EIO = -11,         /**< Input/output error (not returned by this version's functions). */
	GMK_EUNSUPPORTED = -12,/**< Valid request this build or rule cannot serve. */
	GMK_EVERSION = -13,    /**< Unknown struct version. */
	GMK_EBUFFER = -14,     /**< Caller's buffer too small. */
	GMK_ENOMOVE = -15      /**< No legal move to search. */
} gmk_status;

/**
 * @brief A static, human-readable message for a status.
 * @param status A #gmk_status value (any int is accepted).
 * @return The message, e.g. "point is occupied"; "unknown status" for a value
 *         that is not a status. Never NULL. Thread-safe.
 */
GMK_API const char *gmk_strerror(int status);

/**
 * @brief Why the last call that failed on this thread failed, in words
 * naming the argument, field, point or move at fault.
 *
 * For example "width 2 is below the minimum 3" or "h8 is forbidden for
 * black: double-three (f8-h8 and h8-h10)". Every function that returns a
 * negative status sets it. Read it right after such a failure: other calls
 * do not promise to clear it (the record, configuration and parser calls of
 * gomoku/record.h do leave "" when they succeed). Thread-local.
 *
 * @return The message (never NULL); the text stays valid until the next call
 *         on this thread.
 */
GMK_API const char *gmk_last_error_message(void);

/**
 * @brief Frees memory the library allocated for the caller (strings, lists).
 * @param ptr What a gmk_ function returned through an output pointer; NULL is
 *            a no-op.
 */
GMK_API void gmk_free(void *ptr);

GMK_END_DECLS

#endif
