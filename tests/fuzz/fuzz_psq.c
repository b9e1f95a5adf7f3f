/* SPDX-License-Identifier: MIT */
/*
 * gmk_record_from_psq on arbitrary bytes (the first byte picks the rule);
 * what loads must export and reload to the same position.
 */
#include "fuzz.h"
#include "gomoku.h"

#define RULES 5

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 1)
		return 0;
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.rule = (gmk_rule)(data[0] % RULES);
	data++;
	size--;
	gmk_board *board = NULL;
	gmk_record_info info = GMK_RECORD_INFO_INIT;
	if (gmk_record_from_psq(&board, (const char *)data, size, &o, &info) != GMK_OK) {
		FUZZ_ASSERT(board == NULL && info.black == NULL && info.times_ms == NULL);
		return 0;
	}
	char *text = NULL;
	int status = gmk_record_to_psq(board, &info, &text);
	/* Names may hold characters no PSQ line can carry (a lone '\r'). */
	FUZZ_ASSERT(status == GMK_OK || status == GMK_EINVAL);
	if (status == GMK_OK) {
		gmk_board *again = NULL;
		FUZZ_ASSERT(gmk_record_from_psq(&again, text, strlen(text), &o, NULL) == GMK_OK);
		FUZZ_ASSERT(gmk_board_hash(again) == gmk_board_hash(board));
		gmk_board_free(again);
		gmk_free(text);
	}
	gmk_board_free(board);
	gmk_record_info_clear(&info);
	return 0;
}
