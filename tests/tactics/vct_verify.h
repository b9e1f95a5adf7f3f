/* SPDX-License-Identifier: MIT */
/*
 * An independent check of a claimed win by threats: the attacker's moves
 * come from the solver under test, but every defender reply the rules allow
 * is tried, and a reply is set aside only when this file's own line reading
 * (no library internals) shows it loses at once: the attacker then has a
 * five, or a legal move that leaves him two five points while the defender
 * has none. Freestyle, standard and renju (fouls read with gmk_board_foul).
 */
#ifndef GMK_TESTS_VCT_VERIFY_H
#define GMK_TESTS_VCT_VERIFY_H

#include "gomoku.h"

/*
 * 1 when the side to move on board wins within moves attacker moves against
 * every defence, the solver (engine) supplying each attacker move; 0 when
 * a defence holds or the solver has no move. The board is restored.
 */
int vct_verify(gmk_engine *engine, gmk_board *board, int moves);

/*
 * The same from the defender's side: 1 when the side to move on board loses
 * to every reply the rules allow, the attacker having moves moves left.
 */
int vct_verify_defence(gmk_engine *engine, gmk_board *board, int moves);

/* Replies tried at defender nodes over the last vct_verify call (for reports). */
extern long vct_verify_replies;

#endif
