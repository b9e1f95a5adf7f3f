/* SPDX-License-Identifier: MIT */
/*
 * Line patterns by table lookup. For win length 5 (every rule's usual case,
 * and the only one renju and caro allow) a line through a point is decided
 * by the 5 cells on each side. Each side is turned into a small code with one
 * lookup over its own and empty bits, and the pair of codes indexes a table
 * of verdicts built once per rule variant (thread_once_run: the library keeps
 * no mutable global state after that). Other win lengths use the reference
 * classifier of shape.c directly.
 *
 * Side codes: a side with `room` cells on the board (the rest is edge) and
 * cells c1..c_room (nearest first; 0 empty, 1 own, 2 opponent) has code
 * side_offset[room] + sum c_i * 3^(i-1). Rooms of 5 come first, so the
 * rules that treat the edge like an opponent stone (all but caro) only need
 * the first 3^5 codes of each side.
 */
#include <string.h>

#include "core/thread.h"
#include "rules/line.h"
#include "rules/rules.h"
#include "rules/shape.h"

#define TABLE_K 5
#define SIDE_CELLS TABLE_K
#define SIDE_BITS_INDEX (1u << (2 * SIDE_CELLS))       /* own bits | empty bits << 5 */
#define SIDE_CELL_MASK ((1u << SIDE_CELLS) - 1)
#define OPEN_SIDE_CODES 243                             /* 3^5: no edge within reach */
#define ALL_SIDE_CODES 364                              /* 3^5 + 3^4 + ... + 3^0 */
#define AFTER_SHIFT (GMK_LINE_RADIUS + 1)               /* window bit of offset +1 */
#define BEFORE_SHIFT (GMK_LINE_RADIUS - SIDE_CELLS)     /* window bit of offset -5 */
/* The cells within TABLE_K - 1 of the centre, where a row through it can have stones. */
#define NEAR_MASK ((((line_window)1 << (2 * TABLE_K - 1)) - 1) << (GMK_LINE_RADIUS - TABLE_K + 1) & \
		   ~GMK_LINE_CENTER_BIT)

/* Table entries: pattern in bits 0-3, fours in 4-5, open-three points in 6-13. */
#define ENTRY_PATTERN_MASK 0xFu
#define ENTRY_FOURS_SHIFT 4
#define ENTRY_FOURS_MASK 0x3u
#define ENTRY_THREE_SHIFT 6
#define ENTRY_UNSET 0xFFFFu
#define THREE_HALF_BITS 4   /* three points lie within 4 cells on each side */
#define THREE_HALF_MASK ((1u << THREE_HALF_BITS) - 1)
#define THREE_BEFORE_BIT (GMK_LINE_RADIUS - THREE_HALF_BITS)   /* window bit of offset -4 */

enum table_variant { VARIANT_AT_LEAST, VARIANT_EXACT, VARIANT_CARO, VARIANT_CARO_EXACT, VARIANTS };

static const gmk_rule variant_rule[VARIANTS] = {
	GMK_RULE_FREESTYLE, GMK_RULE_STANDARD, GMK_RULE_CARO, GMK_RULE_CARO_EXACT,
};

/* Written once under side_once, read-only afterwards. */
static uint16_t side_code_after[SIDE_CELLS + 1][SIDE_BITS_INDEX];
static uint16_t side_code_before[SIDE_CELLS + 1][SIDE_BITS_INDEX];
static unsigned char side_room[ALL_SIDE_CODES];
static unsigned char side_cells[ALL_SIDE_CODES][SIDE_CELLS];
static int side_offset[SIDE_CELLS + 1];
static thread_once side_once = THREAD_ONCE_INIT;

/* Written once under each variant's flag, read-only afterwards. */
static uint16_t table_open[2][OPEN_SIDE_CODES * OPEN_SIDE_CODES];
static uint16_t table_caro[2][ALL_SIDE_CODES * ALL_SIDE_CODES];
static thread_once variant_once[VARIANTS] = {
	THREAD_ONCE_INIT, THREAD_ONCE_INIT, THREAD_ONCE_INIT, THREAD_ONCE_INIT,
};

static int variant_has_edge(int v)
{
	return v == VARIANT_CARO || v == VARIANT_CARO_EXACT;
}

static uint16_t *table_of(int v)
{
	return variant_has_edge(v) ? table_caro[v - VARIANT_CARO] : table_open[v];
}

static int codes_of(int v)
{
	return variant_has_edge(v) ? ALL_SIDE_CODES : OPEN_SIDE_CODES;
}

static unsigned reverse_side_bits(unsigned bits)
{
	unsigned r = 0;
	for (int i = 0; i < SIDE_CELLS; i++)
		if (bits & (1u << i))
			r |= 1u << (SIDE_CELLS - 1 - i);
	return r;
}

