/* SPDX-License-Identifier: MIT */
/*
 * The combination of a cell's four line patterns for one colour, the order of
 * the directions ignored: a multiset of four out of PAT_COUNT patterns. It is
 * a finer feature than the cell class (what an open three beside a closed two
 * is worth, not only "an open three and something") and a refinement of it:
 * the class is a function of the combination, so a table of values per
 * combination can reproduce any table per class exactly. tools/tune fits such
 * tables (fit.py --combo-out); the evaluation still sums classes, because the
 * first fitted tables lost their SPRT matches (tests/strength/RESULTS.md).
 *
 * The index of the sorted patterns a <= b <= c <= d is the combinatorial
 * number C(a,1) + C(b+1,2) + C(c+2,3) + C(d+3,4): dense, 0 for four
 * PAT_NONE; tools/tune reads it from tune-features, not from a second copy.
 */
#ifndef GMK_EVAL_LINE_COMBO_H
#define GMK_EVAL_LINE_COMBO_H

#include <stdint.h>

#include "eval/cell_class.h"
#include "eval/pattern.h"

/* C(PAT_COUNT + 3, 4): multisets of four patterns. */
#define COMBO_COUNT ((PAT_COUNT + 3) * (PAT_COUNT + 2) * (PAT_COUNT + 1) * PAT_COUNT / 24)

/*
 * The combination of each 16-bit side pattern key (cell_class.h's layout;
 * keys with a field >= PAT_COUNT map to 0). Built once, never fails.
 */
const uint16_t *line_combo_table(void);

/* A side pattern key with that combination (directions in rising pattern order). */
unsigned line_combo_key(int combo);

#endif
