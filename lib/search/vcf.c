/* SPDX-License-Identifier: MIT */
/*
 * VCF: a win made only of fours. The attacker plays a four, the defender
 * must take the one completing cell, and so on until the attacker has two
 * fives to choose from (an open four) or the defender cannot block (renju
 * black on a foul). When the defender's block makes a four of his own, the
 * attacker's next move must take that cell, and count only if it is a four
 * too. Refuted positions are remembered with the depth they were refuted at.
 *
 * Caro rules add a second way to stop a five: capping its open end when the
 * other end is already capped. There the defender's replies are tried
 * (caro_stops): a four is forcing only if exactly one reply stops it, and an
 * open four wins only if none does.
 */
#include <stdint.h>

#include "core/color.h"
#include "search/searcher.h"

/* Plies of a win once the attacker has two five points (or the defender cannot block). */
#define PLIES_FIVE 1
#define PLIES_OPEN_FOUR 3
/* Caro: five points looked at after one attacker move, and the replies they allow. */
#define CARO_MAX_FIVES 8
#define CARO_MAX_REPLIES (CARO_MAX_FIVES * (1 + 2 * GMK_DIRECTIONS))

/* Five points of color on the lines through cell (enough after a move there). */
static int five_points_near(const position *pos, gmk_color color, int cell, int *out, int max)
{
	int side = side_of(color), n = 0;
	int reach = pos->win_length - 1;
	for (int dir = 0; dir < GMK_DIRECTIONS; dir++) {
		int step = pos->step[dir];
		for (int j = -reach; j <= reach; j++) {
			const eval_cell *c = &pos->cells[cell + j * step];
			if (j == 0 || c->state != LINE_EMPTY || c->cls[side] != CLS_FIVE)
				continue;
			int q = cell + j * step, seen = 0;
			for (int i = 0; i < n && i < max; i++)
				seen |= out[i] == q;
			if (seen)
				continue;
			if (n < max)
				out[n] = q;
			n++;
		}
	}
	return n;
}

static int caps_stop_fives(const position *pos)
{
	return pos->rule == GMK_RULE_CARO || pos->rule == GMK_RULE_CARO_EXACT;
}

static void add_reply(int *replies, int *count, int cell)
{
	for (int i = 0; i < *count; i++)
		if (replies[i] == cell)
			return;
	if (*count < CARO_MAX_REPLIES)
		replies[(*count)++] = cell;
}

/*
 * The cells that may stop the attacker's five points (n of them, found by a
 * counter that may exceed CARO_MAX_FIVES): each point itself, and the empty
 * cell capping each end of the row it would complete. Returns their count.
 */
static int replies_to_fives(const position *pos, gmk_color att, const int *fives, int n,
			    int replies[CARO_MAX_REPLIES])
{
	uint8_t own_state = att == GMK_BLACK ? LINE_OWN : LINE_OPP;
	int count = 0;
	if (n > CARO_MAX_FIVES)
		n = CARO_MAX_FIVES;
	for (int i = 0; i < n; i++) {
		add_reply(replies, &count, fives[i]);
		for (int dir = 0; dir < GMK_DIRECTIONS; dir++)
			for (int sign = -1; sign <= 1; sign += 2) {
				int step = sign * pos->step[dir], q = fives[i] + step;
				while (pos->cells[q].state == own_state)
					q += step;
				if (pos->cells[q].state == LINE_EMPTY)
					add_reply(replies, &count, q);
			}
	}
	return count;
}

/*
 * Caro, the defender to move after the attacker's move at cell: how many
 * replies leave the attacker without a five point; the first goes to *first.
 * A reply can only take a five point or cap the end of the row it completes,
 * so those cells are the ones tried.
 */