/* Nearest-first own and empty bits of one side -> its code, with `room` cells on the board. */
static uint16_t side_code_of(int room, unsigned own, unsigned empty)
{
	int code = 0, weight = 1;
	for (int i = 0; i < room; i++) {
		int value = (own >> i) & 1u ? SHAPE_OWN : (empty >> i) & 1u ? SHAPE_EMPTY : SHAPE_OPP;
		code += value * weight;
		weight *= 3;
	}
	return (uint16_t)(side_offset[room] + code);
}

static void build_side_codes(void)
{
	int offset = 0, count = 1;
	for (int i = 0; i < SIDE_CELLS; i++)
		count *= 3;
	for (int room = SIDE_CELLS; room >= 0; room--) {
		side_offset[room] = offset;
		for (int c = 0; c < count; c++) {
			side_room[offset + c] = (unsigned char)room;
			for (int i = 0, rest = c; i < SIDE_CELLS; i++, rest /= 3)
				side_cells[offset + c][i] = (unsigned char)(i < room ? rest % 3 : SHAPE_EDGE);
		}
		offset += count;
		count /= 3;
	}
	for (int room = 0; room <= SIDE_CELLS; room++)
		for (unsigned own = 0; own <= SIDE_CELL_MASK; own++)
			for (unsigned empty = 0; empty <= SIDE_CELL_MASK; empty++) {
				unsigned index = own | empty << SIDE_CELLS;
				side_code_after[room][index] = side_code_of(room, own, empty);
				side_code_before[room][index] = side_code_of(room, reverse_side_bits(own),
									      reverse_side_bits(empty));
			}
}

static uint16_t encode_entry(rules_line r)
{
	line_window t = r.three_points;
	unsigned three = ((t >> THREE_BEFORE_BIT) & THREE_HALF_MASK) |
			 (((t >> AFTER_SHIFT) & THREE_HALF_MASK) << THREE_HALF_BITS);
	unsigned fours = (unsigned)r.fours > ENTRY_FOURS_MASK ? ENTRY_FOURS_MASK : (unsigned)r.fours;
	return (uint16_t)((unsigned)r.pattern | fours << ENTRY_FOURS_SHIFT | three << ENTRY_THREE_SHIFT);
}

static inline rules_line decode_entry(uint16_t e)
{
	unsigned three = (unsigned)e >> ENTRY_THREE_SHIFT;
	rules_line r;
	r.pattern = (gmk_pattern)(e & ENTRY_PATTERN_MASK);
	r.fours = (int)((e >> ENTRY_FOURS_SHIFT) & ENTRY_FOURS_MASK);
	r.three_points = (line_window)(three & THREE_HALF_MASK) << THREE_BEFORE_BIT |
			 (line_window)((three >> THREE_HALF_BITS) & THREE_HALF_MASK) << AFTER_SHIFT;
	return r;
}

/* The code of one side of a radius-5 line (sign -1: before the centre). */
static int side_code_of_line(const shape_line *l, int sign)
{
	int room = 0, code = 0, weight = 1;
	while (room < SIDE_CELLS && l->cell[TABLE_K + sign * (room + 1)] != SHAPE_EDGE) {
		code += l->cell[TABLE_K + sign * (room + 1)] * weight;
		weight *= 3;
		room++;
	}
	return side_offset[room] + code;
}

static void line_of_key(int v, int key, shape_line *l)
{
	int codes = codes_of(v);
	int before = key / codes, after = key % codes;
	l->radius = TABLE_K;
	l->k = TABLE_K;
	l->rule = variant_rule[v];
	l->cell[TABLE_K] = SHAPE_OWN;
	for (int i = 0; i < SIDE_CELLS; i++) {
		l->cell[TABLE_K - 1 - i] = side_cells[before][i];
		l->cell[TABLE_K + 1 + i] = side_cells[after][i];
	}
}

struct memo {
	int variant;
	uint16_t *table;
};

static rules_line classify_memo(struct memo *m, shape_line *l);

/* The two-stones level reads the verdict of the line with one more stone from the table. */
static gmk_pattern memo_after(void *ctx, const shape_line *l)
{
	struct memo *m = ctx;
	int key = side_code_of_line(l, -1) * codes_of(m->variant) + side_code_of_line(l, 1);
	if (m->table[key] == ENTRY_UNSET) {
		shape_line copy = *l;
		m->table[key] = encode_entry(classify_memo(m, &copy));
	}
	return (gmk_pattern)(m->table[key] & ENTRY_PATTERN_MASK);
}

static rules_line classify_memo(struct memo *m, shape_line *l)
{
	return shape_classify(l, memo_after, m);
}

