/* SPDX-License-Identifier: MIT */
#include "script.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "opening_mode.h"

#define SCRIPT_LINE_MAX 1024
#define SCRIPT_MAX_ARGS 32
#define DEFAULT_WAIT_MS 60000

struct script {
	FILE *file;
	const char *path;
	int line_no;
	/* A command that waits keeps its words here until it is satisfied. */
	char line[SCRIPT_LINE_MAX];
	char *argv[SCRIPT_MAX_ARGS];
	int argc;
	int pending;                  /* argv holds a command still in progress */
	Uint32 started;               /* when the pending command began */
	int remembered_moves;         /* the move count at the last "remember" */
};

/* What running one command asks of the loop. */
enum step {
	STEP_NEXT,                    /* done; run the next command now */
	STEP_YIELD,                   /* done; let the loop handle events first */
	STEP_AGAIN,                   /* not done; retry next frame */
	STEP_FAIL
};

int script_open(struct script **out, const char *path)
{
	struct script *script = calloc(1, sizeof(*script));

	if (!script)
		return -1;
	script->file = fopen(path, "r");
	if (!script->file) {
		fprintf(stderr, "gomoku-gui: %s: %s\n", path, strerror(errno));
		free(script);
		return -1;
	}
	script->path = path;
	*out = script;
	return 0;
}

void script_free(struct script *script)
{
	if (!script)
		return;
	fclose(script->file);
	free(script);
}

static int fail(struct script *script, const char *why)
{
	fprintf(stderr, "gomoku-gui: %s:%d: %s: %s\n", script->path, script->line_no,
		script->argv[0], why);
	return STEP_FAIL;
}

static int push(const SDL_Event *event)
{
	SDL_Event copy = *event;

	return SDL_PushEvent(&copy) == 1 ? 0 : -1;
}

static int push_mouse(struct app *app, Uint32 type, int x, int y)
{
	SDL_Event event;

	SDL_zero(event);
	event.type = type;
	if (type == SDL_MOUSEMOTION) {
		event.motion.windowID = SDL_GetWindowID(app->window);
		event.motion.x = x;
		event.motion.y = y;
	} else {
		event.button.windowID = SDL_GetWindowID(app->window);
		event.button.button = SDL_BUTTON_LEFT;
		event.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
		event.button.clicks = 1;
		event.button.x = x;
		event.button.y = y;
	}
	return push(&event);
}

static int push_click(struct app *app, int x, int y)
{
	return push_mouse(app, SDL_MOUSEMOTION, x, y) || push_mouse(app, SDL_MOUSEBUTTONDOWN, x, y) ||
	       push_mouse(app, SDL_MOUSEBUTTONUP, x, y) ? -1 : 0;
}

static int parse_point(const struct app *app, const char *text, int *wx, int *wy)
{
	gmk_point point;

	if (gmk_point_parse(text, app->options.width, app->options.height, &point) != GMK_OK)
		return -1;
	return app_point_to_window(app, point, wx, wy);
}

static int parse_int(const char *text, int *out)
{
	char *end;
	long value;

	errno = 0;
	value = strtol(text, &end, 10);
	if (errno || end == text || *end || value < -1000000000L || value > 1000000000L)
		return -1;
	*out = (int)value;
	return 0;
}

static int cmd_click(struct script *script, struct app *app)
{
	int x, y;

	if (script->argc < 2)
		return fail(script, "needs a point");
	for (int i = 1; i < script->argc; i++) {
		if (parse_point(app, script->argv[i], &x, &y) != 0)
			return fail(script, "not a point on this board");
		if (push_click(app, x, y) != 0)
			return fail(script, "cannot queue the event");
	}
	return STEP_YIELD;
}

static int cmd_click_px(struct script *script, struct app *app)
{
	int x, y;

	if (script->argc != 3 || parse_int(script->argv[1], &x) || parse_int(script->argv[2], &y))
		return fail(script, "needs X Y");
	return push_click(app, x, y) == 0 ? STEP_YIELD : fail(script, "cannot queue the event");
}

static int cmd_hover(struct script *script, struct app *app)
{
	int x, y;

	if (script->argc != 2 || parse_point(app, script->argv[1], &x, &y) != 0)
		return fail(script, "needs a point on this board");
	return push_mouse(app, SDL_MOUSEMOTION, x, y) == 0 ? STEP_YIELD :
	       fail(script, "cannot queue the event");
}

static int push_key(SDL_Keycode key, Uint32 type)
{
	SDL_Event event;

	SDL_zero(event);
	event.type = type;
	event.key.state = type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED;
	event.key.keysym.sym = key;
	event.key.keysym.scancode = SDL_GetScancodeFromKey(key);
	return push(&event);
}

static int press(struct script *script, const char *name)
{
	SDL_Keycode key = SDL_GetKeyFromName(name);

	if (key == SDLK_UNKNOWN)
		return fail(script, "unknown key name");
	if (push_key(key, SDL_KEYDOWN) || push_key(key, SDL_KEYUP))
		return fail(script, "cannot queue the event");
	return STEP_YIELD;
}

