/* SPDX-License-Identifier: MIT */
/* Opening rules: the canonical openings, every rule's branches, refusals, offers. */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "check_compat.h"
#include "gomoku.h"

/* On 15x15, h8. */
#define C 7

static gmk_openrule *new_rule(gmk_openrule_kind kind, int n)
{
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.rule = GMK_RULE_RENJU;
	gmk_openrule *op = NULL;
	ck_assert_int_eq(gmk_openrule_new(&op, kind, n, &o), GMK_OK);
	return op;
}

/*
 * The published diagrams, transcribed as offsets from h8 with y growing
 * upwards (the diagrams' own direction): white's stone, then black's third.
 * An independent transcription of the same source as lib/opening/canonical.c.
 */
static const struct diagram {
	const char *name;
	int wx, wy, bx, by;
} diagrams[GMK_OPENRULE_CANONICAL_COUNT] = {
	{ "1D Kansei", 0, 1, 0, 2 },      { "2D Keigetsu", 0, 1, 1, 2 },
	{ "3D Sosei", 0, 1, 2, 2 },       { "4D Kagetsu", 0, 1, 1, 1 },
	{ "5D Zangetsu", 0, 1, 2, 1 },    { "6D Ugetsu", 0, 1, 1, 0 },
	{ "7D Kinsei", 0, 1, 2, 0 },      { "8D Shogetsu", 0, 1, 0, -1 },
	{ "9D Kyugetsu", 0, 1, 1, -1 },   { "10D Shingetsu", 0, 1, 2, -1 },
	{ "11D Zuisei", 0, 1, 0, -2 },    { "12D Sangetsu", 0, 1, 1, -2 },
	{ "13D Yusei", 0, 1, 2, -2 },
	{ "1I Chosei", 1, 1, 2, 2 },      { "2I Kyogetsu", 1, 1, 2, 1 },
	{ "3I Kosei", 1, 1, 2, 0 },       { "4I Suigetsu", 1, 1, 2, -1 },
	{ "5I Ryusei", 1, 1, 2, -2 },     { "6I Ungetsu", 1, 1, 1, 0 },
	{ "7I Hogetsu", 1, 1, 1, -1 },    { "8I Rangetsu", 1, 1, 1, -2 },
	{ "9I Gingetsu", 1, 1, 0, -1 },   { "10I Myojo", 1, 1, 0, -2 },
	{ "11I Shagetsu", 1, 1, -1, -1 }, { "12I Meigetsu", 1, 1, -1, -2 },
	{ "13I Suisei", 1, 1, -2, -2 },
};

static gmk_board *board_of(const gmk_point *moves, int count)
{
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.rule = GMK_RULE_RENJU;
	gmk_board *b = NULL;
	ck_assert_int_eq(gmk_board_new(&b, &o), GMK_OK);
	for (int i = 0; i < count; i++)
		ck_assert_int_eq(gmk_board_play(b, moves[i].x, moves[i].y), GMK_OK);
	return b;
}

START_TEST(canonical_match_the_diagrams)
{
	for (int i = 0; i < GMK_OPENRULE_CANONICAL_COUNT; i++) {
		const char *name = NULL;
		gmk_stone s[3];
		ck_assert_int_eq(gmk_openrule_canonical(i, &name, s), GMK_OK);
		const struct diagram *d = &diagrams[i];
		ck_assert_str_eq(name, d->name);
		ck_assert_int_eq(s[0].x, C);
		ck_assert_int_eq(s[0].y, C);
		ck_assert_int_eq(s[1].x, C + d->wx);
		ck_assert_int_eq(s[1].y, C - d->wy);
		ck_assert_int_eq(s[2].x, C + d->bx);
		ck_assert_int_eq(s[2].y, C - d->by);
		ck_assert_int_eq(s[0].color, GMK_BLACK);
		ck_assert_int_eq(s[1].color, GMK_WHITE);
		ck_assert_int_eq(s[2].color, GMK_BLACK);
		gmk_point moves[3] = { { s[0].x, s[0].y }, { s[1].x, s[1].y }, { s[2].x, s[2].y } };
		gmk_board *b = board_of(moves, 3);
		ck_assert_int_eq(gmk_openrule_canonical_of(b), i);
		gmk_board_free(b);
	}
}
END_TEST

/* Every 3-stone shape of the rules (h8, the 3x3, the 5x5) is exactly one canonical opening. */
START_TEST(every_centre_shape_is_canonical)
{
	int seen[GMK_OPENRULE_CANONICAL_COUNT] = { 0 };
	for (int wy = -1; wy <= 1; wy++)
		for (int wx = -1; wx <= 1; wx++)
			for (int by = -2; by <= 2; by++)
				for (int bx = -2; bx <= 2; bx++) {
					if ((wx == 0 && wy == 0) || (bx == 0 && by == 0) ||
					    (bx == wx && by == wy))
						continue;
					gmk_point m[3] = { { C, C }, { C + wx, C + wy }, { C + bx, C + by } };
					gmk_board *b = board_of(m, 3);
					int index = gmk_openrule_canonical_of(b);
					ck_assert_int_ge(index, 0);
					seen[index]++;
					gmk_board_free(b);
				}
	/*
	 * 8 second stones x 23 thirds = 184 shapes. An opening has 8 images, or 4
	 * when it is symmetric itself: a direct one with its third stone on column
	 * h, an indirect one with it on the diagonal through h8 and i9 (6 of them:
	 * 6 x 4 + 20 x 8 = 184).
	 */
	for (int i = 0; i < GMK_OPENRULE_CANONICAL_COUNT; i++) {
		const struct diagram *d = &diagrams[i];
		int symmetric = d->wx == 0 ? d->bx == 0 : d->bx == d->by;
		ck_assert_int_eq(seen[i], symmetric ? 4 : 8);
	}
}
END_TEST

START_TEST(canonical_refusals)
{
	const char *name = NULL;
	gmk_stone s[3];
	ck_assert_fails(gmk_openrule_canonical(26, &name, s), GMK_ERANGE);
	ck_assert_fails(gmk_openrule_canonical(-1, &name, s), GMK_ERANGE);
	ck_assert_fails(gmk_openrule_canonical(0, NULL, s), GMK_EINVAL);
	ck_assert_fails(gmk_openrule_canonical(0, &name, NULL), GMK_EINVAL);
	ck_assert_fails(gmk_openrule_canonical_of(NULL), GMK_EINVAL);
	gmk_point far[3] = { { C, C }, { C, C - 1 }, { C + 3, C } };
	gmk_board *b = board_of(far, 3);
	ck_assert_fails(gmk_openrule_canonical_of(b), GMK_EINVAL);
	gmk_board_free(b);
	b = board_of(far, 2);
	ck_assert_fails(gmk_openrule_canonical_of(b), GMK_EINVAL);
	gmk_board_free(b);
}
END_TEST

