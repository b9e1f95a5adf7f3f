/* SPDX-License-Identifier: MIT */
/*
 * The rules as step tables, after the RIF's rule texts: swap1 and swap2 as
 * Gomocup plays them; RIF, Yamaguchi and Soosorv-N place the first three
 * stones in growing centre squares (h8, the 3x3, the 5x5: any such shape is
 * one of the 26 canonical openings) and let white choose its colour;
 * Taraguchi-N grows the squares to the 9x9 with a swap after each stone and
 * branches to N offers after the 4th (openrule.h says the variant).
 */
#include <string.h>

#include "opening/steps.h"

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))
#define PLACE(actor, area) { GMK_OPENRULE_PHASE_PLACE, actor, area, 0, 0, 0 }
#define CHOOSE(actor) { GMK_OPENRULE_PHASE_CHOOSE, actor, 0, NO_EXTRA, GO_NEXT, GO_NEXT }
#define DECLARE(actor, max) { GMK_OPENRULE_PHASE_DECLARE, actor, max, 0, 0, 0 }
#define OFFER(count) { GMK_OPENRULE_PHASE_OFFER, ACTOR_BLACK, count, 0, 0, 0 }
#define PICK { GMK_OPENRULE_PHASE_PICK, ACTOR_WHITE, 0, 0, 0, 0 }
#define CANONICAL_THREE PLACE(ACTOR_BLACK, 0), PLACE(ACTOR_BLACK, 1), PLACE(ACTOR_BLACK, 2)
/* RIF: black always offers two fifth moves. */
#define RIF_OFFERS 2

static const opening_step swap1[] = {
	PLACE(ACTOR_P1, AREA_ANY), PLACE(ACTOR_P1, AREA_ANY), PLACE(ACTOR_P1, AREA_ANY),
	CHOOSE(ACTOR_P2),
};

/* Player 2 stays or swaps (the end) or places two more (on). */
static const opening_step swap2[] = {
	PLACE(ACTOR_P1, AREA_ANY), PLACE(ACTOR_P1, AREA_ANY), PLACE(ACTOR_P1, AREA_ANY),
	{ GMK_OPENRULE_PHASE_CHOOSE, ACTOR_P2, 0, GMK_OPENRULE_PLACE_TWO, GO_END, GO_NEXT },
	PLACE(ACTOR_P2, AREA_ANY), PLACE(ACTOR_P2, AREA_ANY),
	CHOOSE(ACTOR_P1),
};

static const opening_step rif[] = {
	CANONICAL_THREE, CHOOSE(ACTOR_WHITE), PLACE(ACTOR_WHITE, AREA_ANY),
	OFFER(RIF_OFFERS), PICK,
};

static const opening_step yamaguchi[] = {
	CANONICAL_THREE, DECLARE(ACTOR_BLACK, GMK_OPENRULE_MAX_OFFERS),
	CHOOSE(ACTOR_WHITE), PLACE(ACTOR_WHITE, AREA_ANY),
	OFFER(OFFER_DECLARED), PICK,
};

static const opening_step soosorv[] = {
	CANONICAL_THREE, CHOOSE(ACTOR_WHITE), PLACE(ACTOR_WHITE, AREA_ANY),
	DECLARE(ACTOR_WHITE, DECLARE_UP_TO_N), CHOOSE(ACTOR_BLACK),
	OFFER(OFFER_DECLARED), PICK,
};

/* Taraguchi-N's offers, where its branch after the 4th stone jumps. */
#define TARAGUCHI_OFFERS 10
/* Each "may swap" belongs to the player who did not place the stone before it. */
static const opening_step taraguchi[] = {
	PLACE(ACTOR_BLACK, 0), CHOOSE(ACTOR_WHITE),
	PLACE(ACTOR_WHITE, 1), CHOOSE(ACTOR_BLACK),
	PLACE(ACTOR_BLACK, 2), CHOOSE(ACTOR_WHITE),
	PLACE(ACTOR_WHITE, 3),
	{ GMK_OPENRULE_PHASE_CHOOSE, ACTOR_BLACK, 0, GMK_OPENRULE_OFFER_FIFTHS, GO_NEXT,
	  TARAGUCHI_OFFERS },
	PLACE(ACTOR_BLACK, 4),
	{ GMK_OPENRULE_PHASE_CHOOSE, ACTOR_WHITE, 0, NO_EXTRA, GO_END, GO_END },
	[TARAGUCHI_OFFERS] = OFFER(OFFER_N), PICK,
};

/* The canonical rules' 5x5 square; Taraguchi-N's 9x9. */
#define CANONICAL_AREA 2
#define TARAGUCHI_AREA 4

static const opening_steps tables[] = {
	[GMK_OPENRULE_FREE] = { NULL, 0, AREA_ANY },
	[GMK_OPENRULE_SWAP1] = { swap1, COUNT(swap1), AREA_ANY },
	[GMK_OPENRULE_SWAP2] = { swap2, COUNT(swap2), AREA_ANY },
	[GMK_OPENRULE_RIF] = { rif, COUNT(rif), CANONICAL_AREA },
	[GMK_OPENRULE_YAMAGUCHI] = { yamaguchi, COUNT(yamaguchi), CANONICAL_AREA },
	[GMK_OPENRULE_SOOSORV] = { soosorv, COUNT(soosorv), CANONICAL_AREA },
	[GMK_OPENRULE_TARAGUCHI] = { taraguchi, COUNT(taraguchi), TARAGUCHI_AREA },
};

#define FITS(table) _Static_assert(COUNT(table) <= OPENING_MAX_STEPS, #table " is too long")
FITS(swap1);
FITS(swap2);
FITS(rif);
FITS(yamaguchi);
FITS(soosorv);
FITS(taraguchi);

static const char *const names[] = {
	[GMK_OPENRULE_FREE] = "free",           [GMK_OPENRULE_SWAP1] = "swap1",
	[GMK_OPENRULE_SWAP2] = "swap2",         [GMK_OPENRULE_RIF] = "rif",
	[GMK_OPENRULE_YAMAGUCHI] = "yamaguchi", [GMK_OPENRULE_SOOSORV] = "soosorv",
	[GMK_OPENRULE_TARAGUCHI] = "taraguchi",
};
_Static_assert(COUNT(names) == COUNT(tables), "one name per rule");

const char *opening_rule_name(gmk_openrule_kind kind)
{
	return opening_steps_of(kind) ? names[kind] : NULL;
}

int opening_rule_named(const char *name)
{
	for (size_t i = 0; name && i < COUNT(names); i++)
		if (strcmp(names[i], name) == 0)
			return (int)i;
	return -1;
}

const opening_steps *opening_steps_of(gmk_openrule_kind kind)
{
	if ((int)kind < 0 || (size_t)kind >= COUNT(tables))
		return NULL;
	return &tables[kind];
}
