/* SPDX-License-Identifier: MIT */
/*
 * The one export macro: everything not marked GMK_API stays hidden.
 *
 * Windows needs to know which side of the DLL boundary a declaration is on:
 * the library's own build defines GMK_BUILDING_LIBRARY (dllexport), a
 * consumer of the DLL gets dllimport, and a consumer linking the static
 * library defines GMK_STATIC so no import thunk is expected. ELF and Mach-O
 * need only default visibility, whichever way the library is linked.
 */
#ifndef GOMOKU_EXPORT_H
#define GOMOKU_EXPORT_H

#if defined(_WIN32) || defined(__CYGWIN__)
#if defined(GMK_STATIC)
#define GMK_API
#elif defined(GMK_BUILDING_LIBRARY)
#define GMK_API __declspec(dllexport)
#else
#define GMK_API __declspec(dllimport)
#endif
#elif defined(__GNUC__) || defined(__clang__)
#define GMK_API __attribute__((visibility("default")))
#else
#define GMK_API
#endif

#ifdef __cplusplus
#define GMK_BEGIN_DECLS extern "C" {
#define GMK_END_DECLS }
#else
#define GMK_BEGIN_DECLS
#define GMK_END_DECLS
#endif

#endif
