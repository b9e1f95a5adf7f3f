/* SPDX-License-Identifier: MIT */
/* The one export macro: everything not marked GMK_API stays hidden. */
#ifndef GOMOKU_EXPORT_H
#define GOMOKU_EXPORT_H

#if defined(_WIN32) && defined(GMK_BUILDING_LIBRARY)
#define GMK_API __declspec(dllexport)
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
