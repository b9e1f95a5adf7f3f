/* SPDX-License-Identifier: MIT */
/* The incremental evaluation board: build, play, undo. */
#include <stdlib.h>
#include <string.h>

#include "board/board_internal.h"
#include "core/color.h"
#include "core/zobrist.h"
#include "eval/position.h"
#include "eval/weights.h"
#include "gomoku/status.h"
#include "rules/rules.h"

#define MOVES_INITIAL 64

/* The per-move hot path: inlined into play, whatever the compiler's size heuristics say. */
#if defined(__GNUC__)
#define HOT_INLINE inline __attribute__((always_inline))
#else
#define HOT_INLINE inline
#endif

/* ---- class bookkeeping ---- */

static inline void count_in(position *pos, int side, int cls)
{
	pos->count[side][cls]++;
}

static inline void count_out(position *pos, int side, int cls)
{
	pos->count[side][cls]--;
}

static inline void set_class(position *pos, eval_cell *c, int side, int cls)
{
	if (cls == c->cls[side])
		return;
	count_out(pos, side, c->cls[side]);
	count_in(pos, side, cls);
	c->cls[side] = (uint8_t)cls;
}

/* Both sides' patterns of one line of a key: black's in the low nibble. */
static inline unsigned line_pair(position *pos, line_key key)
{
	if (pos->pairs)
		return pos->pairs[key];
	return (unsigned)pattern_of(&pos->source[0], key) |
	       (unsigned)pattern_of(&pos->source[1], line_key_swap(key)) << PAIR_WHITE_SHIFT;
}

/*
 * Re-reads one line of an empty cell after a stone came or went on it;
 * when logging, the cell's old facts go to the undo log first.
 */
static HOT_INLINE void refresh_line(position *pos, eval_cell *c, int dir, int log)
{
	unsigned pair = line_pair(pos, c->key[dir]);
	int shift = PATTERN_BITS * dir;
	uint32_t field = (uint32_t)PATTERN_FIELD << shift;
	uint32_t old = c->patterns;
	uint32_t now = (old & ~(field | field << SIDE_PATTERN_SHIFT)) |
		       (uint32_t)(pair & PAIR_NIBBLE) << shift |
		       (uint32_t)(pair >> PAIR_WHITE_SHIFT) << (shift + SIDE_PATTERN_SHIFT);
	if (now == old)
		return;
	if (log) {
		cell_change *ch = &pos->changes[pos->change_count++];
		ch->cell = (int32_t)(c - pos->cells);
		ch->patterns = old;
		ch->cls[0] = c->cls[0];
		ch->cls[1] = c->cls[1];
	}
	c->patterns = now;
	uint32_t diff = now ^ old;
	if (diff & 0xFFFFu)
		set_class(pos, c, 0, pos->class_table[0][side_patterns(now, 0)]);
	if (diff >> SIDE_PATTERN_SHIFT)
		set_class(pos, c, 1, pos->class_table[1][side_patterns(now, 1)]);
}

/* Fresh patterns and classes for a cell that was occupied (or never read). */
static void enter_empty(position *pos, eval_cell *c)
{
	uint32_t p = 0;
	for (int dir = 0; dir < GMK_DIRECTIONS; dir++) {
		unsigned pair = line_pair(pos, c->key[dir]);
		p |= (uint32_t)(pair & PAIR_NIBBLE) << (PATTERN_BITS * dir) |
		     (uint32_t)(pair >> PAIR_WHITE_SHIFT) << (PATTERN_BITS * dir + SIDE_PATTERN_SHIFT);
	}
	c->patterns = p;
	for (int side = 0; side < 2; side++) {
		c->cls[side] = pos->class_table[side][side_patterns(p, side)];
		count_in(pos, side, c->cls[side]);
	}
}

static void leave_empty(position *pos, eval_cell *c)
{
	count_out(pos, 0, c->cls[0]);
	count_out(pos, 1, c->cls[1]);
}

/* ---- candidates ---- */

