/* SPDX-License-Identifier: MIT */
#include "opening_text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static const struct {
	const char *name, *title;
	int default_n;                /* 0: the rule takes no N */
} rules[] = {
	[GMK_OPENRULE_FREE] = { "free", "no opening rule", 0 },
	[GMK_OPENRULE_SWAP1] = { "swap1", "Swap1", 0 },
	[GMK_OPENRULE_SWAP2] = { "swap2", "Swap2", 0 },
	[GMK_OPENRULE_RIF] = { "rif", "RIF", 0 },
	[GMK_OPENRULE_YAMAGUCHI] = { "yamaguchi", "Yamaguchi", 0 },
	[GMK_OPENRULE_SOOSORV] = { "soosorv", "Soosorv", OPENING_DEFAULT_SOOSORV_N },
	[GMK_OPENRULE_TARAGUCHI] = { "taraguchi", "Taraguchi", OPENING_DEFAULT_TARAGUCHI_N },
};
#define RULES (sizeof(rules) / sizeof(rules[0]))

int opening_parse_rule(const char *text, gmk_openrule_kind *kind, int *n)
{
	const char *colon = strchr(text, ':');
	size_t len = colon ? (size_t)(colon - text) : strlen(text);
	for (size_t i = 0; i < RULES; i++) {
		if (strlen(rules[i].name) != len || strncasecmp(text, rules[i].name, len) != 0)
			continue;
		int value = rules[i].default_n;
		if (colon) {
			char *end;
			long v = strtol(colon + 1, &end, 10);
			if (!rules[i].default_n || end == colon + 1 || *end || v < 1 ||
			    v > GMK_OPENRULE_MAX_OFFERS)
				return -1;
			value = (int)v;
		}
		*kind = (gmk_openrule_kind)i;
		*n = value;
		return 0;
	}
	return -1;
}

const char *opening_rule_title(gmk_openrule_kind kind, int n, char *buf, size_t size)
{
	if ((size_t)kind >= RULES)
		snprintf(buf, size, "opening rule %d", (int)kind);
	else if (rules[kind].default_n)
		snprintf(buf, size, "%s-%d", rules[kind].title, n);
	else
		snprintf(buf, size, "%s", rules[kind].title);
	return buf;
}

const char *opening_phase_name(int phase)
{
	static const char *const names[] = { "place", "choose", "declare", "offer", "pick",
					      "done" };
	return phase >= 0 && phase <= GMK_OPENRULE_PHASE_DONE ? names[phase] : "?";
}

static const char *color_name(int color)
{
	return color == GMK_BLACK ? "black" : "white";
}

/* The side of the central square holding every legal point, or 0 for "anywhere". */
static int place_square(const gmk_openrule *op, const gmk_board *board)
{
	int w = gmk_board_width(board), h = gmk_board_height(board), reach = 0, all = 1;
	for (int y = 0; y < h; y++)
		for (int x = 0; x < w; x++) {
			if (gmk_board_at(board, x, y) != GMK_EMPTY)
				continue;
			if (!gmk_openrule_may_place(op, x, y)) {
				all = 0;
				continue;
			}
			int dx = abs(x - w / 2), dy = abs(y - h / 2);
			reach = dx > reach ? dx : dy > reach ? dy : reach;
		}
	return all ? 0 : 2 * reach + 1;
}

static const char *point_name(const gmk_board *board, gmk_point p, char *buf, size_t size)
{
	if (gmk_point_to_rif(p, gmk_board_width(board), gmk_board_height(board), buf, size) !=
	    GMK_OK)
		snprintf(buf, size, "%d,%d", p.x, p.y);
	return buf;
}

/* Appends " h7 j9 ..." (the offers) to buf, which holds used bytes. */
static void list_offers(const gmk_openrule *op, const gmk_board *board, char *buf, size_t size,
			size_t used)
{
	gmk_point offers[GMK_OPENRULE_MAX_OFFERS];
	int count = gmk_openrule_offers(op, offers, GMK_OPENRULE_MAX_OFFERS);
	for (int i = 0; i < count && used < size; i++) {
		char name[GMK_POINT_STRING_MAX];
		used += (size_t)snprintf(buf + used, size - used, " %s",
					 point_name(board, offers[i], name, sizeof(name)));
	}
}

static void describe_pick(const gmk_openrule *op, const gmk_board *board, char *buf,
			  size_t size)
{
	list_offers(op, board, buf, size, (size_t)snprintf(buf, size, "pick one of the offers:"));
}

