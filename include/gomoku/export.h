/* SPDX-License-Identifier: MIT */
/**
 * @file gomoku/export.h
 * @brief The one export macro: everything not marked #GMK_API stays hidden.
 *
 * Windows needs to know which side of the DLL boundary a declaration is on:
 * the library's own build defines GMK_BUILDING_LIBRARY (dllexport), a
 * consumer of the DLL gets dllimport, and a consumer linking the static
 * library defines GMK_STATIC so no import thunk is expected. ELF and Mach-O
 * need only default visibility, whichever way the library is linked.
 */
#ifndef GOMOKU_EXPORT_H
#define GOMOKU_EXPORT_H

/**
 * @def GMK_API
 * @brief Marks a function the library exports.
 *
 * Default visibility with GCC and Clang (the library builds with
 * `-fvisibility=hidden`); `__declspec(dllexport)` or `dllimport` on Windows,
 * nothing when GMK_STATIC is defined.
 */
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

/**
 * @def GMK_BEGIN_DECLS
 * @brief Opens C linkage (`extern "C" {`) when a header is compiled as C++.
 */
/**
 * @def GMK_END_DECLS
 * @brief Closes what #GMK_BEGIN_DECLS opened.
 */
#ifdef __cplusplus
#define GMK_BEGIN_DECLS extern "C" {
#define GMK_END_DECLS }
#else
#define GMK_BEGIN_DECLS
#define GMK_END_DECLS
#endif

#endif
