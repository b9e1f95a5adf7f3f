/* SPDX-License-Identifier: MIT */
/*
 * The JSON game record:
 *
 *   {"format": "libgomoku-record", "version": 1,
 *    "width": 15, "height": 15, "win_length": 5,
 *    "rule": "renju", "foul_policy": "reject",
 *    "setup": {"to_move": "black", "stones": [[7,7,"black"], [8,8,"white"]]},
 *    "moves": [[7,7,1200], [8,7], ...],     x, y and optional milliseconds
 *    "redo": [[9,9]],                       undone moves, nearest first
 *    "result": {"state": "win", "winner": "black", "reason": "five",
 *               "line": [[3,7],[7,7]]},
 *    "players": {"black": "...", "white": "..."},
 *    "metadata": {...}}
 *
 * Loading replays every move through gmk_board_play, so the board's own rules
 * judge the record: a move the board refuses is an error naming that move.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "core/names.h"
#include "gomoku/notation.h"
#include "gomoku/record.h"
#include "gomoku/status.h"
#include "record/json_util.h"
#include "record/record_internal.h"

/* Numbers that have a fixed place in a [x, y, ms] move. */
#define MOVE_FIELDS_MIN 2
#define MOVE_FIELDS_MAX 3
#define SETUP_STONE_FIELDS 3
/* A day: longer thinking times are not plausible and keep "ms" in an int. */
#define MOVE_MS_MAX (24 * 60 * 60 * 1000)

/* ---- writing ---- */

/* cJSON's constructors return NULL when out of memory; one flag collects that. */
typedef struct json_writer {
	int failed;
} json_writer;

static cJSON *checked(json_writer *w, cJSON *item)
{
	if (!item)
		w->failed = 1;
	return item;
}

static void add(json_writer *w, cJSON *parent, const char *key, cJSON *item)
{
	if (!item) {
		w->failed = 1;
		return;
	}
	if (key ? !cJSON_AddItemToObject(parent, key, item) : !cJSON_AddItemToArray(parent, item)) {
		cJSON_Delete(item);
		w->failed = 1;
	}
}

static cJSON *point_array(json_writer *w, gmk_point p, int ms)
{
	cJSON *a = checked(w, cJSON_CreateArray());
	if (a) {
		add(w, a, NULL, cJSON_CreateNumber(p.x));
		add(w, a, NULL, cJSON_CreateNumber(p.y));
		if (ms >= 0)
			add(w, a, NULL, cJSON_CreateNumber(ms));
	}
	return a;
}

static int time_of(const gmk_record_info *info, int index)
{
	if (!info || !info->times_ms || (size_t)index >= info->times_count)
		return GMK_RECORD_NO_TIME;
	return info->times_ms[index] >= 0 ? info->times_ms[index] : GMK_RECORD_NO_TIME;
}

static void add_setup(json_writer *w, cJSON *root, const gmk_board *board)
{
	int count = gmk_board_setup_count(board);
	int to_move = gmk_board_setup_to_move(board);
	if (count == 0 && to_move == GMK_BLACK)
		return;
	cJSON *setup = checked(w, cJSON_CreateObject());
	if (!setup)
		return;
	add(w, setup, "to_move", cJSON_CreateString(name_of_color(to_move)));
	cJSON *stones = checked(w, cJSON_CreateArray());
	for (int i = 0; i < count && stones; i++) {
		gmk_stone s;
		gmk_board_setup_at(board, i, &s);
		gmk_point p = { s.x, s.y };
		cJSON *stone = point_array(w, p, -1);
		if (stone)
			add(w, stone, NULL, cJSON_CreateString(name_of_color(s.color)));
		add(w, stones, NULL, stone);
	}
	add(w, setup, "stones", stones);
	add(w, root, "setup", setup);
}

static void add_moves(json_writer *w, cJSON *root, const gmk_board *board,
		      const gmk_record_info *info)
{
	int played = gmk_board_move_count(board);
	int undone = gmk_board_redo_count(board);
	cJSON *moves = checked(w, cJSON_CreateArray());
	cJSON *redo = checked(w, cJSON_CreateArray());
	for (int i = 0; i < played && moves; i++) {
		gmk_point p;
		gmk_board_move_at(board, i, &p);
		add(w, moves, NULL, point_array(w, p, time_of(info, i)));
	}
	for (int i = 0; i < undone && redo; i++) {
		gmk_point p;
		gmk_board_redo_at(board, i, &p);
		add(w, redo, NULL, point_array(w, p, time_of(info, played + i)));
	}
	add(w, root, "moves", moves);
	add(w, root, "redo", redo);
}

