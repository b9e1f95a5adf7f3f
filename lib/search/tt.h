/* SPDX-License-Identifier: MIT */
/*
 * The transposition table: buckets of four 16-byte slots (one cache line),
 * indexed by the low bits of the Zobrist hash. A forced-win score is stored
 * relative to the node, so it stays right when the same position is met at
 * another ply.
 *
 * Every search thread reads and writes the one table without locks. A slot
 * is two relaxed atomic words: the entry packed into one (data), and the
 * hash xor data in the other. A probe accepts a slot only when the two give
 * back the hash, so a slot torn by two writers (one word of each) reads as
 * a miss, never as a wrong entry. Replacement decisions may race; that only
 * costs an entry, as in any Lazy SMP engine.
 */
#ifndef GMK_SEARCH_TT_H
#define GMK_SEARCH_TT_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "search/bucket_table.h"

enum tt_bound {
	TT_NONE = 0,
	TT_UPPER = 1,     /* score <= stored */
	TT_LOWER = 2,     /* score >= stored */
	TT_EXACT = 3,
};

/* An entry as the search sees it (a probe's copy). */
typedef struct tt_entry {
	int move;         /* cell index, -1 for none */
	int score;
	int depth;
	int bound;
	int generation;
} tt_entry;

typedef struct tt_slot {
	_Atomic uint64_t key;   /* hash ^ data */
	_Atomic uint64_t data;  /* the packed entry; 0 = empty (bound TT_NONE) */
} tt_slot;

#define TT_BUCKET_ENTRIES 4
#define TT_DEFAULT_BYTES ((size_t)16 << 20)
#define TT_MIN_BYTES ((size_t)1 << 12)

typedef struct tt {
	tt_slot *slots;
	size_t bucket_mask;
	uint8_t generation;   /* changed only between searches */
} tt;

/* GMK_OK, GMK_ENOMEM. bytes is rounded down to a power of two (at least TT_MIN_BYTES). */
int tt_init(tt *table, size_t bytes);
void tt_free(tt *table);
/* Not while a search runs. */
void tt_clear(tt *table);
/* A new search: older entries become the first to be replaced. Not while a search runs. */
void tt_new_search(tt *table);

/* Copies the entry for hash to *out: 1, or 0 when there is none. */
int tt_probe(const tt *table, uint64_t hash, tt_entry *out);
void tt_store(tt *table, uint64_t hash, int move, int score, int depth, int bound, int ply);

/* The slots of hash's bucket: where a probe looks and a store writes. */
static inline tt_slot *tt_bucket(const tt *table, uint64_t hash)
{
	return &table->slots[bucket_table_first(hash, table->bucket_mask, TT_BUCKET_ENTRIES)];
}

/*
 * Starts loading hash's bucket into the cache, so that a probe a little later
 * (the child's, after the move is made) does not wait on memory: the table is
 * far larger than the cache, and a probe is mostly that wait.
 */
static inline void tt_prefetch(const tt *table, uint64_t hash)
{
#if defined(__GNUC__)
	__builtin_prefetch(tt_bucket(table, hash));
#else
	(void)table;
	(void)hash;
#endif
}

/* Forced-win scores between the table's node-relative form and the root's. */
int tt_score_from(int score, int ply);

#endif
