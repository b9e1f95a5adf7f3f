/* SPDX-License-Identifier: MIT */
/*
 * gomoku-gui: a graphical board on libgomoku and SDL2. Play against the
 * engine (or a friend) on any board size and rule. Run with --help.
 * Options, start-up and the event loop; main.c only calls gui_main.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "gui.h"
#include "opening_mode.h"
#include "opening_text.h"
#include "opt_table.h"
#include "overlay.h"

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
	const char *load;
	const char *puzzle;
	int window_w, window_h;
};

#define STR(x) STR_(x)
#define STR_(x) #x

enum gui_option {
	OPT_SIZE, OPT_WIN, OPT_RULE, OPT_FOUL, OPT_HUMAN, OPT_LEVEL, OPT_TIME, OPT_SEED,
	OPT_SAVE, OPT_LOAD, OPT_PUZZLE, OPT_WINDOW, OPT_HELP, OPT_OPENING
};

/* The options: getopt_long's arguments and --help both come from here. */
static const struct opt_spec options[] = {
	{ OPT_SIZE, "size", 0, "N|WxH", "board size (default 15)" },
	{ OPT_WIN, "win", 0, "N", "stones in a row that win (default 5)" },
	{ OPT_RULE, "rule", 0, "NAME", "freestyle, standard, renju, caro, caro-exact" },
	{ OPT_FOUL, "foul", 0, "reject|lose", "what a renju foul does (default reject)" },
	{ OPT_HUMAN, "human", 0, "black|white|both|none", "who the people play (default black)" },
	{ OPT_LEVEL, "level", 0, "N",
	  "0 full strength, 1.." STR(GMK_MAX_LEVEL) " weaker and weaker (default "
	  STR(DEFAULT_LEVEL) ")" },
	{ OPT_TIME, "time", 0, "MS", "engine time per move (default " STR(DEFAULT_TIME_MS) ")" },
	{ OPT_SEED, "seed", 0, "N", "the engine's random seed" },
	{ OPT_SAVE, "save", 0, "FILE", "where S saves and L loads (default " DEFAULT_SAVE_PATH ")" },
	{ OPT_LOAD, "load", 0, "FILE", "start from a saved game" },
	{ OPT_PUZZLE, "puzzle", 0, "FILE", "solve gomoku-puzzle's puzzles (click the answer, P next)" },
	{ OPT_OPENING, "opening", 0, "RULE", "play an opening rule first: " OPENING_RULE_NAMES },
	{ OPT_WINDOW, "window", 0, "WxH", "initial window size in points" },
	{ OPT_HELP, "help", 'h', NULL, "this text" },
};

#define OPTION_COUNT (sizeof(options) / sizeof(options[0]))

