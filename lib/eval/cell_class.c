/* SPDX-License-Identifier: MIT */
/* Combining the four line patterns of a cell into its class, tabled once. */
#include <stdatomic.h>
#include <stdlib.h>

#include "core/thread.h"
#include "eval/cell_class.h"

#define CLASS_TABLE_SIZE ((size_t)1 << CLASS_KEY_BITS)

static enum cell_class combine(const int count[PAT_COUNT], int renju_black)
{
	if (count[PAT_FIVE])
		return CLS_FIVE;
	int fours = count[PAT_FOUR] + count[PAT_OPEN_FOUR] + 2 * count[PAT_DOUBLE_FOUR_LINE];
	int threes = count[PAT_OPEN_THREE];
	if (renju_black && (count[PAT_OVERLINE] || fours >= 2 || threes >= 2))
		return CLS_FORBIDDEN;
	int others = count[PAT_CLOSED_THREE] + count[PAT_OPEN_TWO];
	if (count[PAT_OPEN_FOUR] || fours >= 2)
		return CLS_FLEX4;
	if (fours == 1)
		return threes ? CLS_FOUR_THREE : others ? CLS_FOUR_PLUS : CLS_FOUR;
	if (threes >= 2)
		return CLS_THREE_THREE;
	if (threes == 1)
		return others ? CLS_THREE_PLUS : CLS_THREE;
	if (count[PAT_CLOSED_THREE])
		return count[PAT_OPEN_TWO] || count[PAT_CLOSED_THREE] >= 2 ?
		       CLS_THREE_CLOSED_TWO : CLS_THREE_CLOSED;
	if (count[PAT_OPEN_TWO] >= 2)
		return CLS_TWO_TWO;
	if (count[PAT_OPEN_TWO])
		return CLS_TWO;
	if (count[PAT_CLOSED_TWO])
		return CLS_TWO_CLOSED;
	return CLS_NONE;
}

static uint8_t *build(int renju_black)
{
	uint8_t *table = malloc(CLASS_TABLE_SIZE);
	if (!table)
		return NULL;
	for (size_t key = 0; key < CLASS_TABLE_SIZE; key++) {
		int count[PAT_COUNT] = { 0 };
		int valid = 1;
		for (int d = 0; d < 4; d++) {
			unsigned p = (unsigned)(key >> (PATTERN_BITS * d)) & PATTERN_FIELD;
			if (p >= PAT_COUNT)
				valid = 0;
			else
				count[p]++;
		}
		table[key] = valid ? (uint8_t)combine(count, renju_black) : CLS_NONE;
	}
	return table;
}

static _Atomic(uint8_t *) tables[2];
static thread_mutex tables_lock = THREAD_MUTEX_INIT;

const uint8_t *cell_class_table(int renju_black)
{
	_Atomic(uint8_t *) *slot = &tables[renju_black ? 1 : 0];
	uint8_t *table = atomic_load_explicit(slot, memory_order_acquire);
	if (table)
		return table;
	thread_mutex_lock(&tables_lock);
	table = atomic_load_explicit(slot, memory_order_relaxed);
	if (!table) {
		table = build(renju_black);
		atomic_store_explicit(slot, table, memory_order_release);
	}
	thread_mutex_unlock(&tables_lock);
	return table;
}