static void add_result(json_writer *w, cJSON *root, const gmk_board *board)
{
	gmk_result r = GMK_RESULT_INIT;
	gmk_board_result(board, &r);
	cJSON *result = checked(w, cJSON_CreateObject());
	if (!result)
		return;
	add(w, result, "state", cJSON_CreateString(name_of_state(r.state)));
	if (r.state == GMK_STATE_WIN)
		add(w, result, "winner", cJSON_CreateString(name_of_color(r.winner)));
	add(w, result, "reason", cJSON_CreateString(name_of_reason(r.reason)));
	if (r.line_start.x >= 0) {
		cJSON *line = checked(w, cJSON_CreateArray());
		if (line) {
			add(w, line, NULL, point_array(w, r.line_start, -1));
			add(w, line, NULL, point_array(w, r.line_end, -1));
		}
		add(w, result, "line", line);
	}
	add(w, root, "result", result);
}

static int add_info(json_writer *w, cJSON *root, const gmk_record_info *info)
{
	if (!info)
		return GMK_OK;
	if (info->black || info->white) {
		cJSON *players = checked(w, cJSON_CreateObject());
		if (players && info->black)
			add(w, players, "black", cJSON_CreateString(info->black));
		if (players && info->white)
			add(w, players, "white", cJSON_CreateString(info->white));
		add(w, root, "players", players);
	}
	if (info->metadata_json) {
		cJSON *metadata = NULL;
		int status = json_parse(info->metadata_json, strlen(info->metadata_json), &metadata);
		if (status != GMK_OK)
			return error_set(status, "metadata_json: %s", gmk_last_error_message());
		if (!cJSON_IsObject(metadata)) {
			cJSON_Delete(metadata);
			return error_set(GMK_EINVAL, "metadata_json: expected a JSON object");
		}
		add(w, root, "metadata", metadata);
	}
	return GMK_OK;
}

int gmk_record_to_json(const gmk_board *board, const gmk_record_info *info, char **out)
{
	error_clear();
	if (!board || !out)
		return error_set(GMK_EINVAL, "no board or output");
	gmk_record_info own;
	int status = record_info_read(info, &own);
	if (status != GMK_OK)
		return status;
	info = &own;
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	gmk_board_get_options(board, &o);

	json_writer w = { 0 };
	cJSON *root = cJSON_CreateObject();
	if (!root)
		return error_set(GMK_ENOMEM, "out of memory");
	add(&w, root, "format", cJSON_CreateString(GMK_RECORD_FORMAT));
	add(&w, root, "version", cJSON_CreateNumber(GMK_RECORD_FORMAT_VERSION));
	add(&w, root, "width", cJSON_CreateNumber(o.width));
	add(&w, root, "height", cJSON_CreateNumber(o.height));
	add(&w, root, "win_length", cJSON_CreateNumber(o.win_length));
	add(&w, root, "rule", cJSON_CreateString(name_of_rule(o.rule)));
	add(&w, root, "foul_policy", cJSON_CreateString(name_of_foul_policy(o.foul_policy)));
	add_setup(&w, root, board);
	add_moves(&w, root, board, info);
	add_result(&w, root, board);
	status = add_info(&w, root, info);
	char *text = NULL;
	if (status == GMK_OK && !w.failed) {
		text = json_take_string(cJSON_Print(root));
		if (!text)
			w.failed = 1;
	}
	cJSON_Delete(root);
	if (status != GMK_OK)
		return status;
	if (w.failed)
		return error_set(GMK_ENOMEM, "out of memory");
	*out = text;
	return GMK_OK;
}

/* ---- reading ---- */

static const char *const record_keys[] = {
	"format", "version", "width", "height", "win_length", "rule", "foul_policy",
	"setup", "moves", "redo", "result", "players", "metadata", NULL
};

static int get_int_field(const cJSON *root, const char *key, int64_t min, int64_t max, int *out)
{
	const cJSON *item = cJSON_GetObjectItemCaseSensitive(root, key);
	if (!item)
		return error_set(GMK_EPARSE, "%s: missing", key);
	int64_t v;
	int status = json_integer(item, key, min, max, &v);
	if (status == GMK_OK)
		*out = (int)v;
	return status;
}