/* Everything a caller can observe of a handle, to prove a refusal changed nothing. */
typedef struct snapshot {
	int phase, to_act, c1, c2, moves;
	uint64_t hash;
} snapshot;

static snapshot snap(const gmk_openrule *op)
{
	gmk_board *b = NULL;
	ck_assert_int_eq(gmk_openrule_board(op, &b), GMK_OK);
	snapshot s = { gmk_openrule_get_phase(op), gmk_openrule_to_act(op),
		       gmk_openrule_color_of(op, 1), gmk_openrule_color_of(op, 2),
		       gmk_board_move_count(b), gmk_board_hash(b) };
	gmk_board_free(b);
	return s;
}

static void same(snapshot a, snapshot b)
{
	ck_assert_int_eq(a.phase, b.phase);
	ck_assert_int_eq(a.to_act, b.to_act);
	ck_assert_int_eq(a.c1, b.c1);
	ck_assert_int_eq(a.c2, b.c2);
	ck_assert_int_eq(a.moves, b.moves);
	ck_assert(a.hash == b.hash);
}

/* The call must fail with status and leave the opening exactly as it was. */
#define ck_refused(op, call, status)                                                       \
	do {                                                                               \
		snapshot before_ = snap(op);                                               \
		ck_assert_fails(call, status);                                             \
		same(before_, snap(op));                                                   \
	} while (0)

/* Saved and loaded, the opening is the same: same observations, same text. */
static void roundtrip(const gmk_openrule *op)
{
	char *json = NULL, *again = NULL;
	ck_assert_int_eq(gmk_openrule_to_json(op, &json), GMK_OK);
	gmk_openrule *copy = NULL;
	ck_assert_int_eq(gmk_openrule_from_json(&copy, json, strlen(json)), GMK_OK);
	same(snap(op), snap(copy));
	ck_assert_int_eq(gmk_openrule_to_json(copy, &again), GMK_OK);
	ck_assert_str_eq(json, again);
	gmk_free(json);
	gmk_free(again);
	gmk_openrule_free(copy);
}

static void place(gmk_openrule *op, int player, int x, int y)
{
	ck_assert_int_eq(gmk_openrule_get_phase(op), GMK_OPENRULE_PHASE_PLACE);
	ck_assert_int_eq(gmk_openrule_to_act(op), player);
	ck_assert_int_eq(gmk_openrule_may_place(op, x, y), 1);
	ck_assert_int_eq(gmk_openrule_place(op, x, y), GMK_OK);
	roundtrip(op);
}

static void choose(gmk_openrule *op, int player, gmk_openrule_choice choice)
{
	ck_assert_int_eq(gmk_openrule_get_phase(op), GMK_OPENRULE_PHASE_CHOOSE);
	ck_assert_int_eq(gmk_openrule_to_act(op), player);
	ck_assert_int_eq(gmk_openrule_choose(op, choice), GMK_OK);
	roundtrip(op);
}

static void expect_done(gmk_openrule *op, int stones, int black_player)
{
	ck_assert_int_eq(gmk_openrule_get_phase(op), GMK_OPENRULE_PHASE_DONE);
	ck_assert_int_eq(gmk_openrule_to_act(op), 0);
	roundtrip(op);
	ck_assert_int_eq(gmk_openrule_color_of(op, black_player), GMK_BLACK);
	ck_assert_int_eq(gmk_openrule_color_of(op, 3 - black_player), GMK_WHITE);
	gmk_board *b = NULL;
	ck_assert_int_eq(gmk_openrule_board(op, &b), GMK_OK);
	ck_assert_int_eq(gmk_board_move_count(b), stones);
	gmk_board_free(b);
	ck_refused(op, gmk_openrule_place(op, 0, 0), GMK_EINVAL);
	ck_refused(op, gmk_openrule_choose(op, GMK_OPENRULE_SWAP), GMK_EINVAL);
}

START_TEST(free_rule_is_done_at_once)
{
	gmk_openrule *op = new_rule(GMK_OPENRULE_FREE, 0);
	expect_done(op, 0, 1);
	gmk_openrule_free(op);
}
END_TEST

static void swap_three(gmk_openrule *op)
{
	place(op, 1, 0, 0);
	ck_assert_int_eq(gmk_openrule_place_color(op), GMK_WHITE);
	place(op, 1, 14, 14);
	place(op, 1, 5, 9);
}

/* _i: 0 stay, 1 swap. */
START_TEST(swap1_both_branches)
{
	gmk_openrule *op = new_rule(GMK_OPENRULE_SWAP1, 0);
	swap_three(op);
	ck_assert_int_eq(gmk_openrule_may_place_two(op), 0);
	ck_refused(op, gmk_openrule_choose(op, GMK_OPENRULE_PLACE_TWO), GMK_EINVAL);
	choose(op, 2, _i ? GMK_OPENRULE_SWAP : GMK_OPENRULE_STAY);
	expect_done(op, 3, _i ? 2 : 1);
	gmk_openrule_free(op);
}
END_TEST

/* _i: 0 stay, 1 swap, 2 and 3: two more then player 1 stays or swaps. */
START_TEST(swap2_every_branch)
{
	gmk_openrule *op = new_rule(GMK_OPENRULE_SWAP2, 0);
	swap_three(op);
	ck_assert_int_eq(gmk_openrule_may_place_two(op), 1);
	if (_i < 2) {
		choose(op, 2, _i ? GMK_OPENRULE_SWAP : GMK_OPENRULE_STAY);
		expect_done(op, 3, _i ? 2 : 1);
	} else {
		choose(op, 2, GMK_OPENRULE_PLACE_TWO);
		ck_assert_int_eq(gmk_openrule_place_color(op), GMK_WHITE);
		place(op, 2, 3, 3);
		place(op, 2, 4, 4);
		ck_assert_int_eq(gmk_openrule_may_place_two(op), 0);
		ck_refused(op, gmk_openrule_choose(op, GMK_OPENRULE_PLACE_TWO), GMK_EINVAL);
		choose(op, 1, _i == 3 ? GMK_OPENRULE_SWAP : GMK_OPENRULE_STAY);
		expect_done(op, 5, _i == 3 ? 2 : 1);
	}
	gmk_openrule_free(op);
}
END_TEST

/* 4D Kagetsu's three stones, after refusals of stones outside their squares. */
static void canonical_three(gmk_openrule *op)
{
	ck_refused(op, gmk_openrule_place(op, C + 1, C), GMK_EINVAL);
	place(op, 1, C, C);
	ck_refused(op, gmk_openrule_place(op, C + 2, C), GMK_EINVAL);
	place(op, 1, C, C - 1);
	ck_refused(op, gmk_openrule_place(op, C + 3, C), GMK_EINVAL);
	ck_refused(op, gmk_openrule_place(op, C, C), GMK_EOCCUPIED);
	ck_refused(op, gmk_openrule_place(op, 15, C), GMK_EOFFBOARD);
	place(op, 1, C + 1, C - 1);
}

