/* SPDX-License-Identifier: MIT */
/* Test helper: boards from text diagrams ('X' black, 'O' white, '.' empty; row 0 on top). */
#ifndef GMK_TEST_DIAGRAM_H
#define GMK_TEST_DIAGRAM_H

#include <string.h>

#include "check_compat.h"
#include "gomoku.h"

#define DIAGRAM_MAX_STONES 4096

static inline gmk_board *diagram_board(const char *const *rows, int height, int k, gmk_rule rule,
				       gmk_color to_move)
{
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.width = (int)strlen(rows[0]);
	o.height = height;
	o.win_length = k;
	o.rule = rule;
	gmk_board *b = NULL;
	ck_assert_int_eq(gmk_board_new(&b, &o), GMK_OK);
	static gmk_stone stones[DIAGRAM_MAX_STONES];
	size_t n = 0;
	for (int y = 0; y < height; y++) {
		ck_assert_int_eq((int)strlen(rows[y]), o.width);
		for (int x = 0; x < o.width; x++) {
			char c = rows[y][x];
			if (c == 'X' || c == 'O') {
				ck_assert(n < DIAGRAM_MAX_STONES);
				stones[n].x = x;
				stones[n].y = y;
				stones[n].color = c == 'X' ? GMK_BLACK : GMK_WHITE;
				n++;
			}
		}
	}
	ck_assert_int_eq(gmk_board_setup(b, stones, n, to_move), GMK_OK);
	return b;
}

#define DIAGRAM(rows, k, rule, to_move) \
	diagram_board(rows, (int)(sizeof(rows) / sizeof(rows[0])), k, rule, to_move)

/* A deterministic generator for random games. */
static inline uint64_t test_random(uint64_t *state)
{
	uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

#endif
