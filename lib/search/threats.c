/* SPDX-License-Identifier: MIT */
/*
 * Root threat analysis. The defence asks the solver for the opponent's win
 * as if the side to move passed; if there is one, root moves are checked
 * one by one (cells of the threat line first, then in the root's order),
 * each by the opponent's VCT after it. A move after which the solver finds
 * none within the budget is kept; the rest are not searched. Fours are not
 * checked: the opponent's forced block follows them, so "no VCT right after
 * the four" would prove nothing, and they stay in the search.
 */
#include <string.h>

#include "search/threats.h"

int threats_root_win(searcher *s, const threat_budget *b, int *line, int capacity)
{
	if (b->win_moves <= 0 || s->aborted)
		return 0;
	int plies = vct_solve(s, b->win_moves, b->win_nodes, line, capacity);
	return s->aborted ? 0 : plies;
}

/* Does the opponent (to move now) have a win by threats? */
static int opponent_wins(searcher *s, const threat_budget *b, uint64_t nodes, int *line, int capacity)
{
	return vct_solve(s, b->defence_moves, nodes, line, capacity);
}

static int index_of(const int *cells, int n, int cell)
{
	for (int i = 0; i < n; i++)
		if (cells[i] == cell)
			return i;
	return -1;
}

int threats_refuters(searcher *s, const threat_budget *b, const int *cells, int n,
		     unsigned char *keep)
{
	position *pos = &s->pos;
	int own = side_of(pos->to_move);
	if (b->defence_moves <= 0 || n <= 1 || pos->count[!own][CLS_FIVE] || s->aborted)
		return n;
	int threat[SEARCH_PLY_SLOTS];
	search_pass(s);
	int plies = opponent_wins(s, b, b->threat_nodes, threat, SEARCH_PLY_SLOTS);
	search_pass(s);
	if (plies == 0 || s->aborted)
		return n;

	/* The order of the checks: the threat line's cells, then the root's order. */
	int order[SEARCH_PLY_SLOTS + 1], count = 0;
	for (int i = 0; i < plies && count < SEARCH_PLY_SLOTS; i++) {
		int at = index_of(cells, n, threat[i]);
		if (at >= 0 && index_of(order, count, at) < 0)
			order[count++] = at;
	}
	memset(keep, 0, (size_t)n);
	int kept = 0, tried = 0, line[SEARCH_PLY_SLOTS];
	for (int k = 0; tried < b->refute_tries && k < count + n && !s->aborted; k++) {
		int i = k < count ? order[k] : k - count;
		if (k >= count && index_of(order, count, i) >= 0)
			continue;
		if (pos->cells[cells[i]].cls[own] >= CLS_FOUR || keep[i])
			continue;
		tried++;
		if (search_play(s, cells[i]) != 0)
			break;
		int refutes = opponent_wins(s, b, b->refute_nodes, line, SEARCH_PLY_SLOTS) == 0;
		search_undo(s);
		if (refutes) {
			keep[i] = 1;
			kept++;
		}
	}
	if (kept == 0 || s->aborted)
		return n;
	for (int i = 0; i < n; i++)
		if (!keep[i] && pos->cells[cells[i]].cls[own] >= CLS_FOUR) {
			keep[i] = 1;
			kept++;
		}
	return kept;
}
