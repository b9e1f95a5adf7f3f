/* SPDX-License-Identifier: MIT */
/*
 * Lazy SMP: helper threads search the same root as the lead thread, each on
 * its own searcher (position copy, history, killers, move arena, VCF
 * refutation cache, VCT proof-number table: searcher_new gives a helper its
 * own), and share only the transposition table, whose slots
 * are safe to race on (tt.h). What one thread learns orders and cuts the
 * others' trees; half the helpers begin one depth deeper so the threads
 * spread over two depths. Only the lead reports progress and gives the
 * result. Invariants:
 *   1. With one thread nothing here runs: the search stays deterministic.
 *   2. Every helper stops when the lead has finished (the engine's stop flag,
 *      set by smp_finish) and on gmk_engine_stop, both seen within
 *      ABORT_CHECK_MASK nodes; smp_finish returns only after every join.
 *   3. Helpers allocate only before they start searching, never in the
 *      tree beyond what a single-threaded search allocates.
 */
#include <stdlib.h>

#include "core/thread.h"
#include "gomoku/status.h"
#include "search/engine_internal.h"

struct smp_helper {
	searcher *s;
	const search_request *req;
	int id;
	thread_handle thread;
};

static void helper_main(void *arg)
{
	smp_helper *h = arg;
	root_helper_run(h->s, h->req, h->id);
}

void smp_start(gmk_engine *engine, const gmk_board *board, const searcher *lead,
	       const search_request *req, unsigned int threads, smp_team *team)
{
	team->count = 0;
	team->helpers = threads > 1 ? calloc(threads - 1, sizeof(*team->helpers)) : NULL;
	if (!team->helpers)
		return;
	for (unsigned int i = 0; i + 1 < threads; i++) {
		smp_helper *h = &team->helpers[team->count];
		if (searcher_new(engine, board, lead->start_ns, i + 1, &h->s) != GMK_OK)
			break;
		h->s->deadline_ns = lead->deadline_ns;
		h->s->node_limit = lead->node_limit;
		h->s->leaf_vcf_depth = lead->leaf_vcf_depth;
		h->req = req;
		h->id = (int)i + 1;
		if (thread_start(&h->thread, helper_main, h) != 0) {
			searcher_free(h->s);
			break;
		}
		team->count++;
	}
}

uint64_t smp_finish(gmk_engine *engine, smp_team *team)
{
	uint64_t nodes = 0;
	if (team->count)
		atomic_store(&engine->stop, 1);
	for (unsigned int i = 0; i < team->count; i++) {
		smp_helper *h = &team->helpers[i];
		thread_join(h->thread);
		nodes += h->s->nodes;
		searcher_free(h->s);
	}
	free(team->helpers);
	team->helpers = NULL;
	team->count = 0;
	return nodes;
}
