/* SPDX-License-Identifier: MIT */
/* Status codes: every fallible function returns GMK_OK or one of these. */
#ifndef GOMOKU_STATUS_H
#define GOMOKU_STATUS_H

#include "gomoku/export.h"

GMK_BEGIN_DECLS

typedef enum gmk_status {
	GMK_OK = 0,
	GMK_EINVAL = -1,       /* invalid argument (NULL handle, bad enum value) */
	GMK_ERANGE = -2,       /* size, win length or limit out of range */
	GMK_EOFFBOARD = -3,    /* coordinate outside the board */
	GMK_EOCCUPIED = -4,    /* the point already holds a stone */
	GMK_EGAMEOVER = -5,    /* the game has ended */
	GMK_EFORBIDDEN = -6,   /* a renju foul under the REJECT policy */
	GMK_ENOUNDO = -7,      /* nothing to undo */
	GMK_ENOREDO = -8,      /* nothing to redo */
	GMK_ENOMEM = -9,       /* out of memory */
	GMK_EPARSE = -10,      /* malformed text or file */
	GMK_EIO = -11,         /* input/output error */
	GMK_EUNSUPPORTED = -12,/* valid request this build or rule cannot serve */
	GMK_EVERSION = -13,    /* unknown struct version */
	GMK_EBUFFER = -14,     /* caller's buffer too small */
	GMK_ENOMOVE = -15      /* no legal move to search */
} gmk_status;

/* A static, human-readable message for a status (never NULL). */
GMK_API const char *gmk_strerror(int status);

/*
 * Why the last failed record, configuration or parser call (gomoku/record.h)
 * on this thread failed, in words naming the field or the move at fault; ""
 * after one that succeeded. Other calls leave it alone. Thread-local; the text
 * stays valid until the next such call on this thread.
 */
GMK_API const char *gmk_last_error_message(void);

/* Frees memory the library allocated for the caller (strings, lists). */
GMK_API void gmk_free(void *ptr);

GMK_END_DECLS

#endif
