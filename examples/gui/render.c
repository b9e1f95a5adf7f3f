/* SPDX-License-Identifier: MIT */
/*
 * Drawing one frame: the wooden board, grid, star points and coordinates,
 * forbidden points, stones, the last move, the winning row, hover and hint,
 * and the status bar. All sizes derive from the geometry's spacing, so the
 * board scales with the window and the screen's pixel density.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "opening_mode.h"
#include "png_file.h"
#include "overlay.h"
#include "render.h"

#define BOARD_MARGIN 1.25          /* spacings between the outer lines and the view edge */
#define WOOD_EDGE 0.85             /* spacings of wood beyond the outer lines */
#define LABEL_OFFSET 0.62          /* spacings from the outer line to a label's centre */
#define LABEL_FONT_SCALE 0.36      /* of the spacing */
#define LABEL_FONT_MIN 7
#define LABEL_FONT_MAX 30
#define STATUS_FONT_PT 15          /* at a DPI scale of 1 */
#define STATUS_LINES 2
#define STATUS_PAD 6               /* pixels at a DPI scale of 1 */
#define STAR_RADIUS 0.09           /* of the spacing */
#define MARKER_RADIUS 0.13
#define WIN_LINE_WIDTH 0.14
#define FORBID_SIZE 0.2            /* half the cross, of the spacing */
#define FORBID_WIDTH 0.07
#define HINT_RADIUS 0.36
#define HOVER_ALPHA 110
#define SHADOW_OFFSET 0.05         /* of the spacing, to the lower right */
#define GRID_WIDTH_SCALE 0.035     /* of the spacing */
#define MS_PER_SECOND 1000.0
#define KEYS_LONG "U undo R redo N new H hint S save L load +/- strength C swap T threats"
#define KEYS_SHORT "keys: U R N H S L + - C T"

static const SDL_Color background = { 38, 42, 50, 255 };
static const SDL_Color wood_top = { 226, 186, 110, 255 };
static const SDL_Color wood_bottom = { 206, 160, 84, 255 };
static const SDL_Color grid_colour = { 64, 42, 18, 255 };
static const SDL_Color label_colour = { 70, 46, 20, 255 };
static const SDL_Color status_bg = { 28, 30, 36, 255 };
static const SDL_Color status_text = { 236, 236, 236, 255 };
static const SDL_Color status_dim = { 150, 156, 168, 255 };
static const SDL_Color marker_on_black = { 240, 80, 60, 255 };
static const SDL_Color marker_on_white = { 210, 40, 30, 255 };
static const SDL_Color win_colour = { 230, 40, 40, 200 };
static const SDL_Color forbid_colour = { 200, 30, 30, 230 };
static const SDL_Color hint_colour = { 40, 170, 90, 255 };
static const SDL_Color offer_colour = { 40, 90, 200, 255 };

static const char *const font_candidates[] = {
	"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
	"/usr/share/fonts/TTF/DejaVuSans.ttf",
	"/usr/share/fonts/dejavu/DejaVuSans.ttf",
	"/usr/local/share/fonts/DejaVuSans.ttf",
	"/System/Library/Fonts/Supplemental/Arial.ttf",
	"C:/Windows/Fonts/arial.ttf",
};

static int file_exists(const char *path)
{
	SDL_RWops *rw = SDL_RWFromFile(path, "rb");

	if (!rw)
		return 0;
	SDL_RWclose(rw);
	return 1;
}

static void find_font(struct render_cache *cache)
{
	const char *env = SDL_getenv("GOMOKU_GUI_FONT");

	if (cache->font_path[0] && file_exists(cache->font_path))
		return;
	cache->font_path[0] = '\0';
	if (env && file_exists(env)) {
		SDL_strlcpy(cache->font_path, env, sizeof(cache->font_path));
		return;
	}
	for (size_t i = 0; i < SDL_arraysize(font_candidates); i++) {
		if (file_exists(font_candidates[i])) {
			SDL_strlcpy(cache->font_path, font_candidates[i], sizeof(cache->font_path));
			return;
		}
	}
}

