/* SPDX-License-Identifier: MIT */
#include "opening_mode.h"

#include <stdlib.h>
#include <string.h>

#include "opening_text.h"

#define TEXT_MAX 160
/* Each of a step's searches gets this share of the time per move (a
 * balanced stone takes up to 7 searches, the offers one each). */
#define SEARCHES_PER_STEP 8
#define DECIMAL 10

struct gui_opening {
	gmk_openrule *op;
	int human[3];                 /* indexed by player: 1 if a person plays them */
	gmk_point marks[GMK_OPENRULE_MAX_OFFERS];
	int mark_count;               /* offers marked, not yet made */
	int typed;                    /* the number typed to declare (0: none yet) */
	struct opening_before before; /* noted when the computer's step was asked for */
	char title[32];
};

static int acting_is_human(const struct gui_opening *o)
{
	int player = gmk_openrule_to_act(o->op);
	return player == 1 || player == 2 ? o->human[player] : 0;
}

/* The board shows the opening's stones; each colour is a person's when the
 * player holding it is (the hover stone and the status bar follow). */
static void show_position(struct app *app)
{
	struct gui_opening *o = app->opening;
	gmk_board *board = NULL;

	if (gmk_openrule_board(o->op, &board) == GMK_OK) {
		gmk_board_free(app->board);
		app->board = board;
	}
	for (int player = 1; player <= 2; player++)
		app->human[gmk_openrule_color_of(o->op, player)] = o->human[player];
	app->has_hint = 0;
}

static void hand_over(struct app *app)
{
	struct gui_opening *o = app->opening;
	gmk_board *game = NULL;

	if (opening_game_board(o->op, &game) != GMK_OK) {
		app_set_message(app, "cannot start the game: %s", gmk_last_error_message());
		return;
	}
	show_position(app);
	gmk_board_free(app->board);
	app->board = game;
	gui_opening_free(app);
	app_set_message(app, "opening over: the game begins");
	ai_worker_clear(app->ai);
	app_maybe_start_ai(app);
}

/* After any step: a refusal says why and changes nothing; else show it, hand
 * over when the opening is done, or let the computer take the next step. */
static int stepped(struct app *app, const struct opening_before *before, int status)
{
	struct gui_opening *o = app->opening;
	char text[TEXT_MAX];

	if (status != GMK_OK) {
		app_set_message(app, "%s", gmk_last_error_message());
		return -1;
	}
	opening_describe_step(before, o->op, text, sizeof(text));
	app_set_message(app, "player %d %s", before->player, text);
	o->mark_count = 0;
	o->typed = 0;
	show_position(app);
	if (gmk_openrule_get_phase(o->op) == GMK_OPENRULE_PHASE_DONE)
		hand_over(app);
	else
		app_maybe_start_ai(app);
	return 0;
}

int gui_opening_start(struct app *app)
{
	struct gui_opening *o = calloc(1, sizeof(*o));

	if (!o) {
		app_set_message(app, "out of memory");
		return -1;
	}
	int status = gmk_openrule_new(&o->op, app->opening_kind, app->opening_n, &app->options);
	if (status != GMK_OK) {
		app_set_message(app, "%s", gmk_last_error_message());
		free(o);
		return -1;
	}
	/* Player 1, the opener, starts as black: the person playing black at
	 * start-up, if any; every later opening keeps the same players. */
	if (!app->opening_players_set) {
		app->opening_human[1] = app->human[GMK_BLACK];
		app->opening_human[2] = app->human[GMK_WHITE];
		app->opening_players_set = 1;
	}
	o->human[1] = app->opening_human[1];
	o->human[2] = app->opening_human[2];
	opening_rule_title(app->opening_kind, app->opening_n, o->title, sizeof(o->title));
	app_cancel_ai(app);
	gui_opening_free(app);
	app->opening = o;
	show_position(app);
	app_set_message(app, "opening %s: player 1 starts as black", o->title);
	return 0;
}

void gui_opening_free(struct app *app)
{
	if (!app->opening)
		return;
	gmk_openrule_free(app->opening->op);
	free(app->opening);
	app->opening = NULL;
}

