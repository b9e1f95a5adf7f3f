/* SPDX-License-Identifier: MIT */
/*
 * The search watchdog: a thread that calls a function (gmk_engine_stop) when
 * the hard deadline of a move passes, whatever the engine's own clock says.
 */
#ifndef PBRAIN_WATCHDOG_H
#define PBRAIN_WATCHDOG_H

#include <stdint.h>

#include "thread.h"

typedef void (*pb_fire_fn)(void *user_data);

struct pb_watchdog {
	thread_handle thread;
	thread_mutex lock;
	thread_cond changed;
	int64_t deadline_ms;      /* monotonic ms; 0 when disarmed */
	int quit;
	pb_fire_fn fire;
	void *user_data;
};

int pb_watchdog_start(struct pb_watchdog *dog, pb_fire_fn fire, void *user_data);
void pb_watchdog_arm(struct pb_watchdog *dog, int64_t deadline_ms);
void pb_watchdog_disarm(struct pb_watchdog *dog);
void pb_watchdog_stop(struct pb_watchdog *dog);

#endif
