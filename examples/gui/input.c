/* SPDX-License-Identifier: MIT */
/* Mouse and keyboard: SDL events (real or injected by a script) to actions. */
#include "app.h"
#include "opening_mode.h"
#include "overlay.h"

/* Mouse events arrive in window units; the renderer draws in output pixels. */
static void window_to_output(const struct app *app, int wx, int wy, double *px, double *py)
{
	const struct app_layout *l = &app->layout;

	*px = l->win_w > 0 ? (wx + 0.5) * l->out_w / (double)l->win_w : wx;
	*py = l->win_h > 0 ? (wy + 0.5) * l->out_h / (double)l->win_h : wy;
}

int app_pixel_to_point(const struct app *app, int wx, int wy, gmk_point *out)
{
	double px, py;

	window_to_output(app, wx, wy, &px, &py);
	return gmk_geometry_from_pixel(&app->layout.geometry, px, py, out) == GMK_OK ? 0 : -1;
}

int app_point_to_window(const struct app *app, gmk_point point, int *wx, int *wy)
{
	const struct app_layout *l = &app->layout;
	double px, py;

	if (gmk_geometry_to_pixel(&l->geometry, point, &px, &py) != GMK_OK)
		return -1;
	*wx = l->out_w > 0 ? (int)(px * l->win_w / l->out_w) : (int)px;
	*wy = l->out_h > 0 ? (int)(py * l->win_h / l->out_h) : (int)py;
	return 0;
}

static void on_click(struct app *app, int wx, int wy)
{
	gmk_point point;

	if (app_pixel_to_point(app, wx, wy, &point) != 0) {
		app_set_message(app, "not on an intersection");
		return;
	}
	if (gui_puzzle_active(app))
		gui_puzzle_click(app, point);
	else
		app_click_point(app, point);
}

static void on_key(struct app *app, SDL_Keycode key)
{
	if (app->opening && gui_opening_key(app, key))
		return;
	switch (key) {
	case SDLK_u:
	case SDLK_BACKSPACE:
		app_undo(app);
		break;
	case SDLK_r:
	case SDLK_y:
		app_redo(app);
		break;
	case SDLK_n:
		app_new_game(app);
		break;
	case SDLK_h:
		app_hint(app);
		break;
	case SDLK_s:
		app_save(app, app->save_path);
		break;
	case SDLK_l:
		app_load(app, app->save_path);
		break;
	case SDLK_PLUS:
	case SDLK_EQUALS:
	case SDLK_KP_PLUS:
	case SDLK_UP:
		app_change_level(app, 1);
		break;
	case SDLK_MINUS:
	case SDLK_KP_MINUS:
	case SDLK_DOWN:
		app_change_level(app, 0);
		break;
	case SDLK_c:
		app_swap_colours(app);
		break;
	case SDLK_t:
		app->show_threats = !app->show_threats;
		break;
	case SDLK_p:
		gui_puzzle_next(app);
		break;
	case SDLK_q:
	case SDLK_ESCAPE:
		app->quit = 1;
		break;
	default:
		break;
	}
}

void app_handle_event(struct app *app, const SDL_Event *event)
{
	if (event->type == ai_worker_event_type(app->ai)) {
		app_on_ai_event(app, event);
		return;
	}
	switch (event->type) {
	case SDL_QUIT:
		app->quit = 1;
		break;
	case SDL_WINDOWEVENT:
		/* A new size, or a screen of another pixel density: lay out again. */
		if (event->window.event == SDL_WINDOWEVENT_SIZE_CHANGED ||
		    event->window.event == SDL_WINDOWEVENT_DISPLAY_CHANGED)
			render_update_layout(app);
		else if (event->window.event == SDL_WINDOWEVENT_LEAVE)
			app->has_hover = 0;
		break;
	case SDL_MOUSEMOTION:
		app->has_hover = app_pixel_to_point(app, event->motion.x, event->motion.y,
						    &app->hover) == 0;
		break;
	case SDL_MOUSEBUTTONDOWN:
		if (event->button.button == SDL_BUTTON_LEFT)
			on_click(app, event->button.x, event->button.y);
		break;
	case SDL_KEYDOWN:
		on_key(app, event->key.keysym.sym);
		break;
	default:
		break;
	}
}