int render_init(struct app *app)
{
	if (!app->cache)
		app->cache = calloc(1, sizeof(*app->cache));
	if (!app->cache || TTF_Init() != 0)
		return -1;
	find_font(app->cache);
	if (!app->cache->font_path[0])
		fprintf(stderr, "gomoku-gui: no font found (set GOMOKU_GUI_FONT); text is not shown\n");
	render_update_layout(app);
	return 0;
}

void render_free(struct app *app)
{
	struct render_cache *cache = app->cache;

	if (!cache)
		return;
	sprites_free(cache);
	if (cache->label_font)
		TTF_CloseFont(cache->label_font);
	if (cache->status_font)
		TTF_CloseFont(cache->status_font);
	free(cache);
	app->cache = NULL;
	TTF_Quit();
}

/* Reopens *font at size pt when the size changed; NULL without a font file. */
static TTF_Font *font_at(struct render_cache *cache, TTF_Font **font, int *current, int pt)
{
	if (!cache->font_path[0])
		return NULL;
	if (*font && *current == pt)
		return *font;
	if (*font)
		TTF_CloseFont(*font);
	*font = TTF_OpenFont(cache->font_path, pt);
	*current = pt;
	return *font;
}

void render_update_layout(struct app *app)
{
	struct app_layout *l = &app->layout;
	struct render_cache *cache = app->cache;
	int label_pt;

	SDL_GetWindowSize(app->window, &l->win_w, &l->win_h);
	if (SDL_GetRendererOutputSize(app->renderer, &l->out_w, &l->out_h) != 0 || l->out_w <= 0) {
		l->out_w = l->win_w;
		l->out_h = l->win_h;
	}
	l->dpi_scale = l->win_w > 0 ? (float)l->out_w / (float)l->win_w : 1.0f;
	if (l->dpi_scale <= 0)
		l->dpi_scale = 1.0f;
	l->status_h = 0;
	if (font_at(cache, &cache->status_font, &cache->status_size,
		    (int)lroundf(STATUS_FONT_PT * l->dpi_scale)))
		l->status_h = TTF_FontLineSkip(cache->status_font) * STATUS_LINES;
	l->status_h += (int)lroundf(2 * STATUS_PAD * l->dpi_scale);

	gmk_geometry_init(&l->geometry, GMK_GEOMETRY_VERSION);
	gmk_geometry_fit(&l->geometry, app->options.width, app->options.height,
			 l->out_w, l->out_h - l->status_h, BOARD_MARGIN);
	if (fabs(cache->built_for_spacing - l->geometry.spacing) > 1e-9)
		sprites_build(app->renderer, cache, l->geometry.spacing);
	label_pt = (int)lround(l->geometry.spacing * LABEL_FONT_SCALE);
	label_pt = label_pt < LABEL_FONT_MIN ? LABEL_FONT_MIN :
		   label_pt > LABEL_FONT_MAX ? LABEL_FONT_MAX : label_pt;
	font_at(cache, &cache->label_font, &cache->label_size, label_pt);
}

static void set_colour(SDL_Renderer *r, SDL_Color c)
{
	SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
}

void centre_of(const struct app *app, gmk_point p, double *x, double *y)
{
	gmk_geometry_to_pixel(&app->layout.geometry, p, x, y);
}

/* Draws a sprite centred on (x, y), scaled to diameter pixels. */
void draw_sprite(struct app *app, enum sprite which, double x, double y,
			double diameter, SDL_Color tint)
{
	SDL_Texture *t = app->cache->sprites[which];
	SDL_FRect dst = { (float)(x - diameter / 2), (float)(y - diameter / 2),
			  (float)diameter, (float)diameter };

	if (!t)
		return;
	SDL_SetTextureColorMod(t, tint.r, tint.g, tint.b);
	SDL_SetTextureAlphaMod(t, tint.a);
	SDL_RenderCopyF(app->renderer, t, NULL, &dst);
}

