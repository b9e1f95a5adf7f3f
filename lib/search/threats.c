/* SPDX-License-Identifier: MIT */
/*
 * Root threat analysis. The defence asks the solver for the opponent's win
 * as if the side to move passed; if there is one, root moves are checked
 * one by one (cells of the threat line first, then in the root's order),
 * each by the opponent's VCT after it: lost (he still wins), safe (the
 * solver proves he has no win within the moves looked at) or unknown (the
 * budget ran out); a short look first, then the full length for the moves
 * the short look did not find lost. Only the safe moves are searched when there are any;
 * otherwise the lost ones are left out. Fours are not checked: the
 * opponent's forced block follows them, so "no VCT right after the four"
 * would prove nothing, and they stay in the search.
 */
#include <string.h>

#include "search/threats.h"

/* Under a time limit, the solver's own deadline: its share of the time from the start. */
static void set_deadline(searcher *s, const threat_budget *b)
{
	s->vct_deadline_ns = 0;
	if (s->deadline_ns && b->time_share > 0)
		s->vct_deadline_ns = s->start_ns + (s->deadline_ns - s->start_ns) / b->time_share;
}

int threats_root_win(searcher *s, const threat_budget *b, int *line, int capacity)
{
	if (b->win_moves <= 0 || s->aborted)
		return 0;
	set_deadline(s, b);
	int plies = vct_solve(s, b->win_moves, b->win_nodes, line, capacity);
	s->vct_deadline_ns = 0;
	return s->aborted || plies < 0 ? 0 : plies;
}

/* Attacker moves a refutation is checked to beyond the threat's own. */
#define REFUTE_EXTRA_MOVES 2

/* What the opponent's VCT says of a root move. */
enum verdict {
	UNTRIED = 0,
	LOST,                  /* he wins by threats after it */
	SAFE,                  /* he has no win by threats within the moves looked at */
	UNKNOWN,               /* the budget ran out first */
};

static int index_of(const int *cells, int n, int cell)
{
	for (int i = 0; i < n; i++)
		if (cells[i] == cell)
			return i;
	return -1;
}

static int out_of_time(const searcher *s)
{
	return s->aborted || (s->vct_deadline_ns && search_clock_ns() >= s->vct_deadline_ns);
}

/* The opponent's VCT after the move at cell: LOST, SAFE or UNKNOWN. */
static enum verdict check_move(searcher *s, int cell, int moves, uint64_t nodes)
{
	int line[SEARCH_PLY_SLOTS];
	if (search_play(s, cell) != 0)
		return UNKNOWN;
	int answer = vct_solve(s, moves, nodes, line, SEARCH_PLY_SLOTS);
	search_undo(s);
	return answer > 0 ? LOST : answer == 0 ? SAFE : UNKNOWN;
}

/*
 * Which moves to keep: the safe ones if any; else those the budget left
 * open (checked or not); with all checked lost and none left, every move
 * (the search then finds the longest resistance). Own fours always stay.
 */
static int choose(const position *pos, int own, const int *cells, int n, unsigned char *keep)
{
	int count[UNKNOWN + 1] = { 0 };
	for (int i = 0; i < n; i++)
		count[keep[i]]++;
	int kept = 0;
	for (int i = 0; i < n; i++) {
		int v = keep[i];
		int stays = count[SAFE] ? v == SAFE : count[UNKNOWN] + count[UNTRIED] ? v != LOST : 1;
		keep[i] = stays || pos->cells[cells[i]].cls[own] >= CLS_FOUR;
		kept += keep[i];
	}
	return kept;
}

int threats_refuters(searcher *s, const threat_budget *b, const int *cells, int n,
		     unsigned char *keep)
{
	position *pos = &s->pos;
	int own = side_of(pos->to_move);
	if (b->defence_moves <= 0 || n <= 1 || pos->count[!own][CLS_FIVE] || s->aborted)
		return n;
	int threat[SEARCH_PLY_SLOTS];
	set_deadline(s, b);
	search_pass(s);
	int plies = vct_solve(s, b->defence_moves, b->threat_nodes, threat, SEARCH_PLY_SLOTS);
	search_pass(s);
	if (plies <= 0 || s->aborted) {
		s->vct_deadline_ns = 0;
		return n;
	}

	/* The order of the checks: the threat line's cells, then the root's order. */
	int order[SEARCH_PLY_SLOTS + 1], count = 0;
	for (int i = 0; i < plies && count < SEARCH_PLY_SLOTS; i++) {
		int at = index_of(cells, n, threat[i]);
		if (at >= 0 && index_of(order, count, at) < 0)
			order[count++] = at;
	}
	memset(keep, UNTRIED, (size_t)n);
	/*
	 * Two passes: a short look (a little beyond the threat's own length)
	 * throws out the moves that lose soon, cheaply; the moves left are then
	 * checked to the full length, where "safe" means something.
	 */
	int short_moves = (plies + 1) / 2 + REFUTE_EXTRA_MOVES;
	if (short_moves > b->defence_moves)
		short_moves = b->defence_moves;
	int tried = 0;
	for (int k = 0; tried < b->refute_tries && k < count + n && !out_of_time(s); k++) {
		int i = k < count ? order[k] : k - count;
		if (keep[i] != UNTRIED || pos->cells[cells[i]].cls[own] >= CLS_FOUR)
			continue;
		tried++;
		keep[i] = check_move(s, cells[i], short_moves, b->refute_nodes);
	}
	for (int i = 0; i < n && short_moves < b->defence_moves && !out_of_time(s); i++)
		if (keep[i] == SAFE || keep[i] == UNKNOWN)
			keep[i] = check_move(s, cells[i], b->defence_moves, b->refute_nodes);
	s->vct_deadline_ns = 0;
	if (s->aborted)
		return n;
	return choose(pos, own, cells, n, keep);
}
