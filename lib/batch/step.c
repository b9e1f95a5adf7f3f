/* SPDX-License-Identifier: MIT */
/*
 * One action per board in one call, all or nothing: every action is checked
 * against its board before any is played, so a refused action leaves every
 * board as it was.
 */
#include "batch/batch_internal.h"
#include "core/error.h"
#include "gomoku/rules.h"
#include "gomoku/status.h"

int batch_outcome(const gmk_board *board)
{
	/* The common case first: most boards of a step go on. */
	if (!gmk_board_is_over(board))
		return GMK_BATCH_ONGOING;
	gmk_result r = GMK_RESULT_INIT;
	gmk_board_result(board, &r);
	if (r.state == GMK_STATE_DRAW)
		return GMK_BATCH_DRAW;
	if (r.state == GMK_STATE_WIN)
		return r.winner == GMK_BLACK ? GMK_BATCH_BLACK_WON : GMK_BATCH_WHITE_WON;
	return GMK_BATCH_ONGOING;
}

int batch_check_action(const gmk_batch *b, const gmk_board *board, int32_t action)
{
	if (action < 0 || (size_t)action >= batch_points(b))
		return GMK_EOFFBOARD;
	if (gmk_board_is_over(board))
		return GMK_EGAMEOVER;
	int x = action % b->width, y = action / b->width;
	if (gmk_board_at(board, x, y) != GMK_EMPTY)
		return GMK_EOCCUPIED;
	if (b->rule == GMK_RULE_RENJU && b->foul_policy == GMK_FOUL_REJECT &&
	    gmk_board_to_move(board) == GMK_BLACK && gmk_board_foul(board, x, y) != GMK_FOUL_NONE)
		return GMK_EFORBIDDEN;
	return GMK_OK;
}

static int check_all(const gmk_batch *b, const int32_t *actions)
{
	for (int i = 0; i < b->count; i++) {
		if (actions[i] == GMK_BATCH_PASS)
			continue;
		int status = batch_check_action(b, b->boards[i], actions[i]);
		if (status != GMK_OK)
			return error_set(status, "gmk_batch_step: board %d, action %d: %s", i,
					 (int)actions[i], gmk_strerror(status));
	}
	return GMK_OK;
}

/* A checked move can still fail to grow its board's history: take back the
 * moves already played so the call changes nothing. */
static int play_all(gmk_batch *b, const int32_t *actions)
{
	for (int i = 0; i < b->count; i++) {
		if (actions[i] == GMK_BATCH_PASS)
			continue;
		int status = gmk_board_play(b->boards[i], actions[i] % b->width, actions[i] / b->width);
		if (status == GMK_OK)
			continue;
		while (i-- > 0)
			if (actions[i] != GMK_BATCH_PASS)
				gmk_board_undo(b->boards[i]);
		return error_set(status, "gmk_batch_step: board %d: %s", i, gmk_strerror(status));
	}
	return GMK_OK;
}

int gmk_batch_step(gmk_batch *batch, const int32_t *actions, size_t count,
		   int32_t *results, size_t results_count)
{
	if (!batch || !actions)
		return error_null(!batch ? "batch" : "actions");
	if (count < (size_t)batch->count)
		return error_buffer("actions", count, (size_t)batch->count);
	if (results && results_count < (size_t)batch->count)
		return error_buffer("results", results_count, (size_t)batch->count);
	int status = check_all(batch, actions);
	if (status == GMK_OK)
		status = play_all(batch, actions);
	if (status != GMK_OK)
		return status;
	for (int i = 0; i < batch->count; i++) {
		int outcome = batch_outcome(batch->boards[i]);
		if (actions[i] == GMK_BATCH_PASS && outcome != GMK_BATCH_ONGOING)
			outcome = GMK_BATCH_OVER;
		if (results)
			results[i] = outcome;
		if (batch->auto_reset && outcome != GMK_BATCH_ONGOING)
			batch_rewind(batch->boards[i]);
	}
	return GMK_OK;
}

int gmk_batch_results(const gmk_batch *batch, int32_t *results, size_t count)
{
	if (!batch || !results)
		return error_null(!batch ? "batch" : "results");
	if (count < (size_t)batch->count)
		return error_buffer("results", count, (size_t)batch->count);
	for (int i = 0; i < batch->count; i++)
		results[i] = batch_outcome(batch->boards[i]);
	return GMK_OK;
}
