/* SPDX-License-Identifier: MIT */
/* The user's game records for `generate --from`: a JSON record or a PSQ file. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "puzzle.h"

/* The whole file as text (free it); NULL when it cannot be read. */
static char *slurp(const char *path, size_t *len)
{
	FILE *in = fopen(path, "rb");
	char *text = NULL;
	long size = -1;
	if (in && fseek(in, 0, SEEK_END) == 0)
		size = ftell(in);
	if (size >= 0 && fseek(in, 0, SEEK_SET) == 0)
		text = malloc((size_t)size + 1);
	if (text && fread(text, 1, (size_t)size, in) != (size_t)size) {
		free(text);
		text = NULL;
	}
	if (in)
		fclose(in);
	if (text) {
		text[size] = '\0';
		*len = (size_t)size;
	}
	return text;
}

int puzzle_read_record(const char *path, gmk_rule rule, gmk_board **out)
{
	size_t len = 0;
	char *text = slurp(path, &len);
	if (!text) {
		perror(path);
		return -1;
	}
	/* A JSON record is an object; anything else is read as PSQ, which holds no rule. */
	const char *start = text + strspn(text, " \t\r\n");
	gmk_board_options opts = GMK_BOARD_OPTIONS_INIT;
	opts.rule = rule;
	int status = *start == '{' ? gmk_record_from_json(out, text, len, NULL)
				   : gmk_record_from_psq(out, text, len, &opts, NULL);
	free(text);
	if (status != GMK_OK) {
		fprintf(stderr, "%s: not a game record: %s\n", path, gmk_last_error_message());
		return -1;
	}
	return 0;
}
