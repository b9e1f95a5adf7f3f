/* SPDX-License-Identifier: MIT */
/*
 * Stones are lit spheres: Lambert diffuse plus a Phong highlight from a light
 * at the upper left, with an anti-aliased rim (coverage from the distance to
 * the edge) and a soft shadow to the lower right. They are built once per
 * board scale, at the exact pixel size, so they stay crisp on any screen.
 */
#include <math.h>

#include "render.h"

#define STONE_RADIUS 0.47          /* of the spacing: neighbours almost touch */
#define SHADOW_BLUR 0.18           /* of the radius */
#define SHADOW_ALPHA 0.45
#define DOT_RADIUS 0.5             /* the dot sprite fills its square */
#define RING_INNER 0.72            /* of the ring sprite's radius */
#define SHININESS_BLACK 18.0
#define SHININESS_WHITE 30.0
#define LIGHT_X (-0.45)
#define LIGHT_Y (-0.55)
#define LIGHT_Z 0.70

struct shade {
	double ambient, diffuse, specular, shininess;
	double tint_r, tint_g, tint_b;    /* multiplies the grey level */
};

static const struct shade black_shade = { 14, 60, 170, SHININESS_BLACK, 1.0, 1.0, 1.04 };
static const struct shade white_shade = { 170, 85, 60, SHININESS_WHITE, 1.0, 1.0, 0.97 };

static Uint8 clamp_byte(double v)
{
	return v <= 0 ? 0 : v >= 255 ? 255 : (Uint8)(v + 0.5);
}

static double clamp01(double v)
{
	return v < 0 ? 0 : v > 1 ? 1 : v;
}

static SDL_Surface *new_surface(int size)
{
	return SDL_CreateRGBSurfaceWithFormat(0, size, size, 32, SDL_PIXELFORMAT_ARGB8888);
}

static Uint32 argb(double a, double r, double g, double b)
{
	return (Uint32)clamp_byte(a * 255) << 24 | (Uint32)clamp_byte(r) << 16 |
	       (Uint32)clamp_byte(g) << 8 | clamp_byte(b);
}

static void paint_stone(SDL_Surface *s, double radius, const struct shade *shade)
{
	double centre = s->w / 2.0;
	double len = sqrt(LIGHT_X * LIGHT_X + LIGHT_Y * LIGHT_Y + LIGHT_Z * LIGHT_Z);
	double lx = LIGHT_X / len, ly = LIGHT_Y / len, lz = LIGHT_Z / len;

	for (int py = 0; py < s->h; py++) {
		Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + py * s->pitch);

		for (int px = 0; px < s->w; px++) {
			double dx = (px + 0.5 - centre) / radius;
			double dy = (py + 0.5 - centre) / radius;
			double d2 = dx * dx + dy * dy;
			double coverage = clamp01(radius - sqrt(d2) * radius + 0.5);

			if (coverage <= 0) {
				row[px] = 0;
				continue;
			}
			double nz = sqrt(d2 < 1 ? 1 - d2 : 0);
			double diffuse = clamp01(dx * lx + dy * ly + nz * lz);
			/* reflection of the light about the normal, seen from the viewer (0,0,1) */
			double rz = 2 * diffuse * nz - lz;
			double specular = pow(clamp01(rz), shade->shininess);
			double grey = shade->ambient + shade->diffuse * diffuse +
				      shade->specular * specular;

			row[px] = argb(coverage, grey * shade->tint_r, grey * shade->tint_g,
				       grey * shade->tint_b);
		}
	}
}

static void paint_disc(SDL_Surface *s, double radius, double inner, double blur, double alpha)
{
	double centre = s->w / 2.0;

	for (int py = 0; py < s->h; py++) {
		Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + py * s->pitch);

		for (int px = 0; px < s->w; px++) {
			double d = hypot(px + 0.5 - centre, py + 0.5 - centre);
			double outer_cov = blur > 0 ? clamp01((radius - d) / blur + 0.5)
						    : clamp01(radius - d + 0.5);
			double inner_cov = inner > 0 ? clamp01(d - inner + 0.5) : 1;

			row[px] = argb(alpha * outer_cov * inner_cov, 255, 255, 255);
		}
	}
}

static SDL_Texture *to_texture(SDL_Renderer *renderer, SDL_Surface *s)
{
	SDL_Texture *texture = SDL_CreateTextureFromSurface(renderer, s);

	if (texture)
		SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
	SDL_FreeSurface(s);
	return texture;
}

void sprites_free(struct render_cache *cache)
{
	for (int i = 0; i < SPRITE_COUNT; i++) {
		if (cache->sprites[i])
			SDL_DestroyTexture(cache->sprites[i]);
		cache->sprites[i] = NULL;
	}
	cache->built_for_spacing = 0;
}

int sprites_build(SDL_Renderer *renderer, struct render_cache *cache, double spacing)
{
	double radius = spacing * STONE_RADIUS;
	int stone = (int)ceil(radius * 2) + 2;
	int shadow = (int)ceil(radius * 2 * (1 + SHADOW_BLUR)) + 2;
	int dot = (int)ceil(spacing * DOT_RADIUS * 2) + 2;
	SDL_Surface *s;

	sprites_free(cache);
	for (int i = 0; i < SPRITE_COUNT; i++) {
		int size = i == SPRITE_SHADOW ? shadow : i == SPRITE_DOT || i == SPRITE_RING ?
			   dot : stone;

		s = new_surface(size);
		if (!s)
			return -1;
		SDL_LockSurface(s);
		switch (i) {
		case SPRITE_BLACK_STONE:
			paint_stone(s, radius, &black_shade);
			break;
		case SPRITE_WHITE_STONE:
			paint_stone(s, radius, &white_shade);
			break;
		case SPRITE_SHADOW:
			paint_disc(s, radius, 0, radius * SHADOW_BLUR, SHADOW_ALPHA);
			break;
		case SPRITE_DOT:
			paint_disc(s, size / 2.0 - 1, 0, 0, 1);
			break;
		default:
			paint_disc(s, size / 2.0 - 1, (size / 2.0 - 1) * RING_INNER, 0, 1);
			break;
		}
		SDL_UnlockSurface(s);
		cache->sprites[i] = to_texture(renderer, s);
		cache->sprite_size[i] = size;
		if (!cache->sprites[i])
			return -1;
	}
	cache->built_for_spacing = spacing;
	return 0;
}
