/* SPDX-License-Identifier: MIT */
/*
 * Sizes of each version of gmk_batch_options. To append a field: add it at
 * the end of the struct, bump GMK_BATCH_OPTIONS_VERSION and add one line
 * here ending at the new field (CONTRIBUTING.md).
 */
#include "batch/struct_versions.h"
#include "gomoku/batch.h"

static const size_t batch_options_sizes[] = {
	VERSIONED_END(gmk_batch_options, seed),           /* 1: 1.2.0 */
};
VERSIONED_ASSERT(batch_options_sizes, GMK_BATCH_OPTIONS_VERSION);
const versioned_type batch_options_type = { "batch options", GMK_BATCH_OPTIONS_VERSION,
					    batch_options_sizes };