/* A required string field naming an enum value through named(). */
static int get_named_field(const cJSON *root, const char *key, int (*named)(const char *),
			   int *out)
{
	const cJSON *item = cJSON_GetObjectItemCaseSensitive(root, key);
	if (!item)
		return error_set(GMK_EPARSE, "%s: missing", key);
	if (!cJSON_IsString(item))
		return error_set(GMK_EPARSE, "%s: expected a string", key);
	int v = named(item->valuestring);
	if (v < 0)
		return error_set(GMK_EPARSE, "%s: unknown value \"%.40s\"", key, item->valuestring);
	*out = v;
	return GMK_OK;
}

static int read_header(const cJSON *root, gmk_board_options *o)
{
	int status = json_check_keys(root, "record", record_keys);
	if (status != GMK_OK)
		return status;
	const cJSON *format = cJSON_GetObjectItemCaseSensitive(root, "format");
	if (!cJSON_IsString(format) || strcmp(format->valuestring, GMK_RECORD_FORMAT) != 0)
		return error_set(GMK_EPARSE, "format: expected \"%s\"", GMK_RECORD_FORMAT);
	int version = 0, rule = 0, policy = 0; /* set before use; GCC -O2 cannot tell */
	if ((status = get_int_field(root, "version", 1, INT32_MAX, &version)) != GMK_OK)
		return status;
	if (version > GMK_RECORD_FORMAT_VERSION)
		return error_set(GMK_EUNSUPPORTED, "version: %d is newer than this library's %d",
				 version, GMK_RECORD_FORMAT_VERSION);
	if ((status = get_int_field(root, "width", GMK_MIN_SIZE, GMK_MAX_SIZE, &o->width)) ||
	    (status = get_int_field(root, "height", GMK_MIN_SIZE, GMK_MAX_SIZE, &o->height)) ||
	    (status = get_int_field(root, "win_length", GMK_MIN_WIN_LENGTH, GMK_MAX_WIN_LENGTH,
				    &o->win_length)) ||
	    (status = get_named_field(root, "rule", rule_named, &rule)) ||
	    (status = get_named_field(root, "foul_policy", foul_policy_named, &policy)))
		return status;
	o->rule = (gmk_rule)rule;
	o->foul_policy = (gmk_foul_policy)policy;
	o->backend = GMK_BACKEND_AUTO;
	return GMK_OK;
}

/* The x and y of a [x, y, ...] array, on the board. */
static int read_point_fields(const cJSON *item, const char *field, const gmk_board *board,
			     gmk_point *p)
{
	int64_t x, y;
	int status;
	if ((status = json_integer(item->child, field, INT32_MIN, INT32_MAX, &x)) ||
	    (status = json_integer(item->child->next, field, INT32_MIN, INT32_MAX, &y)))
		return status;
	if (x < 0 || y < 0 || x >= gmk_board_width(board) || y >= gmk_board_height(board))
		return error_set(GMK_EOFFBOARD, "%s: (%lld,%lld) is off the board", field,
				 (long long)x, (long long)y);
	p->x = (int)x;
	p->y = (int)y;
	return GMK_OK;
}

/* Reads a move: [x, y] or [x, y, ms]. */
static int read_move(const cJSON *item, const char *where, size_t index, const gmk_board *board,
		     gmk_point *p, int *ms_out)
{
	char field[64];
	snprintf(field, sizeof(field), "%s[%zu]", where, index);
	int size = cJSON_IsArray(item) ? cJSON_GetArraySize(item) : -1;
	if (size < MOVE_FIELDS_MIN || size > MOVE_FIELDS_MAX)
		return error_set(GMK_EPARSE, "%s: expected [x, y] or [x, y, ms]", field);
	int64_t ms = GMK_RECORD_NO_TIME;
	int status;
	if (size == MOVE_FIELDS_MAX &&
	    (status = json_integer(item->child->next->next, field, 0, MOVE_MS_MAX, &ms)))
		return status;
	if ((status = read_point_fields(item, field, board, p)))
		return status;
	*ms_out = (int)ms;
	return GMK_OK;
}

/* An array of at most max items; -1 (message set) when it is something else. */
static int array_size(const cJSON *item, const char *where, size_t max, int *out)
{
	if (!cJSON_IsArray(item))
		return error_set(GMK_EPARSE, "%s: expected an array", where);
	size_t n = 0;
	for (const cJSON *c = item->child; c; c = c->next)
		if (++n > max)
			return error_set(GMK_ERANGE, "%s: more entries than the board has points",
					 where);
	*out = (int)n;
	return GMK_OK;
}

static const char *const setup_keys[] = { "to_move", "stones", NULL };

