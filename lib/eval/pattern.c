/* SPDX-License-Identifier: MIT */
/*
 * The line pattern function and its tables.
 *
 * A key holds the 2 * radius neighbours of a cell on one line; the cell
 * itself is taken to hold the owner's stone. The classification is the usual
 * recursive one: a five is judged by rules_row_wins(); a four has one empty
 * cell that completes a five through the cell, an open four two; a three is
 * one stone away from a four (open: from an open four), a two one stone
 * away from a three. Because adding an own stone only raises a key's value,
 * a table is filled from the largest key down and each entry reads the
 * entries of its one-stone-richer keys, so every key costs a few dozen steps.
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "eval/pattern.h"
#include "gomoku/status.h"
#include "rules/rules.h"

#define WINDOW_MAX (2 * PATTERN_MAX_RADIUS + 1)
#define MEMO_BITS 14

/* How many one-stone steps the classification looks ahead: a two needs two. */
#define LOOKAHEAD_TWO 2
/*
 * Wide windows (long win lengths, no table) stop at threes: each step costs
 * a pass over the window per empty cell, and twos matter little there.
 */
#define LOOKAHEAD_WIDE 1

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

/* Unpacks a key into window cells, the centre (index radius) holding an own stone. */
static void decode(const pattern_spec *spec, line_key key, uint8_t *cells)
{
	int r = spec->radius;
	for (int off = -r; off <= r; off++) {
		if (off == 0) {
			cells[r] = LINE_OWN;
			continue;
		}
		cells[off + r] = (uint8_t)((key >> line_key_shift(r, off)) & LINE_CELL_MASK);
	}
}

/* Does the own stone at index i make a winning row that includes the centre? */
static int five_through(const pattern_spec *spec, const uint8_t *cells, int n, int i)
{
	int lo = i, hi = i;
	while (lo > 0 && cells[lo - 1] == LINE_OWN)
		lo--;
	while (hi < n - 1 && cells[hi + 1] == LINE_OWN)
		hi++;
	int centre = spec->radius;
	if (lo > centre || hi < centre)
		return 0;
	/*
	 * A run reaching the window's edge may go on beyond it, but the radius is
	 * chosen so that such a run is already longer than every verdict that
	 * depends on its exact length or its ends.
	 */
	int capped_before = lo > 0 && cells[lo - 1] == LINE_OPP;
	int capped_after = hi < n - 1 && cells[hi + 1] == LINE_OPP;
	return rules_row_wins(spec->rule, spec->win_length, spec->color, hi - lo + 1,
			      capped_before, capped_after);
}

static int run_through_centre(const pattern_spec *spec, const uint8_t *cells, int n)
{
	int lo = spec->radius, hi = spec->radius;
	while (lo > 0 && cells[lo - 1] == LINE_OWN)
		lo--;
	while (hi < n - 1 && cells[hi + 1] == LINE_OWN)
		hi++;
	return hi - lo + 1;
}

/* The completing cells of a four through the centre, or a five/overline verdict. */
static enum line_pattern four_level(const pattern_spec *spec, uint8_t *cells, int n)
{
	if (five_through(spec, cells, n, spec->radius))
		return PAT_FIVE;
	int run = run_through_centre(spec, cells, n);
	if (run > spec->win_length)
		return PAT_OVERLINE;
	if (run == spec->win_length)
		return PAT_NONE; /* a capped row that can grow no further */
	int completions = 0, first = -1, last = -1;
	for (int e = 0; e < n; e++) {
		if (cells[e] != LINE_EMPTY)
			continue;
		cells[e] = LINE_OWN;
		if (five_through(spec, cells, n, e)) {
			if (first < 0)
				first = e;
			last = e;
			completions++;
		}
		cells[e] = LINE_EMPTY;
	}
	if (completions == 0)
		return PAT_NONE;
	if (completions == 1)
		return PAT_FOUR;
	/*
	 * Open four: the two completions bound one solid run of win_length - 1
	 * stones, so both make the same row longer. X.XXX.X also has both
	 * completions around a solid run, but they make two different fives.
	 */
	if (completions != 2 || last - first != spec->win_length)
		return PAT_DOUBLE_FOUR_LINE;
	for (int i = first + 1; i < last; i++)
		if (cells[i] != LINE_OWN)
			return PAT_DOUBLE_FOUR_LINE;
	return PAT_OPEN_FOUR;
}

/* What a line becomes one level down, given what one more stone makes of it. */
static enum line_pattern step_down(const pattern_spec *spec, enum line_pattern next)
{
	switch (next) {
	case PAT_OPEN_FOUR:
		return PAT_OPEN_THREE;
	case PAT_DOUBLE_FOUR_LINE:
		/* Under renju black may not make it, so it is no open three for black. */
		return spec->rule == GMK_RULE_RENJU && spec->color == GMK_BLACK ?
		       PAT_CLOSED_THREE : PAT_OPEN_THREE;
	case PAT_FOUR:
		return PAT_CLOSED_THREE;
	case PAT_OPEN_THREE:
		return PAT_OPEN_TWO;
	case PAT_CLOSED_THREE:
		return PAT_CLOSED_TWO;
	default:
		return PAT_NONE;
	}
}

