/* SPDX-License-Identifier: MIT */
/* Win detection from the last move only: one line read per direction. */
#include "rules/rules.h"
#include "rules/line.h"

int rules_row_wins(gmk_rule rule, int win_length, gmk_color color, int length,
		   int blocked_before, int blocked_after)
{
	switch (rule) {
	case GMK_RULE_FREESTYLE:
		return length >= win_length;
	case GMK_RULE_STANDARD:
		return length == win_length;
	case GMK_RULE_RENJU:
		return color == GMK_BLACK ? length == win_length : length >= win_length;
	case GMK_RULE_CARO:
		return length > win_length ||
		       (length == win_length && !(blocked_before && blocked_after));
	case GMK_RULE_CARO_EXACT:
		return length == win_length && !(blocked_before && blocked_after);
	}
	return 0;
}

int rules_winning_row(const gmk_backend *store, gmk_rule rule, int win_length,
		      int x, int y, gmk_color color, gmk_point *start, gmk_point *end)
{
	line_window lines[GMK_DIRECTIONS];
	backend_lines(store, x, y, color, lines);
	for (int dir = 0; dir < GMK_DIRECTIONS; dir++) {
		line_window own = lines[dir];
		int before = run_before_center(own), after = run_after_center(own);
		int length = before + after + 1;
		if (length < win_length)
			continue;
		/* Only caro asks whether the opponent caps the ends (the edge does not). */
		int capped_before = 0, capped_after = 0;
		if (rule == GMK_RULE_CARO || rule == GMK_RULE_CARO_EXACT) {
			line_window opp = backend_line(store, x, y, dir, opponent_of(color));
			capped_before = window_has(opp, -before - 1);
			capped_after = window_has(opp, after + 1);
		}
		if (!rules_row_wins(rule, win_length, color, length, capped_before, capped_after))
			continue;
		if (start && end) {
			start->x = x - before * gmk_dir_dx[dir];
			start->y = y - before * gmk_dir_dy[dir];
			end->x = x + after * gmk_dir_dx[dir];
			end->y = y + after * gmk_dir_dy[dir];
		}
		return 1;
	}
	return 0;
}
