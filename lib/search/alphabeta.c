/* SPDX-License-Identifier: MIT */
/*
 * The tree search: negamax alpha-beta with principal-variation search, a
 * transposition table, killer and history move ordering and late-move
 * reductions. Gomoku's forcing moves shape it:
 *  - a five point for the mover ends the search (a win next ply);
 *  - a five point for the opponent leaves one legal reply, searched without
 *    using up depth (the four that made it already did);
 *  - an open-four point for the mover (opponent without a five) wins in 3;
 *  - an open-four point for the opponent (an open three) leaves only moves
 *    that make a four or take one of the opponent's four points;
 *  - at the horizon, a short VCF search looks for a win by fours before the
 *    static evaluation is trusted, except off the principal variation where
 *    that already reaches beta;
 *  - only where the opponent has no five or open three to answer may a
 *    node be cut by its static score near the horizon (futility), or
 *    searched shallower for a static score far above beta (renju only: see
 *    search_params.h), or cut when one of its first moves beats beta by a
 *    margin at a much shallower depth (ProbCut); his four points do not
 *    stop them: a VCF he has is seen a ply up, where his four is a move.
 *    Futility also waits while the mover attacks by fours (not in renju),
 *    and trusts the static score more where the hash has no entry.
 */
#include <stdint.h>

#include "core/color.h"
#include "eval/weights.h"
#include "search/move_policy.h"
#include "search/search_params.h"
#include "search/searcher.h"

/* Plies to a loss when an open four cannot be stopped: the block, the four, the five. */
#define PLIES_UNSTOPPABLE 4

enum gen_mode {
	GEN_ALL,
	GEN_DEFEND,            /* against an open three: fours and the opponent's four points */
};

static int mate_in(int plies)
{
	return GMK_SCORE_WIN - plies;
}

static int mated_in(int plies)
{
	return -(GMK_SCORE_WIN - plies);
}

/* A side's history, indexed by cell: what the cells' cut-offs in this search earned them. */
static int *history_row(const searcher *s, int side)
{
	return s->history + (size_t)side * (size_t)s->cell_count;
}

static size_t generate(searcher *s, enum gen_mode mode, int tt_move, int ply, size_t *count)
{
	position *pos = &s->pos;
	gmk_color stm = pos->to_move;
	int own = side_of(stm), opp = !own;
	const int *history = history_row(s, own);
	const int *policy = move_policy_for(pos->rule);
	size_t at = search_moves_reserve(s, (size_t)pos->candidate_count);
	*count = 0;
	if (at == SIZE_MAX)
		return at;
	move_entry *list = s->arena + at;
	for (int i = 0; i < pos->candidate_count; i++) {
		int cell = pos->candidates[i];
		const eval_cell *c = &pos->cells[cell];
		int a = c->cls[own], d = c->cls[opp];
		if (mode == GEN_DEFEND && a < CLS_FOUR && d < CLS_FOUR)
			continue;
		if (a == CLS_FORBIDDEN && search_is_foul(s, cell, stm))
			continue;
		int order = policy ? policy[a * CLS_COUNT + d] : attack_score[a] + defence_score[d];
		int score = order + (history[cell] >> HISTORY_SHIFT);
		if (cell == tt_move)
			score = TT_MOVE_SCORE;
		else if (cell == s->killers[ply][0])
			score += KILLER_FIRST_SCORE;
		else if (cell == s->killers[ply][1])
			score += KILLER_SECOND_SCORE;
		list[*count].cell = cell;
		list[*count].score = score;
		(*count)++;
	}
	return at;
}

/* Moves the best remaining entry to index i (selection: cut-offs come early). */
static int pick(move_entry *list, size_t i, size_t count)
{
	size_t best = i;
	int best_score = list[i].score;
	for (size_t j = i + 1; j < count; j++)
		if (list[j].score > best_score) {
			best = j;
			best_score = list[j].score;
		}
	move_entry m = list[best];
	list[best] = list[i];
	list[i] = m;
	return m.cell;
}