/* A line of any angle and width, as two triangles. */
void draw_thick_line(SDL_Renderer *r, double x0, double y0, double x1, double y1,
			    double width, SDL_Color c)
{
	double dx = x1 - x0, dy = y1 - y0;
	double len = hypot(dx, dy);
	double nx, ny;
	SDL_Vertex v[4];
	static const int quad[6] = { 0, 1, 2, 2, 1, 3 };

	if (len <= 0)
		return;
	nx = -dy / len * width / 2;
	ny = dx / len * width / 2;
	for (int i = 0; i < 4; i++) {
		double bx = i < 2 ? x0 : x1, by = i < 2 ? y0 : y1;
		double sign = i % 2 ? -1 : 1;

		v[i].position.x = (float)(bx + sign * nx);
		v[i].position.y = (float)(by + sign * ny);
		v[i].color = c;
		v[i].tex_coord.x = v[i].tex_coord.y = 0;
	}
	SDL_RenderGeometry(r, NULL, v, 4, quad, 6);
}

/* Text centred on (x, y), or left-aligned at x when align_left. Returns its width. */
static int draw_text(struct app *app, TTF_Font *font, const char *text, double x, double y,
		     SDL_Color colour, int align_left)
{
	SDL_Surface *s;
	SDL_Texture *t;
	SDL_FRect dst;
	int w;

	if (!font || !text[0])
		return 0;
	s = TTF_RenderUTF8_Blended(font, text, colour);
	if (!s)
		return 0;
	t = SDL_CreateTextureFromSurface(app->renderer, s);
	w = s->w;
	dst.w = (float)s->w;
	dst.h = (float)s->h;
	dst.x = (float)(align_left ? x : x - s->w / 2.0);
	dst.y = (float)(y - s->h / 2.0);
	SDL_FreeSurface(s);
	if (t) {
		SDL_RenderCopyF(app->renderer, t, NULL, &dst);
		SDL_DestroyTexture(t);
	}
	return w;
}

static void draw_wood(struct app *app)
{
	const gmk_geometry *g = &app->layout.geometry;
	double edge = WOOD_EDGE * g->spacing;
	int x0 = (int)lround(g->origin_x - edge);
	int x1 = (int)lround(g->origin_x + (g->width - 1) * g->spacing + edge);
	int y0 = (int)lround(g->origin_y - edge);
	int y1 = (int)lround(g->origin_y + (g->height - 1) * g->spacing + edge);

	/* A vertical gradient with faint grain lines: cheap, and not flat. */
	for (int y = y0; y < y1; y++) {
		double t = (double)(y - y0) / (y1 - y0 > 0 ? y1 - y0 : 1);
		int grain = ((y * 7) % 13) < 2 ? 6 : 0;
		SDL_Color c = {
			(Uint8)(wood_top.r + (wood_bottom.r - wood_top.r) * t - grain),
			(Uint8)(wood_top.g + (wood_bottom.g - wood_top.g) * t - grain),
			(Uint8)(wood_top.b + (wood_bottom.b - wood_top.b) * t - grain), 255 };

		set_colour(app->renderer, c);
		SDL_RenderDrawLine(app->renderer, x0, y, x1 - 1, y);
	}
}

/* The traditional marks: 3 lines in from each corner (2 on small boards),
 * the centre of an odd board, and on 19x19 and up the edge midpoints too. */
static int is_star_point(int x, int y, int w, int h)
{
	int dx = w >= 13 ? 3 : w >= 9 ? 2 : -1;
	int dy = h >= 13 ? 3 : h >= 9 ? 2 : -1;
	int corner_x = dx >= 0 && (x == dx || x == w - 1 - dx);
	int corner_y = dy >= 0 && (y == dy || y == h - 1 - dy);
	int mid_x = w % 2 && x == w / 2;
	int mid_y = h % 2 && y == h / 2;

	if (corner_x && corner_y)
		return 1;
	if (mid_x && mid_y)
		return 1;
	return w >= 19 && h >= 19 && ((mid_x && corner_y) || (corner_x && mid_y));
}