static int your_turn(struct app *app)
{
	if (app->busy == APP_AI_MOVE || !acting_is_human(app->opening)) {
		app_set_message(app, "wait: the computer decides this step");
		return 0;
	}
	return 1;
}

/* Offer phase: a click marks a point, or unmarks a marked one. */
static void toggle_mark(struct gui_opening *o, gmk_point point)
{
	for (int i = 0; i < o->mark_count; i++)
		if (o->marks[i].x == point.x && o->marks[i].y == point.y) {
			o->marks[i] = o->marks[--o->mark_count];
			return;
		}
	if (o->mark_count < GMK_OPENRULE_MAX_OFFERS)
		o->marks[o->mark_count++] = point;
}

int gui_opening_click(struct app *app, gmk_point point)
{
	struct gui_opening *o = app->opening;
	struct opening_before before;

	if (!your_turn(app))
		return -1;
	opening_note(o->op, &before);
	switch (before.phase) {
	case GMK_OPENRULE_PHASE_PLACE:
		return stepped(app, &before, gmk_openrule_place(o->op, point.x, point.y));
	case GMK_OPENRULE_PHASE_PICK:
		return stepped(app, &before, gmk_openrule_pick(o->op, point.x, point.y));
	case GMK_OPENRULE_PHASE_OFFER:
		if (gmk_board_at(app->board, point.x, point.y) != GMK_EMPTY) {
			app_set_message(app, "offers go on empty points");
			return -1;
		}
		toggle_mark(o, point);
		app_set_message(app, "%d of %d offers marked", o->mark_count,
				gmk_openrule_offer_count(o->op));
		return 0;
	default:
		app_set_message(app, "not a click: use the keys below");
		return -1;
	}
}

static int choose(struct app *app, gmk_openrule_choice choice)
{
	struct opening_before before;

	opening_note(app->opening->op, &before);
	return stepped(app, &before, gmk_openrule_choose(app->opening->op, choice));
}

static int offer(struct app *app)
{
	struct gui_opening *o = app->opening;
	struct opening_before before;

	opening_note(o->op, &before);
	return stepped(app, &before, gmk_openrule_offer(o->op, o->marks, (size_t)o->mark_count));
}

/* Enter: make the marked offers, or declare the number typed. */
static int confirm(struct app *app)
{
	struct gui_opening *o = app->opening;
	struct opening_before before;

	if (gmk_openrule_get_phase(o->op) == GMK_OPENRULE_PHASE_OFFER)
		return offer(app);
	opening_note(o->op, &before);
	return stepped(app, &before, gmk_openrule_declare(o->op, o->typed));
}

/* A digit of the number to declare; one that would pass the largest allowed
 * starts the number again. */
static void type_digit(struct app *app, int digit)
{
	struct gui_opening *o = app->opening;
	int max = gmk_openrule_declare_max(o->op);

	if (max < 0) {
		app_set_message(app, "no number to declare now");
		return;
	}
	o->typed = o->typed * DECIMAL + digit;
	if (o->typed > max)
		o->typed = digit;
	app_set_message(app, "declare %d? Enter to confirm", o->typed);
}

int gui_opening_key(struct app *app, SDL_Keycode key)
{
	switch (key) {
	case SDLK_q:
	case SDLK_ESCAPE:
	case SDLK_PLUS:
	case SDLK_EQUALS:
	case SDLK_KP_PLUS:
	case SDLK_UP:
	case SDLK_MINUS:
	case SDLK_KP_MINUS:
	case SDLK_DOWN:
		return 0;           /* quit and the strength work as in the game */
	case SDLK_n:
		app_new_game(app);
		return 1;
	default:
		break;
	}
	if (!your_turn(app))
		return 1;
	if (key == SDLK_k)
		choose(app, GMK_OPENRULE_STAY);
	else if (key == SDLK_w)
		choose(app, GMK_OPENRULE_SWAP);
	else if (key == SDLK_t)
		choose(app, GMK_OPENRULE_PLACE_TWO);
	else if (key == SDLK_o)
		choose(app, GMK_OPENRULE_OFFER_FIFTHS);
	else if (key == SDLK_RETURN || key == SDLK_KP_ENTER)
		confirm(app);
	else if (key >= SDLK_0 && key <= SDLK_9)
		type_digit(app, (int)(key - SDLK_0));
	else
		app_set_message(app, "not during the opening: see the keys below");
	return 1;
}

