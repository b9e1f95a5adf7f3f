/* SPDX-License-Identifier: MIT */
/*
 * Bytes -> a sequence of public calls on a board with random options: play,
 * undo, redo, setup, reset, rule queries, legal moves, search, VCF, clone and
 * a JSON round trip. When the size fits, an ARRAY and a BITBOARD board are
 * driven side by side and must agree on every answer. After each step the
 * shared invariants (tests/invariants) are checked: the hash against a board
 * set up from scratch, the result against the stones, the history by replay,
 * and a failed call must have changed nothing.
 *
 * Layout: 5 header bytes (width, height, win length, rule, backend and foul
 * policy), then one opcode byte per step followed by its operands. Reading
 * past the end yields zeros, so every input is a valid program.
 */
#include <limits.h>

#include "fuzz.h"
#include "gomoku.h"
#include "invariants.h"

/* Most boards are small so that each input runs fast; a few reach 128. */
#define SMALL_SIZES 18
#define MEDIUM_SIZE_FROM 160
#define MEDIUM_SIZE_MIN 21
#define MEDIUM_SIZES 20
#define LARGE_SIZE_FROM 224
#define LARGE_SIZE_MIN 41
#define LARGE_SIZE_MAX 128
#define BYTE_MAX 255
/* Coordinate bytes below this pick an off-board or extreme value. */
#define SPECIAL_COORDS 8
#define MAX_SETUP_STONES 40
#define MAX_BURST 32
/*
 * Engine work per input stays small: one engine call (a tiny search, a VCF
 * solve or an evaluation), since each builds the evaluator's position afresh.
 */
#define MAX_ENGINE_CALLS 1
#define SEARCH_MIN_NODES 20
#define SEARCH_NODE_SPAN 81
#define SEARCH_MAX_DEPTH 3
#define VCF_MAX_PLIES 7
#define ENGINE_HASH_BYTES ((size_t)1 << 14)
/*
 * O(cells) checks after every step would make the rare large boards (there
 * for the coordinate range) dominate the run time: beyond this many cells the
 * full checks run every HISTORY_CHECK_EVERY steps, the O(1) ones in between.
 */
#define FULL_CHECK_MAX_CELLS 1600
/* The history replay costs O(moves) plays: every few steps and at the end. */
#define HISTORY_CHECK_EVERY 8
/* Not a gmk_pattern: shows that a failed query wrote nothing. */
#define PATTERN_UNSET ((gmk_pattern)99)

typedef struct program {
	const uint8_t *data;
	size_t size;
	size_t pos;
} program;

static unsigned next(program *p)
{
	return p->pos < p->size ? p->data[p->pos++] : 0;
}

static unsigned next16(program *p)
{
	unsigned hi = next(p);
	return hi << 8 | next(p);
}

/* Side length from one byte: mostly 3..20, often 21..40, sometimes up to 128. */
static int decode_size(unsigned b)
{
	if (b < MEDIUM_SIZE_FROM)
		return GMK_MIN_SIZE + (int)(b % SMALL_SIZES);
	if (b < LARGE_SIZE_FROM)
		return MEDIUM_SIZE_MIN + (int)(b % MEDIUM_SIZES);
	return LARGE_SIZE_MIN + (int)(b - LARGE_SIZE_FROM) * (LARGE_SIZE_MAX - LARGE_SIZE_MIN) /
	       (BYTE_MAX - LARGE_SIZE_FROM);
}

/* A coordinate on a side of length n, sometimes off the board. */
static int decode_coord(unsigned b, int n)
{
	if (b >= SPECIAL_COORDS)
		return (int)(b - SPECIAL_COORDS) % n;
	switch (b) {
	case 0:
		return -1;
	case 1:
		return INT_MIN;
	case 2:
		return INT_MAX;
	case 3:
		return -2;
	case 4:
		return n;
	case 5:
		return n + 1;
	case 6:
		return -n;
	default:
		return GMK_MAX_SIZE;
	}
}

