/* SPDX-License-Identifier: MIT */
/*
 * Engine options and search limits as one flat JSON object:
 *
 *   {"hash_bytes": 16777216, "seed": 42, "threads": 1, "level": 0,
 *    "time_ms": 5000, "depth": 0, "nodes": 0, "multipv": 1}
 *
 * "hash_mb" may replace "hash_bytes" in hand-written files. "seed" is a
 * number, or a decimal string for values past 2^53 that doubles cannot hold.
 * "threads" exists from engine options version 2: a version 1 struct has no
 * room for it, so it is neither written from nor stored into one.
 */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "gomoku/record.h"
#include "gomoku/status.h"
#include "record/json_util.h"
#include "record/record_internal.h"
#include "search/struct_versions.h"

/* The engine options version that added "threads". */
#define ENGINE_OPTIONS_THREADS_VERSION 2

#define JSON_EXACT_INTEGER ((int64_t)1 << 53)
#define BYTES_PER_MB ((int64_t)1 << 20)
#define SEED_DIGITS_MAX 20       /* UINT64_MAX has 20 digits */

static int is_key(const cJSON *item, const char *key)
{
	return strcmp(item->string, key) == 0;
}

static int read_seed(const cJSON *item, uint64_t *out)
{
	if (cJSON_IsString(item)) {
		const char *s = item->valuestring;
		size_t n = strlen(s);
		if (n == 0 || n > SEED_DIGITS_MAX)
			return error_set(GMK_EPARSE, "seed: expected an integer or a decimal string");
		for (size_t i = 0; i < n; i++)
			if (!isdigit((unsigned char)s[i]))
				return error_set(GMK_EPARSE, "seed: expected a decimal string");
		errno = 0;
		unsigned long long v = strtoull(s, NULL, 10);
		if (errno == ERANGE || v > UINT64_MAX)
			return error_set(GMK_ERANGE, "seed: \"%s\" is over 2^64 - 1", s);
		*out = (uint64_t)v;
		return GMK_OK;
	}
	int64_t v;
	int status = json_integer(item, "seed", 0, JSON_EXACT_INTEGER, &v);
	if (status == GMK_OK)
		*out = (uint64_t)v;
	return status;
}

static int read_option(const cJSON *item, gmk_engine_options *o, int *hash_seen)
{
	int64_t v;
	int status;
	if (is_key(item, "seed"))
		return read_seed(item, &o->seed);
	if (is_key(item, "threads")) {
		if ((status = json_integer(item, "threads", 0, GMK_MAX_THREADS, &v)) == GMK_OK)
			o->threads = (unsigned int)v;
		return status;
	}
	int in_mb = is_key(item, "hash_mb");
	if (*hash_seen)
		return error_set(GMK_EPARSE, "%s: hash_bytes and hash_mb both given", item->string);
	*hash_seen = 1;
	/* The engine's own bound (and what size_t holds on a small machine). */
	int64_t max = (uint64_t)SIZE_MAX < GMK_MAX_HASH_BYTES ? (int64_t)SIZE_MAX
							      : (int64_t)GMK_MAX_HASH_BYTES;
	if (in_mb)
		max /= BYTES_PER_MB;
	if ((status = json_integer(item, item->string, 0, max, &v)) != GMK_OK)
		return status;
	o->hash_bytes = (size_t)(in_mb ? v * BYTES_PER_MB : v);
	return GMK_OK;
}

static int read_limit(const cJSON *item, gmk_search_limits *l)
{
	int64_t v;
	int status;
	const char *key = item->string;
	if (is_key(item, "nodes")) {
		if ((status = json_integer(item, key, 0, JSON_EXACT_INTEGER, &v)) == GMK_OK)
			l->nodes = v;
		return status;
	}
	int64_t min = 0, max = INT_MAX;
	int *field = &l->time_ms;
	if (is_key(item, "depth")) {
		field = &l->depth;
		max = GMK_MAX_DEPTH;
	} else if (is_key(item, "level")) {
		field = &l->level;
		max = GMK_MAX_LEVEL;
	} else if (is_key(item, "multipv")) {
		field = &l->multipv;
		min = 1;
		max = GMK_MAX_MULTIPV;
	}
	if ((status = json_integer(item, key, min, max, &v)) == GMK_OK)
		*field = (int)v;
	return status;
}

static const char *const option_keys[] = { "hash_bytes", "hash_mb", "seed", "threads", NULL };
static const char *const limit_keys[] = { "time_ms", "depth", "nodes", "level", "multipv", NULL };

static int in_list(const char *const *list, const char *key)
{
	for (size_t i = 0; list[i]; i++)
		if (strcmp(list[i], key) == 0)
			return 1;
	return 0;
}