static const gmk_point twin_offers[2] = { { C + 1, C + 1 }, { C - 1, C - 1 } };

/* Offers, a symmetric pair refused, a pick; black_player holds black at the end. */
static void offers_and_pick(gmk_openrule *op, int due, int black_player)
{
	ck_assert_int_eq(gmk_openrule_get_phase(op), GMK_OPENRULE_PHASE_OFFER);
	ck_assert_int_eq(gmk_openrule_to_act(op), black_player);
	ck_assert_int_eq(gmk_openrule_offer_count(op), due);
	gmk_point offers[GMK_OPENRULE_MAX_OFFERS];
	for (int i = 0; i < due; i++)
		offers[i] = (gmk_point){ i, 0 };
	ck_refused(op, gmk_openrule_offer(op, offers, (size_t)due + 1), GMK_EINVAL);
	ck_refused(op, gmk_openrule_offer(op, NULL, (size_t)due), GMK_EINVAL);
	if (due >= 2) {
		gmk_point bad[GMK_OPENRULE_MAX_OFFERS];
		memcpy(bad, offers, sizeof bad);
		bad[0] = (gmk_point){ C, C };
		ck_refused(op, gmk_openrule_offer(op, bad, (size_t)due), GMK_EOCCUPIED);
		bad[0] = (gmk_point){ 0, 0 };
		bad[1] = (gmk_point){ 0, 0 };
		ck_refused(op, gmk_openrule_offer(op, bad, (size_t)due), GMK_EINVAL);
	}
	ck_assert_int_eq(gmk_openrule_offer(op, offers, (size_t)due), GMK_OK);
	roundtrip(op);
	ck_assert_int_eq(gmk_openrule_get_phase(op), GMK_OPENRULE_PHASE_PICK);
	ck_assert_int_eq(gmk_openrule_to_act(op), 3 - black_player);
	ck_assert_int_eq(gmk_openrule_offer_count(op), due);
	gmk_point got[GMK_OPENRULE_MAX_OFFERS];
	ck_assert_int_eq(gmk_openrule_offers(op, got, GMK_OPENRULE_MAX_OFFERS), due);
	ck_assert_int_eq(got[due - 1].x, due - 1);
	ck_refused(op, gmk_openrule_pick(op, 14, 14), GMK_EINVAL);
	ck_assert_int_eq(gmk_openrule_pick(op, due - 1, 0), GMK_OK);
	expect_done(op, 5, black_player);
	gmk_board *b = NULL;
	ck_assert_int_eq(gmk_openrule_board(op, &b), GMK_OK);
	ck_assert_int_eq(gmk_board_at(b, due - 1, 0), GMK_BLACK);
	ck_assert_int_eq(gmk_board_to_move(b), GMK_WHITE);
	gmk_board_free(b);
}

/* _i: white stays (0) or swaps (1). */
START_TEST(rif_both_branches)
{
	gmk_openrule *op = new_rule(GMK_OPENRULE_RIF, 0);
	canonical_three(op);
	choose(op, 2, _i ? GMK_OPENRULE_SWAP : GMK_OPENRULE_STAY);
	int white = _i ? 1 : 2;
	place(op, white, 3, 3);
	offers_and_pick(op, 2, 3 - white);
	gmk_openrule_free(op);
}
END_TEST

START_TEST(yamaguchi_both_branches)
{
	gmk_openrule *op = new_rule(GMK_OPENRULE_YAMAGUCHI, 0);
	canonical_three(op);
	ck_assert_int_eq(gmk_openrule_get_phase(op), GMK_OPENRULE_PHASE_DECLARE);
	ck_assert_int_eq(gmk_openrule_to_act(op), 1);
	ck_assert_int_eq(gmk_openrule_declare_max(op), GMK_OPENRULE_MAX_OFFERS);
	ck_refused(op, gmk_openrule_declare(op, 0), GMK_ERANGE);
	ck_refused(op, gmk_openrule_declare(op, GMK_OPENRULE_MAX_OFFERS + 1), GMK_ERANGE);
	ck_assert_int_eq(gmk_openrule_declare(op, 4), GMK_OK);
	choose(op, 2, _i ? GMK_OPENRULE_SWAP : GMK_OPENRULE_STAY);
	int white = _i ? 1 : 2;
	place(op, white, 3, 3);
	offers_and_pick(op, 4, 3 - white);
	gmk_openrule_free(op);
}
END_TEST

/* _i's bits: white swaps after move 3 (1), black swaps after the declaration (2). */
START_TEST(soosorv_every_branch)
{
	gmk_openrule *op = new_rule(GMK_OPENRULE_SOOSORV, 3);
	canonical_three(op);
	choose(op, 2, _i & 1 ? GMK_OPENRULE_SWAP : GMK_OPENRULE_STAY);
	int white = _i & 1 ? 1 : 2;
	place(op, white, 3, 3);
	ck_assert_int_eq(gmk_openrule_get_phase(op), GMK_OPENRULE_PHASE_DECLARE);
	ck_assert_int_eq(gmk_openrule_to_act(op), white);
	ck_assert_int_eq(gmk_openrule_declare_max(op), 3);
	ck_refused(op, gmk_openrule_declare(op, 4), GMK_ERANGE);
	ck_refused(op, gmk_openrule_offer(op, twin_offers, 2), GMK_EINVAL);
	ck_assert_int_eq(gmk_openrule_declare(op, 3), GMK_OK);
	roundtrip(op);
	choose(op, 3 - white, _i & 2 ? GMK_OPENRULE_SWAP : GMK_OPENRULE_STAY);
	int black = _i & 2 ? white : 3 - white;
	offers_and_pick(op, 3, black);
	gmk_openrule_free(op);
}
END_TEST

/*
 * Taraguchi-N. _i's bits 0..2: the swap after stone 1, 2, 3 is taken; _i / 8
 * the branch after the 4th: 0 stay, 1 swap (then a 5th and white stays), 2
 * stay and 3 swap (then white swaps after the 5th), 4 offers.
 */
