/* SPDX-License-Identifier: MIT */
/*
 * The search's tuning constants, in one place: tuning changes this data,
 * not the code that reads it (alphabeta.c). Each value that a match
 * changed names the SPRT that kept it (tests/strength/RESULTS.md).
 */
#ifndef GMK_SEARCH_SEARCH_PARAMS_H
#define GMK_SEARCH_SEARCH_PARAMS_H

#include "gomoku/types.h"

/*
 * Aspiration windows at the root (single line only): from depth
 * ASPIRATION_MIN_DEPTH, the window is the last depth's score +- ASPIRATION_DELTA,
 * widened ASPIRATION_GROWTH times on the side that failed, open past
 * ASPIRATION_MAX_DELTA. Session 3: +12.9 [-0.3, +26.1] freestyle, LLR 1.74,
 * stopped at the deadline before acceptance (but those 1508 games were 80
 * distinct games replayed, see RESULTS.md). Session 4, renju, 600 distinct
 * games: +18.0 [-1.7, +37.7], LLR 1.28, undecided. Session 14, freestyle:
 * ASPIRATION_DELTA 25 -4.7 over 818 games, stopped leaning down. Session
 * 15, renju: ASPIRATION_DELTA 100 -1.1 over 1264 games, level. Session
 * 46: ASPIRATION_GROWTH 2 (branch aspg2; nodes to gomoku-bench's depth 8
 * 174 052 freestyle, 213 767 renju), freestyle +1.4 over 722 games, renju
 * -3.8 over 648, both stopped level. Session 47: ASPIRATION_GROWTH 4
 * (branch aspg4; 182 096 / 233 118), freestyle -23.0 [-41.2, -4.9] over
 * 424 games, renju -28.7 [-48.8, -8.8] over 376, both H0 accepted: 3
 * stays. Session 48: ASPIRATION_MIN_DEPTH 6 (branch aspmd6; 174 401 /
 * 236 754), freestyle -12.9 [-27.9, +2.0] over 754 games, H0 accepted;
 * renju -6.2 [-20.8, +8.5] over 734, stopped leaning down: 4 stays.
 */
#define ASPIRATION_MIN_DEPTH 4
#define ASPIRATION_DELTA 50
#define ASPIRATION_GROWTH 3
#define ASPIRATION_MAX_DELTA 2000

/*
 * Move ordering: the hash move first, then the killers, then attack +
 * defence + history. Tried in session 4 and not kept (RESULTS.md): a
 * counter-move bonus (15000 and 60), a history malus for the quiet moves
 * searched before a cut-off. Session 11: history with gravity, bounded at
 * 2048 (128 ordering units; after a 1 s search the largest entry is worth
 * about 2000), freestyle at 250 000 nodes -16.0 over 196 games, not kept.
 * Session 15, freestyle: the opponent's history at half weight added to
 * the mover's (a cell that refutes his moves may be one he wants), +0.8
 * over 1800 games, level; killers and history from every cut-off move, not
 * only the quiet ones, -20.1 over 762 games, H0 accepted: neither kept
 * (both tried beside improving's LMR, see LMR below). Session 31, at
 * 200 000 nodes a move against bd22ebf: each node clears its
 * grandchildren's killers (alphabeta.c), as chess engines do, freestyle
 * +12.6 [+2.8, +22.4] over 2070 games, H1 accepted (nodes to
 * gomoku-bench's depth 8 -12%); renju -0.0 [-24.5, +24.5] over 348, a
 * short check, stopped level: kept in every rule. Session 33: the hash
 * move searched before the other moves are generated, so that their order
 * reads the history its subtree left (branch stagett; renju's nodes to
 * gomoku-bench's depth 8 -24%, freestyle's +2%), renju at 200 ms a move
 * -34.1 [-68.5, -0.4] over 184 games, stopped leaning down: not kept.
 * Session 35, at 200 000 nodes a move: a cell within 2 steps of the last
 * move (either way) ordered 12 higher (branch near; nodes to gomoku-bench's
 * depth 8: freestyle +20%, renju -17%), freestyle -7.4 [-25.0, +10.2]
 * over 518 games, stopped leaning down; renju +5.6 [-4.7, +16.0] over
 * 1792, stopped undecided; 24 higher (branch near24; renju's nodes -23%),
 * renju +8.6 [-1.6, +18.9] over 2012 (LLR 1.33), stopped undecided for
 * the session's time. Session 36, renju: that run resumed, +5.1 [-3.2,
 * +13.5] over 2906 games in all (LLR 0.08), stopped level; 24 higher for a
 * cell within 2 steps of either side's last move (branch neareither;
 * renju's nodes to depth 8 -23%), +5.4 [-4.7, +15.4] over 2010 (LLR
 * 0.14), stopped level. Not kept; the code gated to renju is on branch
 * nearrenju.
 * Session 41, at 200 000 nodes a move against 94f7de4: history for a
 * principal-variation node's best quiet move (an exact bound), as for a
 * cut-off (branch pvhist; nodes to gomoku-bench's depth 8 under 1% apart),
 * freestyle +4.5 [-9.8, +18.9] over 848 games, renju -4.6 [-20.8, +11.7]
 * over 532, both stopped level: not kept.
 * Session 43, freestyle at 200 000 nodes: the history at twice its weight
 * (HISTORY_SHIFT 3; branch hist3; nodes to gomoku-bench's depth 8 177 661
 * against 176 905), -6.7 [-18.8, +5.3] over 1134 games, H0 accepted.
 * Session 44, at 200 000 nodes against 7eda3b8: the history at half its
 * weight (HISTORY_SHIFT 5; branch hist5; nodes to depth 8, freestyle /
 * renju, 173 908 / 228 129 against 176 905 / 231 351), freestyle -9.2
 * [-22.7, +4.3] over 944 games, H0 accepted, renju -3.7 [-19.3, +11.9]
 * over 758, stopped level: with hist3's H0, 4 stands. The last search's
 * history carried into the next at a quarter of its values, as chess
 * engines keep theirs between moves (branch histcarry, engine.c; its
 * nodes to depth 8, 180 976 / 231 425, carry it across the bench's
 * positions too, since gmk_engine_clear did not drop it): freestyle +5.8
 * [-3.5, +15.2] over 1314 games (LLR 0.36), renju +3.5 [-6.7, +13.7] over
 * 1484 (LLR -0.55), both stopped undecided for the session's time.
 * Resumed from their logs in sessions 44 and 45: freestyle +1.4 [-6.9,
 * +9.6] over 1768 games (LLR -2.02), renju +4.4 [-4.7, +13.4] over 1910
 * (LLR -0.29), stopped with neither near a gain of 10: not kept (branch
 * histcarry1, which carries half, was not played).
 * The four-three and open-four points of either side ordered above the
 * killers (branch urgent) moved the nodes to depth 8 by at most 0.2%
 * (177 247 / 231 198), too little to be worth a match: not played.
 */
