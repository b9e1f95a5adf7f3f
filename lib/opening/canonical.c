/* SPDX-License-Identifier: MIT */
/*
 * The 26 canonical renju openings, as data.
 *
 * Where the coordinates come from: the RIF's published diagrams of the 26
 * openings put black's first stone on h8, white's second on h9 (direct
 * openings, "D") or i9 (indirect, "I"), and black's third on the points of
 * the 5x5 centre square listed below, numbered in the order the diagrams
 * number them (1D Kansei .. 13D Yusei, 1I Chosei .. 13I Suisei). The same
 * third-stone sets (h10 i10 j10 i9 j9 i8 j8 h7 i7 j7 h6 i6 j6 for direct,
 * j10 j9 j8 j7 j6 i8 i7 i6 h7 h6 g7 g6 f6 for indirect) appear in the renju
 * opening lists of other open implementations (Abstract Play's renju, the
 * Chinese opening guides that number d1 Kansei, d3 Sosei, d4 Kagetsu, d5
 * Zangetsu, d7 Kinsei the same way). The unit test checks that the 26 are
 * pairwise inequivalent under the square's symmetries and that every third
 * stone in the 5x5 square forms exactly one of them.
 */
#include <stddef.h>

#include "core/error.h"
#include "gomoku/notation.h"
#include "gomoku/openrule.h"
#include "gomoku/status.h"
#include "opening/symmetry.h"

/* The diagrams are on the standard 15x15 board. */
#define CANONICAL_SIZE 15
#define OPENING_STONES 3

static const struct canonical {
	const char *name;
	const char *third;  /* black's third stone; the first is h8 */
	int indirect;       /* white's second stone: h9 (0) or i9 (1) */
} canonical[GMK_OPENRULE_CANONICAL_COUNT] = {
	{ "1D Kansei", "h10", 0 },   { "2D Keigetsu", "i10", 0 }, { "3D Sosei", "j10", 0 },
	{ "4D Kagetsu", "i9", 0 },   { "5D Zangetsu", "j9", 0 },  { "6D Ugetsu", "i8", 0 },
	{ "7D Kinsei", "j8", 0 },    { "8D Shogetsu", "h7", 0 },  { "9D Kyugetsu", "i7", 0 },
	{ "10D Shingetsu", "j7", 0 }, { "11D Zuisei", "h6", 0 },  { "12D Sangetsu", "i6", 0 },
	{ "13D Yusei", "j6", 0 },
	{ "1I Chosei", "j10", 1 },   { "2I Kyogetsu", "j9", 1 },  { "3I Kosei", "j8", 1 },
	{ "4I Suigetsu", "j7", 1 },  { "5I Ryusei", "j6", 1 },    { "6I Ungetsu", "i8", 1 },
	{ "7I Hogetsu", "i7", 1 },   { "8I Rangetsu", "i6", 1 },  { "9I Gingetsu", "h7", 1 },
	{ "10I Myojo", "h6", 1 },    { "11I Shagetsu", "g7", 1 }, { "12I Meigetsu", "g6", 1 },
	{ "13I Suisei", "f6", 1 },
};

static void stones_of(int index, gmk_stone stones[OPENING_STONES])
{
	static const char *const second[2] = { "h9", "i9" };
	const char *text[OPENING_STONES] = { "h8", second[canonical[index].indirect],
					     canonical[index].third };
	for (int i = 0; i < OPENING_STONES; i++) {
		gmk_point p = { 0, 0 };
		/* The table's own notation: cannot fail on 15x15 (the test reads all 26). */
		(void)gmk_point_from_rif(text[i], CANONICAL_SIZE, CANONICAL_SIZE, &p);
		stones[i] = (gmk_stone){ p.x, p.y, i % 2 ? GMK_WHITE : GMK_BLACK };
	}
}

GMK_API int gmk_openrule_canonical(int index, const char **name, gmk_stone stones[3])
{
	error_clear();
	if (!name)
		return error_null("name");
	if (!stones)
		return error_null("stones");
	if (index < 0 || index >= GMK_OPENRULE_CANONICAL_COUNT)
		return error_set(GMK_ERANGE, "canonical opening %d: the index runs from 0 to %d",
				 index, GMK_OPENRULE_CANONICAL_COUNT - 1);
	*name = canonical[index].name;
	stones_of(index, stones);
	return GMK_OK;
}

/* Whether symmetry t maps the canonical stones, centred on the board, onto moves. */
static int matches(int index, int t, const gmk_point moves[OPENING_STONES], int width,
		   int height)
{
	gmk_stone stones[OPENING_STONES];
	stones_of(index, stones);
	int centre = CANONICAL_SIZE / 2;
	for (int i = 0; i < OPENING_STONES; i++) {
		/* Centred: the board must have a centre point, so odd sizes only. */
		gmk_point p = { width / 2 + stones[i].x - centre, height / 2 + stones[i].y - centre };
		gmk_point image = symmetry_map(t, width, height, p);
		if (image.x != moves[i].x || image.y != moves[i].y)
			return 0;
	}
	return 1;
}

GMK_API int gmk_openrule_canonical_of(const gmk_board *board)
{
	error_clear();
	if (!board)
		return error_null("board");
	int width = gmk_board_width(board), height = gmk_board_height(board);
	if (gmk_board_move_count(board) < OPENING_STONES)
		return error_set(GMK_EINVAL, "the board has %d moves: an opening needs 3",
				 gmk_board_move_count(board));
	if (width % 2 == 0 || height % 2 == 0 || width < 5 || height < 5)
		return error_set(GMK_EINVAL, "a %dx%d board has no canonical openings: they need "
				 "a centre point and a 5x5 square around it", width, height);
	gmk_point moves[OPENING_STONES];
	for (int i = 0; i < OPENING_STONES; i++)
		gmk_board_move_at(board, i, &moves[i]);
	for (int index = 0; index < GMK_OPENRULE_CANONICAL_COUNT; index++)
		for (int t = 0; t < SYMMETRY_COUNT; t++)
			if (symmetry_fits(t, width, height) && matches(index, t, moves, width, height))
				return index;
	return error_set(GMK_EINVAL, "the first three moves form none of the 26 canonical "
			 "openings");
}
