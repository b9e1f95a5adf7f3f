/* SPDX-License-Identifier: MIT */
/*
 * The brain's state and its command handlers: the board, the engine, the
 * settings from INFO and the clock. Every handler runs on the main thread;
 * only gmk_engine_stop() is called from the input and watchdog threads.
 */
#ifndef PBRAIN_BRAIN_H
#define PBRAIN_BRAIN_H

#include <gomoku.h>
#include <gomoku/engine.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "protocol.h"
#include "thread.h"
#include "timeman.h"
#include "watchdog.h"

#define PB_ERROR_MAX (PB_TEXT_MAX + 64)

struct brain {
	gmk_board *board;             /* NULL until START */
	gmk_board_options options;
	gmk_engine *engine;
	size_t hash_bytes;            /* 0 = the engine's default */
	unsigned int threads;         /* INFO thread_num: the engine's search threads */
	int64_t max_memory;           /* INFO max_memory; 0 = no limit */
	thread_mutex engine_lock;     /* guards the engine pointer against stop() */
	struct pb_clock clock;
	/* Yixin-Board's INFO max_node and max_depth (0 = no limit): fixed-effort
	 * searches, e.g. for the strength harness's node-limited matches. */
	int64_t max_nodes;
	int max_depth;
	/* INFO level: the engine's playing level, 0 = full strength, 1..10 weaker. */
	int level;
	struct pb_watchdog watchdog;
	char pending_error[PB_ERROR_MAX];  /* an INFO we could not honour */
	atomic_int quitting;
	atomic_int searching;
	/* A YXSTOP was read but not yet handled in turn: the search before it ends. */
	atomic_int stop_pending;
};

int brain_init(struct brain *brain);
void brain_free(struct brain *brain);

/* Dispatches one parsed command; read_ms is when its line was read. Returns
 * 1 when the brain must exit (END). */
int brain_handle(struct brain *brain, const struct pb_command *cmd, int64_t read_ms);

/* Safe from any thread: make a running search return now. */
void brain_stop_search(struct brain *brain);

/* Output, flushed at once and serialised between threads. */
void pb_reply(const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 1, 2)))
#endif
	;

/* Position handling (position.c). */
struct pb_block_stone;
int brain_load_position(struct brain *brain, const struct pb_block_stone *stones, size_t count,
			const char **why);
/* Plays (x, y) for the side to move, even where the board's referee would
 * refuse it (the manager is the referee). */
int brain_place(struct brain *brain, int x, int y, const char **why);
int brain_take_back(struct brain *brain, int x, int y, const char **why);
/* Re-creates the board with brain->options, keeping the position. */
int brain_rebuild_board(struct brain *brain);

/* Thinking (think.c): searches and plays the brain's move, writes it to *move. */
int brain_think(struct brain *brain, int64_t read_ms, gmk_point *move);
/* Searches without playing (SWAP2 decisions); score from the side to move. */
int brain_evaluate(struct brain *brain, const gmk_board *board, int64_t budget_ms,
		   gmk_point *best, int *score);

/* Swap2 (swap2.c): writes the reply line for a SWAP2BOARD block. */
int brain_swap2(struct brain *brain, const struct pb_block_stone *stones, size_t count,
		int64_t read_ms, char *reply, size_t size, const char **why);

#endif
