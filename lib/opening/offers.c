/* SPDX-License-Identifier: MIT */
/*
 * Fifth-move offers must differ in substance: two offers that one of the
 * position's own symmetries maps onto each other give the picker the same
 * game twice, so the rules (RIF, Yamaguchi, Soosorv) forbid them.
 */
#include "core/error.h"
#include "gomoku/openrule.h"
#include "gomoku/status.h"
#include "opening/symmetry.h"

GMK_API int gmk_openrule_offers_distinct(const gmk_board *board, const gmk_point *offers,
					 size_t count)
{
	error_clear();
	if (!board)
		return error_null("board");
	if (!offers && count > 0)
		return error_null("offers");
	int width = gmk_board_width(board), height = gmk_board_height(board);
	for (size_t i = 0; i < count; i++) {
		gmk_point p = offers[i];
		if (p.x < 0 || p.y < 0 || p.x >= width || p.y >= height)
			return error_off_board(p.x, p.y, width, height);
		if (gmk_board_at(board, p.x, p.y) != GMK_EMPTY)
			return error_occupied(p.x, p.y, width, height, gmk_board_at(board, p.x, p.y),
					      0);
	}
	for (int t = 0; t < SYMMETRY_COUNT; t++) {
		if (!symmetry_keeps_board(t, board))
			continue;
		for (size_t i = 0; i < count; i++)
			for (size_t j = i + 1; j < count; j++) {
				gmk_point image = symmetry_map(t, width, height, offers[i]);
				if (image.x == offers[j].x && image.y == offers[j].y)
					return error_at(GMK_EINVAL, offers[j].x, offers[j].y, width,
							height, "(offer %zu) repeats offer %zu: %s of "
							"the position maps one onto the other",
							j + 1, i + 1, symmetry_name(t));
			}
	}
	return GMK_OK;
}
