/* SPDX-License-Identifier: MIT */
/*
 * The threat mask: which kinds of threat each side could make with its next
 * move, read off the class counts. The class values are linear, so they
 * cannot say that a double three wins when the opponent has no four to
 * answer it with; a value per mask (weights.h, fitted by tools/tune/threat.py
 * from the kinds tune-features prints) adds what the combinations are worth
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
#define THREAT_MASKS (1 << (2 * THREAT_KIND_BITS))

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

#endif
