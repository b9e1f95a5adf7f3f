/* SPDX-License-Identifier: MIT */
/*
 * The tactics sets played through the engine's search (not the solvers
 * alone), as a game would: one gmk_engine_search per position under a time
 * (or node) limit, on a fresh engine.
 *   vct lines: solved when the move wins, i.e. the search proves a win
 *   (its score) or the move is the first move of the solver's winning line;
 *   an unproven other move counts as a miss, so the figure is a lower bound.
 *   defend lines: solved when the move is the one saving move.
 * Usage: engine_tactics [--ms N] [--nodes N] [--threads N] FILE...
 * Prints one line per position and a summary per file and kind.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gomoku.h"
#include "vct_set.h"

#define DEFAULT_MS 1000
#define LINE_CAPACITY 64
#define SOLVER_PLIES 63
/* The solver's budget for the reference line (no clock: the answer is fixed). */
#define SOLVER_NODES 20000000

static double cpu_ms(void)
{
	return (double)clock() * 1000.0 / CLOCKS_PER_SEC;
}

static gmk_engine *fresh_engine(unsigned int threads)
{
	gmk_engine_options o = GMK_ENGINE_OPTIONS_INIT;
	o.threads = threads;
	gmk_engine *e = NULL;
	return gmk_engine_new(&e, &o) == GMK_OK ? e : NULL;
}

/* Does the move win: a proven score, or the solver's own first move? */
static int move_wins(gmk_engine *e, const gmk_board *b, const gmk_search_result *r)
{
	if (GMK_SCORE_IS_WIN(r->score))
		return 1;
	gmk_point line[LINE_CAPACITY];
	int length = 0;
	gmk_search_limits l = GMK_SEARCH_LIMITS_INIT;
	l.nodes = SOLVER_NODES;
	if (gmk_engine_solve_vct(e, b, SOLVER_PLIES, &l, line, LINE_CAPACITY, &length) != GMK_OK)
		return 0;
	return length > 0 && line[0].x == r->best.x && line[0].y == r->best.y;
}

typedef struct tally {
	int cases, solved;
	double wall_ms, cpu_ms;
} tally;

static int run_file(const char *path, const gmk_search_limits *limits, unsigned int threads,
		    tally *vct, tally *defend)
{
	static vct_case cases[VCT_SET_MAX];
	int n = vct_set_load(path, cases, VCT_SET_MAX);
	if (n < 0)
		return -1;
	for (int i = 0; i < n; i++) {
		const vct_case *c = &cases[i];
		gmk_board *b = vct_case_board(c);
		gmk_engine *e = fresh_engine(threads);
		if (!b || !e) {
			fprintf(stderr, "%s:%d: cannot set up the position\n", path, c->line);
			gmk_board_free(b);
			gmk_engine_free(e);
			return -1;
		}
		gmk_search_result r = GMK_SEARCH_RESULT_INIT;
		double cpu0 = cpu_ms();
		int status = gmk_engine_search(e, b, limits, &r);
		double used_cpu = cpu_ms() - cpu0;
		int ok = 0;
		tally *t = c->defence ? defend : vct;
		if (status == GMK_OK)
			ok = c->defence ? vct_case_is_save(c, r.best.x, r.best.y) :
					  move_wins(e, b, &r);
		t->cases++;
		t->solved += ok;
		t->wall_ms += r.time_ms;
		t->cpu_ms += used_cpu;
		printf("%s:%d %s %s move %d,%d score %d depth %d nodes %llu %d ms (cpu %.0f)\n", path,
		       c->line, c->defence ? "defend" : "vct", ok ? "ok  " : "MISS", r.best.x, r.best.y,
		       r.score, r.depth, (unsigned long long)r.nodes, r.time_ms, used_cpu);
		gmk_engine_free(e);
		gmk_board_free(b);
	}
	return 0;
}

static void summary(const char *kind, const tally *t)
{
	if (!t->cases)
		return;
	printf("%s: %d/%d (%.0f%%), %.0f ms a position (cpu %.0f ms)\n", kind, t->solved, t->cases,
	       100.0 * t->solved / t->cases, t->wall_ms / t->cases, t->cpu_ms / t->cases);
}

int main(int argc, char **argv)
{
	gmk_search_limits limits = GMK_SEARCH_LIMITS_INIT;
	limits.time_ms = DEFAULT_MS;
	unsigned int threads = 1;
	int first = 1;
	for (; first + 1 < argc && !strncmp(argv[first], "--", 2); first += 2) {
		long v = strtol(argv[first + 1], NULL, 10);
		if (!strcmp(argv[first], "--ms"))
			limits.time_ms = (int)v;
		else if (!strcmp(argv[first], "--nodes"))
			limits.nodes = v;
		else if (!strcmp(argv[first], "--threads"))
			threads = (unsigned int)v;
		else
			break;
	}
	if (first >= argc) {
		fprintf(stderr, "usage: %s [--ms N] [--nodes N] [--threads N] FILE...\n", argv[0]);
		return 2;
	}
	tally vct = { 0 }, defend = { 0 };
	for (int i = first; i < argc; i++)
		if (run_file(argv[i], &limits, threads, &vct, &defend) != 0)
			return 1;
	printf("limits: %d ms, %lld nodes, %u thread(s)\n", limits.time_ms, (long long)limits.nodes,
	       threads);
	summary("vct", &vct);
	summary("defend", &defend);
	return 0;
}
