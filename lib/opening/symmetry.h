/* SPDX-License-Identifier: MIT */
/*
 * The symmetries of a position, for the opening rules: which of the board's
 * symmetries (core/symmetry.h: 8 on a square, 4 on a rectangle) map its
 * stones onto themselves, and their names for messages.
 */
#ifndef GMK_OPENING_SYMMETRY_H
#define GMK_OPENING_SYMMETRY_H

#include <stdbool.h>

#include "core/symmetry.h"
#include "gomoku/board.h"

/* "a reflection in the vertical axis" and so on, for messages. */
const char *symmetry_name(int t);
/* Whether symmetry t maps every stone of board onto a stone of its colour. */
bool symmetry_keeps_board(int t, const gmk_board *board);

#endif