static inline void candidate_add(position *pos, int cell)
{
	pos->cells[cell].slot = pos->candidate_count;
	pos->candidates[pos->candidate_count++] = cell;
}

static inline void candidate_remove(position *pos, int cell)
{
	int slot = pos->cells[cell].slot;
	int last = pos->candidates[--pos->candidate_count];
	pos->candidates[slot] = last;
	pos->cells[last].slot = slot;
	pos->cells[cell].slot = -1;
}

/* ---- stones ---- */

/*
 * Writes code into the keys of the cells on the four lines through cell.
 * Session 33 (branch movespeed): this walk's bookkeeping held in locals,
 * the usual radii passed as constants, and candidates recorded per move
 * instead of counted took, with alphabeta.c's pick() change (kept), 13% off
 * gomoku-bench's instructions but only about 1% off a long search's time
 * (the node waits on memory more than on these): not kept.
 */
static HOT_INLINE void mark_lines(position *pos, int cell, line_key code, int refresh)
{
	int r = pos->radius;
	for (int dir = 0; dir < GMK_DIRECTIONS; dir++) {
		int step = pos->step[dir];
		for (int j = 1; j <= r; j++) {
			/* The cell at +j sees this one at offset -j, the one at -j at +j. */
			eval_cell *after = &pos->cells[cell + j * step];
			eval_cell *before = &pos->cells[cell - j * step];
			int shift_after = line_key_shift(r, -j), shift_before = line_key_shift(r, j);
			/* A stone arrives on an empty cell's code, or leaves: code 0 clears. */
			if (code) {
				after->key[dir] |= code << shift_after;
				before->key[dir] |= code << shift_before;
			} else {
				after->key[dir] &= ~((line_key)LINE_CELL_MASK << shift_after);
				before->key[dir] &= ~((line_key)LINE_CELL_MASK << shift_before);
			}
			if (refresh) {
				if (after->state == LINE_EMPTY)
					refresh_line(pos, after, dir, 1);
				if (before->state == LINE_EMPTY)
					refresh_line(pos, before, dir, 1);
			}
		}
	}
}

static inline void put_stone(position *pos, int cell, gmk_color color, int refresh)
{
	eval_cell *c = &pos->cells[cell];
	if (refresh)
		leave_empty(pos, c);
	if (c->slot >= 0)
		candidate_remove(pos, cell);
	c->state = (uint8_t)color;
	mark_lines(pos, cell, (line_key)color, refresh);
	gmk_point p = position_point(pos, cell);
	if (pos->store && refresh)
		backend_set(pos->store, p.x, p.y, color);
	for (int i = 0; i < CANDIDATE_AREA; i++) {
		int q = cell + pos->near_offset[i];
		eval_cell *n = &pos->cells[q];
		if (n->near++ == 0 && n->state == LINE_EMPTY)
			candidate_add(pos, q);
	}
	pos->hash ^= zobrist_stone(p.x, p.y, color);
	pos->empty_count--;
}

/* Room for one more move and its cell changes (at most one per cell on its lines). */
static int reserve_undo(position *pos)
{
	if (pos->move_count == pos->move_capacity) {
		int capacity = pos->move_capacity ? 2 * pos->move_capacity : MOVES_INITIAL;
		move_record *moves = realloc(pos->moves, (size_t)capacity * sizeof(*moves));
		if (!moves)
			return GMK_ENOMEM;
		pos->moves = moves;
		pos->move_capacity = capacity;
	}
	size_t per_move = (size_t)(2 * GMK_DIRECTIONS * pos->radius);
	if (pos->change_count + per_move > pos->change_capacity) {
		size_t capacity = pos->change_capacity ? 2 * pos->change_capacity : MOVES_INITIAL * per_move;
		cell_change *changes = realloc(pos->changes, capacity * sizeof(*changes));
		if (!changes)
			return GMK_ENOMEM;
		pos->changes = changes;
		pos->change_capacity = capacity;
	}
	return GMK_OK;
}

