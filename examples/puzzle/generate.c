/* SPDX-License-Identifier: MIT */
/*
 * Generation: the engine plays itself at a weak, randomised level, and every
 * position of its games where the side to move has a VCF becomes a
 * candidate (for --kind vct: a VCT where there is no VCF). A candidate is
 * kept when it is not trivial (at least two attacker moves before the
 * five), its first move is unique (verify.c, verify_vct.c) and no symmetry
 * of it was kept before.
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
	int length = forced_win(engine, b, pz->kind, max_plies, pz->solution);
	if (length < MIN_SOLUTION_PLIES)
		return 0;
	pz->solution_length = length;
	pz->stone_count = gmk_board_move_count(b);
	for (int i = 0; i < pz->stone_count; i++) {
		gmk_point p;
		gmk_board_move_at(b, i, &p);
		pz->stones[i] = (gmk_stone){ p.x, p.y, i % 2 ? GMK_WHITE : GMK_BLACK };
	}
	pz->to_move = gmk_board_to_move(b);
	return 1;
}

int puzzle_generate(const struct generate_options *o)
{
	gmk_engine_options eo = GMK_ENGINE_OPTIONS_INIT;
	eo.seed = o->seed;
	gmk_engine *engine;
	if (gmk_engine_new(&engine, &eo) != GMK_OK)
		return -1;
	unsigned long long *keys = malloc(sizeof *keys * MAX_KEPT);
	struct puzzle *pz = calloc(1, sizeof *pz);
	if (!keys || !pz) {
		free(keys);
		free(pz);
		gmk_engine_free(engine);
		return -1;
	}
	pz->options = (gmk_board_options)GMK_BOARD_OPTIONS_INIT;
	pz->options.rule = o->rule;
	pz->kind = o->kind;
	int found = 0, kept = 0, candidates = 0, rejected = 0;
	unsigned long long state = o->seed * 0x9E3779B97F4A7C15ULL + 1;
	for (int game = 0; game < o->games && found < o->count; game++) {
		gmk_board *b;
		if (gmk_board_new(&b, &pz->options) != GMK_OK)
			break;
		random_opening(b, &state);
		while (!gmk_board_is_over(b) && found < o->count) {
			char why[PUZZLE_WHY_MAX];
			int failed = 0;
			int is_candidate = gmk_board_move_count(b) >= FIRST_PUZZLE_MOVE &&
					   candidate(engine, b, pz, o->max_plies) &&
					   !seen(keys, &kept, canonical_key(pz));
			candidates += is_candidate;
			int threes = 0;
			int wrong = is_candidate &&
				    (pz->kind == PUZZLE_VCT
					     ? puzzle_verify_vct(engine, pz, &failed, &threes, why,
								 sizeof why)
					     : puzzle_verify(engine, pz, &failed, why, sizeof why));
			if (wrong) {
				rejected++;
				if (!o->quiet)
					fprintf(stderr, "game %d: rejected: %s\n", game + 1, why);
			} else if (is_candidate) {
				/* Harder: more attacker moves, more tempting threats that fail,
				   and each open three (a threat no four forces) counts once more. */
				pz->difficulty = (pz->solution_length + 1) / 2 + 0.5 * failed + threes;
				puzzle_write(o->out, pz);
				found++;
				if (!o->quiet)
					fprintf(stderr, "game %d: puzzle %d (%d plies)\n", game + 1, found,
						pz->solution_length);
			}
			gmk_search_limits l = GMK_SEARCH_LIMITS_INIT;
			l.level = SELF_PLAY_LEVEL;
			l.depth = SELF_PLAY_DEPTH;
			gmk_search_result r = GMK_SEARCH_RESULT_INIT;
			if (gmk_engine_search(engine, b, &l, &r) != GMK_OK ||
			    gmk_board_play(b, r.best.x, r.best.y) != GMK_OK)
				break;
		}
		gmk_board_free(b);
	}
	if (!o->quiet)
		fprintf(stderr, "%d candidates with a %s of %d+ plies, %d rejected\n", candidates,
			o->kind == PUZZLE_VCT ? "VCT (and no VCF)" : "VCF", MIN_SOLUTION_PLIES,
			rejected);
	free(keys);
	free(pz);
	gmk_engine_free(engine);
	return found;
}
