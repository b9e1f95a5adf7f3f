/* SPDX-License-Identifier: MIT */
/*
 * An opening in progress as JSON: the rule, the board options and the
 * actions done so far. Loading replays the actions through the public calls,
 * so a saved file is checked by the same rules as a live opening and cannot
 * smuggle in a state the state machine would never reach.
 *
 * {"format":"gomoku-opening","version":1,"rule":"soosorv","n":3,
 *  "width":15,"height":15,"win_length":5,"board_rule":"renju",
 *  "foul_policy":"reject","actions":[{"place":[7,7]},{"choose":"swap"},
 *  {"declare":3},{"offer":[[7,9],[3,3],[11,2]]},{"pick":[3,3]}]}
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/error.h"
#include "core/names.h"
#include "gomoku/status.h"
#include "opening/openrule_internal.h"
#include "record/json_util.h"

#define FORMAT_NAME "gomoku-opening"
#define FORMAT_VERSION 1
/* Fixed keys, up to MAX_ACTIONS actions, one offer list of at most 16 points of 4 digits. */
#define JSON_MAX 4096

static const char *const choice_names[] = { "stay", "swap", "place_two", "offer_fifths" };
#define CHOICES (sizeof(choice_names) / sizeof(choice_names[0]))

typedef struct text {
	char buf[JSON_MAX];
	size_t len;
} text;

static void put(text *t, const char *fmt, ...) GMK_PRINTF(2, 3);
static void put(text *t, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(t->buf + t->len, sizeof t->buf - t->len, fmt, ap);
	va_end(ap);
	/* JSON_MAX bounds every text this file writes; clamp all the same. */
	if (n > 0)
		t->len = t->len + (size_t)n < sizeof t->buf ? t->len + (size_t)n : sizeof t->buf - 1;
}

static void put_action(text *t, const gmk_openrule *op, const opening_action *a)
{
	switch (a->phase) {
	case GMK_OPENRULE_PHASE_PLACE:
	case GMK_OPENRULE_PHASE_PICK:
		put(t, "{\"%s\":[%d,%d]}", a->phase == GMK_OPENRULE_PHASE_PLACE ? "place" : "pick",
		    a->x, a->y);
		break;
	case GMK_OPENRULE_PHASE_CHOOSE:
		put(t, "{\"choose\":\"%s\"}", choice_names[a->value]);
		break;
	case GMK_OPENRULE_PHASE_DECLARE:
		put(t, "{\"declare\":%d}", a->value);
		break;
	case GMK_OPENRULE_PHASE_OFFER:
		put(t, "{\"offer\":[");
		for (size_t i = 0; i < op->offer_count; i++)
			put(t, "%s[%d,%d]", i ? "," : "", op->offers[i].x, op->offers[i].y);
		put(t, "]}");
		break;
	case GMK_OPENRULE_PHASE_DONE:
		break;
	}
}

GMK_API int gmk_openrule_to_json(const gmk_openrule *op, char **out)
{
	error_clear();
	if (!out)
		return error_null("out");
	if (!op)
		return error_null("opening");
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	int status = gmk_board_get_options(op->board, &o);
	if (status != GMK_OK)
		return status;
	text *t = calloc(1, sizeof *t);
	if (!t)
		return error_nomem("the opening's JSON");
	put(t, "{\"format\":\"%s\",\"version\":%d,\"rule\":\"%s\",\"n\":%d,\"width\":%d,"
	       "\"height\":%d,\"win_length\":%d,\"board_rule\":\"%s\",\"foul_policy\":\"%s\","
	       "\"actions\":[", FORMAT_NAME, FORMAT_VERSION, opening_rule_name(op->kind), op->n,
	    o.width, o.height, o.win_length, name_of_rule(o.rule),
	    name_of_foul_policy(o.foul_policy));
	for (size_t i = 0; i < op->history_count; i++) {
		if (i)
			put(t, ",");
		put_action(t, op, &op->history[i]);
	}
	put(t, "]}");
	char *copy = malloc(t->len + 1);
	if (copy)
		memcpy(copy, t->buf, t->len + 1);
	free(t);
	if (!copy)
		return error_nomem("the opening's JSON");
	*out = copy;
	return GMK_OK;
}

/* ---- reading ---- */

static int read_int(const cJSON *root, const char *key, int min, int max, int *out)
{
	int64_t v;
	int status = json_integer(cJSON_GetObjectItemCaseSensitive(root, key), key, min, max, &v);
	if (status == GMK_OK)
		*out = (int)v;
	return status;
}

static int read_name(const cJSON *root, const char *key, int (*named)(const char *), int *out)
{
	const cJSON *item = cJSON_GetObjectItemCaseSensitive(root, key);
	int v = cJSON_IsString(item) ? named(item->valuestring) : -1;
	if (v < 0)
		return error_set(GMK_EPARSE, "opening JSON: \"%s\" is missing or names nothing known",
				 key);
	*out = v;
	return GMK_OK;
}

static int read_point(const cJSON *item, const char *what, gmk_point *out)
{
	if (!cJSON_IsArray(item) || cJSON_GetArraySize(item) != 2)
		return error_set(GMK_EPARSE, "opening JSON: %s is not an [x, y] pair", what);
	int64_t x, y;
	int status = json_integer(cJSON_GetArrayItem(item, 0), what, -1, GMK_MAX_SIZE, &x);
	if (status == GMK_OK)
		status = json_integer(cJSON_GetArrayItem(item, 1), what, -1, GMK_MAX_SIZE, &y);
	if (status == GMK_OK)
		*out = (gmk_point){ (int)x, (int)y };
	return status;
}

