/* SPDX-License-Identifier: MIT */
/* A 15x15 test board from RIF stone lists ("h8 i9 ..."), for the explanation suites. */
#ifndef GMK_TESTS_RIF_BOARD_H
#define GMK_TESTS_RIF_BOARD_H

#include <string.h>

#include "check_compat.h"
#include "gomoku.h"

#define RIF_BOARD_MAX_STONES 64

static inline gmk_board *rif_board(gmk_rule rule, const char *black, const char *white,
				   gmk_color to_move)
{
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.rule = rule;
	gmk_board *b = NULL;
	ck_assert_int_eq(gmk_board_new(&b, &o), GMK_OK);
	gmk_stone stones[RIF_BOARD_MAX_STONES];
	size_t n = 0;
	const char *lists[2] = { black, white };
	for (int c = 0; c < 2; c++) {
		char buf[256];
		strncpy(buf, lists[c], sizeof buf - 1);
		buf[sizeof buf - 1] = '\0';
		for (char *t = strtok(buf, " "); t && n < RIF_BOARD_MAX_STONES; t = strtok(NULL, " ")) {
			gmk_point p;
			ck_assert_int_eq(gmk_point_from_rif(t, 15, 15, &p), GMK_OK);
			stones[n++] = (gmk_stone){ p.x, p.y, c ? GMK_WHITE : GMK_BLACK };
		}
	}
	ck_assert_int_eq(gmk_board_setup(b, stones, n, to_move), GMK_OK);
	return b;
}

#endif