#define TT_MOVE_SCORE (1 << 30)
#define KILLER_FIRST_SCORE 20000
#define KILLER_SECOND_SCORE 19000
#define HISTORY_SHIFT 4
#define HISTORY_CAP (1 << 24)

/*
 * Late-move reductions, for quiet moves after the first LMR_MIN_INDEX, at
 * depth LMR_MIN_DEPTH or more: the logarithmic rule of modern alpha-beta
 * engines, reduction = LMR_SCALE_PERMILLE/1000 * ln(depth) * ln(move index),
 * rounded, at least one ply; one ply less at principal-variation nodes and
 * for the killer moves; the reduced search keeps at least one ply.
 * Session 3: +26.6 [+10.2, +43.2] freestyle, H1 accepted. Session 6, renju:
 * LMR_SCALE_PERMILLE 800 scored -5.3 [-20.2, +9.5] over 780 games, not kept.
 * Session 10: reducing the moves that make or stop an open three as well
 * (one ply less than a quiet move's) lost, -9.3 over 670 games, H0 accepted.
 * Session 11, freestyle: LMR_SCALE_PERMILLE 700 -4.8 over 724 games and
 * 450 -8.3 over 1050 (H0 accepted): 550 stays. Session 14: LMR_MIN_INDEX 2
 * won in freestyle alone (+11.0 [+2.3, +19.8] over 2558 games, H1) but
 * not beside the hash move kept at fail-low nodes (alphabeta.c), which
 * had won too: -11.1 [-25.6, +3.4] over 880 games on top of it (LLR
 * -2.89); renju -0.5 over 1500, level. 3 stays.
 * Session 15, improving as chess engines use it (one ply more off the
 * principal variation at a node whose static score for the side to move
 * has not risen since that side's last move, two plies up; code in commit
 * ebe733f): freestyle +25.6 [+9.3, +42.0] over 326 games and again, the
 * openings shuffled, +32.7 [+13.5, +52.0] over 256, both H1 accepted, but
 * both runs were first passes over the same set, so largely the same
 * deterministic games; at 60 000 nodes a move -3.8 [-14.2, +6.6] over 1102
 * games and at 40 000 -1.9 over 898, both H0 accepted; renju -5.2 over
 * 1062, H0 accepted. Not kept. On top of it, also at PV nodes: freestyle
 * -3.3 over 730, H0 accepted.
 * Session 20, freestyle at 200 000 nodes a move (a completed depth of 7
 * most often, against 8 at 1 s): LMR_SCALE_PERMILLE 750 -30.7 [-52.0,
 * -9.6] over 500 games, H0 accepted; 450 +0.9 over 808, level; improving
 * again (ebe733f) -5.0 over 622, level.
 * Session 25, freestyle at 200 000 nodes: one ply less for a quiet move
 * that makes two twos or a closed three and a two within 4 steps of the
 * side's last move, when that move made an open three or better (an attack
 * carried on; code on branch contattack), +3.6 [-5.7, +12.9] over 1930
 * games, stopped level (LLR had reached 2.23 at 1222 games): not kept.
 * Session 26, freestyle at 200 000 nodes: a reduced move whose score beat
 * the best so far by 40 re-searched a ply deeper (nodes to depth 8 +9%),
 * -2.4 [-20.4, +15.6] over 586 games, level: not kept.
 * Session 29, at 200 000 nodes, after the strongest open engine's
 * "distraction" rule (code on branches distract and distract4): where the
 * opponent can make a four, a quiet move more than 4 cells from his last
 * move reduced two plies more, one more that far from ours, freestyle -8.5
 * [-22.3, +5.2] over 530 games (LLR -2.64); against an open three (no LMR
 * there), a four of ours that does not block it searched shallower by the
 * same count, freestyle -17.6 [-35.4, +0.2] over 514 (LLR -2.65), renju
 * -13.4 [-34.2, +7.4] over 416: all stopped leaning down, not kept.
 * Session 29, renju: black's legal points that the class tables take for
 * fouls (a double three with a false three) ordered as a double three and
 * never reduced or pruned as quiet (branch falsefoul), -0.7 [-8.3, +6.9]
 * over 516 games, H0 accepted: 249 of 258 pairs split, it rarely changes
 * a game. Not kept.
 * Session 30, at 200 000 nodes: a ply less at nodes that are or were on
 * the principal variation (a PV flag in each hash entry, as chess engines
 * keep; branch ttpv), renju +1.6 [-16.2, +19.4] over 650 games, freestyle
 * -0.5 [-15.4, +14.5] over 746, level; renju's LMR_SCALE_PERMILLE 450
 * (branch renjulmr), -8.0 [-28.2, +12.3] over 568, stopped leaning down:
 * neither kept.
 * Session 35, freestyle at 200 000 nodes: a ply less for a quiet cell
 * within 2 steps of the opponent's last move (branch lmrnear; nodes to
 * gomoku-bench's depth 8 +1%), -2.2 [-22.2, +17.8] over 476 games,
 * stopped level: not kept. Session 36, renju, on top of the last move's
 * bonus of 24 in the order (see move ordering above), against main: that
 * ply less (branch nearlmr; renju's nodes to depth 8 -19%), -11.5 [-27.3,
 * +4.2] over 844 games (LLR -2.52), and instead a ply more for a quiet
 * cell farther from it (branch lmrfar; -26%), -4.2 [-19.0, +10.6] over
 * 830, both stopped leaning down: not kept.
 * Session 38, freestyle at 200 000 nodes: late moves that make or stop a
 * three (no four for either side, no double three of the mover's) reduced
 * too, a ply less than a quiet move (branch lmr3; nodes to gomoku-bench's
 * depth 8: freestyle -13%, renju -4%), -0.3 [-12.9, +12.3] over 1126
 * games, stopped level: not kept.
 * Session 41, at 200 000 nodes: one ply more at a node whose hash move
 * makes or stops a three (as chess engines reduce more after a capture
 * hash move; branch ttnoisy; nodes to depth 8: freestyle -13%, renju
 * -24%), freestyle -2.9 [-16.1, +10.4] over 974 games, renju -3.2 [-16.6,
 * +10.2] over 876, both stopped level: not kept. One ply more for a cell
 * that makes at most an open two for either side (branch lmrweak): kept
 * outside renju in session 42, see lmr_weak_cell_enabled below.
 * Session 42, renju at 200 000 nodes: the reduced child allowed to reach
 * the horizon (at most depth - 1 plies of reduction instead of depth - 2;
 * branch lmrdeep; nodes to depth 8: freestyle +7%, renju -2%), -19.3
 * [-36.7, -2.1] over 540 games, H0 accepted: not kept.
 * Session 43, renju at 200 000 nodes: a ply less for a cell where the
 * side to move makes a closed three and a two (branch lmrc32renju;
 * renju's nodes to depth 8 227 961), +0.4 [-14.7, +15.6] over 840 games,
 * stopped level; LMR_MIN_INDEX 4 under renju (branch lmri4renju; 233 889),
 * -4.3 [-20.8, +12.1] over 642, stopped level (time): neither kept.
 * Session 44, at 200 000 nodes against 7eda3b8: a move's lateness
 * counted among the quiet moves only, so that the threats searched
 * before it do not make it late (branch lmrquietidx; nodes to depth 8,
 * freestyle / renju, 201 433 / 171 439 against 176 905 / 231 351),
 * freestyle -9.2 [-22.7, +4.2] over 866 games, renju -29.0 [-49.7, -8.5]
 * over 456, both H0 accepted: not kept.
 * Session 45, at 200 000 nodes against a96ad99: two plies less at
 * principal-variation nodes, the root's too (branch pvlmr2; nodes to
 * depth 8 180 540 / 244 538), freestyle -11.3 [-25.7, +3.1] over 802
 * games, renju -35.1 [-57.7, -12.7] over 358, both H0 accepted; under
 * renju, no ply less at the tree's principal-variation nodes, the root's
 * kept (branch pvlmr0renju; renju's nodes to depth 8 184 097), -0.0
 * [-10.7, +10.7] over 1640 games (LLR -1.66), stopped level: not kept.
 * Session 49, at 200 000 nodes against main's engine: no reduction at
 * depth 3, where it is at most one ply (LMR_MIN_DEPTH 4; branch lmrmd4;
 * nodes to depth 8 189 110 / 186 907), freestyle -24.9 [-44.1, -5.7]
 * over 448 games, H0 accepted; renju -1.4 [-16.8, +14.0] over 752,
 * stopped level: 3 stays (2 would change nothing, since the reduced child
 * keeps at least one ply).
 */
