/* SPDX-License-Identifier: MIT */
/*
 * VCT: a win by continuous threats, found by depth-first proof-number search
 * (df-pn). The attacker (OR nodes) plays only threats: fours, and open
 * threes while he has the moves left to turn one into an open four and a
 * five. The defender (AND nodes) gets every reply that stops the threat:
 *  - against a four, the cell that completes it (caro: every cap that stops
 *    the five, as the VCF has it), or nothing when he may not play there
 *    (renju black on a foul);
 *  - against a three (the attacker has a legal open-four point), each cell
 *    after which the attacker has no legal open-four point left, and each
 *    of his own fours (a counter-four takes the tempo back). Any other reply
 *    leaves the open four, which wins before he has a five: that is why
 *    they may be left out. Such cells lie on the lines through any one of
 *    the attacker's open-four points, so those lines and the defender's
 *    four points are all that is tried.
 * The attacker answers a counter-four with any legal stop of its five; his
 * threat must still stand after it, which the defender's node checks.
 * Under renju the attacker's threats are real by construction: an open-four
 * point that is a foul for black does not count, so a black three whose four
 * points are all forbidden threatens nothing, and a white threat whose only
 * answers are black fouls leaves black no reply. Under caro a capped open
 * four may not win, so there the attacker uses fours only.
 *
 * Each node's proof and disproof numbers live in the vct_table; the
 * thresholds follow Nagai's df-pn (the child gets the second-best sibling's
 * number plus one). The remaining attacker moves are a function of the
 * number of stones on the board, so one table generation per deepening step
 * keeps every stored number consistent. Deepening one attacker move at a
 * time returns a win with the fewest attacker moves.
 */
#include <stdint.h>

#include "core/color.h"
#include "core/zobrist.h"
#include "search/searcher.h"

/* Plies of the wins read off a node without searching below it. */
#define PLIES_FIVE 1
#define PLIES_TWO_FIVES 2
#define PLIES_OPEN_FOUR 3
#define PLIES_UNSTOPPED_THREE 4
/* Attacker moves a threat needs to become a five: a four 2, a three 3. */
#define MOVES_AFTER_FOUR 2
#define MOVES_AFTER_THREE 3
/* Proof-number guess of a three before it is searched: it allows several replies. */
#define THREE_INITIAL_PN 3

enum expand_result {
	NODE_OPEN,
	NODE_WIN,
	NODE_LOSS,
};

typedef struct vct_run {
	searcher *s;
	gmk_color att;
	int root_moves;           /* pos->move_count at the root */
	int max_moves;            /* attacker moves allowed from the root */
	uint64_t node_cap;        /* 0: none */
} vct_run;

static int out_of_budget(const vct_run *r)
{
	return r->s->aborted || (r->node_cap && r->s->nodes >= r->node_cap);
}

/* Attacker moves still allowed at the current node (his next move included). */
static int moves_left(const vct_run *r)
{
	int ply = r->s->pos.move_count - r->root_moves;
	return r->max_moves - (ply + 1) / 2;
}

static uint64_t child_key(const position *pos, int cell)
{
	gmk_point p = position_point(pos, cell);
	return pos->hash ^ zobrist_stone(p.x, p.y, pos->to_move) ^ ZOBRIST_WHITE_TO_MOVE;
}

/* Room for n children on the stack; SIZE_MAX when it cannot grow. */
static size_t stack_reserve(searcher *s, size_t n)
{
	void *stack = s->vct_stack;
	int status = search_stack_grow(&stack, &s->vct_stack_size, s->vct_stack_top + n, sizeof(*s->vct_stack));
	s->vct_stack = stack;
	if (status != 0)
		return SIZE_MAX;
	size_t at = s->vct_stack_top;
	s->vct_stack_top += n;
	return at;
}

