/* SPDX-License-Identifier: MIT */
#include "brain.h"
#include "warmup.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BRAIN_NAME "pbrain-gomoku"
#define BRAIN_AUTHOR "libgomoku"
#define BRAIN_COUNTRY "Unknown"

/* INFO rule bits (Gomocup). */
#define RULE_BIT_EXACT_FIVE 1
#define RULE_BIT_RENJU 4
#define RULE_BIT_CARO 8

/*
 * INFO max_memory bounds the whole process: the process itself, then per
 * board point what the board, the engine's search copy and the brain's own
 * scans and swap2 boards take at their peak (measured up to 61 bytes a point,
 * VmHWM over a few turns and a SWAP2BOARD on 512x512 and 1024x1024 boards,
 * libgomoku 1.1; with a margin), and the hash gets this share
 * of what is left. A board that leaves less than HASH_MIN_BYTES is refused.
 */
#define MIB ((int64_t)1024 * 1024)
#define PROCESS_OVERHEAD_BYTES (8 * MIB)
#define BYTES_PER_POINT 80
#define HASH_SHARE_DIVISOR 2
#define HASH_MIN_BYTES (MIB / 4)
/* INFO max_depth beyond this means no limit (the engine's own cap is below
 * GMK_MAX_PLY). */
#define MAX_DEPTH_LIMIT (GMK_MAX_PLY / 2)

static thread_mutex output_lock = THREAD_MUTEX_INIT;

void pb_reply(const char *fmt, ...)
{
	va_list ap;
	thread_mutex_lock(&output_lock);
	va_start(ap, fmt);
	vfprintf(stdout, fmt, ap);
	va_end(ap);
	fputc('\n', stdout);
	fflush(stdout);
	thread_mutex_unlock(&output_lock);
}

static int new_engine(size_t hash_bytes, unsigned int threads, gmk_engine **out)
{
	gmk_engine_options opts = GMK_ENGINE_OPTIONS_INIT;
	opts.hash_bytes = hash_bytes;
	opts.threads = threads;
	return gmk_engine_new(out, &opts);
}

/* A new engine with this hash and these threads replaces the old one, or
 * nothing changes. */
static int swap_engine(struct brain *brain, size_t hash_bytes, unsigned int threads)
{
	gmk_engine *fresh;
	int status = new_engine(hash_bytes, threads, &fresh);
	if (status != GMK_OK)
		return status;
	thread_mutex_lock(&brain->engine_lock);
	gmk_engine *old = brain->engine;
	brain->engine = fresh;
	thread_mutex_unlock(&brain->engine_lock);
	gmk_engine_free(old);
	brain->hash_bytes = hash_bytes;
	brain->threads = threads;
	return GMK_OK;
}

int brain_init(struct brain *brain)
{
	memset(brain, 0, sizeof(*brain));
	gmk_board_options_init(&brain->options, GMK_BOARD_OPTIONS_VERSION);
	pb_clock_init(&brain->clock);
	if (thread_mutex_init(&brain->engine_lock) != 0)
		return -1;
	brain->threads = 1;
	if (new_engine(0, brain->threads, &brain->engine) != GMK_OK) {
		thread_mutex_destroy(&brain->engine_lock);
		return -1;
	}
	return 0;
}

void brain_free(struct brain *brain)
{
	gmk_board_free(brain->board);
	gmk_engine_free(brain->engine);
	thread_mutex_destroy(&brain->engine_lock);
	brain->board = NULL;
	brain->engine = NULL;
}

void brain_stop_search(struct brain *brain)
{
	thread_mutex_lock(&brain->engine_lock);
	if (brain->engine)
		gmk_engine_stop(brain->engine);
	thread_mutex_unlock(&brain->engine_lock);
}

static void set_pending(struct brain *brain, const char *fmt, const char *arg)
{
	snprintf(brain->pending_error, sizeof(brain->pending_error), fmt, arg);
}