/* A colour, usually black or white, sometimes invalid. */
static gmk_color decode_color(unsigned b)
{
	static const int colors[] = { GMK_BLACK, GMK_WHITE, GMK_BLACK, GMK_WHITE,
				      GMK_BLACK, GMK_WHITE, GMK_EMPTY, 3 };
	return (gmk_color)colors[b % (sizeof(colors) / sizeof(colors[0]))];
}

typedef struct session session;
static void make_engines(session *s);

struct session {
	program prog;
	gmk_board_options opts;
	gmk_board *board;        /* as the options ask */
	gmk_board *twin;         /* the other backend, or NULL when the size does not fit */
	gmk_engine *engine;
	gmk_engine *twin_engine;
	int engine_calls;
	uint64_t engine_seed;
};

/* The engines, on the first search or solve of the input (they are large to clear). */
static void make_engines(session *s)
{
	if (s->engine)
		return;
	gmk_engine_options eo = GMK_ENGINE_OPTIONS_INIT;
	eo.hash_bytes = ENGINE_HASH_BYTES;
	eo.seed = s->engine_seed;
	FUZZ_ASSERT(gmk_engine_new(&s->engine, &eo) == GMK_OK);
	if (s->twin)
		FUZZ_ASSERT(gmk_engine_new(&s->twin_engine, &eo) == GMK_OK);
}

static int cells(const session *s)
{
	return s->opts.width * s->opts.height;
}

/* Runs a mutating call on both boards: same status, and a failure changes nothing. */
#define BOTH(s, call_board, call_twin)                                           \
	do {                                                                     \
		inv_state before_;                                               \
		inv_state_take((s)->board, &before_);                            \
		int st_ = (call_board);                                          \
		inv_check_failed_call((s)->board, &before_, st_);                \
		if ((s)->twin) {                                                 \
			inv_state_take((s)->twin, &before_);                     \
			int st2_ = (call_twin);                                  \
			inv_check_failed_call((s)->twin, &before_, st2_);        \
			FUZZ_ASSERT(st_ == st2_);                                \
		}                                                                \
	} while (0)

static void op_play(session *s)
{
	int x = decode_coord(next(&s->prog), s->opts.width);
	int y = decode_coord(next(&s->prog), s->opts.height);
	BOTH(s, gmk_board_play(s->board, x, y), gmk_board_play(s->twin, x, y));
}

/* The O(1) part of the backends' agreement: hash, counts, side to move, result. */
static void check_twin_state(const session *s)
{
	if (!s->twin)
		return;
	inv_state a, b;
	inv_state_take(s->board, &a);
	inv_state_take(s->twin, &b);
	FUZZ_ASSERT(inv_state_equal(&a, &b));
}

/*
 * Plays a run of moves on empty points (the first empty one from a point the
 * bytes pick): the way to reach wins, fouls and full boards quickly. Only the
 * cheap checks run between these moves; the full ones follow the step.
 */
static void op_burst(session *s)
{
	int n = 1 + (int)(next(&s->prog) % MAX_BURST);
	for (int i = 0; i < n && !gmk_board_is_over(s->board); i++) {
		int start = (int)(next16(&s->prog) % (unsigned)cells(s));
		int at = start;
		while (gmk_board_at(s->board, at % s->opts.width, at / s->opts.width) != GMK_EMPTY) {
			at = (at + 1) % cells(s);
			FUZZ_ASSERT(at != start); /* a full board is over */
		}
		int x = at % s->opts.width, y = at / s->opts.width;
		BOTH(s, gmk_board_play(s->board, x, y), gmk_board_play(s->twin, x, y));
		check_twin_state(s);
	}
}

static void op_undo(session *s)
{
	BOTH(s, gmk_board_undo(s->board), gmk_board_undo(s->twin));
}

static void op_redo(session *s)
{
	BOTH(s, gmk_board_redo(s->board), gmk_board_redo(s->twin));
}

static void op_reset(session *s)
{
	BOTH(s, gmk_board_reset(s->board), gmk_board_reset(s->twin));
}

