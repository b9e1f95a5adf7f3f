/* SPDX-License-Identifier: MIT */
/*
 * Zobrist keys, computed rather than tabled: a key depends only on (x, y,
 * colour), never on the board size, so equal positions hash equally on any
 * backend, and there is no global table to initialise.
 */
#ifndef GMK_ZOBRIST_H
#define GMK_ZOBRIST_H

#include <stdint.h>

#include "gomoku/types.h"

/* splitmix64's finaliser: a bijection with full avalanche. */
static inline uint64_t zobrist_mix(uint64_t z)
{
	z += 0x9E3779B97F4A7C15ull;
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

static inline uint64_t zobrist_stone(int x, int y, gmk_color color)
{
	return zobrist_mix(((uint64_t)(uint32_t)x << 32) | ((uint64_t)(uint32_t)y << 2) | (uint64_t)color);
}

/* Toggled in when white is to move. */
#define ZOBRIST_WHITE_TO_MOVE 0xD1B54A32D192ED03ull

#endif
