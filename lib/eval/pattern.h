/* SPDX-License-Identifier: MIT */
/*
 * Line patterns for the evaluator and the search: what a stone placed on an
 * empty cell makes along one line, read from a "line key" that packs the
 * cell's neighbours on that line (2 bits each: empty, own, opponent, wall).
 *
 * The pattern of a key is a pure function of the rule, the win length and
 * the key; the five itself is judged by rules_row_wins(), the same code the
 * board uses, so the search can never disagree with the board about a win.
 * For small windows the function is tabled once per process (built under a
 * lock, immutable afterwards); for long win lengths, where a table would be
 * too large, each user keeps a small memo cache instead.
 */
#ifndef GMK_EVAL_PATTERN_H
#define GMK_EVAL_PATTERN_H

#include <stddef.h>
#include <stdint.h>

#include "gomoku/types.h"

/* The states of a cell in a line key (and of the position's cells). */
enum line_cell {
	LINE_EMPTY = 0,
	LINE_OWN = 1,          /* in absolute keys: black */
	LINE_OPP = 2,          /* in absolute keys: white */
	LINE_WALL = 3,         /* off the board */
};

#define LINE_CELL_BITS 2
#define LINE_CELL_MASK 3u

/* The widest window a key covers on each side (exact rules read win length cells). */
#define PATTERN_MAX_RADIUS GMK_MAX_WIN_LENGTH

/* Keys of at most this many cells are tabled (4^10 entries of one byte). */
#define PATTERN_TABLE_MAX_CELLS 10

typedef uint64_t line_key;

/* What one line makes for the stone's owner, weakest first. */
enum line_pattern {
	PAT_NONE = 0,
	PAT_CLOSED_TWO,        /* can become a closed three */
	PAT_OPEN_TWO,          /* can become an open three */
	PAT_CLOSED_THREE,      /* can become a four */
	PAT_OPEN_THREE,        /* can become an open four */
	PAT_FOUR,              /* one cell completes a five */
	PAT_OPEN_FOUR,         /* two cells complete a five, around one run */
	PAT_DOUBLE_FOUR_LINE,  /* two completions split apart: two fours in one line */
	PAT_FIVE,              /* a winning row */
	PAT_OVERLINE,          /* a row too long to win (black under renju, standard) */
	PAT_COUNT
};

/* Everything that fixes the pattern function for one colour. */
typedef struct pattern_spec {
	gmk_rule rule;
	gmk_color color;       /* matters under renju only */
	int win_length;
	int radius;            /* cells read on each side */
} pattern_spec;

/* Cells each side a position must read for this rule and win length. */
int pattern_radius(gmk_rule rule, int win_length);

/* A direct-mapped memo for specs too wide to table. */
typedef struct pattern_memo {
	line_key *keys;
	uint8_t *values;
	int shift;             /* a key's slot: the top bits of its multiplicative hash */
} pattern_memo;

/* The pattern source of one colour: a shared table or a private memo. */
typedef struct pattern_source {
	pattern_spec spec;
	const uint8_t *table;  /* NULL when the memo is used */
	pattern_memo memo;
} pattern_source;

/*
 * 0 or GMK_ENOMEM. A source is owned by one thread at a time; board_cells
 * sizes the memo of wide specs.
 */
int pattern_source_init(pattern_source *src, gmk_rule rule, gmk_color color, int win_length,
			size_t board_cells);
void pattern_source_free(pattern_source *src);

enum line_pattern pattern_compute(pattern_source *src, line_key key);

static inline enum line_pattern pattern_of(pattern_source *src, line_key key)
{
	if (src->table)
		return (enum line_pattern)src->table[key];
	return pattern_compute(src, key);
}

/*
 * Both colours at once for tabled rules: the pattern of black's view of an
 * absolute key (black = LINE_OWN) in the low nibble, white's in the high one.
 * NULL when either colour has no table (or on OOM).
 */
const uint8_t *pattern_pair_table(const pattern_source *black, const pattern_source *white);

#define PAIR_WHITE_SHIFT 4
#define PAIR_NIBBLE 0xFu

/* The bit position of the neighbour at offset off (off != 0) in a key of radius r. */
static inline int line_key_shift(int radius, int off)
{
	return LINE_CELL_BITS * (off < 0 ? off + radius : off + radius - 1);
}

/* A key as seen by the other colour: own and opponent swap, walls stay. */
static inline line_key line_key_swap(line_key key)
{
	const line_key low = 0x5555555555555555ull;
	return ((key & low) << 1) | ((key >> 1) & low);
}

#endif
