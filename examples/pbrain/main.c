/* SPDX-License-Identifier: MIT */
/*
 * pbrain-gomoku: a Gomocup (Piskvork) brain on libgomoku. The main thread
 * parses queued lines and answers them; the input thread reads stdin, and
 * stops a search at once on END or YXSTOP.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "brain.h"
#include "input.h"
#include "protocol.h"

/* After END (or the end of input) the main thread still answers the lines
 * queued before it, each search cut to a millisecond. Should a search answer
 * nothing for this long (it ignored the stop request), the process leaves
 * anyway. Only a stuck search counts, not a fixed time from END: a slow
 * machine or an emulator may need longer than this for the whole queue, or
 * for the first START alone. */
#define EXIT_GRACE_MS 800

static struct brain brain;
/* Lines the main thread has answered; the exit timer watches it. */
static atomic_uint lines_answered;

static void exit_after_grace(void *arg)
{
	(void)arg;
	unsigned seen;
	do {
		seen = atomic_load(&lines_answered);
		thread_sleep_ms(EXIT_GRACE_MS);
	} while (atomic_load(&lines_answered) != seen || !atomic_load(&brain.searching));
	fflush(stdout);
	_exit(0);
}

static int line_is(const char *line, const char *word)
{
	while (*line == ' ' || *line == '\t')
		line++;
	size_t n = strlen(word);
	if (strncasecmp(line, word, n) != 0)
		return 0;
	for (line += n; *line; line++)
		if (*line != ' ' && *line != '\t' && *line != '\r')
			return 0;
	return 1;
}

static void urgent(const char *line, void *user_data)
{
	(void)user_data;
	if (line == NULL || line_is(line, "END")) {
		atomic_store(&brain.quitting, 1);
		brain_stop_search(&brain);
		thread_handle timer;
		if (thread_start(&timer, exit_after_grace, NULL) == 0)
			thread_detach(timer);
		return;
	}
	if (line_is(line, "YXSTOP")) {
		/* Also when the search it is meant for has not started yet. */
		atomic_store(&brain.stop_pending, 1);
		if (atomic_load(&brain.searching))
			brain_stop_search(&brain);
	}
}

int main(void)
{
	if (brain_init(&brain) != 0) {
		pb_reply("ERROR cannot create the engine");
		return 1;
	}
	struct pb_parser parser;
	pb_parser_init(&parser);
	struct pb_input input;
	if (pb_input_start(&input, stdin, urgent, NULL) != 0) {
		pb_reply("ERROR cannot start the input thread");
		return 1;
	}
	char *line;
	int64_t read_ms;
	const char *refused;
	int quit = 0;
	while (!quit && (line = pb_input_next(&input, &read_ms, &refused)) != NULL) {
		int refeed = 0;
		do {
			struct pb_command cmd;
			if (refused)
				pb_parse_refused(&parser, refused, &cmd);
			else
				pb_parse_line(&parser, line, &cmd, &refeed);
			quit = brain_handle(&brain, &cmd, read_ms);
			atomic_fetch_add(&lines_answered, 1);
		} while (refeed && !quit);
		free(line);
	}
	fflush(stdout);
	/* Other threads may still block on stdin: leave without joining them. */
	_exit(0);
}