static void op_setup(session *s)
{
	size_t n = next(&s->prog) % MAX_SETUP_STONES;
	gmk_stone stones[MAX_SETUP_STONES];
	for (size_t i = 0; i < n; i++) {
		stones[i].x = decode_coord(next(&s->prog), s->opts.width);
		stones[i].y = decode_coord(next(&s->prog), s->opts.height);
		stones[i].color = decode_color(next(&s->prog));
	}
	gmk_color to_move = decode_color(next(&s->prog));
	BOTH(s, gmk_board_setup(s->board, n ? stones : NULL, n, to_move),
	     gmk_board_setup(s->twin, n ? stones : NULL, n, to_move));
}

/* Sets up the current stones: same position, so the same hash; history restarts. */
static void op_setup_here(session *s)
{
	unsigned char *grid = inv_grid(s->board);
	gmk_stone *stones = malloc((size_t)cells(s) * sizeof(*stones));
	FUZZ_ASSERT(stones != NULL);
	size_t n = 0;
	for (int y = 0; y < s->opts.height; y++)
		for (int x = 0; x < s->opts.width; x++) {
			unsigned char c = grid[(size_t)y * (size_t)s->opts.width + (size_t)x];
			if (c != GMK_EMPTY)
				stones[n++] = (gmk_stone){ x, y, (gmk_color)c };
		}
	uint64_t hash = gmk_board_hash(s->board);
	gmk_color to_move = (gmk_color)gmk_board_to_move(s->board);
	BOTH(s, gmk_board_setup(s->board, stones, n, to_move),
	     gmk_board_setup(s->twin, stones, n, to_move));
	FUZZ_ASSERT(gmk_board_hash(s->board) == hash);
	FUZZ_ASSERT(gmk_board_move_count(s->board) == 0 && gmk_board_redo_count(s->board) == 0);
	free(stones);
	free(grid);
}

static void check_point_queries(session *s, gmk_board *b, int x, int y, gmk_color c,
				gmk_point_info *info, int *foul, int *status)
{
	gmk_pattern patterns[GMK_DIRECTIONS] = { PATTERN_UNSET, PATTERN_UNSET, PATTERN_UNSET,
						 PATTERN_UNSET };
	*foul = gmk_board_foul(b, x, y);
	int pst = gmk_board_patterns(b, x, y, c, patterns);
	*info = (gmk_point_info)GMK_POINT_INFO_INIT;
	*status = gmk_board_point_info(b, x, y, c, info);
	FUZZ_ASSERT(*status == pst);
	if (pst != GMK_OK) {
		FUZZ_ASSERT(patterns[0] == PATTERN_UNSET && patterns[3] == PATTERN_UNSET);
		return;
	}
	int fives = 0, fours = 0, threes = 0;
	for (int d = 0; d < GMK_DIRECTIONS; d++) {
		FUZZ_ASSERT(info->patterns[d] == patterns[d]);
		FUZZ_ASSERT(patterns[d] >= GMK_PATTERN_NONE && patterns[d] <= GMK_PATTERN_OVERLINE);
		fives += patterns[d] == GMK_PATTERN_FIVE;
		fours += patterns[d] == GMK_PATTERN_CLOSED_FOUR || patterns[d] == GMK_PATTERN_OPEN_FOUR;
		threes += patterns[d] == GMK_PATTERN_OPEN_THREE;
	}
	FUZZ_ASSERT(info->makes_five == (fives > 0));
	FUZZ_ASSERT(info->fours >= fours && info->fours <= 2 * fours);
	FUZZ_ASSERT(info->open_threes == threes);
	int renju_black = s->opts.rule == GMK_RULE_RENJU && c == GMK_BLACK;
	FUZZ_ASSERT((int)info->foul == (renju_black ? *foul : GMK_FOUL_NONE));
	/* Five beats a foul. */
	if (info->makes_five)
		FUZZ_ASSERT(info->foul == GMK_FOUL_NONE);

	/* The answer predicts what playing there does. */
	if ((int)c != gmk_board_to_move(b) || gmk_board_is_over(b))
		return;
	gmk_board *after = NULL;
	FUZZ_ASSERT(gmk_board_clone(&after, b) == GMK_OK);
	int st = gmk_board_play(after, x, y);
	int rejected = renju_black && s->opts.foul_policy == GMK_FOUL_REJECT &&
		       info->foul != GMK_FOUL_NONE;
	FUZZ_ASSERT(st == (rejected ? GMK_EFORBIDDEN : GMK_OK));
	if (st == GMK_OK) {
		gmk_result r = GMK_RESULT_INIT;
		FUZZ_ASSERT(gmk_board_result(after, &r) == GMK_OK);
		FUZZ_ASSERT((r.reason == GMK_REASON_FIVE) == info->makes_five);
		FUZZ_ASSERT((r.reason == GMK_REASON_FOUL) == (info->foul != GMK_FOUL_NONE));
	}
	gmk_board_free(after);
}