int position_play(position *pos, int cell)
{
	if (reserve_undo(pos) != GMK_OK)
		return GMK_ENOMEM;
	move_record *u = &pos->moves[pos->move_count++];
	u->cell = cell;
	u->first_change = pos->change_count;
	memcpy(u->count, pos->count, sizeof(u->count));
	put_stone(pos, cell, pos->to_move, 1);
	pos->to_move = opponent_of(pos->to_move);
	pos->hash ^= ZOBRIST_WHITE_TO_MOVE;
	return GMK_OK;
}

/*
 * Undo restores instead of recomputing: the keys lose the stone, the changed
 * cells get their logged facts back, the class counts their snapshot. The played
 * cell's own facts were never touched while it was occupied.
 */
void position_undo(position *pos)
{
	move_record *u = &pos->moves[--pos->move_count];
	int cell = u->cell;
	eval_cell *c = &pos->cells[cell];
	gmk_color color = (gmk_color)c->state;
	c->state = LINE_EMPTY;
	mark_lines(pos, cell, LINE_EMPTY, 0);
	gmk_point p = position_point(pos, cell);
	if (pos->store)
		backend_clear(pos->store, p.x, p.y);
	while (pos->change_count > u->first_change) {
		const cell_change *ch = &pos->changes[--pos->change_count];
		eval_cell *t = &pos->cells[ch->cell];
		t->patterns = ch->patterns;
		t->cls[0] = ch->cls[0];
		t->cls[1] = ch->cls[1];
	}
	memcpy(pos->count, u->count, sizeof(pos->count));
	for (int i = 0; i < CANDIDATE_AREA; i++) {
		int q = cell + pos->near_offset[i];
		eval_cell *n = &pos->cells[q];
		if (--n->near == 0 && n->slot >= 0)
			candidate_remove(pos, q);
	}
	if (c->near)
		candidate_add(pos, cell);
	pos->hash ^= zobrist_stone(p.x, p.y, color) ^ ZOBRIST_WHITE_TO_MOVE;
	pos->to_move = color;
	pos->empty_count++;
}

/* ---- building ---- */

static void init_geometry(position *pos, const gmk_board_options *o)
{
	pos->width = o->width;
	pos->height = o->height;
	pos->win_length = o->win_length;
	pos->rule = o->rule;
	pos->radius = pattern_radius(o->rule, o->win_length);
	pos->pad = pos->radius > CANDIDATE_RADIUS ? pos->radius : CANDIDATE_RADIUS;
	pos->stride = pos->width + 2 * pos->pad;
	for (int dir = 0; dir < GMK_DIRECTIONS; dir++)
		pos->step[dir] = gmk_dir_dy[dir] * pos->stride + gmk_dir_dx[dir];
	int i = 0;
	for (int dy = -CANDIDATE_RADIUS; dy <= CANDIDATE_RADIUS; dy++)
		for (int dx = -CANDIDATE_RADIUS; dx <= CANDIDATE_RADIUS; dx++)
			if (dx || dy)
				pos->near_offset[i++] = dy * pos->stride + dx;
}

/*
 * An empty board's key at (x, y) in direction dir: the walls beyond the
 * edges within the key's radius. (Wall cells' own keys are never read.)
 */
static line_key wall_key(const position *pos, int x, int y, int dir)
{
	int lo = -pos->radius, hi = pos->radius;
	line_clip(pos->width, pos->height, x, y, dir, &lo, &hi);
	line_key key = 0;
	for (int j = hi + 1; j <= pos->radius; j++)
		key |= (line_key)LINE_WALL << line_key_shift(pos->radius, j);
	for (int j = -lo + 1; j <= pos->radius; j++)
		key |= (line_key)LINE_WALL << line_key_shift(pos->radius, -j);
	return key;
}

