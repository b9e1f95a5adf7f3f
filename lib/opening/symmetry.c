/* SPDX-License-Identifier: MIT */
#include "opening/symmetry.h"

const char *symmetry_name(int t)
{
	static const char *const names[SYMMETRY_COUNT] = {
		[SYMMETRY_IDENTITY] = "the identity",
		[SYMMETRY_ROTATE_90] = "a quarter turn",
		[SYMMETRY_ROTATE_180] = "a half turn",
		[SYMMETRY_ROTATE_270] = "a quarter turn the other way",
		[SYMMETRY_MIRROR_X] = "a reflection in the vertical axis",
		[SYMMETRY_MIRROR_Y] = "a reflection in the horizontal axis",
		[SYMMETRY_TRANSPOSE] = "a reflection in the main diagonal",
		[SYMMETRY_ANTITRANSPOSE] = "a reflection in the anti-diagonal",
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
			gmk_point image = symmetry_map(t, width, height, (gmk_point){ x, y });
			if (gmk_board_at(board, image.x, image.y) != here)
				return false;
		}
	return true;
}
