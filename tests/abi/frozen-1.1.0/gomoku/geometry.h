/* SPDX-License-Identifier: MIT */
/*
 * Pixel <-> intersection mapping for graphical front ends. Intersection
 * (x, y) is drawn at pixel (origin_x + x * spacing, origin_y + y * spacing);
 * pixel coordinates may be negative and the spacing fractional.
 */
#ifndef GOMOKU_GEOMETRY_H
#define GOMOKU_GEOMETRY_H

#include "gomoku/board.h"
#include "gomoku/export.h"

GMK_BEGIN_DECLS

/* How far from an intersection a click may land, as a fraction of the spacing. */
#define GMK_GEOMETRY_DEFAULT_TOLERANCE 0.45

#define GMK_GEOMETRY_VERSION 1

typedef struct gmk_geometry {
	unsigned int version;     /* GMK_GEOMETRY_VERSION */
	double origin_x;          /* pixel position of intersection (0, 0) */
	double origin_y;
	double spacing;           /* pixels between neighbouring intersections, > 0 */
	int width;                /* intersections per row, GMK_MIN_SIZE .. GMK_MAX_SIZE */
	int height;
	double tolerance;         /* > 0, in spacings; the Euclidean distance limit */
} gmk_geometry;

#define GMK_GEOMETRY_INIT { GMK_GEOMETRY_VERSION, 0.0, 0.0, 32.0, 15, 15, \
	GMK_GEOMETRY_DEFAULT_TOLERANCE }

GMK_API int gmk_geometry_init(gmk_geometry *geometry, unsigned int version);

/*
 * Centres a width x height board in a view_width x view_height pixel area,
 * leaving margin spacings (e.g. 1.0) between the outer lines and the edges.
 * Sets origin and spacing; keeps the tolerance.
 */
GMK_API int gmk_geometry_fit(gmk_geometry *geometry, int width, int height,
			     double view_width, double view_height, double margin);

/* The pixel centre of an intersection; GMK_EOFFBOARD for a point off the board. */
GMK_API int gmk_geometry_to_pixel(const gmk_geometry *geometry, gmk_point point,
				  double *px, double *py);

/*
 * The intersection nearest to a pixel (rounded; exact halves round up, so
 * 0.5 spacing goes to 1 and -0.5 to 0); GMK_EOFFBOARD when it is off the
 * board or farther than tolerance * spacing from the pixel. *out is written
 * only on success.
 */
GMK_API int gmk_geometry_from_pixel(const gmk_geometry *geometry, double px, double py,
				    gmk_point *out);

GMK_END_DECLS

#endif