typedef enum line_pattern (*next_lookup)(pattern_source *src, uint8_t *cells, int n,
					 line_key key, int e, int depth);

/*
 * The pattern of a key: four_level(), else the best of what one more stone
 * makes. next() answers for the richer key (a table read, or a recursion).
 */
static enum line_pattern classify(pattern_source *src, uint8_t *cells, int n, line_key key,
				  int depth, next_lookup next)
{
	const pattern_spec *spec = &src->spec;
	enum line_pattern p = four_level(spec, cells, n);
	if (p != PAT_NONE || depth == 0)
		return p;
	if (run_through_centre(spec, cells, n) >= spec->win_length)
		return PAT_NONE;
	enum line_pattern best = PAT_NONE;
	for (int e = 0; e < n; e++) {
		if (cells[e] != LINE_EMPTY)
			continue;
		enum line_pattern down = step_down(spec, next(src, cells, n, key, e, depth));
		if (down > best)
			best = down;
	}
	return best;
}

static line_key key_with_own(const pattern_spec *spec, line_key key, int e)
{
	return key | ((line_key)LINE_OWN << line_key_shift(spec->radius, e - spec->radius));
}

/* ---- recursion with a memo, for wide windows ---- */

static enum line_pattern next_by_recursion(pattern_source *src, uint8_t *cells, int n,
					   line_key key, int e, int depth)
{
	cells[e] = LINE_OWN;
	enum line_pattern p = classify(src, cells, n, key_with_own(&src->spec, key, e),
				       depth - 1, next_by_recursion);
	cells[e] = LINE_EMPTY;
	return p;
}

enum line_pattern pattern_compute(pattern_source *src, line_key key)
{
	size_t slot = (size_t)((key * 0x9E3779B97F4A7C15ull) >> (64 - MEMO_BITS)) & src->memo.mask;
	/* Slots start as key 0 with value 0xFF, so an unused slot never matches. */
	if (src->memo.keys[slot] == key && src->memo.values[slot] != 0xFF)
		return (enum line_pattern)src->memo.values[slot];
	uint8_t cells[WINDOW_MAX];
	decode(&src->spec, key, cells);
	int n = spec_cells(&src->spec) + 1;
	enum line_pattern p = classify(src, cells, n, key, LOOKAHEAD_WIDE, next_by_recursion);
	src->memo.keys[slot] = key;
	src->memo.values[slot] = (uint8_t)p;
	return p;
}

/* ---- process-wide tables ---- */

static enum line_pattern next_by_table(pattern_source *src, uint8_t *cells, int n,
				       line_key key, int e, int depth)
{
	(void)cells;
	(void)n;
	(void)depth;
	return (enum line_pattern)src->table[key_with_own(&src->spec, key, e)];
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

static uint8_t *build_table(const pattern_spec *spec)
{
	size_t size = (size_t)1 << (LINE_CELL_BITS * spec_cells(spec));
	uint8_t *table = calloc(size, 1);
	if (!table)
		return NULL;
	pattern_source src = { *spec, table, { NULL, NULL, 0 } };
	uint8_t cells[WINDOW_MAX];
	int n = spec_cells(spec) + 1;
	for (size_t i = size; i-- > 0;) {
		line_key key = (line_key)i;
		if (!key_is_possible(spec, key))
			continue;
		decode(spec, key, cells);
		table[i] = (uint8_t)classify(&src, cells, n, key, LOOKAHEAD_TWO, next_by_table);
	}
	return table;
}

/* Table slots: one per (rule, colour under renju, win length) that fits. */
#define SLOT_VARIANTS (GMK_RULE_CARO_EXACT + 2)
#define SLOT_LENGTHS (GMK_MAX_WIN_LENGTH + 1)

static _Atomic(uint8_t *) tables[SLOT_VARIANTS][SLOT_LENGTHS];
static pthread_mutex_t tables_lock = PTHREAD_MUTEX_INITIALIZER;

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
	pthread_mutex_lock(&tables_lock);
	table = atomic_load_explicit(slot, memory_order_relaxed);
	if (!table) {
		table = build_table(spec);
		atomic_store_explicit(slot, table, memory_order_release);
	}
	pthread_mutex_unlock(&tables_lock);
	return table;
}

int pattern_source_init(pattern_source *src, gmk_rule rule, gmk_color color, int win_length)
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
	size_t slots = (size_t)1 << MEMO_BITS;
	src->memo.keys = calloc(slots, sizeof(line_key));
	src->memo.values = malloc(slots);
	if (!src->memo.keys || !src->memo.values) {
		pattern_source_free(src);
		return GMK_ENOMEM;
	}
	memset(src->memo.values, 0xFF, slots);
	src->memo.mask = slots - 1;
	return GMK_OK;
}

void pattern_source_free(pattern_source *src)
{
	free(src->memo.keys);
	free(src->memo.values);
	src->memo.keys = NULL;
	src->memo.values = NULL;
}
