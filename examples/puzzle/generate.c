/* SPDX-License-Identifier: MIT */
/*
 * Generation: the engine plays itself at a weak, randomised level, and every
 * position of its games where the side to move has a VCF becomes a
 * candidate (for --kind vct: a VCT where there is no VCF). A candidate is
 * kept when it is not trivial (at least two attacker moves before the
 * five), its first move is unique (verify.c, verify_vct.c) and no symmetry
 * of it was kept before. With --from, the positions of the user's records
 * (records.c) are the candidates instead of self-play's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "puzzle.h"

/* Self-play: a weak level for varied games, few nodes per move. */
#define SELF_PLAY_LEVEL 6
#define SELF_PLAY_DEPTH 4
/* Positions before this move are openings: no puzzles yet. */
#define FIRST_PUZZLE_MOVE 7
/* Trivial: a five at once (1 ply) or one four then the five (3 plies). */
#define MIN_SOLUTION_PLIES 5
#define MAX_KEPT 100000
/* Each game starts with this many random stones in the central square of this half-size:
   the engine's levels are repeatable for a seed, so the variety comes from here. */
#define RANDOM_OPENING_STONES 4
#define RANDOM_OPENING_REACH 3

/* xorshift64: small, seedable, the same on every platform. */
static unsigned long long next_random(unsigned long long *state)
{
	unsigned long long x = *state ? *state : 0x9E3779B97F4A7C15ULL;
	x ^= x << 13;
	x ^= x >> 7;
	x ^= x << 17;
	return *state = x;
}

static void random_opening(gmk_board *b, unsigned long long *state)
{
	int cx = gmk_board_width(b) / 2, cy = gmk_board_height(b) / 2;
	int span = 2 * RANDOM_OPENING_REACH + 1;
	for (int placed = 0, tries = 0; placed < RANDOM_OPENING_STONES && tries < 100; tries++) {
		int x = cx - RANDOM_OPENING_REACH + (int)(next_random(state) % (unsigned)span);
		int y = cy - RANDOM_OPENING_REACH + (int)(next_random(state) % (unsigned)span);
		placed += gmk_board_play(b, x, y) == GMK_OK;
	}
}

/* A position's key under symmetry t: its stones mapped and sorted, as text. */
static int cmp_stone(const void *a, const void *b)
{
	const gmk_stone *s = a, *t = b;
	if (s->y != t->y)
		return s->y - t->y;
	if (s->x != t->x)
		return s->x - t->x;
	return s->color - t->color;
}

static unsigned long long key_of(const struct puzzle *pz, int t)
{
	gmk_stone mapped[PUZZLE_MAX_STONES];
	int w = pz->options.width, h = pz->options.height;
	for (int i = 0; i < pz->stone_count; i++) {
		int x = pz->stones[i].x, y = pz->stones[i].y;
		if (t & 4) {
			int swap = x;
			x = y;
			y = swap;
		}
		if (t & 1)
			x = ((t & 4) ? h : w) - 1 - x;
		if (t & 2)
			y = ((t & 4) ? w : h) - 1 - y;
		mapped[i] = (gmk_stone){ x, y, pz->stones[i].color };
	}
	qsort(mapped, (size_t)pz->stone_count, sizeof mapped[0], cmp_stone);
	/* FNV-1a over the sorted stones and the side to move. */
	unsigned long long hash = 1469598103934665603ULL;
	for (int i = 0; i < pz->stone_count; i++) {
		int v[3] = { mapped[i].x, mapped[i].y, mapped[i].color };
		for (int k = 0; k < 3; k++)
			hash = (hash ^ (unsigned long long)v[k]) * 1099511628211ULL;
	}
	return (hash ^ (unsigned long long)pz->to_move) * 1099511628211ULL;
}

/* The smallest key over the board's symmetries: equal for symmetric twins. */
static unsigned long long canonical_key(const struct puzzle *pz)
{
	int square = pz->options.width == pz->options.height;
	unsigned long long best = key_of(pz, 0);
	for (int t = 1; t < 8; t++)
		if (square || !(t & 4)) {
			unsigned long long k = key_of(pz, t);
			best = k < best ? k : best;
		}
	return best;
}

