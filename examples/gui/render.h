/* SPDX-License-Identifier: MIT */
/* Textures the renderer rebuilds when the board's scale changes. */
#ifndef GUI_RENDER_H
#define GUI_RENDER_H

#include <SDL.h>
#include <SDL_ttf.h>

enum sprite {
	SPRITE_BLACK_STONE,
	SPRITE_WHITE_STONE,
	SPRITE_SHADOW,
	SPRITE_DOT,            /* star points, last-move marker: tinted with colour mod */
	SPRITE_RING,           /* the hint */
	SPRITE_COUNT
};

struct render_cache {
	SDL_Texture *sprites[SPRITE_COUNT];
	int sprite_size[SPRITE_COUNT];    /* square side in pixels */
	double built_for_spacing;         /* sprites match this spacing */
	char font_path[1024];             /* empty: no font found, no text */
	TTF_Font *label_font;             /* coordinates, sized to the spacing */
	int label_size;
	TTF_Font *status_font;            /* the status bar, sized to the DPI */
	int status_size;
	int warned_no_font;
};

/* sprites.c: anti-aliased, shaded stones and markers drawn pixel by pixel. */
int sprites_build(SDL_Renderer *renderer, struct render_cache *cache, double spacing);
void sprites_free(struct render_cache *cache);

#endif