static int cmd_key(struct script *script, struct app *app)
{
	(void)app;
	if (script->argc < 2)
		return fail(script, "needs a key name");
	for (int i = 1; i < script->argc; i++)
		if (press(script, script->argv[i]) == STEP_FAIL)
			return STEP_FAIL;
	return STEP_YIELD;
}

static int events_pending(void)
{
	SDL_PumpEvents();
	return SDL_PeepEvents(NULL, 0, SDL_PEEKEVENT, SDL_FIRSTEVENT, SDL_LASTEVENT) > 0;
}

static int cmd_wait(struct script *script, struct app *app)
{
	int limit = DEFAULT_WAIT_MS;

	if (script->argc > 2 || (script->argc == 2 && parse_int(script->argv[1], &limit)))
		return fail(script, "needs at most a time in ms");
	if (app->busy == APP_IDLE && !events_pending())
		return STEP_NEXT;
	if (SDL_GetTicks() - script->started > (Uint32)limit)
		return fail(script, "timed out");
	return STEP_AGAIN;
}

static int cmd_sleep(struct script *script, struct app *app)
{
	int ms;

	(void)app;
	if (script->argc != 2 || parse_int(script->argv[1], &ms) || ms < 0)
		return fail(script, "needs a time in ms");
	return SDL_GetTicks() - script->started >= (Uint32)ms ? STEP_NEXT : STEP_AGAIN;
}

static int cmd_resize(struct script *script, struct app *app)
{
	int w, h;

	if (script->argc != 3 || parse_int(script->argv[1], &w) || parse_int(script->argv[2], &h) ||
	    w <= 0 || h <= 0)
		return fail(script, "needs W H");
	SDL_SetWindowSize(app->window, w, h);
	return STEP_YIELD;
}

static int cmd_path_key(struct script *script, struct app *app, const char *key)
{
	if (script->argc != 2)
		return fail(script, "needs a file name");
	SDL_strlcpy(app->save_path, script->argv[1], sizeof(app->save_path));
	return press(script, key);
}

static int cmd_screenshot(struct script *script, struct app *app)
{
	if (script->argc != 2)
		return fail(script, "needs a file name");
	return render_screenshot(app, script->argv[1]) == 0 ? STEP_NEXT :
	       fail(script, "cannot write the screenshot");
}

static int cmd_layout(struct script *script, struct app *app)
{
	const struct app_layout *l = &app->layout;
	FILE *file;

	if (script->argc != 2)
		return fail(script, "needs a file name");
	file = fopen(script->argv[1], "w");
	if (!file)
		return fail(script, "cannot write the file");
	fprintf(file, "{\"out_w\":%d,\"out_h\":%d,\"win_w\":%d,\"win_h\":%d,"
		"\"origin_x\":%.6f,\"origin_y\":%.6f,\"spacing\":%.6f,"
		"\"width\":%d,\"height\":%d}\n", l->out_w, l->out_h, l->win_w, l->win_h,
		l->geometry.origin_x, l->geometry.origin_y, l->geometry.spacing,
		l->geometry.width, l->geometry.height);
	return fclose(file) == 0 ? STEP_NEXT : fail(script, "cannot write the file");
}

static int colour_from_name(const char *name)
{
	return !strcmp(name, "black") ? GMK_BLACK : !strcmp(name, "white") ? GMK_WHITE :
	       !strcmp(name, "empty") ? GMK_EMPTY : -1;
}

static int expect_result(struct script *script, struct app *app, const char *want)
{
	gmk_result result = GMK_RESULT_INIT;
	const char *got;

	gmk_board_result(app->board, &result);
	got = result.state == GMK_STATE_ONGOING ? "ongoing" : result.state == GMK_STATE_DRAW ?
	      "draw" : result.winner == GMK_BLACK ? "black" : "white";
	if (strcmp(got, want) != 0) {
		fprintf(stderr, "gomoku-gui: result is %s\n", got);
		return fail(script, "result differs");
	}
	return STEP_NEXT;
}

/* The status bar's message holds the words after "expect message", spaced as one. */
static int expect_message(struct script *script, struct app *app)
{
	char want[APP_MESSAGE_MAX] = "";

	for (int i = 2; i < script->argc; i++) {
		if (i > 2)
			SDL_strlcat(want, " ", sizeof(want));
		SDL_strlcat(want, script->argv[i], sizeof(want));
	}
	if (strstr(app->message, want))
		return STEP_NEXT;
	fprintf(stderr, "gomoku-gui: the message is \"%s\"\n", app->message);
	return fail(script, "the message differs");
}

