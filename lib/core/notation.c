/* SPDX-License-Identifier: MIT */
/*
 * Every coordinate conversion of the library lives here.
 * RIF: columns a..z, aa, ab, ... (bijective base 26) from the left; rows
 * numbered from 1 at the bottom. Gomocup: "x,y" 0-based from the top-left.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "gomoku/notation.h"
#include "gomoku/status.h"

/* Larger than any board side, small enough that parsing cannot overflow. */
#define COORD_LIMIT 1000000

static int valid_size(int width, int height)
{
	return width >= GMK_MIN_SIZE && height >= GMK_MIN_SIZE &&
	       width <= GMK_MAX_SIZE && height <= GMK_MAX_SIZE;
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
		return GMK_EOFFBOARD;
	out->x = x;
	out->y = y;
	return GMK_OK;
}

int gmk_point_from_rif(const char *text, int width, int height, gmk_point *out)
{
	if (!text || !out || !valid_size(width, height))
		return GMK_EINVAL;
	const char *s = skip_spaces(text);
	long column = 0;
	int letters = 0;
	while (isalpha((unsigned char)*s)) {
		column = column * 26 + (tolower((unsigned char)*s) - 'a' + 1);
		if (column > COORD_LIMIT)
			return GMK_EPARSE;
		letters++;
		s++;
	}
	int row;
	if (letters == 0 || !(s = read_number(s, &row)) || !at_end(s))
		return GMK_EPARSE;
	if (row < 1)
		return GMK_EOFFBOARD;
	return check_point((int)column - 1, height - row, width, height, out);
}

int gmk_point_to_rif(gmk_point p, int width, int height, char *buf, size_t size)
{
	if (!buf || !valid_size(width, height))
		return GMK_EINVAL;
	if (p.x < 0 || p.y < 0 || p.x >= width || p.y >= height)
		return GMK_EOFFBOARD;
	char letters[8];
	int n = 0;
	for (int c = p.x + 1; c > 0; c = (c - 1) / 26)
		letters[n++] = (char)('a' + (c - 1) % 26);
	char tmp[GMK_POINT_STRING_MAX];
	int len = 0;
	while (n > 0)
		tmp[len++] = letters[--n];
	len += snprintf(tmp + len, sizeof(tmp) - (size_t)len, "%d", height - p.y);
	if ((size_t)len + 1 > size)
		return GMK_EBUFFER;
	memcpy(buf, tmp, (size_t)len + 1);
	return GMK_OK;
}

int gmk_point_from_xy(const char *text, int width, int height, gmk_point *out)
{
	if (!text || !out || !valid_size(width, height))
		return GMK_EINVAL;
	int x, y;
	const char *s = skip_spaces(text);
	if (!(s = read_number(s, &x)))
		return GMK_EPARSE;
	const char *after = skip_spaces(s);
	if (*after == ',')
		s = skip_spaces(after + 1);
	else if (after == s)
		return GMK_EPARSE; /* no separator at all */
	else
		s = after;
	if (!(s = read_number(s, &y)) || !at_end(s))
		return GMK_EPARSE;
	return check_point(x, y, width, height, out);
}

int gmk_point_to_xy(gmk_point p, int width, int height, char *buf, size_t size)
{
	if (!buf || !valid_size(width, height))
		return GMK_EINVAL;
	if (p.x < 0 || p.y < 0 || p.x >= width || p.y >= height)
		return GMK_EOFFBOARD;
	char tmp[GMK_POINT_STRING_MAX];
	int len = snprintf(tmp, sizeof(tmp), "%d,%d", p.x, p.y);
	if ((size_t)len + 1 > size)
		return GMK_EBUFFER;
	memcpy(buf, tmp, (size_t)len + 1);
	return GMK_OK;
}

int gmk_point_parse(const char *text, int width, int height, gmk_point *out)
{
	if (!text)
		return GMK_EINVAL;
	const char *s = skip_spaces(text);
	if (isalpha((unsigned char)*s))
		return gmk_point_from_rif(text, width, height, out);
	return gmk_point_from_xy(text, width, height, out);
}
