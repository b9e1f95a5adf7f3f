/* SPDX-License-Identifier: MIT */
/*
 * Rule queries on a board: fouls, forbidden points, line patterns and point
 * summaries. They are pure functions of the stones, so they answer the same
 * whoever is to move and after the game has ended.
 */
#include "board/board_internal.h"
#include "board/struct_versions.h"
#include "core/error.h"
#include "core/names.h"
#include "gomoku/status.h"
#include "rules/rules.h"

/* Validates a query on an empty point; GMK_OK or the status to return. */
static int check_empty_point(const gmk_board *board, int x, int y)
{
	int status = board_check_point(board, x, y);
	if (status != GMK_OK)
		return status;
	gmk_color there = backend_get(board->store, x, y);
	if (there == GMK_EMPTY)
		return GMK_OK;
	return error_occupied(x, y, board->opts.width, board->opts.height, there, 1);
}

/* The arguments of a query for a colour: GMK_OK or GMK_EINVAL with the message set. */
static int check_query(const gmk_board *board, const void *out, gmk_color color)
{
	if (!board || !out)
		return error_null(!board ? "board" : "out");
	if (color != GMK_BLACK && color != GMK_WHITE)
		return error_set(GMK_EINVAL, "color %d is neither black nor white", (int)color);
	return GMK_OK;
}

gmk_foul board_foul_at(const gmk_board *b, int x, int y)
{
	if (b->opts.rule != GMK_RULE_RENJU)
		return GMK_FOUL_NONE;
	return rules_renju_foul(b->store, x, y);
}

int gmk_board_foul(const gmk_board *board, int x, int y)
{
	int status = check_empty_point(board, x, y);
	if (status != GMK_OK)
		return status;
	return (int)board_foul_at(board, x, y);
}

static int is_forbidden(const gmk_board *b, int x, int y)
{
	return backend_get(b->store, x, y) == GMK_EMPTY &&
	       rules_renju_foul(b->store, x, y) != GMK_FOUL_NONE;
}

int gmk_board_forbidden_points(const gmk_board *board, gmk_point *out, size_t capacity)
{
	if (!board || (capacity && !out))
		return error_null(!board ? "board" : "out");
	if (board->opts.rule != GMK_RULE_RENJU)
		return 0;
	return board_collect_points(board, is_forbidden, out, capacity);
}

int gmk_board_patterns(const gmk_board *board, int x, int y, gmk_color color,
		       gmk_pattern out[GMK_DIRECTIONS])
{
	int status = check_query(board, out, color);
	if (status == GMK_OK)
		status = check_empty_point(board, x, y);
	if (status != GMK_OK)
		return status;
	rules_point_patterns(board->store, board->opts.rule, board->opts.win_length, x, y, color, out);
	return GMK_OK;
}

int gmk_board_point_info(const gmk_board *board, int x, int y, gmk_color color,
			 gmk_point_info *out)
{
	int status = check_query(board, out, color);
	if (status != GMK_OK)
		return status;
	status = versioned_check(&point_info_type, out->version);
	if (status == GMK_OK)
		status = check_empty_point(board, x, y);
	if (status != GMK_OK)
		return status;
	rules_point p;
	rules_point_summary(board->store, board->opts.rule, board->opts.win_length, x, y, color, &p);
	gmk_point_info info = GMK_POINT_INFO_INIT;
	info.makes_five = p.makes_five;
	info.fours = p.fours;
	info.open_threes = p.open_threes;
	info.foul = p.foul;
	for (int dir = 0; dir < GMK_DIRECTIONS; dir++)
		info.patterns[dir] = p.patterns[dir];
	return versioned_write(&point_info_type, out, &info);
}

/* The public names are core's tables, with "unknown" where they have no entry. */
static const char *or_unknown(const char *name)
{
	return name ? name : "unknown";
}

const char *gmk_foul_name(int foul)
{
	return or_unknown(name_of_foul(foul));
}

const char *gmk_pattern_name(int pattern)
{
	return or_unknown(name_of_pattern(pattern));
}

const char *gmk_rule_name(int rule)
{
	return or_unknown(name_of_rule(rule));
}
