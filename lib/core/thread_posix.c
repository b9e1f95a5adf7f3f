/* SPDX-License-Identifier: MIT */
/* thread.h over POSIX threads and clock_gettime (Linux, the BSDs, macOS).
 * Compiles to nothing on Windows (see thread_win32.c). */
#ifndef _WIN32
#include "thread.h"

#include <errno.h>
#include <time.h>

#include "thread_start.h"

#define MS_PER_SECOND 1000
#define NS_PER_MS 1000000L
#define NS_PER_SECOND 1000000000L

void thread_once_run(thread_once *once, void (*init)(void))
{
	/* pthread_once rather than C11 call_once: ThreadSanitizer knows its
	 * ordering, so what init wrote is not reported as a race. */
	pthread_once(once, init);
}

int thread_mutex_init(thread_mutex *m)
{
	return pthread_mutex_init(m, NULL) == 0 ? 0 : -1;
}

void thread_mutex_destroy(thread_mutex *m)
{
	pthread_mutex_destroy(m);
}

void thread_mutex_lock(thread_mutex *m)
{
	pthread_mutex_lock(m);
}

void thread_mutex_unlock(thread_mutex *m)
{
	pthread_mutex_unlock(m);
}

int thread_cond_init(thread_cond *c)
{
#ifdef __APPLE__
	/* No pthread_condattr_setclock: timed waits are relative there. */
	return pthread_cond_init(c, NULL) == 0 ? 0 : -1;
#else
	pthread_condattr_t attr;
	if (pthread_condattr_init(&attr) != 0)
		return -1;
	pthread_condattr_setclock(&attr, CLOCK_MONOTONIC);
	int rc = pthread_cond_init(c, &attr);
	pthread_condattr_destroy(&attr);
	return rc == 0 ? 0 : -1;
#endif
}

void thread_cond_destroy(thread_cond *c)
{
	pthread_cond_destroy(c);
}

void thread_cond_wait(thread_cond *c, thread_mutex *m)
{
	pthread_cond_wait(c, m);
}

static struct timespec span_of(int64_t ms)
{
	struct timespec ts;
	ts.tv_sec = (time_t)(ms / MS_PER_SECOND);
	ts.tv_nsec = (long)(ms % MS_PER_SECOND) * NS_PER_MS;
	return ts;
}

void thread_cond_wait_ms(thread_cond *c, thread_mutex *m, int64_t timeout_ms)
{
	if (timeout_ms < 0)
		timeout_ms = 0;
#ifdef __APPLE__
	struct timespec span = span_of(timeout_ms);
	pthread_cond_timedwait_relative_np(c, m, &span);
#else
	struct timespec until;
	clock_gettime(CLOCK_MONOTONIC, &until);
	struct timespec span = span_of(timeout_ms);
	until.tv_sec += span.tv_sec;
	until.tv_nsec += span.tv_nsec;
	if (until.tv_nsec >= NS_PER_SECOND) {
		until.tv_sec++;
		until.tv_nsec -= NS_PER_SECOND;
	}
	pthread_cond_timedwait(c, m, &until);
#endif
}

void thread_cond_signal(thread_cond *c)
{
	pthread_cond_signal(c);
}

void thread_cond_broadcast(thread_cond *c)
{
	pthread_cond_broadcast(c);
}

static void *trampoline(void *p)
{
	start_record_run(p);
	return NULL;
}

int thread_start(thread_handle *t, thread_main main, void *arg)
{
	struct start_record *rec = start_record_new(main, arg);
	if (!rec)
		return -1;
	if (pthread_create(&t->id, NULL, trampoline, rec) != 0) {
		free(rec);
		return -1;
	}
	return 0;
}

int thread_join(thread_handle t)
{
	return pthread_join(t.id, NULL) == 0 ? 0 : -1;
}

int thread_detach(thread_handle t)
{
	return pthread_detach(t.id) == 0 ? 0 : -1;
}

int64_t thread_now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * NS_PER_SECOND + ts.tv_nsec;
}

int64_t thread_cpu_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return (int64_t)ts.tv_sec * NS_PER_SECOND + ts.tv_nsec;
}

void thread_sleep_ms(int64_t ms)
{
	struct timespec left = span_of(ms > 0 ? ms : 0);
	while (nanosleep(&left, &left) != 0 && errno == EINTR)
		continue;
}

#else
typedef int thread_posix_unused; /* ISO C: no empty source files */
#endif
