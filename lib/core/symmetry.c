/* SPDX-License-Identifier: MIT */
#include "core/symmetry.h"

static bool exchanges_axes(int t)
{
	return t == SYMMETRY_ROTATE_90 || t == SYMMETRY_ROTATE_270 || t == SYMMETRY_TRANSPOSE ||
	       t == SYMMETRY_ANTITRANSPOSE;
}

bool symmetry_fits(int t, int width, int height)
{
	return t >= 0 && t < SYMMETRY_COUNT && (!exchanges_axes(t) || width == height);
}

gmk_point symmetry_map(int t, int width, int height, gmk_point p)
{
	/* The axis-exchanging ones only fit a square, so width stands for its side. */
	int w = width, h = height, x = p.x, y = p.y;
	switch (t) {
	case SYMMETRY_ROTATE_90: return (gmk_point){ w - 1 - y, x };
	case SYMMETRY_ROTATE_180: return (gmk_point){ w - 1 - x, h - 1 - y };
	case SYMMETRY_ROTATE_270: return (gmk_point){ y, w - 1 - x };
	case SYMMETRY_MIRROR_X: return (gmk_point){ w - 1 - x, y };
	case SYMMETRY_MIRROR_Y: return (gmk_point){ x, h - 1 - y };
	case SYMMETRY_TRANSPOSE: return (gmk_point){ y, x };
	case SYMMETRY_ANTITRANSPOSE: return (gmk_point){ w - 1 - y, h - 1 - x };
	default: return p;
	}
}
