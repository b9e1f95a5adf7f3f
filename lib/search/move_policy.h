/* SPDX-License-Identifier: MIT */
/*
 * The search's move ordering fitted to self-play (tools/tune/policy.py): a
 * score per pair of classes at a cell, the mover's and the opponent's, in
 * the units of the hand ordering (lib/eval/weights.h: attack_score +
 * defence_score) so that the history bonus keeps its weight beside it.
 * Freestyle only (generated into move_policy_freestyle.c): the other rules
 * keep the hand ordering until a fit of their own wins its match (renju's,
 * a table per colour, did not: tools/tune/README.md, "Move ordering").
 */
#ifndef GMK_SEARCH_MOVE_POLICY_H
#define GMK_SEARCH_MOVE_POLICY_H

#include "eval/cell_class.h"
#include "gomoku/types.h"

extern const int move_policy_freestyle[CLS_COUNT * CLS_COUNT];

/* The fitted table of rule, indexed mover's class * CLS_COUNT + opponent's; NULL: the hand ordering. */
static inline const int *move_policy_for(gmk_rule rule)
{
	return rule == GMK_RULE_FREESTYLE ? move_policy_freestyle : NULL;
}

#endif