/* [x, y, "black"|"white"] */
static int read_stone(const cJSON *item, size_t index, const gmk_board *board, gmk_stone *out)
{
	char field[64];
	snprintf(field, sizeof(field), "setup.stones[%zu]", index);
	int size = cJSON_IsArray(item) ? cJSON_GetArraySize(item) : -1;
	if (size != SETUP_STONE_FIELDS)
		return error_set(GMK_EPARSE, "%s: expected [x, y, colour]", field);
	const cJSON *colour = item->child->next->next;
	int c = cJSON_IsString(colour) ? color_named(colour->valuestring) : -1;
	if (c != GMK_BLACK && c != GMK_WHITE)
		return error_set(GMK_EPARSE, "%s: colour must be \"black\" or \"white\"", field);
	gmk_point p;
	int status = read_point_fields(item, field, board, &p);
	if (status != GMK_OK)
		return status;
	out->x = p.x;
	out->y = p.y;
	out->color = (gmk_color)c;
	return GMK_OK;
}

static int read_setup(const cJSON *root, gmk_board *board, size_t cells)
{
	const cJSON *setup = cJSON_GetObjectItemCaseSensitive(root, "setup");
	if (!setup)
		return GMK_OK;
	if (!cJSON_IsObject(setup))
		return error_set(GMK_EPARSE, "setup: expected an object");
	int status = json_check_keys(setup, "setup", setup_keys);
	int to_move = GMK_BLACK, count = 0; /* to_move is set before use; GCC -O2 cannot tell */
	if (status || (status = get_named_field(setup, "to_move", color_named, &to_move)))
		return status;
	if (to_move != GMK_BLACK && to_move != GMK_WHITE)
		return error_set(GMK_EPARSE, "setup.to_move: expected \"black\" or \"white\"");
	const cJSON *list = cJSON_GetObjectItemCaseSensitive(setup, "stones");
	if (list && (status = array_size(list, "setup.stones", cells, &count)))
		return status;
	gmk_stone *stones = malloc((count ? (size_t)count : 1) * sizeof(*stones));
	if (!stones)
		return error_set(GMK_ENOMEM, "out of memory");
	size_t n = 0;
	for (const cJSON *s = list ? list->child : NULL; s && status == GMK_OK; s = s->next, n++)
		status = read_stone(s, n, board, &stones[n]);
	if (status == GMK_OK) {
		status = gmk_board_setup(board, stones, (size_t)count, (gmk_color)to_move);
		if (status != GMK_OK)
			error_set(status, "setup: %s", gmk_strerror(status));
	}
	free(stones);
	return status;
}

/* Plays the items of a move list; their times go to times[0..). */
static int play_list(const cJSON *list, const char *where, gmk_board *board, int *times)
{
	size_t i = 0;
	for (const cJSON *m = list->child; m; m = m->next, i++) {
		gmk_point p;
		int status = read_move(m, where, i, board, &p, &times[i]);
		if (status != GMK_OK)
			return status;
		status = gmk_board_play(board, p.x, p.y);
		if (status != GMK_OK) {
			char name[GMK_POINT_STRING_MAX];
			record_point_name(board, p, name, sizeof(name));
			return error_set(status, "%s[%zu] (%s): %s", where, i, name,
					 gmk_strerror(status));
		}
	}
	return GMK_OK;
}

static int read_moves(const cJSON *root, gmk_board *board, size_t cells, int **times_out,
		      size_t *times_count)
{
	const cJSON *moves = cJSON_GetObjectItemCaseSensitive(root, "moves");
	const cJSON *redo = cJSON_GetObjectItemCaseSensitive(root, "redo");
	int played = 0, undone = 0, status;
	if (!moves)
		return error_set(GMK_EPARSE, "moves: missing");
	if ((status = array_size(moves, "moves", cells, &played)))
		return status;
	if (redo && (status = array_size(redo, "redo", cells, &undone)))
		return status;
	if ((size_t)played + (size_t)undone > cells)
		return error_set(GMK_ERANGE, "moves and redo: more than the board has points");
	size_t total = (size_t)played + (size_t)undone;
	int *times = malloc((total ? total : 1) * sizeof(*times));
	if (!times)
		return error_set(GMK_ENOMEM, "out of memory");
	status = play_list(moves, "moves", board, times);
	if (status == GMK_OK && redo)
		status = play_list(redo, "redo", board, times + played);
	for (int i = 0; status == GMK_OK && i < undone; i++)
		status = gmk_board_undo(board);
	if (status != GMK_OK) {
		free(times);
		return status;
	}
	size_t known = total;
	while (known > 0 && times[known - 1] == GMK_RECORD_NO_TIME)
		known--;
	if (known == 0) {
		free(times);
		times = NULL;
	}
	*times_out = times;
	*times_count = known;
	return GMK_OK;
}

