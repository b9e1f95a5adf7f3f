/* SPDX-License-Identifier: MIT */
/*
 * The engine's speed: nodes per second over a fixed set of 15x15 freestyle
 * middle-game positions, each searched to a fixed depth on one thread by an
 * engine cleared before it, and the average time to complete each depth;
 * section "threads" the same with the parallel search on two threads,
 * section "renju" on one thread under renju (the same stones: no black foul
 * among them, so the renju search, its foul checks and its own pruning, runs
 * on the same games).
 */
#include <stdio.h>
#include <time.h>

#include "bench.h"
#include "core/thread.h"
#include "gomoku.h"

#define BENCH_DEPTH 8
/* The parallel search's figures (section "threads"): two threads, the machine's cores. */
#define SMP_THREADS 2
#define MAX_MOVES 32
/* Room for a JSON key of the report: a rule's prefix and a figure's name. */
#define KEY_SIZE 64

/*
 * Middle games (x, y), 12 stones each, from the engine's self-play: none is
 * decided within the bench depth, so every search runs to it. -1 ends a game.
 */
static const int positions[][MAX_MOVES][2] = {
	{ { 7, 8 }, { 6, 6 }, { 5, 8 }, { 7, 9 }, { 6, 9 }, { 8, 8 }, { 6, 10 }, { 5, 10 }, { 5, 5 },
	  { 4, 7 }, { 3, 7 }, { 6, 8 }, { -1, -1 } },
	{ { 8, 7 }, { 7, 7 }, { 7, 8 }, { 9, 6 }, { 9, 8 }, { 7, 6 }, { 8, 8 }, { 10, 8 }, { 8, 6 },
	  { 8, 9 }, { 6, 10 }, { 8, 5 }, { -1, -1 } },
	{ { 7, 8 }, { 6, 7 }, { 5, 7 }, { 7, 9 }, { 4, 8 }, { 5, 8 }, { 6, 6 }, { 3, 9 }, { 7, 6 },
	  { 8, 6 }, { 9, 8 }, { 7, 5 }, { -1, -1 } },
	{ { 6, 6 }, { 8, 5 }, { 5, 9 }, { 8, 8 }, { 6, 8 }, { 8, 6 }, { 8, 7 }, { 6, 5 }, { 4, 10 },
	  { 3, 11 }, { 6, 10 }, { 7, 5 }, { -1, -1 } },
	{ { 7, 8 }, { 7, 9 }, { 9, 8 }, { 8, 5 }, { 6, 7 }, { 6, 8 }, { 5, 7 }, { 8, 9 }, { 9, 9 },
	  { 8, 8 }, { 8, 7 }, { 9, 7 }, { -1, -1 } },
	{ { 7, 7 }, { 7, 8 }, { 8, 9 }, { 8, 6 }, { 10, 9 }, { 9, 9 }, { 8, 11 }, { 8, 10 },
	  { 9, 11 }, { 7, 11 }, { 10, 8 }, { 10, 10 }, { -1, -1 } },
};

#define POSITION_COUNT (sizeof(positions) / sizeof(positions[0]))

/* CPU seconds of this thread: on a loaded machine wall time also counts other programs. */
static double cpu_now(void)
{
	return (double)thread_cpu_ns() * 1e-9;
}

typedef struct depth_times {
	double ms[BENCH_DEPTH + 1];
	int reached[BENCH_DEPTH + 1];
} depth_times;

static void on_depth(const gmk_search_info *info, void *data)
{
	depth_times *t = data;
	if (info->depth >= 1 && info->depth <= BENCH_DEPTH) {
		t->ms[info->depth] += info->elapsed_ms;
		t->reached[info->depth]++;
	}
}

typedef struct search_run {
	depth_times times;
	uint64_t nodes;
	double seconds, cpu_seconds;
	double process_cpu_seconds;   /* every thread's CPU time, helpers included */
} search_run;

/* CPU seconds of the whole process (all threads): clock() counts them on POSIX. */
static double process_cpu_now(void)
{
	return (double)clock() / CLOCKS_PER_SEC;
}

/* An empty 15x15 board under rule, or NULL when out of memory. */
static gmk_board *new_board(gmk_rule rule)
{
	gmk_board *b = NULL;
	gmk_board_options board_opts = GMK_BOARD_OPTIONS_INIT;
	board_opts.rule = rule;
	return gmk_board_new(&b, &board_opts) == GMK_OK ? b : NULL;
}

/*
 * The library builds a rule's pattern tables at its first search: done here
 * once, untimed, so the first position's depth 1 does not carry it.
 */
static void warm_up(gmk_rule rule)
{
	gmk_board *b = new_board(rule);
	gmk_engine *e = NULL;
	if (b && gmk_engine_new(&e, NULL) == GMK_OK && gmk_board_play(b, 7, 7) == GMK_OK) {
		gmk_search_limits limits = GMK_SEARCH_LIMITS_INIT;
		limits.depth = 1;
		gmk_search_result r = GMK_SEARCH_RESULT_INIT;
		gmk_engine_search(e, b, &limits, &r);
	}
	gmk_engine_free(e);
	gmk_board_free(b);
}

