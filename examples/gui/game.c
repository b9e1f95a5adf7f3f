/* SPDX-License-Identifier: MIT */
/* The game's actions: moves, undo/redo, AI turns, hints, save and load. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "opening_mode.h"

/* A JSON game record bigger than this is not one of ours. */
#define MAX_RECORD_BYTES GMK_RECORD_MAX_INPUT

void app_set_message(struct app *app, const char *fmt, ...)
{
	va_list args;

	va_start(args, fmt);
	vsnprintf(app->message, sizeof(app->message), fmt, args);
	va_end(args);
}

static int side_is_human(const struct app *app)
{
	int side = gmk_board_to_move(app->board);

	return side == GMK_BLACK || side == GMK_WHITE ? app->human[side] : 0;
}

int app_init_game(struct app *app)
{
	int status = gmk_board_new(&app->board, &app->options);

	if (status != GMK_OK) {
		fprintf(stderr, "gomoku-gui: cannot create the board: %s\n", gmk_strerror(status));
		return -1;
	}
	gmk_board_get_options(app->board, &app->options);
	if (ai_worker_create(&app->ai, app->seed) != 0) {
		fprintf(stderr, "gomoku-gui: cannot start the engine\n");
		gmk_board_free(app->board);
		app->board = NULL;
		return -1;
	}
	return 0;
}

void app_free_game(struct app *app)
{
	ai_worker_destroy(app->ai);
	app->ai = NULL;
	gmk_board_free(app->board);
	app->board = NULL;
}

void app_cancel_ai(struct app *app)
{
	if (app->busy != APP_IDLE)
		ai_worker_cancel(app->ai);
	app->busy = APP_IDLE;
	app->job = 0;
	app->progress.valid = 0;
}

static void start_search(struct app *app, enum app_busy kind)
{
	gmk_search_limits limits = GMK_SEARCH_LIMITS_INIT;

	limits.time_ms = app->time_ms;
	limits.level = kind == APP_AI_HINT ? 0 : app->level;
	app->job = ai_worker_submit(app->ai, app->board, &limits);
	if (!app->job) {
		app_set_message(app, "cannot start the engine (out of memory)");
		app->busy = APP_IDLE;
		return;
	}
	app->busy = kind;
	app->think_started = SDL_GetTicks();
	app->progress.valid = 0;
}

void app_maybe_start_ai(struct app *app)
{
	if (app->opening) {
		gui_opening_maybe_start_ai(app);
		return;
	}
	if (app->busy == APP_AI_MOVE || gmk_board_is_over(app->board) || side_is_human(app))
		return;
	app_cancel_ai(app);
	start_search(app, APP_AI_MOVE);
}

/* The board changed: old hints and hovers no longer apply. */
static void position_changed(struct app *app)
{
	app->has_hint = 0;
}

static void play(struct app *app, gmk_point point)
{
	int status = gmk_board_play(app->board, point.x, point.y);
	char name[GMK_POINT_STRING_MAX];

	if (gmk_point_to_rif(point, app->options.width, app->options.height,
			     name, sizeof(name)) != GMK_OK)
		snprintf(name, sizeof(name), "%d,%d", point.x, point.y);
	if (status != GMK_OK) {
		app_set_message(app, "%s: %s", name, gmk_strerror(status));
		return;
	}
	app_set_message(app, "%s %s", gmk_board_to_move(app->board) == GMK_WHITE ?
			"black" : "white", name);
	position_changed(app);
	app_maybe_start_ai(app);
}

int app_click_point(struct app *app, gmk_point point)
{
	if (app->opening)
		return gui_opening_click(app, point);
	/*
	 * Only the person to move may place a stone, and only while the engine
	 * is not choosing a move: a second click during the AI's turn (or a
	 * double click) is ignored instead of playing twice.
	 */
	if (app->busy == APP_AI_MOVE || !side_is_human(app)) {
		app_set_message(app, "wait: it is the computer's turn");
		return -1;
	}
	if (gmk_board_is_over(app->board)) {
		app_set_message(app, "the game is over: press N for a new one");
		return -1;
	}
	app_cancel_ai(app);             /* a hint in progress is no longer wanted */
	play(app, point);
	return 0;
}

/* How many plies undo or redo takes so that a person is to move afterwards. */
static int step_back_until_human(struct app *app, int (*step)(gmk_board *))
{
	int steps = 0;

	while (step(app->board) == GMK_OK) {
		steps++;
		if (side_is_human(app) || (!app->human[GMK_BLACK] && !app->human[GMK_WHITE]))
			break;
	}
	return steps;
}

int app_undo(struct app *app)
{
	app_cancel_ai(app);
	if (step_back_until_human(app, gmk_board_undo) == 0) {
		app_set_message(app, "nothing to undo");
		return -1;
	}
	app_set_message(app, "undone");
	position_changed(app);
	app_maybe_start_ai(app);
	return 0;
}

int app_redo(struct app *app)
{
	app_cancel_ai(app);
	if (step_back_until_human(app, gmk_board_redo) == 0) {
		app_set_message(app, "nothing to redo");
		return -1;
	}
	app_set_message(app, "redone");
	position_changed(app);
	app_maybe_start_ai(app);
	return 0;
}

