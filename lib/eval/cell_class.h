/* SPDX-License-Identifier: MIT */
/*
 * What a move on one cell makes for one colour, all four lines together:
 * the "class" that move ordering, threat detection and evaluation read.
 */
#ifndef GMK_EVAL_CELL_CLASS_H
#define GMK_EVAL_CELL_CLASS_H

#include <stdint.h>

#include "eval/pattern.h"

/* Ordered by force: everything from CLS_FOUR up makes a four or better. */
enum cell_class {
	CLS_NONE = 0,
	CLS_FORBIDDEN,         /* black under renju: a likely foul (confirmed by the rules) */
	CLS_TWO_CLOSED,
	CLS_TWO,
	CLS_TWO_TWO,
	CLS_THREE_CLOSED,
	CLS_THREE_CLOSED_TWO,
	CLS_THREE,             /* an open three */
	CLS_THREE_PLUS,        /* an open three and a closed three or open two */
	CLS_THREE_THREE,       /* two open threes */
	CLS_FOUR,              /* a four */
	CLS_FOUR_PLUS,         /* a four and a closed three or open two */
	CLS_FOUR_THREE,        /* a four and an open three */
	CLS_FLEX4,             /* an open four or two fours: wins unless answered by a five */
	CLS_FIVE,
	CLS_COUNT
};

/* Four line patterns packed 4 bits each, direction d at bits 4d. */
#define CLASS_KEY_BITS 16
#define PATTERN_BITS 4
#define PATTERN_FIELD 0xFu

/* The class table for a colour: renju black's marks its likely fouls. 0 on OOM. */
const uint8_t *cell_class_table(int renju_black);

static inline int class_makes_four(int cls)
{
	return cls >= CLS_FOUR;
}

#endif
