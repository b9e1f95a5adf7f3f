/* SPDX-License-Identifier: MIT */
/*
 * Thinking: one engine search per move under the time manager's budget, a
 * watchdog that stops it at the hard deadline, MESSAGE lines with the
 * progress, and a legal fallback move whatever the engine answers.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "brain.h"
#include "input.h"

/* Enough for "MESSAGE depth ..." and a principal variation. */
#define MESSAGE_MAX 512
#define PV_SHOWN 12

static void report_progress(const gmk_search_info *info, void *user_data)
{
	struct brain *brain = user_data;
	char line[MESSAGE_MAX];
	int len = snprintf(line, sizeof(line),
			   "MESSAGE depth %d score %d nodes %" PRIu64 " nps %" PRIu64 " time %d pv",
			   info->depth, info->score, info->nodes, info->nps, info->elapsed_ms);
	for (int i = 0; i < info->pv_length && i < PV_SHOWN && len > 0 &&
	     (size_t)len < sizeof(line) - GMK_POINT_STRING_MAX; i++)
		len += snprintf(line + len, sizeof(line) - (size_t)len, " %d,%d",
				info->pv[i].x, info->pv[i].y);
	pb_reply("%s", line);
	/*
	 * A YXSTOP that came before the search began was cleared with the
	 * engine's stop flag when the search started: honour it here.
	 */
	if (atomic_load(&brain->stop_pending))
		gmk_engine_stop(brain->engine);
}

static void stop_from_watchdog(void *user_data)
{
	brain_stop_search(user_data);
}

static int ensure_watchdog(struct brain *brain)
{
	static int started;
	if (started)
		return 0;
	if (pb_watchdog_start(&brain->watchdog, stop_from_watchdog, brain) != 0)
		return -1;
	started = 1;
	return 0;
}

static int search(struct brain *brain, const gmk_board *board, int64_t soft_ms, int64_t hard_ms,
		  gmk_search_result *result)
{
	gmk_search_limits limits = GMK_SEARCH_LIMITS_INIT;
	limits.time_ms = soft_ms > INT32_MAX ? INT32_MAX : (int)soft_ms;
	if (limits.time_ms < 1)
		limits.time_ms = 1;
	limits.nodes = brain->max_nodes;
	limits.depth = brain->max_depth;
	limits.level = brain->level;
	int dog = ensure_watchdog(brain) == 0;
	if (dog)
		pb_watchdog_arm(&brain->watchdog, pb_now_ms() + hard_ms);
	gmk_engine_set_progress(brain->engine, report_progress, brain);
	atomic_store(&brain->searching, 1);
	int status = gmk_engine_search(brain->engine, board, &limits, result);
	atomic_store(&brain->searching, 0);
	if (dog)
		pb_watchdog_disarm(&brain->watchdog);
	return status;
}

int brain_evaluate(struct brain *brain, const gmk_board *board, int64_t budget_ms,
		   gmk_point *best, int *score)
{
	gmk_search_result result = GMK_SEARCH_RESULT_INIT;
	int status = search(brain, board, budget_ms, budget_ms, &result);
	if (status != GMK_OK)
		return status;
	*best = result.best;
	*score = result.score;
	return GMK_OK;
}

static int distance_to_centre(const gmk_board *board, gmk_point p)
{
	int dx = 2 * p.x - (gmk_board_width(board) - 1);
	int dy = 2 * p.y - (gmk_board_height(board) - 1);
	return abs(dx) + abs(dy);
}

static int touches_stone(const gmk_board *board, gmk_point p)
{
	for (int dy = -1; dy <= 1; dy++)
		for (int dx = -1; dx <= 1; dx++) {
			int c = gmk_board_at(board, p.x + dx, p.y + dy);
			if ((dx || dy) && (c == GMK_BLACK || c == GMK_WHITE))
				return 1;
		}
	return 0;
}

/* A legal move when the engine has none to give: next to a stone, near the
 * centre; on a finished game any empty point, so the manager gets a reply. */
static int fallback_move(const gmk_board *board, gmk_point *out)
{
	int width = gmk_board_width(board), height = gmk_board_height(board);
	int best_rank = -1;
	int count = gmk_board_legal_moves(board, NULL, 0);
	gmk_point *moves = count > 0 ? malloc((size_t)count * sizeof(*moves)) : NULL;
	if (moves) {
		count = gmk_board_legal_moves(board, moves, (size_t)count);
		for (int i = 0; i < count; i++) {
			int rank = touches_stone(board, moves[i]) * (width + height) * 2 -
				   distance_to_centre(board, moves[i]) + (width + height) * 2;
			if (rank > best_rank) {
				best_rank = rank;
				*out = moves[i];
			}
		}
		free(moves);
		if (best_rank >= 0)
			return GMK_OK;
	}
	for (int y = 0; y < height; y++)
		for (int x = 0; x < width; x++)
			if (gmk_board_at(board, x, y) == GMK_EMPTY) {
				*out = (gmk_point){ x, y };
				return GMK_OK;
			}
	return GMK_ENOMOVE;
}

static int is_legal(const gmk_board *board, gmk_point p)
{
	if (p.x < 0 || p.y < 0 || p.x >= gmk_board_width(board) || p.y >= gmk_board_height(board))
		return 0;
	if (gmk_board_at(board, p.x, p.y) != GMK_EMPTY)
		return 0;
	int w = gmk_board_width(board);
	size_t cells = (size_t)w * (size_t)gmk_board_height(board);
	unsigned char *mask = malloc(cells);
	if (!mask)
		return 1;
	/* The mask call returns the number of legal moves. */
	int legal = gmk_board_legal_mask(board, mask, cells) >= 0 &&
		    mask[(size_t)p.y * (size_t)w + (size_t)p.x];
	free(mask);
	return legal;
}

int brain_think(struct brain *brain, int64_t read_ms, gmk_point *move)
{
	gmk_board *board = brain->board;
	int64_t start = pb_now_ms();
	int empty = gmk_board_width(board) * gmk_board_height(board) - gmk_board_stone_count(board);
	struct pb_budget budget;
	pb_time_budget(&brain->clock, empty, start - read_ms, &budget);
	if (atomic_load(&brain->quitting)) {
		/* END is queued: answer what is left before the exit grace runs out. */
		budget.soft_ms = budget.hard_ms = 1;
	}

	gmk_search_result result = GMK_SEARCH_RESULT_INIT;
	int status = GMK_EGAMEOVER;
	if (!gmk_board_is_over(board))
		status = search(brain, board, budget.soft_ms, budget.hard_ms, &result);
	if (status == GMK_OK && is_legal(board, result.best))
		*move = result.best;
	else if (fallback_move(board, move) != GMK_OK)
		return GMK_ENOMOVE;

	const char *why;
	if (brain_place(brain, move->x, move->y, &why) != GMK_OK)
		return GMK_ENOMOVE;
	pb_clock_spend(&brain->clock, pb_now_ms() - read_ms);
	return GMK_OK;
}
