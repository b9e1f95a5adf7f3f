/* SPDX-License-Identifier: MIT */
/* The proof-number table of the threat-space solver. */
#include <stdlib.h>

#include "gomoku/status.h"
#include "search/bucket_table.h"
#include "search/vct_table.h"

_Static_assert(sizeof(vct_entry) == 32, "two entries per cache line");

#define VCT_BUCKET_BYTES (VCT_BUCKET_ENTRIES * sizeof(vct_entry))

int vct_table_init(vct_table *t, size_t bytes)
{
	t->entries = bucket_table_alloc(bytes, VCT_TABLE_MIN_BYTES, VCT_BUCKET_BYTES, &t->bucket_mask);
	if (!t->entries)
		return GMK_ENOMEM;
	/* Generation 0 marks never-written entries: live ones start at 1. */
	t->generation = 1;
	return GMK_OK;
}

void vct_table_free(vct_table *t)
{
	bucket_table_free(t->entries, t->bucket_mask, VCT_BUCKET_BYTES);
	t->entries = NULL;
}

void vct_table_clear(vct_table *t)
{
	bucket_table_zero(t->entries, t->bucket_mask, VCT_BUCKET_BYTES);
	t->generation = 1;
}

void vct_table_new_generation(vct_table *t)
{
	if (++t->generation == 0)
		vct_table_clear(t); /* wrapped: old entries would look live again */
}

static vct_entry *bucket_of(const vct_table *t, uint64_t key)
{
	return &t->entries[bucket_table_first(key, t->bucket_mask, VCT_BUCKET_ENTRIES)];
}

const vct_entry *vct_table_probe(const vct_table *t, uint64_t key)
{
	const vct_entry *b = bucket_of(t, key);
	for (int i = 0; i < VCT_BUCKET_ENTRIES; i++)
		if (b[i].key == key && b[i].generation == t->generation)
			return &b[i];
	return NULL;
}

void vct_table_store(vct_table *t, uint64_t key, uint32_t pn, uint32_t dn, uint32_t work,
		     int move, int plies)
{
	vct_entry *b = bucket_of(t, key), *victim = NULL;
	for (int i = 0; i < VCT_BUCKET_ENTRIES && !victim; i++)
		if (b[i].generation != t->generation || b[i].key == key)
			victim = &b[i];
	if (!victim) {
		/* The cheapest to recompute goes (a leaf's verdict costs one node); of equals, an open one. */
		victim = &b[0];
		for (int i = 1; i < VCT_BUCKET_ENTRIES; i++) {
			int settled_v = victim->pn == 0 || victim->dn == 0;
			int settled_i = b[i].pn == 0 || b[i].dn == 0;
			if (b[i].work < victim->work || (b[i].work == victim->work && settled_i < settled_v))
				victim = &b[i];
		}
	}
	victim->key = key;
	victim->pn = pn;
	victim->dn = dn;
	victim->work = work;
	victim->move = move;
	victim->plies = (uint16_t)plies;
	victim->generation = t->generation;
	victim->reserved = 0;
}
