/* SPDX-License-Identifier: MIT */
/*
 * The state of one search call: the private position, counters and limits,
 * move-ordering memory and the principal variation. The search files
 * (alphabeta.c, vcf.c, root.c) share it; the engine handle owns what
 * outlives a call (the transposition table, the stop flag).
 */
#ifndef GMK_SEARCH_SEARCHER_H
#define GMK_SEARCH_SEARCHER_H

#include <stdatomic.h>
#include <stdint.h>

#include "eval/position.h"
#include "gomoku/engine.h"
#include "search/tt.h"
#include "search/vcf_cache.h"
#include "search/vct_table.h"

/* Plies the tree may reach: arrays are sized with room for the last forced replies. */
#define SEARCH_MAX_PLY GMK_MAX_DEPTH
#define SEARCH_PLY_SLOTS GMK_MAX_PLY

#define SCORE_INFINITE (GMK_SCORE_WIN + 1)

/* Nodes between two looks at the clock and the stop flag (well under 1 ms). */
#define ABORT_CHECK_MASK 255u

typedef struct move_entry {
	int cell;
	int score;
} move_entry;

/* One child of a node of the threat-space solver, with its last known numbers. */
typedef struct vct_child {
	int cell;
	uint32_t pn, dn;
	int plies;
} vct_child;

typedef struct searcher {
	position pos;
	tt *table;
	vcf_cache *vcf_fail;
	vct_table *vct;
	atomic_int *stop;

	uint64_t nodes;
	uint64_t node_limit;      /* 0: none */
	int64_t start_ns;
	int64_t deadline_ns;      /* 0: none */
	int aborted;

	/* A sub-budget for one VCF call (root solver): 0 = none. */
	uint64_t vcf_node_cap;
	int vcf_capped;
	int leaf_vcf_depth;       /* attacker moves tried at leaves; 0 = off */

	int killers[SEARCH_PLY_SLOTS][2];
	int *history;             /* [side * cell_count + cell] */
	int cell_count;

	int pv[SEARCH_PLY_SLOTS][SEARCH_PLY_SLOTS];
	int pv_length[SEARCH_PLY_SLOTS];
	int vcf_line[SEARCH_PLY_SLOTS];
	int vcf_length;           /* moves in vcf_line after a successful vcf() at ply 0 */

	/* Move lists of all plies, one growing arena. */
	move_entry *arena;
	size_t arena_size;
	size_t arena_top;

	/* The threat-space solver's children of all open nodes, one growing stack. */
	vct_child *vct_stack;
	size_t vct_stack_size;
	size_t vct_stack_top;

	/* A helper thread's own VCF cache and VCT table (vcf_fail and vct point here). */
	vcf_cache own_vcf;
	vct_table own_vct;
} searcher;

int64_t search_clock_ns(void);

/* Plays a move in the search (counts a node, checks the limits now and then). */
int search_play(searcher *s, int cell);
static inline void search_undo(searcher *s)
{
	position_undo(&s->pos);
}

/* Is the move a renju foul for the side that would play it? */
int search_is_foul(const searcher *s, int cell, gmk_color color);

/* A cell where color makes an open four (or two fours) and may play, or -1. */
int search_legal_flex4(const searcher *s, gmk_color color);

/*
 * A move for color other than avoid and not a foul of his: what a defender
 * plays when nothing he may play stops the attack. -1 if he has none.
 */
int search_free_reply(const searcher *s, gmk_color color, int avoid);

/*
 * Continuous fours for the side to move with at most depth attacker moves:
 * the plies to the five (> 0), or 0. Fills vcf_line from index ply.
 */
int vcf_search(searcher *s, int depth, int ply);

/*
 * The threat-space solver (vct.c): a win for the side to move by continuous
 * threats (fours and open threes) in at most max_moves attacker moves, with
 * at most node_budget more nodes (0: none beyond the searcher's limits).
 * Returns the plies of the line written to line (at most capacity moves;
 * the defender always takes his longest defence), 0 when there is no such
 * win, VCT_UNKNOWN when the limits stopped the search first.
 */
#define VCT_UNKNOWN (-1)
int vct_solve(searcher *s, int max_moves, uint64_t node_budget, int *line, int capacity);

/*
 * Caro, where capping the open end of a row stops its five: the moves of the
 * side to move that leave att (the opponent) without a five point. At most
 * max are written; returns how many.
 */
int caro_stopping_replies(searcher *s, gmk_color att, int *out, int max);
#define CARO_REPLIES_MAX 16

static inline int rule_caps_fives(gmk_rule rule)
{
	return rule == GMK_RULE_CARO || rule == GMK_RULE_CARO_EXACT;
}

/*
 * A quiet cell makes and stops no three for either side: the kind of move
 * late-move reductions and move-count pruning may shorten or skip.
 */
static inline int cell_is_quiet(const eval_cell *c)
{
	return c->cls[0] < CLS_THREE && c->cls[1] < CLS_THREE;
}

/* Negamax alpha-beta on the position (PVS); ply counts from the root. */
int alphabeta(searcher *s, int alpha, int beta, int depth, int ply, int is_pv);
/* Plies a late quiet move at index i of a node (or the root, ply 0) is searched shallower. */
int late_move_reduction(const searcher *s, int depth, size_t i, int ply, int cell, int is_pv);

/*
 * Grows a stack of items (item_bytes each, *size of them) to hold need;
 * doubling, so a search reallocates only while it reaches new depths.
 * 0, or -1 on OOM (the stack is then unchanged).
 */
int search_stack_grow(void **items, size_t *size, size_t need, size_t item_bytes);

/*
 * Reserves n move slots for one ply at s->arena + the returned offset, or
 * SIZE_MAX on OOM. Offsets stay valid when the arena grows; pointers do not.
 * Release by restoring arena_top.
 */
size_t search_moves_reserve(searcher *s, size_t n);

#endif
