/* SPDX-License-Identifier: MIT */
/*
 * Sizes of each version of the board's and the rules' public structs. To
 * append a field: add it at the end of the struct, bump its *_VERSION and
 * add one line here ending at the new field (CONTRIBUTING.md).
 */
#include "board/struct_versions.h"
#include "gomoku/board.h"
#include "gomoku/rules.h"

static const size_t board_options_sizes[] = {
	VERSIONED_END(gmk_board_options, foul_policy),    /* 1: 1.0.0 */
};
VERSIONED_ASSERT(board_options_sizes, GMK_BOARD_OPTIONS_VERSION);
const versioned_type board_options_type = { "board options", GMK_BOARD_OPTIONS_VERSION,
					    board_options_sizes };

static const size_t result_sizes[] = {
	VERSIONED_END(gmk_result, line_end),              /* 1: 1.0.0 */
};
VERSIONED_ASSERT(result_sizes, GMK_RESULT_VERSION);
const versioned_type result_type = { "result", GMK_RESULT_VERSION, result_sizes };

static const size_t point_info_sizes[] = {
	VERSIONED_END(gmk_point_info, patterns),          /* 1: 1.0.0 */
};
VERSIONED_ASSERT(point_info_sizes, GMK_POINT_INFO_VERSION);
const versioned_type point_info_type = { "point info", GMK_POINT_INFO_VERSION, point_info_sizes };
