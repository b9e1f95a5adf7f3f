/* SPDX-License-Identifier: MIT */
/*
 * gmk_board_explain_sequence on hand-made forced wins whose every move is
 * known (an open four, a four-three, a counter-four, a double four, a renju
 * white double three): a table of the kind each step must get, then the
 * lines behind the kinds; then on lines the engine's VCF and VCT solvers
 * return.
 */
#include <limits.h>
#include <stdint.h>
#include <string.h>

#include "check_compat.h"
#include "gomoku.h"
#include "rif_board.h"

#define MAX_STEPS 64

/* A 15x15 board of rule with the given stones (RIF names), side to move. */
static gmk_board *position(gmk_rule rule, const char *black, const char *white, gmk_color to_move)
{
	return rif_board(rule, black, white, to_move);
}

/* Parses "k8 l8 ..." into points; returns their number. */
static size_t moves(const char *text, gmk_point *out)
{
	char buf[256];
	strncpy(buf, text, sizeof buf - 1);
	buf[sizeof buf - 1] = '\0';
	size_t n = 0;
	for (char *t = strtok(buf, " "); t; t = strtok(NULL, " "))
		ck_assert_int_eq(gmk_point_from_rif(t, 15, 15, &out[n++]), GMK_OK);
	return n;
}

static int has(const gmk_point *points, int count, const char *rif)
{
	gmk_point p;
	ck_assert_int_eq(gmk_point_from_rif(rif, 15, 15, &p), GMK_OK);
	for (int i = 0; i < count; i++)
		if (points[i].x == p.x && points[i].y == p.y)
			return 1;
	return 0;
}

static size_t explain(const gmk_board *b, const char *line, gmk_sequence_step *steps)
{
	gmk_point seq[MAX_STEPS];
	size_t n = moves(line, seq);
	ck_assert_int_eq(gmk_board_explain_sequence(b, seq, n, steps, MAX_STEPS), GMK_OK);
	return n;
}

/* A sequence from a position, and what each of its moves must be called. */
typedef struct step_case {
	const char *name;
	gmk_rule rule;
	const char *black, *white;
	gmk_color to_move;
	const char *line;
	const char *kinds;         /* gmk_step_kind_name of each step, space-separated */
} step_case;

#define OPEN_FOUR GMK_RULE_FREESTYLE, "h8 i8 j8", "a1 a3 a5", GMK_BLACK
/* k8 makes the four h8-k8 (capped by g8) and the open three k8 k9 k10. */
#define FOUR_THREE GMK_RULE_FREESTYLE, "h8 i8 j8 k9 k10", "g8 a1 a3 a5 o15", GMK_BLACK
/* White's block at l8 also makes his four l8-l11; black's i6 makes an open three. */
#define COUNTER_FOUR GMK_RULE_FREESTYLE, "h8 i8 j8 g6 h6", "g8 l9 l10 l11 a1", GMK_BLACK
/* Freestyle: j8 joins h8 i8 . k8 (a four) and j9 j10 j11 (a four). */
#define DOUBLE_FOUR GMK_RULE_FREESTYLE, "h8 i8 k8 j9 j10 j11", "g8 j12 a1 a3 a5 a7", GMK_BLACK
/* White is not bound by renju fouls: his double three is a threat. */
#define WHITE_DOUBLE_THREE GMK_RULE_RENJU, "a1 a3 a5 o1 c15", "g8 h8 j9 j10", GMK_WHITE

static const step_case step_cases[] = {
	{ "open four", OPEN_FOUR, "k8 g8 l8", "open-four block five" },
	{ "four-three", FOUR_THREE, "k8 l8 k11 k12 k7", "four-three block open-four block five" },
	{ "counter-four", COUNTER_FOUR, "k8 l8 l12", "four counter-four block" },
	{ "open three", COUNTER_FOUR, "i6", "open-three" },
	{ "quiet", COUNTER_FOUR, "o1", "quiet" },
	{ "double four", DOUBLE_FOUR, "j8", "double-four" },
	{ "white double three", WHITE_DOUBLE_THREE, "j8", "double-three" },
};