static int parse_int64(const char *text, int64_t *out)
{
	char *end;
	errno = 0;
	long long v = strtoll(text, &end, 10);
	if (end == text || errno == ERANGE)
		return -1;
	while (*end == ' ' || *end == '\t')
		end++;
	if (*end != '\0')
		return -1;
	*out = (int64_t)v;
	return 0;
}

static gmk_rule rule_of_info(int64_t bits)
{
	if (bits & RULE_BIT_RENJU)
		return GMK_RULE_RENJU;
	if (bits & RULE_BIT_CARO)
		return (bits & RULE_BIT_EXACT_FIVE) ? GMK_RULE_CARO_EXACT : GMK_RULE_CARO;
	if (bits & RULE_BIT_EXACT_FIVE)
		return GMK_RULE_STANDARD;
	return GMK_RULE_FREESTYLE;
}

/* What a width x height game takes besides the hash. */
static int64_t game_bytes(int width, int height)
{
	return PROCESS_OVERHEAD_BYTES + (int64_t)BYTES_PER_POINT * width * height;
}

/*
 * The hash for a width x height game within max_memory (0: the engine's
 * default); -1 when the game does not fit.
 */
static int64_t hash_for_memory(int64_t max_memory, int width, int height)
{
	if (max_memory <= 0)
		return 0;
	int64_t room = max_memory - game_bytes(width, height);
	if (room < HASH_MIN_BYTES)
		return -1;
	/* A power of two, so the engine uses all of it. */
	int64_t hash = HASH_MIN_BYTES;
	while (hash * 2 <= room / HASH_SHARE_DIVISOR)
		hash *= 2;
	return hash;
}

/* Sizes the engine for a width x height game; -1 (and *why) if it cannot be. */
static int fit_memory(struct brain *brain, int width, int height, const char **why)
{
	int64_t hash = hash_for_memory(brain->max_memory, width, height);
	if (hash < 0) {
		*why = "the board does not fit in INFO max_memory";
		return -1;
	}
	if ((size_t)hash == brain->hash_bytes)
		return 0;
	if (swap_engine(brain, (size_t)hash, brain->threads) != GMK_OK) {
		*why = "cannot create an engine of that size";
		return -1;
	}
	return 0;
}

static void set_memory(struct brain *brain, int64_t max_memory, const char *text)
{
	int64_t old = brain->max_memory;
	brain->max_memory = max_memory < 0 ? 0 : max_memory;
	const char *why;
	/* Without a game yet, START checks its board against the limit. */
	if (brain->board &&
	    fit_memory(brain, brain->options.width, brain->options.height, &why) != 0) {
		brain->max_memory = old;
		set_pending(brain, "INFO max_memory %s is too small for this board", text);
	}
}

static void set_threads(struct brain *brain, int64_t count, const char *text)
{
	unsigned int threads = count < 1 ? 1 : count > GMK_MAX_THREADS ? GMK_MAX_THREADS :
					     (unsigned int)count;
	if (threads != brain->threads && swap_engine(brain, brain->hash_bytes, threads) != GMK_OK)
		set_pending(brain, "cannot create an engine for thread_num %s", text);
}

