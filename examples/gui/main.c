/* SPDX-License-Identifier: MIT */
/*
 * gomoku-gui: a graphical board on libgomoku and SDL2. Play against the
 * engine (or a friend) on any board size and rule. Run with --help.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "script.h"

#define DEFAULT_WINDOW_W 760
#define DEFAULT_WINDOW_H 840
#define DEFAULT_TIME_MS 1000
#define DEFAULT_LEVEL 0
#define DEFAULT_SAVE_PATH "gomoku-game.json"
#define FRAME_IDLE_MS 100           /* redraw at least this often (the clock while thinking) */
#define FRAME_BUSY_MS 50
#define RULE_COUNT 5                /* GMK_RULE_FREESTYLE .. GMK_RULE_CARO_EXACT */
#define MAX_TIME_MS (3600L * 1000) /* an hour per move */

struct options {
	const char *script;
	const char *load;
	int window_w, window_h;
};

static void usage(FILE *out)
{
	fprintf(out,
		"usage: gomoku-gui [options]\n"
		"  --size N | WxH        board size (default 15)\n"
		"  --win N               stones in a row that win (default 5)\n"
		"  --rule NAME           freestyle, standard, renju, caro, caro-exact\n"
		"  --foul reject|lose    what a renju foul does (default reject)\n"
		"  --human black|white|both|none   who the people play (default black)\n"
		"  --level N             0 full strength, 1..%d weaker and weaker (default %d)\n"
		"  --time MS             engine time per move (default %d)\n"
		"  --seed N              the engine's random seed\n"
		"  --save FILE           where S saves and L loads (default %s)\n"
		"  --load FILE           start from a saved game\n"
		"  --window WxH          initial window size in points\n"
		"  --script FILE         run a scripted session (see examples/gui/script.h)\n"
		"keys: U undo, R redo, N new game, H hint, S save, L load, +/- stronger/weaker,\n"
		"      C swap colours, Q quit\n",
		GMK_MAX_LEVEL, DEFAULT_LEVEL, DEFAULT_TIME_MS, DEFAULT_SAVE_PATH);
}

static int parse_long(const char *text, long min, long max, long *out)
{
	char *end;

	errno = 0;
	*out = strtol(text, &end, 10);
	return errno || end == text || *end || *out < min || *out > max ? -1 : 0;
}

static int parse_size(const char *text, int *w, int *h)
{
	char *end;
	long a, b;

	errno = 0;
	a = strtol(text, &end, 10);
	if (errno || end == text || a < GMK_MIN_SIZE || a > GMK_MAX_SIZE)
		return -1;
	b = a;
	if (*end == 'x' || *end == 'X') {
		const char *rest = end + 1;

		b = strtol(rest, &end, 10);
		if (errno || end == rest || b < GMK_MIN_SIZE || b > GMK_MAX_SIZE)
			return -1;
	}
	if (*end)
		return -1;
	*w = (int)a;
	*h = (int)b;
	return 0;
}

static int parse_rule(const char *text, gmk_rule *out)
{
	for (int i = 0; i < RULE_COUNT; i++) {
		if (!strcmp(text, gmk_rule_name(i))) {
			*out = (gmk_rule)i;
			return 0;
		}
	}
	return -1;
}

static int parse_human(const char *text, int human[3])
{
	human[GMK_BLACK] = !strcmp(text, "black") || !strcmp(text, "both");
	human[GMK_WHITE] = !strcmp(text, "white") || !strcmp(text, "both");
	return human[GMK_BLACK] || human[GMK_WHITE] || !strcmp(text, "none") ? 0 : -1;
}

