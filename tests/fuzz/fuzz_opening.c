/* SPDX-License-Identifier: MIT */
/*
 * gmk_opening_parse / gmk_opening_apply on arbitrary text (the first byte
 * picks the board size): parsed points are on the board and distinct.
 */
#include "fuzz.h"
#include "gomoku.h"

#define SIZES 40

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 1)
		return 0;
	int width = GMK_MIN_SIZE + data[0] % SIZES;
	int height = GMK_MIN_SIZE + (data[0] / SIZES) % SIZES;
	char *text = fuzz_string(data + 1, size - 1);
	FUZZ_ASSERT(text != NULL);
	gmk_point *points = NULL;
	size_t count = 0;
	if (gmk_opening_parse(text, width, height, &points, &count) == GMK_OK) {
		FUZZ_ASSERT(count > 0);
		for (size_t i = 0; i < count; i++) {
			FUZZ_ASSERT(points[i].x >= 0 && points[i].x < width);
			FUZZ_ASSERT(points[i].y >= 0 && points[i].y < height);
			for (size_t j = 0; j < i; j++)
				FUZZ_ASSERT(points[i].x != points[j].x || points[i].y != points[j].y);
		}
		gmk_free(points);
	}
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.width = width;
	o.height = height;
	o.win_length = GMK_MIN_WIN_LENGTH;
	gmk_board *board = NULL;
	FUZZ_ASSERT(gmk_board_new(&board, &o) == GMK_OK);
	if (gmk_opening_apply(board, text) != GMK_OK)
		FUZZ_ASSERT(gmk_board_stone_count(board) == 0);
	free(text);
	gmk_board_free(board);
	return 0;
}
