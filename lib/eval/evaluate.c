/* SPDX-License-Identifier: MIT */
/* Static evaluation and move scores: the position's sums, and the public eval.h API. */
#include <limits.h>
#include <stdlib.h>

#include "board/board_internal.h"
#include "core/error.h"
#include "eval/position.h"
#include "eval/weights.h"
#include "gomoku/eval.h"
#include "gomoku/status.h"

/*
 * The mover's potential as the one about to use it, against the waiting
 * side's (weights.h). Summed from the class counts here rather than kept as
 * running sums: a leaf reads 30 counts once, while running sums cost every
 * class change of every move (measured: faster this way). The same pass
 * gathers both sides' threat kinds, whose mask adds its own value
 * (threat.h). The balance between the two sums is the fit's: scaling the
 * opponent's by hand lost heavily both ways (session 17: x9/8 -57 Elo,
 * x7/8 -100; tests/strength/RESULTS.md).
 */
int position_evaluate(const position *pos)
{
	int own = side_of(pos->to_move);
	const int *mine = pos->count[own], *theirs = pos->count[!own];
	const int *gain = pos->values[own]->to_move, *loss = pos->values[!own]->waiting;
	int sum = 0;
	for (int c = 0; c < CLS_COUNT; c++)
		sum += mine[c] * gain[c] - theirs[c] * loss[c];
	return sum + pos->threats[own]->value[threat_mask(mine, theirs)];
}

static int finished_score(const gmk_board *board)
{
	if (board->result.state != GMK_STATE_WIN)
		return 0;
	return board->result.winner == board->to_move ? GMK_SCORE_WIN : -GMK_SCORE_WIN;
}

int gmk_board_evaluate(const gmk_board *board, int *score)
{
	if (!board || !score)
		return error_null(!board ? "board" : "score");
	if (board->result.state != GMK_STATE_ONGOING) {
		*score = finished_score(board);
		return GMK_OK;
	}
	position pos;
	int status = position_init(&pos, board);
	if (status != GMK_OK)
		return error_set(status, "out of memory for the evaluation");
	*score = position_evaluate(&pos);
	position_free(&pos);
	return GMK_OK;
}

int gmk_board_move_scores(const gmk_board *board, int *scores, size_t size)
{
	if (!board || !scores)
		return error_null(!board ? "board" : "scores");
	size_t width = (size_t)board->opts.width, cells = width * (size_t)board->opts.height;
	if (size < cells)
		return error_buffer("scores", size, cells);
	unsigned char *legal = malloc(cells);
	if (!legal)
		return error_nomem("the move scores");
	position pos;
	int status = gmk_board_legal_mask(board, legal, cells);
	if (status >= 0)
		status = position_init(&pos, board);
	if (status < 0) {
		free(legal);
		return error_set(status, "out of memory for the move scores");
	}
	int own = side_of(pos.to_move);
	for (int y = 0; y < pos.height; y++)
		for (int x = 0; x < pos.width; x++) {
			size_t i = (size_t)y * width + (size_t)x;
			const eval_cell *c = &pos.cells[position_cell(&pos, x, y)];
			scores[i] = legal[i] ? attack_score[c->cls[own]] + defence_score[c->cls[!own]] :
					       GMK_SCORE_NONE;
		}
	position_free(&pos);
	free(legal);
	return GMK_OK;
}
