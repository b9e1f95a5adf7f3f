/* SPDX-License-Identifier: MIT */
/*
 * The library builds each rule's pattern tables the first time a board or
 * a search of that rule needs them: up to a quarter of a second here. The
 * turn clock would pay for it on the first move (a 100 ms renju move took
 * 300 ms), so the brain pays at its first START, which the clock excludes.
 */
#include "warmup.h"

#include <gomoku.h>

/* A few stones, so the search evaluates real lines. */
static const gmk_point warm_stones[] = { { 7, 7 }, { 8, 8 }, { 6, 8 } };
#define WARM_BOARD_SIZE 15
#define WARM_HASH_BYTES ((size_t)1 << 16)

static void warm_rule(gmk_engine *engine, gmk_rule rule)
{
	gmk_board_options opts = GMK_BOARD_OPTIONS_INIT;
	opts.width = opts.height = WARM_BOARD_SIZE;
	opts.rule = rule;
	gmk_board *board;
	if (gmk_board_new(&board, &opts) != GMK_OK)
		return;
	for (size_t i = 0; i < sizeof(warm_stones) / sizeof(warm_stones[0]); i++)
		gmk_board_play(board, warm_stones[i].x, warm_stones[i].y);
	gmk_search_limits limits = GMK_SEARCH_LIMITS_INIT;
	limits.depth = 1;
	gmk_search_result result = GMK_SEARCH_RESULT_INIT;
	gmk_engine_search(engine, board, &limits, &result);
	gmk_board_free(board);
}

void pb_warm_up(void)
{
	static int done;
	if (done)
		return;
	done = 1;
	gmk_engine_options opts = GMK_ENGINE_OPTIONS_INIT;
	opts.hash_bytes = WARM_HASH_BYTES;
	gmk_engine *engine;
	if (gmk_engine_new(&engine, &opts) != GMK_OK)
		return; /* only slower: the first search builds what it needs */
	static const gmk_rule rules[] = { GMK_RULE_FREESTYLE, GMK_RULE_STANDARD, GMK_RULE_RENJU,
					  GMK_RULE_CARO, GMK_RULE_CARO_EXACT };
	for (size_t i = 0; i < sizeof(rules) / sizeof(rules[0]); i++)
		warm_rule(engine, rules[i]);
	gmk_engine_free(engine);
}
