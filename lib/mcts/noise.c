/* SPDX-License-Identifier: MIT */
/*
 * Dirichlet noise on the root priors (AlphaZero's exploration at the root):
 * a Dirichlet(alpha) draw is a vector of Gamma(alpha) draws, normalised.
 */
#include <math.h>

#include "core/zobrist.h"
#include "mcts/mcts_internal.h"

#define TWO_PI 6.283185307179586

/* Uniform in (0, 1). */
static double uniform(gmk_mcts *m)
{
	return ((double)(zobrist_mix(m->random++) >> 11) + 0.5) / 9007199254740992.0;
}

static double normal(gmk_mcts *m)
{
	return sqrt(-2.0 * log(uniform(m))) * cos(TWO_PI * uniform(m));
}

/* Marsaglia and Tsang's method; alpha < 1 through Gamma(alpha + 1) * U^(1/alpha). */
static double gamma_draw(gmk_mcts *m, double alpha)
{
	if (alpha < 1.0)
		return gamma_draw(m, alpha + 1.0) * pow(uniform(m), 1.0 / alpha);
	double d = alpha - 1.0 / 3.0, c = 1.0 / sqrt(9.0 * d);
	for (;;) {
		double x = normal(m), v = 1.0 + c * x;
		if (v <= 0)
			continue;
		v = v * v * v;
		double u = uniform(m);
		if (log(u) < 0.5 * x * x + d - d * v + d * log(v))
			return d * v;
	}
}

void noise_root(gmk_mcts *m)
{
	mcts_node *root = &m->nodes[m->root];
	if (m->opts.dirichlet_alpha <= 0 || root->child_count == 0 || m->root_noised)
		return;
	mcts_node *child = &m->nodes[root->first_child];
	/* Two passes over the same draws (the generator is a counter, so
	 * rewinding it repeats them): the sum, then the mix. No scratch memory. */
	uint64_t start = m->random;
	double total = 0;
	for (int32_t c = 0; c < root->child_count; c++)
		total += gamma_draw(m, m->opts.dirichlet_alpha);
	m->random = start;
	double w = m->opts.dirichlet_weight;
	for (int32_t c = 0; c < root->child_count; c++) {
		double eta = gamma_draw(m, m->opts.dirichlet_alpha) / total;
		child[c].prior = (float)((1 - w) * child[c].prior + w * eta);
	}
	m->root_noised = 1;
}
