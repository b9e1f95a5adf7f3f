/* SPDX-License-Identifier: MIT */
/* The thread-local message behind gmk_last_error_message(). */
#ifndef GMK_CORE_ERROR_H
#define GMK_CORE_ERROR_H

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

#endif
