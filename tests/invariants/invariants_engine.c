/* SPDX-License-Identifier: MIT */
/* Invariants of the move generators and the engine: legality, search, VCF. */
#include <string.h>

#include "invariants.h"

static gmk_board_options options_of(const gmk_board *board)
{
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	INV_ASSERT(gmk_board_get_options(board, &o) == GMK_OK);
	return o;
}

/* The legal mask of board (freed with free); *count = its number of legal points. */
static unsigned char *legal_mask(const gmk_board *board, int *count)
{
	gmk_board_options o = options_of(board);
	size_t cells = (size_t)o.width * (size_t)o.height;
	unsigned char *mask = malloc(cells);
	INV_ASSERT(mask != NULL);
	*count = gmk_board_legal_mask(board, mask, cells);
	INV_ASSERT(*count >= 0);
	return mask;
}

static int legal_in(const unsigned char *mask, const gmk_board_options *o, gmk_point p)
{
	return p.x >= 0 && p.y >= 0 && p.x < o->width && p.y < o->height &&
	       mask[(size_t)p.y * (size_t)o->width + (size_t)p.x];
}

void inv_check_legal(const gmk_board *board)
{
	gmk_board_options o = options_of(board);
	size_t cells = (size_t)o.width * (size_t)o.height;
	int count;
	unsigned char *mask = legal_mask(board, &count);
	gmk_point *list = malloc(cells * sizeof(*list));
	gmk_point *forbidden = malloc(cells * sizeof(*forbidden));
	INV_ASSERT(list && forbidden);
	INV_ASSERT(gmk_board_legal_moves(board, NULL, 0) == count);
	INV_ASSERT(gmk_board_legal_moves(board, list, cells) == count);
	INV_ASSERT(gmk_board_legal_mask(board, mask, cells - 1) == GMK_EBUFFER);
	int nforbidden = gmk_board_forbidden_points(board, forbidden, cells);
	INV_ASSERT(nforbidden >= 0 && (size_t)nforbidden <= cells);
	INV_ASSERT(gmk_board_forbidden_points(board, NULL, 0) == nforbidden);
	if (o.rule != GMK_RULE_RENJU)
		INV_ASSERT(nforbidden == 0);

	/* The list is the mask in row-major order. */
	for (int i = 0; i < count; i++) {
		INV_ASSERT(legal_in(mask, &o, list[i]));
		if (i > 0)
			INV_ASSERT(list[i - 1].y < list[i].y ||
				   (list[i - 1].y == list[i].y && list[i - 1].x < list[i].x));
	}
	/* Forbidden points are empty, in row-major order, and exactly the fouls. */
	unsigned char *is_forbidden = calloc(cells, 1);
	INV_ASSERT(is_forbidden != NULL);
	for (int i = 0; i < nforbidden; i++) {
		gmk_point p = forbidden[i];
		INV_ASSERT(gmk_board_at(board, p.x, p.y) == GMK_EMPTY);
		if (i > 0)
			INV_ASSERT(forbidden[i - 1].y < p.y ||
				   (forbidden[i - 1].y == p.y && forbidden[i - 1].x < p.x));
		is_forbidden[(size_t)p.y * (size_t)o.width + (size_t)p.x] = 1;
	}
	int over = gmk_board_is_over(board);
	int rejects = o.rule == GMK_RULE_RENJU && o.foul_policy == GMK_FOUL_REJECT &&
		      gmk_board_to_move(board) == GMK_BLACK;
	int expect = 0;
	for (int y = 0; y < o.height; y++)
		for (int x = 0; x < o.width; x++) {
			size_t i = (size_t)y * (size_t)o.width + (size_t)x;
			int stone = gmk_board_at(board, x, y);
			int foul = gmk_board_foul(board, x, y);
			if (stone != GMK_EMPTY) {
				INV_ASSERT(foul == GMK_EOCCUPIED && !mask[i]);
				continue;
			}
			INV_ASSERT(foul >= GMK_FOUL_NONE && foul <= GMK_FOUL_OVERLINE);
			INV_ASSERT((foul != GMK_FOUL_NONE) == is_forbidden[i]);
			int legal = !over && !(rejects && foul != GMK_FOUL_NONE);
			INV_ASSERT(mask[i] == legal);
			expect += legal;
		}
	INV_ASSERT(count == expect);
	free(is_forbidden);
	free(forbidden);
	free(list);
	free(mask);
}

/* Plays the moves on a clone of board until the game ends; all must be legal. */
static void check_line_plays(const gmk_board *board, const gmk_point *moves, int count)
{
	gmk_board *c = NULL;
	INV_ASSERT(gmk_board_clone(&c, board) == GMK_OK);
	for (int i = 0; i < count; i++) {
		/* A PV may only run to the end of the game. */
		INV_ASSERT(!gmk_board_is_over(c));
		INV_ASSERT(gmk_board_play(c, moves[i].x, moves[i].y) == GMK_OK);
	}
	gmk_board_free(c);
}

