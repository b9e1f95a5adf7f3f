/* SPDX-License-Identifier: MIT */
/*
 * The line pattern function and its tables.
 *
 * A key holds the 2 * radius neighbours of a cell on one line; the cell
 * itself is taken to hold the owner's stone. The verdict is the rules'
 * reference classifier (rules/shape.c), so the search's patterns are the
 * board's patterns by construction; only the key packing and the tables that
 * cache the verdicts are this file's.
 */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "core/thread.h"
#include "eval/pattern.h"
#include "gomoku/status.h"
#include "rules/rules.h"
#include "rules/shape.h"

/*
 * A memo has MEMO_SLOTS_PER_CELL slots per board cell (a board's empty cells
 * hold four keys per colour), a power of two within these bounds: a small
 * board does not pay for clearing a large memo on every search.
 */
#define MEMO_MIN_BITS 8
#define MEMO_MAX_BITS 14
#define MEMO_SLOTS_PER_CELL 8

int pattern_radius(gmk_rule rule, int win_length)
{
	/*
	 * Any row through the cell lies within win_length - 1 cells of it. Rules
	 * where a longer row or a capped end changes the verdict also need the
	 * cell just beyond such a row.
	 */
	return rule == GMK_RULE_FREESTYLE ? win_length - 1 : win_length;
}

static int spec_cells(const pattern_spec *spec)
{
	return 2 * spec->radius;
}

/* The rules' reference classifier reads the same cell codes the keys hold. */
_Static_assert((int)LINE_EMPTY == (int)SHAPE_EMPTY && (int)LINE_OWN == (int)SHAPE_OWN &&
	       (int)LINE_OPP == (int)SHAPE_OPP && (int)LINE_WALL == (int)SHAPE_EDGE,
	       "line keys and shape lines share their cell codes");
_Static_assert(PATTERN_MAX_RADIUS <= SHAPE_MAX_RADIUS, "a key fits a shape line");

/* Unpacks a key into a shape line, the centre holding an own stone. */
static void decode(const pattern_spec *spec, line_key key, shape_line *line)
{
	int r = spec->radius;
	line->radius = r;
	line->k = spec->win_length;
	line->rule = shape_rule_for(spec->rule, spec->color);
	for (int off = -r; off <= r; off++)
		line->cell[off + r] = off == 0 ? LINE_OWN :
				      (unsigned char)((key >> line_key_shift(r, off)) & LINE_CELL_MASK);
}

static line_key encode(const shape_line *line)
{
	int r = line->radius;
	line_key key = 0;
	for (int off = -r; off <= r; off++)
		if (off)
			key |= (line_key)line->cell[off + r] << line_key_shift(r, off);
	return key;
}

/* The rules' verdict in the evaluator's terms (which also split fours in one line out). */
static enum line_pattern from_rules(rules_line v)
{
	switch (v.pattern) {
	case GMK_PATTERN_FIVE:
		return PAT_FIVE;
	case GMK_PATTERN_OVERLINE:
		return PAT_OVERLINE;
	case GMK_PATTERN_OPEN_FOUR:
		/* Two completions: a straight four counts as one four, split ones as two. */
		return v.fours >= 2 ? PAT_DOUBLE_FOUR_LINE : PAT_OPEN_FOUR;
	case GMK_PATTERN_CLOSED_FOUR:
		return PAT_FOUR;
	case GMK_PATTERN_OPEN_THREE:
		return PAT_OPEN_THREE;
	case GMK_PATTERN_CLOSED_THREE:
		return PAT_CLOSED_THREE;
	case GMK_PATTERN_OPEN_TWO:
		return PAT_OPEN_TWO;
	case GMK_PATTERN_CLOSED_TWO:
		return PAT_CLOSED_TWO;
	default:
		return PAT_NONE;
	}
}

static const gmk_pattern to_rules[PAT_COUNT] = {
	[PAT_NONE] = GMK_PATTERN_NONE,
	[PAT_CLOSED_TWO] = GMK_PATTERN_CLOSED_TWO,
	[PAT_OPEN_TWO] = GMK_PATTERN_OPEN_TWO,
	[PAT_CLOSED_THREE] = GMK_PATTERN_CLOSED_THREE,
	[PAT_OPEN_THREE] = GMK_PATTERN_OPEN_THREE,
	[PAT_FOUR] = GMK_PATTERN_CLOSED_FOUR,
	[PAT_OPEN_FOUR] = GMK_PATTERN_OPEN_FOUR,
	[PAT_DOUBLE_FOUR_LINE] = GMK_PATTERN_OPEN_FOUR,
	[PAT_FIVE] = GMK_PATTERN_FIVE,
	[PAT_OVERLINE] = GMK_PATTERN_OVERLINE,
};

/* ---- wide windows: the classifier's own recursion, memoised per source ---- */

enum line_pattern pattern_compute(pattern_source *src, line_key key)
{
	size_t slot = (size_t)((key * 0x9E3779B97F4A7C15ull) >> src->memo.shift);
	/* Slots start as key 0 with value 0xFF, so an unused slot never matches. */
	if (src->memo.keys[slot] == key && src->memo.values[slot] != 0xFF)
		return (enum line_pattern)src->memo.values[slot];
	shape_line line;
	decode(&src->spec, key, &line);
	enum line_pattern p = from_rules(shape_classify(&line, NULL, NULL));
	src->memo.keys[slot] = key;
	src->memo.values[slot] = (uint8_t)p;
	return p;
}

/* ---- process-wide tables ---- */