/* The caller's structs, each of its own version, into full-size copies. */
static int read_structs(const gmk_engine_options *opts, const gmk_search_limits *limits,
			gmk_engine_options *o, gmk_search_limits *l)
{
	int status = opts ? versioned_read(&engine_options_type, o, opts) : GMK_OK;
	if (status == GMK_OK && limits)
		status = versioned_read(&search_limits_type, l, limits);
	return status;
}

static int read_config(const cJSON *root, gmk_engine_options *o, gmk_search_limits *l,
		       text_buf *unknown)
{
	int hash_seen = 0;
	for (const cJSON *item = root->child; item; item = item->next) {
		int known = in_list(option_keys, item->string) || in_list(limit_keys, item->string);
		/* Only known keys are searched for twins: a few keys times n, never n^2. */
		for (const cJSON *later = item->next; known && later; later = later->next)
			if (strcmp(item->string, later->string) == 0)
				return error_set(GMK_EPARSE, "%.40s: given twice", item->string);
		int status = GMK_OK;
		if (in_list(option_keys, item->string)) {
			if (o)
				status = read_option(item, o, &hash_seen);
		} else if (in_list(limit_keys, item->string)) {
			if (l)
				status = read_limit(item, l);
		} else {
			if (unknown->len > 0)
				text_puts(unknown, ",");
			text_puts(unknown, item->string);
		}
		if (status != GMK_OK)
			return status;
	}
	return GMK_OK;
}

int gmk_config_from_json(const char *text, size_t len, gmk_engine_options *opts,
			 gmk_search_limits *limits, char **unknown_keys)
{
	error_clear();
	gmk_engine_options o = GMK_ENGINE_OPTIONS_INIT;
	gmk_search_limits l = GMK_SEARCH_LIMITS_INIT;
	int status = read_structs(opts, limits, &o, &l);
	if (status != GMK_OK)
		return status;
	status = record_check_input(text, len);
	cJSON *root = NULL;
	if (status || (status = json_parse(text, len, &root)))
		return status;
	text_buf unknown = TEXT_BUF_INIT;
	if (!cJSON_IsObject(root))
		status = error_set(GMK_EPARSE, "config: expected a JSON object");
	else
		status = read_config(root, opts ? &o : NULL, limits ? &l : NULL, &unknown);
	cJSON_Delete(root);
	char *keys = NULL;
	if (status == GMK_OK && unknown_keys && unknown.len > 0 &&
	    text_finish(&unknown, &keys) != GMK_OK)
		status = error_set(GMK_ENOMEM, "out of memory");
	text_discard(&unknown);
	if (status != GMK_OK)
		return status;
	if (opts)
		versioned_write(&engine_options_type, opts, &o);
	if (limits)
		versioned_write(&search_limits_type, limits, &l);
	if (unknown_keys)
		*unknown_keys = keys;
	return GMK_OK;
}

int gmk_config_to_json(const gmk_engine_options *opts, const gmk_search_limits *limits,
		       char **out)
{
	error_clear();
	if (!out)
		return error_set(GMK_EINVAL, "no output");
	gmk_engine_options o = GMK_ENGINE_OPTIONS_INIT;
	gmk_search_limits l = GMK_SEARCH_LIMITS_INIT;
	int status = read_structs(opts, limits, &o, &l);
	if (status != GMK_OK)
		return status;
	text_buf b = TEXT_BUF_INIT;
	const char *sep = "{\n";
	if (opts) {
		text_printf(&b, "%s\t\"hash_bytes\": %zu", sep, o.hash_bytes);
		sep = ",\n";
		if (o.seed <= (uint64_t)JSON_EXACT_INTEGER)
			text_printf(&b, "%s\t\"seed\": %llu", sep, (unsigned long long)o.seed);
		else
			text_printf(&b, "%s\t\"seed\": \"%llu\"", sep, (unsigned long long)o.seed);
		if (opts->version >= ENGINE_OPTIONS_THREADS_VERSION)
			text_printf(&b, "%s\t\"threads\": %u", sep, o.threads);
	}
	if (limits) {
		text_printf(&b, "%s\t\"time_ms\": %d,\n\t\"depth\": %d,\n\t\"nodes\": %lld,\n"
			    "\t\"level\": %d,\n\t\"multipv\": %d", sep, l.time_ms,
			    l.depth, (long long)l.nodes, l.level, l.multipv);
		sep = ",\n";
	}
	text_puts(&b, opts || limits ? "\n}\n" : "{}\n");
	status = text_finish(&b, out);
	return status == GMK_OK ? GMK_OK : error_set(status, "out of memory");
}