static int seen(unsigned long long *keys, int *count, unsigned long long key)
{
	for (int i = 0; i < *count; i++)
		if (keys[i] == key)
			return 1;
	if (*count < MAX_KEPT)
		keys[(*count)++] = key;
	return 0;
}

/* The win of the kind wanted: a VCF, or a VCT where there is no VCF; its length or 0. */
static int forced_win(gmk_engine *engine, const gmk_board *b, enum puzzle_kind kind,
		      int max_plies, gmk_point *line)
{
	int length = 0;
	/* A VCT puzzle must have no VCF of any length. */
	if (gmk_engine_solve_vcf(engine, b, kind == PUZZLE_VCF ? max_plies : PUZZLE_MAX_PLIES, line,
				 PUZZLE_MAX_PLIES, &length) != GMK_OK)
		return 0;
	if (kind == PUZZLE_VCF || length > 0)
		return kind == PUZZLE_VCF ? length : 0;
	gmk_search_limits limits = GMK_SEARCH_LIMITS_INIT;
	limits.nodes = PUZZLE_VCT_NODES;
	if (gmk_engine_solve_vct(engine, b, max_plies, &limits, line, PUZZLE_MAX_PLIES,
				 &length) != GMK_OK)
		return 0;
	return length;
}

/* The puzzle of board's current position if it has a forced win (solution filled), else 0. */
static int candidate(gmk_engine *engine, const gmk_board *b, struct puzzle *pz, int max_plies)
{
	int setup = gmk_board_setup_count(b), moves = gmk_board_move_count(b);
	/* A record's set-up stones come first; openings (few stones) hold no puzzles. */
	if (setup + moves < FIRST_PUZZLE_MOVE || setup + moves > PUZZLE_MAX_STONES)
		return 0;
	int length = forced_win(engine, b, pz->kind, max_plies, pz->solution);
	if (length < MIN_SOLUTION_PLIES)
		return 0;
	pz->solution_length = length;
	pz->stone_count = setup + moves;
	pz->to_move = gmk_board_to_move(b);
	for (int i = 0; i < setup; i++)
		gmk_board_setup_at(b, i, &pz->stones[i]);
	for (int i = 0; i < moves; i++) {
		gmk_point p;
		gmk_board_move_at(b, i, &p);
		/* Colours alternate back from the side to move. */
		int same = (moves - i) % 2 == 0;
		gmk_color other = pz->to_move == GMK_BLACK ? GMK_WHITE : GMK_BLACK;
		pz->stones[setup + i] = (gmk_stone){ p.x, p.y, same ? (gmk_color)pz->to_move : other };
	}
	return 1;
}

/* One generation run: the solver, the symmetric forms kept, the counts. */
struct finder {
	const struct generate_options *o;
	gmk_engine *engine;
	unsigned long long *keys;
	struct puzzle *pz;
	int found, kept, candidates, rejected;
};

/* Writes the puzzle of b's position, if it is one. */
static void consider(struct finder *f, const gmk_board *b, int game)
{
	struct puzzle *pz = f->pz;
	char why[PUZZLE_WHY_MAX];
	int failed = 0, threes = 0;
	if (!candidate(f->engine, b, pz, f->o->max_plies) ||
	    seen(f->keys, &f->kept, canonical_key(pz)))
		return;
	f->candidates++;
	if (pz->kind == PUZZLE_VCT ? puzzle_verify_vct(f->engine, pz, &failed, &threes, why, sizeof why)
				   : puzzle_verify(f->engine, pz, &failed, why, sizeof why)) {
		f->rejected++;
		if (!f->o->quiet)
			fprintf(stderr, "game %d: rejected: %s\n", game + 1, why);
		return;
	}
	/* Harder: more attacker moves, more tempting threats that fail,
	   and each open three (a threat no four forces) counts once more. */
	pz->difficulty = (pz->solution_length + 1) / 2 + 0.5 * failed + threes;
	puzzle_write(f->o->out, pz);
	f->found++;
	if (!f->o->quiet)
		fprintf(stderr, "game %d: puzzle %d (%d plies)\n", game + 1, f->found,
			pz->solution_length);
}

/* The next move of a game: the engine's (self-play) or the record's. */
typedef int (*next_move)(struct finder *f, gmk_board *b, const gmk_board *record);

