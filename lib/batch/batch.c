/* SPDX-License-Identifier: MIT */
/* The batch handle: N boards of one configuration, created, reset and read. */
#include <stdlib.h>

#include "batch/batch_internal.h"
#include "gomoku/status.h"

int gmk_batch_options_init(gmk_batch_options *opts, unsigned int version)
{
	if (!opts)
		return GMK_EINVAL;
	if (version != GMK_BATCH_OPTIONS_VERSION)
		return GMK_EVERSION;
	gmk_batch_options defaults = GMK_BATCH_OPTIONS_INIT;
	*opts = defaults;
	return GMK_OK;
}

static int validate_options(const gmk_batch_options *o)
{
	if (o->version != GMK_BATCH_OPTIONS_VERSION)
		return GMK_EVERSION;
	if (o->count < 1 || o->count > GMK_BATCH_MAX_COUNT)
		return GMK_ERANGE;
	return GMK_OK;
}

void gmk_batch_free(gmk_batch *batch)
{
	if (!batch)
		return;
	if (batch->boards)
		for (int i = 0; i < batch->count; i++)
			gmk_board_free(batch->boards[i]);
	free(batch->boards);
	free(batch->scratch);
	free(batch);
}

/* The first board is made from the caller's options (which it validates);
 * the others are its clones, so they share the resolved options. */
static int fill_boards(gmk_batch *b, const gmk_board_options *board)
{
	int status = gmk_board_new(&b->boards[0], board);
	if (status != GMK_OK)
		return status;
	for (int i = 1; i < b->count; i++)
		if ((status = gmk_board_clone(&b->boards[i], b->boards[0])) != GMK_OK)
			return status;
	gmk_board_options resolved = GMK_BOARD_OPTIONS_INIT;
	gmk_board_get_options(b->boards[0], &resolved);
	b->width = resolved.width;
	b->height = resolved.height;
	b->rule = resolved.rule;
	b->foul_policy = resolved.foul_policy;
	return GMK_OK;
}

int gmk_batch_new(gmk_batch **out, const gmk_board_options *board, const gmk_batch_options *opts)
{
	if (!out)
		return GMK_EINVAL;
	gmk_batch_options defaults = GMK_BATCH_OPTIONS_INIT;
	const gmk_batch_options *o = opts ? opts : &defaults;
	int status = validate_options(o);
	if (status != GMK_OK)
		return status;
	gmk_batch *b = calloc(1, sizeof(*b));
	if (!b)
		return GMK_ENOMEM;
	b->count = o->count;
	b->auto_reset = o->auto_reset != 0;
	b->random = o->seed;
	b->boards = calloc((size_t)o->count, sizeof(*b->boards));
	status = b->boards ? fill_boards(b, board) : GMK_ENOMEM;
	if (status == GMK_OK && !(b->scratch = malloc(batch_points(b))))
		status = GMK_ENOMEM;
	if (status != GMK_OK) {
		gmk_batch_free(b);
		return status;
	}
	*out = b;
	return GMK_OK;
}

int gmk_batch_count(const gmk_batch *batch)
{
	return batch ? batch->count : GMK_EINVAL;
}

int gmk_batch_board(const gmk_batch *batch, int index, const gmk_board **out)
{
	if (!batch || !out)
		return GMK_EINVAL;
	if (index < 0 || index >= batch->count)
		return GMK_ERANGE;
	*out = batch->boards[index];
	return GMK_OK;
}

/*
 * Back to the empty board. gmk_board_reset is the fast way but allocates a
 * fresh store, so it can fail; undoing every move never allocates, so the
 * fallback makes a reset that cannot fail halfway (the undone moves then stay
 * redoable until the board's next move, which forgets them).
 */
void batch_rewind(gmk_board *board)
{
	if (gmk_board_reset(board) == GMK_OK)
		return;
	while (gmk_board_undo(board) == GMK_OK)
		;
}

int gmk_batch_reset(gmk_batch *batch, const unsigned char *which, size_t count)
{
	if (!batch)
		return GMK_EINVAL;
	if (which && count < (size_t)batch->count)
		return GMK_EBUFFER;
	for (int i = 0; i < batch->count; i++)
		if (!which || which[i])
			batch_rewind(batch->boards[i]);
	return GMK_OK;
}
