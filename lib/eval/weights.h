/* SPDX-License-Identifier: MIT */
/*
 * The evaluator's numbers: what each cell class is worth to its owner in the
 * static evaluation, and how urgent a move there is for move ordering (as an
 * attack for the mover, as a defence against the opponent).
 */
#ifndef GMK_EVAL_WEIGHTS_H
#define GMK_EVAL_WEIGHTS_H

#include "eval/cell_class.h"
#include "eval/threat.h"
#include "gomoku/types.h"

/*
 * Potential of an empty cell for its owner, summed over the board: one column
 * for when the owner is to move (he can use it now) and one for when he
 * waits. The evaluation is the mover's first sum minus the waiter's second.
 * One table per rule and colour where they differ (renju's black has fouls,
 * its white none); position_init picks them once, so choosing costs the
 * search nothing.
 */
typedef struct class_values {
	int to_move[CLS_COUNT];
	int waiting[CLS_COUNT];
} class_values;

/* The hand-set table (tempo 3/2, weights.c) and the ones tools/tune fitted (weights_tuned.c). */
extern const class_values class_values_hand;
extern const class_values tuned_freestyle, tuned_standard, tuned_renju_black, tuned_renju_white,
	tuned_caro;

/*
 * What each threat mask (threat.h) adds to the mover's evaluation, per rule
 * and, under renju, the mover's colour (weights_threat_RULE.c, one file a
 * rule, fitted by tools/tune on top of the class values). Rules without a
 * fitted table get threat_values_none.
 */
typedef struct threat_values {
	int value[THREAT_MASKS];
} threat_values;

extern const threat_values threat_values_none, threat_freestyle, threat_renju_black,
	threat_renju_white;

/* What one side's evaluation reads: its class values and its threat values. */
typedef struct eval_weights {
	const class_values *classes;
	const threat_values *threats;
} eval_weights;

/* The tables for the cells of colour under rule with win length k. */
eval_weights eval_weights_for(gmk_rule rule, int win_length, gmk_color color);

/*
 * Move ordering, the hand scores (freestyle's search orders by its fitted
 * table instead, lib/search/move_policy.h): the mover's gain at a cell...
 */
static const int attack_score[CLS_COUNT] = {
	[CLS_NONE] = 0,
	[CLS_FORBIDDEN] = 0,
	[CLS_TWO_CLOSED] = 4,
	[CLS_TWO] = 16,
	[CLS_TWO_TWO] = 44,
	[CLS_THREE_CLOSED] = 20,
	[CLS_THREE_CLOSED_TWO] = 50,
	[CLS_THREE] = 80,
	[CLS_THREE_PLUS] = 120,
	[CLS_THREE_THREE] = 1200,
	[CLS_FOUR] = 90,
	[CLS_FOUR_PLUS] = 160,
	[CLS_FOUR_THREE] = 3000,
	[CLS_FLEX4] = 6000,
	[CLS_FIVE] = 100000,
};

/* ...and the opponent's loss there. */
static const int defence_score[CLS_COUNT] = {
	[CLS_NONE] = 0,
	[CLS_FORBIDDEN] = 0,
	[CLS_TWO_CLOSED] = 2,
	[CLS_TWO] = 10,
	[CLS_TWO_TWO] = 30,
	[CLS_THREE_CLOSED] = 10,
	[CLS_THREE_CLOSED_TWO] = 34,
	[CLS_THREE] = 50,
	[CLS_THREE_PLUS] = 80,
	[CLS_THREE_THREE] = 700,
	[CLS_FOUR] = 45,
	[CLS_FOUR_PLUS] = 90,
	[CLS_FOUR_THREE] = 1500,
	[CLS_FLEX4] = 2500,
	[CLS_FIVE] = 50000,
};

#endif