#define LMR_MIN_INDEX 3
#define LMR_MIN_DEPTH 3
#define LMR_SCALE_PERMILLE 550
#define LMR_TABLE_SIZE 64
/* round(256 * ln(i)) for i = 0..63, ln(0) taken as 0 (fixed point, so no libm at run time). */
#define LMR_LOG_ONE 256
static const int lmr_log[LMR_TABLE_SIZE] = {
	0,    0,    177,  281,  355,  412,  459,  498,  532,  562,  589,  614,  636,
	657,  676,  693,  710,  725,  740,  754,  767,  779,  791,  803,  814,  824,
	834,  844,  853,  862,  871,  879,  887,  895,  903,  910,  917,  924,  931,
	938,  944,  951,  957,  963,  969,  975,  980,  986,  991,  996,  1001, 1007,
	1012, 1016, 1021, 1026, 1030, 1035, 1039, 1044, 1048, 1052, 1057, 1061,
};

/*
 * One ply more of reduction for a cell that has not cut off for the side to
 * move anywhere in this search (its history entry is 0): the search has no
 * sign yet that the cell matters. Session 12, against main at 82b75dd:
 * freestyle +12.6 [+2.8, +22.3] over 2184 games, H1 accepted; renju -1.5
 * [-10.6, +7.6] over 2306, H0 accepted. So it is off under renju (the
 * other rules play like freestyle, untested with it). Also tried against it
 * in freestyle: one ply less for a cell whose history is at least a
 * quarter of the side's largest entry (H0 accepted), one more under 1/64
 * of it as well (+0.9 over 808 games): not kept. Session 20, freestyle at
 * 200 000 nodes a move: without it -2.7 over 390 games, level: it stays.
 * Session 40, whether it still pays on top of ProbCut: without it (branch
 * histlmroff; freestyle's nodes to gomoku-bench's depth 8 +7%),
 * SPRT(-10, 0), -8.5 [-18.7, +1.7] over 1314 games (LLR -1.28), stopped
 * leaning down: it stays. Session 42, renju at 200 000 nodes: on under
 * renju too (branch histlmrrenju; renju's nodes to depth 8 190 895
 * against 231 351), +2.5 [-12.3, +17.3] over 840 games, stopped level:
 * still off there.
 */
