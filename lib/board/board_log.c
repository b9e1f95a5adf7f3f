/* SPDX-License-Identifier: MIT */
/* gmk_board_set_log: the board's event callback (the events are lib/log's). */
#include "board/board_internal.h"
#include "gomoku/log.h"
#include "gomoku/status.h"

int gmk_board_set_log(gmk_board *board, gmk_log_fn fn, void *user_data)
{
	if (!board)
		return GMK_EINVAL;
	board->log.fn = fn;
	board->log.user_data = fn ? user_data : NULL;
	return GMK_OK;
}
