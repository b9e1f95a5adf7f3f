/* SPDX-License-Identifier: MIT */
/*
 * The graphical board's puzzle mode (--puzzle FILE): gomoku-puzzle's file,
 * one puzzle at a time on the board. A click is the answer; the status bar
 * says right or wrong and names each move of the solution, which is then
 * played on the board. P shows the next puzzle; after the last, the board
 * stays for free play. People play both colours while puzzles are shown.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "overlay.h"
#include "puzzle.h"

/* More than any generated file holds; each puzzle is some 5 KB. */
#define MAX_PUZZLES 1000

struct gui_puzzles {
	struct puzzle *items;
	int count, current, right, answered;
	int human[3];          /* the players before the puzzles, given back after */
};

int gui_puzzle_active(const struct app *app)
{
	return app->puzzles != NULL;
}

void gui_puzzle_free(struct app *app)
{
	if (!app->puzzles)
		return;
	memcpy(app->human, app->puzzles->human, sizeof app->human);
	free(app->puzzles->items);
	free(app->puzzles);
	app->puzzles = NULL;
}

static void adopt(struct app *app, gmk_board *board)
{
	app_cancel_ai(app);
	gmk_board_free(app->board);
	app->board = board;
	gmk_board_get_options(board, &app->options);
	app->has_hint = 0;
	render_update_layout(app);
}

/* Shows puzzle `current`; after the last one, leaves the mode. */
static void show(struct app *app)
{
	struct gui_puzzles *p = app->puzzles;
	gmk_board *board = NULL;
	char why[PUZZLE_WHY_MAX];
	/* A puzzle whose stones or solution cannot be played is passed over. */
	while (p->current < p->count &&
	       puzzle_prepare(&p->items[p->current], &board, why, sizeof why) != 0)
		p->current++;
	if (!board) {
		app_set_message(app, "puzzles done: %d of %d right", p->right, p->count);
		gui_puzzle_free(app);
		return;
	}
	const struct puzzle *pz = &p->items[p->current];
	p->answered = 0;
	adopt(app, board);
	app_set_message(app, "puzzle %d/%d (%s, difficulty %.1f): %s to win - click the first move",
			p->current + 1, p->count, pz->kind == PUZZLE_VCT ? "vct" : "vcf",
			pz->difficulty, pz->to_move == GMK_BLACK ? "black" : "white");
}

int gui_puzzle_open(struct app *app, const char *path)
{
	struct gui_puzzles *p = calloc(1, sizeof *p);
	char why[PUZZLE_WHY_MAX];
	int left = 0;
	if (!p || puzzle_read_file(path, MAX_PUZZLES, &p->items, &p->count, &left, why, sizeof why) != 0) {
		app_set_message(app, "%s: %s", path, p ? why : "out of memory");
		free(p);
		return -1;
	}
	if (left)
		fprintf(stderr, "gomoku-gui: %s: playing its first %d puzzles, %d more lines not loaded\n", path,
			MAX_PUZZLES, left);
	gui_puzzle_free(app);
	memcpy(p->human, app->human, sizeof p->human);
	app->human[GMK_BLACK] = app->human[GMK_WHITE] = 1;
	app->puzzles = p;
	show(app);
	return 0;
}

/* "h10 double-three, f10 quiet, f12 open-four, ..." into buf. */
static void describe_solution(const gmk_board *b, const struct puzzle *pz, char *buf, size_t size)
{
	gmk_sequence_step steps[PUZZLE_MAX_PLIES];
	buf[0] = '\0';
	if (gmk_board_explain_sequence(b, pz->solution, (size_t)pz->solution_length, steps,
				       PUZZLE_MAX_PLIES) != GMK_OK)
		return;
	size_t used = 0;
	for (int i = 0; i < pz->solution_length && used < size; i++) {
		char name[GMK_POINT_STRING_MAX];
		if (gmk_point_to_rif(steps[i].move, gmk_board_width(b), gmk_board_height(b), name,
				     sizeof name) != GMK_OK)
			snprintf(name, sizeof name, "%d,%d", steps[i].move.x, steps[i].move.y);
		int n = snprintf(buf + used, size - used, "%s%s %s", i ? ", " : "", name,
				 gmk_step_kind_name(steps[i].kind));
		used += n > 0 ? (size_t)n : 0;
	}
}

void gui_puzzle_click(struct app *app, gmk_point point)
{
	struct gui_puzzles *p = app->puzzles;
	const struct puzzle *pz = &p->items[p->current];
	if (p->answered) {
		app_set_message(app, "press P for the next puzzle");
		return;
	}
	if (gmk_board_at(app->board, point.x, point.y) != GMK_EMPTY) {
		app_set_message(app, "that point is taken: try again");
		return;
	}
	char line[APP_MESSAGE_MAX], answer[GMK_POINT_STRING_MAX];
	describe_solution(app->board, pz, line, sizeof line);
	gmk_point_to_rif(pz->solution[0], app->options.width, app->options.height, answer,
			 sizeof answer);
	int right = point.x == pz->solution[0].x && point.y == pz->solution[0].y;
	p->right += right;
	p->answered = 1;
	for (int i = 0; i < pz->solution_length; i++)
		gmk_board_play(app->board, pz->solution[i].x, pz->solution[i].y);
	app_set_message(app, "%s (%s). P: next. %s", right ? "right" : "wrong", answer, line);
}

void gui_puzzle_next(struct app *app)
{
	if (!app->puzzles) {
		app_set_message(app, "no puzzles: start with --puzzle FILE");
		return;
	}
	app->puzzles->current++;
	show(app);
}
