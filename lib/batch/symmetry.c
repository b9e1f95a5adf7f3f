/* SPDX-License-Identifier: MIT */
/*
 * The eight symmetries of the board (the dihedral group of the square), for
 * points, byte grids and whole boards. Rules are symmetric (renju fouls
 * included), so a mapped position is judged like the original. The point map
 * itself is core's (core/symmetry.h), shared with the opening rules.
 */
#include <stdlib.h>

#include "core/error.h"
#include "core/symmetry.h"
#include "gomoku/batch.h"
#include "gomoku/status.h"

/* The public numbering is core's: a cast between them is the identity. */
_Static_assert(GMK_SYMMETRIES == SYMMETRY_COUNT, "eight symmetries");
#define SAME(name) ((int)GMK_SYM_##name == (int)SYMMETRY_##name)
_Static_assert(SAME(IDENTITY) && SAME(ROTATE_90) && SAME(ROTATE_180) && SAME(ROTATE_270) &&
	       SAME(MIRROR_X) && SAME(MIRROR_Y) && SAME(TRANSPOSE) && SAME(ANTITRANSPOSE),
	       "gmk_symmetry numbers the symmetries as core/symmetry.h does");

static int check_symmetry(gmk_symmetry s, int width, int height)
{
	if ((int)s < 0 || (int)s >= GMK_SYMMETRIES)
		return error_set(GMK_EINVAL, "symmetry %d is not one of 0..%d", (int)s,
				 GMK_SYMMETRIES - 1);
	if (width < GMK_MIN_SIZE || height < GMK_MIN_SIZE || width > GMK_MAX_SIZE ||
	    height > GMK_MAX_SIZE)
		return error_set(GMK_ERANGE, "size %dx%d is outside %d..%d", width, height,
				 GMK_MIN_SIZE, GMK_MAX_SIZE);
	if (!symmetry_fits((int)s, width, height))
		return error_set(GMK_EUNSUPPORTED, "symmetry %d needs a square board, not %dx%d",
				 (int)s, width, height);
	return GMK_OK;
}

/* The image of (x, y), for a symmetry check_symmetry accepted. */
static gmk_point map_point(gmk_symmetry s, int w, int h, int x, int y)
{
	return symmetry_map((int)s, w, h, (gmk_point){ x, y });
}

int gmk_symmetry_point(gmk_symmetry symmetry, int width, int height, gmk_point p, gmk_point *out)
{
	int status = check_symmetry(symmetry, width, height);
	if (status != GMK_OK)
		return status;
	if (!out)
		return error_null("out");
	if (p.x < 0 || p.y < 0 || p.x >= width || p.y >= height)
		return error_at(GMK_EOFFBOARD, p.x, p.y, width, height, "is off the %dx%d board",
				width, height);
	*out = map_point(symmetry, width, height, p.x, p.y);
	return GMK_OK;
}

int gmk_symmetry_inverse(gmk_symmetry symmetry)
{
	if ((int)symmetry < 0 || (int)symmetry >= GMK_SYMMETRIES)
		return error_set(GMK_EINVAL, "symmetry %d is not one of 0..%d", (int)symmetry,
				 GMK_SYMMETRIES - 1);
	if (symmetry == GMK_SYM_ROTATE_90)
		return GMK_SYM_ROTATE_270;
	if (symmetry == GMK_SYM_ROTATE_270)
		return GMK_SYM_ROTATE_90;
	return symmetry;
}

int gmk_symmetry_grid(gmk_symmetry symmetry, int width, int height, int planes,
		      const unsigned char *in, unsigned char *out, size_t size)
{
	int status = check_symmetry(symmetry, width, height);
	if (status != GMK_OK)
		return status;
	if (!in || !out)
		return error_null(!in ? "in" : "out");
	if (planes < 1)
		return error_set(GMK_ERANGE, "planes %d is below 1", planes);
	size_t points = (size_t)width * (size_t)height;
	if (size / points < (size_t)planes)
		return error_buffer("grids", size, points * (size_t)planes);
	size_t span = points * (size_t)planes;
	if ((in < out + span && out < in + span)) /* they would read mapped bytes */
		return error_set(GMK_EINVAL, "in and out overlap");
	for (int p = 0; p < planes; p++) {
		const unsigned char *src = in + (size_t)p * points;
		unsigned char *dst = out + (size_t)p * points;
		for (int y = 0; y < height; y++)
			for (int x = 0; x < width; x++) {
				gmk_point to = map_point(symmetry, width, height, x, y);
				dst[(size_t)to.y * (size_t)width + (size_t)to.x] =
					src[(size_t)y * (size_t)width + (size_t)x];
			}
	}
	return GMK_OK;
}

/* The setup stones, mapped, into a fresh board (nothing to free on success). */
static int map_setup(gmk_board *to, const gmk_board *from, gmk_symmetry s, int w, int h)
{
	int count = gmk_board_setup_count(from);
	if (count == 0 && gmk_board_setup_to_move(from) == GMK_BLACK)
		return GMK_OK;
	gmk_stone *stones = count ? malloc((size_t)count * sizeof(*stones)) : NULL;
	if (count && !stones)
		return error_nomem("the mapped set-up");
	for (int i = 0; i < count; i++) {
		gmk_board_setup_at(from, i, &stones[i]);
		gmk_point p = map_point(s, w, h, stones[i].x, stones[i].y);
		stones[i].x = p.x;
		stones[i].y = p.y;
	}
	int status = gmk_board_setup(to, stones, (size_t)count,
				     (gmk_color)gmk_board_setup_to_move(from));
	free(stones);
	return status;
}

int gmk_board_transform(gmk_board **out, const gmk_board *board, gmk_symmetry symmetry)
{
	if (!out || !board)
		return error_null(!out ? "out" : "board");
	gmk_board_options opts = GMK_BOARD_OPTIONS_INIT;
	int status = gmk_board_get_options(board, &opts);
	if (status != GMK_OK)
		return status;
	int w = opts.width, h = opts.height;
	if ((status = check_symmetry(symmetry, w, h)) != GMK_OK)
		return status;
	gmk_board *mapped;
	if ((status = gmk_board_new(&mapped, &opts)) != GMK_OK)
		return status;
	status = map_setup(mapped, board, symmetry, w, h);
	int moves = gmk_board_move_count(board);
	for (int i = 0; i < moves && status == GMK_OK; i++) {
		gmk_point m;
		gmk_board_move_at(board, i, &m);
		gmk_point p = map_point(symmetry, w, h, m.x, m.y);
		status = gmk_board_play(mapped, p.x, p.y);
	}
	if (status != GMK_OK) {
		gmk_board_free(mapped);
		return status;
	}
	*out = mapped;
	return GMK_OK;
}
