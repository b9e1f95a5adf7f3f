/* SPDX-License-Identifier: MIT */
/*
 * gmk_board_play_moves on arbitrary text (the first byte picks the board
 * size): a failure plays nothing, a success writes back to the same moves.
 */
#include "fuzz.h"
#include "gomoku.h"

#define SIZES 40

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 1)
		return 0;
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.width = GMK_MIN_SIZE + data[0] % SIZES;
	o.height = GMK_MIN_SIZE + (data[0] / SIZES) % SIZES;
	o.win_length = GMK_MIN_WIN_LENGTH + data[0] % 3;
	gmk_board *board = NULL;
	FUZZ_ASSERT(gmk_board_new(&board, &o) == GMK_OK);
	char *text = fuzz_string(data + 1, size - 1);
	FUZZ_ASSERT(text != NULL);
	if (gmk_board_play_moves(board, text) != GMK_OK) {
		FUZZ_ASSERT(gmk_board_move_count(board) == 0 && gmk_board_stone_count(board) == 0);
	} else {
		char *out = NULL;
		FUZZ_ASSERT(gmk_moves_to_string(board, NULL, &out) == GMK_OK);
		gmk_board *again = NULL;
		FUZZ_ASSERT(gmk_board_new(&again, &o) == GMK_OK);
		FUZZ_ASSERT(gmk_board_play_moves(again, out) == GMK_OK);
		FUZZ_ASSERT(gmk_board_hash(again) == gmk_board_hash(board));
		gmk_board_free(again);
		gmk_free(out);
	}
	free(text);
	gmk_board_free(board);
	return 0;
}
