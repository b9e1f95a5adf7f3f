/* SPDX-License-Identifier: MIT */
/*
 * why POINT and threats: the library's explanations (gmk_board_explain_foul,
 * gmk_board_threats, gmk_board_explain_sequence) put into words, with
 * points in RIF notation as the board shows them.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "learn.h"

static const char *const direction_names[GMK_DIRECTIONS] = { "horizontal", "vertical",
							      "diagonal", "anti-diagonal" };

static void print_points(FILE *out, const gmk_board *b, const gmk_point *p, int n)
{
	for (int i = 0; i < n; i++) {
		char name[GMK_POINT_STRING_MAX];
		fprintf(out, "%s%s", i ? " " : "", cli_point_name(b, p[i], name, sizeof name));
	}
}

static const char *threat_name(gmk_threat_kind kind)
{
	return kind == GMK_THREAT_FOUR ? "four" : kind == GMK_THREAT_OPEN_THREE ? "open three"
										 : "five";
}

/* "four h8 i8 j8 k8 (five at l8; stopped at l8)". */
static void print_threat(FILE *out, const gmk_board *b, const gmk_threat *t)
{
	fprintf(out, "%s %s ", cli_color_name(t->color), threat_name(t->kind));
	print_points(out, b, t->stones, t->stone_count);
	if (t->kind == GMK_THREAT_FIVE)
		return;
	fprintf(out, " (%s at ", t->kind == GMK_THREAT_FOUR ? "five" : "straight four");
	print_points(out, b, t->keys, t->key_count);
	if (t->defence_count) {
		fprintf(out, "; stopped at ");
		print_points(out, b, t->defences, t->defence_count);
	} else {
		fprintf(out, "; cannot be stopped");
	}
	fputc(')', out);
}

/* One line of a foul explanation: what it is and why it counts or not. */
static void print_foul_line(FILE *out, const gmk_board *b, const gmk_foul_line *l)
{
	int shown = l->stone_count < GMK_EXPLAIN_MAX_STONES ? l->stone_count : GMK_EXPLAIN_MAX_STONES;
	fprintf(out, "  %s: %s ", direction_names[l->direction], gmk_pattern_name(l->pattern));
	print_points(out, b, l->stones, shown);
	if (l->pattern == GMK_PATTERN_OPEN_THREE || l->pattern == GMK_PATTERN_CLOSED_THREE) {
		fprintf(out, l->real ? ", a real three:" : ", not a real three:");
		for (int i = 0; i < l->key_count; i++) {
			char name[GMK_POINT_STRING_MAX];
			cli_point_name(b, l->keys[i], name, sizeof name);
			if (l->key_makes_five[i])
				fprintf(out, " %s would make five too", name);
			else if (l->key_fouls[i] != GMK_FOUL_NONE)
				fprintf(out, " its four point %s is forbidden (%s)", name,
					gmk_foul_name(l->key_fouls[i]));
			else
				fprintf(out, " %s makes a straight four", name);
			fputc(i + 1 < l->key_count ? ',' : '\n', out);
		}
		if (l->key_count == 0)
			fprintf(out, " no point makes it a straight four\n");
		return;
	}
	if (l->key_count) {
		fprintf(out, " (five at ");
		print_points(out, b, l->keys, l->key_count);
		fputc(')', out);
	}
	fputc('\n', out);
}

void cli_why(FILE *out, const gmk_board *b, const char *text)
{
	gmk_point p;
	if (gmk_point_parse(text, gmk_board_width(b), gmk_board_height(b), &p) != GMK_OK) {
		fprintf(out, "? why needs a point on the board, e.g. why h8\n");
		return;
	}
	char name[GMK_POINT_STRING_MAX];
	cli_point_name(b, p, name, sizeof name);
	gmk_foul_explanation e;
	memset(&e, 0, sizeof e);
	e.version = GMK_FOUL_EXPLANATION_VERSION;
	int status = gmk_board_explain_foul(b, p.x, p.y, &e);
	if (status != GMK_OK) {
		fprintf(out, "? %s: %s\n", name, gmk_last_error_message());
		return;
	}
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	gmk_board_get_options(b, &o);
	if (o.rule != GMK_RULE_RENJU)
		fprintf(out, "%s is not forbidden: %s has no forbidden points\n", name,
			gmk_rule_name(o.rule));
	else if (e.makes_five)
		fprintf(out, "%s is not forbidden for black: it makes five, which wins before any "
			     "foul\n", name);
	else if (e.foul != GMK_FOUL_NONE)
		fprintf(out, "%s is forbidden for black: %s\n", name, gmk_foul_name(e.foul));
	else
		fprintf(out, "%s is not forbidden for black%s\n", name,
			e.line_count ? ": no two real threes, no two fours, no overline"
				     : ": it makes no three, four or overline");
	for (int i = 0; i < e.line_count; i++)
		print_foul_line(out, b, &e.lines[i]);
}

