/* SPDX-License-Identifier: MIT */
/* Which tables each rule and colour uses: the hand-set class table and the choice. */
#include "eval/weights.h"

/*
 * Set by hand in 1.0 and tuned by self-play matches (a tempo of 3/2 beat
 * both 9/8 and 2): the waiting column is the base value, the mover's one
 * half again.
 */
const class_values class_values_hand = {
	.to_move = {
		[CLS_NONE] = 0,          [CLS_FORBIDDEN] = 0,      [CLS_TWO_CLOSED] = 3,
		[CLS_TWO] = 12,          [CLS_TWO_TWO] = 30,       [CLS_THREE_CLOSED] = 15,
		[CLS_THREE_CLOSED_TWO] = 36, [CLS_THREE] = 48,     [CLS_THREE_PLUS] = 75,
		[CLS_THREE_THREE] = 210, [CLS_FOUR] = 54,          [CLS_FOUR_PLUS] = 90,
		[CLS_FOUR_THREE] = 330,  [CLS_FLEX4] = 450,        [CLS_FIVE] = 900,
	},
	.waiting = {
		[CLS_NONE] = 0,          [CLS_FORBIDDEN] = 0,      [CLS_TWO_CLOSED] = 2,
		[CLS_TWO] = 8,           [CLS_TWO_TWO] = 20,       [CLS_THREE_CLOSED] = 10,
		[CLS_THREE_CLOSED_TWO] = 24, [CLS_THREE] = 32,     [CLS_THREE_PLUS] = 50,
		[CLS_THREE_THREE] = 140, [CLS_FOUR] = 36,          [CLS_FOUR_PLUS] = 60,
		[CLS_FOUR_THREE] = 220,  [CLS_FLEX4] = 300,        [CLS_FIVE] = 600,
	},
};

const threat_values threat_values_none = { { 0 } };

/*
 * The fitted tables were learnt on 15x15 games with five in a row and each
 * kept only after it beat the table before it in an SPRT match in its own
 * rule (tests/strength/RESULTS.md). Other win lengths keep the hand table
 * and no threat values: a "three" there is another thing, and nothing was
 * measured. Threat values were fitted and won for freestyle and renju only
 * (session 8); standard and caro have none.
 */
#define TUNED_WIN_LENGTH 5

eval_weights eval_weights_for(gmk_rule rule, int win_length, gmk_color color)
{
	const eval_weights hand = { &class_values_hand, &threat_values_none };
	if (win_length != TUNED_WIN_LENGTH)
		return hand;
	switch (rule) {
	case GMK_RULE_FREESTYLE:
		return (eval_weights){ &tuned_freestyle, &threat_freestyle };
	case GMK_RULE_STANDARD:
		return (eval_weights){ &tuned_standard, &threat_values_none };
	case GMK_RULE_RENJU:
		return color == GMK_BLACK ? (eval_weights){ &tuned_renju_black, &threat_renju_black }
					  : (eval_weights){ &tuned_renju_white, &threat_renju_white };
	case GMK_RULE_CARO:
	case GMK_RULE_CARO_EXACT:
		return (eval_weights){ &tuned_caro, &threat_values_none };
	}
	return hand;
}
