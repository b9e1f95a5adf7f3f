/* SPDX-License-Identifier: MIT */
/*
 * The PUCT search: gather up to batch_size leaves (virtual losses keep the
 * paths apart), evaluate them in one call, expand them and back their
 * values up; repeat until a limit is reached.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "batch/planes.h"
#include "core/error.h"
#include "core/thread.h"
#include "gomoku/status.h"
#include "mcts/mcts_internal.h"
#include "mcts/struct_versions.h"

#define DEFAULT_VISITS 800
#define NS_PER_MS 1e6

enum { GATHER_LEAF, GATHER_VISITED, GATHER_COLLISION };

typedef struct search_state {
	gmk_mcts *m;
	int width, points, planes;
	gmk_board **scratch;          /* batch clones of the root position */
	int *depth;                   /* moves played on each scratch board */
	int32_t *leaf;                /* the pending leaf of each gathered slot */
	const gmk_board **boards;     /* the evaluator's view of the buffers below */
	unsigned char *observations;
	unsigned char *masks;
	gmk_mcts_leaves leaves;
	int tree_full;
} search_state;

static double now_ms(void)
{
	return (double)thread_now_ns() / NS_PER_MS;
}

static void free_state(search_state *s, int batch)
{
	if (s->scratch)
		for (int i = 0; i < batch; i++)
			gmk_board_free(s->scratch[i]);
	free(s->scratch);
	free(s->depth);
	free(s->leaf);
	free(s->boards);
	free(s->observations);
	free(s->masks);
	free(s->leaves.priors);
	free(s->leaves.values);
}

static int init_state(search_state *s, gmk_mcts *m, const gmk_board *board)
{
	int batch = m->opts.batch_size;
	memset(s, 0, sizeof(*s));
	s->m = m;
	s->width = gmk_board_width(board);
	s->points = s->width * gmk_board_height(board);
	s->planes = gmk_batch_plane_count(m->opts.planes);
	size_t points = (size_t)s->points, n = (size_t)batch;
	s->scratch = calloc(n, sizeof(*s->scratch));
	s->depth = calloc(n, sizeof(*s->depth));
	s->leaf = calloc(n, sizeof(*s->leaf));
	s->boards = calloc(n, sizeof(*s->boards));
	s->observations = malloc(n * points * (size_t)s->planes);
	s->masks = malloc(n * points);
	s->leaves.priors = malloc(n * points * sizeof(float));
	s->leaves.values = malloc(n * sizeof(float));
	int ok = s->scratch && s->depth && s->leaf && s->boards && s->observations && s->masks &&
		 s->leaves.priors && s->leaves.values;
	for (int i = 0; ok && i < batch; i++)
		ok = gmk_board_clone(&s->scratch[i], board) == GMK_OK;
	if (!ok) {
		free_state(s, batch);
		return error_nomem("the search's leaf buffers");
	}
	s->leaves.width = s->width;
	s->leaves.height = gmk_board_height(board);
	s->leaves.planes = s->planes;
	s->leaves.boards = s->boards;
	s->leaves.observations = s->observations;
	s->leaves.masks = s->masks;
	return GMK_OK;
}

static void add_virtual_loss(mcts_node *n)
{
	n->visits++;
	n->value_sum -= 1.0f;
}

/* Backs value (for the mover into node) up to the root, removing the virtual losses. */
static void back_up(gmk_mcts *m, int32_t node, float value)
{
	while (node >= 0) {
		mcts_node *n = &m->nodes[node];
		n->value_sum += value + 1.0f;
		value = -value;
		node = n->parent;
	}
}

static void undo_virtual_losses(gmk_mcts *m, int32_t node)
{
	for (; node >= 0; node = m->nodes[node].parent) {
		m->nodes[node].visits--;
		m->nodes[node].value_sum += 1.0f;
	}
}

static int32_t select_child(const gmk_mcts *m, int32_t parent)
{
	const mcts_node *p = &m->nodes[parent];
	double scale = m->opts.c_puct * sqrt((double)(p->visits > 0 ? p->visits : 1));
	double best = -HUGE_VAL;
	int32_t pick = -1;
	for (int32_t i = 0; i < p->child_count; i++) {
		const mcts_node *c = &m->nodes[p->first_child + i];
		double q = c->visits ? c->value_sum / c->visits : 0.0;
		double u = q + scale * c->prior / (1 + c->visits);
		if (u > best) {
			best = u;
			pick = p->first_child + i;
		}
	}
	return pick;
}

