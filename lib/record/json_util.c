/* SPDX-License-Identifier: MIT */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gomoku/status.h"
#include "record/json_util.h"
#include "record/record_internal.h"

/* The largest integer a double holds exactly. */
#define JSON_EXACT_INTEGER ((int64_t)1 << 53)

/* "\u0000" is 6 bytes: the escape's backslash, 'u' and four hex digits. */
#define NUL_ESCAPE_LENGTH 6

/*
 * The byte offset of a "\u0000" escape in the text, or len. cJSON decodes it
 * to a NUL byte inside a C string, which would silently cut the string
 * ("a\u0000b" loading as "a"); no record or config needs one. Backslashes
 * only occur inside strings, so stepping over each escape pair is enough.
 */
static size_t nul_escape_at(const char *text, size_t len)
{
	for (size_t i = 0; i + 1 < len; i++) {
		if (text[i] != '\\')
			continue;
		if (text[i + 1] == 'u' && i + NUL_ESCAPE_LENGTH <= len &&
		    memcmp(text + i + 2, "0000", 4) == 0)
			return i;
		i++; /* the escaped character */
	}
	return len;
}

int json_parse(const char *text, size_t len, cJSON **root)
{
	size_t nul = nul_escape_at(text, len);
	if (nul < len)
		return error_set(GMK_EPARSE, "a string holds \\u0000 (byte %zu): C strings "
				 "cannot hold a NUL", nul);
	const char *end = NULL;
	cJSON *value = cJSON_ParseWithLengthOpts(text, len, &end, 0);
	if (!value) {
		size_t at = end && end >= text && end <= text + len ? (size_t)(end - text) : 0;
		return error_set(GMK_EPARSE, "malformed JSON near byte %zu", at);
	}
	size_t at = (size_t)(end - text);
	while (at < len && (text[at] == ' ' || text[at] == '\t' || text[at] == '\r' ||
			    text[at] == '\n'))
		at++;
	/* A NUL right after the text (a C string passed with its length) is fine. */
	if (at < len && !(text[at] == '\0' && at + 1 == len)) {
		cJSON_Delete(value);
		return error_set(GMK_EPARSE, "unexpected text after the JSON value at byte %zu", at);
	}
	*root = value;
	return GMK_OK;
}

int json_integer(const cJSON *item, const char *field, int64_t min, int64_t max, int64_t *out)
{
	if (!cJSON_IsNumber(item))
		return error_set(GMK_EPARSE, "%s: expected an integer", field);
	double v = item->valuedouble;
	if (!isfinite(v) || floor(v) != v)
		return error_set(GMK_EPARSE, "%s: expected an integer", field);
	if (v < (double)-JSON_EXACT_INTEGER || v > (double)JSON_EXACT_INTEGER ||
	    v < (double)min || v > (double)max)
		return error_set(GMK_ERANGE, "%s: %.0f is out of range %lld..%lld", field, v,
				 (long long)min, (long long)max);
	*out = (int64_t)v;
	return GMK_OK;
}

int json_check_keys(const cJSON *object, const char *where, const char *const *known)
{
	for (const cJSON *a = object->child; a; a = a->next) {
		int found = 0;
		for (size_t i = 0; known[i] && !found; i++)
			found = strcmp(a->string, known[i]) == 0;
		if (!found)
			return error_set(GMK_EPARSE, "%s: unknown key \"%.40s\"", where, a->string);
		for (const cJSON *b = a->next; b; b = b->next)
			if (strcmp(a->string, b->string) == 0)
				return error_set(GMK_EPARSE, "%s: key \"%.40s\" appears twice",
						 where, a->string);
	}
	return GMK_OK;
}

char *json_take_string(char *cjson_text)
{
	if (!cjson_text)
		return NULL;
	size_t n = strlen(cjson_text);
	char *copy = record_strndup(cjson_text, n);
	cJSON_free(cjson_text);
	return copy;
}
