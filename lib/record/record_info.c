/* SPDX-License-Identifier: MIT */
/* gmk_record_info: its versions, init and clear, and how loaders hand it over. */
#include <stdlib.h>

#include "core/versioned.h"
#include "gomoku/record.h"
#include "gomoku/status.h"
#include "record/record_internal.h"

/* Sizes of each gmk_record_info version (core/versioned.h; CONTRIBUTING.md). */
static const size_t record_info_sizes[] = {
	VERSIONED_END(gmk_record_info, times_count),      /* 1: 1.0.0 */
};
VERSIONED_ASSERT(record_info_sizes, GMK_RECORD_INFO_VERSION);
static const versioned_type record_info_type = { "record info", GMK_RECORD_INFO_VERSION,
						 record_info_sizes };

int gmk_record_info_init(gmk_record_info *info, unsigned int version)
{
	if (!info)
		return error_null("info");
	const gmk_record_info defaults = GMK_RECORD_INFO_INIT;
	return versioned_init(&record_info_type, info, version, &defaults);
}

static void free_fields(gmk_record_info *info)
{
	free(info->black);
	free(info->white);
	free(info->metadata_json);
	free(info->times_ms);
}

void gmk_record_info_clear(gmk_record_info *info)
{
	gmk_record_info own = GMK_RECORD_INFO_INIT;
	/* An unknown version: its size, and so its pointers, cannot be known. */
	if (!info || versioned_read(&record_info_type, &own, info) != GMK_OK)
		return;
	free_fields(&own);
	gmk_record_info_init(info, info->version);
}

int record_info_read(const gmk_record_info *info, gmk_record_info *own)
{
	const gmk_record_info defaults = GMK_RECORD_INFO_INIT;
	*own = defaults;
	return info ? versioned_read(&record_info_type, own, info) : GMK_OK;
}

int record_info_check(const gmk_record_info *info)
{
	return info ? versioned_check(&record_info_type, info->version) : GMK_OK;
}

void record_info_give(gmk_record_info *info, gmk_record_info *got)
{
	if (!info) {
		free_fields(got);
		return;
	}
	/*
	 * Every field of version 1 is the caller's now. A later field that
	 * owns memory must be freed here when info's version lacks it.
	 */
	versioned_write(&record_info_type, info, got);
}
