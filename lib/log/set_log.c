/* SPDX-License-Identifier: MIT */
/*
 * gmk_board_set_log and gmk_engine_set_log. The events themselves are
 * formatted by the layer that emits them (lib/board, lib/search); this top
 * layer only installs the callback.
 */
#include "board/board_internal.h"
#include "core/error.h"
#include "gomoku/log.h"
#include "gomoku/status.h"
#include "search/engine_internal.h"

int gmk_board_set_log(gmk_board *board, gmk_log_fn fn, void *user_data)
{
	if (!board)
		return error_null("board");
	log_sink_set(&board->log, fn, user_data);
	return GMK_OK;
}

int gmk_engine_set_log(gmk_engine *engine, gmk_log_fn fn, void *user_data)
{
	if (!engine)
		return error_null("engine");
	log_sink_set(&engine->log, fn, user_data);
	return GMK_OK;
}
