/* SPDX-License-Identifier: MIT */
/*
 * Lesson 4: the engine: limits, progress, and a stop from another thread.
 *
 * gmk_engine_search thinks about the side to move until a limit is reached:
 * a depth, a node count or a time (zero means "no limit"; with none at all a
 * default depth). After each completed depth it calls your progress function
 * on the searching thread. gmk_engine_stop is the one call that may come from
 * another thread: the search then returns its best move so far, at once.
 */
#include <gomoku.h>
#include <pthread.h>
#include <stdio.h>
#include <time.h>

static void on_progress(const gmk_search_info *info, void *user_data)
{
	int *reports = user_data;
	(*reports)++;
	printf("  depth %2d  score %6d  nodes %8llu  %4d ms\n", info->depth, info->score,
	       (unsigned long long)info->nodes, info->elapsed_ms);
}

/* Searches with the given limits and prints what came back. */
static int search(gmk_engine *engine, const gmk_board *board, const gmk_search_limits *limits,
		  gmk_search_result *found)
{
	int status = gmk_engine_search(engine, board, limits, found);
	if (status != GMK_OK) {
		printf("search failed: %s\n", gmk_strerror(status));
		return status;
	}
	char best[GMK_POINT_STRING_MAX];
	gmk_point_to_rif(found->best, 15, 15, best, sizeof(best));
	printf("  best %s after depth %d, %llu nodes, %d ms\n", best, found->depth,
	       (unsigned long long)found->nodes, found->time_ms);
	return GMK_OK;
}

/* The other thread: waits a little, then asks the search to return. */
static void *stopper(void *engine)
{
	struct timespec pause = { 0, 100 * 1000 * 1000 }; /* 100 ms */
	nanosleep(&pause, NULL);
	gmk_engine_stop(engine);
	return NULL;
}

int main(void)
{
	gmk_board *board;
	gmk_engine *engine;
	if (gmk_board_new(&board, NULL) != GMK_OK)
		return 1;
	if (gmk_engine_new(&engine, NULL) != GMK_OK) {
		gmk_board_free(board);
		return 1;
	}
	gmk_board_play_moves(board, "h8 i9 h9 h10 i8");
	int reports = 0, failed = 0;
	gmk_engine_set_progress(engine, on_progress, &reports);

	printf("to depth 4:\n");
	gmk_search_limits limits = GMK_SEARCH_LIMITS_INIT;
	limits.depth = 4;
	gmk_search_result found = GMK_SEARCH_RESULT_INIT;
	failed |= search(engine, board, &limits, &found) != GMK_OK || found.depth != 4 || reports < 1;

	printf("at most 5000 nodes:\n");
	limits = (gmk_search_limits)GMK_SEARCH_LIMITS_INIT;
	limits.nodes = 5000;
	failed |= search(engine, board, &limits, &found) != GMK_OK;

	/* A search with a long limit, cut short by the other thread after 100 ms. */
	printf("60 s, stopped by another thread:\n");
	limits = (gmk_search_limits)GMK_SEARCH_LIMITS_INIT;
	limits.time_ms = 60000;
	pthread_t thread;
	if (pthread_create(&thread, NULL, stopper, engine) != 0)
		failed = 1;
	else {
		failed |= search(engine, board, &limits, &found) != GMK_OK || found.time_ms > 30000;
		pthread_join(thread, NULL);
	}
	/* The engine never touched our board; its best move is ours to play. */
	failed |= gmk_board_move_count(board) != 5 ||
		  gmk_board_play(board, found.best.x, found.best.y) != GMK_OK;

	gmk_engine_set_progress(engine, NULL, NULL);
	gmk_engine_free(engine);
	gmk_board_free(board);
	return failed;
}
