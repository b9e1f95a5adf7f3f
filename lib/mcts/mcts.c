/* SPDX-License-Identifier: MIT */
/* The tree search handle: options, evaluator, clearing and stopping. */
#include <stdlib.h>

#include "core/error.h"
#include "gomoku/batch.h"
#include "gomoku/status.h"
#include "mcts/mcts_internal.h"
#include "mcts/struct_versions.h"

#define MAX_BATCH 1024
#define MIN_NODES 1000
#define MAX_NODES (1 << 26)

int gmk_mcts_options_init(gmk_mcts_options *opts, unsigned int version)
{
	if (!opts)
		return error_null("opts");
	gmk_mcts_options defaults = GMK_MCTS_OPTIONS_INIT;
	return versioned_init(&mcts_options_type, opts, version, &defaults);
}

/* The caller's options (of any known version) over the defaults, checked. */
static int read_options(gmk_mcts_options *o, const gmk_mcts_options *opts)
{
	int status = opts ? versioned_read(&mcts_options_type, o, opts) : GMK_OK;
	if (status != GMK_OK)
		return status;
	if (!(o->c_puct > 0))
		return error_set(GMK_ERANGE, "c_puct %g is not positive", o->c_puct);
	if (o->batch_size < 1 || o->batch_size > MAX_BATCH)
		return error_set(GMK_ERANGE, "batch_size %d is outside 1..%d", o->batch_size,
				 MAX_BATCH);
	if (!(o->dirichlet_alpha >= 0))
		return error_set(GMK_ERANGE, "dirichlet_alpha %g is negative", o->dirichlet_alpha);
	if (!(o->dirichlet_weight >= 0 && o->dirichlet_weight <= 1))
		return error_set(GMK_ERANGE, "dirichlet_weight %g is outside 0..1",
				 o->dirichlet_weight);
	if (o->max_nodes < MIN_NODES || o->max_nodes > MAX_NODES)
		return error_set(GMK_ERANGE, "max_nodes %d is outside %d..%d", o->max_nodes,
				 MIN_NODES, MAX_NODES);
	status = gmk_batch_plane_count(o->planes);
	return status < 0 ? status : GMK_OK;
}

int gmk_mcts_new(gmk_mcts **out, const gmk_mcts_options *opts)
{
	if (!out)
		return error_null("out");
	gmk_mcts_options o = GMK_MCTS_OPTIONS_INIT;
	int status = read_options(&o, opts);
	if (status != GMK_OK)
		return status;
	gmk_mcts *m = calloc(1, sizeof(*m));
	if (!m)
		return error_nomem("a tree search");
	m->nodes = malloc((size_t)o.max_nodes * sizeof(*m->nodes));
	if (!m->nodes) {
		free(m);
		return error_set(GMK_ENOMEM, "out of memory for a tree of %d nodes", o.max_nodes);
	}
	m->opts = o;
	m->random = o.seed;
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
		return error_null("mcts");
	mcts->evaluate = fn;
	mcts->user_data = user_data;
	tree_clear(mcts);
	return GMK_OK;
}

int gmk_mcts_clear(gmk_mcts *mcts)
{
	if (!mcts)
		return error_null("mcts");
	tree_clear(mcts);
	return GMK_OK;
}

void gmk_mcts_stop(gmk_mcts *mcts)
{
	if (mcts)
		atomic_store(&mcts->stop, 1);
}