/* The game's value for the player who just moved on board. */
static float terminal_value(const gmk_board *board)
{
	gmk_result r = GMK_RESULT_INIT;
	gmk_board_result(board, &r);
	if (r.state != GMK_STATE_WIN)
		return 0.0f;
	return (int)r.winner == gmk_board_to_move(board) ? -1.0f : 1.0f;
}

static void rewind_board(search_state *s, int slot)
{
	for (; s->depth[slot] > 0; s->depth[slot]--)
		gmk_board_undo(s->scratch[slot]);
}

/* Walks from the root to a leaf on scratch board slot. */
static int gather(search_state *s, int slot)
{
	gmk_mcts *m = s->m;
	gmk_board *board = s->scratch[slot];
	int32_t node = m->root;
	add_virtual_loss(&m->nodes[node]);
	for (;;) {
		mcts_node *n = &m->nodes[node];
		if (n->state == NODE_TERMINAL || (n->first_child >= 0 && n->child_count == 0)) {
			/* A finished game, or no legal move left (renju: only fouls): a draw. */
			back_up(m, node, n->state == NODE_TERMINAL ? n->terminal_value : 0.0f);
			rewind_board(s, slot);
			return GATHER_VISITED;
		}
		if (n->first_child < 0) {
			if (n->state == NODE_PENDING) {
				undo_virtual_losses(m, node);
				rewind_board(s, slot);
				return GATHER_COLLISION;
			}
			n->state = NODE_PENDING;
			s->leaf[slot] = node;
			return GATHER_LEAF;
		}
		node = select_child(m, node);
		mcts_node *c = &m->nodes[node];
		gmk_board_play(board, c->action % s->width, c->action / s->width);
		s->depth[slot]++;
		add_virtual_loss(c);
		if (c->state == NODE_OPEN && c->first_child < 0 && gmk_board_is_over(board)) {
			c->state = NODE_TERMINAL;
			c->terminal_value = terminal_value(board);
		}
	}
}

/* Evaluates the gathered leaves, expands them and backs their values up. */
static int evaluate(search_state *s, int count)
{
	gmk_mcts *m = s->m;
	size_t points = (size_t)s->points;
	for (int i = 0; i < count; i++) {
		const gmk_board *board = s->scratch[i];
		s->boards[i] = board;
		planes_of_board(board, m->opts.planes,
				s->observations + (size_t)i * points * (size_t)s->planes);
		gmk_board_legal_mask(board, s->masks + (size_t)i * points, points);
		memset(s->leaves.priors + (size_t)i * points, 0, points * sizeof(float));
		s->leaves.values[i] = 0.0f;
	}
	s->leaves.count = count;
	gmk_mcts_evaluator fn = m->evaluate ? m->evaluate : static_evaluator;
	int failed = fn(&s->leaves, m->user_data);
	for (int i = 0; i < count; i++) {
		int32_t leaf = s->leaf[i];
		m->nodes[leaf].state = NODE_OPEN;
		if (failed) {
			undo_virtual_losses(m, leaf);
		} else {
			float value = s->leaves.values[i];
			value = value > 1.0f ? 1.0f : value < -1.0f ? -1.0f : isnan(value) ? 0.0f : value;
			if (tree_expand(m, leaf, s->leaves.masks + (size_t)i * points,
					s->leaves.priors + (size_t)i * points, s->points) != GMK_OK)
				s->tree_full = 1;
			back_up(m, leaf, -value);
		}
		rewind_board(s, i);
	}
	return failed ? error_set(GMK_EINVAL, "the evaluator failed (returned %d)", failed) : GMK_OK;
}

static int limits_reached(const search_state *s, int target, double deadline)
{
	const gmk_mcts *m = s->m;
	if (atomic_load(&m->stop) || s->tree_full)
		return 1;
	if (target > 0 && m->nodes[m->root].visits >= target)
		return 1;
	return deadline > 0 && now_ms() >= deadline;
}