int app_new_game(struct app *app)
{
	app_cancel_ai(app);
	/* With --opening, every new game begins with the opening. */
	if (app->opening_wanted && gui_opening_start(app) == 0) {
		ai_worker_clear(app->ai);
		position_changed(app);
		app_maybe_start_ai(app);
		return 0;
	}
	gmk_board_reset(app->board);
	ai_worker_clear(app->ai);
	app_set_message(app, "new game");
	position_changed(app);
	app_maybe_start_ai(app);
	return 0;
}

int app_hint(struct app *app)
{
	if (app->busy != APP_IDLE || !side_is_human(app) || gmk_board_is_over(app->board)) {
		app_set_message(app, "no hint now");
		return -1;
	}
	app->has_hint = 0;
	start_search(app, APP_AI_HINT);
	return 0;
}

void app_change_level(struct app *app, int stronger)
{
	/* Level 0 is full strength; 1 .. GMK_MAX_LEVEL get weaker as they grow. */
	int level = app->level + (stronger ? -1 : 1);

	app->level = level < 0 ? 0 : level > GMK_MAX_LEVEL ? GMK_MAX_LEVEL : level;
	app_set_message(app, "level %d%s", app->level,
			app->level == 0 ? " (full strength)" : app->level == GMK_MAX_LEVEL ?
			" (weakest)" : "");
}

void app_swap_colours(struct app *app)
{
	int black = app->human[GMK_BLACK];

	app_cancel_ai(app);
	app->human[GMK_BLACK] = app->human[GMK_WHITE];
	app->human[GMK_WHITE] = black;
	app_set_message(app, "colours swapped");
	position_changed(app);
	app_maybe_start_ai(app);
}

int app_save(struct app *app, const char *path)
{
	char *text = NULL;
	int status = gmk_record_to_json(app->board, NULL, &text);
	FILE *file;

	if (status != GMK_OK) {
		app_set_message(app, "save failed: %s", gmk_strerror(status));
		return -1;
	}
	file = fopen(path, "wb");
	if (!file || fputs(text, file) == EOF || fclose(file) != 0) {
		if (file)
			fclose(file);
		app_set_message(app, "cannot write %s", path);
		gmk_free(text);
		return -1;
	}
	gmk_free(text);
	app_set_message(app, "saved %s", path);
	return 0;
}

static char *read_file(const char *path, size_t *len)
{
	FILE *file = fopen(path, "rb");
	char *text = NULL;
	long size;

	if (!file)
		return NULL;
	if (fseek(file, 0, SEEK_END) == 0 && (size = ftell(file)) >= 0 &&
	    (size_t)size <= MAX_RECORD_BYTES && fseek(file, 0, SEEK_SET) == 0) {
		text = malloc((size_t)size + 1);
		if (text && fread(text, 1, (size_t)size, file) != (size_t)size) {
			free(text);
			text = NULL;
		}
		if (text) {
			text[size] = '\0';
			*len = (size_t)size;
		}
	}
	fclose(file);
	return text;
}

int app_load(struct app *app, const char *path)
{
	size_t len = 0;
	char *text = read_file(path, &len);
	gmk_board *board;
	int status;

	if (!text) {
		app_set_message(app, "cannot read %s", path);
		return -1;
	}
	status = gmk_record_from_json(&board, text, len, NULL);
	free(text);
	if (status != GMK_OK) {
		app_set_message(app, "load failed: %s", gmk_strerror(status));
		return -1;
	}
	app_cancel_ai(app);
	gmk_board_free(app->board);
	app->board = board;
	gmk_board_get_options(board, &app->options);
	ai_worker_clear(app->ai);
	app_set_message(app, "loaded %s", path);
	position_changed(app);
	render_update_layout(app);
	app_maybe_start_ai(app);
	return 0;
}

static void on_done(struct app *app, struct ai_done_msg *msg)
{
	enum app_busy kind = app->busy;

	app->busy = APP_IDLE;
	app->job = 0;
	if (app->opening) {
		gui_opening_on_ai_done(app, msg);
		return;
	}
	if (msg->status != GMK_OK) {
		app_set_message(app, "engine: %s", gmk_strerror(msg->status));
		return;
	}
	if (kind == APP_AI_HINT) {
		app->hint = msg->result.best;
		app->has_hint = 1;
		app_set_message(app, "hint shown (depth %d, score %d)",
				msg->result.depth, msg->result.score);
		return;
	}
	play(app, msg->result.best);
}

void app_on_ai_event(struct app *app, const SDL_Event *event)
{
	if (event->user.code == AI_EVENT_PROGRESS) {
		struct ai_progress_msg *msg = event->user.data1;

		if (app->busy != APP_IDLE && msg->job == app->job) {
			app->progress.valid = 1;
			app->progress.depth = msg->depth;
			app->progress.score = msg->score;
			app->progress.nodes = msg->nodes;
			app->progress.elapsed_ms = msg->elapsed_ms;
		}
		free(msg);
	} else if (event->user.code == AI_EVENT_DONE) {
		struct ai_done_msg *msg = event->user.data1;

		if (app->busy != APP_IDLE && msg->job == app->job)
			on_done(app, msg);
		ai_worker_free_message(AI_EVENT_DONE, msg);
	}
}