static int caro_stops(searcher *s, gmk_color att, int cell, int *first)
{
	position *pos = &s->pos;
	int fives[CARO_MAX_FIVES], replies[CARO_MAX_REPLIES], stops = 0;
	int n = five_points_near(pos, att, cell, fives, CARO_MAX_FIVES);
	int count = replies_to_fives(pos, att, fives, n, replies);
	for (int i = 0; i < count; i++) {
		/* A reply that cannot be tried (out of memory) counts as a stop: no false wins. */
		int stopped = 1;
		if (search_play(s, replies[i]) == 0) {
			stopped = pos->count[side_of(att)][CLS_FIVE] == 0;
			search_undo(s);
		}
		if (stopped && stops++ == 0 && first)
			*first = replies[i];
	}
	return stops;
}

int caro_stopping_replies(searcher *s, gmk_color att, int *out, int max)
{
	position *pos = &s->pos;
	int fives[CARO_MAX_FIVES], replies[CARO_MAX_REPLIES], n_out = 0;
	int n = position_five_points(pos, att, fives, CARO_MAX_FIVES);
	int count = replies_to_fives(pos, att, fives, n, replies);
	for (int i = 0; i < count && n_out < max; i++) {
		if (search_play(s, replies[i]) != 0)
			continue;
		int stopped = pos->count[side_of(att)][CLS_FIVE] == 0;
		search_undo(s);
		if (stopped)
			out[n_out++] = replies[i];
	}
	return n_out;
}

static int out_of_budget(searcher *s)
{
	if (s->aborted)
		return 1;
	if (s->vcf_node_cap && s->nodes >= s->vcf_node_cap) {
		s->vcf_capped = 1;
		return 1;
	}
	return 0;
}

/*
 * The attacker's move at cell makes two fives possible, or one the defender
 * cannot block (renju black on a foul): record the win, with a defender move
 * that can be played and the attacker's five after it. 0 if it is no such win.
 */
static int finish_open_four(searcher *s, int cell, int ply)
{
	position *pos = &s->pos;
	gmk_color att = pos->to_move, def = opponent_of(att);
	int fives[2], reply = -1, win = -1;
	if (search_play(s, cell) != 0)
		return 0;
	int n = five_points_near(pos, att, cell, fives, 2);
	if (n >= 1 && caps_stop_fives(pos) && caro_stops(s, att, cell, NULL) > 0)
		n = 0;
	if (n >= 1) {
		/* The defender takes a five point he may play (renju: not a foul), else plays elsewhere. */
		int seen = n < 2 ? n : 2;
		for (int i = 0; i < seen && reply < 0; i++)
			if (!search_is_foul(s, fives[i], def))
				reply = fives[i];
		if (n == 1 && reply >= 0)
			reply = -1; /* one five point, and he blocks it: no win */
		else if (reply < 0)
			reply = search_free_reply(s, def, fives[0]);
	}
	/*
	 * The attacker's five after the defender's reply. Only a caro cap can
	 * spoil a five point the reply does not take, so elsewhere it is read
	 * off without playing the reply.
	 */
	if (reply >= 0 && !caps_stop_fives(pos)) {
		for (int i = 0; i < (n < 2 ? n : 2) && win < 0; i++)
			if (fives[i] != reply)
				win = fives[i];
	} else if (reply >= 0 && search_play(s, reply) == 0) {
		if (position_five_points(pos, att, &win, 1) < 1)
			win = -1;
		search_undo(s);
	}
	search_undo(s);
	if (reply < 0 || win < 0)
		return 0;
	s->vcf_line[ply] = cell;
	s->vcf_line[ply + 1] = reply;
	s->vcf_line[ply + 2] = win;
	s->vcf_length = ply + PLIES_OPEN_FOUR;
	return PLIES_OPEN_FOUR;
}

