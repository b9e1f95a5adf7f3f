/* SPDX-License-Identifier: MIT */
/*
 * Point notation. RIF: column letter from the left (a..z, then aa, ab, ...),
 * row number from the bottom: on 15x15 "h8" is (7,7), "a1" is (0,14).
 * Gomocup: "x,y", 0-based, x from the left, y from the top.
 */
#ifndef GOMOKU_NOTATION_H
#define GOMOKU_NOTATION_H

#include <stddef.h>

#include "gomoku/board.h"
#include "gomoku/export.h"

GMK_BEGIN_DECLS

/* Room for any point in either notation, with the terminating NUL. */
#define GMK_POINT_STRING_MAX 16

GMK_API int gmk_point_from_rif(const char *text, int width, int height, gmk_point *out);
GMK_API int gmk_point_to_rif(gmk_point point, int width, int height, char *buf, size_t size);
GMK_API int gmk_point_from_xy(const char *text, int width, int height, gmk_point *out);
GMK_API int gmk_point_to_xy(gmk_point point, int width, int height, char *buf, size_t size);
/* Either notation: "h8", "H8", "7,7" or "7 7"; surrounding spaces allowed. */
GMK_API int gmk_point_parse(const char *text, int width, int height, gmk_point *out);

GMK_END_DECLS

#endif