static inline int lmr_history_enabled(gmk_rule rule)
{
	return rule != GMK_RULE_RENJU;
}

/*
 * One ply more of reduction for a cell that makes at most an open two for
 * either side: the weakest quiet moves, which rarely change a line's
 * value. Session 41, at 200 000 nodes a move (branch lmrweak, in every
 * rule; nodes to gomoku-bench's depth 8 +1% freestyle, -5% renju): renju
 * -5.3 [-21.2, +10.5] over 716 games, stopped leaning down; freestyle
 * +11.4 [+0.1, +22.7] over 1220, stopped short of H1 for time. Session
 * 42, freestyle, run again from the start with the openings in another
 * order: +13.0 [+2.8, +23.1] over 1476 games, H1 accepted. So it is off
 * under renju (the other rules play like freestyle, untested with it).
 * Then against it, freestyle: the same for cells up to two open twos
 * (branch lmrweak22; nodes to depth 8 172 446 against 176 905), -5.0
 * [-16.2, +6.2] over 1318 games, H0 accepted: not kept.
 * Session 43, renju at 200 000 nodes: one ply more for a cell that makes
 * at most a closed two for either side, foul-class cells left out (branch
 * lmrweakrenju; renju's nodes to depth 8 232 812 against 231 351), -44.9
 * [-69.4, -20.7] over 296 games, H0 accepted; a ply less for them
 * instead (branch lmrweaklessrenju; 227 845), -14.9 [-30.7, +0.9] over
 * 608, H0 accepted: under renju the weak cells are reduced as any other.
 */
static inline int lmr_weak_cell_enabled(gmk_rule rule)
{
	return rule != GMK_RULE_RENJU;
}

/*
 * At the root, a quiet move (cell_is_quiet) after a line's first
 * ROOT_LMR_MIN_INDEX is searched shallower from depth ROOT_LMR_MIN_DEPTH on,
 * by the tree's late-move reduction for a PV node, and again at full depth
 * if it beats alpha: the root moves are sorted by the last depth's scores,
 * so a late one rarely becomes best. Session 13, against main at 5296248,
 * one ply: freestyle +15.4 [+3.8, +27.0] over 2098 games, renju +18.8
 * [+5.5, +32.1] over 1502, both H1 accepted (nodes to gomoku-bench's depth
 * 8 -20%); then the tree's reduction against one ply: renju +10.3 [+2.0,
 * +18.6] over 3706 games, H1 accepted, freestyle +14.0 [+3.2, +24.9]
 * over 2180, H1 accepted (nodes to depth 8 a further -18%). Session 14,
 * freestyle: ROOT_LMR_MIN_INDEX 2 -7.3 over 1424 games, H0 accepted. The
 * root moves after the lines sorted by anything but the last depth's scores
 * lost too: kept in the order searched, best first (as Stockfish does),
 * -5.1 over 2176 games; by the nodes each took, -9.5 over 1386; both H0.
 * Session 15, freestyle: ROOT_LMR_MIN_DEPTH 3 -2.7 over 1164 games, level.
 * Session 45, at 200 000 nodes a move against a96ad99: by the nodes again,
 * on today's engine and in both rules (branch rootnodes; nodes to
 * gomoku-bench's depth 8, freestyle / renju, 175 327 / 182 738 against
 * 176 905 / 231 351), freestyle -14.4 [-30.2, +1.3] over 794 games, renju
 * -33.3 [-54.9, -12.0] over 408, both H0 accepted.
 */
#define ROOT_LMR_MIN_INDEX 4
#define ROOT_LMR_MIN_DEPTH 4

/*
 * Futility (a static null move): at a node off the principal variation
 * within FUTILITY_MAX_DEPTH of the horizon, where the opponent has no five
 * or open three to answer, a static score at least futility_margin[depth]
 * above beta fails high (until session 26, only where he had no move that
 * makes a four either, see below). Session 3: +59.1 [+33.6, +85.3]
 * freestyle, H1 accepted; depth 3 and margins 80/160 were tried and not
 * accepted. Session 15, freestyle: the static score replaced by the hash
 * entry's bound where that lies beyond it (for futility and the null move)
 * -11.1 over 780 games, H0 accepted; a quarter smaller margin where the
 * side to move is improving (its static score above its score two plies up;
 * with improving's LMR, see LMR above) +0.6 over 1100, level: neither kept.
 * Session 17, renju: depth 3 as well, margin 360, +2.4 over 1894 games,
 * level, not kept. Session 20, freestyle at 200 000 nodes a move: margins
 * 160/320 -4.6 over 378 games, level. Session 26, at 200 000 nodes a move:
 * futility where the opponent has four points too (his five or open three
 * still keep it off: those nodes are not settled), freestyle +23.7 [+8.4,
 * +39.1] over 880 games, renju +39.4 [+18.5, +60.6] over 620, both H1
 * accepted (nodes to gomoku-bench's depth 8 -27%): kept in every rule.
 * Sessions 27-28, at 200 000 nodes a move: to depth 4, the margins linear
 * (360/480), freestyle +11.3 [+2.2, +20.3] over 2780 games, renju +12.5
 * [+2.7, +22.4] over 2244, both H1 accepted: kept in every rule.
 * Session 29: to depth 6 (600/720), freestyle -1.4 [-14.5, +11.7] over 726
 * games, renju -0.6 [-17.2, +16.1] over 626, level: not kept.
 * Sessions 30-31, at 200 000 nodes a move: margins 4/5 as large at a node
 * with no hash entry (see futility_margin_at; nodes to gomoku-bench's depth
 * 8 -19%), freestyle +14.8 [+3.6, +26.0] over 1550 games, H1 accepted;
 * renju +1.7 [-13.4, +16.8] over 1030, level: kept in every rule. On top
 * of it, 2/3 instead of 4/5 (branch futtt23), freestyle +8.6 [-1.3,
 * +18.5] over 2098 games (LLR 1.42), stopped for the session's time,
 * undecided: not kept. Session 32, at 200 000 nodes a move: the same
 * against f1bf8c7 (with the killers), freestyle -1.7 [-16.7, +13.3] over
 * 840 games, stopped level: not kept. The cut returning halfway between
 * the static score and beta instead of the static score (branch futret),
 * freestyle +30.4 [+7.0, +54.0] over 218 games against f1bf8c7, then on
 * top of session 32's leaf change (alphabeta.c, leaf) -8.6 [-26.1,
 * +8.9] over 526 (branch futret2), stopped leaning down: not kept.
 * Session 33: a margin of 60 at depth 1 (branch fut1), freestyle at 200 ms
 * a move -14.6 [-40.9, +11.5] over 238 games, stopped leaning down.
 * Session 38, renju at 200 000 nodes: session 15's hash bound in place of
 * the static score again, for futility, the null move and the fail-high
 * reduction, an exact entry too (branch tteval; renju's nodes to depth 8
 * -28%), -0.0 [-20.8, +20.8] over 442 games, stopped level: not kept.
 * Session 43, freestyle at 200 000 nodes: margins of 100 a ply (branch
 * fut100; nodes to depth 8 142 890 against 176 905), -13.9 [-29.5, +1.5]
 * over 648 games; of 140 a ply (branch fut140; 179 024), -14.2 [-29.5,
 * +1.1] over 662: both H0 accepted, 120 stays.
 * Session 49, renju at 200 000 nodes: margins of 100 a ply (branch fut100;
 * renju's nodes to depth 8 199 741 against 231 351), -5.4 [-16.8, +6.0]
 * over 1356 games, H0 accepted: 120 stays in both rules.
 */
