/* SPDX-License-Identifier: MIT */
/*
 * The batch handle's layout, shared by lib/batch's files only. The batch is a
 * layer above the board: it drives its boards through the public board API
 * alone, so every rule stays the board's business.
 */
#ifndef GMK_BATCH_INTERNAL_H
#define GMK_BATCH_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "core/zobrist.h"
#include "gomoku/batch.h"

struct gmk_batch {
	gmk_board **boards;
	int count;
	int width;
	int height;
	int auto_reset;
	gmk_rule rule;
	gmk_foul_policy foul_policy;
	uint64_t random;               /* splitmix64 counter for random moves */
	unsigned char *scratch;        /* one board's mask, for random moves */
};

/* Points on one board. */
static inline size_t batch_points(const gmk_batch *b)
{
	return (size_t)b->width * (size_t)b->height;
}

/* A uniform integer in [0, n), n >= 1 (multiply-shift: bias below 2^-32 for n < 2^32). */
static inline int batch_random_below(gmk_batch *b, int n)
{
	uint64_t r = zobrist_mix(b->random++) >> 32;
	return (int)((r * (uint64_t)n) >> 32);
}

/* Back to the empty board, without allocating (see gmk_batch_reset). */
void batch_rewind(gmk_board *board);

/* The board's state as a gmk_batch_outcome (ONGOING, *_WON or DRAW). */
int batch_outcome(const gmk_board *board);

/* GMK_OK when the side to move may play at action on board, else the status play would give. */
int batch_check_action(const gmk_batch *b, const gmk_board *board, int32_t action);

/* A uniform random legal action on an ongoing board; GMK_BATCH_PASS when over. */
int32_t batch_random_action(gmk_batch *b, const gmk_board *board);

#endif
