/* SPDX-License-Identifier: MIT */
/* Pixel <-> intersection mapping for graphical front ends. */
#include <math.h>

#include "core/error.h"
#include "core/versioned.h"
#include "gomoku/geometry.h"
#include "gomoku/status.h"

/* Sizes of each gmk_geometry version (core/versioned.h; CONTRIBUTING.md). */
static const size_t geometry_sizes[] = {
	VERSIONED_END(gmk_geometry, tolerance),           /* 1: 1.0.0 */
};
VERSIONED_ASSERT(geometry_sizes, GMK_GEOMETRY_VERSION);
static const versioned_type geometry_type = { "geometry", GMK_GEOMETRY_VERSION, geometry_sizes };

int gmk_geometry_init(gmk_geometry *geometry, unsigned int version)
{
	if (!geometry)
		return error_null("geometry");
	const gmk_geometry defaults = GMK_GEOMETRY_INIT;
	return versioned_init(&geometry_type, geometry, version, &defaults);
}

static int check_size(int width, int height)
{
	if (width >= GMK_MIN_SIZE && height >= GMK_MIN_SIZE && width <= GMK_MAX_SIZE &&
	    height <= GMK_MAX_SIZE)
		return GMK_OK;
	return error_set(GMK_ERANGE, "board size %dx%d is outside %d..%d", width, height,
			 GMK_MIN_SIZE, GMK_MAX_SIZE);
}

/* Reads the caller's geometry (of its version) into *g and validates it. */
static int read_geometry(const gmk_geometry *src, gmk_geometry *g)
{
	if (!src)
		return error_null("geometry");
	const gmk_geometry defaults = GMK_GEOMETRY_INIT;
	*g = defaults;
	int status = versioned_read(&geometry_type, g, src);
	if (status == GMK_OK)
		status = check_size(g->width, g->height);
	if (status != GMK_OK)
		return status;
	if (!isfinite(g->origin_x) || !isfinite(g->origin_y))
		return error_set(GMK_EINVAL, "origin (%g, %g) is not finite", g->origin_x, g->origin_y);
	if (!isfinite(g->spacing) || !(g->spacing > 0.0))
		return error_set(GMK_EINVAL, "spacing %g is not a positive number", g->spacing);
	if (!isfinite(g->tolerance) || !(g->tolerance > 0.0))
		return error_set(GMK_EINVAL, "tolerance %g is not a positive number", g->tolerance);
	return GMK_OK;
}

int gmk_geometry_fit(gmk_geometry *geometry, int width, int height,
		     double view_width, double view_height, double margin)
{
	if (!geometry)
		return error_null("geometry");
	const gmk_geometry defaults = GMK_GEOMETRY_INIT;
	gmk_geometry g = defaults;
	int status = versioned_read(&geometry_type, &g, geometry);
	if (status == GMK_OK)
		status = check_size(width, height);
	if (status != GMK_OK)
		return status;
	if (!isfinite(view_width) || !isfinite(view_height) || !(view_width > 0.0) ||
	    !(view_height > 0.0))
		return error_set(GMK_EINVAL, "view %g x %g is not a positive area", view_width,
				 view_height);
	if (!isfinite(margin) || margin < 0.0)
		return error_set(GMK_EINVAL, "margin %g is not a number >= 0", margin);
	/* width - 1 gaps between the outer lines, plus a margin on both sides. */
	double across = (double)(width - 1) + 2.0 * margin;
	double down = (double)(height - 1) + 2.0 * margin;
	double spacing = fmin(view_width / across, view_height / down);
	if (!(spacing > 0.0) || !isfinite(spacing))
		return error_set(GMK_ERANGE, "a %dx%d board with margin %g gets no spacing in %g x %g",
				 width, height, margin, view_width, view_height);
	g.width = width;
	g.height = height;
	g.spacing = spacing;
	g.origin_x = (view_width - (double)(width - 1) * spacing) / 2.0;
	g.origin_y = (view_height - (double)(height - 1) * spacing) / 2.0;
	return versioned_write(&geometry_type, geometry, &g);
}

int gmk_geometry_to_pixel(const gmk_geometry *geometry, gmk_point point, double *px, double *py)
{
	gmk_geometry g;
	int status = read_geometry(geometry, &g);
	if (status != GMK_OK)
		return status;
	if (!px || !py)
		return error_null(!px ? "px" : "py");
	if (point.x < 0 || point.y < 0 || point.x >= g.width || point.y >= g.height)
		return error_off_board(point.x, point.y, g.width, g.height);
	*px = g.origin_x + (double)point.x * g.spacing;
	*py = g.origin_y + (double)point.y * g.spacing;
	return GMK_OK;
}

int gmk_geometry_from_pixel(const gmk_geometry *geometry, double px, double py, gmk_point *out)
{
	gmk_geometry g;
	int status = read_geometry(geometry, &g);
	if (status != GMK_OK)
		return status;
	if (!out)
		return error_null("out");
	if (!isfinite(px) || !isfinite(py))
		return error_set(GMK_EINVAL, "pixel (%g, %g) is not finite", px, py);
	/* In spacings from intersection (0, 0). */
	double gx = (px - g.origin_x) / g.spacing;
	double gy = (py - g.origin_y) / g.spacing;
	/* floor(v + 0.5): exact halves round up, the same way on both sides of 0. */
	double nx = floor(gx + 0.5);
	double ny = floor(gy + 0.5);
	if (nx < 0.0 || ny < 0.0 || nx >= (double)g.width || ny >= (double)g.height)
		return error_set(GMK_EOFFBOARD, "pixel (%g, %g) is off the %dx%d board", px, py,
				 g.width, g.height);
	double distance = hypot(gx - nx, gy - ny);
	if (distance > g.tolerance)
		return error_set(GMK_EOFFBOARD, "pixel (%g, %g) is %.2f spacings from the nearest "
				 "intersection, beyond the tolerance %.2f", px, py, distance,
				 g.tolerance);
	out->x = (int)nx;
	out->y = (int)ny;
	return GMK_OK;
}
