/* SPDX-License-Identifier: MIT */
/*
 * The root: legal root moves, the VCF shortcut, iterative deepening with
 * multi-PV (each further line is the best of the moves not yet chosen),
 * progress reports, and the weaker levels' seeded choice among near-best lines.
 */
#include <stdlib.h>
#include <string.h>

#include "core/color.h"
#include "core/zobrist.h"
#include "eval/weights.h"
#include "gomoku/status.h"
#include "search/engine_internal.h"
#include "search/search_params.h"

#define NS_PER_MS 1000000ll
/*
 * Time. time_ms is a hard limit: the search aborts there, and an aborted
 * depth still counts for the moves it finished (search_line's partial). A
 * new depth starts while the time used is under a share of the limit, in permille:
 * the base share, more for each recent change of the best move (decaying by
 * half per depth), when the score fell since the last depth, and when either
 * side threatens a four or a five; never past TIME_MAX_PERMILLE.
 * Session 11: a base share of 800 at 200 ms a move, freestyle -8.8 over
 * 238 games, not kept: a depth started in time runs on to the limit, so
 * the moves that search already spend nearly all of it (RESULTS.md).
 * Session 33: 700 at 200 ms a move (branch timeshare), freestyle -3.3
 * [-24.9, +18.2] over 210 games, level (replies 88 ms on average against
 * 82): not kept.
 */
#define PERMILLE 1000
#define TIME_BASE_PERMILLE 550
#define TIME_PER_CHANGE_PERMILLE 150
#define TIME_SCORE_FALL 30
#define TIME_FALL_PERMILLE 150
#define TIME_THREAT_PERMILLE 100
#define TIME_MAX_PERMILLE PERMILLE
/* Levels search this many lines for their seeded pick (its odds: search_request). */
#define LEVEL_LINES 3
#define PERCENT 100

typedef struct root_move {
	int cell;
	int score;
	int pv_length;
	int pv[GMK_MAX_PV];
} root_move;

static int mate_in(int plies)
{
	return GMK_SCORE_WIN - plies;
}

static void to_points(const position *pos, const int *cells, int n, gmk_point *out)
{
	for (int i = 0; i < n; i++)
		out[i] = position_point(pos, cells[i]);
}

static int move_order_score(const position *pos, int cell)
{
	int own = side_of(pos->to_move);
	const eval_cell *c = &pos->cells[cell];
	return attack_score[c->cls[own]] + defence_score[c->cls[!own]];
}

static int by_score_desc(const void *a, const void *b)
{
	const root_move *x = a, *y = b;
	if (x->score != y->score)
		return x->score < y->score ? 1 : -1;
	return x->cell - y->cell; /* a total order: the same position always sorts the same */
}

/*
 * Multi-PV lines best first. A later line can score above an earlier one:
 * the earlier line's search tried the later move through a null window only,
 * which pruning makes approximate. Ties keep the order the lines were found in.
 */
static void sort_lines(root_move *moves, int lines)
{
	for (int i = 1; i < lines; i++) {
		root_move line = moves[i];
		int j = i;
		for (; j > 0 && moves[j - 1].score < line.score; j--)
			moves[j] = moves[j - 1];
		moves[j] = line;
	}
}

/* Appends cell to the list if the side to move may play it; the list may be NULL (counting). */
static void add_root_move(searcher *s, int cell, root_move *moves, int *n)
{
	if (search_is_foul(s, cell, s->pos.to_move))
		return;
	if (moves)
		moves[*n].cell = cell;
	(*n)++;
}