/* Each step named as the case says, sides alternating from the side to move, board untouched. */
START_TEST(step_kinds)
{
	const step_case *c = &step_cases[_i];
	gmk_board *b = position(c->rule, c->black, c->white, c->to_move);
	uint64_t hash = gmk_board_hash(b);
	int stones = gmk_board_stone_count(b);
	gmk_sequence_step s[MAX_STEPS];
	size_t n = explain(b, c->line, s);
	ck_assert_uint_eq(gmk_board_hash(b), hash);
	ck_assert_int_eq(gmk_board_stone_count(b), stones);
	char buf[256];
	strncpy(buf, c->kinds, sizeof buf - 1);
	buf[sizeof buf - 1] = '\0';
	size_t i = 0;
	for (char *want = strtok(buf, " "); want; want = strtok(NULL, " "), i++) {
		ck_assert_msg(i < n, "%s: %zu steps, more kinds listed", c->name, n);
		const char *got = gmk_step_kind_name(s[i].kind);
		ck_assert_msg(strcmp(got, want) == 0, "%s: step %zu is %s, want %s", c->name, i, got,
			      want);
		ck_assert_msg(s[i].attacker == (i % 2 == 0), "%s: step %zu attacker %d", c->name, i,
			      s[i].attacker);
		gmk_color other = c->to_move == GMK_BLACK ? GMK_WHITE : GMK_BLACK;
		gmk_color side = i % 2 == 0 ? c->to_move : other;
		ck_assert_msg(s[i].color == side, "%s: step %zu colour %d", c->name, i, (int)s[i].color);
	}
	ck_assert_msg(i == n, "%s: %zu steps, %zu kinds listed", c->name, n, i);
	gmk_board_free(b);
}
END_TEST

/* The lines behind the kinds: what each step's threat is made of. */
START_TEST(open_four_lines)
{
	gmk_board *b = position(OPEN_FOUR);
	gmk_sequence_step s[MAX_STEPS];
	ck_assert_uint_eq(explain(b, "k8 g8 l8", s), 3);
	ck_assert_int_eq(s[0].line_count, 1);
	ck_assert_int_eq(s[0].lines[0].kind, GMK_THREAT_FOUR);
	ck_assert_int_eq(s[0].lines[0].direction, GMK_DIR_HORIZONTAL);
	ck_assert_int_eq(s[0].lines[0].stone_count, 4);
	ck_assert(has(s[0].lines[0].stones, 4, "h8") && has(s[0].lines[0].stones, 4, "k8"));
	ck_assert_int_eq(s[0].lines[0].key_count, 2);
	ck_assert(has(s[0].lines[0].keys, 2, "g8") && has(s[0].lines[0].keys, 2, "l8"));
	ck_assert_int_eq(s[1].line_count, 1);
	ck_assert_int_eq(s[1].lines[0].color, GMK_BLACK);
	ck_assert_int_eq(s[1].lines[0].kind, GMK_THREAT_FOUR);
	ck_assert_int_eq(s[2].lines[0].kind, GMK_THREAT_FIVE);
	ck_assert_int_eq(s[2].lines[0].stone_count, 5);
	ck_assert(has(s[2].lines[0].stones, 5, "h8") && has(s[2].lines[0].stones, 5, "l8"));
	gmk_board_free(b);
}
END_TEST

START_TEST(four_three_lines)
{
	gmk_board *b = position(FOUR_THREE);
	gmk_sequence_step s[MAX_STEPS];
	ck_assert_uint_eq(explain(b, "k8", s), 1);
	ck_assert_int_eq(s[0].line_count, 2);
	ck_assert_int_eq(s[0].lines[0].kind, GMK_THREAT_FOUR);     /* fours first */
	ck_assert(has(s[0].lines[0].keys, s[0].lines[0].key_count, "l8"));
	ck_assert_int_eq(s[0].lines[1].kind, GMK_THREAT_OPEN_THREE);
	ck_assert_int_eq(s[0].lines[1].direction, GMK_DIR_VERTICAL);
	ck_assert(has(s[0].lines[1].defences, s[0].lines[1].defence_count, "k7"));
	gmk_board_free(b);
}
END_TEST

START_TEST(counter_four_and_double_four_lines)
{
	gmk_board *b = position(COUNTER_FOUR);
	gmk_sequence_step s[MAX_STEPS];
	ck_assert_uint_eq(explain(b, "k8 l8", s), 2);
	ck_assert_int_eq(s[1].line_count, 2);
	ck_assert_int_eq(s[1].lines[0].color, GMK_WHITE);  /* his own four first */
	ck_assert_int_eq(s[1].lines[0].kind, GMK_THREAT_FOUR);
	ck_assert_int_eq(s[1].lines[1].color, GMK_BLACK);  /* then the four it stopped */
	ck_assert_uint_eq(explain(b, "o1", s), 1);
	ck_assert_int_eq(s[0].line_count, 0);
	gmk_board_free(b);
	b = position(DOUBLE_FOUR);
	ck_assert_uint_eq(explain(b, "j8", s), 1);
	ck_assert_int_eq(s[0].line_count, 2);
	gmk_board_free(b);
}
END_TEST