static void op_point_queries(session *s)
{
	int x = decode_coord(next(&s->prog), s->opts.width);
	int y = decode_coord(next(&s->prog), s->opts.height);
	gmk_color c = decode_color(next(&s->prog));
	int on_board = x >= 0 && y >= 0 && x < s->opts.width && y < s->opts.height;
	int at = gmk_board_at(s->board, x, y);
	FUZZ_ASSERT(on_board ? at >= GMK_EMPTY && at <= GMK_WHITE : at == GMK_EOFFBOARD);
	if (s->twin)
		FUZZ_ASSERT(gmk_board_at(s->twin, x, y) == at);
	gmk_point_info ia, ib;
	int fa, fb, sa, sb;
	check_point_queries(s, s->board, x, y, c, &ia, &fa, &sa);
	if (!s->twin)
		return;
	check_point_queries(s, s->twin, x, y, c, &ib, &fb, &sb);
	FUZZ_ASSERT(fa == fb && sa == sb);
	FUZZ_ASSERT(ia.makes_five == ib.makes_five && ia.fours == ib.fours &&
		    ia.open_threes == ib.open_threes && ia.foul == ib.foul);
	for (int d = 0; d < GMK_DIRECTIONS; d++)
		FUZZ_ASSERT(ia.patterns[d] == ib.patterns[d]);
}

/*
 * The board's legal moves, mask, forbidden points and fouls agree; the twin's
 * mask and forbidden points equal the board's, so its own agree too.
 */
static void op_legal(session *s)
{
	if (cells(s) > FULL_CHECK_MAX_CELLS)
		return;
	inv_check_legal(s->board);
	if (!s->twin)
		return;
	size_t n = (size_t)cells(s);
	unsigned char *ma = malloc(n), *mb = malloc(n);
	FUZZ_ASSERT(ma && mb);
	FUZZ_ASSERT(gmk_board_legal_mask(s->board, ma, n) == gmk_board_legal_mask(s->twin, mb, n));
	FUZZ_ASSERT(memcmp(ma, mb, n) == 0);
	FUZZ_ASSERT(gmk_board_forbidden_points(s->board, NULL, 0) ==
		    gmk_board_forbidden_points(s->twin, NULL, 0));
	free(ma);
	free(mb);
}

static void op_eval(session *s)
{
	if (++s->engine_calls > MAX_ENGINE_CALLS)
		return;
	int ea = 0, eb = 0;
	int sa = gmk_board_evaluate(s->board, &ea);
	if (!s->twin)
		return;
	int sb = gmk_board_evaluate(s->twin, &eb);
	FUZZ_ASSERT(sa == sb && (sa != GMK_OK || ea == eb));
}

static int same_search(const gmk_search_result *a, const gmk_search_result *b)
{
	if (a->best.x != b->best.x || a->best.y != b->best.y || a->score != b->score ||
	    a->depth != b->depth || a->nodes != b->nodes || a->pv_length != b->pv_length ||
	    a->line_count != b->line_count)
		return 0;
	for (int i = 0; i < a->pv_length; i++)
		if (a->pv[i].x != b->pv[i].x || a->pv[i].y != b->pv[i].y)
			return 0;
	return 1;
}

