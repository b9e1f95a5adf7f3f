/* SPDX-License-Identifier: MIT */
/*
 * Gomocup opening lines: "dx,dy, dx,dy, ..." offsets from the centre
 * (width / 2, height / 2), dy positive downwards; the stones alternate
 * black, white, ... and are played as moves.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "gomoku/record.h"
#include "gomoku/status.h"
#include "record/record_internal.h"

/* Larger than any offset on the largest board; keeps parsing from overflowing. */
#define OFFSET_LIMIT 100000

static const char *skip_blanks(const char *s)
{
	while (*s == ' ' || *s == '\t' || *s == '\r' || *s == '\n')
		s++;
	return s;
}

/* A signed decimal number; NULL if s does not start with one. */
static const char *read_offset(const char *s, int *out)
{
	int sign = 1;
	if (*s == '-' || *s == '+') {
		sign = *s == '-' ? -1 : 1;
		s++;
	}
	if (!isdigit((unsigned char)*s))
		return NULL;
	long v = 0;
	while (isdigit((unsigned char)*s)) {
		v = v * 10 + (*s - '0');
		if (v > OFFSET_LIMIT)
			return NULL;
		s++;
	}
	*out = (int)(sign * v);
	return s;
}

/* Skips blanks and at most one comma; reports whether one was found. */
static const char *skip_separator(const char *s, int *comma)
{
	s = skip_blanks(s);
	*comma = *s == ',';
	if (*comma)
		s = skip_blanks(s + 1);
	return s;
}

int gmk_opening_parse(const char *line, int width, int height, gmk_point **out, size_t *count)
{
	error_clear();
	if (!out || !count)
		return error_set(GMK_EINVAL, "no output");
	int status = record_check_input(line, line ? strlen(line) : 0);
	if (status != GMK_OK)
		return status;
	if (width < GMK_MIN_SIZE || height < GMK_MIN_SIZE ||
	    width > GMK_MAX_SIZE || height > GMK_MAX_SIZE)
		return error_set(GMK_ERANGE, "board size %dx%d out of range", width, height);

	size_t cells = (size_t)width * (size_t)height;
	unsigned char *seen = calloc(cells, 1);
	if (!seen)
		return error_set(GMK_ENOMEM, "out of memory");
	gmk_point *points = NULL;
	size_t n = 0, cap = 0;
	const char *s = skip_blanks(line);
	while (*s != '\0') {
		int dx, dy, comma;
		const char *after = read_offset(s, &dx);
		if (after)
			after = skip_separator(after, &comma);
		if (!after || !comma || !(after = read_offset(after, &dy))) {
			status = error_set(GMK_EPARSE, "stone %zu: expected \"dx,dy\" at \"%.12s\"",
					   n + 1, s);
			break;
		}
		s = skip_separator(after, &comma);
		if (!comma && *s != '\0') {
			status = error_set(GMK_EPARSE, "stone %zu: expected ',' at \"%.12s\"", n + 1, s);
			break;
		}
		if (comma && *s == '\0') {
			status = error_set(GMK_EPARSE, "stone %zu: trailing ','", n + 1);
			break;
		}
		gmk_point p = { width / 2 + dx, height / 2 + dy };
		if (p.x < 0 || p.y < 0 || p.x >= width || p.y >= height) {
			status = error_set(GMK_EOFFBOARD, "stone %zu (%d,%d) is off the %dx%d board",
					   n + 1, dx, dy, width, height);
			break;
		}
		if (seen[(size_t)p.y * (size_t)width + (size_t)p.x]++) {
			status = error_set(GMK_EOCCUPIED, "stone %zu (%d,%d) repeats a point",
					   n + 1, dx, dy);
			break;
		}
		if ((status = record_points_push(&points, &n, &cap, p)) != GMK_OK)
			break;
	}
	free(seen);
	if (status == GMK_OK && n == 0)
		status = error_set(GMK_EPARSE, "empty opening line");
	if (status != GMK_OK) {
		free(points);
		return status;
	}
	*out = points;
	*count = n;
	return GMK_OK;
}

int gmk_opening_apply(gmk_board *board, const char *line)
{
	return record_parse_and_play(board, line, gmk_opening_parse, "stone");
}