/* Parses one option's value into app/opt; returns 0, or -1 when it is bad. */
static int parse_option(const char *arg, const char *val, struct app *app, struct options *opt)
{
	long n;

	if (!strcmp(arg, "--size"))
		return parse_size(val, &app->options.width, &app->options.height);
	if (!strcmp(arg, "--rule"))
		return parse_rule(val, &app->options.rule);
	if (!strcmp(arg, "--human"))
		return parse_human(val, app->human);
	if (!strcmp(arg, "--foul")) {
		if (strcmp(val, "lose") && strcmp(val, "reject"))
			return -1;
		app->options.foul_policy = !strcmp(val, "lose") ? GMK_FOUL_LOSE : GMK_FOUL_REJECT;
		return 0;
	}
	if (!strcmp(arg, "--win")) {
		if (parse_long(val, GMK_MIN_WIN_LENGTH, GMK_MAX_WIN_LENGTH, &n))
			return -1;
		app->options.win_length = (int)n;
		return 0;
	}
	if (!strcmp(arg, "--level")) {
		if (parse_long(val, 0, GMK_MAX_LEVEL, &n))
			return -1;
		app->level = (int)n;
		return 0;
	}
	if (!strcmp(arg, "--time")) {
		if (parse_long(val, 1, MAX_TIME_MS, &n))
			return -1;
		app->time_ms = (int)n;
		return 0;
	}
	if (!strcmp(arg, "--seed")) {
		if (parse_long(val, 0, LONG_MAX, &n))
			return -1;
		app->seed = (uint64_t)n;
		return 0;
	}
	if (!strcmp(arg, "--window"))
		return sscanf(val, "%dx%d", &opt->window_w, &opt->window_h) == 2 &&
		       opt->window_w > 0 && opt->window_h > 0 ? 0 : -1;
	if (!strcmp(arg, "--save")) {
		SDL_strlcpy(app->save_path, val, sizeof(app->save_path));
		return 0;
	}
	if (!strcmp(arg, "--load")) {
		opt->load = val;
		return 0;
	}
	if (!strcmp(arg, "--script")) {
		opt->script = val;
		return 0;
	}
	return 1;   /* not an option we know */
}

static int parse_args(int argc, char **argv, struct app *app, struct options *opt)
{
	for (int i = 1; i < argc; i++) {
		const char *arg = argv[i];
		int status;

		if (!strcmp(arg, "--help") || !strcmp(arg, "-h")) {
			usage(stdout);
			exit(0);
		}
		if (i + 1 >= argc) {
			fprintf(stderr, "gomoku-gui: %s needs a value\n", arg);
			return -1;
		}
		status = parse_option(arg, argv[++i], app, opt);
		if (status > 0) {
			fprintf(stderr, "gomoku-gui: unknown option %s\n", arg);
			usage(stderr);
			return -1;
		}
		if (status < 0) {
			fprintf(stderr, "gomoku-gui: bad value for %s: %s\n", arg, argv[i]);
			return -1;
		}
	}
	return 0;
}

static const char no_display_advice[] =
	"Run it in a desktop session, over ssh -X, or under xvfb-run; the console game\n"
	"(gomoku) needs no display. SDL_VIDEODRIVER=offscreen draws without a window.\n";

static int getenv_nonempty(const char *name)
{
	const char *value = getenv(name);
	return value && *value;
}

/* SDL's drivers that draw into memory: without a display it falls back to
 * them silently, and the program would run with no window until killed. */
static int is_windowless(const char *driver)
{
	return driver && (!strcmp(driver, "offscreen") || !strcmp(driver, "dummy"));
}

/* Checked before SDL_Init, whose probing prints warnings of its own
 * (XDG_RUNTIME_DIR) that would bury the reason. A driver named in
 * SDL_VIDEODRIVER (kmsdrm on a bare console, offscreen) is the user's call. */
static int has_display(void)
{
	return getenv_nonempty("DISPLAY") || getenv_nonempty("WAYLAND_DISPLAY") ||
	       getenv_nonempty("SDL_VIDEODRIVER");
}

