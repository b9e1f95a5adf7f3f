/* SPDX-License-Identifier: MIT */
/* The batch handle: N boards of one configuration, created, reset and read. */
#include <stdlib.h>

#include "batch/batch_internal.h"
#include "batch/struct_versions.h"
#include "core/error.h"
#include "gomoku/status.h"

int gmk_batch_options_init(gmk_batch_options *opts, unsigned int version)
{
	if (!opts)
		return error_null("opts");
	gmk_batch_options defaults = GMK_BATCH_OPTIONS_INIT;
	return versioned_init(&batch_options_type, opts, version, &defaults);
}

/* The caller's options (of any known version) over the defaults, checked. */
static int read_options(gmk_batch_options *o, const gmk_batch_options *opts)
{
	int status = opts ? versioned_read(&batch_options_type, o, opts) : GMK_OK;
	if (status != GMK_OK)
		return status;
	if (o->count < 1 || o->count > GMK_BATCH_MAX_COUNT)
		return error_set(GMK_ERANGE, "count %d is outside 1..%d", o->count,
				 GMK_BATCH_MAX_COUNT);
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
		return error_null("out");
	gmk_batch_options o = GMK_BATCH_OPTIONS_INIT;
	int status = read_options(&o, opts);
	if (status != GMK_OK)
		return status;
	gmk_batch *b = calloc(1, sizeof(*b));
	if (!b)
		return error_nomem("a batch");
	b->count = o.count;
	b->auto_reset = o.auto_reset != 0;
	b->random = o.seed;
	b->boards = calloc((size_t)o.count, sizeof(*b->boards));
	status = b->boards ? fill_boards(b, board) : error_nomem("the batch's boards");
	if (status == GMK_OK && !(b->scratch = malloc(batch_points(b))))
		status = error_nomem("the batch's scratch mask");
	if (status != GMK_OK) {
		gmk_batch_free(b);
		return status;
	}
	*out = b;
	return GMK_OK;
}

int gmk_batch_count(const gmk_batch *batch)
{
	return batch ? batch->count : error_null("batch");
}

int gmk_batch_board(const gmk_batch *batch, int index, const gmk_board **out)
{
	if (!batch || !out)
		return error_null(!batch ? "batch" : "out");
	if (index < 0 || index >= batch->count)
		return error_set(GMK_ERANGE, "board index %d is outside 0..%d", index,
				 batch->count - 1);
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
		return error_null("batch");
	if (which && count < (size_t)batch->count)
		return error_buffer("which", count, (size_t)batch->count);
	for (int i = 0; i < batch->count; i++)
		if (!which || which[i])
			batch_rewind(batch->boards[i]);
	return GMK_OK;
}