/*
 * Every position under rule by one engine with this many threads, cleared
 * before each: the empty tables of a fresh engine, with their pages already
 * in memory. A fresh engine per position would time the kernel's first touch
 * of those pages, and the allocator's reuse of a freed table decides how
 * many of them: the figure would follow malloc, not the search. 0 on failure.
 */
static int run_positions(gmk_rule rule, unsigned int threads, search_run *run)
{
	warm_up(rule);
	gmk_engine *e = NULL;
	gmk_engine_options opts = GMK_ENGINE_OPTIONS_INIT;
	opts.threads = threads;
	if (gmk_engine_new(&e, &opts) != GMK_OK) {
		fprintf(stderr, "bench_search: out of memory\n");
		return 0;
	}
	gmk_engine_set_progress(e, on_depth, &run->times);
	int ok = 1;
	for (size_t p = 0; ok && p < POSITION_COUNT; p++) {
		gmk_board *b = new_board(rule);
		ok = b && gmk_engine_clear(e) == GMK_OK;
		if (!ok)
			fprintf(stderr, "bench_search: out of memory\n");
		for (int i = 0; ok && i < MAX_MOVES && positions[p][i][0] >= 0; i++) {
			ok = gmk_board_play(b, positions[p][i][0], positions[p][i][1]) == GMK_OK;
			if (!ok)
				fprintf(stderr, "bench_search: position %zu, move %d refused\n", p, i);
		}
		if (ok) {
			gmk_search_limits limits = GMK_SEARCH_LIMITS_INIT;
			limits.depth = BENCH_DEPTH;
			gmk_search_result r = GMK_SEARCH_RESULT_INIT;
			double t0 = bench_now(), c0 = cpu_now(), p0 = process_cpu_now();
			int status = gmk_engine_search(e, b, &limits, &r);
			run->seconds += bench_now() - t0;
			run->cpu_seconds += cpu_now() - c0;
			run->process_cpu_seconds += process_cpu_now() - p0;
			if (status == GMK_OK)
				run->nodes += r.nodes;
		}
		gmk_board_free(b);
	}
	gmk_engine_free(e);
	return ok;
}

static void add_time_to_depth(cJSON *report, const char *name, const depth_times *times)
{
	cJSON *ttd = cJSON_AddObjectToObject(report, name);
	for (int d = 1; d <= BENCH_DEPTH; d++) {
		char key[8];
		snprintf(key, sizeof(key), "%d", d);
		/* Positions solved early stop deepening: average over those that got there. */
		if (times->reached[d])
			cJSON_AddNumberToObject(ttd, key, times->ms[d] / times->reached[d]);
	}
}

/* The report key prefix + name, in key. */
static const char *key_of(char key[KEY_SIZE], const char *prefix, const char *name)
{
	snprintf(key, KEY_SIZE, "%s%s", prefix, name);
	return key;
}

static void add_named(cJSON *report, const char *prefix, const char *name, double value)
{
	char key[KEY_SIZE];
	cJSON_AddNumberToObject(report, key_of(key, prefix, name), value);
}

/* One thread under rule: the figures under names starting with prefix. */
static void report_one_thread(cJSON *report, gmk_rule rule, const char *prefix)
{
	search_run one = { { { 0 }, { 0 } }, 0, 0, 0, 0 };
	if (!run_positions(rule, 1, &one))
		return;
	add_named(report, prefix, "search_nps", one.seconds > 0 ? (double)one.nodes / one.seconds : 0);
	add_named(report, prefix, "search_nps_cpu",
		  one.cpu_seconds > 0 ? (double)one.nodes / one.cpu_seconds : 0);
	add_named(report, prefix, "search_nodes", (double)one.nodes);
	add_named(report, prefix, "search_seconds", one.seconds);
	add_named(report, prefix, "search_cpu_seconds", one.cpu_seconds);
	add_named(report, prefix, "search_depth", BENCH_DEPTH);
	char key[KEY_SIZE];
	add_time_to_depth(report, key_of(key, prefix, "time_to_depth_ms"), &one.times);
}

void bench_search(cJSON *report)
{
	report_one_thread(report, GMK_RULE_FREESTYLE, "");
}

void bench_search_renju(cJSON *report)
{
	report_one_thread(report, GMK_RULE_RENJU, "renju_");
}

void bench_search_threads(cJSON *report)
{
	/* The same positions with the parallel search: wall-clock figures, nodes
	 * of all threads, and the CPU time of all threads (on a shared machine
	 * the second thread may get no core of its own: compare the CPU seconds
	 * with the wall seconds to see how much it ran). */
	search_run two = { { { 0 }, { 0 } }, 0, 0, 0, 0 };
	if (!run_positions(GMK_RULE_FREESTYLE, SMP_THREADS, &two))
		return;
	cJSON_AddNumberToObject(report, "search_threads", SMP_THREADS);
	cJSON_AddNumberToObject(report, "search_threads_nps",
				two.seconds > 0 ? (double)two.nodes / two.seconds : 0);
	cJSON_AddNumberToObject(report, "search_threads_nodes", (double)two.nodes);
	cJSON_AddNumberToObject(report, "search_threads_seconds", two.seconds);
	cJSON_AddNumberToObject(report, "search_threads_cpu_seconds", two.process_cpu_seconds);
	add_time_to_depth(report, "search_threads_time_to_depth_ms", &two.times);
}
