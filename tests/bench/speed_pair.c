/* SPDX-License-Identifier: MIT */
/*
 * The native half of bindings/js/bench/speed.mjs: the same two workloads the
 * script runs through the JavaScript API (play+undo pairs over every empty
 * point of a fixed position; a node-limited search of fixed positions), on
 * the native library, printed as one JSON line. Public API only, so the
 * comparison is API against API.
 * Usage: speed-pair PAIRS SEARCH_NODES
 */
#include <stdio.h>
#include <stdlib.h>

#include <gomoku.h>

#include "thread.h"

/* The position both halves start from (RIF names, black first). */
static const char *const OPENING = "h8i9h10g9i8j8h7h6";

static double now_seconds(void)
{
	return (double)thread_now_ns() * 1e-9;
}

static int fail(const char *what, int status)
{
	fprintf(stderr, "speed-pair: %s: %s\n", what, gmk_strerror(status));
	return 1;
}

int main(int argc, char **argv)
{
	if (argc != 3) {
		fprintf(stderr, "usage: speed-pair PAIRS SEARCH_NODES\n");
		return 2;
	}
	long pairs = atol(argv[1]);
	long long search_nodes = atoll(argv[2]);
	gmk_board *board = NULL;
	int status = gmk_board_new(&board, NULL);
	if (status == GMK_OK)
		status = gmk_board_play_moves(board, OPENING);
	if (status != GMK_OK)
		return fail("board", status);

	int size = gmk_board_width(board) * gmk_board_height(board);
	double start = now_seconds();
	long done = 0;
	for (int cell = 0; done < pairs; cell = (cell + 1) % size) {
		int x = cell % gmk_board_width(board), y = cell / gmk_board_width(board);
		if (gmk_board_play(board, x, y) != GMK_OK)
			continue;
		gmk_board_undo(board);
		done++;
	}
	double play_seconds = now_seconds() - start;

	gmk_engine *engine = NULL;
	if ((status = gmk_engine_new(&engine, NULL)) != GMK_OK)
		return fail("engine", status);
	gmk_search_limits limits = GMK_SEARCH_LIMITS_INIT;
	limits.nodes = search_nodes;
	gmk_search_result result = GMK_SEARCH_RESULT_INIT;
	start = now_seconds();
	status = gmk_engine_search(engine, board, &limits, &result);
	double search_seconds = now_seconds() - start;
	if (status != GMK_OK)
		return fail("search", status);
	printf("{\"pairs\": %ld, \"play_seconds\": %.6f, \"nodes\": %llu, \"search_seconds\": %.6f,"
	       " \"best\": [%d, %d]}\n", done, play_seconds, (unsigned long long)result.nodes,
	       search_seconds, result.best.x, result.best.y);
	gmk_engine_free(engine);
	gmk_board_free(board);
	return 0;
}