static int open_window(struct app *app, const struct options *opt)
{
	SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");
	app->window = SDL_CreateWindow("libgomoku", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
				       opt->window_w, opt->window_h,
				       SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
	if (!app->window)
		return -1;
	SDL_SetWindowMinimumSize(app->window, 240, 260);
	/* No flags: the loop paces itself, and SDL_RENDER_DRIVER may pick any driver. */
	app->renderer = SDL_CreateRenderer(app->window, -1, 0);
	if (!app->renderer)
		app->renderer = SDL_CreateRenderer(app->window, -1, SDL_RENDERER_SOFTWARE);
	return app->renderer ? 0 : -1;
}

/* The event loop: wait for input or a tick, run the script, draw. */
static int run(struct app *app, struct script *script)
{
	int status = 0;

	while (!app->quit) {
		SDL_Event event;

		if (SDL_WaitEventTimeout(&event, app->busy ? FRAME_BUSY_MS : FRAME_IDLE_MS)) {
			app_handle_event(app, &event);
			while (!app->quit && SDL_PollEvent(&event))
				app_handle_event(app, &event);
		}
		if (script && !app->quit) {
			enum script_state state = script_step(script, app);

			if (state == SCRIPT_FAILED) {
				status = 1;
				break;
			}
			if (state == SCRIPT_DONE) {
				script_free(script);
				script = NULL;
			}
		}
		if (!app->quit)
			render_frame(app);
	}
	script_free(script);
	return status;
}

int main(int argc, char **argv)
{
	struct app app;
	struct options opt = { NULL, NULL, DEFAULT_WINDOW_W, DEFAULT_WINDOW_H };
	struct script *script = NULL;
	int status = 1;

	memset(&app, 0, sizeof(app));
	gmk_board_options_init(&app.options, GMK_BOARD_OPTIONS_VERSION);
	app.human[GMK_BLACK] = 1;
	app.level = DEFAULT_LEVEL;
	app.time_ms = DEFAULT_TIME_MS;
	SDL_strlcpy(app.save_path, DEFAULT_SAVE_PATH, sizeof(app.save_path));
	if (parse_args(argc, argv, &app, &opt) != 0)
		return 2;
	if (app.options.rule == GMK_RULE_RENJU || app.options.rule == GMK_RULE_CARO ||
	    app.options.rule == GMK_RULE_CARO_EXACT)
		app.options.win_length = 5;
	if (opt.script && script_open(&script, opt.script) != 0)
		return 2;
	if (!has_display()) {
		fprintf(stderr, "gomoku-gui: no display to open a window on: neither DISPLAY nor"
			" WAYLAND_DISPLAY is set.\n%s", no_display_advice);
		script_free(script);
		return 1;
	}
	if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
		fprintf(stderr, "gomoku-gui: SDL: %s\n", SDL_GetError());
		script_free(script);
		return 1;
	}
	if (!getenv_nonempty("SDL_VIDEODRIVER") && is_windowless(SDL_GetCurrentVideoDriver())) {
		/* SDL found no display and fell back to drawing into memory. */
		const char *x11 = getenv("DISPLAY"), *wayland = getenv("WAYLAND_DISPLAY");
		fprintf(stderr, "gomoku-gui: no display to open a window on: cannot reach"
			" DISPLAY=%s WAYLAND_DISPLAY=%s.\n%s", x11 ? x11 : "",
			wayland ? wayland : "", no_display_advice);
		script_free(script);
		SDL_Quit();
		return 1;
	}
	if (app_init_game(&app) != 0)
		goto out_sdl;
	if (open_window(&app, &opt) != 0 || render_init(&app) != 0) {
		fprintf(stderr, "gomoku-gui: cannot open a window: %s\n", SDL_GetError());
		goto out_game;
	}
	if (opt.load && app_load(&app, opt.load) != 0) {
		fprintf(stderr, "gomoku-gui: %s\n", app.message);
		goto out_render;
	}
	app.message[0] = '\0';
	app_maybe_start_ai(&app);
	status = run(&app, script);
	script = NULL;
out_render:
	render_free(&app);
out_game:
	/* Closing stops a running search at once and joins the engine's thread. */
	app_free_game(&app);
	if (app.renderer)
		SDL_DestroyRenderer(app.renderer);
	if (app.window)
		SDL_DestroyWindow(app.window);
out_sdl:
	script_free(script);
	SDL_Quit();
	return status;
}
