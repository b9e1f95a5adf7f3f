/* SPDX-License-Identifier: MIT */
/* The independent VCT check: see vct_verify.h. */
#include <stdlib.h>
#include <string.h>

#include "vct_verify.h"

#define MAX_SIDE 32
/* Cells looked at for the attacker's open four: this close to his stones. */
#define NEAR 2
/*
 * The solver's budget for each attacker move: its own cap (0), as the tests
 * that ask it for the win use. A smaller one made the check report a defence
 * that holds where the solver had merely run out of nodes (a 9-move renju
 * win needs more than 2 M nodes from its first position).
 */
#define SOLVER_NODES 0

long vct_verify_replies;

typedef struct grid {
	int w, h, k;
	gmk_rule rule;
	unsigned char c[MAX_SIDE * MAX_SIDE];
} grid;

static const int dx[4] = { 1, 0, 1, 1 }, dy[4] = { 0, 1, 1, -1 };

static int at(const grid *g, int x, int y)
{
	if (x < 0 || y < 0 || x >= g->w || y >= g->h)
		return -1;
	return g->c[y * g->w + x];
}

static void load(grid *g, const gmk_board *b)
{
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	gmk_board_get_options(b, &o);
	g->w = o.width;
	g->h = o.height;
	g->k = o.win_length;
	g->rule = o.rule;
	gmk_board_cells(b, g->c, sizeof(g->c));
}

/* Would color's stone on the empty (x, y) win? Counted run by run, no tables. */
static int makes_five(const grid *g, int x, int y, int color)
{
	if (at(g, x, y) != GMK_EMPTY)
		return 0;
	int exact = g->rule == GMK_RULE_STANDARD || (g->rule == GMK_RULE_RENJU && color == GMK_BLACK);
	for (int d = 0; d < 4; d++) {
		int run = 1;
		for (int s = -1; s <= 1; s += 2)
			for (int i = 1; at(g, x + s * i * dx[d], y + s * i * dy[d]) == color; i++)
				run++;
		if (exact ? run == g->k : run >= g->k)
			return 1;
	}
	return 0;
}

static int five_points(const grid *g, int color, int stop_at)
{
	int n = 0;
	for (int y = 0; y < g->h; y++)
		for (int x = 0; x < g->w && n < stop_at; x++)
			n += makes_five(g, x, y, color);
	return n;
}

static int near_stone(const grid *g, int x, int y, int color)
{
	for (int j = -NEAR; j <= NEAR; j++)
		for (int i = -NEAR; i <= NEAR; i++)
			if (at(g, x + i, y + j) == color)
				return 1;
	return 0;
}

/*
 * Attacker to move: a legal move leaving him two five points (counted on
 * the lines through it: he had none before) while the defender has none.
 */
static int open_four_move(grid *g, const gmk_board *b, int att)
{
	int def = att == GMK_BLACK ? GMK_WHITE : GMK_BLACK;
	for (int y = 0; y < g->h; y++)
		for (int x = 0; x < g->w; x++) {
			if (at(g, x, y) != GMK_EMPTY || !near_stone(g, x, y, att))
				continue;
			if (g->rule == GMK_RULE_RENJU && att == GMK_BLACK && gmk_board_foul(b, x, y) != GMK_FOUL_NONE)
				continue;
			g->c[y * g->w + x] = (unsigned char)att;
			int fives = 0;
			for (int d = 0; d < 4 && fives < 2; d++)
				for (int i = -g->k; i <= g->k && fives < 2; i++)
					fives += i != 0 && makes_five(g, x + i * dx[d], y + i * dy[d], att);
			int wins = fives >= 2 && five_points(g, def, 1) == 0;
			g->c[y * g->w + x] = GMK_EMPTY;
			if (wins)
				return 1;
		}
	return 0;
}

static int attack(gmk_engine *e, gmk_board *b, int moves);

/* Defender to move; the attacker has moves left. 1 if every reply loses. */
static int defend(gmk_engine *e, gmk_board *b, int moves)
{
	int def = gmk_board_to_move(b), att = def == GMK_BLACK ? GMK_WHITE : GMK_BLACK;
	gmk_point *replies = malloc(MAX_SIDE * MAX_SIDE * sizeof(*replies));
	int n = gmk_board_legal_moves(b, replies, MAX_SIDE * MAX_SIDE), all_lose = n >= 0;
	for (int i = 0; i < n && all_lose; i++) {
		vct_verify_replies++;
		if (gmk_board_play(b, replies[i].x, replies[i].y) != GMK_OK) {
			all_lose = 0;
			break;
		}
		grid g;
		load(&g, b);
		gmk_result r = GMK_RESULT_INIT;
		gmk_board_result(b, &r);
		if (r.state != GMK_STATE_ONGOING)
			all_lose = 0; /* his five (or a full board) */
		else if (moves >= 1 && five_points(&g, att, 1))
			all_lose = 1;
		else if (moves >= 2 && five_points(&g, def, 1) == 0 && open_four_move(&g, b, att))
			all_lose = 1;
		else
			all_lose = attack(e, b, moves);
		gmk_board_undo(b);
	}
	free(replies);
	return all_lose;
}

/* Attacker to move with moves left: the solver's move, then every defence. */
static int attack(gmk_engine *e, gmk_board *b, int moves)
{
	if (moves < 1)
		return 0;
	gmk_search_limits limits = GMK_SEARCH_LIMITS_INIT;
	limits.nodes = SOLVER_NODES;
	gmk_point line[64];
	int length = 0;
	if (gmk_engine_solve_vct(e, b, 2 * moves - 1, &limits, line, 64, &length) != GMK_OK || length < 1)
		return 0;
	if (gmk_board_play(b, line[0].x, line[0].y) != GMK_OK)
		return 0;
	gmk_result r = GMK_RESULT_INIT;
	gmk_board_result(b, &r);
	int wins = r.state == GMK_STATE_WIN;
	if (!wins && r.state == GMK_STATE_ONGOING)
		wins = defend(e, b, moves - 1);
	gmk_board_undo(b);
	return wins;
}

int vct_verify(gmk_engine *engine, gmk_board *board, int moves)
{
	vct_verify_replies = 0;
	return attack(engine, board, moves);
}

int vct_verify_defence(gmk_engine *engine, gmk_board *board, int moves)
{
	vct_verify_replies = 0;
	return moves >= 1 && defend(engine, board, moves);
}
