/* SPDX-License-Identifier: MIT */
/*
 * The opening rule chosen with --opening, played on the board before the
 * game proper: clicks place stones, mark offers and pick one; keys stay,
 * swap, place two more, offer, declare. The computer decides its steps on
 * the AI worker's thread (gmk_openrule_engine_act on a copy of the opening).
 * While app->opening is set, the game's actions route here.
 */
#ifndef GUI_OPENING_MODE_H
#define GUI_OPENING_MODE_H

#include "app.h"

/* Starts the opening app->opening_kind/n on a new board; 0, or -1 (message set). */
int gui_opening_start(struct app *app);
void gui_opening_free(struct app *app);
int gui_opening_click(struct app *app, gmk_point point);
/* A key during the opening; returns 1 when the opening took it. */
int gui_opening_key(struct app *app, SDL_Keycode key);
void gui_opening_maybe_start_ai(struct app *app);
/* The computer's step arrived (takes msg->opening). */
void gui_opening_on_ai_done(struct app *app, struct ai_done_msg *msg);
/* The status bar's two lines while the opening runs. */
void gui_opening_status(const struct app *app, char *line, size_t size);
void gui_opening_info(const struct app *app, char *line, size_t size);
/* Points to ring: the offers marked so far, or those to pick from. */
int gui_opening_marks(const struct app *app, gmk_point *out, int max);
/* "place" ... "pick", or "over" when no opening runs (for the tests' scripts). */
const char *gui_opening_phase(const struct app *app);

#endif