/* A tiny node-limited search; both backends' engines must answer alike. */
static void op_search(session *s)
{
	gmk_search_limits l = GMK_SEARCH_LIMITS_INIT;
	l.nodes = SEARCH_MIN_NODES + (int64_t)(next(&s->prog) % SEARCH_NODE_SPAN);
	unsigned b = next(&s->prog);
	l.depth = 1 + (int)(b % SEARCH_MAX_DEPTH);
	l.multipv = 1 + (int)(b / SEARCH_MAX_DEPTH % 3);
	l.level = (int)(next(&s->prog) % (GMK_MAX_LEVEL + 1));
	if (++s->engine_calls > MAX_ENGINE_CALLS)
		return;
	make_engines(s);
	gmk_search_result ra, rb;
	int sa = inv_check_search(s->engine, s->board, &l, &ra);
	if (!s->twin)
		return;
	int sb = inv_check_search(s->twin_engine, s->twin, &l, &rb);
	FUZZ_ASSERT(sa == sb && (sa != GMK_OK || same_search(&ra, &rb)));
}

static void op_vcf(session *s)
{
	int plies = 1 + (int)(next(&s->prog) % VCF_MAX_PLIES);
	if (++s->engine_calls > MAX_ENGINE_CALLS)
		return;
	make_engines(s);
	gmk_point sa[VCF_MAX_PLIES], sb[VCF_MAX_PLIES];
	int la, lb;
	int sta = inv_check_vcf(s->engine, s->board, plies, sa, &la);
	if (!s->twin)
		return;
	int stb = inv_check_vcf(s->twin_engine, s->twin, plies, sb, &lb);
	FUZZ_ASSERT(sta == stb && la == lb);
	for (int i = 0; i < la; i++)
		FUZZ_ASSERT(sa[i].x == sb[i].x && sa[i].y == sb[i].y);
}

/* Replaces both boards with clones, which must be the same game. */
static void op_clone(session *s)
{
	gmk_board *c = NULL;
	FUZZ_ASSERT(gmk_board_clone(&c, s->board) == GMK_OK);
	inv_check_same(s->board, c);
	gmk_board_free(s->board);
	s->board = c;
	if (s->twin) {
		FUZZ_ASSERT(gmk_board_clone(&c, s->twin) == GMK_OK);
		gmk_board_free(s->twin);
		s->twin = c;
	}
}

/* Save, load: the same game, undo line included (the loaded backend is AUTO). */
static void op_json(session *s)
{
	char *text = NULL;
	gmk_record_info info = GMK_RECORD_INFO_INIT;
	info.black = "black";
	FUZZ_ASSERT(gmk_record_to_json(s->board, &info, &text) == GMK_OK);
	gmk_board *loaded = NULL;
	gmk_record_info back = GMK_RECORD_INFO_INIT;
	int st = gmk_record_from_json(&loaded, text, strlen(text), &back);
	if (st != GMK_OK)
		fprintf(stderr, "reload failed (%d): %s\n%s\n", st, gmk_last_error_message(), text);
	FUZZ_ASSERT(st == GMK_OK);
	FUZZ_ASSERT(back.black && strcmp(back.black, "black") == 0);
	inv_check_same(s->board, loaded);
	if (s->twin) {
		char *twin_text = NULL;
		FUZZ_ASSERT(gmk_record_to_json(s->twin, &info, &twin_text) == GMK_OK);
		FUZZ_ASSERT(strcmp(text, twin_text) == 0);
		gmk_free(twin_text);
	}
	gmk_record_info_clear(&back);
	gmk_board_free(loaded);
	gmk_free(text);
}

static void op_diagram(session *s)
{
	char *a = NULL, *b = NULL;
	unsigned flags = next(&s->prog) & (GMK_DIAGRAM_FORBIDDEN | GMK_DIAGRAM_NO_LAST_MOVE |
					   GMK_DIAGRAM_NO_LABELS);
	FUZZ_ASSERT(gmk_board_diagram(s->board, flags, &a) == GMK_OK && a);
	if (s->twin) {
		FUZZ_ASSERT(gmk_board_diagram(s->twin, flags, &b) == GMK_OK && b);
		FUZZ_ASSERT(strcmp(a, b) == 0);
	}
	gmk_free(a);
	gmk_free(b);
}

