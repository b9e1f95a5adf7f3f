/* SPDX-License-Identifier: MIT */
/* The engine handle's layout and the root driver, shared by lib/search only. */
#ifndef GMK_SEARCH_ENGINE_INTERNAL_H
#define GMK_SEARCH_ENGINE_INTERNAL_H

#include <stdatomic.h>

#include "gomoku/engine.h"
#include "search/search_log.h"
#include "search/searcher.h"
#include "search/tt.h"

struct gmk_engine {
	gmk_engine_options opts;
	tt table;
	vcf_cache vcf_fail;
	atomic_int stop;
	/* Searches under way (gmk_engine_free waits for 0); the last engine field a search touches. */
	atomic_int searching;
	/* gmk_engine_free was called from this engine's own callback: the search frees it. */
	int free_pending;
	gmk_progress_fn progress;
	void *progress_data;
	log_sink log;             /* gmk_engine_set_log: one "search" event per search */
};

/* What one search call asks for, after validation and level defaults. */
typedef struct search_request {
	int max_depth;
	int multipv;
	int level;
	int root_vcf_depth;       /* attacker moves of the root VCF; 0 = off */
	uint64_t root_vcf_nodes;  /* its node budget */
	uint64_t seed;
} search_request;

/* Runs iterative deepening on s->pos and fills out (best move, lines, PV). */
int root_run(gmk_engine *engine, searcher *s, const search_request *req, gmk_search_result *out);

/*
 * The search threads the caller asked for in gmk_engine_options.threads
 * (version 2): 1 for 0, 1 or a version 1 struct, at most GMK_MAX_THREADS.
 * For the parallel search to read; until it exists the search runs on one.
 */
unsigned int engine_thread_count(const gmk_engine *engine);

#endif