static void draw_grid(struct app *app)
{
	const gmk_geometry *g = &app->layout.geometry;
	SDL_Renderer *r = app->renderer;
	float lw = (float)fmax(1.0, round(g->spacing * GRID_WIDTH_SCALE));
	float left = (float)g->origin_x, top = (float)g->origin_y;
	float right = (float)(g->origin_x + (g->width - 1) * g->spacing);
	float bottom = (float)(g->origin_y + (g->height - 1) * g->spacing);

	set_colour(r, grid_colour);
	for (int x = 0; x < g->width; x++) {
		float px = (float)(g->origin_x + x * g->spacing);
		float w = x == 0 || x == g->width - 1 ? lw * 2 : lw;
		SDL_FRect line = { px - w / 2, top - lw, w, bottom - top + 2 * lw };

		SDL_RenderFillRectF(r, &line);
	}
	for (int y = 0; y < g->height; y++) {
		float py = (float)(g->origin_y + y * g->spacing);
		float w = y == 0 || y == g->height - 1 ? lw * 2 : lw;
		SDL_FRect line = { left - lw, py - w / 2, right - left + 2 * lw, w };

		SDL_RenderFillRectF(r, &line);
	}
	for (int y = 0; y < g->height; y++)
		for (int x = 0; x < g->width; x++)
			if (is_star_point(x, y, g->width, g->height))
				draw_sprite(app, SPRITE_DOT, g->origin_x + x * g->spacing,
					    g->origin_y + y * g->spacing,
					    2 * STAR_RADIUS * g->spacing, grid_colour);
}

/* Column letters and row numbers exactly as the library's RIF notation spells them. */
static void draw_labels(struct app *app)
{
	const gmk_geometry *g = &app->layout.geometry;
	TTF_Font *font = app->cache->label_font;
	char name[GMK_POINT_STRING_MAX];
	double off = LABEL_OFFSET * g->spacing;

	for (int x = 0; x < g->width; x++) {
		gmk_point p = { x, 0 };
		double px = g->origin_x + x * g->spacing;
		size_t letters = 0;

		if (gmk_point_to_rif(p, g->width, g->height, name, sizeof(name)) != GMK_OK)
			continue;
		while (name[letters] >= 'a' && name[letters] <= 'z')
			letters++;
		name[letters] = '\0';
		draw_text(app, font, name, px, g->origin_y - off, label_colour, 0);
		draw_text(app, font, name, px, g->origin_y + (g->height - 1) * g->spacing + off,
			  label_colour, 0);
	}
	for (int y = 0; y < g->height; y++) {
		gmk_point p = { 0, y };
		double py = g->origin_y + y * g->spacing;
		const char *digits = name;

		if (gmk_point_to_rif(p, g->width, g->height, name, sizeof(name)) != GMK_OK)
			continue;
		while (*digits >= 'a' && *digits <= 'z')
			digits++;
		draw_text(app, font, digits, g->origin_x - off, py, label_colour, 0);
		draw_text(app, font, digits, g->origin_x + (g->width - 1) * g->spacing + off, py,
			  label_colour, 0);
	}
}

static void draw_forbidden(struct app *app)
{
	int count;
	gmk_point *points;
	double s = app->layout.geometry.spacing;

	if (app->options.rule != GMK_RULE_RENJU || gmk_board_to_move(app->board) != GMK_BLACK ||
	    gmk_board_is_over(app->board))
		return;
	count = gmk_board_forbidden_points(app->board, NULL, 0);
	if (count <= 0)
		return;
	points = malloc(sizeof(*points) * (size_t)count);
	if (!points)
		return;
	count = gmk_board_forbidden_points(app->board, points, (size_t)count);
	for (int i = 0; i < count; i++) {
		double x, y, d = FORBID_SIZE * s;

		centre_of(app, points[i], &x, &y);
		draw_thick_line(app->renderer, x - d, y - d, x + d, y + d, FORBID_WIDTH * s,
				forbid_colour);
		draw_thick_line(app->renderer, x - d, y + d, x + d, y - d, FORBID_WIDTH * s,
				forbid_colour);
	}
	free(points);
}