START_TEST(taraguchi_every_branch)
{
	static const gmk_point stones[5] = { { C, C }, { C + 1, C }, { C - 1, C - 2 },
					     { C + 3, C + 3 }, { C - 4, C + 4 } };
	gmk_openrule *op = new_rule(GMK_OPENRULE_TARAGUCHI, 3);
	int black = 1; /* who holds black */
	for (int i = 0; i < 4; i++) {
		int color = i % 2 ? GMK_WHITE : GMK_BLACK;
		int placer = color == GMK_BLACK ? black : 3 - black;
		/* Each stone's square is (2i + 1) wide: one point further is refused. */
		ck_refused(op, gmk_openrule_place(op, C + i + 1, C), GMK_EINVAL);
		ck_assert_int_eq(gmk_openrule_place_color(op), color);
		place(op, placer, stones[i].x, stones[i].y);
		if (i == 3)
			break;
		ck_assert_int_eq(gmk_openrule_may_choose(op, GMK_OPENRULE_OFFER_FIFTHS), 0);
		ck_assert_int_eq(gmk_openrule_may_choose(op, GMK_OPENRULE_PLACE_TWO), 0);
		ck_refused(op, gmk_openrule_choose(op, GMK_OPENRULE_OFFER_FIFTHS), GMK_EINVAL);
		ck_refused(op, gmk_openrule_choose(op, GMK_OPENRULE_PLACE_TWO), GMK_EINVAL);
		int swap = _i >> i & 1;
		choose(op, 3 - placer, swap ? GMK_OPENRULE_SWAP : GMK_OPENRULE_STAY);
		if (swap)
			black = 3 - black;
	}
	/* After the 4th: black decides, with the third option. */
	ck_assert_int_eq(gmk_openrule_to_act(op), black);
	ck_assert_int_eq(gmk_openrule_may_choose(op, GMK_OPENRULE_OFFER_FIFTHS), 1);
	ck_assert_int_eq(gmk_openrule_may_choose(op, GMK_OPENRULE_STAY), 1);
	ck_assert_int_eq(gmk_openrule_may_place_two(op), 0);
	ck_refused(op, gmk_openrule_choose(op, GMK_OPENRULE_PLACE_TWO), GMK_EINVAL);
	int branch = _i / 8;
	if (branch == 4) {
		choose(op, black, GMK_OPENRULE_OFFER_FIFTHS);
		offers_and_pick(op, 3, black);
	} else {
		choose(op, black, branch % 2 ? GMK_OPENRULE_SWAP : GMK_OPENRULE_STAY);
		if (branch % 2)
			black = 3 - black;
		ck_refused(op, gmk_openrule_place(op, C + 5, C), GMK_EINVAL);
		place(op, black, stones[4].x, stones[4].y);
		ck_assert_int_eq(gmk_openrule_may_choose(op, GMK_OPENRULE_OFFER_FIFTHS), 0);
		ck_refused(op, gmk_openrule_choose(op, GMK_OPENRULE_OFFER_FIFTHS), GMK_EINVAL);
		choose(op, 3 - black, branch >= 2 ? GMK_OPENRULE_SWAP : GMK_OPENRULE_STAY);
		expect_done(op, 5, branch >= 2 ? 3 - black : black);
		gmk_board *b = NULL;
		ck_assert_int_eq(gmk_openrule_board(op, &b), GMK_OK);
		ck_assert_int_eq(gmk_board_to_move(b), GMK_WHITE);
		ck_assert_int_eq(gmk_openrule_canonical_of(b), 9); /* h8 i8 g10: 10D Shingetsu */
		gmk_board_free(b);
	}
	ck_assert_int_eq(gmk_openrule_may_choose(op, GMK_OPENRULE_STAY), 0);
	gmk_openrule_free(op);
}
END_TEST

START_TEST(taraguchi_refusals)
{
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	gmk_openrule *op = NULL;
	ck_assert_fails(gmk_openrule_new(&op, GMK_OPENRULE_TARAGUCHI, 0, &o), GMK_ERANGE);
	ck_assert_fails(gmk_openrule_new(&op, GMK_OPENRULE_TARAGUCHI, 17, &o), GMK_ERANGE);
	o.width = o.height = 8;
	ck_assert_fails(gmk_openrule_new(&op, GMK_OPENRULE_TARAGUCHI, 5, &o), GMK_ERANGE);
	ck_assert_ptr_null(op);
	o.width = o.height = 9;
	ck_assert_int_eq(gmk_openrule_new(&op, GMK_OPENRULE_TARAGUCHI, 5, &o), GMK_OK);
	ck_assert_fails(gmk_openrule_may_choose(NULL, GMK_OPENRULE_STAY), GMK_EINVAL);
	ck_assert_int_eq(gmk_openrule_may_choose(op, GMK_OPENRULE_STAY), 0);
	ck_refused(op, gmk_openrule_choose(op, GMK_OPENRULE_OFFER_FIFTHS), GMK_EINVAL);
	ck_refused(op, gmk_openrule_declare(op, 5), GMK_EINVAL);
	/* The fifth's square on 9x9 is the whole board; the first is the centre only. */
	ck_refused(op, gmk_openrule_place(op, 0, 0), GMK_EINVAL);
	ck_assert_int_eq(gmk_openrule_place(op, 4, 4), GMK_OK);
	ck_assert_int_eq(gmk_openrule_may_choose(op, (gmk_openrule_choice)9), 0);
	ck_refused(op, gmk_openrule_choose(op, (gmk_openrule_choice)9), GMK_EINVAL);
	ck_refused(op, gmk_openrule_place(op, 3, 3), GMK_EINVAL);
	gmk_openrule_free(op);
	/* A file that offers where the rule has a plain swap is refused on load. */
	static const char early[] =
		"{\"format\":\"gomoku-opening\",\"version\":1,\"rule\":\"taraguchi\",\"n\":2,"
		"\"width\":15,\"height\":15,\"win_length\":5,\"board_rule\":\"renju\","
		"\"foul_policy\":\"reject\",\"actions\":[{\"place\":[7,7]},"
		"{\"choose\":\"offer_fifths\"}]}";
	op = NULL;
	ck_assert_fails(gmk_openrule_from_json(&op, early, strlen(early)), GMK_EINVAL);
	ck_assert_ptr_null(op);
}
END_TEST

START_TEST(creation_refusals)
{
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	gmk_openrule *op = NULL;
	ck_assert_fails(gmk_openrule_new(NULL, GMK_OPENRULE_RIF, 0, &o), GMK_EINVAL);
	ck_assert_fails(gmk_openrule_new(&op, GMK_OPENRULE_RIF, 0, NULL), GMK_EINVAL);
	ck_assert_fails(gmk_openrule_new(&op, (gmk_openrule_kind)9, 0, &o), GMK_EINVAL);
	ck_assert_fails(gmk_openrule_new(&op, GMK_OPENRULE_RIF, 2, &o), GMK_ERANGE);
	ck_assert_fails(gmk_openrule_new(&op, GMK_OPENRULE_SOOSORV, 0, &o), GMK_ERANGE);
	ck_assert_fails(gmk_openrule_new(&op, GMK_OPENRULE_SOOSORV, 17, &o), GMK_ERANGE);
	o.width = o.height = 4;
	o.win_length = 4;
	ck_assert_fails(gmk_openrule_new(&op, GMK_OPENRULE_RIF, 0, &o), GMK_ERANGE);
	o.width = 3;
	o.height = 3;
	o.win_length = 3;
	ck_assert_int_eq(gmk_openrule_new(&op, GMK_OPENRULE_SWAP2, 0, &o), GMK_OK);
	gmk_openrule_free(op);
	op = NULL;
	o.width = 2; /* the board's own refusal comes through */
	ck_assert_fails(gmk_openrule_new(&op, GMK_OPENRULE_SWAP1, 0, &o), GMK_ERANGE);
	ck_assert_ptr_null(op);
	gmk_openrule_free(NULL);
	ck_assert_fails(gmk_openrule_get_phase(NULL), GMK_EINVAL);
	ck_assert_fails(gmk_openrule_to_act(NULL), GMK_EINVAL);
	ck_assert_fails(gmk_openrule_place(NULL, 0, 0), GMK_EINVAL);
	ck_assert_fails(gmk_openrule_board(NULL, NULL), GMK_EINVAL);
}
END_TEST

