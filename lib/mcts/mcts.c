/* SPDX-License-Identifier: MIT */
/* The tree search handle: options, evaluator, clearing and stopping. */
#include <stdlib.h>

#include "gomoku/batch.h"
#include "gomoku/status.h"
#include "mcts/mcts_internal.h"

#define MAX_BATCH 1024
#define MIN_NODES 1000
#define MAX_NODES (1 << 26)

int gmk_mcts_options_init(gmk_mcts_options *opts, unsigned int version)
{
	if (!opts)
		return GMK_EINVAL;
	if (version != GMK_MCTS_OPTIONS_VERSION)
		return GMK_EVERSION;
	gmk_mcts_options defaults = GMK_MCTS_OPTIONS_INIT;
	*opts = defaults;
	return GMK_OK;
}

static int validate(const gmk_mcts_options *o)
{
	if (o->version != GMK_MCTS_OPTIONS_VERSION)
		return GMK_EVERSION;
	if (!(o->c_puct > 0) || o->batch_size < 1 || o->batch_size > MAX_BATCH ||
	    !(o->dirichlet_alpha >= 0) || !(o->dirichlet_weight >= 0 && o->dirichlet_weight <= 1) ||
	    o->max_nodes < MIN_NODES || o->max_nodes > MAX_NODES)
		return GMK_ERANGE;
	if (gmk_batch_plane_count(o->planes) < 0)
		return GMK_EINVAL;
	return GMK_OK;
}

int gmk_mcts_new(gmk_mcts **out, const gmk_mcts_options *opts)
{
	if (!out)
		return GMK_EINVAL;
	gmk_mcts_options defaults = GMK_MCTS_OPTIONS_INIT;
	const gmk_mcts_options *o = opts ? opts : &defaults;
	int status = validate(o);
	if (status != GMK_OK)
		return status;
	gmk_mcts *m = calloc(1, sizeof(*m));
	if (!m)
		return GMK_ENOMEM;
	m->nodes = malloc((size_t)o->max_nodes * sizeof(*m->nodes));
	if (!m->nodes) {
		free(m);
		return GMK_ENOMEM;
	}
	m->opts = *o;
	m->random = o->seed;
	atomic_init(&m->stop, 0);
	tree_clear(m);
	*out = m;
	return GMK_OK;
}

void gmk_mcts_free(gmk_mcts *mcts)
{
	if (!mcts)
		return;
	free(mcts->nodes);
	free(mcts);
}

int gmk_mcts_set_evaluator(gmk_mcts *mcts, gmk_mcts_evaluator fn, void *user_data)
{
	if (!mcts)
		return GMK_EINVAL;
	mcts->evaluate = fn;
	mcts->user_data = user_data;
	tree_clear(mcts);
	return GMK_OK;
}

int gmk_mcts_clear(gmk_mcts *mcts)
{
	if (!mcts)
		return GMK_EINVAL;
	tree_clear(mcts);
	return GMK_OK;
}

void gmk_mcts_stop(gmk_mcts *mcts)
{
	if (mcts)
		atomic_store(&mcts->stop, 1);
}
