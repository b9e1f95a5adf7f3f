/* SPDX-License-Identifier: MIT */
/*
 * Explanations for learners: why a point is forbidden for black (the lines
 * that make the foul, with their stones and key points, and for each three
 * whether it is real and, if not, why not).
 */
#ifndef GOMOKU_EXPLAIN_H
#define GOMOKU_EXPLAIN_H

#include "gomoku/export.h"
#include "gomoku/rules.h"
#include "gomoku/types.h"

GMK_BEGIN_DECLS

/* Stones listed per line (an overline on a big board may have more: stone_count says). */
#define GMK_EXPLAIN_MAX_STONES 12
/* Key points per line: a line with two fours (X.XXX.X) has two five points. */
#define GMK_EXPLAIN_MAX_KEYS 4

/* One line through the point, as black playing there would make it. */
typedef struct gmk_foul_line {
	gmk_direction direction;
	/* What the move makes on this line (gmk_board_patterns); a fake three is a
	   closed three. */
	gmk_pattern pattern;
	/* 1 when the line counts toward the foul: a four, an overline or a real three. */
	int real;
	/* Black's stones of the row, the point itself included (all of them when
	   stone_count <= GMK_EXPLAIN_MAX_STONES). */
	int stone_count;
	gmk_point stones[GMK_EXPLAIN_MAX_STONES];
	/* The key empty points: a four's five points, a three's straight-four points. */
	int key_count;
	gmk_point keys[GMK_EXPLAIN_MAX_KEYS];
	/* For a three: the foul each key point would be with the point played
	   (GMK_FOUL_NONE: a legal key, so the three is real) ... */
	gmk_foul key_fouls[GMK_EXPLAIN_MAX_KEYS];
	/* ... and 1 when the key would make a five at the same time (then it does
	   not make the row a three either). */
	int key_makes_five[GMK_EXPLAIN_MAX_KEYS];
} gmk_foul_line;

#define GMK_FOUL_EXPLANATION_VERSION 1

typedef struct gmk_foul_explanation {
	unsigned int version;         /* GMK_FOUL_EXPLANATION_VERSION, set by the caller */
	gmk_foul foul;                /* gmk_board_foul of the point */
	int makes_five;               /* 1: the move wins, which beats any foul */
	int line_count;
	gmk_foul_line lines[GMK_DIRECTIONS];
} gmk_foul_explanation;

/*
 * Explains what black playing the empty (x, y) would make on each line that
 * holds a five, an overline, a four or a three (real or fake): enough to say
 * why the point is (or is not) a foul. A key point's own foul is judged with
 * (x, y) on the board, as the rules judge it; to read one level deeper, play
 * (x, y) on a copy and explain the key point there. Answered under every rule
 * (foul is GMK_FOUL_NONE but under renju). out->version must be set.
 */
GMK_API int gmk_board_explain_foul(const gmk_board *board, int x, int y,
				   gmk_foul_explanation *out);

typedef enum gmk_threat_kind {
	GMK_THREAT_FOUR = 0,        /* one more stone makes a five */
	GMK_THREAT_OPEN_THREE = 1   /* one more stone makes a straight four */
} gmk_threat_kind;

/* Points listed per threat (stones, keys, defences). */
#define GMK_THREAT_MAX_POINTS 6

/*
 * One threat on the board. A plain value type like gmk_point (filled into
 * the caller's array), so it carries no version: its layout is fixed for
 * ABI major 1.
 */
typedef struct gmk_threat {
	gmk_threat_kind kind;
	gmk_color color;
	gmk_direction direction;
	int stone_count;
	gmk_point stones[GMK_THREAT_MAX_POINTS];
	/* A four's five points; an open three's straight-four points. */
	int key_count;
	gmk_point keys[GMK_THREAT_MAX_POINTS];
	/* Where the other side's stone removes the threat. */
	int defence_count;
	gmk_point defences[GMK_THREAT_MAX_POINTS];
} gmk_threat;

/*
 * The fours and open threes color has on the board, each with its stones,
 * key points and defending points; same buffer convention as
 * gmk_board_legal_moves (returns the total, writes at most capacity). Under
 * renju a black three counts only when a straight-four point is legal.
 */
GMK_API int gmk_board_threats(const gmk_board *board, gmk_color color, gmk_threat *out,
			      size_t capacity);

GMK_END_DECLS

#endif