START_TEST(wrong_phase_refusals)
{
	gmk_openrule *op = new_rule(GMK_OPENRULE_RIF, 0);
	ck_refused(op, gmk_openrule_choose(op, GMK_OPENRULE_SWAP), GMK_EINVAL);
	ck_refused(op, gmk_openrule_declare(op, 2), GMK_EINVAL);
	ck_refused(op, gmk_openrule_offer(op, twin_offers, 2), GMK_EINVAL);
	ck_refused(op, gmk_openrule_pick(op, C, C), GMK_EINVAL);
	ck_refused(op, gmk_openrule_color_of(op, 3), GMK_EINVAL);
	ck_assert_fails(gmk_openrule_declare_max(op), GMK_EINVAL);
	ck_assert_fails(gmk_openrule_offer_count(op), GMK_EINVAL);
	gmk_point p;
	ck_assert_fails(gmk_openrule_offers(op, &p, 1), GMK_EINVAL);
	ck_assert_int_eq(gmk_openrule_may_place(op, C + 1, C), 0);
	canonical_three(op);
	ck_refused(op, gmk_openrule_choose(op, (gmk_openrule_choice)7), GMK_EINVAL);
	ck_assert_fails(gmk_openrule_place_color(op), GMK_EINVAL);
	gmk_openrule_free(op);
}
END_TEST

START_TEST(symmetric_offers)
{
	/* 4D Kagetsu (h8 h9 i9) has no symmetry: every pair of offers is distinct. */
	gmk_point kagetsu[3] = { { C, C }, { C, C - 1 }, { C + 1, C - 1 } };
	gmk_board *b = board_of(kagetsu, 3);
	ck_assert_int_eq(gmk_openrule_offers_distinct(b, twin_offers, 2), GMK_OK);
	gmk_board_free(b);
	/* 1D Kansei (h8 h9 h10) is symmetric in column h: g7 and i7 are one offer. */
	gmk_point kansei[4] = { { C, C }, { C, C - 1 }, { C, C - 2 }, { C, C + 3 } };
	b = board_of(kansei, 4);
	gmk_point mirror[3] = { { C + 4, C }, { C - 1, C + 1 }, { C + 1, C + 1 } };
	ck_assert_fails(gmk_openrule_offers_distinct(b, mirror, 3), GMK_EINVAL);
	ck_assert_ptr_nonnull(strstr(gmk_last_error_message(), "repeats offer 2"));
	ck_assert_int_eq(gmk_openrule_offers_distinct(b, mirror, 2), GMK_OK);
	ck_assert_int_eq(gmk_openrule_offers_distinct(b, mirror + 2, 1), GMK_OK);
	gmk_point off[1] = { { -1, 3 } };
	ck_assert_fails(gmk_openrule_offers_distinct(b, off, 1), GMK_EOFFBOARD);
	ck_assert_fails(gmk_openrule_offers_distinct(NULL, off, 1), GMK_EINVAL);
	ck_assert_fails(gmk_openrule_offers_distinct(b, NULL, 1), GMK_EINVAL);
	gmk_board_free(b);
	/* The empty board has all 8: a point and its quarter turn are one offer. */
	b = board_of(NULL, 0);
	gmk_point turn[2] = { { 2, 3 }, { 11, 2 } };
	ck_assert_fails(gmk_openrule_offers_distinct(b, turn, 2), GMK_EINVAL);
	gmk_board_free(b);
}
END_TEST

/*
 * The offer check and the public gmk_symmetry_point() map points through one
 * coding: on the empty board, a point and its image under symmetry s are one
 * offer, and the message names s (for (2, 3) no other symmetry joins them).
 */
START_TEST(offers_and_public_symmetries_agree)
{
	static const char *const names[GMK_SYMMETRIES] = {
		"", "a quarter turn of", "a half turn of", "a quarter turn the other way",
		"a reflection in the vertical axis", "a reflection in the horizontal axis",
		"a reflection in the main diagonal", "a reflection in the anti-diagonal",
	};
	gmk_board *b = board_of(NULL, 0);
	for (int s = 1; s < GMK_SYMMETRIES; s++) {
		gmk_point pair[2] = { { 2, 3 } };
		ck_assert_int_eq(gmk_symmetry_point((gmk_symmetry)s, 15, 15, pair[0], &pair[1]),
				 GMK_OK);
		ck_assert_fails(gmk_openrule_offers_distinct(b, pair, 2), GMK_EINVAL);
		ck_assert_msg(strstr(gmk_last_error_message(), names[s]), "symmetry %d: %s", s,
			      gmk_last_error_message());
	}
	gmk_board_free(b);
}
END_TEST

static const char good_json[] =
	"{\"format\":\"gomoku-opening\",\"version\":1,\"rule\":\"soosorv\",\"n\":3,"
	"\"width\":15,\"height\":15,\"win_length\":5,\"board_rule\":\"renju\","
	"\"foul_policy\":\"reject\",\"actions\":[{\"place\":[7,7]},{\"place\":[7,6]},"
	"{\"place\":[8,6]},{\"choose\":\"swap\"},{\"place\":[3,3]},{\"declare\":2}]}";

/* good_json with one piece replaced. */
static char *variant(const char *from, const char *to)
{
	static char buf[sizeof good_json + 64];
	const char *at = strstr(good_json, from);
	ck_assert_ptr_nonnull(at);
	snprintf(buf, sizeof buf, "%.*s%s%s", (int)(at - good_json), good_json, to,
		 at + strlen(from));
	return buf;
}

