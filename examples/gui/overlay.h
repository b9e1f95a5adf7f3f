/* SPDX-License-Identifier: MIT */
/*
 * What the graphical board draws for learners (overlay.c): the lines of a
 * forbidden point under the mouse, the threats overlay (key T), and the
 * puzzle mode (gui_puzzle.c). Drawing helpers shared with render.c.
 */
#ifndef GUI_OVERLAY_H
#define GUI_OVERLAY_H

#include "app.h"
#include "render.h"

/* render.c */
void centre_of(const struct app *app, gmk_point p, double *x, double *y);
void draw_sprite(struct app *app, enum sprite which, double x, double y, double diameter,
		 SDL_Color tint);
void draw_thick_line(SDL_Renderer *r, double x0, double y0, double x1, double y1,
		     double width, SDL_Color c);

/* overlay.c: drawn over the stones, under the hover stone and the hint. */
void overlay_draw(struct app *app);

/* gui_puzzle.c */
/* Loads a gomoku-puzzle file and shows its first puzzle; 0, or -1 with the message set. */
int gui_puzzle_open(struct app *app, const char *path);
int gui_puzzle_active(const struct app *app);
/* A click while a puzzle is shown: the answer, judged, then the solution played. */
void gui_puzzle_click(struct app *app, gmk_point point);
/* Key P: the next puzzle (after the last, back to a free board). */
void gui_puzzle_next(struct app *app);
void gui_puzzle_free(struct app *app);

#endif
