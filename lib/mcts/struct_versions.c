/* SPDX-License-Identifier: MIT */
/*
 * Sizes of each version of the tree search's public structs. To append a
 * field: add it at the end of the struct, bump its *_VERSION and add one line
 * here ending at the new field (CONTRIBUTING.md).
 */
#include "gomoku/mcts.h"
#include "mcts/struct_versions.h"

static const size_t mcts_options_sizes[] = {
	VERSIONED_END(gmk_mcts_options, planes),          /* 1: 1.2.0 */
};
VERSIONED_ASSERT(mcts_options_sizes, GMK_MCTS_OPTIONS_VERSION);
const versioned_type mcts_options_type = { "mcts options", GMK_MCTS_OPTIONS_VERSION,
					   mcts_options_sizes };

static const size_t mcts_limits_sizes[] = {
	VERSIONED_END(gmk_mcts_limits, time_ms),          /* 1: 1.2.0 */
};
VERSIONED_ASSERT(mcts_limits_sizes, GMK_MCTS_LIMITS_VERSION);
const versioned_type mcts_limits_type = { "mcts limits", GMK_MCTS_LIMITS_VERSION,
					  mcts_limits_sizes };

static const size_t mcts_result_sizes[] = {
	VERSIONED_END(gmk_mcts_result, evaluations),      /* 1: 1.2.0 */
};
VERSIONED_ASSERT(mcts_result_sizes, GMK_MCTS_RESULT_VERSION);
const versioned_type mcts_result_type = { "mcts result", GMK_MCTS_RESULT_VERSION,
					  mcts_result_sizes };