int inv_check_search(gmk_engine *engine, const gmk_board *board,
		     const gmk_search_limits *limits, gmk_search_result *out)
{
	gmk_board_options o = options_of(board);
	inv_state before, after;
	inv_state_take(board, &before);
	int count;
	unsigned char *mask = legal_mask(board, &count);
	*out = (gmk_search_result)GMK_SEARCH_RESULT_INIT;
	int status = gmk_engine_search(engine, board, limits, out);
	inv_state_take(board, &after);
	INV_ASSERT(inv_state_equal(&before, &after));
	if (gmk_board_is_over(board)) {
		INV_ASSERT(status == GMK_EGAMEOVER);
	} else if (count == 0) {
		INV_ASSERT(status == GMK_ENOMOVE);
	} else {
		INV_ASSERT(status == GMK_OK);
		if (!legal_in(mask, &o, out->best)) {
			inv_dump(board, "search from");
			fprintf(stderr, "best (%d,%d) score %d depth %d level %d foul there %d\n",
				out->best.x, out->best.y, out->score, out->depth,
				limits ? limits->level : 0, gmk_board_foul(board, out->best.x, out->best.y));
		}
		INV_ASSERT(legal_in(mask, &o, out->best));
		int multipv = limits ? limits->multipv : 1;
		INV_ASSERT(out->line_count >= 1 && out->line_count <= multipv &&
			   out->line_count <= count);
		/* Weaker levels may pick a near-best line as the move; full strength plays line 0. */
		if (!limits || limits->level == 0)
			INV_ASSERT(out->lines[0].move.x == out->best.x &&
				   out->lines[0].move.y == out->best.y &&
				   out->lines[0].score == out->score);
		for (int i = 0; i < out->line_count; i++) {
			const gmk_search_line *l = &out->lines[i];
			INV_ASSERT(legal_in(mask, &o, l->move));
			for (int j = 0; j < i; j++)
				INV_ASSERT(l->move.x != out->lines[j].move.x ||
					   l->move.y != out->lines[j].move.y);
			INV_ASSERT(l->pv_length >= 0 && l->pv_length <= GMK_MAX_PV);
			if (l->pv_length > 0)
				INV_ASSERT(l->pv[0].x == l->move.x && l->pv[0].y == l->move.y);
			check_line_plays(board, l->pv, l->pv_length);
		}
		INV_ASSERT(out->pv_length >= 0 && out->pv_length <= GMK_MAX_PV);
		if (out->pv_length > 0)
			INV_ASSERT(out->pv[0].x == out->best.x && out->pv[0].y == out->best.y);
		check_line_plays(board, out->pv, out->pv_length);
	}
	free(mask);
	return status;
}

int inv_check_vcf(gmk_engine *engine, const gmk_board *board, int max_plies,
		  gmk_point *sequence, int *length)
{
	inv_state before, after;
	inv_state_take(board, &before);
	*length = -1;
	int status = gmk_engine_solve_vcf(engine, board, max_plies, sequence,
					  (size_t)max_plies, length);
	inv_state_take(board, &after);
	INV_ASSERT(inv_state_equal(&before, &after));
	if (gmk_board_is_over(board)) {
		INV_ASSERT(status == GMK_EGAMEOVER);
		return status;
	}
	INV_ASSERT(status == GMK_OK);
	INV_ASSERT(*length >= 0 && *length <= max_plies);
	if (*length == 0)
		return status;
	/* Attacker, defender, ..., attacker: an odd count ending in the attacker's five. */
	INV_ASSERT(*length % 2 == 1);
	int attacker = gmk_board_to_move(board);
	gmk_board *c = NULL;
	INV_ASSERT(gmk_board_clone(&c, board) == GMK_OK);
	for (int i = 0; i < *length; i++) {
		INV_ASSERT(!gmk_board_is_over(c));
		INV_ASSERT(gmk_board_play(c, sequence[i].x, sequence[i].y) == GMK_OK);
	}
	gmk_result r = GMK_RESULT_INIT;
	INV_ASSERT(gmk_board_result(c, &r) == GMK_OK);
	if (!(r.state == GMK_STATE_WIN && (int)r.winner == attacker && r.reason == GMK_REASON_FIVE)) {
		inv_dump(board, "VCF from");
		inv_dump(c, "VCF line played");
	}
	INV_ASSERT(r.state == GMK_STATE_WIN && (int)r.winner == attacker &&
		   r.reason == GMK_REASON_FIVE);
	gmk_board_free(c);
	return status;
}