static void draw_stone(struct app *app, gmk_point p, int colour, Uint8 alpha)
{
	const struct render_cache *c = app->cache;
	double s = app->layout.geometry.spacing, x, y;
	SDL_Color plain = { 255, 255, 255, alpha };
	SDL_Color shadow = { 0, 0, 0, 255 };
	enum sprite which = colour == GMK_BLACK ? SPRITE_BLACK_STONE : SPRITE_WHITE_STONE;

	centre_of(app, p, &x, &y);
	if (alpha == 255)
		draw_sprite(app, SPRITE_SHADOW, x + SHADOW_OFFSET * s, y + SHADOW_OFFSET * s * 1.5,
			    c->sprite_size[SPRITE_SHADOW], shadow);
	draw_sprite(app, which, x, y, c->sprite_size[which], plain);
}

static void draw_stones(struct app *app)
{
	const gmk_geometry *g = &app->layout.geometry;
	int moves = gmk_board_move_count(app->board);
	gmk_point last;

	for (int y = 0; y < g->height; y++) {
		for (int x = 0; x < g->width; x++) {
			int colour = gmk_board_at(app->board, x, y);

			if (colour == GMK_BLACK || colour == GMK_WHITE)
				draw_stone(app, (gmk_point){ x, y }, colour, 255);
		}
	}
	if (moves > 0 && gmk_board_move_at(app->board, moves - 1, &last) == GMK_OK) {
		double x, y;
		int colour = gmk_board_at(app->board, last.x, last.y);

		centre_of(app, last, &x, &y);
		draw_sprite(app, SPRITE_DOT, x, y, 2 * MARKER_RADIUS * g->spacing,
			    colour == GMK_BLACK ? marker_on_black : marker_on_white);
	}
}

static void draw_result_line(struct app *app)
{
	gmk_result result = GMK_RESULT_INIT;
	double x0, y0, x1, y1;

	if (gmk_board_result(app->board, &result) != GMK_OK || result.line_start.x < 0)
		return;
	centre_of(app, result.line_start, &x0, &y0);
	centre_of(app, result.line_end, &x1, &y1);
	draw_thick_line(app->renderer, x0, y0, x1, y1,
			WIN_LINE_WIDTH * app->layout.geometry.spacing, win_colour);
}

static void draw_hover_and_hint(struct app *app)
{
	double s = app->layout.geometry.spacing, x, y;
	int side = gmk_board_to_move(app->board);

	if (app->has_hint) {
		centre_of(app, app->hint, &x, &y);
		draw_sprite(app, SPRITE_RING, x, y, 2 * HINT_RADIUS * s, hint_colour);
	}
	if (app->has_hover && app->busy != APP_AI_MOVE && !gmk_board_is_over(app->board) &&
	    (side == GMK_BLACK || side == GMK_WHITE) && app->human[side] &&
	    gmk_board_at(app->board, app->hover.x, app->hover.y) == GMK_EMPTY)
		draw_stone(app, app->hover, side, HOVER_ALPHA);
}

static const char *colour_name(int colour)
{
	return colour == GMK_BLACK ? "Black" : colour == GMK_WHITE ? "White" : "Nobody";
}

static void status_line(struct app *app, char *buf, size_t size)
{
	gmk_result result = GMK_RESULT_INIT;
	int side = gmk_board_to_move(app->board);

	if (app->opening) {
		gui_opening_status(app, buf, size);
		return;
	}
	gmk_board_result(app->board, &result);
	if (result.state == GMK_STATE_WIN) {
		snprintf(buf, size, "%s wins%s", colour_name(result.winner),
			 result.reason == GMK_REASON_FOUL ? ": black played a foul" :
			 result.reason == GMK_REASON_FIVE ? " with a row" : "");
	} else if (result.state == GMK_STATE_DRAW) {
		snprintf(buf, size, "Draw: the board is full");
	} else if (app->busy != APP_IDLE) {
		double seconds = (SDL_GetTicks() - app->think_started) / MS_PER_SECOND;
		const char *who = app->busy == APP_AI_HINT ? "Hint: thinking…" : "thinking…";
		int n = snprintf(buf, size, "%s %s %.1f s", app->busy == APP_AI_HINT ? "" :
				 colour_name(side), who, seconds);

		if (app->progress.valid && n > 0 && (size_t)n < size) {
			int score = app->progress.score;

			if (GMK_SCORE_IS_WIN(score) || GMK_SCORE_IS_LOSS(score))
				snprintf(buf + n, size - (size_t)n, "  depth %d  %s in %d",
					 app->progress.depth, score > 0 ? "wins" : "loses",
					 GMK_SCORE_PLIES(score));
			else
				snprintf(buf + n, size - (size_t)n, "  depth %d  score %+d",
					 app->progress.depth, score);
		}
	} else {
		snprintf(buf, size, "%s to move%s", colour_name(side),
			 app->human[side] ? " (you)" : "");
	}
}

