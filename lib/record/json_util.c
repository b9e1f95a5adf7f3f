/* SPDX-License-Identifier: MIT */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gomoku/status.h"
#include "record/json_util.h"
#include "record/record_internal.h"

/* The largest integer a double holds exactly. */
#define JSON_EXACT_INTEGER ((int64_t)1 << 53)

int json_parse(const char *text, size_t len, cJSON **root)
{
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
