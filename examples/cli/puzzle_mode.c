/* SPDX-License-Identifier: MIT */
/*
 * The puzzle mode: gomoku-puzzle's file (one JSON puzzle a line) shown one
 * puzzle at a time. The learner types the first move; the game says right
 * or wrong and shows the whole solution with each move's threat named,
 * then the next puzzle. The game's own board is left as it was.
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "learn.h"
#include "puzzle.h"

/* More than any generated file holds; each puzzle is some 5 KB. */
#define MAX_PUZZLES 1000

struct cli_puzzles {
	struct puzzle *items;
	int count, current, right;
	gmk_board *board;          /* the current puzzle's position */
};

int cli_puzzle_active(const struct session *s)
{
	return s->puzzles && s->puzzles->board;
}

const gmk_board *cli_puzzle_board(const struct session *s)
{
	return s->puzzles->board;
}

void cli_learn_free(struct session *s)
{
	if (!s->puzzles)
		return;
	gmk_board_free(s->puzzles->board);
	free(s->puzzles->items);
	free(s->puzzles);
	s->puzzles = NULL;
}

static void finish(struct session *s)
{
	struct cli_puzzles *p = s->puzzles;
	fprintf(s->out, "puzzles done: %d of %d right; back to the game\n", p->right, p->count);
	cli_learn_free(s);
}

/* Shows puzzle p->current, or finishes after the last. */
static void show(struct session *s)
{
	struct cli_puzzles *p = s->puzzles;
	gmk_board_free(p->board);
	p->board = NULL;
	char why[PUZZLE_WHY_MAX];
	for (; p->current < p->count; p->current++)
		if (puzzle_prepare(&p->items[p->current], &p->board, why, sizeof why) == 0)
			break;
		else
			fprintf(s->out, "? puzzle %d: %s\n", p->current + 1, why);
	if (p->current >= p->count) {
		finish(s);
		return;
	}
	const struct puzzle *pz = &p->items[p->current];
	fprintf(s->out, "puzzle %d of %d (%s, %s, difficulty %.1f): %s to play and win with %s\n",
		p->current + 1, p->count, pz->kind == PUZZLE_VCT ? "vct" : "vcf",
		gmk_rule_name(pz->options.rule), pz->difficulty, cli_color_name(pz->to_move),
		pz->kind == PUZZLE_VCT ? "fours and open threes" : "fours");
	cli_render_board(s->out, p->board);
	fprintf(s->out, "Type the first move (why, threats, puzzle skip, puzzle stop).\n");
}

static int load(struct session *s, const char *path)
{
	struct cli_puzzles *p = calloc(1, sizeof *p);
	char why[PUZZLE_WHY_MAX];
	int left = 0;
	if (!p || puzzle_read_file(path, MAX_PUZZLES, &p->items, &p->count, &left, why, sizeof why) != 0) {
		fprintf(s->out, "? %s: %s\n", path, p ? why : "out of memory");
		free(p);
		return -1;
	}
	cli_learn_free(s);
	s->puzzles = p;
	fprintf(s->out, "loaded %d puzzle%s from %s", p->count, p->count == 1 ? "" : "s", path);
	if (left)
		fprintf(s->out, " (at most %d: %d more lines not loaded)", MAX_PUZZLES, left);
	fputc('\n', s->out);
	return 0;
}

void cli_puzzle_command(struct session *s, const char *args)
{
	if (!*args) {
		fprintf(s->out, "? puzzle needs a file (puzzle FILE), or skip or stop\n");
	} else if (strcasecmp(args, "skip") == 0 || strcasecmp(args, "stop") == 0) {
		if (!cli_puzzle_active(s)) {
			fprintf(s->out, "? no puzzle is shown\n");
		} else if (strcasecmp(args, "stop") == 0) {
			finish(s);
		} else {
			s->puzzles->current++;
			show(s);
		}
	} else if (load(s, args) == 0) {
		show(s);
	}
}

int cli_puzzle_answer(struct session *s, const char *text)
{
	struct cli_puzzles *p = s->puzzles;
	const struct puzzle *pz = &p->items[p->current];
	gmk_point m;
	if (gmk_point_parse(text, gmk_board_width(p->board), gmk_board_height(p->board), &m) != GMK_OK)
		return 0;
	char name[GMK_POINT_STRING_MAX], answer[GMK_POINT_STRING_MAX];
	cli_point_name(p->board, m, name, sizeof name);
	cli_point_name(p->board, pz->solution[0], answer, sizeof answer);
	if (gmk_board_at(p->board, m.x, m.y) != GMK_EMPTY) {
		fprintf(s->out, "? %s is occupied: try again\n", name);
		return 1;
	}
	if (m.x == pz->solution[0].x && m.y == pz->solution[0].y) {
		p->right++;
		fprintf(s->out, "right: %s wins, and no other first move does\n", name);
	} else {
		fprintf(s->out, "wrong: %s does not win; the winning move is %s\n", name, answer);
	}
	fprintf(s->out, "solution:\n");
	cli_explain_line(s->out, p->board, pz->solution, pz->solution_length);
	p->current++;
	show(s);
	return 1;
}