static const char *const result_keys[] = { "state", "winner", "reason", "line", NULL };

/* The stored result must be the one the replay reached. */
static int check_result(const cJSON *root, const gmk_board *board)
{
	const cJSON *result = cJSON_GetObjectItemCaseSensitive(root, "result");
	if (!result)
		return GMK_OK;
	if (!cJSON_IsObject(result))
		return error_set(GMK_EPARSE, "result: expected an object");
	int status = json_check_keys(result, "result", result_keys);
	int state, reason = GMK_REASON_NONE, winner = GMK_EMPTY;
	if (status || (status = get_named_field(result, "state", state_named, &state)))
		return status;
	if (cJSON_GetObjectItemCaseSensitive(result, "reason") &&
	    (status = get_named_field(result, "reason", reason_named, &reason)))
		return status;
	if (cJSON_GetObjectItemCaseSensitive(result, "winner") &&
	    (status = get_named_field(result, "winner", color_named, &winner)))
		return status;
	gmk_result r = GMK_RESULT_INIT;
	gmk_board_result(board, &r);
	if ((int)r.state != state || (int)r.winner != winner || (int)r.reason != reason)
		return error_set(GMK_EPARSE, "result: the moves end %s (%s), not %s (%s)",
				 name_of_state(r.state), name_of_reason(r.reason),
				 name_of_state(state), name_of_reason(reason));
	return GMK_OK;
}

static const char *const player_keys[] = { "black", "white", NULL };

static int read_player(const cJSON *players, const char *key, char **out)
{
	const cJSON *item = cJSON_GetObjectItemCaseSensitive(players, key);
	if (!item || cJSON_IsNull(item))
		return GMK_OK;
	if (!cJSON_IsString(item))
		return error_set(GMK_EPARSE, "players.%s: expected a string", key);
	*out = record_strndup(item->valuestring, strlen(item->valuestring));
	return *out ? GMK_OK : error_set(GMK_ENOMEM, "out of memory");
}

/* Fills info (already reset by the caller) with the names and metadata. */
static int read_info(const cJSON *root, gmk_record_info *info)
{
	const cJSON *players = cJSON_GetObjectItemCaseSensitive(root, "players");
	const cJSON *metadata = cJSON_GetObjectItemCaseSensitive(root, "metadata");
	int status = GMK_OK;
	if (players) {
		if (!cJSON_IsObject(players))
			return error_set(GMK_EPARSE, "players: expected an object");
		if ((status = json_check_keys(players, "players", player_keys)) ||
		    (status = read_player(players, "black", &info->black)) ||
		    (status = read_player(players, "white", &info->white)))
			return status;
	}
	if (metadata) {
		if (!cJSON_IsObject(metadata))
			return error_set(GMK_EPARSE, "metadata: expected an object");
		info->metadata_json = json_take_string(cJSON_PrintUnformatted(metadata));
		if (!info->metadata_json)
			return error_set(GMK_ENOMEM, "out of memory");
	}
	return GMK_OK;
}

int gmk_record_from_json(gmk_board **out, const char *text, size_t len, gmk_record_info *info)
{
	error_clear();
	if (!out)
		return error_set(GMK_EINVAL, "no output");
	int status = record_info_check(info);
	if (status == GMK_OK)
		status = record_check_input(text, len);
	cJSON *root = NULL;
	if (status || (status = json_parse(text, len, &root)))
		return status;

	gmk_board *board = NULL;
	gmk_record_info got = GMK_RECORD_INFO_INIT;
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	if (!cJSON_IsObject(root)) {
		status = error_set(GMK_EPARSE, "record: expected a JSON object");
	} else if ((status = read_header(root, &o)) == GMK_OK) {
		status = gmk_board_new(&board, &o);
		if (status != GMK_OK)
			error_set(status, "board options: %s (win_length %d under %s)",
				  gmk_strerror(status), o.win_length, name_of_rule(o.rule));
	}
	size_t cells = (size_t)o.width * (size_t)o.height;
	if (status == GMK_OK)
		status = read_setup(root, board, cells);
	if (status == GMK_OK)
		status = read_moves(root, board, cells, &got.times_ms, &got.times_count);
	if (status == GMK_OK)
		status = check_result(root, board);
	if (status == GMK_OK)
		status = read_info(root, &got);
	cJSON_Delete(root);
	if (status != GMK_OK) {
		gmk_record_info_clear(&got);
		gmk_board_free(board);
		return status;
	}
	record_info_give(info, &got);
	*out = board;
	return GMK_OK;
}