void gui_opening_maybe_start_ai(struct app *app)
{
	struct gui_opening *o = app->opening;
	gmk_search_limits limits = GMK_SEARCH_LIMITS_INIT;

	if (app->busy == APP_AI_MOVE || acting_is_human(o) ||
	    gmk_openrule_get_phase(o->op) == GMK_OPENRULE_PHASE_DONE)
		return;
	app_cancel_ai(app);
	limits.time_ms = app->time_ms > SEARCHES_PER_STEP ? app->time_ms / SEARCHES_PER_STEP
							   : app->time_ms;
	limits.level = app->level;
	opening_note(o->op, &o->before);
	app->job = ai_worker_submit_opening(app->ai, o->op, &limits);
	if (!app->job) {
		app_set_message(app, "cannot start the engine (out of memory)");
		return;
	}
	app->busy = APP_AI_MOVE;
	app->think_started = SDL_GetTicks();
	app->progress.valid = 0;
}

void gui_opening_on_ai_done(struct app *app, struct ai_done_msg *msg)
{
	struct gui_opening *o = app->opening;

	if (msg->status != GMK_OK || !msg->opening) {
		app_set_message(app, "engine: %s", gmk_strerror(msg->status));
		return;
	}
	/* The worker stepped a copy: it becomes the opening. */
	gmk_openrule_free(o->op);
	o->op = msg->opening;
	msg->opening = NULL;
	stepped(app, &o->before, GMK_OK);
}

static const char *colour_name(int colour)
{
	return colour == GMK_BLACK ? "black" : "white";
}

void gui_opening_status(const struct app *app, char *line, size_t size)
{
	const struct gui_opening *o = app->opening;
	int player = gmk_openrule_to_act(o->op);
	int n = snprintf(line, size, "%s · %s: player %d (%s, %s)", o->title,
			 opening_phase_name(gmk_openrule_get_phase(o->op)), player,
			 colour_name(gmk_openrule_color_of(o->op, player)),
			 o->human[player] ? "you" : "computer");

	if (app->busy != APP_IDLE && n > 0 && (size_t)n < size)
		snprintf(line + n, size - (size_t)n, " thinking… %.1f s",
			 (SDL_GetTicks() - app->think_started) / 1000.0);
}

void gui_opening_info(const struct app *app, char *line, size_t size)
{
	const struct gui_opening *o = app->opening;
	char actions[TEXT_MAX];
	const char *keys = "";

	opening_describe_actions(o->op, actions, sizeof(actions));
	switch (gmk_openrule_get_phase(o->op)) {
	case GMK_OPENRULE_PHASE_PLACE:
	case GMK_OPENRULE_PHASE_PICK:
		keys = "click";
		break;
	case GMK_OPENRULE_PHASE_CHOOSE:
		keys = gmk_openrule_may_choose(o->op, GMK_OPENRULE_PLACE_TWO) == 1
			       ? "K stay, W swap, T two more"
			       : gmk_openrule_may_choose(o->op, GMK_OPENRULE_OFFER_FIFTHS) == 1
			       ? "K stay, W swap, O offer" : "K stay, W swap";
		break;
	case GMK_OPENRULE_PHASE_DECLARE:
		keys = "type the number, Enter";
		break;
	case GMK_OPENRULE_PHASE_OFFER:
		keys = "click to mark, Enter to offer";
		break;
	default:
		break;
	}
	snprintf(line, size, "%s · %s · N restart, Q quit", actions, keys);
}

int gui_opening_marks(const struct app *app, gmk_point *out, int max)
{
	const struct gui_opening *o = app->opening;

	if (!o)
		return 0;
	if (gmk_openrule_get_phase(o->op) == GMK_OPENRULE_PHASE_PICK)
		return gmk_openrule_offers(o->op, out, (size_t)max);
	int n = o->mark_count < max ? o->mark_count : max;
	memcpy(out, o->marks, sizeof(*out) * (size_t)n);
	return n;
}

const char *gui_opening_phase(const struct app *app)
{
	return app->opening ? opening_phase_name(gmk_openrule_get_phase(app->opening->op))
			    : "over";
}
