/* SPDX-License-Identifier: MIT */
/*
 * vct_positions.txt and defence_positions.txt, read for the VCT tests and
 * the benchmark. Lines (stones: x,y joined by ';'):
 *   vct RULE N SIDE BLACK WHITE            SIDE wins by threats in N moves
 *   defend RULE X,Y THREAT SIDE BLACK WHITE   the opponent of SIDE has a
 *                                          THREAT (vcf or vct); X,Y alone saves
 *                                          (X,Y/X,Y...: up to VCT_SAVES_MAX
 *                                          moves save, each one of them)
 */
#ifndef GMK_TESTS_VCT_SET_H
#define GMK_TESTS_VCT_SET_H

#include <stddef.h>
#include <stdio.h>

#include "gomoku.h"

#define VCT_SET_MAX 128
#define VCT_SET_MAX_STONES 225
/* The defence positions: only 1-4 moves save the game. */
#define VCT_SAVES_MAX 4

typedef struct vct_case {
	gmk_rule rule;
	int moves;             /* vct: attacker moves of the shortest win */
	int defence;           /* a defend line */
	gmk_point saves[VCT_SAVES_MAX]; /* defend: the moves that save the game */
	int save_count;
	char threat[4];        /* defend: "vcf" or "vct" */
	gmk_color to_move;
	gmk_stone stones[VCT_SET_MAX_STONES];
	size_t count;
	int line;              /* in the file */
} vct_case;

/* The cases of the file (at most max); -1 with a message on stderr when it is malformed. */
int vct_set_load(const char *path, vct_case *cases, int max);

/* The cases of the file, or exit with a message (for test programs). */
int vct_set_load_or_exit(const char *path, vct_case *cases, int max);

/* Is (x, y) one of the defend case's saving moves? */
int vct_case_is_save(const vct_case *c, int x, int y);

/* Prints "X|O BLACK WHITE" (the side to move and the stones) and a newline. */
void vct_print_stones(const gmk_board *b);

/*
 * The generators' self-play: the engine's move after a search of base..2*base
 * nodes (seeded by rand()), played on board. 0, or -1 when none was made.
 */
int vct_selfplay_move(gmk_engine *engine, gmk_board *board, int base_nodes);

/* A board holding the case's position (15x15, its rule); NULL on failure. */
gmk_board *vct_case_board(const vct_case *c);

#endif
