/* SPDX-License-Identifier: MIT */
/**
 * @file gomoku/eval.h
 * @brief Static evaluation and per-point move scores, for analysis UIs and
 * teaching, and the score scale the engine shares.
 */
#ifndef GOMOKU_EVAL_H
#define GOMOKU_EVAL_H

#include <stddef.h>

#include "gomoku/export.h"
#include "gomoku/types.h"

GMK_BEGIN_DECLS

/**
 * @brief The score of a won position; a forced win in n plies scores
 * GMK_SCORE_WIN - n, a forced loss -(GMK_SCORE_WIN - n).
 *
 * Scores are in evaluation units from the side to move's view.
 */
#define GMK_SCORE_WIN 1000000
/** @brief The longest line (in plies) a score can encode as a forced win or loss. */
#define GMK_MAX_PLY 256
/**
 * @brief Whether a score is a forced win for the side to move.
 * @param s A score.
 */
#define GMK_SCORE_IS_WIN(s) ((s) >= GMK_SCORE_WIN - GMK_MAX_PLY)
/**
 * @brief Whether a score is a forced loss for the side to move.
 * @param s A score.
 */
#define GMK_SCORE_IS_LOSS(s) ((s) <= -(GMK_SCORE_WIN - GMK_MAX_PLY))
/**
 * @brief Plies to the end of a forced win or loss (meaningful only when
 * #GMK_SCORE_IS_WIN or #GMK_SCORE_IS_LOSS holds).
 * @param s A score.
 */
#define GMK_SCORE_PLIES(s) ((s) > 0 ? GMK_SCORE_WIN - (s) : GMK_SCORE_WIN + (s))

/** @brief Marks points that cannot be played in a move-score map (gmk_board_move_scores()). */
#define GMK_SCORE_NONE (-2147483647 - 1)

/**
 * @brief The static evaluation of the position, from the side to move's view
 * (> 0 is good for the side to move).
 *
 * No search: a quick judgement of the stones. A won game scores
 * -#GMK_SCORE_WIN when the side to move has lost (the usual case after a
 * winning move) and #GMK_SCORE_WIN when it is the winner (a set-up position
 * or a foul under #GMK_FOUL_LOSE); a draw scores 0.
 *
 * @param board The board.
 * @param[out] score Receives the evaluation, only on success.
 * @return #GMK_OK; #GMK_EINVAL for a NULL argument; #GMK_ENOMEM.
 */
GMK_API int gmk_board_evaluate(const gmk_board *board, int *score);

/**
 * @brief How good a move each point is for the side to move, by a static
 * judgement of what it makes and what it blocks (higher is better).
 * @param board The board.
 * @param[out] scores At least width * height values: scores[y * width + x],
 *                    #GMK_SCORE_NONE where the move is not legal (everywhere
 *                    once the game is over).
 * @param size The number of values scores can hold.
 * @return #GMK_OK; #GMK_EINVAL for a NULL argument; #GMK_EBUFFER when size <
 *         width * height (nothing written); #GMK_ENOMEM.
 */
GMK_API int gmk_board_move_scores(const gmk_board *board, int *scores, size_t size);

GMK_END_DECLS

#endif
