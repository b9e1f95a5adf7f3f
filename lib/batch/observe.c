/* SPDX-License-Identifier: MIT */
/* What the boards look like to a learner: legal masks and observation planes. */
#include "batch/batch_internal.h"
#include "batch/planes.h"
#include "core/error.h"
#include "gomoku/status.h"

#define KNOWN_PLANE_FLAGS (GMK_PLANE_LAST_MOVE | GMK_PLANE_FORBIDDEN)

int gmk_batch_plane_count(unsigned int flags)
{
	if (flags & ~KNOWN_PLANE_FLAGS)
		return error_set(GMK_EINVAL, "plane flags 0x%x: unknown bits 0x%x", flags,
				 flags & ~KNOWN_PLANE_FLAGS);
	return GMK_PLANE_BASE_COUNT + !!(flags & GMK_PLANE_LAST_MOVE) +
	       !!(flags & GMK_PLANE_FORBIDDEN);
}

int gmk_batch_masks(const gmk_batch *batch, unsigned char *masks, size_t size)
{
	if (!batch || !masks)
		return error_null(!batch ? "batch" : "masks");
	size_t points = batch_points(batch);
	if (size / points < (size_t)batch->count)
		return error_buffer("masks", size, points * (size_t)batch->count);
	for (int i = 0; i < batch->count; i++)
		gmk_board_legal_mask(batch->boards[i], masks + (size_t)i * points, points);
	return GMK_OK;
}

int gmk_batch_planes(const gmk_batch *batch, unsigned int flags, unsigned char *planes,
		     size_t size)
{
	if (!batch || !planes)
		return error_null(!batch ? "batch" : "planes");
	int count = gmk_batch_plane_count(flags);
	if (count < 0)
		return count;
	size_t per_board = (size_t)count * batch_points(batch);
	if (size / per_board < (size_t)batch->count)
		return error_buffer("planes", size, per_board * (size_t)batch->count);
	for (int i = 0; i < batch->count; i++)
		planes_of_board(batch->boards[i], flags, planes + (size_t)i * per_board);
	return GMK_OK;
}
