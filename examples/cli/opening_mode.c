/* SPDX-License-Identifier: MIT */
/*
 * The opening rule chosen with --opening, played before the game proper.
 * Player 1 (the opener) starts as black: against the AI that is the human
 * with --color black, else the AI. Each step prints one line saying the
 * phase, who decides and what may be done; a human types the step, the AI
 * takes its own through gmk_openrule_engine_act(). Every step, typed or
 * taken, is echoed as "opening: player N (colour) <what it did>", so a
 * script can follow the opening as it follows the moves.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cli.h"
#include "line.h"
#include "opening_text.h"

#define TEXT_MAX 256
/* An opening step may run many searches (a balanced stone: up to 7; the
 * offers: one each): each gets this share of the time per move. */
#define SEARCHES_PER_STEP 8

struct opening_run {
	struct session *s;
	gmk_openrule *op;
	int ai[3];                    /* indexed by player: 1 when the AI plays them */
	char *line;
	size_t cap;
};

static const char *who(const struct opening_run *r, int player)
{
	if (r->s->opt.mode == CLI_HUMAN_VS_AI)
		return r->ai[player] ? ", AI" : ", you";
	return "";
}

static void show_turn(struct opening_run *r)
{
	char actions[TEXT_MAX];
	int player = gmk_openrule_to_act(r->op);
	opening_describe_actions(r->op, actions, sizeof(actions));
	fprintf(r->s->out, "opening %s: player %d (%s%s) to %s\n",
		opening_phase_name(gmk_openrule_get_phase(r->op)), player,
		cli_color_name(gmk_openrule_color_of(r->op, player)), who(r, player), actions);
}

static void echo_step(struct opening_run *r, const struct opening_before *before)
{
	char text[TEXT_MAX];
	opening_describe_step(before, r->op, text, sizeof(text));
	fprintf(r->s->out, "opening: player %d (%s%s) %s\n", before->player,
		cli_color_name(before->color), who(r, before->player), text);
}

static void refused(struct opening_run *r, int status)
{
	const char *detail = gmk_last_error_message();
	fprintf(r->s->out, "? %s\n", detail && detail[0] ? detail : gmk_strerror(status));
}

/* Splits text at blanks into at most max words (in place); returns the count. */
static int split_words(char *text, char **words, int max)
{
	int n = 0;
	for (char *p = text; *p;) {
		while (isspace((unsigned char)*p))
			*p++ = '\0';
		if (!*p)
			break;
		if (n == max)
			return max + 1;
		words[n++] = p;
		while (*p && !isspace((unsigned char)*p))
			p++;
	}
	return n;
}

static int parse_points(const gmk_board *board, char **words, int count, gmk_point *out)
{
	for (int i = 0; i < count; i++) {
		int status = gmk_point_parse(words[i], gmk_board_width(board),
					     gmk_board_height(board), &out[i]);
		if (status != GMK_OK)
			return status;
	}
	return GMK_OK;
}

static const struct {
	const char *word;
	gmk_openrule_choice choice;
} choice_words[] = {
	{ "stay", GMK_OPENRULE_STAY },          { "keep", GMK_OPENRULE_STAY },
	{ "swap", GMK_OPENRULE_SWAP },          { "two", GMK_OPENRULE_PLACE_TWO },
	{ "place_two", GMK_OPENRULE_PLACE_TWO }, { "offer", GMK_OPENRULE_OFFER_FIFTHS },
};

/* One typed step, applied through the opening's own checks; a status. */
static int apply_words(struct opening_run *r, const gmk_board *board, char **words, int n)
{
	int phase = gmk_openrule_get_phase(r->op);
	/* "place h8", "choose swap", "declare 3", "offer h7 j9", "pick h8": the verb
	 * may be typed or left out ("offer" alone is Taraguchi-N's choice). */
	static const char *const verbs[] = { "place", "choose", "declare", "offer", "pick" };
	for (int i = 0; n > 1 && i < (int)(sizeof(verbs) / sizeof(verbs[0])); i++)
		if (strcasecmp(words[0], verbs[i]) == 0) {
			if (i != phase)
				return GMK_EPARSE;  /* "pick h8" is no place */
			words++;
			n--;
			break;
		}
	if (phase == GMK_OPENRULE_PHASE_CHOOSE && n == 1)
		for (size_t i = 0; i < sizeof(choice_words) / sizeof(choice_words[0]); i++)
			if (strcasecmp(words[0], choice_words[i].word) == 0)
				return gmk_openrule_choose(r->op, choice_words[i].choice);
	gmk_point points[GMK_OPENRULE_MAX_OFFERS];
	if (n < 1 || n > GMK_OPENRULE_MAX_OFFERS)
		return GMK_EPARSE;
	if (phase == GMK_OPENRULE_PHASE_DECLARE) {
		char *end;
		long v = strtol(words[0], &end, 10);
		return n == 1 && !*end && end != words[0] ? gmk_openrule_declare(r->op, (int)v)
							  : GMK_EPARSE;
	}
	int status = parse_points(board, words, n, points);
	if (status != GMK_OK)
		return status;
	if (phase == GMK_OPENRULE_PHASE_OFFER)
		return gmk_openrule_offer(r->op, points, (size_t)n);
	if (n != 1)
		return GMK_EPARSE;
	if (phase == GMK_OPENRULE_PHASE_PLACE)
		return gmk_openrule_place(r->op, points[0].x, points[0].y);
	if (phase == GMK_OPENRULE_PHASE_PICK)
		return gmk_openrule_pick(r->op, points[0].x, points[0].y);
	return GMK_EPARSE;
}