START_TEST(json_load_and_refusals)
{
	gmk_openrule *op = NULL;
	ck_assert_int_eq(gmk_openrule_from_json(&op, good_json, strlen(good_json)), GMK_OK);
	ck_assert_int_eq(gmk_openrule_get_phase(op), GMK_OPENRULE_PHASE_CHOOSE);
	/* Swapped: player 1 holds white, placed the 4th and declared; player 2 decides. */
	ck_assert_int_eq(gmk_openrule_to_act(op), 2);
	ck_assert_int_eq(gmk_openrule_color_of(op, 1), GMK_WHITE);
	gmk_openrule_free(op);
	op = NULL;
	static const struct {
		const char *from, *to;
		int status;
	} bad[] = {
		{ "gomoku-opening", "gomoku-record", GMK_EPARSE },
		{ "\"version\":1", "\"version\":2", GMK_ERANGE },
		{ "soosorv", "swap9", GMK_EPARSE },
		{ "\"n\":3", "\"n\":0", GMK_ERANGE },
		{ "\"renju\"", "\"go\"", GMK_EPARSE },
		{ "{\"place\":[7,7]}", "{\"place\":[8,7]}", GMK_EINVAL },
		{ "{\"place\":[7,7]}", "{\"place\":[7]}", GMK_EPARSE },
		{ "{\"place\":[7,7]}", "{\"jump\":[7,7]}", GMK_EPARSE },
		{ "{\"place\":[7,7]}", "{\"place\":[7,7],\"pick\":[1,1]}", GMK_EPARSE },
		{ "\"swap\"", "\"maybe\"", GMK_EPARSE },
		{ "{\"declare\":2}", "{\"declare\":4}", GMK_ERANGE },
		{ "{\"declare\":2}", "{\"declare\":2},{\"pick\":[1,1]}", GMK_EINVAL },
		{ "\"foul_policy\"", "\"colour\"", GMK_EPARSE },
		{ "}", "", GMK_EPARSE },
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		const char *text = variant(bad[i].from, bad[i].to);
		ck_assert_fails(gmk_openrule_from_json(&op, text, strlen(text)), bad[i].status);
		ck_assert_ptr_null(op);
	}
	ck_assert_fails(gmk_openrule_from_json(&op, "[1]", 3), GMK_EPARSE);
	ck_assert_fails(gmk_openrule_from_json(&op, NULL, 3), GMK_EINVAL);
	ck_assert_fails(gmk_openrule_from_json(NULL, "{}", 2), GMK_EINVAL);
	char *out = NULL;
	ck_assert_fails(gmk_openrule_to_json(NULL, &out), GMK_EINVAL);
	ck_assert_ptr_null(out);
}
END_TEST

/* Extreme values at every step of a Soosorv-2 opening: refused by name, nothing changed. */
START_TEST(extreme_arguments_change_nothing)
{
	gmk_openrule *op = new_rule(GMK_OPENRULE_SOOSORV, 2);
	ck_refused(op, gmk_openrule_place(op, INT_MIN, C), GMK_EOFFBOARD);
	ck_refused(op, gmk_openrule_place(op, C, INT_MAX), GMK_EOFFBOARD);
	ck_assert_int_eq(gmk_openrule_may_place(op, INT_MIN, INT_MIN), 0);
	ck_assert_int_eq(gmk_openrule_may_place(op, INT_MAX, C), 0);
	ck_refused(op, gmk_openrule_color_of(op, 0), GMK_EINVAL);
	ck_refused(op, gmk_openrule_color_of(op, INT_MIN), GMK_EINVAL);
	ck_assert_fails(gmk_openrule_color_of(NULL, 1), GMK_EINVAL);
	ck_assert_fails(gmk_openrule_may_place(NULL, C, C), GMK_EINVAL);
	ck_assert_fails(gmk_openrule_may_place_two(NULL), GMK_EINVAL);
	canonical_three(op);
	/* Values none of gmk_openrule_choice: never allowed, always refused. */
	ck_assert_int_eq(gmk_openrule_may_choose(op, (gmk_openrule_choice)-1), 0);
	ck_assert_int_eq(gmk_openrule_may_choose(op, (gmk_openrule_choice)INT_MAX), 0);
	ck_refused(op, gmk_openrule_choose(op, (gmk_openrule_choice)-1), GMK_EINVAL);
	ck_refused(op, gmk_openrule_choose(op, (gmk_openrule_choice)INT_MAX), GMK_EINVAL);
	ck_assert_int_eq(gmk_openrule_choose(op, GMK_OPENRULE_STAY), GMK_OK);
	ck_assert_int_eq(gmk_openrule_place(op, 3, 3), GMK_OK);
	ck_refused(op, gmk_openrule_declare(op, 0), GMK_ERANGE);
	ck_refused(op, gmk_openrule_declare(op, INT_MIN), GMK_ERANGE);
	ck_refused(op, gmk_openrule_declare(op, INT_MAX), GMK_ERANGE);
	ck_assert_int_eq(gmk_openrule_declare(op, 2), GMK_OK);
	ck_assert_int_eq(gmk_openrule_choose(op, GMK_OPENRULE_STAY), GMK_OK);
	const gmk_point far[2] = { { INT_MIN, 0 }, { 0, INT_MAX } };
	const gmk_point offers[2] = { { 0, 0 }, { 1, 0 } };
	ck_refused(op, gmk_openrule_offer(op, offers, SIZE_MAX), GMK_EINVAL);
	ck_refused(op, gmk_openrule_offer(op, offers, 0), GMK_EINVAL);
	ck_refused(op, gmk_openrule_offer(op, far, 2), GMK_EOFFBOARD);
	ck_refused(op, gmk_openrule_offer(op, far + 1, 2), GMK_EOFFBOARD);
	ck_assert_int_eq(gmk_openrule_offer(op, offers, 2), GMK_OK);
	gmk_point got[2] = { { -1, -1 }, { -1, -1 } };
	ck_assert_fails(gmk_openrule_offers(op, NULL, 2), GMK_EINVAL);
	ck_assert_fails(gmk_openrule_offers(op, got, 1), GMK_EBUFFER);
	ck_assert_int_eq(got[0].x, -1); /* nothing written on failure */
	ck_assert_int_eq(gmk_openrule_offers(op, got, SIZE_MAX), 2);
	ck_refused(op, gmk_openrule_pick(op, INT_MIN, INT_MIN), GMK_EINVAL);
	ck_refused(op, gmk_openrule_pick(op, 2, 0), GMK_EINVAL);
	ck_assert_int_eq(gmk_openrule_pick(op, 1, 0), GMK_OK);
	ck_assert_int_eq(gmk_openrule_get_phase(op), GMK_OPENRULE_PHASE_DONE);
	ck_refused(op, gmk_openrule_pick(op, 0, 0), GMK_EINVAL);
	ck_refused(op, gmk_openrule_declare(op, 1), GMK_EINVAL);
	ck_refused(op, gmk_openrule_offer(op, offers, 2), GMK_EINVAL);
	gmk_openrule_free(op);
}
END_TEST

