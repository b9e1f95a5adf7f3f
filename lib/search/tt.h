/* SPDX-License-Identifier: MIT */
/*
 * The transposition table: buckets of four 16-byte entries (one cache line),
 * indexed by the low bits of the Zobrist hash and checked by the high ones.
 * A forced-win score is stored relative to the node, so it stays right when
 * the same position is met at another ply.
 */
#ifndef GMK_SEARCH_TT_H
#define GMK_SEARCH_TT_H

#include <stddef.h>
#include <stdint.h>

enum tt_bound {
	TT_NONE = 0,
	TT_UPPER = 1,     /* score <= stored */
	TT_LOWER = 2,     /* score >= stored */
	TT_EXACT = 3,
};

typedef struct tt_entry {
	uint32_t check;
	int32_t move;     /* cell index, -1 for none */
	int32_t score;
	int16_t depth;
	uint8_t bound;
	uint8_t generation;
} tt_entry;

#define TT_BUCKET_ENTRIES 4
#define TT_DEFAULT_BYTES ((size_t)16 << 20)
#define TT_MIN_BYTES ((size_t)1 << 12)

typedef struct tt {
	tt_entry *entries;
	size_t bucket_mask;
	uint8_t generation;
} tt;

/* Buckets of a hash table in bytes (at least min_bytes): the largest power of two that fits. */
size_t table_bucket_count(size_t bytes, size_t min_bytes, size_t bucket_bytes);

/* GMK_OK, GMK_ENOMEM. bytes is rounded down to a power of two (at least TT_MIN_BYTES). */
int tt_init(tt *table, size_t bytes);
void tt_free(tt *table);
void tt_clear(tt *table);
/* A new search: older entries become the first to be replaced. */
void tt_new_search(tt *table);

/* The entry for hash, or NULL. */
const tt_entry *tt_probe(const tt *table, uint64_t hash);
void tt_store(tt *table, uint64_t hash, int move, int score, int depth, int bound, int ply);

/* Forced-win scores between the table's node-relative form and the root's. */
int tt_score_from(int score, int ply);

#endif
