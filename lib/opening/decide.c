/* SPDX-License-Identifier: MIT */
/*
 * The engine takes the current step for whoever acts.
 *
 * A stone that the other player will judge (a swap follows) is placed by a
 * balance search: among the legal points near the stones, the few whose
 * static evaluation is nearest even are searched, and the one whose score
 * is nearest zero is placed. A stone nobody judges (RIF's 4th) is simply the
 * engine's best move. A colour is chosen by the sign of the searched score,
 * an offer count grows with black's advantage (to even it out before the
 * swap that follows), offers are the best moves that no symmetry of the
 * position makes equal, and the pick is the offer best for white.
 * Taraguchi-N's black offers instead of placing the 5th when even the
 * offer white would pick leaves black clearly ahead.
 */
#include <stdlib.h>

#include "core/error.h"
#include "gomoku/engine.h"
#include "gomoku/eval.h"
#include "gomoku/status.h"
#include "opening/openrule_internal.h"

/* Points this far (Chebyshev) from a stone are balance candidates. */
#define BALANCE_REACH 2
/* Candidates searched after the static preselection. */
#define BALANCE_CANDIDATES 6
/* Below this |score| a position counts as even (swap2: place two more). */
#define EVEN_MARGIN 30
/* One more declared offer per this much black advantage. */
#define DECLARE_SCORE_STEP 60

typedef struct decider {
	gmk_openrule *op;
	gmk_engine *engine;
	const gmk_search_limits *limits;
} decider;

/* The searched score of board for black (>0: black is better). */
static int black_score(const decider *d, const gmk_board *board, int *out)
{
	gmk_search_result r = GMK_SEARCH_RESULT_INIT;
	int status = gmk_engine_search(d->engine, board, d->limits, &r);
	if (status != GMK_OK)
		return status;
	*out = gmk_board_to_move(board) == GMK_BLACK ? r.score : -r.score;
	return GMK_OK;
}

/* board with (x, y) played, into *out. */
static int after(const gmk_board *board, int x, int y, gmk_board **out)
{
	int status = gmk_board_clone(out, board);
	if (status != GMK_OK)
		return status;
	if ((status = gmk_board_play(*out, x, y)) != GMK_OK)
		gmk_board_free(*out);
	return status;
}

/*
 * Whether (x, y) is a balance candidate: near a stone, or the centre on an
 * empty board (else the most "even" stones are useless ones in a corner).
 */
static int near_stone(const gmk_board *board, int x, int y)
{
	if (gmk_board_stone_count(board) == 0)
		return x == gmk_board_width(board) / 2 && y == gmk_board_height(board) / 2;
	int width = gmk_board_width(board), height = gmk_board_height(board);
	for (int dy = -BALANCE_REACH; dy <= BALANCE_REACH; dy++)
		for (int dx = -BALANCE_REACH; dx <= BALANCE_REACH; dx++) {
			int px = x + dx, py = y + dy;
			if (px >= 0 && py >= 0 && px < width && py < height &&
			    gmk_board_at(board, px, py) != GMK_EMPTY)
				return 1;
		}
	return 0;
}

typedef struct candidate {
	gmk_point p;
	int key;  /* |static evaluation| after the stone: lower is more even */
} candidate;

static int by_key(const void *a, const void *b)
{
	int ka = ((const candidate *)a)->key, kb = ((const candidate *)b)->key;
	return (ka > kb) - (ka < kb);
}

/* The legal points near the stones, most even first, into *out (malloc'ed). */
static int even_candidates(const decider *d, candidate **out, size_t *count)
{
	const gmk_board *board = d->op->board;
	int width = gmk_board_width(board), height = gmk_board_height(board);
	candidate *c = malloc(sizeof *c * (size_t)width * (size_t)height);
	if (!c)
		return error_nomem("balance candidates");
	size_t n = 0;
	for (int y = 0; y < height; y++)
		for (int x = 0; x < width; x++) {
			if (!gmk_openrule_may_place(d->op, x, y) || !near_stone(board, x, y))
				continue;
			gmk_board *next;
			int status = after(board, x, y, &next), e = 0;
			if (status == GMK_OK) {
				status = gmk_board_evaluate(next, &e);
				gmk_board_free(next);
			}
			if (status != GMK_OK) {
				free(c);
				return status;
			}
			c[n++] = (candidate){ { x, y }, abs(e) };
		}
	qsort(c, n, sizeof *c, by_key);
	*out = c;
	*count = n;
	return GMK_OK;
}