static void build_variant(int v)
{
	thread_once_run(&side_once, build_side_codes);
	struct memo m = { v, table_of(v) };
	int keys = codes_of(v) * codes_of(v);
	for (int key = 0; key < keys; key++)
		m.table[key] = ENTRY_UNSET;
	for (int key = 0; key < keys; key++) {
		if (m.table[key] != ENTRY_UNSET)
			continue;
		shape_line l;
		line_of_key(v, key, &l);
		m.table[key] = encode_entry(classify_memo(&m, &l));
	}
}

static void build_at_least(void) { build_variant(VARIANT_AT_LEAST); }
static void build_exact(void) { build_variant(VARIANT_EXACT); }
static void build_caro(void) { build_variant(VARIANT_CARO); }
static void build_caro_exact(void) { build_variant(VARIANT_CARO_EXACT); }

static void (*const variant_builder[VARIANTS])(void) = {
	build_at_least, build_exact, build_caro, build_caro_exact,
};

static int variant_of(gmk_rule rule)
{
	switch (rule) {
	case GMK_RULE_STANDARD:
		return VARIANT_EXACT;
	case GMK_RULE_CARO:
		return VARIANT_CARO;
	case GMK_RULE_CARO_EXACT:
		return VARIANT_CARO_EXACT;
	default:
		return VARIANT_AT_LEAST;
	}
}

void rules_tables_init(gmk_rule rule, gmk_color color)
{
	int v = variant_of(shape_rule_for(rule, color));
	thread_once_run(&variant_once[v], variant_builder[v]);
}

/* The reference classifier on a window; cells past `room` on either side are the edge. */
static rules_line classify_window(gmk_rule rule, int k, line_window own, line_window empty,
				  int room_before, int room_after)
{
	shape_line l;
	l.radius = k;
	l.k = k;
	l.rule = rule;
	for (int off = -k; off <= k; off++) {
		int bit = off + GMK_LINE_RADIUS;
		int value = (own >> bit) & 1u ? SHAPE_OWN : (empty >> bit) & 1u ? SHAPE_EMPTY : SHAPE_OPP;
		if (off < -room_before || off > room_after)
			value = SHAPE_EDGE;
		l.cell[off + k] = (unsigned char)value;
	}
	l.cell[k] = SHAPE_OWN;
	return shape_classify(&l, NULL, NULL);
}

static inline unsigned side_bits(line_window own, line_window empty, int shift)
{
	return ((own >> shift) & SIDE_CELL_MASK) | ((empty >> shift) & SIDE_CELL_MASK) << SIDE_CELLS;
}

/* Table lookup of a rule variant whose table is built; rooms only matter for caro. */
static inline rules_line lookup(int v, line_window own, line_window empty, int room_before,
				int room_after)
{
	unsigned after = side_bits(own, empty, AFTER_SHIFT);
	unsigned before = side_bits(own, empty, BEFORE_SHIFT);
	if (!variant_has_edge(v)) {
		/* The edge blocks like an opponent stone: every side is a full one. */
		int key = side_code_before[SIDE_CELLS][before] * OPEN_SIDE_CODES +
			  side_code_after[SIDE_CELLS][after];
		return decode_entry(table_open[v][key]);
	}
	if (room_before > SIDE_CELLS)
		room_before = SIDE_CELLS;
	if (room_after > SIDE_CELLS)
		room_after = SIDE_CELLS;
	int key = side_code_before[room_before][before] * ALL_SIDE_CODES +
		  side_code_after[room_after][after];
	return decode_entry(table_caro[v - VARIANT_CARO][key]);
}

static inline int ready_variant(gmk_rule own_rule)
{
	int v = variant_of(own_rule);
	thread_once_run(&variant_once[v], variant_builder[v]);
	return v;
}

rules_line rules_line_shape_windows(gmk_rule rule, int k, gmk_color color, line_window own,
				    line_window empty, int room_before, int room_after)
{
	gmk_rule own_rule = shape_rule_for(rule, color);
	if (k != TABLE_K)
		return classify_window(own_rule, k, own, empty, room_before, room_after);
	return lookup(ready_variant(own_rule), own, empty, room_before, room_after);
}

rules_line rules_renju_black_line(line_window own, line_window empty)
{
	return lookup(VARIANT_EXACT, own, empty, SIDE_CELLS, SIDE_CELLS);
}

/* On-board cells beyond (x, y) along (dx, dy), at most `cap`. */
static int room_towards(const gmk_backend *s, int x, int y, int dx, int dy, int cap)
{
	int room = cap;
	if (dx > 0 && s->width - 1 - x < room)
		room = s->width - 1 - x;
	if (dx < 0 && x < room)
		room = x;
	if (dy > 0 && s->height - 1 - y < room)
		room = s->height - 1 - y;
	if (dy < 0 && y < room)
		room = y;
	return room;
}