static void help(FILE *out)
{
	fputs("Opening steps: a point (h8 or 7,7) to place a stone or pick an offer; stay,\n"
	      "swap, two (swap2: place two more) or offer (Taraguchi: offer fifth moves);\n"
	      "a number to declare; the offered points (h7 j9 ...) to offer.\n"
	      "Commands: board, help, quit.\n", out);
}

/* A human's step; returns 1 to quit (quit, or the end of input), else 0. */
static int human_step(struct opening_run *r)
{
	if (r->s->interactive) {
		fprintf(r->s->out, "player %d > ", gmk_openrule_to_act(r->op));
		fflush(r->s->out);
	}
	if (read_text_line(stdin, &r->line, &r->cap) != 0)
		return 1;
	char *words[GMK_OPENRULE_MAX_OFFERS + 2];
	int n = split_words(r->line, words, GMK_OPENRULE_MAX_OFFERS + 1);
	if (n == 1 && (!strcasecmp(words[0], "quit") || !strcasecmp(words[0], "q")))
		return 1;
	gmk_board *board = NULL;
	if (gmk_openrule_board(r->op, &board) != GMK_OK)
		return 1;
	if (n == 1 && (!strcasecmp(words[0], "board") || !strcasecmp(words[0], "show"))) {
		cli_render_board(r->s->out, board);
	} else if (n == 1 && (!strcasecmp(words[0], "help") || !strcmp(words[0], "?"))) {
		help(r->s->out);
	} else if (n == 0) {
		fprintf(r->s->out, "? empty line: type the opening step, or help\n");
	} else {
		struct opening_before before;
		opening_note(r->op, &before);
		int status = apply_words(r, board, words, n);
		if (status == GMK_EPARSE)
			fprintf(r->s->out, "? not a step of this phase: type help\n");
		else if (status != GMK_OK)
			refused(r, status);
		else
			echo_step(r, &before);
	}
	gmk_board_free(board);
	return 0;
}

static int ai_step(struct opening_run *r)
{
	gmk_search_limits limits = r->s->opt.limits;
	if (limits.time_ms > SEARCHES_PER_STEP)
		limits.time_ms /= SEARCHES_PER_STEP;
	struct opening_before before;
	opening_note(r->op, &before);
	int status = gmk_openrule_engine_act(r->op, r->s->engine, &limits);
	if (status != GMK_OK) {
		refused(r, status);
		return -1;
	}
	echo_step(r, &before);
	return 0;
}

/* The opening is over: the game goes on from its position, each colour played
 * by whoever holds it now. */
static int hand_over(struct opening_run *r)
{
	gmk_board *game = NULL;
	int status = opening_game_board(r->op, &game);
	if (status != GMK_OK) {
		refused(r, status);
		return -1;
	}
	gmk_board_free(r->s->board);
	r->s->board = game;
	r->s->result_shown = 0;
	gmk_engine_clear(r->s->engine);
	for (int player = 1; player <= 2; player++) {
		int color = gmk_openrule_color_of(r->op, player);
		r->s->ai_plays[color] = r->ai[player];
		if (r->s->opt.mode == CLI_HUMAN_VS_AI && !r->ai[player])
			r->s->opt.human = (gmk_color)color;
	}
	fprintf(r->s->out, "opening over: player 1 plays %s, player 2 %s; %s to move\n",
		cli_color_name(gmk_openrule_color_of(r->op, 1)),
		cli_color_name(gmk_openrule_color_of(r->op, 2)),
		cli_color_name(gmk_board_to_move(game)));
	return 0;
}

int cli_opening_run(struct session *s)
{
	struct opening_run r = { s, NULL, { 0 }, NULL, 0 };
	char title[64];
	opening_rule_title(s->opt.opening_kind, s->opt.opening_n, title, sizeof(title));
	int status = gmk_openrule_new(&r.op, s->opt.opening_kind, s->opt.opening_n, &s->opt.board);
	if (status != GMK_OK) {
		fprintf(stderr, "gomoku: cannot play the %s opening: %s\n", title,
			gmk_last_error_message());
		return -1;
	}
	/* Who plays player 1 (the opener, black for now) and player 2: the same
	 * for every game of the session, whoever ended up with which colour. */
	r.ai[1] = s->opt.opening_ai[1];
	r.ai[2] = s->opt.opening_ai[2];
	fprintf(s->out, "opening %s: player 1 starts as black%s\n", title,
		s->opt.mode == CLI_HUMAN_VS_AI ? (r.ai[1] ? ", the AI is player 1"
							  : ", you are player 1") : "");
	int rc = 0;
	while (rc == 0 && gmk_openrule_get_phase(r.op) != GMK_OPENRULE_PHASE_DONE) {
		show_turn(&r);
		if (s->interactive && !r.ai[gmk_openrule_to_act(r.op)]) {
			gmk_board *board = NULL;
			if (gmk_openrule_board(r.op, &board) == GMK_OK)
				cli_render_board(s->out, board);
			gmk_board_free(board);
		}
		rc = r.ai[gmk_openrule_to_act(r.op)] ? ai_step(&r) : human_step(&r);
	}
	if (rc == 0)
		rc = hand_over(&r);
	free(r.line);
	gmk_openrule_free(r.op);
	return rc;
}
