/* SPDX-License-Identifier: MIT */
/*
 * What thread_start() hands a new thread, for both implementations of
 * thread.h: their entry points (pthreads' void *(*)(void *), Win32's
 * unsigned __stdcall (*)(void *)) are not thread_main, so a small record
 * carries the caller's function and argument across; the new thread frees it.
 */
#ifndef GMK_CORE_THREAD_START_H
#define GMK_CORE_THREAD_START_H

#include <stdlib.h>

#include "thread.h"

struct start_record {
	thread_main main;
	void *arg;
};

/* NULL when out of memory. */
static inline struct start_record *start_record_new(thread_main main, void *arg)
{
	struct start_record *rec = malloc(sizeof(*rec));
	if (rec) {
		rec->main = main;
		rec->arg = arg;
	}
	return rec;
}

/* On the new thread: frees the record, then runs the caller's function. */
static inline void start_record_run(void *p)
{
	struct start_record rec = *(struct start_record *)p;
	free(p);
	rec.main(rec.arg);
}

#endif
