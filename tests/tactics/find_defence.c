/* SPDX-License-Identifier: MIT */
/*
 * Finds "only one move saves the game" positions in seeded self-play: the
 * opponent of the side to move would win by threats if he moved now (a VCF,
 * or a VCT without one), the side to move has no four of his own, and of all
 * his legal moves exactly one leaves the opponent no win within the
 * solver's budget (and a longer solve and search after it find none either);
 * every other move is confirmed lost by vct_verify (each defence of his
 * tried). Prints lines of defence_positions.txt.
 * Usage: find_defence RULE GAMES SEED [vct] (RULE: freestyle|renju; vct: only
 * threats that are no VCF), or find_defence --from FILE: the same question
 * for the defender of each win of a vct_positions.txt file (the stones of
 * the win with the other side to move: a threat he must meet), where up to
 * VCT_SAVES_MAX saving moves are allowed (the "1-4 moves save").
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gomoku.h"
#include "vct_set.h"
#include "vct_verify.h"

#define SIZE 15
#define MAX_PLIES 17
#define SOLVE_NODES 300000
#define GAME_NODES 20000
/* The search's look after the saving move (0 would mean no limit at all). */
#define SEARCH_NODES 2000000
/*
 * The longer look after the saving move: the solver's own cap (0), at least
 * what test_defence gives it. 2 M nodes let a lost position in (a 9-move
 * renju VCT after the "saving" move needed more).
 */
#define DEEP_NODES 0
#define OPENING_STONES 4
#define MIN_STONES 8

static int solve(gmk_engine *e, const gmk_board *b, int vcf_only)
{
	gmk_point line[64];
	int length = 0;
	gmk_search_limits l = GMK_SEARCH_LIMITS_INIT;
	l.nodes = SOLVE_NODES;
	if (vcf_only)
		gmk_engine_solve_vcf(e, b, MAX_PLIES, line, 64, &length);
	else
		gmk_engine_solve_vct(e, b, MAX_PLIES, &l, line, 64, &length);
	return length;
}

/* The same stones with the other side to move; NULL when that is no position (game over). */
static gmk_board *passed(const gmk_board *b, const gmk_board_options *o)
{
	unsigned char cells[SIZE * SIZE];
	gmk_stone stones[SIZE * SIZE];
	size_t n = 0;
	gmk_board_cells(b, cells, sizeof(cells));
	for (int i = 0; i < SIZE * SIZE; i++)
		if (cells[i] != GMK_EMPTY)
			stones[n++] = (gmk_stone){ i % SIZE, i / SIZE, (gmk_color)cells[i] };
	gmk_board *p;
	gmk_board_new(&p, o);
	int other = gmk_board_to_move(b) == GMK_BLACK ? GMK_WHITE : GMK_BLACK;
	if (gmk_board_setup(p, stones, n, (gmk_color)other) != GMK_OK || gmk_board_is_over(p)) {
		gmk_board_free(p);
		return NULL;
	}
	return p;
}

static int has_four(const gmk_board *b)
{
	gmk_color me = (gmk_color)gmk_board_to_move(b);
	for (int y = 0; y < SIZE; y++)
		for (int x = 0; x < SIZE; x++) {
			gmk_point_info info = GMK_POINT_INFO_INIT;
			if (gmk_board_at(b, x, y) == GMK_EMPTY && gmk_board_point_info(b, x, y, me, &info) == GMK_OK &&
			    (info.fours > 0 || info.makes_five) && info.foul == GMK_FOUL_NONE)
				return 1;
		}
	return 0;
}

static void print_position(const gmk_board *b, const char *rule, const gmk_point *saves, int count,
			   const char *kind)
{
	printf("defend %s ", rule);
	for (int i = 0; i < count; i++)
		printf("%s%d,%d", i ? "/" : "", saves[i].x, saves[i].y);
	printf(" %s ", kind);
	vct_print_stones(b);
}

/* After the saving move a longer look finds no win for the opponent either (VCT or search). */
static int holds_deeper(gmk_engine *e, gmk_board *b, gmk_point save)
{
	gmk_board_play(b, save.x, save.y);
	gmk_point line[64];
	int length = 0;
	gmk_search_limits l = GMK_SEARCH_LIMITS_INIT;
	l.nodes = DEEP_NODES;
	gmk_engine_solve_vct(e, b, MAX_PLIES + 4, &l, line, 64, &length);
	gmk_search_result r = GMK_SEARCH_RESULT_INIT;
	l.nodes = SEARCH_NODES;
	int holds = length == 0 && gmk_engine_search(e, b, &l, &r) == GMK_OK && !GMK_SCORE_IS_WIN(r.score);
	gmk_board_undo(b);
	return holds;
}