typedef void (*op_fn)(session *s);

/* Weighted by repetition: moves and history operations dominate. */
static const op_fn ops[] = {
	op_play, op_play, op_play, op_burst, op_burst, op_undo, op_undo, op_redo,
	op_redo, op_reset, op_setup, op_setup_here, op_point_queries, op_point_queries,
	op_legal, op_eval, op_search, op_vcf, op_clone, op_json, op_diagram,
};
#define OP_COUNT (sizeof(ops) / sizeof(ops[0]))

/* Options from the header bytes; some invalid ones must be refused cleanly. */
static void make_boards(session *s)
{
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.width = decode_size(next(&s->prog));
	o.height = decode_size(next(&s->prog));
	unsigned k = next(&s->prog);
	o.rule = (gmk_rule)(next(&s->prog) % (GMK_RULE_CARO_EXACT + 1));
	o.win_length = o.rule == GMK_RULE_FREESTYLE || o.rule == GMK_RULE_STANDARD ?
		GMK_MIN_WIN_LENGTH + (int)(k % (GMK_MAX_WIN_LENGTH - GMK_MIN_WIN_LENGTH + 1)) : 5;
	unsigned b = next(&s->prog);
	o.backend = (gmk_backend_kind)(b % 3);
	o.foul_policy = (gmk_foul_policy)(b / 3 % 2);
	int fits = o.width <= GMK_BITBOARD_MAX_SIZE && o.height <= GMK_BITBOARD_MAX_SIZE;

	gmk_board *sentinel = (gmk_board *)&s->prog;
	s->board = sentinel;
	int st = gmk_board_new(&s->board, &o);
	if (o.backend == GMK_BACKEND_BITBOARD && !fits) {
		FUZZ_ASSERT(st == GMK_ERANGE && s->board == sentinel);
		o.backend = GMK_BACKEND_ARRAY;
		st = gmk_board_new(&s->board, &o);
	}
	FUZZ_ASSERT(st == GMK_OK);
	FUZZ_ASSERT(gmk_board_get_options(s->board, &s->opts) == GMK_OK);
	FUZZ_ASSERT(s->opts.backend == (fits && o.backend != GMK_BACKEND_ARRAY ?
					GMK_BACKEND_BITBOARD : GMK_BACKEND_ARRAY));
	s->twin = NULL;
	if (fits) {
		gmk_board_options t = s->opts;
		t.backend = s->opts.backend == GMK_BACKEND_ARRAY ? GMK_BACKEND_BITBOARD :
								   GMK_BACKEND_ARRAY;
		FUZZ_ASSERT(gmk_board_new(&s->twin, &t) == GMK_OK);
	}
	/* A wrong win length for the rule is refused and writes nothing. */
	gmk_board *bad = sentinel;
	o.win_length = GMK_MAX_WIN_LENGTH + 1;
	FUZZ_ASSERT(gmk_board_new(&bad, &o) == GMK_ERANGE && bad == sentinel);
}

/* The invariants after a step; with_history adds the O(moves) history replay. */
static void check_step(session *s, int with_history)
{
	int full = with_history || cells(s) <= FULL_CHECK_MAX_CELLS;
	if (with_history)
		inv_check_board(s->board);
	else if (full)
		inv_check_position(s->board);
	if (full && s->twin)
		inv_check_same(s->board, s->twin);
	else
		check_twin_state(s);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	session s = { .prog = { data, size, 0 } };
	make_boards(&s);
	s.engine_seed = next(&s.prog);
	inv_check_board(s.board);
	for (int steps = 1; s.prog.pos < s.prog.size; steps++) {
		ops[next(&s.prog) % OP_COUNT](&s);
		check_step(&s, steps % HISTORY_CHECK_EVERY == 0 || s.prog.pos >= s.prog.size);
	}
	inv_release();
	gmk_engine_free(s.twin_engine);
	gmk_engine_free(s.engine);
	gmk_board_free(s.twin);
	gmk_board_free(s.board);
	return 0;
}
