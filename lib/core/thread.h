/* SPDX-License-Identifier: MIT */
/*
 * The operating system's threads and clock behind one small interface: run
 * once, mutex, condition variable, thread start/join/detach, a monotonic
 * clock and a sleep. thread_posix.c implements it over pthreads and
 * clock_gettime, thread_win32.c over Win32 (InitOnceExecuteOnce, SRWLOCK,
 * CONDITION_VARIABLE, _beginthreadex, QueryPerformanceCounter); each compiles
 * to nothing on the other platform. This header and those two files are the
 * only places that know there are two, so no other file needs an #ifdef for
 * the platform.
 *
 * It includes no other library header and touches no library state, which is
 * why the front ends that need threads (the Gomocup brain) compile it too,
 * deliberately, instead of keeping a second copy of the same wrapper.
 *
 * Atomics are C11 <stdatomic.h>, which every supported compiler provides, so
 * they are not wrapped here.
 *
 * Locks are plain (not recursive). The Win32 types are declared as the
 * pointer-sized structs they are, so that this header need not include
 * <windows.h> and its macros (ERROR, min, max...) in every file.
 */
#ifndef GMK_CORE_THREAD_H
#define GMK_CORE_THREAD_H

#include <stdint.h>

#ifdef _WIN32
typedef struct { void *opaque; } thread_once;   /* INIT_ONCE */
typedef struct { void *opaque; } thread_mutex;  /* SRWLOCK */
typedef struct { void *opaque; } thread_cond;   /* CONDITION_VARIABLE */
typedef struct { void *handle; } thread_handle; /* HANDLE */
#define THREAD_ONCE_INIT { 0 }
#define THREAD_MUTEX_INIT { 0 }
#else
#include <pthread.h>
typedef pthread_once_t thread_once;
typedef pthread_mutex_t thread_mutex;
typedef pthread_cond_t thread_cond;
typedef struct { pthread_t id; } thread_handle;
#define THREAD_ONCE_INIT PTHREAD_ONCE_INIT
#define THREAD_MUTEX_INIT PTHREAD_MUTEX_INITIALIZER
#endif

/* Runs init exactly once per flag, whichever thread gets there first; every
 * caller returns after it has finished, seeing what it wrote. */
void thread_once_run(thread_once *once, void (*init)(void));

/* A mutex is ready either from THREAD_MUTEX_INIT (statics) or from
 * thread_mutex_init; init returns 0 or -1 (no resources). */
int thread_mutex_init(thread_mutex *m);
void thread_mutex_destroy(thread_mutex *m);
void thread_mutex_lock(thread_mutex *m);
void thread_mutex_unlock(thread_mutex *m);

/* Condition variables wait on the monotonic clock, so a change of the wall
 * clock neither shortens nor stretches a timed wait. */
int thread_cond_init(thread_cond *c);
void thread_cond_destroy(thread_cond *c);
void thread_cond_wait(thread_cond *c, thread_mutex *m);
/* Waits at most timeout_ms; may return early (spuriously, like every
 * condition wait): callers re-check their predicate and the clock. */
void thread_cond_wait_ms(thread_cond *c, thread_mutex *m, int64_t timeout_ms);
void thread_cond_signal(thread_cond *c);
void thread_cond_broadcast(thread_cond *c);

/* Starts main(arg) on a new thread; 0 or -1. A started thread is either
 * joined or detached exactly once. */
typedef void (*thread_main)(void *arg);
int thread_start(thread_handle *t, thread_main main, void *arg);
int thread_join(thread_handle t);
int thread_detach(thread_handle t);

/* Nanoseconds on a clock that never jumps (its origin is arbitrary). */
int64_t thread_now_ns(void);
/* Nanoseconds of CPU time the calling thread has used (the tests tell time
 * the search took from time the machine gave to other programs). */
int64_t thread_cpu_ns(void);
void thread_sleep_ms(int64_t ms);

#endif