static void usage(FILE *out)
{
	fputs("usage: gomoku-gui [options]\n", out);
	opt_table_help(out, options, OPTION_COUNT);
	fputs("keys: U undo, R redo, N new game, H hint, S save, L load, +/- stronger/weaker,\n"
	      "      C swap colours, T threats, P next puzzle, Q quit\n", out);
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
static int parse_option(int id, const char *val, struct app *app, struct options *opt)
{
	long n;

	switch ((enum gui_option)id) {
	case OPT_SIZE:
		return parse_size(val, &app->options.width, &app->options.height);
	case OPT_RULE:
		return parse_rule(val, &app->options.rule);
	case OPT_OPENING:
		app->opening_wanted = 1;
		return opening_parse_rule(val, &app->opening_kind, &app->opening_n);
	case OPT_HUMAN:
		return parse_human(val, app->human);
	case OPT_FOUL:
		if (strcmp(val, "lose") && strcmp(val, "reject"))
			return -1;
		app->options.foul_policy = !strcmp(val, "lose") ? GMK_FOUL_LOSE : GMK_FOUL_REJECT;
		return 0;
	case OPT_WIN:
		if (parse_long(val, GMK_MIN_WIN_LENGTH, GMK_MAX_WIN_LENGTH, &n))
			return -1;
		app->options.win_length = (int)n;
		return 0;
	case OPT_LEVEL:
		if (parse_long(val, 0, GMK_MAX_LEVEL, &n))
			return -1;
		app->level = (int)n;
		return 0;
	case OPT_TIME:
		if (parse_long(val, 1, MAX_TIME_MS, &n))
			return -1;
		app->time_ms = (int)n;
		return 0;
	case OPT_SEED:
		if (parse_long(val, 0, LONG_MAX, &n))
			return -1;
		app->seed = (uint64_t)n;
		return 0;
	case OPT_WINDOW:
		return sscanf(val, "%dx%d", &opt->window_w, &opt->window_h) == 2 &&
		       opt->window_w > 0 && opt->window_h > 0 ? 0 : -1;
	case OPT_SAVE:
		SDL_strlcpy(app->save_path, val, sizeof(app->save_path));
		return 0;
	case OPT_LOAD:
		opt->load = val;
		return 0;
	case OPT_PUZZLE:
		opt->puzzle = val;
		return 0;
	case OPT_HELP:
		usage(stdout);
		exit(0);
	}
	return 0;
}

static int parse_args(int argc, char **argv, struct app *app, struct options *opt)
{
	struct option longopts[OPTION_COUNT + 1];
	char shortopts[OPT_SHORT_MAX(OPTION_COUNT)];
	int c;

	opt_table_getopt(options, OPTION_COUNT, longopts, shortopts);
	opterr = 0;   /* our messages, and the usage after an unknown option */
	while ((c = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1) {
		const struct opt_spec *o = opt_table_find(options, OPTION_COUNT, c);

		if (!o && c == ':') {
			fprintf(stderr, "gomoku-gui: %s needs a value\n", argv[optind - 1]);
			return -1;
		}
		if (!o) {
			fprintf(stderr, "gomoku-gui: unknown option %s\n", argv[optind - 1]);
			usage(stderr);
			return -1;
		}
		if (parse_option(o->id, optarg, app, opt) != 0) {
			fprintf(stderr, "gomoku-gui: bad value for --%s: %s\n", o->long_name, optarg);
			return -1;
		}
	}
	if (optind < argc) {
		fprintf(stderr, "gomoku-gui: unexpected argument %s\n", argv[optind]);
		return -1;
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

static void driver_free(struct gui_driver *driver)
{
	if (driver && driver->free)
		driver->free(driver->state);
}

/* The event loop: wait for input or a tick, step the driver, draw. */
static int run(struct app *app, struct gui_driver *driver)
{
	int status = 0;

	while (!app->quit) {
		SDL_Event event;

		if (SDL_WaitEventTimeout(&event, app->busy ? FRAME_BUSY_MS : FRAME_IDLE_MS)) {
			app_handle_event(app, &event);
			while (!app->quit && SDL_PollEvent(&event))
				app_handle_event(app, &event);
		}
		if (driver && !app->quit) {
			enum gui_driver_state state = driver->step(driver->state, app);

			if (state == GUI_DRIVER_FAILED) {
				status = 1;
				break;
			}
			if (state == GUI_DRIVER_DONE) {
				driver_free(driver);
				driver = NULL;
			}
		}
		if (!app->quit)
			render_frame(app);
	}
	driver_free(driver);
	return status;
}

int gui_main(int argc, char **argv, struct gui_driver *driver)
{
	struct app app;
	struct options opt = { NULL, NULL, DEFAULT_WINDOW_W, DEFAULT_WINDOW_H };
	int status = 1;

	memset(&app, 0, sizeof(app));
	gmk_board_options_init(&app.options, GMK_BOARD_OPTIONS_VERSION);
	app.human[GMK_BLACK] = 1;
	app.level = DEFAULT_LEVEL;
	app.time_ms = DEFAULT_TIME_MS;
	SDL_strlcpy(app.save_path, DEFAULT_SAVE_PATH, sizeof(app.save_path));
	if (parse_args(argc, argv, &app, &opt) != 0) {
		driver_free(driver);
		return 2;
	}
	if (app.options.rule == GMK_RULE_RENJU || app.options.rule == GMK_RULE_CARO ||
	    app.options.rule == GMK_RULE_CARO_EXACT)
		app.options.win_length = 5;
	if (!has_display()) {
		fprintf(stderr, "gomoku-gui: no display to open a window on: neither DISPLAY nor"
			" WAYLAND_DISPLAY is set.\n%s", no_display_advice);
		driver_free(driver);
		return 1;
	}
	if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
		fprintf(stderr, "gomoku-gui: SDL: %s\n", SDL_GetError());
		driver_free(driver);
		return 1;
	}
	if (!getenv_nonempty("SDL_VIDEODRIVER") && is_windowless(SDL_GetCurrentVideoDriver())) {
		/* SDL found no display and fell back to drawing into memory. */
		const char *x11 = getenv("DISPLAY"), *wayland = getenv("WAYLAND_DISPLAY");
		fprintf(stderr, "gomoku-gui: no display to open a window on: cannot reach"
			" DISPLAY=%s WAYLAND_DISPLAY=%s.\n%s", x11 ? x11 : "",
			wayland ? wayland : "", no_display_advice);
		driver_free(driver);
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
	if (app.opening_wanted && (opt.load || opt.puzzle || gui_opening_start(&app) != 0)) {
		fprintf(stderr, "gomoku-gui: cannot play the opening: %s\n",
			opt.load || opt.puzzle ? "--opening starts a new game, not a loaded one"
					       : app.message);
		goto out_render;
	}
	if (opt.puzzle && gui_puzzle_open(&app, opt.puzzle) != 0) {
		fprintf(stderr, "gomoku-gui: %s\n", app.message);
		goto out_render;
	}
	app_maybe_start_ai(&app);
	status = run(&app, driver);
	driver = NULL;
out_render:
	render_free(&app);
out_game:
	/* Closing stops a running search at once and joins the engine's thread. */
	gui_opening_free(&app);
	app_free_game(&app);
	gui_puzzle_free(&app);
	if (app.renderer)
		SDL_DestroyRenderer(app.renderer);
	if (app.window)
		SDL_DestroyWindow(app.window);
out_sdl:
	driver_free(driver);
	SDL_Quit();
	return status;
}
