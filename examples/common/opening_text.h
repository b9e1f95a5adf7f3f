/* SPDX-License-Identifier: MIT */
/*
 * Opening rules as the front ends show them: a rule's name on the command
 * line ("swap2", "taraguchi:10"), one line saying what the player to act may
 * do now, and the board the game goes on from. Shared by the console game
 * and the graphical board, so both say the same thing the same way.
 */
#ifndef GMK_EXAMPLES_OPENING_TEXT_H
#define GMK_EXAMPLES_OPENING_TEXT_H

#include <stddef.h>

#include <gomoku.h>

/* N when the command line names Soosorv or Taraguchi without one: the
 * numbers tournaments play (Soosorv-8, Taraguchi-10). */
#define OPENING_DEFAULT_SOOSORV_N 8
#define OPENING_DEFAULT_TARAGUCHI_N 10

/* The names a command line takes, for help texts. */
#define OPENING_RULE_NAMES "free, swap1, swap2, rif, yamaguchi, soosorv[:N], taraguchi[:N]"

/* Parses "swap2", "soosorv:3", "taraguchi" (N defaults as above); 0, or -1. */
int opening_parse_rule(const char *text, gmk_openrule_kind *kind, int *n);
/* "Swap2", "Taraguchi-10": the rule as players name it. */
const char *opening_rule_title(gmk_openrule_kind kind, int n, char *buf, size_t size);
/* "place", "choose", ...: a phase's name. */
const char *opening_phase_name(int phase);
/*
 * What may be done now, as one line: "place a white stone within the
 * central 3x3", "stay or swap (or offer 10 fifth moves)", "declare 1 to 16
 * offers", "offer 2 fifth moves", "pick one of the offers: h7 j9".
 */
void opening_describe_actions(const gmk_openrule *op, char *buf, size_t size);
/* What stood before an action, for opening_describe_step(). */
struct opening_before {
	int phase, player, color;     /* the phase, who acted, the colour they held */
	int may_two, may_offer;       /* the choice's third options */
	int moves;                    /* stones on the board */
};

void opening_note(const gmk_openrule *op, struct opening_before *before);
/* What the action since opening_note() was: "placed black h8", "swapped
 * (now plays white)", "declared 3 offers", "offered h7 j9", "picked h7". */
void opening_describe_step(const struct opening_before *before, const gmk_openrule *op,
			   char *buf, size_t size);

/*
 * The board the game proper goes on from: the opening's stones, set up (so
 * that undo stops where the game began), with its side to move. 0, or the
 * failing call's status.
 */
int opening_game_board(const gmk_openrule *op, gmk_board **out);

#endif
