/* SPDX-License-Identifier: MIT */
/* thread.h over Win32 (Vista and later): one-time init, slim reader/writer
 * locks, condition variables, _beginthreadex and the performance counter. */
/* Each implementation compiles to nothing on the other platform, so a build
 * that takes every lib/ source (examples/make/Makefile) needs no list. */
#ifdef _WIN32
#define WIN32_LEAN_AND_MEAN
#include <windows.h>

#include "thread.h"

#include <process.h>

#include "thread_start.h"

#define NS_PER_SECOND 1000000000ll

/* thread.h declares the Win32 objects as pointer-sized structs so that it
 * need not include <windows.h>; these guard that promise. */
_Static_assert(sizeof(thread_once) == sizeof(INIT_ONCE), "INIT_ONCE size");
_Static_assert(sizeof(thread_mutex) == sizeof(SRWLOCK), "SRWLOCK size");
_Static_assert(sizeof(thread_cond) == sizeof(CONDITION_VARIABLE), "CONDITION_VARIABLE size");

/* The caller's init function travels through the context pointer inside a
 * struct: ISO C has no conversion between function and object pointers. */
struct once_call {
	void (*init)(void);
};

static BOOL CALLBACK run_init(PINIT_ONCE once, PVOID context, PVOID *unused)
{
	(void)once;
	(void)unused;
	((struct once_call *)context)->init();
	return TRUE;
}

void thread_once_run(thread_once *once, void (*init)(void))
{
	struct once_call call = { init };
	InitOnceExecuteOnce((PINIT_ONCE)once, run_init, &call, NULL);
}

int thread_mutex_init(thread_mutex *m)
{
	InitializeSRWLock((PSRWLOCK)m);
	return 0;
}

void thread_mutex_destroy(thread_mutex *m)
{
	(void)m; /* an SRW lock holds no resources */
}

void thread_mutex_lock(thread_mutex *m)
{
	AcquireSRWLockExclusive((PSRWLOCK)m);
}

void thread_mutex_unlock(thread_mutex *m)
{
	ReleaseSRWLockExclusive((PSRWLOCK)m);
}

int thread_cond_init(thread_cond *c)
{
	InitializeConditionVariable((PCONDITION_VARIABLE)c);
	return 0;
}

void thread_cond_destroy(thread_cond *c)
{
	(void)c; /* a condition variable holds no resources */
}

void thread_cond_wait(thread_cond *c, thread_mutex *m)
{
	SleepConditionVariableSRW((PCONDITION_VARIABLE)c, (PSRWLOCK)m, INFINITE, 0);
}

/* Longest single wait: INFINITE is 0xFFFFFFFF, so stay below it. */
#define MAX_WAIT_MS 0x7FFFFFFF

static DWORD wait_span(int64_t ms)
{
	if (ms <= 0)
		return 0;
	return ms > MAX_WAIT_MS ? MAX_WAIT_MS : (DWORD)ms;
}

void thread_cond_wait_ms(thread_cond *c, thread_mutex *m, int64_t timeout_ms)
{
	/* The timeout is a span, measured by Windows on an unadjusted clock. */
	SleepConditionVariableSRW((PCONDITION_VARIABLE)c, (PSRWLOCK)m, wait_span(timeout_ms), 0);
}

void thread_cond_signal(thread_cond *c)
{
	WakeConditionVariable((PCONDITION_VARIABLE)c);
}

void thread_cond_broadcast(thread_cond *c)
{
	WakeAllConditionVariable((PCONDITION_VARIABLE)c);
}

static unsigned __stdcall trampoline(void *p)
{
	start_record_run(p);
	return 0;
}

int thread_start(thread_handle *t, thread_main main, void *arg)
{
	struct start_record *rec = start_record_new(main, arg);
	if (!rec)
		return -1;
	/* _beginthreadex is CreateThread plus the C runtime's per-thread set-up,
	 * which the threads need: they call malloc, stdio and friends. */
	uintptr_t h = _beginthreadex(NULL, 0, trampoline, rec, 0, NULL);
	if (h == 0) {
		free(rec);
		return -1;
	}
	t->handle = (HANDLE)h;
	return 0;
}

int thread_join(thread_handle t)
{
	DWORD rc = WaitForSingleObject(t.handle, INFINITE);
	CloseHandle(t.handle);
	return rc == WAIT_OBJECT_0 ? 0 : -1;
}

int thread_detach(thread_handle t)
{
	return CloseHandle(t.handle) ? 0 : -1;
}

int64_t thread_now_ns(void)
{
	/* The frequency is fixed at boot; reading it each time keeps no state.
	 * Whole seconds and the remainder apart, so the product cannot overflow. */
	LARGE_INTEGER freq, now;
	QueryPerformanceFrequency(&freq);
	QueryPerformanceCounter(&now);
	return (int64_t)(now.QuadPart / freq.QuadPart * NS_PER_SECOND +
			 now.QuadPart % freq.QuadPart * NS_PER_SECOND / freq.QuadPart);
}

/* FILETIME counts 100 ns ticks. */
#define NS_PER_FILETIME_TICK 100

int64_t thread_cpu_ns(void)
{
	FILETIME created, exited, kernel, user;
	if (!GetThreadTimes(GetCurrentThread(), &created, &exited, &kernel, &user))
		return 0;
	uint64_t ticks = ((uint64_t)kernel.dwHighDateTime << 32 | kernel.dwLowDateTime) +
			 ((uint64_t)user.dwHighDateTime << 32 | user.dwLowDateTime);
	return (int64_t)ticks * NS_PER_FILETIME_TICK;
}

void thread_sleep_ms(int64_t ms)
{
	while (ms > 0) {
		DWORD span = wait_span(ms);
		Sleep(span);
		ms -= span;
	}
}

#else
typedef int thread_win32_unused; /* ISO C: no empty source files */
#endif
