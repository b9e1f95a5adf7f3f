/* SPDX-License-Identifier: MIT */
/*
 * lib/core/thread.h on whichever implementation the host got. A plain
 * exit-code program (no Check), so the cross builds run it under wine and
 * qemu as they are.
 */
#include <stdatomic.h>
#include <stdio.h>

#include "core/thread.h"

#define WORKERS 8
#define ROUNDS 20000
#define SHORT_WAIT_MS 30
/* Timed waits may end a little early on some clocks; never by this much. */
#define EARLY_SLACK_MS 5
#define NS_PER_MS 1000000

static int failures;

#define EXPECT(cond)                                                          \
	do {                                                                  \
		if (!(cond)) {                                                \
			fprintf(stderr, "%s:%d: expected %s\n", __FILE__, __LINE__, #cond); \
			failures++;                                           \
		}                                                             \
	} while (0)

/* --- once: many threads race to a flag, init runs exactly once, and every
 * caller sees what it wrote. */
static thread_once once_flag = THREAD_ONCE_INIT;
static atomic_int init_runs;
static int written_by_init;

static void init_once(void)
{
	atomic_fetch_add(&init_runs, 1);
	thread_sleep_ms(SHORT_WAIT_MS); /* widen the window for a second runner */
	written_by_init = 42;
}

static void once_worker(void *arg)
{
	thread_once_run(&once_flag, init_once);
	*(int *)arg = written_by_init;
}

static void test_once(void)
{
	thread_handle t[WORKERS];
	int seen[WORKERS] = { 0 };
	for (int i = 0; i < WORKERS; i++)
		EXPECT(thread_start(&t[i], once_worker, &seen[i]) == 0);
	for (int i = 0; i < WORKERS; i++) {
		EXPECT(thread_join(t[i]) == 0);
		EXPECT(seen[i] == 42);
	}
	EXPECT(atomic_load(&init_runs) == 1);
}

/* --- mutex: unsynchronised increments would lose updates. */
static thread_mutex counter_lock = THREAD_MUTEX_INIT;
static long long counter;

static void count_worker(void *arg)
{
	(void)arg;
	for (int i = 0; i < ROUNDS; i++) {
		thread_mutex_lock(&counter_lock);
		long long v = counter;
		counter = v + 1;
		thread_mutex_unlock(&counter_lock);
	}
}

static void test_mutex(void)
{
	thread_handle t[WORKERS];
	for (int i = 0; i < WORKERS; i++)
		EXPECT(thread_start(&t[i], count_worker, NULL) == 0);
	for (int i = 0; i < WORKERS; i++)
		EXPECT(thread_join(t[i]) == 0);
	EXPECT(counter == (long long)WORKERS * ROUNDS);
}

/* --- condition variable: a hand-off in both directions, then a timed wait
 * that nobody signals. */
struct mailbox {
	thread_mutex lock;
	thread_cond changed;
	int request;
	int reply;
};

static void echo_worker(void *arg)
{
	struct mailbox *box = arg;
	thread_mutex_lock(&box->lock);
	while (box->request == 0)
		thread_cond_wait(&box->changed, &box->lock);
	box->reply = box->request * 2;
	thread_cond_broadcast(&box->changed);
	thread_mutex_unlock(&box->lock);
}

static void test_cond(void)
{
	struct mailbox box = { .request = 0, .reply = 0 };
	EXPECT(thread_mutex_init(&box.lock) == 0);
	EXPECT(thread_cond_init(&box.changed) == 0);
	thread_handle t;
	EXPECT(thread_start(&t, echo_worker, &box) == 0);
	thread_sleep_ms(SHORT_WAIT_MS); /* most likely the worker waits by now */
	thread_mutex_lock(&box.lock);
	box.request = 21;
	thread_cond_signal(&box.changed);
	while (box.reply == 0)
		thread_cond_wait(&box.changed, &box.lock);
	thread_mutex_unlock(&box.lock);
	EXPECT(thread_join(t) == 0);
	EXPECT(box.reply == 42);

	/* Nobody signals: the wait ends by its timeout, not before (a spurious
	 * wake-up is allowed, so loop on the clock as callers must). */
	int64_t start = thread_now_ns();
	int64_t deadline = start + (int64_t)SHORT_WAIT_MS * NS_PER_MS;
	thread_mutex_lock(&box.lock);
	for (int64_t now = start; now < deadline; now = thread_now_ns())
		thread_cond_wait_ms(&box.changed, &box.lock, (deadline - now) / NS_PER_MS + 1);
	thread_mutex_unlock(&box.lock);
	EXPECT(thread_now_ns() - start >= (int64_t)(SHORT_WAIT_MS - EARLY_SLACK_MS) * NS_PER_MS);
	thread_cond_destroy(&box.changed);
	thread_mutex_destroy(&box.lock);
}

/* --- detach: the thread runs to the end on its own. */
static atomic_int detached_done;

static void detached_worker(void *arg)
{
	(void)arg;
	atomic_store(&detached_done, 1);
}

static void test_detach(void)
{
	thread_handle t;
	EXPECT(thread_start(&t, detached_worker, NULL) == 0);
	EXPECT(thread_detach(t) == 0);
	for (int i = 0; i < 1000 && !atomic_load(&detached_done); i++)
		thread_sleep_ms(1);
	EXPECT(atomic_load(&detached_done) == 1);
}

/* --- the clock moves forward and sleeps last at least as long as asked. */
static void test_clock(void)
{
	int64_t a = thread_now_ns();
	thread_sleep_ms(SHORT_WAIT_MS);
	int64_t b = thread_now_ns();
	EXPECT(b >= a + (int64_t)(SHORT_WAIT_MS - EARLY_SLACK_MS) * NS_PER_MS);
	EXPECT(thread_now_ns() >= b);
}

int main(void)
{
	test_once();
	test_mutex();
	test_cond();
	test_detach();
	test_clock();
	if (failures)
		fprintf(stderr, "%d failure(s)\n", failures);
	else
		printf("thread: all passed\n");
	return failures ? 1 : 0;
}
