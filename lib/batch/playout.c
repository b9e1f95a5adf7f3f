/* SPDX-License-Identifier: MIT */
/* Choosing moves for every board: uniformly at random, or by the engine; and
 * whole games played that way. */
#include "batch/batch_internal.h"
#include "core/error.h"
#include "gomoku/status.h"

/* Random points tried before listing the legal ones: on a board with room
 * the first try nearly always lands, and listing costs a pass over it. */
#define RANDOM_TRIES 32

int32_t batch_random_action(gmk_batch *b, const gmk_board *board)
{
	if (gmk_board_is_over(board))
		return GMK_BATCH_PASS;
	int points = (int)batch_points(b);
	/* Rejection keeps the draw uniform over the legal points; the fallback
	 * below is uniform too, so the mix is. */
	for (int i = 0; i < RANDOM_TRIES; i++) {
		int32_t action = batch_random_below(b, points);
		if (batch_check_action(b, board, action) == GMK_OK)
			return action;
	}
	int legal = gmk_board_legal_mask(board, b->scratch, (size_t)points);
	if (legal <= 0)
		return GMK_BATCH_PASS;
	int pick = batch_random_below(b, legal);
	for (int32_t p = 0; p < points; p++)
		if (b->scratch[p] && pick-- == 0)
			return p;
	return GMK_BATCH_PASS;
}

int gmk_batch_random_actions(gmk_batch *batch, int32_t *actions, size_t count)
{
	if (!batch || !actions)
		return error_null(!batch ? "batch" : "actions");
	if (count < (size_t)batch->count)
		return error_buffer("actions", count, (size_t)batch->count);
	for (int i = 0; i < batch->count; i++)
		actions[i] = batch_random_action(batch, batch->boards[i]);
	return GMK_OK;
}

static int engine_action(gmk_batch *b, gmk_engine *engine, const gmk_search_limits *limits,
			 const gmk_board *board, int32_t *action)
{
	*action = GMK_BATCH_PASS;
	if (gmk_board_is_over(board))
		return GMK_OK;
	gmk_search_result found = GMK_SEARCH_RESULT_INIT;
	int status = gmk_engine_search(engine, board, limits, &found);
	if (status != GMK_OK)
		return status;
	*action = found.best.y * b->width + found.best.x;
	return GMK_OK;
}

int gmk_batch_engine_actions(gmk_batch *batch, gmk_engine *engine,
			     const gmk_search_limits *limits, int32_t *actions, size_t count)
{
	if (!batch || !engine || !actions)
		return error_null(!batch ? "batch" : !engine ? "engine" : "actions");
	if (count < (size_t)batch->count)
		return error_buffer("actions", count, (size_t)batch->count);
	for (int i = 0; i < batch->count; i++) {
		int32_t action;
		int status = engine_action(batch, engine, limits, batch->boards[i], &action);
		if (status != GMK_OK)
			return status;
		actions[i] = action;
	}
	return GMK_OK;
}

static int play_out_board(gmk_batch *b, gmk_board *board, gmk_engine *engine,
			  const gmk_search_limits *limits, int max_moves)
{
	while (!gmk_board_is_over(board) &&
	       (max_moves <= 0 || gmk_board_move_count(board) < max_moves)) {
		int32_t action;
		int status = GMK_OK;
		if (engine)
			status = engine_action(b, engine, limits, board, &action);
		else
			action = batch_random_action(b, board);
		if (status != GMK_OK)
			return status;
		if (action == GMK_BATCH_PASS)
			break;
		if ((status = gmk_board_play(board, action % b->width, action / b->width)) != GMK_OK)
			return status;
	}
	return GMK_OK;
}

int gmk_batch_playout(gmk_batch *batch, gmk_engine *engine, const gmk_search_limits *limits,
		      int max_moves, int32_t *results, size_t count)
{
	if (!batch)
		return error_null("batch");
	if (max_moves < 0)
		return error_set(GMK_ERANGE, "max_moves %d is negative", max_moves);
	if (results && count < (size_t)batch->count)
		return error_buffer("results", count, (size_t)batch->count);
	for (int i = 0; i < batch->count; i++) {
		int status = play_out_board(batch, batch->boards[i], engine, limits, max_moves);
		if (status != GMK_OK)
			return status;
		if (results)
			results[i] = batch_outcome(batch->boards[i]);
	}
	return GMK_OK;
}
