/* SPDX-License-Identifier: MIT */
/**
 * @file gomoku/notation.h
 * @brief Points as text: RIF notation and the Gomocup "x,y" form.
 *
 * RIF: column letter from the left (a..z, then aa, ab, ...), row number from
 * the bottom: on 15x15 "h8" is (7,7), "a1" is (0,14). Gomocup: "x,y",
 * 0-based, x from the left, y from the top. See
 * @ref md_docs_coordinates "Coordinates and notation".
 *
 * Readers skip spaces and tabs around the point and accept a final line
 * end (LF or CRLF). The functions keep no state: any thread may call them
 * at any time.
 */
#ifndef GOMOKU_NOTATION_H
#define GOMOKU_NOTATION_H

#include <stddef.h>

#include "gomoku/export.h"
#include "gomoku/types.h"

GMK_BEGIN_DECLS

/** @brief Room for any point in either notation, with the terminating NUL. */
#define GMK_POINT_STRING_MAX 16

/**
 * @brief Reads a point in RIF notation ("h8", "H8", "aa12").
 * @param text The text, NUL-terminated.
 * @param width The board's width, #GMK_MIN_SIZE to #GMK_MAX_SIZE.
 * @param height The board's height (rows count from the bottom).
 * @param[out] out Receives the point, only on success.
 * @return #GMK_OK; #GMK_EINVAL for a NULL text or out or a size out of range;
 *         #GMK_EPARSE for text that is not a RIF point; #GMK_EOFFBOARD for a
 *         point outside the board.
 */
GMK_API int gmk_point_from_rif(const char *text, int width, int height, gmk_point *out);
/**
 * @brief Writes a point in RIF notation, letters in lower case.
 * @param point The point, in API coordinates.
 * @param width The board's width, #GMK_MIN_SIZE to #GMK_MAX_SIZE.
 * @param height The board's height (rows count from the bottom).
 * @param[out] buf Receives the NUL-terminated text, only on success.
 * @param size The size of buf; #GMK_POINT_STRING_MAX always suffices.
 * @return #GMK_OK; #GMK_EINVAL for a NULL buf or a size out of range;
 *         #GMK_EOFFBOARD; #GMK_EBUFFER when the text does not fit.
 */
GMK_API int gmk_point_to_rif(gmk_point point, int width, int height, char *buf, size_t size);
/**
 * @brief Reads a point in the Gomocup form: "x,y" or "x y", 0-based from the
 * top-left.
 * @param text The text, NUL-terminated.
 * @param width The board's width, #GMK_MIN_SIZE to #GMK_MAX_SIZE.
 * @param height The board's height.
 * @param[out] out Receives the point, only on success.
 * @return #GMK_OK; #GMK_EINVAL for a NULL text or out or a size out of range;
 *         #GMK_EPARSE for text that is not two numbers; #GMK_EOFFBOARD for a
 *         point outside the board.
 */
GMK_API int gmk_point_from_xy(const char *text, int width, int height, gmk_point *out);
/**
 * @brief Writes a point in the Gomocup form "x,y".
 * @param point The point, in API coordinates.
 * @param width The board's width, #GMK_MIN_SIZE to #GMK_MAX_SIZE.
 * @param height The board's height.
 * @param[out] buf Receives the NUL-terminated text, only on success.
 * @param size The size of buf; #GMK_POINT_STRING_MAX always suffices.
 * @return #GMK_OK; #GMK_EINVAL for a NULL buf or a size out of range;
 *         #GMK_EOFFBOARD; #GMK_EBUFFER when the text does not fit.
 */
GMK_API int gmk_point_to_xy(gmk_point point, int width, int height, char *buf, size_t size);
/**
 * @brief Reads a point in either notation: "h8", "H8", "7,7" or "7 7";
 * surrounding spaces allowed. Text starting with a letter is RIF.
 * @param text The text, NUL-terminated.
 * @param width The board's width, #GMK_MIN_SIZE to #GMK_MAX_SIZE.
 * @param height The board's height.
 * @param[out] out Receives the point, only on success.
 * @return As gmk_point_from_rif() or gmk_point_from_xy().
 */
GMK_API int gmk_point_parse(const char *text, int width, int height, gmk_point *out);

GMK_END_DECLS

#endif
