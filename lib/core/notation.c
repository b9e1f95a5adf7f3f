/* SPDX-License-Identifier: MIT */
/*
 * Every coordinate conversion of the library lives here.
 * RIF: columns a..z, aa, ab, ... (bijective base 26) from the left; rows
 * numbered from 1 at the bottom. Gomocup: "x,y" 0-based from the top-left.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "core/error.h"
#include "gomoku/notation.h"
#include "gomoku/status.h"

/* Larger than any board side, small enough that parsing cannot overflow. */
#define COORD_LIMIT 1000000

static int valid_size(int width, int height)
{
	return width >= GMK_MIN_SIZE && height >= GMK_MIN_SIZE &&
	       width <= GMK_MAX_SIZE && height <= GMK_MAX_SIZE;
}

/* The arguments every conversion shares: its text or buffer, and the board size. */
static int check_args(const void *io, const char *io_name, int width, int height)
{
	if (!io)
		return error_null(io_name);
	if (!valid_size(width, height))
		return error_set(GMK_EINVAL, "board size %dx%d is outside %d..%d", width, height,
				 GMK_MIN_SIZE, GMK_MAX_SIZE);
	return GMK_OK;
}

static int parse_error(const char *text, const char *expected)
{
	return error_set(GMK_EPARSE, "\"%.40s\" is not %s", text, expected);
}

static const char *skip_spaces(const char *s)
{
	while (*s == ' ' || *s == '\t')
		s++;
	return s;
}

/* Reads a decimal number of at most a few digits; NULL if none. */
static const char *read_number(const char *s, int *out)
{
	long v = 0;
	if (!isdigit((unsigned char)*s))
		return NULL;
	while (isdigit((unsigned char)*s)) {
		v = v * 10 + (*s - '0');
		if (v > COORD_LIMIT)
			return NULL;
		s++;
	}
	*out = (int)v;
	return s;
}

static int at_end(const char *s)
{
	s = skip_spaces(s);
	if (*s == '\r')
		s++;
	if (*s == '\n')
		s++;
	return *s == '\0';
}

static int check_point(int x, int y, int width, int height, gmk_point *out)
{
	if (x < 0 || y < 0 || x >= width || y >= height)
		return error_off_board(x, y, width, height);
	out->x = x;
	out->y = y;
	return GMK_OK;
}

int gmk_point_from_rif(const char *text, int width, int height, gmk_point *out)
{
	int status = check_args(text, "text", width, height);
	if (status != GMK_OK)
		return status;
	if (!out)
		return error_null("out");
	const char *s = skip_spaces(text);
	long column = 0;
	int letters = 0;
	while (isalpha((unsigned char)*s)) {
		column = column * 26 + (tolower((unsigned char)*s) - 'a' + 1);
		if (column > COORD_LIMIT)
			return parse_error(text, "a point: the column is too long");
		letters++;
		s++;
	}
	int row;
	if (letters == 0 || !(s = read_number(s, &row)) || !at_end(s))
		return parse_error(text, "a RIF point such as \"h8\"");
	if (row < 1)
		return error_set(GMK_EOFFBOARD, "\"%.40s\": row %d is off the %dx%d board", text,
				 row, width, height);
	return check_point((int)column - 1, height - row, width, height, out);
}

/* The checks of a point writer: its buffer, the board size and the point. */
static int check_writer(gmk_point p, int width, int height, const char *buf)
{
	int status = check_args(buf, "buf", width, height);
	gmk_point unused;
	return status != GMK_OK ? status : check_point(p.x, p.y, width, height, &unused);
}

/* Hands the len-character text to buf when it fits with its NUL. */
static int give_text(const char *text, int len, char *buf, size_t size)
{
	if ((size_t)len + 1 > size)
		return error_buffer("buf", size, (size_t)len + 1);
	memcpy(buf, text, (size_t)len + 1);
	return GMK_OK;
}

int gmk_point_to_rif(gmk_point p, int width, int height, char *buf, size_t size)
{
	int status = check_writer(p, width, height, buf);
	if (status != GMK_OK)
		return status;
	char letters[8];
	int n = 0;
	for (int c = p.x + 1; c > 0; c = (c - 1) / 26)
		letters[n++] = (char)('a' + (c - 1) % 26);
	char tmp[GMK_POINT_STRING_MAX];
	int len = 0;
	while (n > 0)
		tmp[len++] = letters[--n];
	len += snprintf(tmp + len, sizeof(tmp) - (size_t)len, "%d", height - p.y);
	return give_text(tmp, len, buf, size);
}

int gmk_point_from_xy(const char *text, int width, int height, gmk_point *out)
{
	int status = check_args(text, "text", width, height);
	if (status != GMK_OK)
		return status;
	if (!out)
		return error_null("out");
	int x, y;
	const char *s = skip_spaces(text);
	if (!(s = read_number(s, &x)))
		return parse_error(text, "an \"x,y\" point");
	const char *after = skip_spaces(s);
	if (*after == ',')
		s = skip_spaces(after + 1);
	else if (after == s)
		return parse_error(text, "an \"x,y\" point"); /* no separator at all */
	else
		s = after;
	if (!(s = read_number(s, &y)) || !at_end(s))
		return parse_error(text, "an \"x,y\" point");
	return check_point(x, y, width, height, out);
}

int gmk_point_to_xy(gmk_point p, int width, int height, char *buf, size_t size)
{
	int status = check_writer(p, width, height, buf);
	if (status != GMK_OK)
		return status;
	char tmp[GMK_POINT_STRING_MAX];
	int len = snprintf(tmp, sizeof(tmp), "%d,%d", p.x, p.y);
	return give_text(tmp, len, buf, size);
}

int gmk_point_parse(const char *text, int width, int height, gmk_point *out)
{
	if (!text)
		return error_null("text");
	const char *s = skip_spaces(text);
	if (isalpha((unsigned char)*s))
		return gmk_point_from_rif(text, width, height, out);
	return gmk_point_from_xy(text, width, height, out);
}