#define FUTILITY_MAX_DEPTH 4
static const int futility_margin[FUTILITY_MAX_DEPTH + 1] = { 0, 120, 240, 360, 480 };
/* At a node with no hash entry, the margin in permille of futility_margin. */
#define FUTILITY_NO_HASH_PERMILLE 800

/*
 * A node the hash has no entry for never needed a search before, so its
 * static score is trusted more: the strongest open engine's margin is
 * smaller too at a cut node without a hash hit.
 */
static inline int futility_margin_at(int depth, int hash_hit)
{
	int margin = futility_margin[depth];
	return hash_hit ? margin : margin * FUTILITY_NO_HASH_PERMILLE / 1000;
}

/*
 * No futility cut where the side to move made a four with each of its last
 * two moves (an attack by fours under way, as the strongest open engine
 * does; code first on branch fourfut). Session 30, at 200 000 nodes a move:
 * freestyle +9.4 [+2.2, +16.7] over 1400 games, H1 accepted (nodes to
 * gomoku-bench's depth 8 -6%); renju -20.9 [-38.7, -3.2] over 466, H0
 * accepted. So it is off under renju (the other rules play like freestyle,
 * untested with it). Waiting after one four already (branch fourfut1):
 * freestyle -4.8 [-21.2, +11.6] over 584 games, stopped leaning down.
 * Session 40, whether it still pays on top of ProbCut: futility without
 * the wait in freestyle too (branch futfouroff; nodes to depth 8 174 904
 * against 174 866), SPRT(-10, 0), -10.5 [-22.5, +1.4] over 924 games
 * (LLR -1.49), stopped leaning down: it stays.
 */
static inline int futility_waits_for_fours(gmk_rule rule)
{
	return rule != GMK_RULE_RENJU;
}
/*
 * Razoring at depth 1-2 into the leaf's VCF: session 4 (margins 200/400)
 * undecided; session 16, freestyle (150/300) -7.1 over 1034 games; session
 * 17, renju (150/300) -9.4 over 1362, H0 accepted. Not kept.
 */

/*
 * Threat-guarded null-move pruning, removed in session 39 (its code is in
 * commit 50399b4): at a node off the principal variation, 3 or more plies
 * from the horizon, where the opponent had no five or open three to answer
 * (until session 27, no four point either, see below) and the static score
 * was at least beta, the side to move passed; if the opponent, searched
 * 2 + depth / 4 plies shallower, still could not get below beta, the node
 * failed high. Never two passes in a row, never at a win or loss bound.
 * Session 5, each rule's 600 distinct games at 50 000 nodes against main
 * 6362065 (RESULTS.md): renju +15.1 [-1.2, +31.4], LLR 1.46, undecided,
 * kept as positive; freestyle -2.9 [-15.8, +10.0], LLR -1.76, undecided,
 * not kept. So it is on under renju only (the other rules play like
 * freestyle, untested with it). Session 11, freestyle again: +1.3
 * [-12.6, +15.2] over 550 games, level: still renju only. Session 15,
 * renju: NULL_MOVE_REDUCTION_BASE 3 -1.9 over 1248 games, H0 accepted.
 * Session 17, renju: NULL_MOVE_MIN_DEPTH 2 +0.9 over 786, H0 accepted (it
 * rarely changes a game). Session 20, on in freestyle too, at 200 000 nodes
 * a move (where the search is deeper): -2.9 over 1060 games, level.
 * Session 27, renju, at 200 000 nodes a move: the null move and the
 * fail-high reduction below where the opponent has four points too, +26.6
 * [+9.9, +43.5] over 784 games, H1 accepted: kept. Session 28, on in
 * freestyle too under that condition: +0.4 over 934 games, level.
 * Session 31, renju: NULL_MOVE_MIN_DEPTH 5 (the strongest open engine
 * passes only far from the horizon) -15.5 [-34.3, +3.2] over 582 games,
 * stopped leaning down. Session 39, on in freestyle too, on top of
 * ProbCut (branch nullfree; freestyle's nodes to gomoku-bench's depth 8
 * +1%): -6.3 [-24.4, +11.8] over 498 games, stopped level. Then under
 * renju, on top of ProbCut, without it (branch nulloffrenju; renju's
 * nodes to depth 8 231 351 against 230 169): SPRT(-10, 0), +12.2 [-2.5,
 * +26.9] over 770 games, H1 accepted (no worse; 312 of its 385 pairs
 * were split 1-1). With ProbCut in, the pass no longer paid its way, so
 * it was removed.
 */

