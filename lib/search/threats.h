/* SPDX-License-Identifier: MIT */
/*
 * Threat analysis at the root, on the threat-space solver: a win by threats
 * for the side to move, and, when the opponent would have one if he moved
 * now, the root moves that take it away (the defence).
 */
#ifndef GMK_SEARCH_THREATS_H
#define GMK_SEARCH_THREATS_H

#include "search/searcher.h"

/* Budgets of one root analysis (0 moves: off). */
typedef struct threat_budget {
	int win_moves;            /* attacker moves of the root VCT */
	uint64_t win_nodes;
	int defence_moves;        /* attacker moves of the opponent's VCT checks */
	uint64_t threat_nodes;    /* to find the opponent's threat */
	uint64_t refute_nodes;    /* to check one root move against it */
	int refute_tries;         /* root moves checked at most */
	int time_share;           /* under a time limit, the analysis stops after 1/time_share of it */
} threat_budget;

/* A win by threats for the side to move: its plies (line filled), or 0. */
int threats_root_win(searcher *s, const threat_budget *b, int *line, int capacity);

/*
 * When the opponent has a VCT should the side to move pass, marks in keep[]
 * the moves of cells[0..n) worth searching: those after which the solver
 * proves he has none, else all but those after which he still wins; the
 * side to move's own fours always stay. Returns how many are kept; n (all
 * kept) when he has no threat.
 */
int threats_refuters(searcher *s, const threat_budget *b, const int *cells, int n,
		     unsigned char *keep);

#endif
