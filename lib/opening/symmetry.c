/* SPDX-License-Identifier: MIT */
#include "opening/symmetry.h"

/* Bits of a symmetry's number: which of the three basic moves it makes. */
#define FLIP_X 1
#define FLIP_Y 2
#define TRANSPOSE 4

bool symmetry_fits(int t, int width, int height)
{
	return t >= 0 && t < SYMMETRY_COUNT && (!(t & TRANSPOSE) || width == height);
}

gmk_point symmetry_apply(int t, gmk_point p, int width, int height)
{
	int x = 2 * p.x - (width - 1), y = 2 * p.y - (height - 1);
	if (t & TRANSPOSE) {
		int swap = x;
		x = y;
		y = swap;
	}
	if (t & FLIP_X)
		x = -x;
	if (t & FLIP_Y)
		y = -y;
	return (gmk_point){ (x + width - 1) / 2, (y + height - 1) / 2 };
}

const char *symmetry_name(int t)
{
	static const char *const names[SYMMETRY_COUNT] = {
		"the identity",
		"a reflection in the vertical axis",
		"a reflection in the horizontal axis",
		"a half turn",
		"a reflection in the main diagonal",
		"a quarter turn",
		"a quarter turn the other way",
		"a reflection in the anti-diagonal",
	};
	return t >= 0 && t < SYMMETRY_COUNT ? names[t] : "no symmetry";
}

bool symmetry_keeps_board(int t, const gmk_board *board)
{
	int width = gmk_board_width(board), height = gmk_board_height(board);
	if (!symmetry_fits(t, width, height))
		return false;
	for (int y = 0; y < height; y++)
		for (int x = 0; x < width; x++) {
			int here = gmk_board_at(board, x, y);
			if (here == GMK_EMPTY)
				continue;
			gmk_point image = symmetry_apply(t, (gmk_point){ x, y }, width, height);
			if (gmk_board_at(board, image.x, image.y) != here)
				return false;
		}
	return true;
}