/*
 * Fail-high reduction: at a node off the principal variation where the
 * futility conditions hold (the opponent has no five or open three to
 * answer) and the static score is at least FAIL_HIGH_MARGIN_PER_PLY x
 * depth above beta, every move that does not make a four is searched a
 * ply shallower, the first one too (late moves keep their LMR on top):
 * such a node will most likely fail high anyway, and a four still gets
 * its full depth.
 * Session 16, against main at 8f0c50e: renju +17.3 [+4.7, +30.0] over 1744
 * games, H1 accepted; freestyle +1.8 [-12.5, +16.1] over 1162, level. So it
 * is on under renju only (the other rules play like freestyle, untested).
 * Confirmed at 60 000 nodes: renju +12.1 [+2.5, +21.6] over 3172, H1.
 * Margins 20 (-3.7 over 844, level) and 45 (-24.3 over 558, H0) lost to 30.
 * Session 20, on in freestyle too, at 200 000 nodes a move: -7.9 over 572
 * games, level. Session 39, the same on top of ProbCut (branch fhrfree;
 * freestyle's nodes to gomoku-bench's depth 8 -18%): -2.5 [-16.5, +11.5]
 * over 696 games, stopped level. Then under renju, whether it still pays
 * on top of ProbCut: off (branch fhroffrenju; renju's nodes to depth 8
 * +12%), SPRT(-10, 0), -8.4 [-24.5, +7.6] over 782 games (LLR -0.51),
 * stopped leaning down: it stays.
 */
static inline int fail_high_reduction_enabled(gmk_rule rule)
{
	return rule == GMK_RULE_RENJU;
}
#define FAIL_HIGH_MARGIN_PER_PLY 30

/*
 * Move-count pruning: near the horizon, at nodes off the principal variation,
 * quiet moves (no three for either side) beyond the first few are skipped.
 * Session 10, freestyle, against { 0, 6, 10, 16 }: { 0, 4, 7, 12 } +9.8
 * [-0.8, +20.4] over 1956 games (LLR 1.64, LOS 96.5%; renju +2.6 over 526),
 * { 0, 3, 5, 8 } -8.0 over 434; kept with session 10's other changes, whose
 * match together won (RESULTS.md). Session 12: past half the count, a
 * quiet cell with no history for the side to move (no cut-off there yet in
 * this search) is skipped too: renju +19.6 [+5.8, +33.4] over 1262 games,
 * H1 accepted; freestyle (with the history LMR above) +6.3 [-2.0, +14.7]
 * over 3510, LOS 93%, undecided: kept in every rule. Session 14, depth 4
 * as well, after 18 quiet moves: freestyle +0.9 over 1608 games, renju
 * -1.8 over 794, level, not kept. Session 15, freestyle: a quarter fewer
 * where the side to move is not improving (its static score not above its
 * score two plies up; with improving's LMR, see LMR above), +5.1 [-5.2,
 * +15.3] over 2064 games, level: not kept. Session 17, renju: { 0, 3, 6,
 * 10 } -8.4 over 1122 games, H0 accepted. Session 20, freestyle at 200 000
 * nodes a move: { 0, 5, 9, 15 } -6.4 over 656 games, level. Session 31,
 * freestyle: a quarter fewer at nodes with no hash entry (as futility's
 * margin is smaller there), -2.4 [-19.0, +14.2] over 572 games, level.
 * Session 32, freestyle at 200 000 nodes a move: a cell that makes only a
 * closed two for either side skipped too, at depth 4 or less, as the
 * strongest open engine skips its trivial moves (branch trivial2, on top
 * of the leaf change), +4.4 [-15.6, +24.4] over 238 games, stopped level.
 * Session 39, renju at 200 000 nodes: move-level futility as chess engines
 * prune, a quiet move skipped at depth 3 or less where the static score
 * plus half the futility margin is at or below alpha (branch movefut;
 * nodes to gomoku-bench's depth 8, freestyle / renju, 191 485 / 196 307
 * against 174 866 / 230 169), -4.5 [-22.0, +12.9] over 614 games, stopped
 * level; with the whole margin it moved the nodes by 1-2% and was not run.
 * Session 40, whether session 12's history skip still pays on top of
 * ProbCut: without it (branch mcphistoff; nodes to depth 8, freestyle /
 * renju, 212 085 / 236 193 against 174 866 / 231 351), SPRT(-10, 0),
 * freestyle +11.2 [-3.2, +25.6] over 810 games, H1 accepted (no worse);
 * renju -1.6 [-12.0, +8.8] over 1550 (LLR 1.21), stopped undecided: it
 * stays in every rule. Session 42, renju at 200 000 nodes: { 0, 5, 9, 15 }
 * (branch mcpwiderenju; renju's nodes to depth 8 238 805 against 231 351),
 * -5.2 [-21.9, +11.5] over 600 games, stopped level: not kept.
 * Session 43, freestyle at 200 000 nodes, SPRT(0, 10) against f8e9c8f:
 * the history skip off outside renju (branch mcphistfree; freestyle's
 * nodes to depth 8 211 323 against 176 905), -8.9 [-22.1, +4.4] over 862
 * games, H0 accepted: session 40's +11.2 did not hold, so it stays.
 * Session 43, renju: a cell that makes nothing for either side kept for
 * the counts instead of skipped (branch nonerenju; renju's nodes to depth
 * 8 230 829), -20.3 [-38.0, -2.7] over 548 games, H0 accepted.
 * Session 47, at 200 000 nodes: at depth 1 and 2, the moves that make or
 * stop an open three (no four for either side) after the first 4 and 6
 * skipped as well (branch mcp3; nodes to depth 8 167 980 / 220 683),
 * freestyle -8.7 [-21.9, +4.5] over 838 games, H0 accepted; renju -2.1
 * [-16.8, +12.5] over 828, stopped level: not kept.
 */
