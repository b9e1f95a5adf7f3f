/* SPDX-License-Identifier: MIT */
/*
 * The board's symmetries about its centre: the 8 of the square (4 on a
 * rectangle, where a transpose would leave the board). Points are worked in
 * doubled coordinates relative to the centre, so boards of even size, whose
 * centre lies between points, need no special case.
 */
#ifndef GMK_OPENING_SYMMETRY_H
#define GMK_OPENING_SYMMETRY_H

#include <stdbool.h>

#include "gomoku/board.h"

#define SYMMETRY_COUNT 8

/* Whether symmetry t (0..7) maps a width x height board onto itself. */
bool symmetry_fits(int t, int width, int height);
/* The image of p under symmetry t on a width x height board. */
gmk_point symmetry_apply(int t, gmk_point p, int width, int height);
/* "a reflection in the vertical axis" and so on, for messages. */
const char *symmetry_name(int t);
/* Whether symmetry t maps every stone of board onto a stone of its colour. */
bool symmetry_keeps_board(int t, const gmk_board *board);

#endif
