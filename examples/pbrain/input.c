/* SPDX-License-Identifier: MIT */
#include "input.h"
#include "protocol.h"

#include <stdlib.h>
#include <string.h>


#define NS_PER_MS 1000000

int64_t pb_now_ms(void)
{
	return thread_now_ns() / NS_PER_MS;
}

#define PB_QUOTE(x) #x
#define PB_STRINGIFY(x) PB_QUOTE(x)
/* Room for PB_LINE_MAX bytes, a CR before the LF, and the NUL. */
#define LINE_BUFFER (PB_LINE_MAX + 2)

/*
 * Reads one line into buf (LINE_BUFFER bytes) without its line ending. The
 * rest of a longer line is read and dropped. Returns 0 at the end of input
 * with nothing read; *refused says why a line cannot be taken, or is NULL.
 */
static int read_line(FILE *in, char *buf, const char **refused)
{
	size_t len = 0;
	int c, any = 0, too_long = 0, nul = 0;
	/* getc, not POSIX getc_unlocked (Windows has no such name): this thread
	 * is stdin's only reader, so its lock is never contended. */
	while ((c = getc(in)) != EOF) {
		any = 1;
		if (c == '\n')
			break;
		if (c == '\0')
			nul = 1;
		else if (len < LINE_BUFFER - 1)
			buf[len++] = (char)c;
		else
			too_long = 1;
	}
	while (len > 0 && buf[len - 1] == '\r')
		len--;
	buf[len] = '\0';
	if (too_long || len > PB_LINE_MAX)
		*refused = "line longer than " PB_STRINGIFY(PB_LINE_MAX) " bytes";
	else if (nul)
		*refused = "a NUL byte in the line";
	else
		*refused = NULL;
	return any;
}

static void enqueue(struct pb_input *input, char *text, const char *refused, int64_t read_ms)
{
	struct pb_queued_line *node = malloc(sizeof(*node));
	if (!node) {
		free(text);
		return;
	}
	node->text = text;
	node->refused = refused;
	node->read_ms = read_ms;
	node->next = NULL;
	thread_mutex_lock(&input->lock);
	if (input->tail)
		input->tail->next = node;
	else
		input->head = node;
	input->tail = node;
	thread_cond_signal(&input->ready);
	thread_mutex_unlock(&input->lock);
}

static void read_loop(void *arg)
{
	struct pb_input *input = arg;
	char buf[LINE_BUFFER];
	const char *refused;

	while (read_line(input->in, buf, &refused)) {
		int64_t read_ms = pb_now_ms();
		char *copy = strdup(refused ? "" : buf);
		if (!copy)
			continue;
		/* The hook runs first so that END stops a search without waiting. */
		if (input->urgent && !refused)
			input->urgent(copy, input->urgent_data);
		enqueue(input, copy, refused, read_ms);
	}
	if (input->urgent)
		input->urgent(NULL, input->urgent_data);
	thread_mutex_lock(&input->lock);
	input->eof = 1;
	thread_cond_broadcast(&input->ready);
	thread_mutex_unlock(&input->lock);
}

int pb_input_start(struct pb_input *input, FILE *in, pb_urgent_fn urgent, void *user_data)
{
	memset(input, 0, sizeof(*input));
	input->in = in;
	input->urgent = urgent;
	input->urgent_data = user_data;
	if (thread_mutex_init(&input->lock) != 0)
		return -1;
	if (thread_cond_init(&input->ready) != 0 || thread_start(&input->thread, read_loop, input) != 0) {
		thread_cond_destroy(&input->ready);
		thread_mutex_destroy(&input->lock);
		return -1;
	}
	/* Never joined: it may block on stdin until the process exits. */
	thread_detach(input->thread);
	return 0;
}

char *pb_input_next(struct pb_input *input, int64_t *read_ms, const char **refused)
{
	thread_mutex_lock(&input->lock);
	while (!input->head && !input->eof)
		thread_cond_wait(&input->ready, &input->lock);
	struct pb_queued_line *node = input->head;
	if (node) {
		input->head = node->next;
		if (!input->head)
			input->tail = NULL;
	}
	thread_mutex_unlock(&input->lock);
	if (!node)
		return NULL;
	char *text = node->text;
	if (read_ms)
		*read_ms = node->read_ms;
	if (refused)
		*refused = node->refused;
	free(node);
	return text;
}
