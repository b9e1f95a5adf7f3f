/* SPDX-License-Identifier: MIT */
#include "ai_worker.h"

#include <stdlib.h>
#include <string.h>

struct ai_worker {
	SDL_Thread *thread;
	SDL_mutex *lock;
	SDL_cond *wake;
	gmk_engine *engine;
	Uint32 event_type;

	/* Guarded by lock. */
	gmk_board *pending;           /* the next job's board, owned here */
	gmk_openrule *pending_opening;/* or the next job's opening to step, owned here */
	gmk_search_limits pending_limits;
	unsigned int pending_job;
	unsigned int running_job;     /* 0 when idle */
	unsigned int next_job;
	unsigned int cancelled_upto;  /* jobs with ids <= this are not wanted */
	int clear_requested;
	int quitting;
};

Uint32 ai_worker_event_type(const struct ai_worker *worker)
{
	return worker->event_type;
}

void ai_worker_free_message(int code, void *data)
{
	if (code == AI_EVENT_DONE && data)
		gmk_openrule_free(((struct ai_done_msg *)data)->opening);
	free(data);
}

static void post(const struct ai_worker *worker, int code, void *data)
{
	SDL_Event event;

	SDL_zero(event);
	event.type = worker->event_type;
	event.user.code = code;
	event.user.data1 = data;
	if (SDL_PushEvent(&event) != 1)
		ai_worker_free_message(code, data);
}

static int job_is_wanted(struct ai_worker *worker, unsigned int job)
{
	int wanted;

	SDL_LockMutex(worker->lock);
	wanted = job > worker->cancelled_upto && !worker->quitting;
	SDL_UnlockMutex(worker->lock);
	return wanted;
}

/*
 * Runs on the worker thread after each completed depth. A cancel that raced
 * with the start of the search (the engine may reset its stop flag when a
 * search begins) is caught here: the search stops after this depth.
 */
static void on_progress(const gmk_search_info *info, void *user_data)
{
	struct ai_worker *worker = user_data;
	unsigned int job;
	struct ai_progress_msg *msg;

	SDL_LockMutex(worker->lock);
	job = worker->running_job;
	SDL_UnlockMutex(worker->lock);
	if (!job_is_wanted(worker, job)) {
		gmk_engine_stop(worker->engine);
		return;
	}
	msg = malloc(sizeof(*msg));
	if (!msg)
		return;
	msg->job = job;
	msg->depth = info->depth;
	msg->score = info->score;
	msg->nodes = info->nodes;
	msg->elapsed_ms = info->elapsed_ms;
	post(worker, AI_EVENT_PROGRESS, msg);
}

static int worker_main(void *data)
{
	struct ai_worker *worker = data;

	SDL_LockMutex(worker->lock);
	for (;;) {
		while (!worker->pending && !worker->pending_opening && !worker->quitting)
			SDL_CondWait(worker->wake, worker->lock);
		if (worker->quitting)
			break;
		gmk_board *board = worker->pending;
		gmk_openrule *opening = worker->pending_opening;
		gmk_search_limits limits = worker->pending_limits;
		unsigned int job = worker->pending_job;
		int clear = worker->clear_requested;

		worker->pending = NULL;
		worker->pending_opening = NULL;
		worker->clear_requested = 0;
		worker->running_job = job;
		SDL_UnlockMutex(worker->lock);

		if (clear)
			gmk_engine_clear(worker->engine);
		struct ai_done_msg *msg = calloc(1, sizeof(*msg));
		if (msg) {
			gmk_search_result result = GMK_SEARCH_RESULT_INIT;

			msg->job = job;
			if (opening) {
				msg->status = gmk_openrule_engine_act(opening, worker->engine, &limits);
				msg->opening = opening;
				opening = NULL;
			} else {
				msg->status = gmk_engine_search(worker->engine, board, &limits,
								&result);
			}
			msg->result = result;
		}
		gmk_board_free(board);
		gmk_openrule_free(opening);

		SDL_LockMutex(worker->lock);
		worker->running_job = 0;
		if (msg && job > worker->cancelled_upto)
			post(worker, AI_EVENT_DONE, msg);
		else
			ai_worker_free_message(AI_EVENT_DONE, msg);
	}
	SDL_UnlockMutex(worker->lock);
	return 0;
}