/* The legal root moves: the blocks of a five threat, else the candidates, else any empty cell. */
static int list_root_moves(searcher *s, root_move *moves)
{
	position *pos = &s->pos;
	gmk_color other = opponent_of(pos->to_move);
	int n = 0, blocks[CARO_REPLIES_MAX], count = 0;
	if (pos->count[side_of(other)][CLS_FIVE]) {
		/* Caro: the caps that stop the five count too. */
		if (rule_caps_fives(pos->rule))
			count = caro_stopping_replies(s, other, blocks, CARO_REPLIES_MAX);
		/* Otherwise (or when nothing stops it) the five points: lost anyway if several. */
		if (!count) {
			count = position_five_points(pos, other, blocks, 2);
			count = count > 2 ? 2 : count;
		}
	}
	for (int i = 0; i < count; i++)
		add_root_move(s, blocks[i], moves, &n);
	if (n == 0)
		for (int i = 0; i < pos->candidate_count; i++)
			add_root_move(s, pos->candidates[i], moves, &n);
	if (n == 0) /* Every candidate is a foul: any other empty cell will do. */
		for (int y = 0; y < pos->height; y++)
			for (int x = 0; x < pos->width; x++) {
				int cell = position_cell(pos, x, y);
				if (pos->cells[cell].state == LINE_EMPTY)
					add_root_move(s, cell, moves, &n);
			}
	return n;
}

/* The root moves, ordered by their static scores; *count 0 when there is none. */
static root_move *root_moves(searcher *s, int *count)
{
	int n = list_root_moves(s, NULL);
	root_move *moves = calloc(n ? (size_t)n : 1, sizeof(*moves));
	if (!moves)
		return NULL;
	list_root_moves(s, moves);
	for (int i = 0; i < n; i++)
		moves[i].score = move_order_score(&s->pos, moves[i].cell);
	qsort(moves, (size_t)n, sizeof(*moves), by_score_desc);
	*count = n;
	return moves;
}

static void save_pv(searcher *s, root_move *m)
{
	m->pv[0] = m->cell;
	int n = s->pv_length[1];
	if (n > GMK_MAX_PV - 1)
		n = GMK_MAX_PV - 1;
	memcpy(m->pv + 1, s->pv[1], (size_t)n * sizeof(int));
	m->pv_length = n + 1;
}

/*
 * Finds line k: the best of moves[k..n), moved to index k. 0 if aborted; then
 * *partial is the index of a move that finished this depth better than the
 * first one searched (the previous best), else -1.
 */
static int search_line(searcher *s, root_move *moves, int n, int k, int depth, int alpha, int beta,
		       int *partial)
{
	*partial = -1;
	int alpha_in = alpha, best = -SCORE_INFINITE, best_i = k;
	for (int i = k; i < n; i++) {
		/* Root LMR (search_params.h), never where the depth reaches the end of the game. */
		int r = 0;
		if (i - k >= ROOT_LMR_MIN_INDEX && depth >= ROOT_LMR_MIN_DEPTH &&
		    depth < s->pos.empty_count && cell_is_quiet(&s->pos.cells[moves[i].cell]))
			r = late_move_reduction(s, depth, (size_t)(i - k), 0, moves[i].cell, 1);
		if (search_play(s, moves[i].cell) != 0) {
			s->aborted = 1;
			return 0;
		}
		int score;
		if (i == k) {
			score = -alphabeta(s, -beta, -alpha, depth - 1, 1, 1);
		} else {
			score = -alphabeta(s, -alpha - 1, -alpha, depth - 1 - r, 1, 0);
			if (score > alpha && r && !s->aborted)
				score = -alphabeta(s, -alpha - 1, -alpha, depth - 1, 1, 0);
			if (score > alpha && !s->aborted)
				score = -alphabeta(s, -beta, -alpha, depth - 1, 1, 1);
		}
		search_undo(s);
		if (s->aborted) {
			/* Above the window's floor, it beat the first move, exact or failed low. */
			if (best_i != k && best > alpha_in)
				*partial = best_i;
			return 0;
		}
		moves[i].score = score;
		if (score > best) {
			best = score;
			best_i = i;
			if (score > alpha) {
				alpha = score;
				save_pv(s, &moves[i]);
			}
		}
		if (i != best_i) {
			moves[i].pv[0] = moves[i].cell;
			moves[i].pv_length = 1;
		}
		if (alpha >= beta)
			break; /* failed high: the caller widens the window */
	}
	root_move chosen = moves[best_i];
	memmove(moves + k + 1, moves + k, (size_t)(best_i - k) * sizeof(*moves));
	moves[k] = chosen;
	return 1;
}