static int choice_named(const char *name)
{
	for (size_t i = 0; i < CHOICES; i++)
		if (strcmp(choice_names[i], name) == 0)
			return (int)i;
	return -1;
}

/* Replays one {"verb": argument} object through the public calls. */
static int replay(gmk_openrule *op, const cJSON *action)
{
	const cJSON *arg = action ? action->child : NULL;
	if (!cJSON_IsObject(action) || !arg || arg->next)
		return error_set(GMK_EPARSE, "opening JSON: an action is not an object of one key");
	const char *verb = arg->string;
	gmk_point p;
	int status, v = 0;
	if (strcmp(verb, "place") == 0 || strcmp(verb, "pick") == 0) {
		if ((status = read_point(arg, verb, &p)) != GMK_OK)
			return status;
		return verb[1] == 'l' ? gmk_openrule_place(op, p.x, p.y)
				      : gmk_openrule_pick(op, p.x, p.y);
	}
	if (strcmp(verb, "choose") == 0) {
		if ((status = read_name(action, verb, choice_named, &v)) != GMK_OK)
			return status;
		return gmk_openrule_choose(op, (gmk_openrule_choice)v);
	}
	if (strcmp(verb, "declare") == 0) {
		if ((status = read_int(action, verb, 0, GMK_OPENRULE_MAX_OFFERS + 1, &v)) != GMK_OK)
			return status;
		return gmk_openrule_declare(op, v);
	}
	if (strcmp(verb, "offer") == 0) {
		int count = cJSON_GetArraySize(arg);
		if (!cJSON_IsArray(arg) || count > GMK_OPENRULE_MAX_OFFERS)
			return error_set(GMK_EPARSE, "opening JSON: \"offer\" is not a list of at "
					 "most %d points", GMK_OPENRULE_MAX_OFFERS);
		gmk_point offers[GMK_OPENRULE_MAX_OFFERS];
		for (int i = 0; i < count; i++)
			if ((status = read_point(cJSON_GetArrayItem(arg, i), "an offer",
						 &offers[i])) != GMK_OK)
				return status;
		return gmk_openrule_offer(op, offers, (size_t)count);
	}
	return error_set(GMK_EPARSE, "opening JSON: unknown action \"%s\"", verb);
}

static int build(const cJSON *root, gmk_openrule **out)
{
	static const char *const keys[] = { "format", "version", "rule", "n", "width", "height",
					    "win_length", "board_rule", "foul_policy",
					    "actions", NULL };
	int status = json_check_keys(root, "opening", keys);
	if (status != GMK_OK)
		return status;
	const cJSON *format = cJSON_GetObjectItemCaseSensitive(root, "format");
	if (!cJSON_IsString(format) || strcmp(format->valuestring, FORMAT_NAME) != 0)
		return error_set(GMK_EPARSE, "opening JSON: \"format\" is not \"%s\"", FORMAT_NAME);
	int version = 0, kind = 0, n = 0, rule = 0, policy = 0; /* set before use; GCC -O2 cannot tell */
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	if ((status = read_int(root, "version", FORMAT_VERSION, FORMAT_VERSION, &version)) ||
	    (status = read_name(root, "rule", opening_rule_named, &kind)) ||
	    (status = read_int(root, "n", 0, GMK_OPENRULE_MAX_OFFERS, &n)) ||
	    (status = read_int(root, "width", GMK_MIN_SIZE, GMK_MAX_SIZE, &o.width)) ||
	    (status = read_int(root, "height", GMK_MIN_SIZE, GMK_MAX_SIZE, &o.height)) ||
	    (status = read_int(root, "win_length", GMK_MIN_WIN_LENGTH, GMK_MAX_WIN_LENGTH,
			       &o.win_length)) ||
	    (status = read_name(root, "board_rule", rule_named, &rule)) ||
	    (status = read_name(root, "foul_policy", foul_policy_named, &policy)))
		return status;
	o.rule = (gmk_rule)rule;
	o.foul_policy = (gmk_foul_policy)policy;
	const cJSON *actions = cJSON_GetObjectItemCaseSensitive(root, "actions");
	if (!cJSON_IsArray(actions) || cJSON_GetArraySize(actions) > MAX_ACTIONS)
		return error_set(GMK_EPARSE, "opening JSON: \"actions\" is not a list of at most %d",
				 MAX_ACTIONS);
	gmk_openrule *op;
	if ((status = gmk_openrule_new(&op, (gmk_openrule_kind)kind, n, &o)) != GMK_OK)
		return status;
	const cJSON *action;
	cJSON_ArrayForEach(action, actions)
		if ((status = replay(op, action)) != GMK_OK) {
			gmk_openrule_free(op);
			return status;
		}
	*out = op;
	return GMK_OK;
}

GMK_API int gmk_openrule_from_json(gmk_openrule **out, const char *json, size_t len)
{
	error_clear();
	if (!out)
		return error_null("out");
	if (!json)
		return error_null("json");
	cJSON *root;
	int status = json_parse(json, len, &root);
	if (status != GMK_OK)
		return status;
	status = cJSON_IsObject(root) ? build(root, out)
				      : error_set(GMK_EPARSE, "opening JSON is not an object");
	cJSON_Delete(root);
	return status;
}