static int place_balanced(const decider *d)
{
	candidate *c = NULL;
	size_t n = 0;
	int status = even_candidates(d, &c, &n);
	if (status != GMK_OK)
		return status;
	if (n == 0) {
		free(c);
		return error_set(GMK_ENOMOVE, "no legal point for the opening's next stone");
	}
	size_t best = 0;
	int best_balance = -1;
	for (size_t i = 0; i < n && i < BALANCE_CANDIDATES; i++) {
		gmk_board *next;
		int score = 0;
		if ((status = after(d->op->board, c[i].p.x, c[i].p.y, &next)) != GMK_OK)
			break;
		status = black_score(d, next, &score);
		gmk_board_free(next);
		if (status != GMK_OK)
			break;
		if (best_balance < 0 || abs(score) < best_balance) {
			best_balance = abs(score);
			best = i;
		}
	}
	gmk_point p = c[best].p;
	free(c);
	return status != GMK_OK ? status : gmk_openrule_place(d->op, p.x, p.y);
}

/* Whether a later step lets the other player judge what the actor does now. */
static int judged_later(const gmk_openrule *op)
{
	int actor = gmk_openrule_to_act(op);
	for (size_t i = op->step + 1; i < op->table->count; i++) {
		const opening_step *s = &op->table->steps[i];
		if (s->phase != GMK_OPENRULE_PHASE_CHOOSE)
			continue;
		int chooser = s->actor == ACTOR_P1 ? 1 : s->actor == ACTOR_P2 ? 2
			: op->color_of[0] == (s->actor == ACTOR_BLACK ? GMK_BLACK : GMK_WHITE) ? 1 : 2;
		if (chooser != actor)
			return 1;
	}
	return 0;
}

static int place(const decider *d)
{
	if (judged_later(d->op))
		return place_balanced(d);
	gmk_search_result r = GMK_SEARCH_RESULT_INIT;
	int status = gmk_engine_search(d->engine, d->op->board, d->limits, &r);
	if (status != GMK_OK)
		return status;
	if (gmk_openrule_may_place(d->op, r.best.x, r.best.y))
		return gmk_openrule_place(d->op, r.best.x, r.best.y);
	return place_balanced(d);
}

/* Index of the best-scored point not yet taken, or -1. */
static int best_unused(const int *scores, const unsigned char *used, int cells)
{
	int best = -1;
	for (int i = 0; i < cells; i++)
		if (scores[i] != GMK_SCORE_NONE && !used[i] && (best < 0 || scores[i] > scores[best]))
			best = i;
	return best;
}

/* The due best moves of board that no symmetry of it makes equal, into offers. */
static int best_offers(const gmk_board *board, int due, gmk_point *offers)
{
	int width = gmk_board_width(board), cells = width * gmk_board_height(board);
	int *scores = malloc(sizeof *scores * (size_t)cells);
	unsigned char *used = calloc((size_t)cells, 1);
	int status = scores && used ? gmk_board_move_scores(board, scores, (size_t)cells)
				    : error_nomem("offer candidates");
	int count = 0;
	for (int i; status == GMK_OK && count < due &&
		    (i = best_unused(scores, used, cells)) >= 0;) {
		used[i] = 1;
		offers[count] = (gmk_point){ i % width, i / width };
		/* Keep it only when no symmetry makes it one of those already chosen. */
		if (gmk_openrule_offers_distinct(board, offers, (size_t)count + 1) == GMK_OK)
			count++;
	}
	free(scores);
	free(used);
	if (status != GMK_OK)
		return status;
	if (count < due)
		return error_set(GMK_ENOMOVE, "only %d distinct fifth moves for %d offers", count,
				 due);
	error_clear();
	return GMK_OK;
}

