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
	vct_table vct;            /* the threat-space solver's proof numbers */
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
	/* Levels: lines within level_margin of the best may be played; the best
	 * with level_best_percent odds, the second with 3/4 of the rest. */
	int level_margin;
	int level_best_percent;
	uint64_t seed;
} search_request;

/* Runs iterative deepening on s->pos and fills out (best move, lines, PV). */
int root_run(gmk_engine *engine, searcher *s, const search_request *req, gmk_search_result *out);
/*
 * A Lazy SMP helper's search (thread id >= 1): iterative deepening on the
 * same root, its results only in the shared transposition table, until the
 * stop flag, the limits or req->max_depth end it.
 */
void root_helper_run(searcher *s, const search_request *req, int id);

/*
 * A searcher over a private copy of the board for search thread `thread`:
 * all share the engine's transposition table and stop flag; thread 0 (the
 * lead, and the public solvers) also uses the engine's VCF cache and VCT
 * table, a helper (>= 1) gets its own, since they are not safe to share.
 */
int searcher_new(gmk_engine *engine, const gmk_board *board, int64_t start_ns, unsigned int thread,
		 searcher **out);
void searcher_free(searcher *s);
/* The transposition table's bytes, which the VCF cache and the helpers' tables follow. */
size_t engine_table_bytes(const gmk_engine *engine);

/* The helper threads of one search (smp.c). */
typedef struct smp_helper smp_helper;
typedef struct smp_team {
	smp_helper *helpers;
	unsigned int count;
} smp_team;

/*
 * Starts threads - 1 helpers beside the lead searcher, with its limits. On
 * any shortage it starts fewer (the search is only slower), so it cannot fail.
 */
void smp_start(gmk_engine *engine, const gmk_board *board, const searcher *lead,
	       const search_request *req, unsigned int threads, smp_team *team);
/* Stops the helpers (the engine's stop flag), joins and frees them; their nodes. */
uint64_t smp_finish(gmk_engine *engine, smp_team *team);

/*
 * The search threads the caller asked for in gmk_engine_options.threads
 * (version 2): 1 for 0, 1 or a version 1 struct, at most GMK_MAX_THREADS.
 * The search runs this many threads (smp.c), levels excepted.
 */
unsigned int engine_thread_count(const gmk_engine *engine);

#endif
