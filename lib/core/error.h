/* SPDX-License-Identifier: MIT */
/* The thread-local message behind gmk_last_error_message(). */
#ifndef GMK_CORE_ERROR_H
#define GMK_CORE_ERROR_H

#include <stddef.h>

#if defined(__MINGW32__)
/* Checked against mingw-w64's C99 printf (__USE_MINGW_ANSI_STDIO, set by
 * meson.build), which is what the library calls there, not msvcrt's. */
#define GMK_PRINTF(fmt, args) __attribute__((format(gnu_printf, fmt, args)))
#elif defined(__GNUC__) || defined(__clang__)
#define GMK_PRINTF(fmt, args) __attribute__((format(printf, fmt, args)))
#else
#define GMK_PRINTF(fmt, args)
#endif

/* Records why the current call fails and returns status, for "return error_set(...)". */
int error_set(int status, const char *fmt, ...) GMK_PRINTF(2, 3);
/* Forgets the message: called when a call that can set one starts. */
void error_clear(void);

/* GMK_EINVAL: "<what> is NULL", for a missing handle, output or input. */
int error_null(const char *what);
/*
 * Sets "<point> <rest>" and returns status, the point named as "h8" when it
 * is on the width x height board and as "(x, y)" when it is not.
 */
int error_at(int status, int x, int y, int width, int height, const char *fmt, ...)
	GMK_PRINTF(6, 7);
/*
 * GMK_EOFFBOARD "(15, 3) is off the 15x15 board" and GMK_EOCCUPIED "h8 is
 * occupied by black" (query: "...: the query is about an empty point"), put
 * into words only when the message is read (they are cheap to fail).
 */
int error_off_board(int x, int y, int width, int height);
int error_occupied(int x, int y, int width, int height, int color, int query);
/* GMK_ENOMEM: "out of memory for <what>". */
int error_nomem(const char *what);
/* GMK_EBUFFER: "<what>: size <size> is below the <needed> needed". */
int error_buffer(const char *what, size_t size, size_t needed);

#endif