/* Of the offers, the one worst for black (*index) and black's score there. */
static int worst_for_black(const decider *d, const gmk_point *offers, int count, int *index,
			   int *black)
{
	for (int i = 0; i < count; i++) {
		gmk_board *next;
		int score;
		int status = after(d->op->board, offers[i].x, offers[i].y, &next);
		if (status != GMK_OK)
			return status;
		status = black_score(d, next, &score);
		gmk_board_free(next);
		if (status != GMK_OK)
			return status;
		if (i == 0 || score < *black) {
			*black = score;
			*index = i;
		}
	}
	return GMK_OK;
}

/*
 * Taraguchi-N's choice after the 4th stone, for the player holding black:
 * offering N fifth moves keeps black, and white then takes the worst of them
 * for black. Worth it when even that one leaves black clearly ahead; a plain
 * stay or swap leads to a 5th stone that the other player judges, so about
 * even.
 */
static int offering_pays(const decider *d, int *pays)
{
	gmk_point offers[GMK_OPENRULE_MAX_OFFERS];
	int index = 0, black = 0;
	int status = best_offers(d->op->board, d->op->n, offers);
	if (status == GMK_ENOMOVE) {
		error_clear();
		*pays = 0;
		return GMK_OK;
	}
	if (status == GMK_OK)
		status = worst_for_black(d, offers, d->op->n, &index, &black);
	*pays = status == GMK_OK && black > EVEN_MARGIN;
	return status;
}

static int choose(const decider *d)
{
	int score;
	int status = black_score(d, d->op->board, &score);
	if (status != GMK_OK)
		return status;
	if (gmk_openrule_may_choose(d->op, GMK_OPENRULE_PLACE_TWO) && abs(score) <= EVEN_MARGIN)
		return gmk_openrule_choose(d->op, GMK_OPENRULE_PLACE_TWO);
	if (gmk_openrule_may_choose(d->op, GMK_OPENRULE_OFFER_FIFTHS)) {
		int pays = 0;
		if ((status = offering_pays(d, &pays)) != GMK_OK)
			return status;
		if (pays)
			return gmk_openrule_choose(d->op, GMK_OPENRULE_OFFER_FIFTHS);
	}
	int held = gmk_openrule_color_of(d->op, gmk_openrule_to_act(d->op));
	int wanted = score >= 0 ? GMK_BLACK : GMK_WHITE;
	return gmk_openrule_choose(d->op, held == wanted ? GMK_OPENRULE_STAY : GMK_OPENRULE_SWAP);
}

static int declare(const decider *d)
{
	int score;
	int status = black_score(d, d->op->board, &score);
	if (status != GMK_OK)
		return status;
	int max = gmk_openrule_declare_max(d->op);
	int n = 1 + (score > 0 ? score / DECLARE_SCORE_STEP : 0);
	return gmk_openrule_declare(d->op, n < max ? n : max);
}

static int offer(const decider *d)
{
	int due = gmk_openrule_offer_count(d->op);
	gmk_point offers[GMK_OPENRULE_MAX_OFFERS];
	int status = best_offers(d->op->board, due, offers);
	return status != GMK_OK ? status : gmk_openrule_offer(d->op, offers, (size_t)due);
}

static int pick(const decider *d)
{
	gmk_point offers[GMK_OPENRULE_MAX_OFFERS];
	int count = gmk_openrule_offers(d->op, offers, GMK_OPENRULE_MAX_OFFERS);
	int best = 0, black = 0;
	int status = worst_for_black(d, offers, count, &best, &black);
	return status != GMK_OK ? status : gmk_openrule_pick(d->op, offers[best].x, offers[best].y);
}

GMK_API int gmk_openrule_engine_act(gmk_openrule *op, gmk_engine *engine,
				    const gmk_search_limits *limits)
{
	error_clear();
	if (!op)
		return error_null("opening");
	if (!engine)
		return error_null("engine");
	decider d = { op, engine, limits };
	switch (gmk_openrule_get_phase(op)) {
	case GMK_OPENRULE_PHASE_PLACE:
		return place(&d);
	case GMK_OPENRULE_PHASE_CHOOSE:
		return choose(&d);
	case GMK_OPENRULE_PHASE_DECLARE:
		return declare(&d);
	case GMK_OPENRULE_PHASE_OFFER:
		return offer(&d);
	case GMK_OPENRULE_PHASE_PICK:
		return pick(&d);
	default:
		return error_set(GMK_EINVAL, "the opening is done: nothing is left to decide");
	}
}