int position_init(position *pos, const gmk_board *board)
{
	memset(pos, 0, sizeof(*pos));
	init_geometry(pos, &board->opts);
	size_t rows = (size_t)pos->height + 2 * (size_t)pos->pad;
	size_t cell_count = (size_t)pos->stride * rows;
	pos->cells = malloc(cell_count * sizeof(*pos->cells));
	pos->candidates = malloc(cell_count * sizeof(*pos->candidates));
	int status = pos->cells && pos->candidates ? GMK_OK : GMK_ENOMEM;
	for (int side = 0; side < 2 && status == GMK_OK; side++) {
		gmk_color color = side ? GMK_WHITE : GMK_BLACK;
		status = pattern_source_init(&pos->source[side], pos->rule, color, pos->win_length,
					     (size_t)pos->width * (size_t)pos->height);
		pos->class_table[side] = cell_class_table(pos->rule == GMK_RULE_RENJU && side == 0);
		eval_weights weights = eval_weights_for(pos->rule, pos->win_length, color);
		pos->values[side] = weights.classes;
		pos->threats[side] = weights.threats;
		if (status == GMK_OK && !pos->class_table[side])
			status = GMK_ENOMEM;
	}
	if (status == GMK_OK && pos->source[0].table)
		pos->pairs = pattern_pair_table(&pos->source[0], &pos->source[1]);
	if (status == GMK_OK && pos->rule == GMK_RULE_RENJU) {
		pos->store = board->store->ops->clone(board->store);
		if (!pos->store)
			status = GMK_ENOMEM;
	}
	if (status != GMK_OK) {
		position_free(pos);
		return status;
	}

	/* Walls everywhere, then the board; keys see the walls, then the stones. */
	for (size_t i = 0; i < cell_count; i++) {
		eval_cell *c = &pos->cells[i];
		memset(c, 0, sizeof(*c));
		c->slot = -1;
		c->state = LINE_WALL;
	}
	for (int y = 0; y < pos->height; y++)
		for (int x = 0; x < pos->width; x++) {
			eval_cell *c = &pos->cells[position_cell(pos, x, y)];
			c->state = LINE_EMPTY;
			for (int dir = 0; dir < GMK_DIRECTIONS; dir++)
				c->key[dir] = wall_key(pos, x, y, dir);
		}
	pos->empty_count = pos->width * pos->height;
	const unsigned char *stones = backend_cells(board->store);
	for (int y = 0; y < pos->height; y++)
		for (int x = 0; x < pos->width; x++) {
			gmk_color color = (gmk_color)stones[y * pos->width + x];
			if (color != GMK_EMPTY)
				put_stone(pos, position_cell(pos, x, y), color, 0);
		}
	for (int y = 0; y < pos->height; y++)
		for (int x = 0; x < pos->width; x++) {
			eval_cell *c = &pos->cells[position_cell(pos, x, y)];
			if (c->state == LINE_EMPTY)
				enter_empty(pos, c);
		}
	pos->to_move = board->to_move;
	pos->hash = board->hash;
	return GMK_OK;
}

void position_free(position *pos)
{
	free(pos->cells);
	free(pos->candidates);
	free(pos->moves);
	free(pos->changes);
	if (pos->store)
		pos->store->ops->destroy(pos->store);
	pattern_source_free(&pos->source[0]);
	pattern_source_free(&pos->source[1]);
	memset(pos, 0, sizeof(*pos));
}

int position_is_foul(const position *pos, int cell)
{
	/* The class marks every foul (and some legal points): only those need the full reading. */
	if (pos->rule != GMK_RULE_RENJU || pos->cells[cell].cls[0] != CLS_FORBIDDEN)
		return 0;
	gmk_point p = position_point(pos, cell);
	return rules_renju_foul(pos->store, p.x, p.y) != GMK_FOUL_NONE;
}

int position_five_points(const position *pos, gmk_color c, int *out, int max)
{
	int side = side_of(c), n = 0;
	if (pos->count[side][CLS_FIVE] == 0)
		return 0;
	for (int i = 0; i < pos->candidate_count; i++) {
		int cell = pos->candidates[i];
		if (pos->cells[cell].cls[side] == CLS_FIVE) {
			if (n < max)
				out[n] = cell;
			n++;
		}
	}
	return n;
}
