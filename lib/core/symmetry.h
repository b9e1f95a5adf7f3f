/* SPDX-License-Identifier: MIT */
/*
 * The eight symmetries of the board (the dihedral group of the square), the
 * one place that maps a point under them: the batch layer's public
 * gmk_symmetry_* calls and the opening rules' symmetric-offer checks both
 * use it. They are numbered as #gmk_symmetry (gomoku/batch.h) numbers them;
 * lib/batch/symmetry.c asserts that the two numberings agree.
 */
#ifndef GMK_CORE_SYMMETRY_H
#define GMK_CORE_SYMMETRY_H

#include <stdbool.h>

#include "gomoku/types.h"

#define SYMMETRY_COUNT 8

enum {
	SYMMETRY_IDENTITY = 0,
	SYMMETRY_ROTATE_90 = 1,   /* clockwise on the screen: (x, y) -> (n-1-y, x) */
	SYMMETRY_ROTATE_180 = 2,
	SYMMETRY_ROTATE_270 = 3,
	SYMMETRY_MIRROR_X = 4,    /* left-right */
	SYMMETRY_MIRROR_Y = 5,    /* top-bottom */
	SYMMETRY_TRANSPOSE = 6,   /* in the main diagonal: (x, y) -> (y, x) */
	SYMMETRY_ANTITRANSPOSE = 7
};

/* Whether symmetry t (0..7) maps a width x height board onto itself: the
 * four that exchange rows and columns need a square. */
bool symmetry_fits(int t, int width, int height);
/* The image of p under symmetry t, for a t that fits and p on the board. */
gmk_point symmetry_map(int t, int width, int height, gmk_point p);

#endif