/* The two-stones level reads the entry of the one-stone-richer key, already built. */
static gmk_pattern after_from_table(void *ctx, const shape_line *line)
{
	const uint8_t *table = ctx;
	return to_rules[table[encode(line)]];
}

/* Off-board cells can only sit beyond the last on-board cell of each side. */
static int key_is_possible(const pattern_spec *spec, line_key key)
{
	int r = spec->radius;
	int wall = 0;
	for (int off = 1; off <= r; off++) {
		int c = (int)((key >> line_key_shift(r, off)) & LINE_CELL_MASK);
		if (wall && c != LINE_WALL)
			return 0;
		wall = c == LINE_WALL;
	}
	wall = 0;
	for (int off = -1; off >= -r; off--) {
		int c = (int)((key >> line_key_shift(r, off)) & LINE_CELL_MASK);
		if (wall && c != LINE_WALL)
			return 0;
		wall = c == LINE_WALL;
	}
	return 1;
}

/*
 * Adding an own stone only raises a key's value, so filling from the largest
 * key down lets every entry read its richer keys' entries instead of recursing.
 */
static uint8_t *build_table(const pattern_spec *spec)
{
	size_t size = (size_t)1 << (LINE_CELL_BITS * spec_cells(spec));
	uint8_t *table = calloc(size, 1);
	if (!table)
		return NULL;
	shape_line line;
	for (size_t i = size; i-- > 0;) {
		line_key key = (line_key)i;
		if (!key_is_possible(spec, key))
			continue;
		decode(spec, key, &line);
		table[i] = (uint8_t)from_rules(shape_classify(&line, after_from_table, table));
	}
	return table;
}

/* Table slots: one per (rule, colour under renju, win length) that fits. */
#define SLOT_VARIANTS (GMK_RULE_CARO_EXACT + 2)
#define SLOT_LENGTHS (GMK_MAX_WIN_LENGTH + 1)

static _Atomic(uint8_t *) tables[SLOT_VARIANTS][SLOT_LENGTHS];
static thread_mutex tables_lock = THREAD_MUTEX_INIT;

static int slot_variant(const pattern_spec *spec)
{
	/* Renju is the one rule where the colours differ: white gets its own slot. */
	if (spec->rule == GMK_RULE_RENJU && spec->color == GMK_WHITE)
		return GMK_RULE_CARO_EXACT + 1;
	return (int)spec->rule;
}

static const uint8_t *shared_table(const pattern_spec *spec)
{
	_Atomic(uint8_t *) *slot = &tables[slot_variant(spec)][spec->win_length];
	uint8_t *table = atomic_load_explicit(slot, memory_order_acquire);
	if (table)
		return table;
	thread_mutex_lock(&tables_lock);
	table = atomic_load_explicit(slot, memory_order_relaxed);
	if (!table) {
		table = build_table(spec);
		atomic_store_explicit(slot, table, memory_order_release);
	}
	thread_mutex_unlock(&tables_lock);
	return table;
}

static _Atomic(uint8_t *) pair_tables[GMK_RULE_CARO_EXACT + 1][SLOT_LENGTHS];

static uint8_t *build_pairs(const pattern_source *black, const pattern_source *white)
{
	size_t size = (size_t)1 << (LINE_CELL_BITS * spec_cells(&black->spec));
	uint8_t *pairs = malloc(size);
	if (!pairs)
		return NULL;
	for (size_t key = 0; key < size; key++)
		pairs[key] = (uint8_t)(black->table[key] |
				       white->table[line_key_swap((line_key)key)] << PAIR_WHITE_SHIFT);
	return pairs;
}

const uint8_t *pattern_pair_table(const pattern_source *black, const pattern_source *white)
{
	if (!black->table || !white->table)
		return NULL;
	_Atomic(uint8_t *) *slot = &pair_tables[black->spec.rule][black->spec.win_length];
	uint8_t *pairs = atomic_load_explicit(slot, memory_order_acquire);
	if (pairs)
		return pairs;
	thread_mutex_lock(&tables_lock);
	pairs = atomic_load_explicit(slot, memory_order_relaxed);
	if (!pairs) {
		pairs = build_pairs(black, white);
		atomic_store_explicit(slot, pairs, memory_order_release);
	}
	thread_mutex_unlock(&tables_lock);
	return pairs;
}

int pattern_source_init(pattern_source *src, gmk_rule rule, gmk_color color, int win_length,
			size_t board_cells)
{
	memset(src, 0, sizeof(*src));
	src->spec.rule = rule;
	src->spec.color = color;
	src->spec.win_length = win_length;
	src->spec.radius = pattern_radius(rule, win_length);
	if (spec_cells(&src->spec) <= PATTERN_TABLE_MAX_CELLS) {
		src->table = shared_table(&src->spec);
		return src->table ? GMK_OK : GMK_ENOMEM;
	}
	int bits = MEMO_MIN_BITS;
	while (bits < MEMO_MAX_BITS && ((size_t)1 << bits) < board_cells * MEMO_SLOTS_PER_CELL)
		bits++;
	size_t slots = (size_t)1 << bits;
	src->memo.keys = calloc(slots, sizeof(line_key));
	src->memo.values = malloc(slots);
	if (!src->memo.keys || !src->memo.values) {
		pattern_source_free(src);
		return GMK_ENOMEM;
	}
	memset(src->memo.values, 0xFF, slots);
	src->memo.shift = 64 - bits;
	return GMK_OK;
}

void pattern_source_free(pattern_source *src)
{
	free(src->memo.keys);
	free(src->memo.values);
	src->memo.keys = NULL;
	src->memo.values = NULL;
}