/*
 * Line 0 through an aspiration window around the last depth's score: a
 * narrow window cuts more, and a score outside it is searched again with
 * the window widened on that side (search_params.h). 0 if aborted.
 */
static int search_aspirated(searcher *s, root_move *moves, int n, int depth, int last, int *partial)
{
	int alpha = -SCORE_INFINITE, beta = SCORE_INFINITE, delta = ASPIRATION_DELTA;
	if (depth >= ASPIRATION_MIN_DEPTH && !GMK_SCORE_IS_WIN(last) && !GMK_SCORE_IS_LOSS(last)) {
		alpha = last - delta;
		beta = last + delta;
	}
	for (;;) {
		if (!search_line(s, moves, n, 0, depth, alpha, beta, partial))
			return 0;
		int score = moves[0].score;
		delta *= ASPIRATION_GROWTH;
		int wide = delta > ASPIRATION_MAX_DELTA;
		if (score <= alpha && alpha > -SCORE_INFINITE)
			alpha = wide || GMK_SCORE_IS_LOSS(score) ? -SCORE_INFINITE : score - delta;
		else if (score >= beta && beta < SCORE_INFINITE)
			beta = wide || GMK_SCORE_IS_WIN(score) ? SCORE_INFINITE : score + delta;
		else
			return 1;
	}
}

static void report(gmk_engine *engine, searcher *s, const root_move *line, int depth)
{
	if (!engine->progress)
		return;
	gmk_point pv[GMK_MAX_PV];
	to_points(&s->pos, line->pv, line->pv_length, pv);
	int64_t elapsed_ns = search_clock_ns() - s->start_ns;
	gmk_search_info info;
	info.version = GMK_SEARCH_INFO_VERSION;
	info.depth = depth;
	info.score = line->score;
	info.nodes = s->nodes;
	info.elapsed_ms = (int)(elapsed_ns / NS_PER_MS);
	info.nps = elapsed_ns > 0 ? (uint64_t)((double)s->nodes * 1e9 / (double)elapsed_ns) : 0;
	info.pv_length = line->pv_length;
	info.pv = pv;
	engine->progress(&info, engine->progress_data);
}

static uint64_t level_random(const search_request *req, uint64_t hash)
{
	return zobrist_mix(req->seed ^ zobrist_mix(hash ^ (uint64_t)req->level));
}

/* Levels 1..10: a seeded pick among the near-best lines (the odds per level: engine.c). */
static int level_choice(const search_request *req, uint64_t hash, const root_move *lines, int n)
{
	if (req->level == 0 || n < 2 || GMK_SCORE_IS_WIN(lines[0].score))
		return 0;
	int margin = req->level_margin;
	int usable = 1;
	while (usable < n && lines[usable].score >= lines[0].score - margin &&
	       !GMK_SCORE_IS_LOSS(lines[usable].score))
		usable++;
	int first = req->level_best_percent, second = (PERCENT - first) * 3 / 4;
	int roll = (int)(level_random(req, hash) % PERCENT);
	int pick = roll < first ? 0 : roll < first + second ? 1 : 2;
	return pick < usable ? pick : usable - 1;
}

static void fill_line(const position *pos, const root_move *m, gmk_search_line *line)
{
	line->move = position_point(pos, m->cell);
	line->score = m->score;
	line->pv_length = m->pv_length;
	to_points(pos, m->pv, m->pv_length, line->pv);
}

