/* SPDX-License-Identifier: MIT */
/*
 * The proof-number table of the threat-space solver (vct.c): per position,
 * its proof and disproof numbers, and once proven the plies to the five and
 * the move that gets there. Buckets of four entries indexed by the low bits
 * of the Zobrist hash; a full bucket gives up the entry that cost the least
 * work to compute.
 *
 * Entries are valid only within one generation: a solve call (or one
 * deepening step of it) starts a new one, because the remaining attacker
 * moves of a position depend on the root the call started from. Starting a
 * generation costs nothing, so the search may call the solver at any node.
 */
#ifndef GMK_SEARCH_VCT_TABLE_H
#define GMK_SEARCH_VCT_TABLE_H

#include <stddef.h>
#include <stdint.h>

/* Proof and disproof numbers saturate here: "infinite" (proven or disproven). */
#define PN_INF ((uint32_t)1 << 30)

typedef struct vct_entry {
	uint64_t key;
	uint32_t pn, dn;
	uint32_t work;          /* nodes spent below this position (saturating) */
	int32_t move;           /* proven: the attacker's win or the longest defence; else -1 */
	uint16_t plies;         /* proven: plies to the five */
	uint16_t generation;
	uint32_t reserved;      /* keeps the entry at 32 bytes, two per cache line */
} vct_entry;

#define VCT_BUCKET_ENTRIES 4
#define VCT_TABLE_MIN_BYTES ((size_t)1 << 14)

typedef struct vct_table {
	vct_entry *entries;
	size_t bucket_mask;
	uint16_t generation;
} vct_table;

/* GMK_OK or GMK_ENOMEM; bytes is rounded down to a power of two of buckets. */
int vct_table_init(vct_table *t, size_t bytes);
void vct_table_free(vct_table *t);
void vct_table_clear(vct_table *t);
/* Forgets every entry at once (they stay in memory, ignored). */
void vct_table_new_generation(vct_table *t);

/* The entry of this generation for key, or NULL. */
const vct_entry *vct_table_probe(const vct_table *t, uint64_t key);
void vct_table_store(vct_table *t, uint64_t key, uint32_t pn, uint32_t dn, uint32_t work,
		     int move, int plies);

#endif
