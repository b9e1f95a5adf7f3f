/* SPDX-License-Identifier: MIT */
/*
 * The search's tuning constants, in one place: tuning changes this data,
 * not the code that reads it (alphabeta.c). Each value that a match
 * changed names the SPRT that kept it (tests/strength/RESULTS.md).
 */
#ifndef GMK_SEARCH_SEARCH_PARAMS_H
#define GMK_SEARCH_SEARCH_PARAMS_H

/* Move ordering: the hash move first, then the killers, then attack + defence + history. */
#define TT_MOVE_SCORE (1 << 30)
#define KILLER_FIRST_SCORE 20000
#define KILLER_SECOND_SCORE 19000
#define HISTORY_SHIFT 4
#define HISTORY_CAP (1 << 24)

/* Late-move reductions: quiet moves after the first few, away from the horizon. */
#define LMR_MIN_INDEX 3
#define LMR_MIN_DEPTH 3
#define LMR_DEEP_INDEX 8
#define LMR_DEEP_DEPTH 5

/*
 * Move-count pruning: near the horizon, at nodes off the principal variation,
 * quiet moves (no three for either side) beyond the first few are skipped.
 */
#define MCP_MAX_DEPTH 3
static const int mcp_quiet_moves[MCP_MAX_DEPTH + 1] = { 0, 6, 10, 16 };

#endif
