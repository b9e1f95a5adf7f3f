/* SPDX-License-Identifier: MIT */
/*
 * The threat mask: which kinds of threat each side could make with its next
 * move, and whether it has many of them, read off the class counts. The
 * class values are linear, so they cannot say that a double three wins when
 * the opponent has no four to answer it with, nor that four-making cells
 * are worth more together (two closed threes are the material of a VCF) than
 * apart; a value per mask (weights.h, fitted by tools/tune/threat.py from
 * the bits tune-features prints) adds what the combinations are worth
 * together.
 */
#ifndef GMK_EVAL_THREAT_H
#define GMK_EVAL_THREAT_H

#include "eval/cell_class.h"

enum threat_kind {
	THREAT_FOUR = 1,        /* a four */
	THREAT_THREE = 2,       /* an open three */
	THREAT_DOUBLE = 4,      /* two threats at once (three-three, four-three) */
	THREAT_OPEN_FOUR = 8,   /* an open four (or two fours) */
};

/* Bits 0-3 the mover's kinds, 4-7 the opponent's. */
#define THREAT_KIND_BITS 4

/* The kinds a move on a cell of each class makes. */
static const unsigned char class_threat_kinds[CLS_COUNT] = {
	[CLS_THREE] = THREAT_THREE,
	[CLS_THREE_PLUS] = THREAT_THREE,
	[CLS_THREE_THREE] = THREAT_DOUBLE,
	[CLS_FOUR] = THREAT_FOUR,
	[CLS_FOUR_PLUS] = THREAT_FOUR,
	[CLS_FOUR_THREE] = THREAT_FOUR | THREAT_DOUBLE,
	[CLS_FLEX4] = THREAT_OPEN_FOUR,
};

/*
 * Above the kinds, bits 8-9 the mover's plenty, 10-11 the opponent's: many
 * cells that make a four (a closed three has two, so MANY_FOUR_CELLS is two
 * of them) or an open three (an open two has up to four). The thresholds
 * are the fit's: on session 22's games, fours at 4 and threes at 6 lowered
 * the held-out loss most of the pairs tried (fours 3-6, threes 3-8).
 */
enum threat_plenty {
	THREAT_MANY_FOURS = 1,
	THREAT_MANY_THREES = 2,
};
#define THREAT_PLENTY_BITS 2
#define MANY_FOUR_CELLS 4
#define MANY_THREE_CELLS 6

/* The plenty that the cells of each class count towards. */
static const unsigned char class_threat_plenty[CLS_COUNT] = {
	[CLS_THREE] = THREAT_MANY_THREES,
	[CLS_THREE_PLUS] = THREAT_MANY_THREES,
	[CLS_THREE_THREE] = THREAT_MANY_THREES,
	[CLS_FOUR] = THREAT_MANY_FOURS,
	[CLS_FOUR_PLUS] = THREAT_MANY_FOURS,
	[CLS_FOUR_THREE] = THREAT_MANY_FOURS,
};

#define THREAT_PLENTY_SHIFT (2 * THREAT_KIND_BITS)
#define THREAT_MASKS (1 << (2 * THREAT_KIND_BITS + 2 * THREAT_PLENTY_BITS))

static inline int threat_plenty_cells(int plenty)
{
	return plenty == THREAT_MANY_FOURS ? MANY_FOUR_CELLS : MANY_THREE_CELLS;
}

/* One side's kinds and plenty from its class counts: kinds in the low bits. */
static inline unsigned threat_side(const int *count, unsigned *plenty)
{
	unsigned kinds = 0;
	int fours = 0, threes = 0;
	for (int c = 0; c < CLS_COUNT; c++) {
		if (!count[c])
			continue;
		kinds |= class_threat_kinds[c];
		fours += class_threat_plenty[c] == THREAT_MANY_FOURS ? count[c] : 0;
		threes += class_threat_plenty[c] == THREAT_MANY_THREES ? count[c] : 0;
	}
	*plenty = (fours >= MANY_FOUR_CELLS ? THREAT_MANY_FOURS : 0) |
		  (threes >= MANY_THREE_CELLS ? THREAT_MANY_THREES : 0);
	return kinds;
}

/* The mask of a position from the mover's (mine) and the opponent's class counts. */
static inline unsigned threat_mask(const int *mine, const int *theirs)
{
	unsigned my_plenty, their_plenty;
	unsigned kinds = threat_side(mine, &my_plenty) |
			 threat_side(theirs, &their_plenty) << THREAT_KIND_BITS;
	return kinds | (my_plenty | their_plenty << THREAT_PLENTY_BITS) << THREAT_PLENTY_SHIFT;
}

#endif
