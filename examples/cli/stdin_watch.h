/* SPDX-License-Identifier: MIT */
/*
 * Watches a terminal's standard input while the AI thinks, so that Ctrl-D
 * stops the search at once instead of after the move.
 */
#ifndef CLI_STDIN_WATCH_H
#define CLI_STDIN_WATCH_H

#include <gomoku/engine.h>
#include <pthread.h>
#include <stdatomic.h>

struct stdin_watch {
	pthread_t thread;
	int wake[2];                  /* a pipe: writing to it ends the watch */
	gmk_engine *engine;
	atomic_int closed;            /* 1 once the end of input was seen */
};

/* Starts watching; on the end of input the thread calls gmk_engine_stop.
 * Returns 0, or -1 when no thread could be started (then nothing watches). */
int stdin_watch_start(struct stdin_watch *w, gmk_engine *engine);
/* Ends the watch and joins its thread; returns 1 when the input was closed. */
int stdin_watch_finish(struct stdin_watch *w);

#endif
