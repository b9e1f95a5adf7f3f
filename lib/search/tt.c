/* SPDX-License-Identifier: MIT */
/* The transposition table, shared by the search threads (see tt.h). */
#include <stdlib.h>

#include "gomoku/engine.h"
#include "gomoku/status.h"
#include "search/bucket_table.h"
#include "search/tt.h"

_Static_assert(sizeof(tt_slot) == 16, "four slots per 64-byte bucket");

#define TT_BUCKET_BYTES (TT_BUCKET_ENTRIES * sizeof(tt_slot))

/*
 * Each generation of age costs a stored entry this much depth when replacing.
 * Session 46: 16 split every one of its first 80 pairs at 200 000 nodes a
 * move (the default 16 MiB table), and the four games checked were move for
 * move those of 4: at that effort the weight seldom if ever changes a move.
 */
#define AGE_WEIGHT 4

/*
 * The packed entry, low bits first: move + 1 (22 bits: cells of the largest
 * padded board), score + SCORE_BIAS (22 bits: every score and mate), depth +
 * DEPTH_BIAS (10 bits: the reductions may take it a little below zero),
 * bound (2 bits), generation (8 bits).
 */
#define MOVE_BITS 22
#define SCORE_BITS 22
#define DEPTH_BITS 10
#define BOUND_BITS 2
#define GEN_BITS 8
#define SCORE_SHIFT MOVE_BITS
#define DEPTH_SHIFT (SCORE_SHIFT + SCORE_BITS)
#define BOUND_SHIFT (DEPTH_SHIFT + DEPTH_BITS)
#define GEN_SHIFT (BOUND_SHIFT + BOUND_BITS)
#define SCORE_BIAS (1 << (SCORE_BITS - 1))
#define DEPTH_BIAS 64
#define FIELD(bits) (((uint64_t)1 << (bits)) - 1)

_Static_assert(GEN_SHIFT + GEN_BITS == 64, "the entry fills one word");
_Static_assert(GMK_SCORE_WIN + GMK_MAX_PLY < SCORE_BIAS, "every score fits");
_Static_assert(GMK_MAX_PLY + DEPTH_BIAS < (1 << DEPTH_BITS), "every depth fits");

static uint64_t pack(int move, int score, int depth, int bound, uint8_t generation)
{
	if (depth < -DEPTH_BIAS)
		depth = -DEPTH_BIAS;
	return (uint64_t)(move + 1) | (uint64_t)(score + SCORE_BIAS) << SCORE_SHIFT |
	       (uint64_t)(depth + DEPTH_BIAS) << DEPTH_SHIFT | (uint64_t)bound << BOUND_SHIFT |
	       (uint64_t)generation << GEN_SHIFT;
}

static void unpack(uint64_t data, tt_entry *e)
{
	e->move = (int)(data & FIELD(MOVE_BITS)) - 1;
	e->score = (int)(data >> SCORE_SHIFT & FIELD(SCORE_BITS)) - SCORE_BIAS;
	e->depth = (int)(data >> DEPTH_SHIFT & FIELD(DEPTH_BITS)) - DEPTH_BIAS;
	e->bound = (int)(data >> BOUND_SHIFT & FIELD(BOUND_BITS));
	e->generation = (int)(data >> GEN_SHIFT & FIELD(GEN_BITS));
}

int tt_init(tt *table, size_t bytes)
{
	/* All-zero words are empty slots: data 0 has bound TT_NONE. */
	table->slots = bucket_table_alloc(bytes, TT_MIN_BYTES, TT_BUCKET_BYTES, &table->bucket_mask);
	if (!table->slots)
		return GMK_ENOMEM;
	table->generation = 0;
	return GMK_OK;
}

void tt_free(tt *table)
{
	bucket_table_free(table->slots, table->bucket_mask, TT_BUCKET_BYTES);
	table->slots = NULL;
}

void tt_clear(tt *table)
{
	bucket_table_zero(table->slots, table->bucket_mask, TT_BUCKET_BYTES);
	table->generation = 0;
}

void tt_new_search(tt *table)
{
	table->generation++;
}

/* The slot's entry if it holds hash: its data word, else 0. */
static uint64_t read_slot(tt_slot *slot, uint64_t hash)
{
	uint64_t data = atomic_load_explicit(&slot->data, memory_order_relaxed);
	uint64_t key = atomic_load_explicit(&slot->key, memory_order_relaxed);
	return data && (key ^ data) == hash ? data : 0;
}

static void write_slot(tt_slot *slot, uint64_t hash, uint64_t data)
{
	atomic_store_explicit(&slot->data, data, memory_order_relaxed);
	atomic_store_explicit(&slot->key, hash ^ data, memory_order_relaxed);
}

int tt_probe(const tt *table, uint64_t hash, tt_entry *out)
{
	tt_slot *b = tt_bucket(table, hash);
	for (int i = 0; i < TT_BUCKET_ENTRIES; i++) {
		uint64_t data = read_slot(&b[i], hash);
		if (data) {
			unpack(data, out);
			if (out->bound != TT_NONE)
				return 1;
		}
	}
	return 0;
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
	tt_slot *b = tt_bucket(table, hash);
	tt_slot *victim = &b[0];
	tt_entry old = { -1, 0, 0, TT_NONE, 0 };
	int same = 0, worst = 1 << 30;
	for (int i = 0; i < TT_BUCKET_ENTRIES; i++) {
		uint64_t data = atomic_load_explicit(&b[i].data, memory_order_relaxed);
		tt_entry e;
		unpack(data, &e);
		if (!data || e.bound == TT_NONE) {
			victim = &b[i];
			old.bound = TT_NONE;
			break;
		}
		if (read_slot(&b[i], hash)) {
			victim = &b[i];
			old = e;
			same = 1;
			break;
		}
		uint8_t age = (uint8_t)(table->generation - (uint8_t)e.generation);
		int worth = e.depth - AGE_WEIGHT * age;
		if (worth < worst) {
			worst = worth;
			victim = &b[i];
		}
	}
	/* Keep a deeper result for the same position unless this one is exact
	 * (giving it the move if it had none). */
	if (same && bound != TT_EXACT && depth < old.depth && old.generation == table->generation) {
		if (old.move < 0 && move >= 0)
			write_slot(victim, hash, pack(move, old.score, old.depth, old.bound,
						      table->generation));
		return;
	}
	if (move < 0 && same)
		move = old.move;
	write_slot(victim, hash, pack(move, score_to(score, ply), depth, bound, table->generation));
}
