/* SPDX-License-Identifier: MIT */
/*
 * Finds VCT test positions in self-play: after each move of a seeded game,
 * the side to move is asked for a win by threats of 3..9 attacker moves that
 * no VCF gives; the win is kept when vct_verify confirms it. Prints lines of
 * vct_positions.txt. Usage: find_vct RULE GAMES SEED [X|O] (RULE: freestyle|renju;
 * X or O: only wins of that side).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gomoku.h"
#include "vct_set.h"
#include "vct_verify.h"

#define SIZE 15
#define MAX_MOVES 17
#define FIND_NODES 1000000
#define GAME_NODES 20000
#define OPENING_STONES 4
#define MIN_ATTACKER_MOVES 3
/* Openings are easy wins: look only from this many stones on. */
#define MIN_STONES 8

static void print_position(const gmk_board *b, const char *rule, int moves)
{
	printf("vct %s %d ", rule, moves);
	vct_print_stones(b);
}

int main(int argc, char **argv)
{
	if (argc != 4 && argc != 5)
		return 2;
	int only = argc == 5 ? (argv[4][0] == 'O' ? GMK_WHITE : GMK_BLACK) : GMK_EMPTY;
	const char *rule = argv[1];
	int games = atoi(argv[2]);
	unsigned seed = (unsigned)strtoul(argv[3], NULL, 10);
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.rule = strcmp(rule, "renju") == 0 ? GMK_RULE_RENJU : GMK_RULE_FREESTYLE;
	gmk_engine *e;
	gmk_engine_options eo = GMK_ENGINE_OPTIONS_INIT;
	if (gmk_engine_new(&e, &eo) != GMK_OK)
		return 1;
	srand(seed);
	for (int g = 0; g < games; g++) {
		gmk_board *b;
		gmk_board_new(&b, &o);
		gmk_board_play(b, SIZE / 2, SIZE / 2);
		while (gmk_board_stone_count(b) < OPENING_STONES)
			gmk_board_play(b, SIZE / 2 - 2 + rand() % 5, SIZE / 2 - 2 + rand() % 5);
		int found = 0;
		while (!gmk_board_is_over(b) && !found) {
			gmk_point line[64];
			int length = 0, vcf = 0;
			gmk_search_limits l = GMK_SEARCH_LIMITS_INIT;
			l.nodes = FIND_NODES;
			gmk_engine_solve_vcf(e, b, MAX_MOVES, line, 64, &vcf);
			int wanted = only == GMK_EMPTY || gmk_board_to_move(b) == only;
			if (!vcf && wanted && gmk_board_stone_count(b) >= MIN_STONES && gmk_engine_solve_vct(e, b, MAX_MOVES, &l, line, 64, &length) == GMK_OK &&
			    length >= 2 * MIN_ATTACKER_MOVES - 1) {
				int moves = (length + 1) / 2;
				if (vct_verify(e, b, moves)) {
					print_position(b, rule, moves);
					found = 1;
				} else {
					fprintf(stderr, "game %d: a claimed win of %d moves did not verify\n", g, moves);
				}
			}
			if (vct_selfplay_move(e, b, GAME_NODES) != 0)
				break;
		}
		gmk_board_free(b);
	}
	gmk_engine_free(e);
	return 0;
}
