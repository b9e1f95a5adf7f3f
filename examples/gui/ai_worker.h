/* SPDX-License-Identifier: MIT */
/*
 * The engine on its own thread, so the window stays responsive while it
 * thinks. The main thread posts a job (a clone of the board and limits) and
 * gets back SDL user events: progress after each depth, then the answer.
 * Every job has an id; cancelling stops the engine at once, and the main
 * thread ignores answers whose id it no longer waits for.
 */
#ifndef GUI_AI_WORKER_H
#define GUI_AI_WORKER_H

#include <SDL.h>
#include <gomoku.h>

/* user.code of the SDL events the worker posts (event type: ai_worker_event_type). */
enum ai_event_code {
	AI_EVENT_PROGRESS = 1,        /* data1: struct ai_progress_msg * (free it) */
	AI_EVENT_DONE = 2             /* data1: struct ai_done_msg * (free it) */
};

struct ai_progress_msg {
	unsigned int job;
	int depth;
	int score;
	uint64_t nodes;
	int elapsed_ms;
};

struct ai_done_msg {
	unsigned int job;
	int status;                   /* of gmk_engine_search or gmk_openrule_engine_act */
	gmk_search_result result;
	gmk_openrule *opening;        /* an opening job's copy after the engine's step, owned
					 here: whoever takes it sets this to NULL */
};

struct ai_worker;

/* The SDL event type the worker's messages arrive with (registered at create). */
Uint32 ai_worker_event_type(const struct ai_worker *worker);

int ai_worker_create(struct ai_worker **out, uint64_t seed);
/* Stops any search, waits for the thread and frees everything. NULL is fine. */
void ai_worker_destroy(struct ai_worker *worker);

/*
 * Queues a search of a copy of board and returns its job id (> 0), or 0 when
 * the board could not be copied. A search still running is stopped first.
 */
unsigned int ai_worker_submit(struct ai_worker *worker, const gmk_board *board,
			      const gmk_search_limits *limits);
/*
 * Queues the engine's step of an opening (gmk_openrule_engine_act on a copy of
 * it, made through its JSON form); the answer carries the stepped copy. As
 * ai_worker_submit otherwise.
 */
unsigned int ai_worker_submit_opening(struct ai_worker *worker, const gmk_openrule *opening,
				      const gmk_search_limits *limits);
/* Frees a message of the worker's (AI_EVENT_DONE's own opening included). */
void ai_worker_free_message(int code, void *data);
/* Stops the running search and drops the queued one, without waiting. */
void ai_worker_cancel(struct ai_worker *worker);
/* Forgets what the engine learned (new game); takes effect before the next job. */
void ai_worker_clear(struct ai_worker *worker);

#endif
