/* SPDX-License-Identifier: MIT */
/**
 * @file gomoku/geometry.h
 * @brief Pixel <-> intersection mapping for graphical front ends.
 *
 * Intersection (x, y) is drawn at pixel (origin_x + x * spacing,
 * origin_y + y * spacing); pixel coordinates may be negative and the spacing
 * fractional. A geometry is a plain struct: the functions keep no state,
 * and any thread may call them at any time.
 */
#ifndef GOMOKU_GEOMETRY_H
#define GOMOKU_GEOMETRY_H

#include "gomoku/export.h"
#include "gomoku/types.h"

GMK_BEGIN_DECLS

/** @brief How far from an intersection a click may land, as a fraction of the spacing. */
#define GMK_GEOMETRY_DEFAULT_TOLERANCE 0.45

/** @brief The current version of #gmk_geometry (see @ref md_docs_abi "ABI policy"). */
#define GMK_GEOMETRY_VERSION 1

/** @brief Where a board's intersections are drawn, in pixels. */
typedef struct gmk_geometry {
	unsigned int version;     /**< #GMK_GEOMETRY_VERSION (set by the INIT macro). */
	double origin_x;          /**< Pixel x of intersection (0, 0). */
	double origin_y;          /**< Pixel y of intersection (0, 0). */
	double spacing;           /**< Pixels between neighbouring intersections, > 0. */
	int width;                /**< Intersections per row, #GMK_MIN_SIZE to #GMK_MAX_SIZE. */
	int height;               /**< Intersections per column, #GMK_MIN_SIZE to #GMK_MAX_SIZE. */
	/** > 0, in spacings; the Euclidean distance limit of gmk_geometry_from_pixel(). */
	double tolerance;
} gmk_geometry;

/**
 * @brief The default geometry: 15x15 at the pixel origin, 32 pixels apart,
 * the default tolerance.
 */
#define GMK_GEOMETRY_INIT { GMK_GEOMETRY_VERSION, 0.0, 0.0, 32.0, 15, 15, \
	GMK_GEOMETRY_DEFAULT_TOLERANCE }

/**
 * @brief Fills *geometry with the defaults of the given struct version.
 * @param geometry The struct to fill.
 * @param version The struct version the caller was compiled with, normally
 *                #GMK_GEOMETRY_VERSION.
 * @return #GMK_OK; #GMK_EINVAL for a NULL geometry; #GMK_EVERSION for a
 *         version this library does not know.
 */
GMK_API int gmk_geometry_init(gmk_geometry *geometry, unsigned int version);

/**
 * @brief Centres a width x height board in a view_width x view_height pixel
 * area, leaving margin spacings (e.g. 1.0) between the outer lines and the
 * edges.
 *
 * Sets origin, spacing, width and height; keeps the tolerance.
 *
 * @param geometry The geometry to set; its version must be set.
 * @param width Intersections per row, #GMK_MIN_SIZE to #GMK_MAX_SIZE.
 * @param height Intersections per column, #GMK_MIN_SIZE to #GMK_MAX_SIZE.
 * @param view_width The area's width in pixels, finite and > 0.
 * @param view_height The area's height in pixels, finite and > 0.
 * @param margin Spacings between the outer lines and the area's edges,
 *               finite and >= 0.
 * @return #GMK_OK; #GMK_EINVAL for a NULL geometry, a view size that is not
 *         a positive finite number, or a margin that is negative or not
 *         finite;
 *         #GMK_EVERSION for a version this library does not know;
 *         #GMK_ERANGE for a board size out of range or an area too small
 *         for any spacing.
 */
GMK_API int gmk_geometry_fit(gmk_geometry *geometry, int width, int height,
			     double view_width, double view_height, double margin);

/**
 * @brief The pixel centre of an intersection.
 * @param geometry The geometry.
 * @param point The intersection, in API coordinates.
 * @param[out] px Receives the pixel x, only on success.
 * @param[out] py Receives the pixel y, only on success.
 * @return #GMK_OK; #GMK_EINVAL for a NULL argument or a geometry with a
 *         spacing, origin or tolerance that is not finite or not positive;
 *         #GMK_EVERSION; #GMK_ERANGE for a board size out of range;
 *         #GMK_EOFFBOARD for a point off the board.
 */
GMK_API int gmk_geometry_to_pixel(const gmk_geometry *geometry, gmk_point point,
				  double *px, double *py);

/**
 * @brief The intersection nearest to a pixel (rounded; exact halves round
 * up, so 0.5 spacing goes to 1 and -0.5 to 0).
 * @param geometry The geometry.
 * @param px Pixel x, finite.
 * @param py Pixel y, finite.
 * @param[out] out Receives the intersection, only on success.
 * @return #GMK_OK; #GMK_EINVAL for a NULL argument, a pixel that is not
 *         finite or an invalid geometry (as gmk_geometry_to_pixel());
 *         #GMK_EVERSION; #GMK_ERANGE for a board size out of range;
 *         #GMK_EOFFBOARD when the nearest intersection is off the board or
 *         farther than tolerance * spacing from the pixel.
 */
GMK_API int gmk_geometry_from_pixel(const gmk_geometry *geometry, double px, double py,
				    gmk_point *out);

GMK_END_DECLS

#endif