static void draw_status(struct app *app)
{
	const struct app_layout *l = &app->layout;
	TTF_Font *font = app->cache->status_font;
	char line[256], info[256];
	float pad = STATUS_PAD * l->dpi_scale;
	SDL_FRect bar = { 0, (float)(l->out_h - l->status_h), (float)l->out_w, (float)l->status_h };
	double skip = font ? TTF_FontLineSkip(font) : 0;
	double y1 = bar.y + pad + skip / 2, y2 = y1 + skip;
	int w;

	set_colour(app->renderer, status_bg);
	SDL_RenderFillRectF(app->renderer, &bar);
	status_line(app, line, sizeof(line));
	w = draw_text(app, font, line, pad, y1, status_text, 1);
	draw_text(app, font, app->message, pad * 4 + w, y1, status_dim, 1);
	if (app->opening) {
		gui_opening_info(app, info, sizeof(info));
		draw_text(app, font, info, pad, y2, status_dim, 1);
		return;
	}
	snprintf(info, sizeof(info), "%dx%d %s, level %d · you: %s · %s",
		 app->options.width, app->options.height, gmk_rule_name(app->options.rule),
		 app->level, app->human[GMK_BLACK] && app->human[GMK_WHITE] ? "both" :
		 app->human[GMK_BLACK] ? "black" : app->human[GMK_WHITE] ? "white" : "none",
		 KEYS_LONG);
	/* A narrow window gets the terse key list. */
	if (font && TTF_SizeUTF8(font, info, &w, NULL) == 0 && w > l->out_w - 2 * pad) {
		char *keys = strstr(info, KEYS_LONG);

		if (keys)
			snprintf(keys, sizeof(info) - (size_t)(keys - info), "%s", KEYS_SHORT);
	}
	draw_text(app, font, info, pad, y2, status_dim, 1);
}

/* The opening's offers: those marked so far, or those to pick from. */
static void draw_offers(struct app *app)
{
	gmk_point marks[GMK_OPENRULE_MAX_OFFERS];
	int count = gui_opening_marks(app, marks, GMK_OPENRULE_MAX_OFFERS);
	double x, y;

	for (int i = 0; i < count; i++) {
		centre_of(app, marks[i], &x, &y);
		draw_sprite(app, SPRITE_RING, x, y, 2 * HINT_RADIUS * app->layout.geometry.spacing,
			    offer_colour);
	}
}

static void draw_frame(struct app *app)
{
	SDL_Renderer *r = app->renderer;

	SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
	set_colour(r, background);
	SDL_RenderClear(r);
	draw_wood(app);
	draw_grid(app);
	draw_labels(app);
	draw_forbidden(app);
	draw_stones(app);
	draw_result_line(app);
	overlay_draw(app);
	draw_hover_and_hint(app);
	draw_offers(app);
	draw_status(app);
}

void render_frame(struct app *app)
{
	draw_frame(app);
	SDL_RenderPresent(app->renderer);
}

int render_screenshot(struct app *app, const char *path)
{
	const struct app_layout *l = &app->layout;
	size_t pitch = (size_t)l->out_w * 3;
	uint8_t *rgb = malloc(pitch * (size_t)l->out_h);
	int status = -1;

	if (!rgb)
		return -1;
	/* The back buffer is only defined before it is presented: draw, read, then show. */
	draw_frame(app);
	if (SDL_RenderReadPixels(app->renderer, NULL, SDL_PIXELFORMAT_RGB24, rgb, (int)pitch) == 0)
		status = write_png_rgb(path, rgb, l->out_w, l->out_h, pitch);
	SDL_RenderPresent(app->renderer);
	free(rgb);
	return status;
}