void cli_threats(FILE *out, const gmk_board *b)
{
	for (int color = GMK_BLACK; color <= GMK_WHITE; color++) {
		int total = gmk_board_threats(b, (gmk_color)color, NULL, 0);
		gmk_threat *list = total > 0 ? malloc(sizeof *list * (size_t)total) : NULL;
		if (total > 0 && list)
			total = gmk_board_threats(b, (gmk_color)color, list, (size_t)total);
		if (total < 0 || (total > 0 && !list)) {
			fprintf(out, "? cannot read the threats: %s\n", gmk_strerror(total));
		} else if (total == 0) {
			fprintf(out, "%s: no four, no open three\n", cli_color_name(color));
		}
		for (int i = 0; list && i < total; i++) {
			print_threat(out, b, &list[i]);
			fputc('\n', out);
		}
		free(list);
	}
}

void cli_explain_line(FILE *out, const gmk_board *b, const gmk_point *line, int length)
{
	gmk_sequence_step *steps = length > 0 ? malloc(sizeof *steps * (size_t)length) : NULL;
	if (!steps || gmk_board_explain_sequence(b, line, (size_t)length, steps,
						 (size_t)length) != GMK_OK) {
		fprintf(out, "? cannot explain the line: %s\n", gmk_last_error_message());
		free(steps);
		return;
	}
	for (int i = 0; i < length; i++) {
		const gmk_sequence_step *st = &steps[i];
		char name[GMK_POINT_STRING_MAX];
		fprintf(out, "  %d. %s %s: %s", i + 1, cli_color_name(st->color),
			cli_point_name(b, st->move, name, sizeof name), gmk_step_kind_name(st->kind));
		if (st->kind == GMK_STEP_QUIET && !st->attacker)
			fprintf(out, " (nothing saves the game)");
		for (int j = 0; j < st->line_count; j++) {
			fprintf(out, j ? "; " : " — ");
			if (st->lines[j].color != st->color)
				fprintf(out, "stops ");
			print_threat(out, b, &st->lines[j]);
		}
		fputc('\n', out);
	}
	free(steps);
}

const gmk_board *cli_learn_board(const struct session *s)
{
	return cli_puzzle_active(s) ? cli_puzzle_board(s) : s->board;
}

void cli_learn_help(FILE *out)
{
	fputs("Learning: why h8 (is it forbidden, and why), threats (both sides' fours and open\n"
	      "          threes), puzzle FILE (solve gomoku-puzzle's puzzles: type the first\n"
	      "          move; puzzle skip, puzzle stop).\n", out);
}

/* The first word of line, and where its argument starts. */
static int word_is(const char *line, const char *word, const char **rest)
{
	size_t n = strlen(word);
	if (strncasecmp(line, word, n) != 0 || (line[n] && !isspace((unsigned char)line[n])))
		return 0;
	for (line += n; isspace((unsigned char)*line); line++)
		;
	*rest = line;
	return 1;
}

int cli_learn_command(struct session *s, const char *line)
{
	while (isspace((unsigned char)*line))
		line++;
	char text[CLI_PATH_MAX + 16];
	size_t len = strlen(line);
	while (len && isspace((unsigned char)line[len - 1]))
		len--;
	if (len >= sizeof text)
		return 0;
	memcpy(text, line, len);
	text[len] = '\0';
	const char *rest;
	if (word_is(text, "why", &rest)) {
		cli_why(s->out, cli_learn_board(s), rest);
		return 1;
	}
	if (word_is(text, "threats", &rest)) {
		if (*rest)
			fprintf(s->out, "? threats takes no argument\n");
		else
			cli_threats(s->out, cli_learn_board(s));
		return 1;
	}
	if (word_is(text, "puzzle", &rest)) {
		cli_puzzle_command(s, rest);
		return 1;
	}
	return cli_puzzle_active(s) && cli_puzzle_answer(s, text);
}
