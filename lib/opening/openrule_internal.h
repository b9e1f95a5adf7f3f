/* SPDX-License-Identifier: MIT */
/* The opening handle's insides, shared by its state machine and its JSON form. */
#ifndef GMK_OPENING_OPENRULE_INTERNAL_H
#define GMK_OPENING_OPENRULE_INTERNAL_H

#include <stddef.h>

#include "gomoku/openrule.h"
#include "opening/steps.h"

#define PLAYERS 2
/* Stones the swap rules place in all: swap2's 3 + 2. */
#define MOST_OPENING_STONES 5
/* One action per step at most. */
#define MAX_ACTIONS OPENING_MAX_STEPS

/* One action done: PLACE and PICK use x, y; CHOOSE and DECLARE use value. */
typedef struct opening_action {
	gmk_openrule_phase phase;
	int x, y;
	int value;
} opening_action;

struct gmk_openrule {
	gmk_openrule_kind kind;
	int n;                        /* Soosorv's most offers; 0 for others */
	const opening_steps *table;
	size_t step;
	gmk_board *board;
	int color_of[PLAYERS];        /* colour of player 1 and of player 2 */
	int declared;                 /* offers declared (0 before any DECLARE) */
	gmk_point offers[GMK_OPENRULE_MAX_OFFERS];
	size_t offer_count;
	/* The actions in order: saving writes them, loading replays them. */
	opening_action history[MAX_ACTIONS];
	size_t history_count;
};

#endif
