/* SPDX-License-Identifier: MIT */
/*
 * The graphical board's shared state. Everything here is owned by the main
 * (SDL) thread; the AI worker only sees a clone of the board and talks back
 * through SDL user events.
 */
#ifndef GUI_APP_H
#define GUI_APP_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <gomoku.h>

#include "ai_worker.h"

#define APP_MESSAGE_MAX 160
#define APP_PATH_MAX 1024

/* What the side to move is waiting for. */
enum app_busy {
	APP_IDLE = 0,
	APP_AI_MOVE = 1,      /* the engine is choosing the AI's move */
	APP_AI_HINT = 2       /* the engine is choosing a hint for the human */
};

/* The engine's latest progress report for the running search. */
struct app_progress {
	int valid;
	int depth;
	int score;
	uint64_t nodes;
	int elapsed_ms;
};

/* Pixel layout of the current frame, in renderer output pixels. */
struct app_layout {
	int out_w, out_h;             /* SDL_GetRendererOutputSize */
	int win_w, win_h;             /* SDL_GetWindowSize: mouse events use these units */
	float dpi_scale;              /* output pixels per window unit */
	int status_h;                 /* height of the status bar at the bottom */
	gmk_geometry geometry;        /* the board's intersections */
};

struct gui_opening;

struct app {
	gmk_board *board;
	gmk_board_options options;
	int human[3];                 /* indexed by gmk_color: 1 if a person plays it */
	int level;                    /* gmk_search_limits.level */
	int time_ms;                  /* per AI move */
	uint64_t seed;

	struct ai_worker *ai;
	enum app_busy busy;
	unsigned int job;             /* id of the search whose answer we wait for */
	Uint32 think_started;         /* SDL_GetTicks() when it began */
	struct app_progress progress;

	int has_hint;
	gmk_point hint;
	int has_hover;
	gmk_point hover;
	char message[APP_MESSAGE_MAX];/* the last action's outcome, shown in the status bar */
	char save_path[APP_PATH_MAX];

	int show_threats;             /* key T: both sides' threats drawn (overlay.c) */
	struct gui_puzzles *puzzles;  /* the puzzle mode (gui_puzzle.c), or NULL */

	SDL_Window *window;
	SDL_Renderer *renderer;
	struct app_layout layout;
	struct render_cache *cache;
	int quit;

	/* --opening: the rule played before the game (opening_mode.c), and the
	 * opening while it runs (NULL otherwise: then the game's rules apply). */
	int opening_wanted;
	gmk_openrule_kind opening_kind;
	int opening_n;
	int opening_players_set;
	int opening_human[3];         /* indexed by player: 1 if a person plays them */
	struct gui_opening *opening;
};

/* game.c: the actions behind clicks and keys. Each returns 0 or -1 (message set). */
int app_init_game(struct app *app);
void app_free_game(struct app *app);
int app_click_point(struct app *app, gmk_point point);
int app_undo(struct app *app);
int app_redo(struct app *app);
int app_new_game(struct app *app);
int app_hint(struct app *app);
int app_save(struct app *app, const char *path);
int app_load(struct app *app, const char *path);
void app_change_level(struct app *app, int stronger);
void app_swap_colours(struct app *app);
/* Starts the engine when it is the AI's turn and nothing runs yet. */
void app_maybe_start_ai(struct app *app);
/* Handles a message of the AI worker (SDL user event). */
void app_on_ai_event(struct app *app, const SDL_Event *event);
/* Stops any running search at once; its answer will be ignored. */
void app_cancel_ai(struct app *app);
void app_set_message(struct app *app, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* input.c: SDL events from the user (or the script) to actions. */
void app_handle_event(struct app *app, const SDL_Event *event);
/* Window units (mouse) <-> the board's intersections, through gmk_geometry. */
int app_pixel_to_point(const struct app *app, int wx, int wy, gmk_point *out);
int app_point_to_window(const struct app *app, gmk_point point, int *wx, int *wy);

/* render.c */
int render_init(struct app *app);
void render_free(struct app *app);
void render_update_layout(struct app *app);
void render_frame(struct app *app);
/* Reads the last rendered frame back and writes it as a PNG. */
int render_screenshot(struct app *app, const char *path);

#endif