/* Opening files with values no writer makes: each refused with a status, nothing made. */
START_TEST(json_extreme_values)
{
	static const struct {
		const char *from, *to;
		int status;
	} bad[] = {
		{ "{\"place\":[7,7]}", "{\"place\":[7.5,7]}", GMK_EPARSE },
		{ "{\"place\":[7,7]}", "{\"place\":[1e30,7]}", GMK_ERANGE },
		{ "{\"place\":[7,7]}", "{\"place\":[-1,7]}", GMK_EOFFBOARD },
		{ "{\"place\":[7,7]}", "{\"place\":null}", GMK_EPARSE },
		{ "{\"place\":[7,7]}", "{\"place\":[\"h\",8]}", GMK_EPARSE },
		{ "{\"place\":[7,7]}", "[7,7]", GMK_EPARSE },
		{ "{\"place\":[7,7]}", "{}", GMK_EPARSE },
		{ "{\"place\":[7,7]}", "\"place\"", GMK_EPARSE },
		{ "{\"declare\":2}", "{\"declare\":1e9}", GMK_ERANGE },
		{ "{\"declare\":2}", "{\"declare\":-2147483649}", GMK_ERANGE },
		{ "{\"declare\":2}", "{\"declare\":2},{\"offer\":{\"a\":1}}", GMK_EPARSE },
		{ "\"swap\"", "1", GMK_EPARSE },
		{ "\"width\":15", "\"width\":1e12", GMK_ERANGE },
		{ "\"width\":15", "\"width\":2", GMK_ERANGE },
		{ "\"n\":3", "\"n\":2147483648", GMK_ERANGE },
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		gmk_openrule *op = NULL;
		const char *text = variant(bad[i].from, bad[i].to);
		ck_assert_msg(gmk_openrule_from_json(&op, text, strlen(text)) == bad[i].status,
			      "%s: %s", text, gmk_last_error_message());
		ck_assert_msg(gmk_last_error_message()[0] != '\0', "no message for %s", text);
		ck_assert_ptr_null(op);
	}
	/* Too many actions: more than any rule has steps. */
	char many[4096];
	size_t used = (size_t)snprintf(many, sizeof many, "%.*s", (int)(strstr(good_json, "{\"declare")
					  - good_json), good_json);
	for (int i = 0; i < 40; i++)
		used += (size_t)snprintf(many + used, sizeof many - used, "{\"declare\":2},");
	snprintf(many + used - 1, sizeof many - used + 1, "]}");
	gmk_openrule *op = NULL;
	ck_assert_fails(gmk_openrule_from_json(&op, many, strlen(many)), GMK_EPARSE);
	ck_assert_msg(strstr(gmk_last_error_message(), "\"actions\" is not a list of at most"),
		      "%s", gmk_last_error_message());
	ck_assert_ptr_null(op);
	/* The length is honoured: a prefix is malformed, not read past. */
	ck_assert_fails(gmk_openrule_from_json(&op, good_json, sizeof good_json / 2), GMK_EPARSE);
	ck_assert_fails(gmk_openrule_from_json(&op, good_json, 0), GMK_EPARSE);
	ck_assert_ptr_null(op);
}
END_TEST

/* The backend a board resolved AUTO to. */
static int backend_of(const gmk_openrule *op)
{
	gmk_board *b = NULL;
	ck_assert_int_eq(gmk_openrule_board(op, &b), GMK_OK);
	gmk_board_options got = GMK_BOARD_OPTIONS_INIT;
	ck_assert_int_eq(gmk_board_get_options(b, &got), GMK_OK);
	gmk_board_free(b);
	return (int)got.backend;
}

/*
 * A loaded opening chooses its backend as a fresh one with AUTO does: the
 * bitboard where the size fits (_i 0), the array past it (_i 1).
 */
START_TEST(json_load_keeps_auto_backend)
{
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.width = o.height = _i ? GMK_BITBOARD_MAX_SIZE + 1 : 15;
	gmk_openrule *fresh = NULL, *loaded = NULL;
	ck_assert_int_eq(gmk_openrule_new(&fresh, GMK_OPENRULE_TARAGUCHI, 2, &o), GMK_OK);
	int c = o.width / 2;
	ck_assert_int_eq(gmk_openrule_place(fresh, c, c), GMK_OK);
	ck_assert_int_eq(gmk_openrule_choose(fresh, GMK_OPENRULE_SWAP), GMK_OK);
	int expected = _i ? GMK_BACKEND_ARRAY : GMK_BACKEND_BITBOARD;
	ck_assert_int_eq(backend_of(fresh), expected);
	char *json = NULL;
	ck_assert_int_eq(gmk_openrule_to_json(fresh, &json), GMK_OK);
	ck_assert_int_eq(gmk_openrule_from_json(&loaded, json, strlen(json)), GMK_OK);
	ck_assert_int_eq(backend_of(loaded), expected);
	same(snap(fresh), snap(loaded));
	gmk_free(json);
	gmk_openrule_free(fresh);
	gmk_openrule_free(loaded);
}
END_TEST

/* Short searches: the tests judge the decisions' legality and direction, not their depth. */
static gmk_search_limits quick(void)
{
	gmk_search_limits l = GMK_SEARCH_LIMITS_INIT;
	l.depth = 3;
	return l;
}

/* Stones each rule ends with when the engine decides everything. */
static const int final_stones[] = { 0, 3, 3, 5, 5, 5, 5 };

/* _i: the rule; the engine acts for both players until the opening is done. */
START_TEST(engine_plays_every_rule)
{
	int n = _i == GMK_OPENRULE_SOOSORV ? 4 : _i == GMK_OPENRULE_TARAGUCHI ? 3 : 0;
	gmk_openrule *op = new_rule((gmk_openrule_kind)_i, n);
	gmk_engine *e = NULL;
	ck_assert_int_eq(gmk_engine_new(&e, NULL), GMK_OK);
	gmk_search_limits l = quick();
	int steps = 0;
	while (gmk_openrule_get_phase(op) != GMK_OPENRULE_PHASE_DONE) {
		ck_assert_int_eq(gmk_openrule_engine_act(op, e, &l), GMK_OK);
		ck_assert_int_lt(++steps, 13);
	}
	ck_assert_fails(gmk_openrule_engine_act(op, e, &l), GMK_EINVAL);
	gmk_board *b = NULL;
	ck_assert_int_eq(gmk_openrule_board(op, &b), GMK_OK);
	int stones = gmk_board_move_count(b);
	if (_i == GMK_OPENRULE_SWAP2)
		ck_assert(stones == 3 || stones == 5);
	else
		ck_assert_int_eq(stones, final_stones[_i]);
	if (_i >= GMK_OPENRULE_RIF)
		ck_assert_int_ge(gmk_openrule_canonical_of(b), 0);
	ck_assert_int_eq(gmk_board_is_over(b), 0);
	gmk_board_free(b);
	roundtrip(op);
	gmk_engine_free(e);
	gmk_openrule_free(op);
}
END_TEST