void opening_describe_actions(const gmk_openrule *op, char *buf, size_t size)
{
	gmk_board *board = NULL;
	if (gmk_openrule_board(op, &board) != GMK_OK) {
		snprintf(buf, size, "(out of memory)");
		return;
	}
	switch (gmk_openrule_get_phase(op)) {
	case GMK_OPENRULE_PHASE_PLACE: {
		int side = place_square(op, board);
		int color = gmk_openrule_place_color(op);
		if (side == 1)
			snprintf(buf, size, "place a %s stone on the centre point", color_name(color));
		else if (side)
			snprintf(buf, size, "place a %s stone within the central %dx%d",
				 color_name(color), side, side);
		else
			snprintf(buf, size, "place a %s stone anywhere", color_name(color));
		break;
	}
	case GMK_OPENRULE_PHASE_CHOOSE:
		if (gmk_openrule_may_choose(op, GMK_OPENRULE_PLACE_TWO) == 1)
			snprintf(buf, size, "stay, swap, or place two more (two)");
		else if (gmk_openrule_may_choose(op, GMK_OPENRULE_OFFER_FIFTHS) == 1)
			snprintf(buf, size, "stay, swap, or offer fifth moves instead of placing one "
				 "(offer)");
		else
			snprintf(buf, size, "stay or swap");
		break;
	case GMK_OPENRULE_PHASE_DECLARE:
		snprintf(buf, size, "declare how many fifth moves black offers: 1 to %d",
			 gmk_openrule_declare_max(op));
		break;
	case GMK_OPENRULE_PHASE_OFFER:
		snprintf(buf, size, "offer %d fifth moves (no two alike by symmetry)",
			 gmk_openrule_offer_count(op));
		break;
	case GMK_OPENRULE_PHASE_PICK:
		describe_pick(op, board, buf, size);
		break;
	default:
		snprintf(buf, size, "nothing: the opening is over");
		break;
	}
	gmk_board_free(board);
}

void opening_note(const gmk_openrule *op, struct opening_before *before)
{
	gmk_board *board = NULL;
	before->phase = gmk_openrule_get_phase(op);
	before->player = gmk_openrule_to_act(op);
	before->color = before->player ? gmk_openrule_color_of(op, before->player) : 0;
	before->may_two = gmk_openrule_may_choose(op, GMK_OPENRULE_PLACE_TWO) == 1;
	before->may_offer = gmk_openrule_may_choose(op, GMK_OPENRULE_OFFER_FIFTHS) == 1;
	before->moves = gmk_openrule_board(op, &board) == GMK_OK ? gmk_board_move_count(board) : 0;
	gmk_board_free(board);
}

/* The number the last "declare" action of the opening's saved form names. */
static int last_declared(const gmk_openrule *op)
{
	char *json = NULL;
	if (gmk_openrule_to_json(op, &json) != GMK_OK)
		return 0;
	const char *key = "\"declare\":", *at = NULL;
	for (const char *p = json; (p = strstr(p, key)) != NULL; p++)
		at = p;
	int n = at ? atoi(at + strlen(key)) : 0;
	gmk_free(json);
	return n;
}

void opening_describe_step(const struct opening_before *before, const gmk_openrule *op,
			   char *buf, size_t size)
{
	gmk_board *board = NULL;
	char name[GMK_POINT_STRING_MAX];
	if (gmk_openrule_board(op, &board) != GMK_OK) {
		snprintf(buf, size, "(out of memory)");
		return;
	}
	int moves = gmk_board_move_count(board);
	gmk_point last = { -1, -1 };
	if (moves > before->moves)
		gmk_board_move_at(board, moves - 1, &last);
	int now = before->player ? gmk_openrule_color_of(op, before->player) : 0;
	switch (before->phase) {
	case GMK_OPENRULE_PHASE_PLACE:
		snprintf(buf, size, "placed %s %s", color_name(gmk_board_at(board, last.x, last.y)),
			 point_name(board, last, name, sizeof(name)));
		break;
	case GMK_OPENRULE_PHASE_CHOOSE:
		if (now != before->color)
			snprintf(buf, size, "swapped (now plays %s)", color_name(now));
		else if (before->may_two && gmk_openrule_get_phase(op) == GMK_OPENRULE_PHASE_PLACE)
			snprintf(buf, size, "chose to place two more stones");
		else if (before->may_offer && gmk_openrule_get_phase(op) == GMK_OPENRULE_PHASE_OFFER)
			snprintf(buf, size, "chose to offer fifth moves");
		else
			snprintf(buf, size, "stayed (plays %s)", color_name(now));
		break;
	case GMK_OPENRULE_PHASE_DECLARE:
		snprintf(buf, size, "declared %d offers", last_declared(op));
		break;
	case GMK_OPENRULE_PHASE_OFFER:
		list_offers(op, board, buf, size, (size_t)snprintf(buf, size, "offered"));
		break;
	case GMK_OPENRULE_PHASE_PICK:
		snprintf(buf, size, "picked %s", point_name(board, last, name, sizeof(name)));
		break;
	default:
		snprintf(buf, size, "did nothing");
		break;
	}
	gmk_board_free(board);
}

int opening_game_board(const gmk_openrule *op, gmk_board **out)
{
	gmk_board *moves = NULL, *game = NULL;
	int status = gmk_openrule_board(op, &moves);
	if (status != GMK_OK)
		return status;
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	int count = gmk_board_move_count(moves);
	gmk_stone *stones = calloc((size_t)count + 1, sizeof(*stones));
	status = stones ? gmk_board_get_options(moves, &o) : GMK_ENOMEM;
	for (int i = 0; status == GMK_OK && i < count; i++) {
		gmk_point p;
		gmk_board_move_at(moves, i, &p);
		stones[i] = (gmk_stone){ p.x, p.y, (gmk_color)gmk_board_at(moves, p.x, p.y) };
	}
	if (status == GMK_OK)
		status = gmk_board_new(&game, &o);
	if (status == GMK_OK)
		status = gmk_board_setup(game, stones, (size_t)count,
					 (gmk_color)gmk_board_to_move(moves));
	free(stones);
	gmk_board_free(moves);
	if (status != GMK_OK) {
		gmk_board_free(game);
		return status;
	}
	*out = game;
	return 0;
}
