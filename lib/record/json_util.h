/* SPDX-License-Identifier: MIT */
/* Strict reading of cJSON values, shared by the game record and the config. */
#ifndef GMK_RECORD_JSON_UTIL_H
#define GMK_RECORD_JSON_UTIL_H

#include <cjson/cJSON.h>
#include <stddef.h>
#include <stdint.h>

/*
 * Parses len bytes of text as one JSON value with nothing but white space
 * after it (thread-safe: cJSON_GetErrorPtr is not used). *root is freed
 * with cJSON_Delete. GMK_EPARSE with the byte offset in the message.
 */
int json_parse(const char *text, size_t len, cJSON **root);

/*
 * An integral JSON number within [min, max] (both within +-2^53, where
 * doubles are exact). GMK_EPARSE naming field for another type or a
 * fraction, GMK_ERANGE for a value out of range.
 */
int json_integer(const cJSON *item, const char *field, int64_t min, int64_t max, int64_t *out);

/* Checks an object's keys: each one of the NULL-terminated known list, none twice. */
int json_check_keys(const cJSON *object, const char *where, const char *const *known);

/* A malloc'ed copy of a cJSON-allocated string (so callers free it with gmk_free). */
char *json_take_string(char *cjson_text);

#endif
