/* SPDX-License-Identifier: MIT */
/* The node pool, expansion, and finding last search's subtree again. */
#include <stdlib.h>

#include "core/error.h"
#include "gomoku/status.h"
#include "mcts/mcts_internal.h"

/* How far past the last root a new search may start and still reuse it. */
#define REUSE_MAX_MOVES 2

int tree_has_room(const gmk_mcts *m, int count)
{
	return count <= m->opts.max_nodes - m->used;
}

int32_t tree_add(gmk_mcts *m, int32_t parent, int32_t action, float prior)
{
	if (!tree_has_room(m, 1))
		return -1;
	mcts_node *n = &m->nodes[m->used];
	*n = (mcts_node){ .parent = parent, .first_child = -1, .action = action, .prior = prior };
	return m->used++;
}

void tree_clear(gmk_mcts *m)
{
	m->used = 0;
	m->root = -1;
	m->root_noised = 0;
}

int tree_expand(gmk_mcts *m, int32_t node, const unsigned char *mask, const float *priors,
		int points)
{
	int legal = 0;
	double total = 0;
	for (int p = 0; p < points; p++)
		if (mask[p]) {
			legal++;
			total += priors[p] > 0 ? priors[p] : 0;
		}
	if (!tree_has_room(m, legal))
		return GMK_ENOMEM;
	int32_t first = m->used;
	for (int p = 0; p < points; p++) {
		if (!mask[p])
			continue;
		double weight = priors[p] > 0 ? priors[p] : 0;
		tree_add(m, node, p, (float)(total > 0 ? weight / total : 1.0 / legal));
	}
	m->nodes[node].first_child = first;
	m->nodes[node].child_count = legal;
	return GMK_OK;
}

static int32_t child_with(const gmk_mcts *m, int32_t node, int32_t action)
{
	const mcts_node *n = &m->nodes[node];
	for (int32_t c = 0; c < n->child_count; c++)
		if (m->nodes[n->first_child + c].action == action)
			return n->first_child + c;
	return -1;
}

/* The subtree below the old root along board's last extra moves, or -1. */
static int32_t find_subtree(gmk_mcts *m, const gmk_board *board, int width)
{
	int moves = gmk_board_move_count(board), extra = moves - m->root_moves;
	if (m->root < 0 || extra < 0 || extra > REUSE_MAX_MOVES)
		return -1;
	gmk_board *back;
	if (gmk_board_clone(&back, board) != GMK_OK)
		return -1;
	for (int i = 0; i < extra; i++)
		gmk_board_undo(back);
	int same = gmk_board_hash(back) == m->root_hash && gmk_board_move_count(back) == m->root_moves;
	gmk_board_free(back);
	int32_t node = same ? m->root : -1;
	for (int i = 0; i < extra && node >= 0; i++) {
		gmk_point p;
		gmk_board_move_at(board, m->root_moves + i, &p);
		node = child_with(m, node, p.y * width + p.x);
	}
	return node;
}

int tree_root_for(gmk_mcts *m, const gmk_board *board, int *reused)
{
	int32_t node = find_subtree(m, board, gmk_board_width(board));
	/* A reused subtree keeps the old tree's other nodes until the next
	 * clear; past half the cap a fresh tree is cheaper than running dry. */
	if (node >= 0 && m->used > m->opts.max_nodes / 2)
		node = -1;
	if (node < 0) {
		tree_clear(m);
		if ((node = tree_add(m, -1, -1, 1.0f)) < 0)
			return error_nomem("the tree's root");
	}
	if (node != m->root)
		m->root_noised = 0;
	m->nodes[node].parent = -1;
	m->root = node;
	m->root_hash = gmk_board_hash(board);
	m->root_moves = gmk_board_move_count(board);
	*reused = m->nodes[node].visits;
	return GMK_OK;
}