/* Four-making cells of the attacker, strongest first (4-3 before plain fours). */
static size_t collect_fours(searcher *s, int side, size_t *count)
{
	position *pos = &s->pos;
	size_t at = search_moves_reserve(s, (size_t)pos->candidate_count);
	*count = 0;
	if (at == SIZE_MAX)
		return at;
	move_entry *list = s->arena + at;
	for (int i = 0; i < pos->candidate_count; i++) {
		int cell = pos->candidates[i];
		int cls = pos->cells[cell].cls[side];
		if (cls < CLS_FOUR || cls == CLS_FIVE)
			continue;
		list[*count].cell = cell;
		list[*count].score = cls * 4096 + pos->cells[cell].cls[!side];
		(*count)++;
	}
	/* Insertion sort: the lists are short. */
	for (size_t i = 1; i < *count; i++) {
		move_entry m = list[i];
		size_t j = i;
		for (; j > 0 && list[j - 1].score < m.score; j--)
			list[j] = list[j - 1];
		list[j] = m;
	}
	return at;
}

/* One attacker four at cell, the forced block, and the rest of the VCF. */
static int try_four(searcher *s, int cell, int depth, int ply)
{
	position *pos = &s->pos;
	gmk_color att = pos->to_move, def = opponent_of(att);
	if (search_is_foul(s, cell, att))
		return 0;
	if (search_play(s, cell) != 0)
		return 0;
	int fives[2];
	int n = five_points_near(pos, att, cell, fives, 2);
	int result = 0;
	if (n >= 1 && caps_stop_fives(pos)) {
		/* The one reply that stops the four is the forced one; none: it wins. */
		int stops = caro_stops(s, att, cell, &fives[0]);
		if (stops > 1) {
			search_undo(s);
			return 0;
		}
		n = stops == 0 ? 2 : 1;
	}
	if (n >= 2 || (n == 1 && search_is_foul(s, fives[0], def))) {
		search_undo(s);
		return finish_open_four(s, cell, ply);
	}
	if (n == 1 && search_play(s, fives[0]) == 0) {
		int rest = vcf_search(s, depth - 1, ply + 2);
		search_undo(s);
		if (rest) {
			s->vcf_line[ply] = cell;
			s->vcf_line[ply + 1] = fives[0];
			result = rest + 2;
		}
	}
	search_undo(s);
	return result;
}

int vcf_search(searcher *s, int depth, int ply)
{
	position *pos = &s->pos;
	gmk_color att = pos->to_move, def = opponent_of(att);
	int own = side_of(att), opp = !own;
	int fives[2];

	if (pos->count[own][CLS_FIVE]) {
		position_five_points(pos, att, fives, 1);
		s->vcf_line[ply] = fives[0];
		s->vcf_length = ply + PLIES_FIVE;
		return PLIES_FIVE;
	}
	if (ply + 2 * depth + PLIES_OPEN_FOUR >= SEARCH_MAX_PLY || out_of_budget(s))
		return 0;
	if (pos->count[opp][CLS_FIVE]) {
		/* The defender threatens a five: only a four on that very cell keeps going. */
		if (position_five_points(pos, def, fives, 2) != 1)
			return 0;
		int cls = pos->cells[fives[0]].cls[own];
		if (cls < CLS_FOUR || depth <= 0)
			return 0;
		return try_four(s, fives[0], depth, ply);
	}
	if (pos->count[own][CLS_FLEX4]) {
		for (int i = 0; i < pos->candidate_count; i++) {
			int cell = pos->candidates[i];
			if (pos->cells[cell].cls[own] != CLS_FLEX4 || search_is_foul(s, cell, att))
				continue;
			/* Under caro a capped end may spoil it: then look on. */
			int plies = finish_open_four(s, cell, ply);
			if (plies)
				return plies;
		}
	}
	if (depth <= 0 || vcf_cache_refuted(s->vcf_fail, s->pos.hash, depth))
		return 0;

	size_t count, saved_top = s->arena_top;
	size_t at = collect_fours(s, own, &count);
	int result = 0;
	for (size_t i = 0; at != SIZE_MAX && i < count && !result; i++) {
		result = try_four(s, s->arena[at + i].cell, depth, ply);
		if (out_of_budget(s))
			break;
	}
	s->arena_top = saved_top;
	if (!result && !out_of_budget(s))
		vcf_cache_store(s->vcf_fail, s->pos.hash, depth);
	return result;
}