static void handle_info(struct brain *brain, const struct pb_command *cmd)
{
	const char *key = cmd->key;
	int64_t v = 0;
	int numeric = parse_int64(cmd->value, &v) == 0;
	int known = !strcmp(key, "timeout_turn") || !strcmp(key, "timeout_match") ||
		    !strcmp(key, "time_left") || !strcmp(key, "max_memory") ||
		    !strcmp(key, "game_type") || !strcmp(key, "rule") ||
		    !strcmp(key, "max_node") || !strcmp(key, "max_depth") ||
		    !strcmp(key, "thread_num") || !strcmp(key, "level");
	if (!known)
		return;  /* folder, evaluate and keys from the future */
	if (!numeric) {
		set_pending(brain, "INFO %s needs a whole number", key);
		return;
	}
	if (!strcmp(key, "timeout_turn")) {
		brain->clock.timeout_turn = v < 0 ? 0 : v;
	} else if (!strcmp(key, "timeout_match")) {
		brain->clock.timeout_match = v < 0 ? 0 : v;
	} else if (!strcmp(key, "time_left")) {
		brain->clock.time_left = v;
	} else if (!strcmp(key, "level")) {
		if (v < 0 || v > GMK_MAX_LEVEL) {
			set_pending(brain, "INFO level %s is not a level (0..10)", cmd->value);
			return;
		}
		brain->level = (int)v;
	} else if (!strcmp(key, "thread_num")) {
		set_threads(brain, v, cmd->value);
	} else if (!strcmp(key, "max_node")) {
		brain->max_nodes = v < 0 ? 0 : v;
	} else if (!strcmp(key, "max_depth")) {
		/* Deeper than any search goes is no limit at all. */
		brain->max_depth = v < 0 || v > MAX_DEPTH_LIMIT ? 0 : (int)v;
	} else if (!strcmp(key, "max_memory")) {
		set_memory(brain, v, cmd->value);
	} else if (!strcmp(key, "rule")) {
		if (v < 0) {
			set_pending(brain, "INFO rule %s is not a rule", cmd->value);
			return;
		}
		gmk_rule rule = rule_of_info(v);
		if (rule == brain->options.rule)
			return;
		gmk_rule old = brain->options.rule;
		brain->options.rule = rule;
		if (brain->board && brain_rebuild_board(brain) != GMK_OK) {
			brain->options.rule = old;
			set_pending(brain, "rule %s is not supported on this board", gmk_rule_name(rule));
		}
	}
}

static int new_game(struct brain *brain, int width, int height)
{
	gmk_board_options opts = brain->options;
	opts.width = width;
	opts.height = height;
	const char *why;
	if (width >= GMK_MIN_SIZE && height >= GMK_MIN_SIZE && width <= GMK_MAX_SIZE &&
	    height <= GMK_MAX_SIZE && fit_memory(brain, width, height, &why) != 0) {
		pb_reply("ERROR board %dx%d needs about %" PRId64 " MB: %s (%" PRId64 " bytes)",
			 width, height, (game_bytes(width, height) + HASH_MIN_BYTES) / 1000000,
			 why, brain->max_memory);
		return GMK_ERANGE;
	}
	gmk_board *board;
	pb_warm_up();
	int status = gmk_board_new(&board, &opts);
	if (status != GMK_OK) {
		pb_reply("ERROR unsupported board %dx%d: %s", width, height, gmk_strerror(status));
		return status;
	}
	gmk_board_free(brain->board);
	brain->board = board;
	brain->options = opts;
	pb_clock_new_game(&brain->clock);
	gmk_engine_clear(brain->engine);
	pb_reply("OK");
	return GMK_OK;
}

static int need_board(const struct brain *brain)
{
	if (brain->board)
		return 1;
	pb_reply("ERROR no game: send START first");
	return 0;
}

static void reply_move(gmk_point move)
{
	pb_reply("%d,%d", move.x, move.y);
}

static void think_and_reply(struct brain *brain, int64_t read_ms)
{
	gmk_point move;
	if (brain_think(brain, read_ms, &move) != GMK_OK) {
		pb_reply("ERROR no move left to play");
		return;
	}
	reply_move(move);
}

static int place_checked(struct brain *brain, int x, int y)
{
	const char *why = NULL;
	if (brain_place(brain, x, y, &why) != GMK_OK) {
		pb_reply("ERROR %d,%d: %s", x, y, why);
		return -1;
	}
	return 0;
}

/* YXSHOWFORBID writes each coordinate in two digits. */
#define FORBID_MAX_SIZE 100

