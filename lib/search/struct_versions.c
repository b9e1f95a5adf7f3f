/* SPDX-License-Identifier: MIT */
/*
 * Sizes of each version of the engine's public structs. To append a field:
 * add it at the end of the struct, bump its *_VERSION and add one line here
 * ending at the new field (CONTRIBUTING.md).
 */
#include "gomoku/engine.h"
#include "search/struct_versions.h"

static const size_t engine_options_sizes[] = {
	VERSIONED_END(gmk_engine_options, seed),          /* 1: 1.0.0 */
	VERSIONED_END(gmk_engine_options, threads),       /* 2: 1.2.0, threads */
};
VERSIONED_ASSERT(engine_options_sizes, GMK_ENGINE_OPTIONS_VERSION);
const versioned_type engine_options_type = { "engine options", GMK_ENGINE_OPTIONS_VERSION,
					     engine_options_sizes };

static const size_t search_limits_sizes[] = {
	VERSIONED_END(gmk_search_limits, multipv),        /* 1: 1.0.0 */
};
VERSIONED_ASSERT(search_limits_sizes, GMK_SEARCH_LIMITS_VERSION);
const versioned_type search_limits_type = { "search limits", GMK_SEARCH_LIMITS_VERSION,
					    search_limits_sizes };

static const size_t search_result_sizes[] = {
	VERSIONED_END(gmk_search_result, lines),          /* 1: 1.0.0 */
};
VERSIONED_ASSERT(search_result_sizes, GMK_SEARCH_RESULT_VERSION);
const versioned_type search_result_type = { "search result", GMK_SEARCH_RESULT_VERSION,
					    search_result_sizes };

/*
 * The library fills this one itself (always the current version) and a
 * progress callback built against an older header reads its prefix; the
 * table documents the sizes all the same.
 */
static const size_t search_info_sizes[] = {
	VERSIONED_END(gmk_search_info, pv),               /* 1: 1.0.0 */
};
VERSIONED_ASSERT(search_info_sizes, GMK_SEARCH_INFO_VERSION);
const versioned_type search_info_type = { "search info", GMK_SEARCH_INFO_VERSION,
					  search_info_sizes };
