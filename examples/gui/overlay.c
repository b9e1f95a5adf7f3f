/* SPDX-License-Identifier: MIT */
/*
 * The learner's overlay. Under renju, with black to move and the mouse over
 * a forbidden point, the lines that make the foul are drawn through their
 * stones (orange: they count; grey: a fake three) with their key points
 * ringed. With the threats overlay on (key T), every four and open three of
 * both sides is drawn through its stones, its defending points ringed in the
 * side's colour. All of it comes from gmk_board_explain_foul and
 * gmk_board_threats.
 */
#include <stdlib.h>
#include <string.h>

#include "overlay.h"

#define LINE_WIDTH 0.16   /* of the spacing */
#define KEY_RADIUS 0.22
#define DEFENCE_RADIUS 0.18

static const SDL_Color foul_line = { 255, 140, 0, 230 };
static const SDL_Color fake_line = { 120, 120, 120, 200 };
static const SDL_Color black_threat = { 150, 40, 210, 210 };
static const SDL_Color white_threat = { 30, 120, 240, 210 };

static void line_through(struct app *app, const gmk_point *stones, int n, SDL_Color c)
{
	double x0, y0, x1, y1;
	if (n < 1)
		return;
	/* The stones come in line order from either end: join the two ends. */
	int first = 0, last = 0;
	for (int i = 1; i < n; i++) {
		if (stones[i].x + stones[i].y * 4096 < stones[first].x + stones[first].y * 4096)
			first = i;
		if (stones[i].x + stones[i].y * 4096 > stones[last].x + stones[last].y * 4096)
			last = i;
	}
	centre_of(app, stones[first], &x0, &y0);
	centre_of(app, stones[last], &x1, &y1);
	draw_thick_line(app->renderer, x0, y0, x1, y1, LINE_WIDTH * app->layout.geometry.spacing,
			c);
}

static void rings(struct app *app, const gmk_point *points, int n, double radius, SDL_Color c)
{
	for (int i = 0; i < n; i++) {
		double x, y;
		centre_of(app, points[i], &x, &y);
		draw_sprite(app, SPRITE_RING, x, y, 2 * radius * app->layout.geometry.spacing, c);
	}
}

static void draw_foul_lines(struct app *app)
{
	gmk_point p = app->hover;
	if (!app->has_hover || app->options.rule != GMK_RULE_RENJU ||
	    gmk_board_to_move(app->board) != GMK_BLACK || gmk_board_is_over(app->board) ||
	    gmk_board_at(app->board, p.x, p.y) != GMK_EMPTY ||
	    gmk_board_foul(app->board, p.x, p.y) == GMK_FOUL_NONE)
		return;
	gmk_foul_explanation e;
	memset(&e, 0, sizeof e);
	e.version = GMK_FOUL_EXPLANATION_VERSION;
	if (gmk_board_explain_foul(app->board, p.x, p.y, &e) != GMK_OK)
		return;
	for (int i = 0; i < e.line_count; i++) {
		const gmk_foul_line *l = &e.lines[i];
		int n = l->stone_count < GMK_EXPLAIN_MAX_STONES ? l->stone_count
								: GMK_EXPLAIN_MAX_STONES;
		SDL_Color c = l->real ? foul_line : fake_line;
		line_through(app, l->stones, n, c);
		rings(app, l->keys, l->key_count, KEY_RADIUS, c);
	}
}

static void draw_threats(struct app *app)
{
	if (!app->show_threats)
		return;
	for (int colour = GMK_BLACK; colour <= GMK_WHITE; colour++) {
		int total = gmk_board_threats(app->board, (gmk_color)colour, NULL, 0);
		gmk_threat *list = total > 0 ? malloc(sizeof *list * (size_t)total) : NULL;
		if (!list)
			continue;
		total = gmk_board_threats(app->board, (gmk_color)colour, list, (size_t)total);
		SDL_Color c = colour == GMK_BLACK ? black_threat : white_threat;
		for (int i = 0; i < total; i++) {
			line_through(app, list[i].stones, list[i].stone_count, c);
			rings(app, list[i].defences, list[i].defence_count, DEFENCE_RADIUS, c);
		}
		free(list);
	}
}

void overlay_draw(struct app *app)
{
	draw_threats(app);
	draw_foul_lines(app);
}
