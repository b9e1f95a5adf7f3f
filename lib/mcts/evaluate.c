/* SPDX-License-Identifier: MIT */
/*
 * The default evaluator: the library's static knowledge as priors and value,
 * so the search works (and plays sensibly) before any network exists.
 */
#include <math.h>
#include <stdlib.h>

#include "gomoku/eval.h"
#include "gomoku/status.h"
#include "mcts/mcts_internal.h"

/* Move-score units per e-fold of prior weight: an urgent block (~2500) then
 * outweighs a quiet move (~0) by e^8. */
#define PRIOR_SCALE 300.0
/* Evaluation units where the value reaches tanh(1) = 0.76. */
#define VALUE_SCALE 1000.0

static void priors_of(const gmk_board *board, int *scores, float *priors, int points)
{
	gmk_board_move_scores(board, scores, (size_t)points);
	int best = GMK_SCORE_NONE;
	for (int p = 0; p < points; p++)
		if (scores[p] > best)
			best = scores[p];
	for (int p = 0; p < points; p++)
		priors[p] = scores[p] == GMK_SCORE_NONE ? 0.0f
			  : (float)exp(((double)scores[p] - best) / PRIOR_SCALE);
}

int static_evaluator(const gmk_mcts_leaves *leaves, void *user_data)
{
	(void)user_data;
	int points = leaves->width * leaves->height;
	int *scores = malloc((size_t)points * sizeof(*scores));
	if (!scores)
		return 1;
	for (int i = 0; i < leaves->count; i++) {
		const gmk_board *board = leaves->boards[i];
		priors_of(board, scores, leaves->priors + (size_t)i * (size_t)points, points);
		int score = 0;
		gmk_board_evaluate(board, &score);
		leaves->values[i] = (float)tanh(score / VALUE_SCALE);
	}
	free(scores);
	return 0;
}
