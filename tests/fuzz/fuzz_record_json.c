/* SPDX-License-Identifier: MIT */
/* gmk_record_from_json on arbitrary bytes; what loads must save and reload identically. */
#include "fuzz.h"
#include "gomoku.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	gmk_board *board = NULL;
	gmk_record_info info = GMK_RECORD_INFO_INIT;
	if (gmk_record_from_json(&board, (const char *)data, size, &info) != GMK_OK) {
		FUZZ_ASSERT(board == NULL && info.black == NULL && info.times_ms == NULL);
		return 0;
	}
	char *text = NULL;
	FUZZ_ASSERT(gmk_record_to_json(board, &info, &text) == GMK_OK);
	gmk_board *again = NULL;
	FUZZ_ASSERT(gmk_record_from_json(&again, text, strlen(text), NULL) == GMK_OK);
	FUZZ_ASSERT(gmk_board_hash(again) == gmk_board_hash(board));
	FUZZ_ASSERT(gmk_board_move_count(again) == gmk_board_move_count(board));
	FUZZ_ASSERT(gmk_board_redo_count(again) == gmk_board_redo_count(board));
	char *diagram = NULL;
	FUZZ_ASSERT(gmk_board_diagram(board, GMK_DIAGRAM_DEFAULT, &diagram) == GMK_OK);
	gmk_free(diagram);
	gmk_free(text);
	gmk_board_free(again);
	gmk_board_free(board);
	gmk_record_info_clear(&info);
	return 0;
}
