/* SPDX-License-Identifier: MIT */
/*
 * Test helper: the positions and the engine the search suites share
 * (test_engine.c, test_smp.c). A small hash keeps a suite's engines cheap to
 * create many times over; every search there is node- or depth-limited, so
 * the size only changes speed, never a verdict.
 */
#ifndef GMK_TEST_ENGINE_FIXTURES_H
#define GMK_TEST_ENGINE_FIXTURES_H

#include "diagram.h"

#define FIXTURE_HASH_BYTES ((size_t)1 << 20)

/* A quiet middle game, black to move: no fours, no forced line. */
static const char *const midgame[] = {
	"...............", "...............", "...............", "...............",
	"...............", "......O.X......", ".....XOX.......", "......XOO......",
	".....OX.X......", "....X..O.......", "...............", "...............",
	"...............", "...............", "...............",
};

/* Black to move; white's four at column 10 must be blocked at (10,4); black has no four. */
static const char *const block_four[] = {
	"...............", "...............", "...............", "...............",
	"...............", "..........O....", "..........O....", ".....XX...O....",
	".....X....O....", "...............", "...............", "...............",
	"...............", "...............", "...............",
};

/* An engine with this seed and thread count (0: the library's default) and a 1 MiB hash. */
static inline gmk_engine *fixture_engine(uint64_t seed, unsigned int threads)
{
	gmk_engine_options o = GMK_ENGINE_OPTIONS_INIT;
	o.seed = seed;
	o.threads = threads;
	o.hash_bytes = FIXTURE_HASH_BYTES;
	gmk_engine *e = NULL;
	ck_assert_int_eq(gmk_engine_new(&e, &o), GMK_OK);
	return e;
}

/* A search that must succeed; 0 leaves a limit unset. */
static inline gmk_search_result fixture_search(gmk_engine *e, const gmk_board *b, int level,
					       int64_t nodes, int depth, int time_ms)
{
	gmk_search_limits l = GMK_SEARCH_LIMITS_INIT;
	l.level = level;
	l.nodes = nodes;
	l.depth = depth;
	l.time_ms = time_ms;
	gmk_search_result r = GMK_SEARCH_RESULT_INIT;
	ck_assert_int_eq(gmk_engine_search(e, b, &l, &r), GMK_OK);
	return r;
}

#endif