START_TEST(refusals_write_nothing)
{
	gmk_board *b = position(GMK_RULE_RENJU, "h8 i8 j9 j10", "a1 a3 a5 o1", GMK_BLACK);
	gmk_sequence_step s[MAX_STEPS], fresh[MAX_STEPS];
	memset(s, 0x5A, sizeof s);
	memset(fresh, 0x5A, sizeof fresh);
	gmk_point seq[4];
	size_t n = moves("k8 k9 a1", seq);
	ck_assert_fails(gmk_board_explain_sequence(b, seq, n, s, MAX_STEPS), GMK_EOCCUPIED);
	ck_assert_msg(strstr(gmk_last_error_message(), "move 3") != NULL, "%s",
		      gmk_last_error_message());
	/* j8 is a double three for black under renju. */
	n = moves("j8", seq);
	ck_assert_fails(gmk_board_explain_sequence(b, seq, n, s, MAX_STEPS), GMK_EFORBIDDEN);
	n = moves("k8 k9", seq);
	seq[n] = (gmk_point){ 15, 3 }; /* off the 15x15 board */
	ck_assert_fails(gmk_board_explain_sequence(b, seq, 3, s, MAX_STEPS), GMK_EOFFBOARD);
	ck_assert_fails(gmk_board_explain_sequence(b, seq, 2, s, 1), GMK_EBUFFER);
	ck_assert_fails(gmk_board_explain_sequence(NULL, seq, 2, s, 2), GMK_EINVAL);
	ck_assert_fails(gmk_board_explain_sequence(b, NULL, 2, s, 2), GMK_EINVAL);
	ck_assert_fails(gmk_board_explain_sequence(b, seq, 2, NULL, 2), GMK_EINVAL);
	ck_assert_fails(gmk_board_explain_sequence(b, seq, 226, s, 300), GMK_ERANGE);
	ck_assert_mem_eq(s, fresh, sizeof s);
	ck_assert_int_eq(gmk_board_explain_sequence(b, NULL, 0, NULL, 0), GMK_OK);
	gmk_board_free(b);
	/* After the five nothing more can be played. */
	b = position(GMK_RULE_FREESTYLE, "h8 i8 j8 k8", "a1 a3 a5 a7", GMK_BLACK);
	n = moves("l8 o15", seq);
	ck_assert_fails(gmk_board_explain_sequence(b, seq, n, s, MAX_STEPS), GMK_EGAMEOVER);
	gmk_board_free(b);
	ck_assert_str_eq(gmk_step_kind_name(GMK_STEP_FOUR_THREE), "four-three");
	ck_assert_str_eq(gmk_step_kind_name(GMK_STEP_COUNTER_FOUR), "counter-four");
	ck_assert_str_eq(gmk_step_kind_name(-1), "unknown");
	ck_assert_str_eq(gmk_step_kind_name(GMK_STEP_COUNTER_FOUR + 1), "unknown");
}
END_TEST

/* Extreme sizes and points: each refused with its status, nothing written. */
START_TEST(extreme_arguments_write_nothing)
{
	gmk_board *b = position(GMK_RULE_FREESTYLE, "h8 i8 j8", "a1 a3 a5", GMK_BLACK);
	uint64_t hash = gmk_board_hash(b);
	gmk_sequence_step s[4], fresh[4];
	memset(s, 0x5A, sizeof s);
	memset(fresh, 0x5A, sizeof fresh);
	gmk_point seq[2] = { { 10, 7 }, { INT_MIN, INT_MAX } };
	ck_assert_fails(gmk_board_explain_sequence(b, seq, 2, s, 4), GMK_EOFFBOARD);
	ck_assert_msg(strstr(gmk_last_error_message(), "move 2") != NULL, "%s",
		      gmk_last_error_message());
	ck_assert_fails(gmk_board_explain_sequence(b, seq, SIZE_MAX, s, SIZE_MAX), GMK_ERANGE);
	ck_assert_fails(gmk_board_explain_sequence(b, seq, 1, s, 0), GMK_EBUFFER);
	ck_assert_fails(gmk_board_explain_sequence(b, seq, 0, NULL, 4), GMK_EINVAL);
	ck_assert_mem_eq(s, fresh, sizeof s);
	ck_assert_uint_eq(gmk_board_hash(b), hash);
	/* A length that fits the capacity is all that is read of the sequence. */
	ck_assert_int_eq(gmk_board_explain_sequence(b, seq, 1, s, 4), GMK_OK);
	ck_assert_int_eq(s[0].kind, GMK_STEP_OPEN_FOUR);
	ck_assert_int_eq(memcmp(&s[1], &fresh[1], sizeof s[1]), 0);
	gmk_board_free(b);
	/* A finished game takes no sequence at all. */
	b = position(GMK_RULE_FREESTYLE, "h8 i8 j8 k8", "a1 a3 a5 a7", GMK_BLACK);
	ck_assert_int_eq(gmk_board_play(b, 11, 7), GMK_OK);
	seq[0] = (gmk_point){ 0, 0 };
	ck_assert_fails(gmk_board_explain_sequence(b, seq, 1, s, 4), GMK_EGAMEOVER);
	gmk_board_free(b);
	static const int outside[] = { INT_MIN, -1, GMK_STEP_COUNTER_FOUR + 1, INT_MAX };
	for (size_t i = 0; i < sizeof outside / sizeof outside[0]; i++)
		ck_assert_str_eq(gmk_step_kind_name(outside[i]), "unknown");
	for (int k = GMK_STEP_QUIET; k <= GMK_STEP_COUNTER_FOUR; k++)
		ck_assert_str_ne(gmk_step_kind_name(k), "unknown");
}
END_TEST

