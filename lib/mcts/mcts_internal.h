/* SPDX-License-Identifier: MIT */
/*
 * The search tree, shared by lib/mcts's files only.
 *
 * Invariants:
 * 1. A node's value_sum is from the view of the player who made its action
 *    (the player NOT to move at the node), so a parent picks the child with
 *    the best value_sum / visits for itself.
 * 2. Children are contiguous: first_child .. first_child + child_count - 1,
 *    allocated together when the node is expanded; first_child < 0 means
 *    not expanded yet.
 * 3. While leaves wait for the evaluator, every node on their paths carries
 *    a virtual loss (one visit, value -1 for its mover) that backing the
 *    real value up removes again.
 */
#ifndef GMK_MCTS_INTERNAL_H
#define GMK_MCTS_INTERNAL_H

#include <stdatomic.h>
#include <stdint.h>

#include "gomoku/mcts.h"

enum { NODE_OPEN = 0, NODE_PENDING = 1, NODE_TERMINAL = 2 };

typedef struct mcts_node {
	int32_t parent;           /* -1 at the root */
	int32_t first_child;      /* -1 while not expanded */
	int32_t child_count;
	int32_t action;           /* y * width + x of the move into the node */
	int32_t visits;
	float value_sum;
	float prior;
	float terminal_value;     /* NODE_TERMINAL: the game's value for the mover */
	uint8_t state;
} mcts_node;

struct gmk_mcts {
	gmk_mcts_options opts;
	gmk_mcts_evaluator evaluate;   /* NULL: the static evaluation */
	void *user_data;
	atomic_int stop;

	mcts_node *nodes;
	int32_t used;
	int32_t root;                  /* -1: no tree */
	uint64_t root_hash;            /* position of the root node */
	int root_moves;                /* its move count */
	int root_noised;
	uint64_t random;               /* splitmix64 counter for the noise */
};

/* A fresh, unexpanded node; -1 when the tree is full. */
int32_t tree_add(gmk_mcts *m, int32_t parent, int32_t action, float prior);
/* Room for count more nodes? */
int tree_has_room(const gmk_mcts *m, int count);
/* Forgets every node. */
void tree_clear(gmk_mcts *m);
/* Gives node legal-move children with the evaluator's priors (normalised
 * over the legal points; uniform when they sum to zero). GMK_ENOMEM when
 * the tree is full (the node stays a leaf). */
int tree_expand(gmk_mcts *m, int32_t node, const unsigned char *mask, const float *priors,
		int points);
/* The root for board: the old root, a reused subtree or a new node. */
int tree_root_for(gmk_mcts *m, const gmk_board *board, int *reused);

/* Mixes Dirichlet(alpha) noise into the root children's priors. */
void noise_root(gmk_mcts *m);

/* The static-evaluation evaluator (gmk_mcts_set_evaluator(NULL)). */
int static_evaluator(const gmk_mcts_leaves *leaves, void *user_data);

#endif
