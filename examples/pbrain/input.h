/* SPDX-License-Identifier: MIT */
/*
 * The input thread: reads stdin line by line, stamps each line with the
 * monotonic time it was read and queues it, so a command that arrives while
 * the brain thinks is never lost. An urgent hook sees every line on the
 * input thread before it is queued (END and YXSTOP must act at once).
 * Lines are read into a fixed buffer: one longer than PB_LINE_MAX, or with a
 * NUL byte, is dropped and queued as refused, so no input grows memory.
 */
#ifndef PBRAIN_INPUT_H
#define PBRAIN_INPUT_H

#include <stdint.h>
#include <stdio.h>

#include "thread.h"

/* Called on the input thread for each line; NULL line means end of input. */
typedef void (*pb_urgent_fn)(const char *line, void *user_data);

struct pb_queued_line {
	char *text;
	const char *refused;      /* why the line was refused, or NULL */
	int64_t read_ms;
	struct pb_queued_line *next;
};

struct pb_input {
	FILE *in;
	thread_handle thread;
	thread_mutex lock;
	thread_cond ready;
	struct pb_queued_line *head;
	struct pb_queued_line *tail;
	int eof;
	pb_urgent_fn urgent;
	void *urgent_data;
};

/* Milliseconds on the monotonic clock. */
int64_t pb_now_ms(void);

int pb_input_start(struct pb_input *input, FILE *in, pb_urgent_fn urgent, void *user_data);
/*
 * The next line (without its line ending), to be freed with free(), and the
 * time it was read; blocks until one arrives. NULL once input has ended and
 * the queue is empty. *refused is NULL, or why the line was refused (its
 * text is then empty).
 */
char *pb_input_next(struct pb_input *input, int64_t *read_ms, const char **refused);

#endif