static void fill_result(searcher *s, gmk_search_result *out, const root_move *lines, int n,
			int chosen, int depth, int wanted_lines)
{
	const position *pos = &s->pos;
	out->best = position_point(pos, lines[chosen].cell);
	out->score = lines[chosen].score;
	out->depth = depth;
	out->nodes = s->nodes;
	out->time_ms = (int)((search_clock_ns() - s->start_ns) / NS_PER_MS);
	out->pv_length = lines[chosen].pv_length;
	to_points(pos, lines[chosen].pv, lines[chosen].pv_length, out->pv);
	out->line_count = n < wanted_lines ? n : wanted_lines;
	for (int i = 0; i < out->line_count; i++)
		fill_line(pos, &lines[i], &out->lines[i]);
}

/* The root VCF: a forced win by fours ends the search at once. */
static int try_root_vcf(searcher *s, const search_request *req, root_move *win)
{
	position *pos = &s->pos;
	int own = side_of(pos->to_move);
	if (!req->root_vcf_depth || pos->count[!own][CLS_FIVE])
		return 0;
	s->vcf_node_cap = req->root_vcf_nodes ? s->nodes + req->root_vcf_nodes : 0;
	s->vcf_capped = 0;
	/* Deepening: the shortest win, and cheap thanks to the refutation cache. */
	int plies = 0;
	for (int depth = 0; depth <= req->root_vcf_depth && !plies && !s->vcf_capped; depth++)
		plies = vcf_search(s, depth, 0);
	s->vcf_node_cap = 0;
	if (!plies || s->aborted)
		return 0;
	win->cell = s->vcf_line[0];
	win->score = mate_in(plies);
	win->pv_length = plies < GMK_MAX_PV ? plies : GMK_MAX_PV;
	memcpy(win->pv, s->vcf_line, (size_t)win->pv_length * sizeof(int));
	return 1;
}

/* What the time manager remembers between depths. */
typedef struct stability {
	int best_cell;
	int best_score;
	int changes;      /* changes of the best move: 2 each, halved at every depth */
} stability;

static int threats_in_the_air(const position *pos)
{
	for (int side = 0; side < 2; side++)
		if (pos->count[side][CLS_FLEX4] || pos->count[side][CLS_FIVE])
			return 1;
	return 0;
}

/* The share of the time limit (permille) that a new depth may still start in. */
static int64_t time_share(const searcher *s, stability *st, const root_move *best, int depth)
{
	st->changes /= 2;
	if (depth > 1 && best->cell != st->best_cell)
		st->changes += 2;
	int64_t share = TIME_BASE_PERMILLE + (int64_t)TIME_PER_CHANGE_PERMILLE * st->changes / 2;
	if (depth > 1 && best->score < st->best_score - TIME_SCORE_FALL)
		share += TIME_FALL_PERMILLE;
	if (threats_in_the_air(&s->pos))
		share += TIME_THREAT_PERMILLE;
	st->best_cell = best->cell;
	st->best_score = best->score;
	return share < TIME_MAX_PERMILLE ? share : TIME_MAX_PERMILLE;
}

static int should_deepen(const searcher *s, stability *st, int depth, int root_moves,
			 const root_move *best)
{
	const position *pos = &s->pos;
	int64_t share = time_share(s, st, best, depth);
	if (depth >= pos->empty_count)
		return 0; /* the whole game tree is searched */
	if ((GMK_SCORE_IS_WIN(best->score) || GMK_SCORE_IS_LOSS(best->score)) &&
	    GMK_SCORE_PLIES(best->score) <= depth)
		return 0;
	if (s->deadline_ns) {
		if (root_moves == 1)
			return 0; /* a forced reply: deeper search cannot change it */
		int64_t budget = s->deadline_ns - s->start_ns, used = search_clock_ns() - s->start_ns;
		if (used * PERMILLE > budget * share)
			return 0;
	}
	return 1;
}