#define MCP_MAX_DEPTH 3
static const int mcp_quiet_moves[MCP_MAX_DEPTH + 1] = { 0, 4, 7, 12 };

/*
 * ProbCut (as chess engines use it): at a node off the principal variation
 * PROBCUT_MIN_DEPTH or more plies from the horizon, where the opponent has
 * no five or open three to answer, the first PROBCUT_MOVES moves in the
 * order are searched PROBCUT_REDUCTION plies shallower against beta +
 * PROBCUT_MARGIN; one that reaches it fails the node high (alphabeta.c).
 * A shallow search that clears beta by that much rarely falls below it
 * when searched deeper, and the cut costs a fraction of the full search.
 * Session 37, at 200 000 nodes a move against 0ba58d1 (nodes to
 * gomoku-bench's depth 8: freestyle -15%, renju -14%): renju +55.5 [+30.6,
 * +81.0] over 328 games, freestyle +22.0 [+7.2, +37.0] over 868, both H1
 * accepted; at 200 ms a move, renju +33.4 [+14.4, +52.7] over 646 games,
 * freestyle +26.5 [+10.0, +43.1] over 604, both H1 accepted. Kept in
 * every rule. Then against it, renju at 200 000 nodes: PROBCUT_MARGIN 100
 * (branch pcm100) -6.3 [-37.4, +24.7] over 220 games, level; 200 (branch
 * pcm200) -12.1 [-32.5, +8.2] over 430; PROBCUT_MIN_DEPTH 4 (branch pcd4)
 * -21.0 [-44.1, +1.9] over 398 (LLR -1.85); 6 (branch pcd6) -25.8
 * [-57.4, +5.4] over 216: the last three stopped leaning down.
 * PROBCUT_MOVES 5 (branch pcn5): renju -5.8 [-27.4, +15.8] over 360,
 * level; freestyle -10.9 [-30.9, +9.0] over 382, leaning down.
 * Session 38, against it at 200 000 nodes (nodes to depth 8, freestyle /
 * renju, against 174 866 / 230 169): PROBCUT_REDUCTION 3 (branch pcr3;
 * 184 990 / 198 427), renju -21.6 [-47.8, +4.4] over 242 games, leaning
 * down; the try at nodes facing an open three too (branch pcdef; 165 132 /
 * 215 093), renju -1.2 [-28.5, +26.1] over 288, level; the node cut
 * with no try where the hash holds a lower bound at or above the raised
 * beta, as deep as a try stores (branch ttpc; 177 626 / 183 767), renju
 * -2.5 [-22.0, +17.0] over 418, level; margin 100 (branch pcm100f),
 * freestyle -12.4 [-32.1, +7.3] over 450, leaning down. Each try's
 * child first searched to the horizon, the reduced search only where that
 * reaches the raised beta (branch pcleaf; 187 988 / 245 242 nodes), was
 * not run. None kept.
 * Session 45, freestyle at 200 000 nodes against a96ad99:
 * PROBCUT_MIN_DEPTH 4 (branch pcd4f; freestyle's nodes to depth 8
 * 158 516 against 176 905), +2.5 [-8.6, +13.6] over 1252 games (LLR
 * -0.77), stopped level (time): not kept. PROBCUT_REDUCTION 3 (branch
 * pcr3f; 187 969), -13.4 [-28.7, +1.9] over 648 games (two at a time),
 * H0 accepted: not kept. Session 38's hash cut
 * (ttpc) in freestyle (branch ttpcf) moved the nodes to depth 8 by 0.1%
 * (177 045): not played.
 */
#define PROBCUT_MIN_DEPTH 5
#define PROBCUT_REDUCTION 4
#define PROBCUT_MOVES 3
#define PROBCUT_MARGIN 150

