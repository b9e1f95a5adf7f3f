/* SPDX-License-Identifier: MIT */
/*
 * thread.h for a host with one thread (wasm32-wasi: its libc has no
 * pthreads). Once is a flag, locks and condition variables have nothing to
 * guard, and starting a thread fails, so a caller that asks for helpers runs
 * alone. The clocks are WASI's.
 */
#include "thread.h"

#include <time.h>

#define NS_PER_MS 1000000L
#define NS_PER_SECOND 1000000000L

void thread_once_run(thread_once *once, void (*init)(void))
{
	if (!once->done) {
		once->done = 1;
		init();
	}
}

int thread_mutex_init(thread_mutex *m)
{
	m->unused = 0;
	return 0;
}

void thread_mutex_destroy(thread_mutex *m)
{
	(void)m;
}

void thread_mutex_lock(thread_mutex *m)
{
	(void)m;
}

void thread_mutex_unlock(thread_mutex *m)
{
	(void)m;
}

int thread_cond_init(thread_cond *c)
{
	c->unused = 0;
	return 0;
}

void thread_cond_destroy(thread_cond *c)
{
	(void)c;
}

/* With no other thread nobody could signal: a wait returns at once
 * (spurious wake-ups are allowed, and callers re-check). */
void thread_cond_wait(thread_cond *c, thread_mutex *m)
{
	(void)c;
	(void)m;
}

void thread_cond_wait_ms(thread_cond *c, thread_mutex *m, int64_t timeout_ms)
{
	(void)c;
	(void)m;
	thread_sleep_ms(timeout_ms);
}

void thread_cond_signal(thread_cond *c)
{
	(void)c;
}

void thread_cond_broadcast(thread_cond *c)
{
	(void)c;
}

int thread_start(thread_handle *t, thread_main main, void *arg)
{
	(void)t;
	(void)main;
	(void)arg;
	return -1;
}

int thread_join(thread_handle t)
{
	(void)t;
	return -1;
}

int thread_detach(thread_handle t)
{
	(void)t;
	return -1;
}

static int64_t ns_of(clockid_t clock)
{
	struct timespec ts;
	if (clock_gettime(clock, &ts) != 0)
		return 0;
	return (int64_t)ts.tv_sec * NS_PER_SECOND + ts.tv_nsec;
}

int64_t thread_now_ns(void)
{
	return ns_of(CLOCK_MONOTONIC);
}

/* WASI's CPU-time clocks need an emulation library; with one thread that
 * the host does not preempt for others in the page, wall time stands in. */
int64_t thread_cpu_ns(void)
{
	return ns_of(CLOCK_MONOTONIC);
}

/* A wait on the clock, not nanosleep: nanosleep needs WASI's poll_oneoff,
 * which the browser shim does not offer, and with one thread nothing else
 * can happen while we wait anyway. */
void thread_sleep_ms(int64_t ms)
{
	int64_t until = thread_now_ns() + ms * NS_PER_MS;
	while (thread_now_ns() < until)
		;
}