static void push_child(searcher *s, size_t at, size_t *n, int cell, uint32_t pn)
{
	for (size_t i = 0; i < *n; i++)
		if (s->vct_stack[at + i].cell == cell)
			return;
	vct_child *c = &s->vct_stack[at + (*n)++];
	c->cell = cell;
	c->pn = pn;
	c->dn = 1;
	c->plies = 0;
}

static int is_four_class(int cls)
{
	return cls >= CLS_FOUR && cls <= CLS_FOUR_THREE;
}

static int is_three_class(int cls)
{
	return cls == CLS_THREE || cls == CLS_THREE_PLUS || cls == CLS_THREE_THREE ||
	       cls == CLS_THREE_CLOSED_TWO;
}

/* Move order inside the attacker's list: fours before threes, the stronger first. */
#define ORDER_FOUR_BONUS (2 * CLS_COUNT)

/* The attacker's threats, fours first (4-3 before plain fours), then threes. */
static int attacker_moves(vct_run *r, int left, size_t *at, size_t *n)
{
	searcher *s = r->s;
	position *pos = &s->pos;
	int own = side_of(r->att), caro = rule_caps_fives(pos->rule);
	if ((*at = stack_reserve(s, (size_t)pos->candidate_count)) == SIZE_MAX)
		return -1;
	vct_child *list = s->vct_stack + *at;
	*n = 0;
	for (int i = 0; i < pos->candidate_count; i++) {
		int cell = pos->candidates[i], cls = pos->cells[cell].cls[own];
		int four = is_four_class(cls) || (caro && cls == CLS_FLEX4);
		int three = !caro && is_three_class(cls) && left >= MOVES_AFTER_THREE;
		if (!four && !three)
			continue;
		/* plies holds the order key until the child is searched. */
		vct_child c = { cell, four ? 1 : THREE_INITIAL_PN, 1,
				(cls + (four ? ORDER_FOUR_BONUS : 0)) * CLS_COUNT + pos->cells[cell].cls[!own] };
		size_t j = (*n)++;
		for (; j > 0 && list[j - 1].plies < c.plies; j--)
			list[j] = list[j - 1];
		list[j] = c;
	}
	for (size_t i = 0; i < *n; i++)
		list[i].plies = 0;
	return 0;
}

/* The defender's answers to the five point(s) of the attacker; -1 on OOM. */
static int answers_to_four(vct_run *r, size_t at, size_t *n, int *won)
{
	searcher *s = r->s;
	position *pos = &s->pos;
	gmk_color def = opponent_of(r->att);
	int cells[CARO_REPLIES_MAX], count;
	*won = 0;
	if (rule_caps_fives(pos->rule)) {
		count = caro_stopping_replies(s, r->att, cells, CARO_REPLIES_MAX);
	} else {
		count = position_five_points(pos, r->att, cells, 2);
		if (count >= 2 || search_is_foul(s, cells[0], def))
			count = 0;
	}
	*won = count == 0;
	for (int i = 0; i < count; i++)
		push_child(s, at, n, cells[i], 1);
	return 0;
}

/* Does the defender's move at cell stop the three (or answer it with a four)? */
static int reply_holds(vct_run *r, int cell)
{
	searcher *s = r->s;
	gmk_color def = opponent_of(r->att);
	if (search_is_foul(s, cell, def) || search_play(s, cell) != 0)
		return 0;
	int holds = s->pos.count[side_of(def)][CLS_FIVE] > 0 || search_legal_flex4(s, r->att) < 0;
	search_undo(s);
	return holds;
}

