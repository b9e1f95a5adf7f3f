/* SPDX-License-Identifier: MIT */
/* Pixel <-> intersection mapping for graphical front ends. */
#include <math.h>

#include "gomoku/geometry.h"
#include "gomoku/status.h"

int gmk_geometry_init(gmk_geometry *geometry, unsigned int version)
{
	if (!geometry)
		return GMK_EINVAL;
	if (version != GMK_GEOMETRY_VERSION)
		return GMK_EVERSION;
	const gmk_geometry defaults = GMK_GEOMETRY_INIT;
	*geometry = defaults;
	return GMK_OK;
}

static int valid_size(int width, int height)
{
	return width >= GMK_MIN_SIZE && height >= GMK_MIN_SIZE &&
	       width <= GMK_MAX_SIZE && height <= GMK_MAX_SIZE;
}

static int check_geometry(const gmk_geometry *g)
{
	if (!g)
		return GMK_EINVAL;
	if (g->version != GMK_GEOMETRY_VERSION)
		return GMK_EVERSION;
	if (!valid_size(g->width, g->height))
		return GMK_ERANGE;
	if (!isfinite(g->origin_x) || !isfinite(g->origin_y) || !isfinite(g->spacing) ||
	    !(g->spacing > 0.0) || !isfinite(g->tolerance) || !(g->tolerance > 0.0))
		return GMK_EINVAL;
	return GMK_OK;
}

int gmk_geometry_fit(gmk_geometry *geometry, int width, int height,
		     double view_width, double view_height, double margin)
{
	if (!geometry)
		return GMK_EINVAL;
	if (geometry->version != GMK_GEOMETRY_VERSION)
		return GMK_EVERSION;
	if (!valid_size(width, height))
		return GMK_ERANGE;
	if (!isfinite(view_width) || !isfinite(view_height) || !isfinite(margin) ||
	    !(view_width > 0.0) || !(view_height > 0.0) || margin < 0.0)
		return GMK_EINVAL;
	/* width - 1 gaps between the outer lines, plus a margin on both sides. */
	double across = (double)(width - 1) + 2.0 * margin;
	double down = (double)(height - 1) + 2.0 * margin;
	double spacing = fmin(view_width / across, view_height / down);
	if (!(spacing > 0.0) || !isfinite(spacing))
		return GMK_ERANGE;
	geometry->width = width;
	geometry->height = height;
	geometry->spacing = spacing;
	geometry->origin_x = (view_width - (double)(width - 1) * spacing) / 2.0;
	geometry->origin_y = (view_height - (double)(height - 1) * spacing) / 2.0;
	return GMK_OK;
}

int gmk_geometry_to_pixel(const gmk_geometry *geometry, gmk_point point, double *px, double *py)
{
	int status = check_geometry(geometry);
	if (status != GMK_OK)
		return status;
	if (!px || !py)
		return GMK_EINVAL;
	if (point.x < 0 || point.y < 0 || point.x >= geometry->width || point.y >= geometry->height)
		return GMK_EOFFBOARD;
	*px = geometry->origin_x + (double)point.x * geometry->spacing;
	*py = geometry->origin_y + (double)point.y * geometry->spacing;
	return GMK_OK;
}

int gmk_geometry_from_pixel(const gmk_geometry *geometry, double px, double py, gmk_point *out)
{
	int status = check_geometry(geometry);
	if (status != GMK_OK)
		return status;
	if (!out || !isfinite(px) || !isfinite(py))
		return GMK_EINVAL;
	/* In spacings from intersection (0, 0). */
	double gx = (px - geometry->origin_x) / geometry->spacing;
	double gy = (py - geometry->origin_y) / geometry->spacing;
	/* floor(v + 0.5): exact halves round up, the same way on both sides of 0. */
	double nx = floor(gx + 0.5);
	double ny = floor(gy + 0.5);
	if (nx < 0.0 || ny < 0.0 || nx >= (double)geometry->width || ny >= (double)geometry->height)
		return GMK_EOFFBOARD;
	if (hypot(gx - nx, gy - ny) > geometry->tolerance)
		return GMK_EOFFBOARD;
	out->x = (int)nx;
	out->y = (int)ny;
	return GMK_OK;
}