/* Swap2 after two more stones: player 1 takes the colour whose stones stand better. */
START_TEST(engine_takes_the_better_colour)
{
	/* _i 0: black has an open three (b c d 8 row); 1: white has two joined, black is scattered. */
	static const gmk_point stones[2][5] = {
		{ { 5, 7 }, { 0, 0 }, { 6, 7 }, { 14, 14 }, { 7, 7 } },
		{ { 0, 0 }, { 7, 7 }, { 14, 0 }, { 8, 7 }, { 0, 14 } },
	};
	gmk_openrule *op = new_rule(GMK_OPENRULE_SWAP2, 0);
	for (int i = 0; i < 3; i++)
		ck_assert_int_eq(gmk_openrule_place(op, stones[_i][i].x, stones[_i][i].y), GMK_OK);
	ck_assert_int_eq(gmk_openrule_choose(op, GMK_OPENRULE_PLACE_TWO), GMK_OK);
	for (int i = 3; i < 5; i++)
		ck_assert_int_eq(gmk_openrule_place(op, stones[_i][i].x, stones[_i][i].y), GMK_OK);
	gmk_engine *e = NULL;
	ck_assert_int_eq(gmk_engine_new(&e, NULL), GMK_OK);
	gmk_search_limits l = quick();
	ck_assert_fails(gmk_openrule_engine_act(op, NULL, &l), GMK_EINVAL);
	ck_assert_fails(gmk_openrule_engine_act(NULL, e, &l), GMK_EINVAL);
	ck_assert_int_eq(gmk_openrule_engine_act(op, e, &l), GMK_OK);
	ck_assert_int_eq(gmk_openrule_get_phase(op), GMK_OPENRULE_PHASE_DONE);
	ck_assert_int_eq(gmk_openrule_color_of(op, 1), _i == 0 ? GMK_BLACK : GMK_WHITE);
	gmk_engine_free(e);
	gmk_openrule_free(op);
}
END_TEST

/* The pick goes to the offer that is worse for black. */
START_TEST(engine_picks_the_weaker_offer)
{
	gmk_openrule *op = new_rule(GMK_OPENRULE_RIF, 0);
	gmk_point three[3] = { { C, C }, { C, C - 1 }, { C + 1, C - 1 } };
	for (int i = 0; i < 3; i++)
		ck_assert_int_eq(gmk_openrule_place(op, three[i].x, three[i].y), GMK_OK);
	ck_assert_int_eq(gmk_openrule_choose(op, GMK_OPENRULE_STAY), GMK_OK);
	ck_assert_int_eq(gmk_openrule_place(op, 0, 14), GMK_OK);
	/* i8 joins h8 into an open two beside i9; a1 far away adds nothing. */
	gmk_point offers[2] = { { C + 1, C }, { 0, 0 } };
	ck_assert_int_eq(gmk_openrule_offer(op, offers, 2), GMK_OK);
	gmk_engine *e = NULL;
	ck_assert_int_eq(gmk_engine_new(&e, NULL), GMK_OK);
	gmk_search_limits l = quick();
	ck_assert_int_eq(gmk_openrule_engine_act(op, e, &l), GMK_OK);
	gmk_board *b = NULL;
	ck_assert_int_eq(gmk_openrule_board(op, &b), GMK_OK);
	ck_assert_int_eq(gmk_board_at(b, 0, 0), GMK_BLACK);
	gmk_board_free(b);
	gmk_engine_free(e);
	gmk_openrule_free(op);
}
END_TEST

/*
 * Taraguchi-N after the 4th stone: with one offer, black's best fifth move is
 * white's only pick, so offering pays; with sixteen, white finds a weak one
 * among them, so black stays (the 5th stone and a swap keep it about even).
 */
START_TEST(engine_offers_when_it_pays)
{
	/* The 4th stone is chosen where the engine's judgement (depth 3) shows both cases. */
	static const gmk_point four[4] = { { C, C }, { C + 1, C }, { C - 2, C + 2 }, { C + 2, C - 2 } };
	gmk_openrule *op = new_rule(GMK_OPENRULE_TARAGUCHI, _i ? GMK_OPENRULE_MAX_OFFERS : 1);
	for (int i = 0; i < 4; i++) {
		ck_assert_int_eq(gmk_openrule_place(op, four[i].x, four[i].y), GMK_OK);
		if (i < 3)
			ck_assert_int_eq(gmk_openrule_choose(op, GMK_OPENRULE_STAY), GMK_OK);
	}
	gmk_engine *e = NULL;
	ck_assert_int_eq(gmk_engine_new(&e, NULL), GMK_OK);
	gmk_search_limits l = quick();
	ck_assert_int_eq(gmk_openrule_engine_act(op, e, &l), GMK_OK);
	ck_assert_int_eq(gmk_openrule_get_phase(op),
			 _i ? GMK_OPENRULE_PHASE_PLACE : GMK_OPENRULE_PHASE_OFFER);
	ck_assert_int_eq(gmk_openrule_color_of(op, 1), GMK_BLACK);
	gmk_engine_free(e);
	gmk_openrule_free(op);
}
END_TEST

Suite *make_suite(void)
{
	Suite *s = suite_create("openrule");
	TCase *tc = gmk_tcase("openrule");
	tcase_add_test(tc, canonical_match_the_diagrams);
	tcase_add_test(tc, every_centre_shape_is_canonical);
	tcase_add_test(tc, canonical_refusals);
	tcase_add_test(tc, free_rule_is_done_at_once);
	tcase_add_loop_test(tc, swap1_both_branches, 0, 2);
	tcase_add_loop_test(tc, swap2_every_branch, 0, 4);
	tcase_add_loop_test(tc, rif_both_branches, 0, 2);
	tcase_add_loop_test(tc, yamaguchi_both_branches, 0, 2);
	tcase_add_loop_test(tc, soosorv_every_branch, 0, 4);
	tcase_add_test(tc, creation_refusals);
	tcase_add_test(tc, wrong_phase_refusals);
	tcase_add_test(tc, symmetric_offers);
	tcase_add_test(tc, offers_and_public_symmetries_agree);
	tcase_add_test(tc, json_load_and_refusals);
	tcase_add_test(tc, extreme_arguments_change_nothing);
	tcase_add_test(tc, json_extreme_values);
	tcase_add_loop_test(tc, json_load_keeps_auto_backend, 0, 2);
	tcase_add_loop_test(tc, taraguchi_every_branch, 0, 40);
	tcase_add_test(tc, taraguchi_refusals);
	tcase_add_loop_test(tc, engine_plays_every_rule, GMK_OPENRULE_FREE,
			    GMK_OPENRULE_TARAGUCHI + 1);
	tcase_add_loop_test(tc, engine_takes_the_better_colour, 0, 2);
	tcase_add_test(tc, engine_picks_the_weaker_offer);
	tcase_add_loop_test(tc, engine_offers_when_it_pays, 0, 2);
	suite_add_tcase(s, tc);
	return s;
}

GMK_CHECK_MAIN