/* The defender's answers to a three whose open-four point is flex. */
static void answers_to_three(vct_run *r, int flex, size_t at, size_t *n)
{
	searcher *s = r->s;
	position *pos = &s->pos;
	int def = !side_of(r->att);
	if (reply_holds(r, flex))
		push_child(s, at, n, flex, 1);
	for (int dir = 0; dir < GMK_DIRECTIONS; dir++)
		for (int j = -pos->radius; j <= pos->radius; j++) {
			int cell = flex + j * pos->step[dir];
			if (j != 0 && pos->cells[cell].state == LINE_EMPTY && reply_holds(r, cell))
				push_child(s, at, n, cell, 1);
		}
	for (int i = 0; i < pos->candidate_count; i++) {
		int cell = pos->candidates[i], cls = pos->cells[cell].cls[def];
		/* Renju black's likely fouls may be legal fours: reply_holds tells. */
		if ((cls >= CLS_FOUR || cls == CLS_FORBIDDEN) && reply_holds(r, cell))
			push_child(s, at, n, cell, 1);
	}
}

/*
 * A node's children, or its value when it has none worth searching: a win
 * (with its plies in *plies) or a loss for the attacker.
 */
static enum expand_result expand(vct_run *r, int *plies, size_t *at, size_t *n)
{
	searcher *s = r->s;
	position *pos = &s->pos;
	int own = side_of(r->att), opp = !own, left = moves_left(r);
	int is_or = pos->to_move == r->att;
	*n = 0;
	*at = SIZE_MAX;
	if (is_or) {
		if (left <= 0)
			return NODE_LOSS;
		if (pos->count[own][CLS_FIVE]) {
			*plies = PLIES_FIVE;
			return NODE_WIN;
		}
		if (pos->count[opp][CLS_FIVE]) {
			/*
			 * He must stop the defender's five. Any legal stop may do: the
			 * threat that made the defender counter may still stand, and the
			 * defender's node that follows finds out (no threat: a loss).
			 * Keeping only stops that threaten by themselves missed wins.
			 */
			int cells[CARO_REPLIES_MAX], count;
			if (rule_caps_fives(pos->rule))
				count = caro_stopping_replies(s, opponent_of(r->att), cells, CARO_REPLIES_MAX);
			else if ((count = position_five_points(pos, opponent_of(r->att), cells, 2)) > 1)
				count = 0;
			if ((*at = stack_reserve(s, (size_t)(count > 0 ? count : 1))) == SIZE_MAX)
				return NODE_LOSS;
			for (int i = 0; i < count; i++)
				if (left >= MOVES_AFTER_FOUR && !search_is_foul(s, cells[i], r->att))
					push_child(s, *at, n, cells[i], 1);
			return *n ? NODE_OPEN : NODE_LOSS;
		}
		if (!rule_caps_fives(pos->rule) && left >= MOVES_AFTER_FOUR &&
		    search_legal_flex4(s, r->att) >= 0) {
			*plies = PLIES_OPEN_FOUR;
			return NODE_WIN;
		}
		if (left < MOVES_AFTER_FOUR || attacker_moves(r, left, at, n) != 0)
			return NODE_LOSS;
		return *n ? NODE_OPEN : NODE_LOSS;
	}

	if (pos->count[opp][CLS_FIVE])
		return NODE_LOSS; /* the defender completes his own five */
	if (left <= 0)
		return NODE_LOSS;
	/* The lines through one point and the defender's fours bound the replies. */
	size_t room = (size_t)pos->candidate_count + 1 + (size_t)GMK_DIRECTIONS * 2 * (size_t)pos->radius +
		      CARO_REPLIES_MAX;
	if ((*at = stack_reserve(s, room)) == SIZE_MAX)
		return NODE_LOSS;
	if (pos->count[own][CLS_FIVE]) {
		int won;
		answers_to_four(r, *at, n, &won);
		if (won) {
			*plies = PLIES_TWO_FIVES;
			return NODE_WIN;
		}
		return NODE_OPEN;
	}
	int flex = rule_caps_fives(pos->rule) || left < MOVES_AFTER_FOUR ? -1 :
		   search_legal_flex4(s, r->att);
	if (flex < 0)
		return NODE_LOSS; /* no threat: the defender has a free move */
	answers_to_three(r, flex, *at, n);
	if (*n == 0) {
		*plies = PLIES_UNSTOPPED_THREE;
		return NODE_WIN;
	}
	return NODE_OPEN;
}