static int cmd_expect(struct script *script, struct app *app)
{
	const char *what = script->argc >= 3 ? script->argv[1] : "";
	int n;
	gmk_point p;

	if (!strcmp(what, "moves") && script->argc == 3 && !parse_int(script->argv[2], &n)) {
		int got = gmk_board_move_count(app->board);

		if (got != n) {
			fprintf(stderr, "gomoku-gui: %d moves on the board\n", got);
			return fail(script, "move count differs");
		}
		return STEP_NEXT;
	}
	if (!strcmp(what, "moves-since") && script->argc == 3 && !parse_int(script->argv[2], &n)) {
		int got = gmk_board_move_count(app->board) - script->remembered_moves;

		if (got != n) {
			fprintf(stderr, "gomoku-gui: %+d moves since remember\n", got);
			return fail(script, "move count differs");
		}
		return STEP_NEXT;
	}
	if (!strcmp(what, "to-move") && script->argc == 3 &&
	    colour_from_name(script->argv[2]) > 0)
		return gmk_board_to_move(app->board) == colour_from_name(script->argv[2]) ?
		       STEP_NEXT : fail(script, "another side is to move");
	if (!strcmp(what, "at") && script->argc == 4 &&
	    gmk_point_parse(script->argv[2], app->options.width, app->options.height,
			    &p) == GMK_OK && colour_from_name(script->argv[3]) >= 0)
		return gmk_board_at(app->board, p.x, p.y) == colour_from_name(script->argv[3]) ?
		       STEP_NEXT : fail(script, "the point holds something else");
	if (!strcmp(what, "result") && script->argc == 3)
		return expect_result(script, app, script->argv[2]);
	if (!strcmp(what, "opening") && script->argc == 3) {
		if (!strcmp(gui_opening_phase(app), script->argv[2]))
			return STEP_NEXT;
		fprintf(stderr, "gomoku-gui: the opening is at %s\n", gui_opening_phase(app));
		return fail(script, "the opening is elsewhere");
	}
	if (!strcmp(what, "busy") && script->argc == 3) {
		int want = !strcmp(script->argv[2], "yes");

		return (app->busy != APP_IDLE) == want ? STEP_NEXT : fail(script, "busy differs");
	}
	if (!strcmp(what, "message"))
		return expect_message(script, app);
	return fail(script, "malformed");
}

static int run(struct script *script, struct app *app)
{
	static const struct {
		const char *name;
		int (*fn)(struct script *, struct app *);
	} commands[] = {
		{ "click", cmd_click }, { "click-px", cmd_click_px }, { "hover", cmd_hover },
		{ "key", cmd_key }, { "wait", cmd_wait }, { "sleep", cmd_sleep },
		{ "resize", cmd_resize }, { "screenshot", cmd_screenshot },
		{ "layout", cmd_layout }, { "expect", cmd_expect },
	};
	const char *name = script->argv[0];

	for (size_t i = 0; i < SDL_arraysize(commands); i++)
		if (!strcmp(name, commands[i].name))
			return commands[i].fn(script, app);
	if (!strcmp(name, "save"))
		return cmd_path_key(script, app, "s");
	if (!strcmp(name, "load"))
		return cmd_path_key(script, app, "l");
	if (!strcmp(name, "remember")) {
		script->remembered_moves = gmk_board_move_count(app->board);
		return STEP_NEXT;
	}
	if (!strcmp(name, "echo")) {
		for (int i = 1; i < script->argc; i++)
			printf("%s%s", script->argv[i], i + 1 < script->argc ? " " : "\n");
		fflush(stdout);
		return STEP_NEXT;
	}
	if (!strcmp(name, "quit")) {
		SDL_Event event;

		SDL_zero(event);
		event.type = SDL_QUIT;
		return push(&event) == 0 ? STEP_YIELD : fail(script, "cannot queue the event");
	}
	return fail(script, "unknown command");
}

/* Reads the next non-empty line into argv; 0 at the end of the file. */
static int read_command(struct script *script)
{
	while (fgets(script->line, sizeof(script->line), script->file)) {
		char *hash = strchr(script->line, '#');
		char *save = NULL;

		script->line_no++;
		if (hash)
			*hash = '\0';
		script->argc = 0;
		for (char *word = strtok_r(script->line, " \t\r\n", &save);
		     word && script->argc < SCRIPT_MAX_ARGS;
		     word = strtok_r(NULL, " \t\r\n", &save))
			script->argv[script->argc++] = word;
		if (script->argc > 0)
			return 1;
	}
	return 0;
}

enum gui_driver_state script_step(struct script *script, struct app *app)
{
	for (;;) {
		if (!script->pending) {
			if (!read_command(script))
				return GUI_DRIVER_DONE;
			script->pending = 1;
			script->started = SDL_GetTicks();
		}
		switch (run(script, app)) {
		case STEP_NEXT:
			script->pending = 0;
			break;
		case STEP_YIELD:
			script->pending = 0;
			return GUI_DRIVER_RUNNING;
		case STEP_AGAIN:
			return GUI_DRIVER_RUNNING;
		default:
			return GUI_DRIVER_FAILED;
		}
	}
}
