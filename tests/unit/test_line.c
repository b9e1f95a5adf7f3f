/* SPDX-License-Identifier: MIT */
/*
 * examples/common/line.c, the front ends' getline() stand-in: lines of every
 * length across its buffer growth, CRLF kept as read, a last line without
 * a newline, empty lines, and the end of input. A plain exit-code program.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "line.h"

#define LONG_LINE 1000

static int failures;

static void expect_line(FILE *f, char **buf, size_t *cap, const char *want)
{
	if (read_text_line(f, buf, cap) != 0) {
		fprintf(stderr, "expected \"%.40s\"..., got the end of input\n", want);
		failures++;
	} else if (strcmp(*buf, want) != 0) {
		fprintf(stderr, "expected \"%.40s\"... (%zu bytes), got \"%.40s\"... (%zu bytes)\n",
			want, strlen(want), *buf, strlen(*buf));
		failures++;
	}
}

int main(void)
{
	static char long_line[LONG_LINE + 2];
	memset(long_line, 'x', LONG_LINE);
	long_line[LONG_LINE] = '\n';
	/* Lengths around the first capacity (128) and its doublings. */
	static char edge[3][260];
	const size_t edge_len[3] = { 126, 127, 255 };
	for (int i = 0; i < 3; i++) {
		memset(edge[i], 'a' + i, edge_len[i]);
		edge[i][edge_len[i]] = '\n';
	}

	FILE *f = tmpfile();
	if (!f) {
		perror("tmpfile");
		return 2;
	}
	fputs("START 15\n\nTURN 7,7\r\n", f);
	fputs(long_line, f);
	for (int i = 0; i < 3; i++)
		fputs(edge[i], f);
	fputs("END", f); /* no final newline */
	rewind(f);

	char *buf = NULL;
	size_t cap = 0;
	expect_line(f, &buf, &cap, "START 15\n");
	expect_line(f, &buf, &cap, "\n");
	expect_line(f, &buf, &cap, "TURN 7,7\r\n");
	expect_line(f, &buf, &cap, long_line);
	for (int i = 0; i < 3; i++)
		expect_line(f, &buf, &cap, edge[i]);
	expect_line(f, &buf, &cap, "END");
	if (read_text_line(f, &buf, &cap) != -1) {
		fprintf(stderr, "expected the end of input\n");
		failures++;
	}
	free(buf);
	fclose(f);
	if (failures)
		fprintf(stderr, "%d failure(s)\n", failures);
	else
		printf("line: all passed\n");
	return failures ? 1 : 0;
}