/* Plies a late quiet move at index i is searched shallower (search_params.h says how). */
int late_move_reduction(const searcher *s, int depth, size_t i, int ply, int cell, int is_pv)
{
	int d = depth < LMR_TABLE_SIZE ? depth : LMR_TABLE_SIZE - 1;
	int n = i < LMR_TABLE_SIZE ? (int)i : LMR_TABLE_SIZE - 1;
	long scaled = (long)lmr_log[d] * lmr_log[n] * LMR_SCALE_PERMILLE / 1000;
	long unit = (long)LMR_LOG_ONE * LMR_LOG_ONE;
	int r = (int)((scaled + unit / 2) / unit);
	/* The principal variation and the killers are where the best moves were: look closer. */
	r -= is_pv;
	r -= cell == s->killers[ply][0] || cell == s->killers[ply][1];
	if (lmr_history_enabled(s->pos.rule))
		r += history_row(s, side_of(s->pos.to_move))[cell] == 0;
	if (lmr_weak_cell_enabled(s->pos.rule)) {
		const eval_cell *c = &s->pos.cells[cell];
		r += c->cls[0] <= CLS_TWO && c->cls[1] <= CLS_TWO;
	}
	if (r < 1)
		r = 1;
	if (r > depth - 2)
		r = depth - 2; /* the reduced child keeps at least one ply */
	return r;
}

static int has_four_move(const position *pos, int side)
{
	return pos->count[side][CLS_FOUR] + pos->count[side][CLS_FOUR_PLUS] +
	       pos->count[side][CLS_FOUR_THREE] > 0;
}

/*
 * Did the side to move make a four with each of its last two moves (its
 * opponent's last two moves were forced blocks)? Then an attack by fours is
 * under way, and the static score does not see where it leads.
 */
static int attacking_by_fours(const position *pos, int own)
{
	/* A move's record keeps the class counts from before it: moves[n - 1]'s follow our last move. */
	int n = pos->move_count;
	return n >= 4 && pos->moves[n - 1].count[own][CLS_FIVE] &&
	       pos->moves[n - 3].count[own][CLS_FIVE];
}

static int leaf(searcher *s, int beta, int ply, int is_pv)
{
	position *pos = &s->pos;
	int eval = position_evaluate(pos);
	/*
	 * Off the principal variation a static score at beta fails high
	 * already, so the VCF is not needed (skipping it takes three quarters
	 * off the nodes to gomoku-bench's depth 8, half off its time). Session
	 * 32, 300 ms a move against f1bf8c7: freestyle +67.7 [+40.4, +95.8]
	 * over 234 games, renju +81.9 [+52.3, +112.6] over 268, both H1
	 * accepted.
	 */
	if (!is_pv && eval >= beta)
		return eval;
	if (s->leaf_vcf_depth && has_four_move(pos, side_of(pos->to_move))) {
		int plies = vcf_search(s, s->leaf_vcf_depth, ply);
		if (plies)
			return mate_in(ply + plies);
	}
	return eval;
}

static void remember_cutoff(searcher *s, int cell, int depth, int ply, int own)
{
	if (s->killers[ply][0] != cell) {
		s->killers[ply][1] = s->killers[ply][0];
		s->killers[ply][0] = cell;
	}
	int *h = &history_row(s, own)[cell];
	int bonus = depth > 0 ? depth * depth : 1;
	*h = *h + bonus > HISTORY_CAP ? HISTORY_CAP : *h + bonus;
}

static void set_pv(searcher *s, int ply, int cell)
{
	s->pv[ply][0] = cell;
	int n = s->pv_length[ply + 1];
	for (int i = 0; i < n; i++)
		s->pv[ply][i + 1] = s->pv[ply + 1][i];
	s->pv_length[ply] = n + 1;
}

/*
 * ProbCut: if one of the node's first PROBCUT_MOVES moves (in the order
 * at..count, which it leaves sorted that far) beats beta by PROBCUT_MARGIN
 * even searched PROBCUT_REDUCTION plies shallower, the full search would
 * most likely fail high too. Returns that move's score, kept in the hash as
 * a lower bound at the depth this node was searched to (the move's ply
 * plus its child's), or -SCORE_INFINITE when none reaches it (or the
 * search was stopped).
 */
static int probcut(searcher *s, size_t at, size_t count, int beta, int depth, int ply)
{
	int pc_beta = beta + PROBCUT_MARGIN;
	size_t tries = count < PROBCUT_MOVES ? count : PROBCUT_MOVES;
	for (size_t i = 0; i < tries; i++) {
		int cell = pick(s->arena + at, i, count);
		if (search_play(s, cell) != 0) {
			s->aborted = 1;
			break;
		}
		int score = -alphabeta(s, -pc_beta, -pc_beta + 1, depth - PROBCUT_REDUCTION, ply + 1, 0);
		search_undo(s);
		if (s->aborted)
			break;
		if (score >= pc_beta) {
			tt_store(s->table, s->pos.hash, cell, score, depth - PROBCUT_REDUCTION + 1, TT_LOWER, ply);
			return score;
		}
	}
	return -SCORE_INFINITE;
}

