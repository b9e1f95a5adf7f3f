/* SPDX-License-Identifier: MIT */
#include "watchdog.h"

#include <string.h>

#include "input.h"

static void watch(void *arg)
{
	struct pb_watchdog *dog = arg;
	thread_mutex_lock(&dog->lock);
	while (!dog->quit) {
		if (dog->deadline_ms == 0) {
			thread_cond_wait(&dog->changed, &dog->lock);
			continue;
		}
		if (pb_now_ms() >= dog->deadline_ms) {
			dog->deadline_ms = 0;
			/* Called with the lock held so disarm() cannot race past it. */
			dog->fire(dog->user_data);
			continue;
		}
		thread_cond_wait_ms(&dog->changed, &dog->lock, dog->deadline_ms - pb_now_ms());
	}
	thread_mutex_unlock(&dog->lock);
}

int pb_watchdog_start(struct pb_watchdog *dog, pb_fire_fn fire, void *user_data)
{
	memset(dog, 0, sizeof(*dog));
	dog->fire = fire;
	dog->user_data = user_data;
	if (thread_mutex_init(&dog->lock) != 0)
		return -1;
	if (thread_cond_init(&dog->changed) != 0 || thread_start(&dog->thread, watch, dog) != 0) {
		thread_cond_destroy(&dog->changed);
		thread_mutex_destroy(&dog->lock);
		return -1;
	}
	return 0;
}

void pb_watchdog_arm(struct pb_watchdog *dog, int64_t deadline_ms)
{
	thread_mutex_lock(&dog->lock);
	dog->deadline_ms = deadline_ms > 0 ? deadline_ms : 1;
	thread_cond_signal(&dog->changed);
	thread_mutex_unlock(&dog->lock);
}

void pb_watchdog_disarm(struct pb_watchdog *dog)
{
	thread_mutex_lock(&dog->lock);
	dog->deadline_ms = 0;
	thread_cond_signal(&dog->changed);
	thread_mutex_unlock(&dog->lock);
}

void pb_watchdog_stop(struct pb_watchdog *dog)
{
	thread_mutex_lock(&dog->lock);
	dog->quit = 1;
	thread_cond_signal(&dog->changed);
	thread_mutex_unlock(&dog->lock);
	thread_join(dog->thread);
	thread_mutex_destroy(&dog->lock);
	thread_cond_destroy(&dog->changed);
}
