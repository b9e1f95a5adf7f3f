/* SPDX-License-Identifier: MIT */
#include "watchdog.h"

#include <string.h>
#include <time.h>

#include "input.h"

#define MS_PER_SECOND 1000
#define NS_PER_MS 1000000

static struct timespec monotonic_at(int64_t ms)
{
	struct timespec ts;
	ts.tv_sec = (time_t)(ms / MS_PER_SECOND);
	ts.tv_nsec = (long)(ms % MS_PER_SECOND) * NS_PER_MS;
	return ts;
}

static void *watch(void *arg)
{
	struct pb_watchdog *dog = arg;
	pthread_mutex_lock(&dog->lock);
	while (!dog->quit) {
		if (dog->deadline_ms == 0) {
			pthread_cond_wait(&dog->changed, &dog->lock);
			continue;
		}
		if (pb_now_ms() >= dog->deadline_ms) {
			dog->deadline_ms = 0;
			/* Called with the lock held so disarm() cannot race past it. */
			dog->fire(dog->user_data);
			continue;
		}
		struct timespec until = monotonic_at(dog->deadline_ms);
		pthread_cond_timedwait(&dog->changed, &dog->lock, &until);
	}
	pthread_mutex_unlock(&dog->lock);
	return NULL;
}

int pb_watchdog_start(struct pb_watchdog *dog, pb_fire_fn fire, void *user_data)
{
	memset(dog, 0, sizeof(*dog));
	dog->fire = fire;
	dog->user_data = user_data;
	pthread_condattr_t attr;
	pthread_condattr_init(&attr);
	pthread_condattr_setclock(&attr, CLOCK_MONOTONIC);
	pthread_cond_init(&dog->changed, &attr);
	pthread_condattr_destroy(&attr);
	pthread_mutex_init(&dog->lock, NULL);
	return pthread_create(&dog->thread, NULL, watch, dog) == 0 ? 0 : -1;
}

void pb_watchdog_arm(struct pb_watchdog *dog, int64_t deadline_ms)
{
	pthread_mutex_lock(&dog->lock);
	dog->deadline_ms = deadline_ms > 0 ? deadline_ms : 1;
	pthread_cond_signal(&dog->changed);
	pthread_mutex_unlock(&dog->lock);
}

void pb_watchdog_disarm(struct pb_watchdog *dog)
{
	pthread_mutex_lock(&dog->lock);
	dog->deadline_ms = 0;
	pthread_cond_signal(&dog->changed);
	pthread_mutex_unlock(&dog->lock);
}

void pb_watchdog_stop(struct pb_watchdog *dog)
{
	pthread_mutex_lock(&dog->lock);
	dog->quit = 1;
	pthread_cond_signal(&dog->changed);
	pthread_mutex_unlock(&dog->lock);
	pthread_join(dog->thread, NULL);
	pthread_mutex_destroy(&dog->lock);
	pthread_cond_destroy(&dog->changed);
}