static uint32_t saturate(uint64_t v)
{
	return v >= PN_INF ? PN_INF : (uint32_t)v;
}

/* The numbers of a node from its children's; best and the runner-up's number. */
typedef struct summary {
	uint32_t pn, dn;
	size_t best;
	uint32_t second;
} summary;

static summary summarise(const vct_child *c, size_t n, int is_or)
{
	summary m = { is_or ? PN_INF : 0, is_or ? 0 : PN_INF, 0, PN_INF };
	uint64_t sum = 0;
	for (size_t i = 0; i < n; i++) {
		uint32_t key = is_or ? c[i].pn : c[i].dn;
		uint32_t other = is_or ? c[i].dn : c[i].pn;
		uint32_t *low = is_or ? &m.pn : &m.dn;
		if (key < *low) {
			m.second = *low;
			*low = key;
			m.best = i;
		} else if (key < m.second) {
			m.second = key;
		}
		sum = other >= PN_INF || sum >= PN_INF ? PN_INF : sum + other;
	}
	if (is_or)
		m.dn = saturate(sum);
	else
		m.pn = saturate(sum);
	return m;
}

/* Proven: the child the attacker wins with (fewest plies) or the longest defence. */
static size_t proof_child(const vct_child *c, size_t n, int is_or)
{
	size_t best = 0;
	for (size_t i = 1; i < n; i++) {
		int better = is_or ? c[i].pn == 0 && (c[best].pn != 0 || c[i].plies < c[best].plies)
				   : c[i].plies > c[best].plies;
		if (better)
			best = i;
	}
	return best;
}

/* Searches the current node until its numbers reach a threshold; writes them to out. */
static void mid(vct_run *r, uint32_t thpn, uint32_t thdn, vct_child *out)
{
	searcher *s = r->s;
	position *pos = &s->pos;
	uint64_t start_nodes = s->nodes, key = pos->hash;
	size_t saved_top = s->vct_stack_top, at, n;
	int plies = 0, is_or = pos->to_move == r->att;
	enum expand_result e = expand(r, &plies, &at, &n);
	if (e == NODE_OPEN && n == 0)
		e = NODE_LOSS;
	if (e != NODE_OPEN) {
		s->vct_stack_top = saved_top;
		out->pn = e == NODE_WIN ? 0 : PN_INF;
		out->dn = e == NODE_WIN ? PN_INF : 0;
		out->plies = e == NODE_WIN ? plies : 0;
		vct_table_store(s->vct, key, out->pn, out->dn, 1, -1, out->plies);
		return;
	}
	for (size_t i = 0; i < n; i++) {
		vct_child *c = &s->vct_stack[at + i];
		const vct_entry *entry = vct_table_probe(s->vct, child_key(pos, c->cell));
		if (entry) {
			c->pn = entry->pn;
			c->dn = entry->dn;
			c->plies = entry->plies;
		}
	}
	summary m = summarise(s->vct_stack + at, n, is_or);
	while (m.pn < thpn && m.dn < thdn && !out_of_budget(r)) {
		vct_child best = s->vct_stack[at + m.best];
		uint32_t cth_pn, cth_dn;
		if (is_or) {
			cth_pn = thpn < m.second + 1 ? thpn : saturate((uint64_t)m.second + 1);
			cth_dn = saturate((uint64_t)thdn - m.dn + best.dn);
		} else {
			cth_dn = thdn < m.second + 1 ? thdn : saturate((uint64_t)m.second + 1);
			cth_pn = saturate((uint64_t)thpn - m.pn + best.pn);
		}
		if (search_play(s, best.cell) != 0) {
			s->aborted = 1;
			break;
		}
		mid(r, cth_pn, cth_dn, &best);
		search_undo(s);
		s->vct_stack[at + m.best] = best;
		m = summarise(s->vct_stack + at, n, is_or);
	}
	int move = -1;
	out->plies = 0;
	if (m.pn == 0) {
		size_t i = proof_child(s->vct_stack + at, n, is_or);
		move = s->vct_stack[at + i].cell;
		out->plies = s->vct_stack[at + i].plies + 1;
	}
	out->pn = m.pn;
	out->dn = m.dn;
	uint64_t work = s->nodes - start_nodes;
	vct_table_store(s->vct, key, m.pn, m.dn, work > UINT32_MAX ? UINT32_MAX : (uint32_t)work,
			move, out->plies);
	s->vct_stack_top = saved_top;
}