int alphabeta(searcher *s, int alpha, int beta, int depth, int ply, int is_pv)
{
	position *pos = &s->pos;
	gmk_color stm = pos->to_move, other = opponent_of(stm);
	int own = side_of(stm), opp = !own;
	s->pv_length[ply] = 0;

	if (pos->count[own][CLS_FIVE]) {
		int five;
		position_five_points(pos, stm, &five, 1);
		s->pv[ply][0] = five;
		s->pv_length[ply] = 1;
		return mate_in(ply + 1);
	}
	if (pos->empty_count == 0)
		return 0;
	if (ply >= SEARCH_MAX_PLY)
		return position_evaluate(pos);
	/* No result here can beat a five next move or be worse than one the move after. */
	if (mate_in(ply + 1) <= alpha)
		return mate_in(ply + 1);
	if (mated_in(ply + 2) >= beta)
		return mated_in(ply + 2);

	/* Replies forced by the opponent's five point(s): the blocks (caro: or the caps). */
	int forced[CARO_REPLIES_MAX], forced_count = 0;
	enum gen_mode mode = GEN_ALL;
	int caro = rule_caps_fives(pos->rule);
	if (pos->count[opp][CLS_FIVE]) {
		if (caro) {
			forced_count = caro_stopping_replies(s, other, forced, CARO_REPLIES_MAX);
		} else if (position_five_points(pos, other, forced, 2) == 1 &&
			   !search_is_foul(s, forced[0], stm)) {
			forced_count = 1;
		}
		if (forced_count == 0)
			return mated_in(ply + 2);
	} else if (!caro && search_legal_flex4(s, stm) >= 0) {
		/* Caro: a capped end can spoil an open four, so the search checks it. */
		return mate_in(ply + 3);
	} else if (pos->count[opp][CLS_FLEX4]) {
		mode = GEN_DEFEND;
	}
	if (!forced_count && depth <= 0)
		return leaf(s, beta, ply, is_pv);
	if (s->aborted)
		return 0;

	/* The grandchildren's killers start afresh: killers from another subtree rarely apply. */
	s->killers[ply + 2][0] = s->killers[ply + 2][1] = -1;
	uint64_t hash = pos->hash;
	int tt_move = -1;
	tt_entry e;
	int tt_hit = tt_probe(s->table, hash, &e);
	if (tt_hit) {
		tt_move = e.move;
		int score = tt_score_from(e.score, ply);
		if (!is_pv && e.depth >= depth &&
		    (e.bound == TT_EXACT || (e.bound == TT_LOWER && score >= beta) ||
		     (e.bound == TT_UPPER && score <= alpha)))
			return score;
	}

	/*
	 * Off the principal variation, with no five or open three of the
	 * opponent's to answer (settled), a static score well above beta fails
	 * high near the horizon (futility).
	 */
	int settled = !is_pv && !forced_count && mode == GEN_ALL && depth < pos->empty_count &&
		      !GMK_SCORE_IS_WIN(beta);
	/* The static score, only where a rule below reads it (freestyle's deeper nodes do not). */
	int futile = settled && depth <= FUTILITY_MAX_DEPTH &&
		     !(futility_waits_for_fours(pos->rule) && attacking_by_fours(pos, own));
	int reduces_fail_high = settled && fail_high_reduction_enabled(pos->rule);
	int eval = futile || reduces_fail_high ? position_evaluate(pos) : 0;
	if (futile && eval - futility_margin_at(depth, tt_hit) >= beta)
		return eval;
	/* Far enough above beta to fail high anyway: every move but a four looks a ply less deep. */
	int likely_fail_high = reduces_fail_high && eval >= beta + FAIL_HIGH_MARGIN_PER_PLY * depth;

	size_t saved_top = s->arena_top, count;
	size_t at;
	int child_depth = depth - 1;
	if (forced_count) {
		at = search_moves_reserve(s, (size_t)forced_count);
		for (int i = 0; at != SIZE_MAX && i < forced_count; i++) {
			s->arena[at + i].cell = forced[i];
			s->arena[at + i].score = forced[i] == tt_move;
		}
		count = (size_t)forced_count;
		child_depth = depth;
	} else {
		at = generate(s, mode, tt_move, ply, &count);
	}
	if (at == SIZE_MAX) {
		s->aborted = 1;
		return 0;
	}
	if (count == 0) {
		s->arena_top = saved_top;
		return mode == GEN_DEFEND ? mated_in(ply + PLIES_UNSTOPPABLE) : 0;
	}

	/* ProbCut, unless the hash already holds a bound below its raised beta from that deep. */
	if (settled && depth >= PROBCUT_MIN_DEPTH && !GMK_SCORE_IS_LOSS(beta) &&
	    !(tt_hit && e.depth >= depth - PROBCUT_REDUCTION && e.bound != TT_LOWER &&
	      tt_score_from(e.score, ply) < beta + PROBCUT_MARGIN)) {
		int score = probcut(s, at, count, beta, depth, ply);
		if (score >= beta || s->aborted) {
			s->arena_top = saved_top;
			return s->aborted ? 0 : score;
		}
	}

	int best = -SCORE_INFINITE, best_move = -1, alpha_in = alpha;
	/* When the depth reaches the end of the game (small boards), nothing is pruned. */
	int prune = !is_pv && !forced_count && mode == GEN_ALL && depth < pos->empty_count;
	int quiet_seen = 0;
	for (size_t i = 0; i < count; i++) {
		int cell = pick(s->arena + at, i, count);
		const eval_cell *c = &pos->cells[cell];
		int quiet = cell_is_quiet(c);
		if (prune && i > 0 && quiet) {
			/* A cell that makes nothing for either side is never worth a node here. */
			if (c->cls[own] == CLS_NONE && c->cls[opp] == CLS_NONE)
				continue;
			if (depth <= MCP_MAX_DEPTH) {
				int keep = mcp_quiet_moves[depth];
				if (quiet_seen >= keep)
					continue;
				/* Past half the count, a cell that never cut off for this side goes too. */
				if (2 * quiet_seen >= keep && history_row(s, own)[cell] == 0)
					continue;
			}
		}
		quiet_seen += quiet;
		int reduction = 0;
		/* Never when the depth reaches the end of the game: small boards get solved exactly. */
		if (quiet && !forced_count && mode == GEN_ALL && i >= LMR_MIN_INDEX && depth >= LMR_MIN_DEPTH &&
		    depth < pos->empty_count)
			reduction = late_move_reduction(s, depth, i, ply, cell, is_pv);
		int move_depth = child_depth - (likely_fail_high && c->cls[own] < CLS_FOUR);
		/* A child above the horizon probes the table first thing: start its load now. */
		if (move_depth - reduction > 0)
			tt_prefetch(s->table, position_hash_after(pos, cell));
		if (search_play(s, cell) != 0) {
			s->aborted = 1;
			break;
		}
		int score;
		if (i == 0) {
			score = -alphabeta(s, -beta, -alpha, move_depth, ply + 1, is_pv);
		} else {
			score = -alphabeta(s, -alpha - 1, -alpha, move_depth - reduction, ply + 1, 0);
			if (score > alpha && reduction && !s->aborted)
				score = -alphabeta(s, -alpha - 1, -alpha, move_depth, ply + 1, 0);
			if (score > alpha && score < beta && is_pv && !s->aborted)
				score = -alphabeta(s, -beta, -alpha, move_depth, ply + 1, 1);
		}
		search_undo(s);
		if (s->aborted)
			break;
		if (score > best) {
			best = score;
			best_move = cell;
			if (score > alpha) {
				alpha = score;
				set_pv(s, ply, cell);
				if (alpha >= beta) {
					if (quiet)
						remember_cutoff(s, cell, depth, ply, own);
					break;
				}
			}
		}
	}
	s->arena_top = saved_top;
	if (s->aborted)
		return 0;
	int bound = best >= beta ? TT_LOWER : best > alpha_in ? TT_EXACT : TT_UPPER;
	/*
	 * A node that failed low has no best move, only the highest of its
	 * bounds, so the hash keeps the move it had (chess engines do the same).
	 * Session 14: freestyle +15.6 [+4.0, +27.3] over 1778 games, H1
	 * accepted; renju +2.5 [-8.8, +13.9] over 2052, level: kept in every rule.
	 */
	tt_store(s->table, hash, bound == TT_UPPER ? tt_move : best_move, best, depth, bound, ply);
	return best;
}
