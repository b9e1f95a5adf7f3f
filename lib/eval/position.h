/* SPDX-License-Identifier: MIT */
/*
 * The evaluator's own board: a padded cell array with, per empty cell, the
 * line keys, line patterns and class of a move there for each colour, all
 * updated incrementally by play/undo (only the cells on the four lines
 * through the move change). It also keeps the count of cells of each class
 * per colour (what the evaluation sums, and "does white have a five point?"
 * in one read), the class values each colour's cells are worth under the
 * rule, and the candidate list: the empty cells near stones.
 *
 * Built from a gmk_board, it never touches it again; the search plays and
 * undoes moves here instead of through the public board API.
 */
#ifndef GMK_EVAL_POSITION_H
#define GMK_EVAL_POSITION_H

#include <stdint.h>

#include "core/zobrist.h"
#include "eval/cell_class.h"
#include "eval/pattern.h"
#include "gomoku/board.h"
#include "gomoku/rules.h"

/*
 * Candidates: empty cells within this many steps (king moves) of a stone.
 * Session 21, freestyle at 200 000 nodes a move (tests/strength/RESULTS.md):
 * the square plus three steps along a stone's lines, -18.0 (H0); the lines
 * alone up to two steps (no knight-move cells), -5.5, level.
 */
#define CANDIDATE_RADIUS 2
#define CANDIDATE_AREA ((2 * CANDIDATE_RADIUS + 1) * (2 * CANDIDATE_RADIUS + 1) - 1)

typedef struct eval_cell {
	line_key key[GMK_DIRECTIONS];  /* neighbours on each line, black's view */
	uint32_t patterns;             /* black's 4 line patterns in bits 0-15, white's in 16-31 */
	uint8_t cls[2];                /* [side]: enum cell_class */
	uint8_t state;                 /* enum line_cell: LINE_OWN black, LINE_OPP white */
	uint8_t near;                  /* stones in the candidate square around the cell */
	int32_t slot;                  /* index in the candidate list, or -1 */
} eval_cell;

typedef struct position {
	int width, height, win_length;
	gmk_rule rule;
	int radius;                    /* line key radius */
	int pad;                       /* wall cells around the board */
	int stride;
	int step[GMK_DIRECTIONS];
	int near_offset[CANDIDATE_AREA];
	eval_cell *cells;
	pattern_source source[2];      /* [side] */
	const uint8_t *pairs;          /* both sides in one read, when tabled */
	struct gmk_backend *store;     /* renju only: a stone store in step, for exact fouls */
	const uint8_t *class_table[2]; /* [side] */
	const struct class_values *values[2]; /* [side]: what its classes are worth (weights.h) */
	const struct threat_values *threats[2]; /* [side]: what its threat masks add, as mover */

	gmk_color to_move;
	uint64_t hash;
	int empty_count;
	int count[2][CLS_COUNT];       /* empty cells of each class, per side */

	int *candidates;
	int candidate_count;

	struct move_record *moves;   /* moves since the position was built */
	int move_count;
	int move_capacity;
	struct cell_change *changes;   /* old facts of the cells the moves changed */
	size_t change_count;
	size_t change_capacity;
} position;

/* What undo restores rather than recomputes. */
typedef struct cell_change {
	int32_t cell;
	uint32_t patterns;
	uint8_t cls[2];
} cell_change;

/* One side's four line patterns, PATTERN_BITS per direction. */
#define SIDE_PATTERN_SHIFT 16
static inline unsigned side_patterns(uint32_t patterns, int side)
{
	return side ? patterns >> SIDE_PATTERN_SHIFT : patterns & 0xFFFFu;
}

typedef struct move_record {
	int cell;
	size_t first_change;
	int count[2][CLS_COUNT];
} move_record;

/* side index of a colour: black 0, white 1 */
static inline int side_of(gmk_color c)
{
	return c == GMK_WHITE;
}

/* GMK_OK or GMK_ENOMEM. */
int position_init(position *pos, const gmk_board *board);
void position_free(position *pos);

/* Plays the side to move on the empty on-board cell; GMK_ENOMEM if the move stack cannot grow. */
int position_play(position *pos, int cell);
void position_undo(position *pos);

static inline int position_cell(const position *pos, int x, int y)
{
	return (y + pos->pad) * pos->stride + (x + pos->pad);
}

static inline gmk_point position_point(const position *pos, int cell)
{
	gmk_point p = { cell % pos->stride - pos->pad, cell / pos->stride - pos->pad };
	return p;
}

/* The hash of the position after the side to move plays on the cell. */
static inline uint64_t position_hash_after(const position *pos, int cell)
{
	gmk_point p = position_point(pos, cell);
	return pos->hash ^ zobrist_stone(p.x, p.y, pos->to_move) ^ ZOBRIST_WHITE_TO_MOVE;
}

static inline int position_class(const position *pos, int cell, gmk_color c)
{
	return pos->cells[cell].cls[side_of(c)];
}

/* The line pattern the colour makes at the cell in direction dir. */
static inline int position_pattern(const position *pos, int cell, gmk_color c, int dir)
{
	return (side_patterns(pos->cells[cell].patterns, side_of(c)) >> (PATTERN_BITS * dir)) &
	       PATTERN_FIELD;
}

/* Cells where the colour would make a five; writes at most max, returns how many (all). */
int position_five_points(const position *pos, gmk_color c, int *out, int max);

/* Is black's move at the empty cell a renju foul? 0 under every other rule. */
int position_is_foul(const position *pos, int cell);

/* The static evaluation from the side to move's view. */
int position_evaluate(const position *pos);

#endif