/*
 * Attacker steps threaten, defender steps block or counter, the last one
 * wins. A VCT's attacker may answer a counter-four with a block that
 * threatens nothing itself: a three of his still stands.
 */
static void check_solver_line(const gmk_board *b, const gmk_point *line, int length, int vcf)
{
	gmk_sequence_step s[MAX_STEPS];
	ck_assert_int_eq(gmk_board_explain_sequence(b, line, (size_t)length, s, MAX_STEPS), GMK_OK);
	for (int i = 0; i < length; i++) {
		gmk_step_kind k = s[i].kind;
		ck_assert_int_eq(s[i].attacker, i % 2 == 0);
		if (i == length - 1)
			ck_assert_int_eq(k, GMK_STEP_FIVE);
		else if (i % 2)
			ck_assert_msg(k == GMK_STEP_BLOCK || k == GMK_STEP_COUNTER_FOUR,
				      "defender step %d is %s", i, gmk_step_kind_name(k));
		else if (vcf)
			ck_assert_msg(k == GMK_STEP_FOUR || k == GMK_STEP_FOUR_THREE ||
					      k == GMK_STEP_DOUBLE_FOUR || k == GMK_STEP_OPEN_FOUR,
				      "VCF step %d is %s", i, gmk_step_kind_name(k));
		else
			ck_assert_msg(k != GMK_STEP_QUIET && k != GMK_STEP_COUNTER_FOUR &&
					      (k != GMK_STEP_BLOCK ||
					       (i > 0 && s[i - 1].kind == GMK_STEP_COUNTER_FOUR)),
				      "VCT step %d is %s", i, gmk_step_kind_name(k));
		ck_assert_int_gt(s[i].line_count, 0);
	}
}

START_TEST(solver_lines)
{
	gmk_engine *e;
	ck_assert_int_eq(gmk_engine_new(&e, NULL), GMK_OK);
	gmk_point line[MAX_STEPS];
	int length = 0;
	gmk_board *b = position(GMK_RULE_FREESTYLE, "h8 i8 j8 k9 k10", "g8 a1 a3 a5 o15",
				GMK_BLACK);
	ck_assert_int_eq(gmk_engine_solve_vcf(e, b, 15, line, MAX_STEPS, &length), GMK_OK);
	ck_assert_int_ge(length, 3);
	check_solver_line(b, line, length, 1);
	gmk_board_free(b);
	/* tests/tactics/vct_positions.txt: no VCF, a win by threes in 5 attacker moves. */
	b = position(GMK_RULE_FREESTYLE, "h8 i8 i7 j7", "j9 k8 h6 k6", GMK_BLACK);
	ck_assert_int_eq(gmk_engine_solve_vcf(e, b, 15, line, MAX_STEPS, &length), GMK_OK);
	ck_assert_int_eq(length, 0);
	ck_assert_int_eq(gmk_engine_solve_vct(e, b, 15, NULL, line, MAX_STEPS, &length), GMK_OK);
	ck_assert_int_ge(length, 5);
	check_solver_line(b, line, length, 0);
	gmk_board_free(b);
	/* Through two counter-fours: the attacker's blocks, then his threes still win. */
	b = position(GMK_RULE_FREESTYLE, "h8 i8 j10 j11", "a1 a3 a5 o15", GMK_BLACK);
	ck_assert_int_eq(gmk_engine_solve_vct(e, b, 17, NULL, line, MAX_STEPS, &length), GMK_OK);
	ck_assert_int_ge(length, 5);
	check_solver_line(b, line, length, 0);
	gmk_board_free(b);
	gmk_engine_free(e);
}
END_TEST

Suite *make_suite(void)
{
	Suite *s = suite_create("sequence");
	TCase *tc = gmk_tcase("sequence");
	tcase_add_loop_test(tc, step_kinds, 0, (int)(sizeof step_cases / sizeof step_cases[0]));
	tcase_add_test(tc, open_four_lines);
	tcase_add_test(tc, four_three_lines);
	tcase_add_test(tc, counter_four_and_double_four_lines);
	tcase_add_test(tc, refusals_write_nothing);
	tcase_add_test(tc, extreme_arguments_write_nothing);
	tcase_add_test(tc, solver_lines);
	suite_add_tcase(s, tc);
	return s;
}

GMK_CHECK_MAIN
