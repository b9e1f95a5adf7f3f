/* SPDX-License-Identifier: MIT */
/*
 * The end of input is told apart from typed-ahead text without reading
 * anything: poll() says stdin is readable in both cases, but only at the end
 * (Ctrl-D on an empty line, or a closed pipe) does FIONREAD count zero bytes.
 * Typed-ahead moves thus stay in stdin for the game's next prompt.
 */
#include "stdin_watch.h"

#ifdef _WIN32
/* A console handle cannot be polled like a file descriptor: on Windows
 * nothing watches, and Ctrl-Z at the prompt ends the game as before. */
int stdin_watch_start(struct stdin_watch *w, gmk_engine *engine)
{
	(void)w;
	(void)engine;
	return -1;
}

int stdin_watch_finish(struct stdin_watch *w)
{
	(void)w;
	return 0;
}
#else
#include <poll.h>
#include <sys/ioctl.h>
#include <unistd.h>

/* How often to look again while typed-ahead text waits in stdin (poll would
 * report it readable at once, forever). */
#define TYPEAHEAD_RECHECK_MS 50

static void *watch(void *arg)
{
	struct stdin_watch *w = arg;
	int typeahead = 0;
	for (;;) {
		struct pollfd fds[2] = { { w->wake[0], POLLIN, 0 }, { STDIN_FILENO, POLLIN, 0 } };
		int n = poll(fds, typeahead ? 1 : 2, typeahead ? TYPEAHEAD_RECHECK_MS : -1);
		if (n < 0 || fds[0].revents)
			return NULL;
		typeahead = 0;
		if (n == 0 || fds[1].revents) {
			int pending = 0;
			if (ioctl(STDIN_FILENO, FIONREAD, &pending) == 0 && pending > 0) {
				typeahead = 1;
				continue;
			}
			atomic_store(&w->closed, 1);
			gmk_engine_stop(w->engine);
			return NULL;
		}
	}
}

int stdin_watch_start(struct stdin_watch *w, gmk_engine *engine)
{
	w->engine = engine;
	atomic_init(&w->closed, 0);
	if (pipe(w->wake) != 0)
		return -1;
	if (pthread_create(&w->thread, NULL, watch, w) != 0) {
		close(w->wake[0]);
		close(w->wake[1]);
		return -1;
	}
	return 0;
}

int stdin_watch_finish(struct stdin_watch *w)
{
	char byte = 0;
	/* The thread may have returned already: the byte then goes unread. */
	ssize_t written = write(w->wake[1], &byte, 1);
	(void)written;  /* an empty pipe we own takes one byte */
	pthread_join(w->thread, NULL);
	close(w->wake[0]);
	close(w->wake[1]);
	return atomic_load(&w->closed);
}
#endif