int ai_worker_create(struct ai_worker **out, uint64_t seed)
{
	struct ai_worker *worker = calloc(1, sizeof(*worker));
	gmk_engine_options options = GMK_ENGINE_OPTIONS_INIT;

	if (!worker)
		return -1;
	options.seed = seed;
	worker->event_type = SDL_RegisterEvents(1);
	worker->lock = SDL_CreateMutex();
	worker->wake = SDL_CreateCond();
	if (worker->event_type == (Uint32)-1 || !worker->lock || !worker->wake ||
	    gmk_engine_new(&worker->engine, &options) != GMK_OK)
		goto fail;
	gmk_engine_set_progress(worker->engine, on_progress, worker);
	worker->thread = SDL_CreateThread(worker_main, "gomoku-ai", worker);
	if (!worker->thread)
		goto fail;
	*out = worker;
	return 0;
fail:
	gmk_engine_free(worker->engine);
	if (worker->wake)
		SDL_DestroyCond(worker->wake);
	if (worker->lock)
		SDL_DestroyMutex(worker->lock);
	free(worker);
	return -1;
}

/* With the lock held: stop what runs and drop what waits. */
static void cancel_locked(struct ai_worker *worker)
{
	worker->cancelled_upto = worker->next_job;
	gmk_board_free(worker->pending);
	worker->pending = NULL;
	gmk_openrule_free(worker->pending_opening);
	worker->pending_opening = NULL;
	if (worker->running_job)
		gmk_engine_stop(worker->engine);
}

void ai_worker_destroy(struct ai_worker *worker)
{
	if (!worker)
		return;
	SDL_LockMutex(worker->lock);
	cancel_locked(worker);
	worker->quitting = 1;
	SDL_CondSignal(worker->wake);
	SDL_UnlockMutex(worker->lock);
	SDL_WaitThread(worker->thread, NULL);
	/* Messages nobody will read any more still own their memory. */
	SDL_Event event;

	while (SDL_PeepEvents(&event, 1, SDL_GETEVENT, worker->event_type, worker->event_type) == 1)
		ai_worker_free_message(event.user.code, event.user.data1);
	gmk_engine_free(worker->engine);
	SDL_DestroyCond(worker->wake);
	SDL_DestroyMutex(worker->lock);
	free(worker);
}

/* Queues board or opening (owned by the worker from here on) as the next job. */
static unsigned int submit(struct ai_worker *worker, gmk_board *board, gmk_openrule *opening,
			   const gmk_search_limits *limits)
{
	unsigned int job;

	SDL_LockMutex(worker->lock);
	cancel_locked(worker);
	job = ++worker->next_job;
	worker->pending = board;
	worker->pending_opening = opening;
	worker->pending_limits = *limits;
	worker->pending_job = job;
	SDL_CondSignal(worker->wake);
	SDL_UnlockMutex(worker->lock);
	return job;
}

unsigned int ai_worker_submit(struct ai_worker *worker, const gmk_board *board,
			      const gmk_search_limits *limits)
{
	gmk_board *copy;

	if (gmk_board_clone(&copy, board) != GMK_OK)
		return 0;
	return submit(worker, copy, NULL, limits);
}

unsigned int ai_worker_submit_opening(struct ai_worker *worker, const gmk_openrule *opening,
				      const gmk_search_limits *limits)
{
	gmk_openrule *copy = NULL;
	char *json = NULL;

	if (gmk_openrule_to_json(opening, &json) != GMK_OK)
		return 0;
	int status = gmk_openrule_from_json(&copy, json, strlen(json));
	gmk_free(json);
	return status == GMK_OK ? submit(worker, NULL, copy, limits) : 0;
}

void ai_worker_cancel(struct ai_worker *worker)
{
	SDL_LockMutex(worker->lock);
	cancel_locked(worker);
	SDL_UnlockMutex(worker->lock);
}

void ai_worker_clear(struct ai_worker *worker)
{
	SDL_LockMutex(worker->lock);
	worker->clear_requested = 1;
	SDL_UnlockMutex(worker->lock);
}