/*
 * Tried in session 5 and not kept (RESULTS.md, "extensions"; the
 * code is in commits 5f91f42 and 554e29a): searching the replies to an open
 * three without using depth when at most 3 answer it (ply < 2x the
 * iteration's depth): freestyle -11.1, renju -7.2, 25% more nodes to depth
 * 8; all replies: the tree exploded (gomoku-bench's depth 8 not reached in 2
 * CPU minutes); only a single reply: it never arises in play (147 of 148
 * pairs played move for move as without it). Session 34, at most 3
 * replies again without the ply bound, once the leaf skips its VCF at beta
 * (nodes to gomoku-bench's depth 8: freestyle +22%, renju +8%), at 200 000
 * nodes a move: freestyle -1.7 [-15.1, +11.6] over 1022 games, renju +2.6
 * [-12.9, +18.1] over 936, both level: not kept. A singular extension of the
 * hash move (exclusion search at half depth, margin 8 a ply, from depth 6,
 * with multi-cut): freestyle -19.5, renju -1.8. A continuation history (a
 * second ordering table by the opponent's last move and ours, shift 4):
 * freestyle H0 accepted (-3.6), renju +7.5 [-4.3, +19.4] over its 600 games
 * (shift 3, renju: +5.2 [-9.1, +19.5]). Session 6 (code in commit
 * 6f61c1c): at a depth-0 leaf where the opponent, were he to move,
 * has a VCF, searching the cells of his line and our fours one ply further
 * instead of trusting the static score: 2.5x the nodes to gomoku-bench's
 * depth 8, renju -2.1 [-25.8, +21.5] over 488 games, not kept. Session
 * 32, once the leaf skips its VCF at beta: the same only at such a leaf,
 * where his VCF could refute the fail-high (branch hdef; nodes to depth
 * 8 3.6 times the leaf change's), freestyle at 300 ms a move -52.5
 * [-78.2, -27.4] over 260 games, H0 accepted.
 * Internal iterative reduction (a node without a hash move, depth >= 4, a
 * ply shallower): session 5 level in both rules, session 13 freestyle -7.4
 * over 1034 games, H0 accepted. Session 13: one ply more of LMR at expected
 * cut nodes (the node type passed down as chess engines do), freestyle
 * +2.0 [-6.5, +10.5] over 1754 games, level: not kept (session 17, renju:
 * -10.7 over 488, stopped leaning down). Futility for moves
 * (depth 1-2, a static score a futility margin below alpha skips the quiet
 * moves after the first): freestyle -0.3 over 2070 games, level. LMR
 * without the PV node's ply less: freestyle -4.4 over 1592, H0 accepted.
 * Session 26, at 200 000 nodes: at a principal-variation node, the moves
 * after one that raised alpha (not to beta) a ply shallower, at depths 3 to
 * 11: freestyle -0.3 [-15.0, +14.4] over 1142 games, level; renju -20.5
 * [-54.8, +13.5] over 238, stopped leaning down: not kept.
 * Session 32: one ply more of LMR at an odd ply (the root's opponent to
 * move) once the node's best reaches minus the root's alpha, as the
 * strongest open engine does, does nothing here: in our PVS such a node's
 * beta is minus the root's alpha (the null move's subtrees aside, renju
 * only, while it was on), so it has cut off already; the nodes to
 * gomoku-bench's depth 8 (freestyle) came out the same to the node. Not
 * played.
 * Session 37, on top of ProbCut at 200 000 nodes a move: the hash move
 * searched a ply deeper where it makes a four within 4 steps of the side's
 * own last stone (an attack by fours carried on, as the strongest open
 * engine extends it; branch fourext; nodes to gomoku-bench's depth 8:
 * freestyle +21%, renju -7%), renju -11.1 [-32.1, +9.8] over 470 games,
 * freestyle -7.9 [-27.2, +11.4] over 398, both stopped leaning down: not
 * kept.
 * Session 41, at 200 000 nodes: at the horizon off the principal
 * variation, a hash bound that decides the node returned before the static
 * score, and every child's hash entry prefetched (branch leaftt; nodes to
 * depth 8: freestyle +2%, renju -6%), renju -4.9 [-21.2, +11.4] over 712
 * games, freestyle +3.5 [-10.9, +17.9] over 796, both stopped level: not
 * kept.
 * Session 48, at 200 000 nodes against main's engine: two of session 5's
 * trials again on today's engine (session 5 ran them at 50 000 nodes a
 * move, before ProbCut and most of today's pruning). The continuation
 * history at four times the weight (entry >> 2; branch conthist; nodes to
 * depth 8, freestyle / renju, 177 029 / 230 927 against 176 905 /
 * 231 351), freestyle -2.4 [-16.1, +11.3] over 712 games, renju -2.8
 * [-19.2, +13.6] over 620; the singular extension as session 5 had it, the
 * exclusion search skipping ProbCut and storing nothing (branch singular;
 * 239 202 / 265 207), freestyle +6.2 [-10.0, +22.5] over 724, renju +2.1
 * [-13.9, +18.1] over 668: all four stopped level, neither kept (the
 * extension takes 35% more nodes to depth 8 in freestyle, 15% in renju,
 * for nothing measured). Session 49, the extension's freestyle run
 * resumed from its log: -3.4 [-13.7, +7.0] over 1652 games, H0 accepted.
 * Correction history, as chess engines now correct their static score: a
 * table per side to move and per colour, indexed by that colour's stones'
 * hash, learns (search score - static score) x depth / 8 at each node
 * whose bound says something about the error and whose best move is quiet,
 * at most 128 a table; the leaf and futility read the corrected score
 * (branch corrhist; 180 140 / 197 981), freestyle -5.9 [-19.7, +7.9] over
 * 704 games (LLR -2.15), stopped leaning down; renju -1.7 [-18.7, +15.4]
 * over 624, stopped level: not kept. Session 49: the same with the lead's
 * tables kept in the engine from one search to the next, as chess engines
 * keep theirs through a game (branch corrkeep; 178 945 / 197 983, the
 * tables carried across the bench's positions too),
 * freestyle -2.1 [-16.3, +12.1] over 662 games, renju -1.2 [-17.4, +15.0]
 * over 598, both stopped level: not kept.
 */

/*
 * Leaf VCF: attacker fours tried at the horizon (also the reach of the
 * tuner's --skip-vcf, tools/tune/features.c). Freestyle at 200 000 nodes
 * a move (session 20): 2 fours -2.7 over 646 games, level; 4 fours -20.8,
 * H0 accepted (5 lost at 50 000 nodes in session 9). Session 32, once the
 * leaf skips it at beta (alphabeta.c), freestyle at 300 ms a move: 4 fours
 * +7.7 [-13.0, +28.5] over 404 games, stopped level. Session 33, 5 fours
 * at principal-variation leaves only (branch pvleafvcf), 200 ms a move:
 * freestyle +9.4 [-3.5, +22.3] over 816 games (LLR 1.01), renju -3.9
 * [-22.1, +14.3] over 540, undecided and level: not kept. Session 34, the
 * same in freestyle alone, at 200 000 nodes a move: -21.0 [-38.5, -3.6]
 * over 398 games, H0 accepted.
 * Session 49, at 200 000 nodes against main's engine: a quiescence search
 * of fours past a failed leaf VCF, as chess engines search captures
 * below their horizon: at a leaf whose static score is below beta and
 * less than 200 below alpha, each four of the mover's is played, its block
 * forced, and the position after it scored as a leaf again (one such four
 * per line), the static score standing as the floor (branch qfours; nodes
 * to gomoku-bench's depth 8, freestyle / renju, 217 919 / 182 270 against
 * 176 905 / 231 351), freestyle -13.6 [-28.9, +1.6] over 638 games, renju
 * -15.7 [-32.0, +0.5] over 642, both H0 accepted: not kept.
 */
#define LEAF_VCF_DEPTH 3

#endif