static int engine_move(struct finder *f, gmk_board *b, const gmk_board *record)
{
	(void)record;
	gmk_search_limits l = GMK_SEARCH_LIMITS_INIT;
	l.level = SELF_PLAY_LEVEL;
	l.depth = SELF_PLAY_DEPTH;
	gmk_search_result r = GMK_SEARCH_RESULT_INIT;
	return gmk_engine_search(f->engine, b, &l, &r) == GMK_OK &&
	       gmk_board_play(b, r.best.x, r.best.y) == GMK_OK;
}

static int record_move(struct finder *f, gmk_board *b, const gmk_board *record)
{
	(void)f;
	gmk_point p;
	int at = gmk_board_move_count(b);
	return at < gmk_board_move_count(record) && gmk_board_move_at(record, at, &p) == GMK_OK &&
	       gmk_board_play(b, p.x, p.y) == GMK_OK;
}

/* Every position of one game, from b's, until the game ends or enough are found. */
static void scan(struct finder *f, gmk_board *b, next_move next, const gmk_board *record,
		 int game)
{
	while (!gmk_board_is_over(b) && f->found < f->o->count) {
		consider(f, b, game);
		if (!next(f, b, record))
			break;
	}
}

static int finder_open(struct finder *f, const struct generate_options *o)
{
	gmk_engine_options eo = GMK_ENGINE_OPTIONS_INIT;
	eo.seed = o->seed;
	*f = (struct finder){ .o = o };
	if (gmk_engine_new(&f->engine, &eo) != GMK_OK)
		return -1;
	f->keys = malloc(sizeof *f->keys * MAX_KEPT);
	f->pz = calloc(1, sizeof *f->pz);
	if (!f->keys || !f->pz)
		return -1;
	f->pz->options = (gmk_board_options)GMK_BOARD_OPTIONS_INIT;
	f->pz->options.rule = o->rule;
	f->pz->kind = o->kind;
	return 0;
}

/* Frees the finder; the number of puzzles found, or -1 after a failure. */
static int finder_close(struct finder *f, int failed)
{
	if (!f->o->quiet && !failed)
		fprintf(stderr, "%d candidates with a %s of %d+ plies, %d rejected\n", f->candidates,
			f->o->kind == PUZZLE_VCT ? "VCT (and no VCF)" : "VCF", MIN_SOLUTION_PLIES,
			f->rejected);
	free(f->keys);
	free(f->pz);
	gmk_engine_free(f->engine);
	return failed ? -1 : f->found;
}

int puzzle_generate(const struct generate_options *o)
{
	struct finder f;
	if (finder_open(&f, o) != 0)
		return finder_close(&f, 1);
	unsigned long long state = o->seed * 0x9E3779B97F4A7C15ULL + 1;
	for (int game = 0; game < o->games && f.found < o->count; game++) {
		gmk_board *b;
		if (gmk_board_new(&b, &f.pz->options) != GMK_OK)
			break;
		random_opening(b, &state);
		scan(&f, b, engine_move, NULL, game);
		gmk_board_free(b);
	}
	return finder_close(&f, 0);
}

int puzzle_generate_from(const struct generate_options *o, char *const *paths, int path_count)
{
	struct finder f;
	if (finder_open(&f, o) != 0)
		return finder_close(&f, 1);
	int failed = 0;
	for (int i = 0; i < path_count && f.found < o->count && !failed; i++) {
		gmk_board *record, *b;
		if (puzzle_read_record(paths[i], o->rule, &record) != 0) {
			failed = 1;
			break;
		}
		gmk_board_options bo = GMK_BOARD_OPTIONS_INIT;
		gmk_board_get_options(record, &bo);
		if (bo.win_length != 5 || gmk_board_clone(&b, record) != GMK_OK) {
			fprintf(stderr, "%s: only five-in-a-row games hold puzzles\n", paths[i]);
			gmk_board_free(record);
			failed = 1;
			break;
		}
		while (gmk_board_move_count(b) > 0)
			gmk_board_undo(b);
		f.pz->options = (gmk_board_options)GMK_BOARD_OPTIONS_INIT;
		f.pz->options.width = bo.width;
		f.pz->options.height = bo.height;
		f.pz->options.rule = bo.rule;
		scan(&f, b, record_move, record, i);
		gmk_board_free(b);
		gmk_board_free(record);
	}
	return finder_close(&f, failed);
}