/*
 * One line through (x, y) from its windows, the variant's table being ready
 * when k is TABLE_K.
 */
static rules_line line_shape(const gmk_backend *store, gmk_rule own_rule, int v, int k, int x,
			     int y, int dir, line_window own, line_window empty)
{
	if (k == TABLE_K && !(own & NEAR_MASK)) {
		/* A lone stone on its line: no five within reach, not even a two. */
		rules_line none = { GMK_PATTERN_NONE, 0, 0 };
		return none;
	}
	if (k == TABLE_K && !variant_has_edge(v))
		return lookup(v, own, empty, SIDE_CELLS, SIDE_CELLS);
	int dx = gmk_dir_dx[dir], dy = gmk_dir_dy[dir];
	int reach = k > TABLE_K ? k : TABLE_K;
	int before = room_towards(store, x, y, -dx, -dy, reach);
	int after = room_towards(store, x, y, dx, dy, reach);
	if (k == TABLE_K)
		return lookup(v, own, empty, before, after);
	return classify_window(own_rule, k, own, empty, before, after);
}

rules_line rules_line_shape(const gmk_backend *store, gmk_rule rule, int k, int x, int y,
			    int dir, gmk_color color)
{
	gmk_rule own_rule = shape_rule_for(rule, color);
	int v = k == TABLE_K ? ready_variant(own_rule) : variant_of(own_rule);
	line_window own = backend_line(store, x, y, dir, color);
	line_window empty = backend_line(store, x, y, dir, GMK_EMPTY);
	return line_shape(store, own_rule, v, k, x, y, dir, own, empty);
}

/* Under renju a black open three is real only if a straight-four point is open to black. */
static gmk_pattern real_pattern(const gmk_backend *store, gmk_rule rule, int x, int y, int dir,
				gmk_color color, rules_line r)
{
	if (rule == GMK_RULE_RENJU && color == GMK_BLACK && r.pattern == GMK_PATTERN_OPEN_THREE &&
	    !rules_renju_three_is_real(store, x, y, dir, r.three_points))
		return GMK_PATTERN_CLOSED_THREE;
	return r.pattern;
}

gmk_pattern rules_line_pattern(const gmk_backend *store, gmk_rule rule, int k, int x, int y,
			       int dir, gmk_color color)
{
	rules_line r = rules_line_shape(store, rule, k, x, y, dir, color);
	return real_pattern(store, rule, x, y, dir, color, r);
}

void rules_point_patterns(const gmk_backend *store, gmk_rule rule, int k, int x, int y,
			  gmk_color color, gmk_pattern out[GMK_DIRECTIONS])
{
	gmk_rule own_rule = shape_rule_for(rule, color);
	int v = k == TABLE_K ? ready_variant(own_rule) : variant_of(own_rule);
	line_window own[GMK_DIRECTIONS], empty[GMK_DIRECTIONS];
	backend_lines(store, x, y, color, own);
	backend_lines(store, x, y, GMK_EMPTY, empty);
	for (int dir = 0; dir < GMK_DIRECTIONS; dir++) {
		rules_line r = line_shape(store, own_rule, v, k, x, y, dir, own[dir], empty[dir]);
		out[dir] = real_pattern(store, rule, x, y, dir, color, r);
	}
}

void rules_point_summary(const gmk_backend *store, gmk_rule rule, int k, int x, int y,
			 gmk_color color, rules_point *out)
{
	gmk_rule own_rule = shape_rule_for(rule, color);
	int v = k == TABLE_K ? ready_variant(own_rule) : variant_of(own_rule);
	line_window own[GMK_DIRECTIONS], empty[GMK_DIRECTIONS];
	backend_lines(store, x, y, color, own);
	backend_lines(store, x, y, GMK_EMPTY, empty);
	memset(out, 0, sizeof(*out));
	for (int dir = 0; dir < GMK_DIRECTIONS; dir++) {
		rules_line r = line_shape(store, own_rule, v, k, x, y, dir, own[dir], empty[dir]);
		r.pattern = real_pattern(store, rule, x, y, dir, color, r);
		out->patterns[dir] = r.pattern;
		out->makes_five |= r.pattern == GMK_PATTERN_FIVE;
		out->fours += r.fours;
		out->open_threes += r.pattern == GMK_PATTERN_OPEN_THREE;
	}
	out->foul = rule == GMK_RULE_RENJU && color == GMK_BLACK ? rules_renju_foul(store, x, y)
								 : GMK_FOUL_NONE;
}