void root_helper_run(searcher *s, const search_request *req, int id)
{
	int n = 0;
	root_move *moves = root_moves(s, &n);
	if (!moves)
		return;
	/* Odd helpers run one depth ahead of the lead and the even ones. */
	for (int depth = 1 + (id & 1); n > 0 && depth <= req->max_depth; depth++) {
		int partial;
		if (!search_line(s, moves, n, 0, depth, -SCORE_INFINITE, SCORE_INFINITE, &partial))
			break;
		qsort(moves + 1, (size_t)(n - 1), sizeof(*moves), by_score_desc);
	}
	free(moves);
}

int root_run(gmk_engine *engine, searcher *s, const search_request *req, gmk_search_result *out)
{
	position *pos = &s->pos;
	int own = side_of(pos->to_move);
	root_move single;
	memset(&single, 0, sizeof(single));

	if (pos->empty_count == pos->width * pos->height) {
		/* An empty board: the centre. */
		single.cell = position_cell(pos, pos->width / 2, pos->height / 2);
		single.score = position_evaluate(pos);
		single.pv[0] = single.cell;
		single.pv_length = 1;
		fill_result(s, out, &single, 1, 0, 0, 1);
		return GMK_OK;
	}
	if (pos->count[own][CLS_FIVE]) {
		position_five_points(pos, pos->to_move, &single.cell, 1);
		single.score = mate_in(1);
		single.pv[0] = single.cell;
		single.pv_length = 1;
		fill_result(s, out, &single, 1, 0, 1, 1);
		report(engine, s, &single, 1);
		return GMK_OK;
	}

	int n = 0;
	root_move *moves = root_moves(s, &n);
	if (!moves)
		return GMK_ENOMEM;
	if (n == 0) {
		free(moves);
		return GMK_ENOMOVE;
	}
	if (try_root_vcf(s, req, &single)) {
		free(moves);
		fill_result(s, out, &single, 1, 0, GMK_SCORE_PLIES(single.score), 1);
		report(engine, s, &single, out->depth);
		return GMK_OK;
	}

	int wanted = req->level > 0 && req->multipv < LEVEL_LINES ? LEVEL_LINES : req->multipv;
	int lines = wanted < n ? wanted : n;
	root_move *final = calloc((size_t)lines, sizeof(*final));
	if (!final) {
		free(moves);
		return GMK_ENOMEM;
	}
	/* Until depth 1 completes, the static order stands. */
	for (int i = 0; i < lines; i++) {
		final[i] = moves[i];
		final[i].pv[0] = moves[i].cell;
		final[i].pv_length = 1;
		final[i].score = position_evaluate(pos);
	}
	int completed = 0;
	stability st = { -1, 0, 0 };
	for (int depth = 1; depth <= req->max_depth; depth++) {
		int k, partial = -1;
		for (k = 0; k < lines; k++) {
			/* Multi-PV lines after the first have no last score of their own: full windows. */
			int done = lines == 1 && completed
					   ? search_aspirated(s, moves, n, depth, final[0].score, &partial)
					   : search_line(s, moves, n, k, depth, -SCORE_INFINITE, SCORE_INFINITE,
							 &partial);
			if (!done)
				break;
		}
		if (k < lines) {
			/* Cut short: a single line takes a move that beat the old best at this depth. */
			if (lines == 1 && completed && partial >= 0)
				final[0] = moves[partial];
			break;
		}
		completed = depth;
		sort_lines(moves, lines);
		memcpy(final, moves, (size_t)lines * sizeof(*final));
		report(engine, s, &final[0], depth);
		qsort(moves + lines, (size_t)(n - lines), sizeof(*moves), by_score_desc);
		if (!should_deepen(s, &st, depth, n, &final[0]))
			break;
	}
	int chosen = level_choice(req, pos->hash, final, lines);
	fill_result(s, out, final, lines, chosen, completed, req->multipv);
	free(final);
	free(moves);
	return GMK_OK;
}
