/* SPDX-License-Identifier: MIT */
/*
 * What docs/threading.md promises beyond tests/threads, one check each:
 * the progress callback runs on the searching thread and may stop its own
 * search; a stop sent before a search starts is lost; the board's log runs
 * on the thread that plays; the error message is per thread.
 */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include <gomoku.h>

/* Deep enough that only a stop ends the search in reasonable time. */
#define ENDLESS_DEPTH 200
/* The depth at which the callback stops its search. */
#define STOP_AT_DEPTH 2
/* A search that surely completes, for the lost stop. */
#define SHORT_DEPTH 3

static int failures;

static void expect(int ok, const char *what)
{
	if (!ok) {
		printf("FAIL: %s\n", what);
		failures++;
	}
}

/* A quiet opening: no threats, so no early end by VCF. */
static gmk_board *opening(void)
{
	gmk_board *b = NULL;
	if (gmk_board_new(&b, NULL) != GMK_OK)
		return NULL;
	gmk_board_play(b, 7, 7);
	gmk_board_play(b, 8, 8);
	gmk_board_play(b, 6, 8);
	return b;
}

typedef struct search_job {
	gmk_engine *engine;
	gmk_board *board;
	int depth;
	pthread_t caller;        /* the thread that called gmk_engine_search */
	int calls, foreign_calls;
	int status;
	gmk_search_result result;
} search_job;

static void on_progress(const gmk_search_info *info, void *data)
{
	search_job *job = data;
	job->calls++;
	if (!pthread_equal(pthread_self(), job->caller))
		job->foreign_calls++;
	if (info->depth >= STOP_AT_DEPTH)
		gmk_engine_stop(job->engine);
}

static void *run_search(void *arg)
{
	search_job *job = arg;
	job->caller = pthread_self();
	gmk_search_limits limits = GMK_SEARCH_LIMITS_INIT;
	limits.depth = job->depth;
	job->result.version = GMK_SEARCH_RESULT_VERSION;
	job->status = gmk_engine_search(job->engine, job->board, &limits, &job->result);
	return NULL;
}

static void progress_on_searching_thread_and_stops_its_search(gmk_board *b)
{
	search_job job = { .board = b, .depth = ENDLESS_DEPTH };
	pthread_t worker;
	if (gmk_engine_new(&job.engine, NULL) != GMK_OK ||
	    gmk_engine_set_progress(job.engine, on_progress, &job) != GMK_OK ||
	    pthread_create(&worker, NULL, run_search, &job) != 0) {
		expect(0, "engine and worker thread");
		gmk_engine_free(job.engine);
		return;
	}
	pthread_join(worker, NULL);
	expect(job.status == GMK_OK, "a search stopped by its callback returns GMK_OK");
	expect(job.calls >= STOP_AT_DEPTH, "the callback ran after each depth");
	expect(job.foreign_calls == 0, "the callback ran on the searching thread");
	expect(job.result.depth >= STOP_AT_DEPTH && job.result.depth < ENDLESS_DEPTH,
	       "the callback's stop ended the search");
	gmk_engine_free(job.engine);
}

static void stop_before_search_is_lost(gmk_board *b)
{
	search_job job = { .board = b, .depth = SHORT_DEPTH, .caller = pthread_self() };
	if (gmk_engine_new(&job.engine, NULL) != GMK_OK) {
		expect(0, "engine");
		return;
	}
	gmk_engine_stop(job.engine);
	run_search(&job);
	expect(job.status == GMK_OK && job.result.depth == SHORT_DEPTH,
	       "a stop sent before the search is lost: the search completes");
	gmk_engine_free(job.engine);
}

typedef struct log_job {
	gmk_board *board;
	pthread_t player;
	int events, foreign_events;
} log_job;

static void on_log(const char *json, void *data)
{
	log_job *job = data;
	(void)json;
	job->events++;
	if (!pthread_equal(pthread_self(), job->player))
		job->foreign_events++;
}

static void *play_one(void *arg)
{
	log_job *job = arg;
	job->player = pthread_self();
	gmk_board_play(job->board, 0, 0);
	return NULL;
}

static void log_on_the_playing_thread(gmk_board *b)
{
	log_job job = { .board = b };
	pthread_t worker;
	if (gmk_board_set_log(b, on_log, &job) != GMK_OK ||
	    pthread_create(&worker, NULL, play_one, &job) != 0) {
		expect(0, "log and worker thread");
		return;
	}
	pthread_join(worker, NULL);
	gmk_board_set_log(b, NULL, NULL);
	expect(job.events > 0 && job.foreign_events == 0, "the log ran on the playing thread");
}

static void *read_message(void *arg)
{
	const char **seen = arg;
	*seen = gmk_last_error_message();
	return NULL;
}

static void message_is_per_thread(void)
{
	gmk_board *b = NULL;
	int status = gmk_record_from_json(&b, "{", 1, NULL);
	char mine[256];
	snprintf(mine, sizeof(mine), "%s", gmk_last_error_message());
	const char *theirs = NULL;
	pthread_t other;
	if (pthread_create(&other, NULL, read_message, &theirs) != 0) {
		expect(0, "worker thread");
		return;
	}
	pthread_join(other, NULL);
	expect(status == GMK_EPARSE && mine[0] != '\0', "a failed parse leaves a message");
	expect(theirs && theirs[0] == '\0', "another thread does not see it");
	expect(!strcmp(gmk_last_error_message(), mine), "this thread still does");
}

int main(void)
{
	gmk_board *b = opening();
	if (!b) {
		printf("FAIL: board\n");
		return 1;
	}
	progress_on_searching_thread_and_stops_its_search(b);
	stop_before_search_is_lost(b);
	log_on_the_playing_thread(b);
	message_is_per_thread();
	gmk_board_free(b);
	printf("threading promises: %d failed\n", failures);
	return failures ? 1 : 0;
}