/*
 * The saving moves (1..max of them, each holding a longer look), all other
 * moves verified lost; 0 if the position is not of that kind.
 */
static int saving_moves(gmk_engine *e, gmk_board *b, gmk_point *saves, int max)
{
	gmk_point moves[SIZE * SIZE];
	int n = gmk_board_legal_moves(b, moves, SIZE * SIZE), saving = 0;
	int lost[SIZE * SIZE];
	for (int i = 0; i < n && saving <= max; i++) {
		gmk_board_play(b, moves[i].x, moves[i].y);
		lost[i] = solve(e, b, 0);
		if (!lost[i] && saving++ < max)
			saves[saving - 1] = moves[i];
		gmk_board_undo(b);
	}
	if (saving < 1 || saving > max)
		return 0;
	for (int i = 0; i < saving; i++)
		if (!holds_deeper(e, b, saves[i]))
			return 0;
	for (int i = 0; i < n; i++) {
		if (!lost[i])
			continue;
		gmk_board_play(b, moves[i].x, moves[i].y);
		int ok = vct_verify(e, b, (lost[i] + 1) / 2);
		gmk_board_undo(b);
		if (!ok) {
			fprintf(stderr, "a loss after (%d,%d) did not verify\n", moves[i].x, moves[i].y);
			return 0;
		}
	}
	return saving;
}

/*
 * Prints b as a defence position when it is one: the opponent threatens a
 * win (a VCT only, when vct_only), the side to move has none and no four,
 * and one of his moves saves the game, or up to max_saves. 1 when printed.
 */
static int consider(gmk_engine *e, gmk_board *b, const gmk_board_options *o, const char *rule,
		    int vct_only, int max_saves)
{
	gmk_board *p = passed(b, o);
	int threat = p ? solve(e, p, 0) : 0, found = 0;
	if (threat && vct_only && solve(e, p, 1))
		threat = 0;
	if (threat && !solve(e, b, 0) && !has_four(b)) {
		gmk_point saves[VCT_SAVES_MAX];
		int count = saving_moves(e, b, saves, max_saves);
		if (count > 0) {
			print_position(b, rule, saves, count, solve(e, p, 1) ? "vcf" : "vct");
			found = 1;
		}
	}
	gmk_board_free(p);
	return found;
}

/* The defender's side of each win of a vct_positions.txt file. */
static int from_file(gmk_engine *e, const char *path)
{
	static vct_case cases[VCT_SET_MAX];
	int n = vct_set_load(path, cases, VCT_SET_MAX);
	for (int i = 0; i < n; i++) {
		if (cases[i].defence)
			continue;
		vct_case c = cases[i];
		c.to_move = c.to_move == GMK_BLACK ? GMK_WHITE : GMK_BLACK;
		gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
		o.rule = c.rule;
		gmk_board *b = vct_case_board(&c);
		if (b && !gmk_board_is_over(b))
			consider(e, b, &o, c.rule == GMK_RULE_RENJU ? "renju" : "freestyle", 0,
				 VCT_SAVES_MAX);
		gmk_board_free(b);
	}
	return n < 0;
}

int main(int argc, char **argv)
{
	if (argc == 3 && strcmp(argv[1], "--from") == 0) {
		gmk_engine *e;
		if (gmk_engine_new(&e, NULL) != GMK_OK)
			return 1;
		int status = from_file(e, argv[2]);
		gmk_engine_free(e);
		return status;
	}
	if (argc != 4 && argc != 5)
		return 2;
	int vct_only = argc == 5 && strcmp(argv[4], "vct") == 0;
	const char *rule = argv[1];
	int games = atoi(argv[2]);
	srand((unsigned)strtoul(argv[3], NULL, 10));
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.rule = strcmp(rule, "renju") == 0 ? GMK_RULE_RENJU : GMK_RULE_FREESTYLE;
	gmk_engine *e;
	if (gmk_engine_new(&e, NULL) != GMK_OK)
		return 1;
	for (int g = 0; g < games; g++) {
		gmk_board *b;
		gmk_board_new(&b, &o);
		gmk_board_play(b, SIZE / 2, SIZE / 2);
		while (gmk_board_stone_count(b) < OPENING_STONES)
			gmk_board_play(b, SIZE / 2 - 2 + rand() % 5, SIZE / 2 - 2 + rand() % 5);
		int found = 0;
		while (!gmk_board_is_over(b) && !found) {
			if (gmk_board_stone_count(b) >= MIN_STONES)
				found = consider(e, b, &o, rule, vct_only, 1);
			if (vct_selfplay_move(e, b, GAME_NODES) != 0)
				break;
		}
		gmk_board_free(b);
	}
	gmk_engine_free(e);
	return 0;
}