/* One round: gather up to batch_size leaves, evaluate them. */
static int run_round(search_state *s, int *evaluations)
{
	int count = 0;
	for (int slot = 0; slot < s->m->opts.batch_size; slot++) {
		int got = gather(s, count);
		if (got == GATHER_LEAF)
			count++;
		else if (got == GATHER_COLLISION)
			break;
	}
	if (count == 0)
		return GMK_OK;
	(*evaluations)++;
	return evaluate(s, count);
}

static void write_result(const gmk_mcts *m, int width, int reused, int evaluations,
			 gmk_mcts_result *caller, uint32_t *visits, size_t points)
{
	const mcts_node *root = &m->nodes[m->root];
	if (visits)
		memset(visits, 0, points * sizeof(*visits));
	int32_t best = -1;
	for (int32_t i = 0; i < root->child_count; i++) {
		const mcts_node *c = &m->nodes[root->first_child + i];
		if (visits)
			visits[c->action] = (uint32_t)c->visits;
		if (best < 0 || c->visits > m->nodes[best].visits ||
		    (c->visits == m->nodes[best].visits && c->prior > m->nodes[best].prior))
			best = root->first_child + i;
	}
	if (!caller)
		return;
	gmk_mcts_result full = GMK_MCTS_RESULT_INIT, *out = &full;
	int32_t action = best >= 0 ? m->nodes[best].action : -1;
	out->best = action >= 0 ? (gmk_point){ action % width, action / width } : (gmk_point){ -1, -1 };
	out->visits = root->visits;
	out->reused = reused;
	out->value = root->visits ? -root->value_sum / root->visits : 0.0;
	out->nodes = m->used;
	out->evaluations = evaluations;
	versioned_write(&mcts_result_type, caller, out);
}

/* Checks the arguments and reads the caller's limits (of any known version) into *l. */
static int check_search(const gmk_mcts *m, const gmk_board *board, const gmk_mcts_limits *limits,
			gmk_mcts_limits *l, const gmk_mcts_result *out, const uint32_t *visits,
			size_t size)
{
	if (!m || !board)
		return error_null(!m ? "mcts" : "board");
	int status = limits ? versioned_read(&mcts_limits_type, l, limits) : GMK_OK;
	if (status == GMK_OK && out)
		status = versioned_check(&mcts_result_type, out->version);
	if (status != GMK_OK)
		return status;
	if (l->visits < 0 || l->time_ms < 0)
		return error_set(GMK_ERANGE, "%s %d is negative", l->visits < 0 ? "visits" : "time_ms",
				 l->visits < 0 ? l->visits : l->time_ms);
	size_t points = (size_t)gmk_board_width(board) * (size_t)gmk_board_height(board);
	if (visits && size < points)
		return error_buffer("visits", size, points);
	if (gmk_board_is_over(board))
		return error_set(GMK_EGAMEOVER, "the game is over: nothing to search");
	if (gmk_board_legal_moves(board, NULL, 0) == 0)
		return error_set(GMK_ENOMOVE, "no legal move to search: every empty point is "
				 "forbidden for black");
	return GMK_OK;
}

int gmk_mcts_search(gmk_mcts *mcts, const gmk_board *board, const gmk_mcts_limits *limits,
		    gmk_mcts_result *out, uint32_t *visits, size_t size)
{
	gmk_mcts_limits l = GMK_MCTS_LIMITS_INIT;
	int status = check_search(mcts, board, limits, &l, out, visits, size);
	if (status != GMK_OK)
		return status;
	if (l.visits == 0 && l.time_ms == 0)
		l.visits = DEFAULT_VISITS;
	search_state s;
	if ((status = init_state(&s, mcts, board)) != GMK_OK)
		return status;
	int reused = 0, evaluations = 0;
	if ((status = tree_root_for(mcts, board, &reused)) != GMK_OK) {
		free_state(&s, mcts->opts.batch_size);
		return status;
	}
	atomic_store(&mcts->stop, 0);
	double deadline = l.time_ms > 0 ? now_ms() + l.time_ms : 0;
	do {
		status = run_round(&s, &evaluations);
		noise_root(mcts);
	} while (status == GMK_OK && !limits_reached(&s, l.visits, deadline));
	if (status != GMK_OK)
		tree_clear(mcts); /* an aborted evaluator leaves no half-trusted tree */
	else
		write_result(mcts, s.width, reused, evaluations, out, visits, (size_t)s.points);
	free_state(&s, mcts->opts.batch_size);
	return status;
}
