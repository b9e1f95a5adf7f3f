/* SPDX-License-Identifier: MIT */
/* The transposition table. */
#include <stdlib.h>
#include <string.h>

#include "gomoku/engine.h"
#include "gomoku/status.h"
#include "search/tt.h"

_Static_assert(sizeof(tt_entry) == 16, "four entries per 64-byte bucket");

#define CHECK_SHIFT 32
/* Each generation of age costs a stored entry this much depth when replacing. */
#define AGE_WEIGHT 4

size_t table_bucket_count(size_t bytes, size_t min_bytes, size_t bucket_bytes)
{
	if (bytes < min_bytes)
		bytes = min_bytes;
	size_t buckets = 1;
	while (buckets * 2 * bucket_bytes <= bytes)
		buckets *= 2;
	return buckets;
}

int tt_init(tt *table, size_t bytes)
{
	size_t buckets = table_bucket_count(bytes, TT_MIN_BYTES, TT_BUCKET_ENTRIES * sizeof(tt_entry));
	table->entries = calloc(buckets * TT_BUCKET_ENTRIES, sizeof(tt_entry));
	if (!table->entries)
		return GMK_ENOMEM;
	table->bucket_mask = buckets - 1;
	table->generation = 0;
	return GMK_OK;
}

void tt_free(tt *table)
{
	free(table->entries);
	table->entries = NULL;
}

void tt_clear(tt *table)
{
	memset(table->entries, 0, (table->bucket_mask + 1) * TT_BUCKET_ENTRIES * sizeof(tt_entry));
	table->generation = 0;
}

void tt_new_search(tt *table)
{
	table->generation++;
}

static tt_entry *bucket_of(const tt *table, uint64_t hash)
{
	return &table->entries[(hash & table->bucket_mask) * TT_BUCKET_ENTRIES];
}

const tt_entry *tt_probe(const tt *table, uint64_t hash)
{
	uint32_t check = (uint32_t)(hash >> CHECK_SHIFT);
	tt_entry *b = bucket_of(table, hash);
	for (int i = 0; i < TT_BUCKET_ENTRIES; i++)
		if (b[i].check == check && b[i].bound != TT_NONE)
			return &b[i];
	return NULL;
}

static int score_to(int score, int ply)
{
	if (GMK_SCORE_IS_WIN(score))
		return score + ply;
	if (GMK_SCORE_IS_LOSS(score))
		return score - ply;
	return score;
}

int tt_score_from(int score, int ply)
{
	if (GMK_SCORE_IS_WIN(score))
		return score - ply;
	if (GMK_SCORE_IS_LOSS(score))
		return score + ply;
	return score;
}

void tt_store(tt *table, uint64_t hash, int move, int score, int depth, int bound, int ply)
{
	uint32_t check = (uint32_t)(hash >> CHECK_SHIFT);
	tt_entry *b = bucket_of(table, hash);
	tt_entry *victim = &b[0];
	int worst = 1 << 30;
	for (int i = 0; i < TT_BUCKET_ENTRIES; i++) {
		tt_entry *e = &b[i];
		if (e->check == check || e->bound == TT_NONE) {
			victim = e;
			break;
		}
		uint8_t age = (uint8_t)(table->generation - e->generation);
		int worth = e->depth - AGE_WEIGHT * age;
		if (worth < worst) {
			worst = worth;
			victim = e;
		}
	}
	/* Keep a deeper result for the same position unless this one is exact. */
	if (victim->check == check && victim->bound != TT_NONE && bound != TT_EXACT &&
	    depth < victim->depth && victim->generation == table->generation) {
		if (victim->move < 0)
			victim->move = move;
		return;
	}
	if (move < 0 && victim->check == check)
		move = victim->move;
	victim->check = check;
	victim->move = move;
	victim->score = score_to(score, ply);
	victim->depth = (int16_t)depth;
	victim->bound = (uint8_t)bound;
	victim->generation = table->generation;
}