static void show_forbidden(struct brain *brain)
{
	if (!brain->board || brain->options.rule != GMK_RULE_RENJU) {
		pb_reply("FORBID .");
		return;
	}
	if (brain->options.width > FORBID_MAX_SIZE || brain->options.height > FORBID_MAX_SIZE) {
		pb_reply("ERROR YXSHOWFORBID writes two-digit coordinates: boards up to %dx%d",
			 FORBID_MAX_SIZE, FORBID_MAX_SIZE);
		return;
	}
	int count = gmk_board_forbidden_points(brain->board, NULL, 0);
	if (count <= 0) {
		pb_reply("FORBID .");
		return;
	}
	gmk_point *points = malloc((size_t)count * sizeof(*points));
	/* 4 digits per point, "FORBID ", "." and the NUL. */
	char *text = malloc((size_t)count * 4 + 16);
	if (!points || !text) {
		free(points);
		free(text);
		pb_reply("ERROR out of memory");
		return;
	}
	int got = gmk_board_forbidden_points(brain->board, points, (size_t)count);
	if (got > count)
		got = count;
	size_t len = (size_t)sprintf(text, "FORBID ");
	for (int i = 0; i < got; i++)
		len += (size_t)sprintf(text + len, "%02d%02d", points[i].x, points[i].y);
	strcpy(text + len, ".");
	pb_reply("%s", text);
	free(points);
	free(text);
}

int brain_handle(struct brain *brain, const struct pb_command *cmd, int64_t read_ms)
{
	const char *why = NULL;
	if (cmd->kind == PB_NOTHING)
		return 0;
	if (cmd->kind == PB_INFO) {
		handle_info(brain, cmd);
		return 0;
	}
	if (brain->pending_error[0]) {
		pb_reply("ERROR %s", brain->pending_error);
		brain->pending_error[0] = '\0';
	}
	switch (cmd->kind) {
	case PB_START:
	case PB_RECTSTART:
		new_game(brain, cmd->x, cmd->y);
		break;
	case PB_RESTART:
		if (!need_board(brain))
			break;
		gmk_board_reset(brain->board);
		pb_clock_new_game(&brain->clock);
		gmk_engine_clear(brain->engine);
		pb_reply("OK");
		break;
	case PB_BEGIN:
		if (!need_board(brain))
			break;
		if (gmk_board_stone_count(brain->board) > 0)
			gmk_board_reset(brain->board);
		think_and_reply(brain, read_ms);
		break;
	case PB_TURN:
		if (!need_board(brain) || place_checked(brain, cmd->x, cmd->y) != 0)
			break;
		think_and_reply(brain, read_ms);
		break;
	case PB_PLAY:
		if (!need_board(brain) || place_checked(brain, cmd->x, cmd->y) != 0)
			break;
		reply_move((gmk_point){ cmd->x, cmd->y });
		break;
	case PB_BOARD:
	case PB_YXBOARD:
		if (!need_board(brain))
			break;
		if (brain_load_position(brain, cmd->stones, cmd->count, &why) != GMK_OK) {
			pb_reply("ERROR %s", why);
			break;
		}
		if (cmd->kind == PB_BOARD)
			think_and_reply(brain, read_ms);
		break;
	case PB_SWAP2BOARD: {
		char reply[PB_TEXT_MAX];
		if (!need_board(brain))
			break;
		if (brain_swap2(brain, cmd->stones, cmd->count, read_ms, reply, sizeof(reply),
				&why) != GMK_OK)
			pb_reply("ERROR %s", why);
		else
			pb_reply("%s", reply);
		break;
	}
	case PB_TAKEBACK:
		if (!need_board(brain))
			break;
		if (brain_take_back(brain, cmd->x, cmd->y, &why) != GMK_OK)
			pb_reply("ERROR %s", why);
		else
			pb_reply("OK");
		break;
	case PB_ABOUT:
		pb_reply("name=\"%s\", version=\"%s\", author=\"%s\", country=\"%s\"",
			 BRAIN_NAME, gmk_version_string(), BRAIN_AUTHOR, BRAIN_COUNTRY);
		break;
	case PB_END:
		return 1;
	case PB_YXSTOP:
		/* The search it was meant for, if any, has been stopped. */
		atomic_store(&brain->stop_pending, 0);
		break;
	case PB_YXSHOWFORBID:
		show_forbidden(brain);
		break;
	case PB_UNKNOWN:
		pb_reply("UNKNOWN %s", cmd->text);
		break;
	case PB_MALFORMED:
		pb_reply("ERROR %s", cmd->text);
		break;
	default:
		break;
	}
	return 0;
}