/* The move that carries a proven line on from the current node, or -1. */
static int next_move(vct_run *r)
{
	searcher *s = r->s;
	position *pos = &s->pos;
	size_t saved_top = s->vct_stack_top, at, n;
	int plies, is_or = pos->to_move == r->att;
	enum expand_result e = expand(r, &plies, &at, &n);
	s->vct_stack_top = saved_top;
	if (e == NODE_LOSS)
		return -1;
	if (e == NODE_WIN) {
		gmk_color def = opponent_of(r->att);
		int fives[2];
		if (is_or) {
			if (position_five_points(pos, r->att, fives, 1) >= 1)
				return fives[0];
			return search_legal_flex4(s, r->att);
		}
		/*
		 * He blocks a five point if he may, else the open-four point of
		 * one of the threes he cannot all stop (a block that reads as one),
		 * else plays anything: the attacker still wins.
		 */
		int count = position_five_points(pos, r->att, fives, 2);
		for (int i = 0; i < count && i < 2; i++)
			if (!search_is_foul(s, fives[i], def))
				return fives[i];
		int flex = count == 0 && !rule_caps_fives(pos->rule) ?
			   search_legal_flex4(s, r->att) : -1;
		if (flex >= 0 && !search_is_foul(s, flex, def))
			return flex;
		return search_free_reply(s, def, -1);
	}
	const vct_entry *entry = vct_table_probe(s->vct, pos->hash);
	if (!entry || entry->pn != 0 || entry->move < 0) {
		/* Overwritten since: prove this node again. */
		vct_child again;
		mid(r, PN_INF, PN_INF, &again);
		entry = vct_table_probe(s->vct, pos->hash);
		if (!entry || entry->pn != 0)
			return -1;
	}
	return entry->move;
}

/* Writes the proven line from the current node; its length, or 0 if it cannot be read. */
static int read_line(vct_run *r, int *line, int capacity)
{
	searcher *s = r->s;
	int n = 0, played = 0, done = 0;
	while (!done && n < capacity && n < SEARCH_MAX_PLY) {
		int five = s->pos.to_move == r->att && s->pos.count[side_of(r->att)][CLS_FIVE];
		int move = next_move(r);
		if (move < 0 || search_play(s, move) != 0) {
			n = 0;
			break;
		}
		played++;
		line[n++] = move;
		done = five;
	}
	while (played-- > 0)
		search_undo(s);
	return done ? n : 0;
}

int vct_solve(searcher *s, int max_moves, uint64_t node_budget, int *line, int capacity)
{
	vct_run r = { s, s->pos.to_move, s->pos.move_count, 0, node_budget ? s->nodes + node_budget : 0 };
	for (int moves = 1; moves <= max_moves; moves++) {
		vct_child root;
		r.max_moves = moves;
		vct_table_new_generation(s->vct);
		mid(&r, PN_INF, PN_INF, &root);
		if (root.pn == 0 && !s->aborted) {
			/* Reading the line may prove a forgotten node again: a fresh budget for it. */
			r.node_cap = node_budget ? s->nodes + node_budget : 0;
			int plies = read_line(&r, line, capacity);
			return plies ? plies : VCT_UNKNOWN;
		}
		if (root.dn != 0)
			return VCT_UNKNOWN; /* stopped before the answer */
	}
	return 0;
}
