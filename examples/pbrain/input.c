/* SPDX-License-Identifier: MIT */
#include "input.h"

#include <stdlib.h>
#include <string.h>

#include "line.h"

#define NS_PER_MS 1000000

int64_t pb_now_ms(void)
{
	return thread_now_ns() / NS_PER_MS;
}

static void strip_line_ending(char *line)
{
	size_t len = strlen(line);
	while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r'))
		line[--len] = '\0';
}

static void enqueue(struct pb_input *input, char *text, int64_t read_ms)
{
	struct pb_queued_line *node = malloc(sizeof(*node));
	if (!node) {
		free(text);
		return;
	}
	node->text = text;
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
	char *buf = NULL;
	size_t cap = 0;

	while (read_text_line(input->in, &buf, &cap) == 0) {
		int64_t read_ms = pb_now_ms();
		strip_line_ending(buf);
		char *copy = strdup(buf);
		if (!copy)
			continue;
		/* The hook runs first so that END stops a search without waiting. */
		if (input->urgent)
			input->urgent(copy, input->urgent_data);
		enqueue(input, copy, read_ms);
	}
	free(buf);
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

char *pb_input_next(struct pb_input *input, int64_t *read_ms)
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
	free(node);
	return text;
}
