/* SPDX-License-Identifier: MIT */
/*
 * Each opening rule is a table of steps; the handle walks it. A rule is data:
 * adding one means adding a table here, not code in the state machine.
 */
#ifndef GMK_OPENING_STEPS_H
#define GMK_OPENING_STEPS_H

#include <stddef.h>

#include "gomoku/openrule.h"

/* Who acts at a step: a fixed player, or whoever holds a colour then. */
typedef enum step_actor { ACTOR_P1, ACTOR_P2, ACTOR_BLACK, ACTOR_WHITE } step_actor;

/* PLACE anywhere on the board (else: within a square of this half-size around the centre). */
#define AREA_ANY (-1)
/* OFFER: as many as were declared (else the fixed number). */
#define OFFER_DECLARED 0
/* OFFER: the handle's n (Taraguchi-N). */
#define OFFER_N (-1)
/* DECLARE: up to the handle's n (Soosorv-N), else GMK_OPENRULE_MAX_OFFERS. */
#define DECLARE_UP_TO_N (-1)

/* CHOOSE: no third option besides stay and swap. */
#define NO_EXTRA (-1)
/* Where a choice leads: the next step, the end, or (>= 0) a step's index. */
#define GO_NEXT (-1)
#define GO_END (-2)

typedef struct opening_step {
	gmk_openrule_phase phase;
	step_actor actor;
	int arg;          /* PLACE: area half-size; OFFER: count; DECLARE: its max */
	/* CHOOSE only: the third option allowed (a gmk_openrule_choice, or
	 * NO_EXTRA), and where staying or swapping, and where the third option,
	 * lead. This is how a rule branches: swap2 ends on stay/swap, Taraguchi-N
	 * jumps to its offers. */
	int extra;
	int keep_goes;
	int extra_goes;
} opening_step;

typedef struct opening_steps {
	const opening_step *steps;
	size_t count;
	int largest_area; /* for the board-size check at creation */
} opening_steps;

/* The longest table's steps (each step logs one action at most; steps.c checks it). */
#define OPENING_MAX_STEPS 12

/* The stable name of a rule in files ("swap2"), NULL for an unknown kind. */
const char *opening_rule_name(gmk_openrule_kind kind);
/* The kind a name names, or -1. */
int opening_rule_named(const char *name);

/* The table of a rule; NULL for an unknown kind. */
const opening_steps *opening_steps_of(gmk_openrule_kind kind);

#endif
