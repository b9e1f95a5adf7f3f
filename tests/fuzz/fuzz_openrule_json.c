/* SPDX-License-Identifier: MIT */
/*
 * gmk_openrule_from_json on arbitrary bytes: a refused text leaves nothing;
 * an opening that loads saves to a text that loads to the same opening and
 * saves to the same text, with the same phase, player and colours.
 */
#include "fuzz.h"
#include "gomoku.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	gmk_openrule *op = NULL;
	if (gmk_openrule_from_json(&op, (const char *)data, size) != GMK_OK) {
		FUZZ_ASSERT(op == NULL);
		return 0;
	}
	char *text = NULL, *again_text = NULL;
	FUZZ_ASSERT(gmk_openrule_to_json(op, &text) == GMK_OK);
	gmk_openrule *again = NULL;
	FUZZ_ASSERT(gmk_openrule_from_json(&again, text, strlen(text)) == GMK_OK);
	FUZZ_ASSERT(gmk_openrule_to_json(again, &again_text) == GMK_OK);
	FUZZ_ASSERT(strcmp(text, again_text) == 0);
	FUZZ_ASSERT(gmk_openrule_get_phase(again) == gmk_openrule_get_phase(op));
	FUZZ_ASSERT(gmk_openrule_to_act(again) == gmk_openrule_to_act(op));
	FUZZ_ASSERT(gmk_openrule_color_of(again, 1) == gmk_openrule_color_of(op, 1));
	gmk_board *board = NULL, *again_board = NULL;
	FUZZ_ASSERT(gmk_openrule_board(op, &board) == GMK_OK);
	FUZZ_ASSERT(gmk_openrule_board(again, &again_board) == GMK_OK);
	FUZZ_ASSERT(gmk_board_hash(board) == gmk_board_hash(again_board));
	gmk_board_free(board);
	gmk_board_free(again_board);
	gmk_free(text);
	gmk_free(again_text);
	gmk_openrule_free(again);
	gmk_openrule_free(op);
	return 0;
}
