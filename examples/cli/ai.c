/* SPDX-License-Identifier: MIT */
/* The AI's moves and hints, with its progress shown while it thinks. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "stdin_watch.h"

#define MS_PER_SECOND 1000.0

/*
 * The engine scores from the mover's side; a bare "+35" left readers guessing
 * whose advantage it is, so the text names the colour it favours: "+35 for
 * white", "white wins in 7", "black loses in 4" (plies).
 */
static const char *score_text(int score, int mover, char *buf, size_t size)
{
	if (GMK_SCORE_IS_WIN(score))
		snprintf(buf, size, "%s wins in %d", cli_color_name(mover), GMK_SCORE_PLIES(score));
	else if (GMK_SCORE_IS_LOSS(score))
		snprintf(buf, size, "%s loses in %d", cli_color_name(mover), GMK_SCORE_PLIES(score));
	else
		snprintf(buf, size, "%+d for %s", score, cli_color_name(mover));
	return buf;
}

/* What the progress function needs during one search. */
struct search_context {
	struct session *s;
	struct stdin_watch *watch;    /* NULL without a terminal */
	int show;                     /* print the progress line */
};

static void on_progress(const gmk_search_info *info, void *user_data)
{
	struct search_context *c = user_data;
	/* A stop sent before the search began was cleared by it: send it again. */
	if (c->watch && atomic_load(&c->watch->closed))
		gmk_engine_stop(c->s->engine);
	if (!c->show)
		return;
	char score[32];
	/* One line rewritten in place on a terminal. */
	fprintf(c->s->out, "\r  thinking: depth %d, %.1f s, score %s   ", info->depth,
		info->elapsed_ms / MS_PER_SECOND,
		score_text(info->score, gmk_board_to_move(c->s->board), score, sizeof(score)));
	fflush(c->s->out);
}

/* Searches for the side to move; on a terminal, Ctrl-D meanwhile stops the
 * search at once and sets s->input_closed (the caller then plays nothing). */
static int search(struct session *s, gmk_search_result *result)
{
	struct stdin_watch watch;
	int watching = s->interactive && isatty(STDIN_FILENO) &&
		       stdin_watch_start(&watch, s->engine) == 0;
	struct search_context context = { s, watching ? &watch : NULL,
					  s->interactive && !s->opt.quiet };
	gmk_engine_set_progress(s->engine, watching || context.show ? on_progress : NULL, &context);
	int status = gmk_engine_search(s->engine, s->board, &s->opt.limits, result);
	gmk_engine_set_progress(s->engine, NULL, NULL);
	if (watching && stdin_watch_finish(&watch))
		s->input_closed = 1;
	if (context.show) {
		fprintf(s->out, "\r%60s\r", "");
		fflush(s->out);
	}
	return status;
}

int session_ai_move(struct session *s)
{
	gmk_search_result result = GMK_SEARCH_RESULT_INIT;
	int mover = gmk_board_to_move(s->board);
	int status = search(s, &result);
	if (s->input_closed)
		return GMK_OK;
	if (status == GMK_OK)
		status = gmk_board_play(s->board, result.best.x, result.best.y);
	if (status != GMK_OK) {
		fprintf(s->out, "? the AI could not move: %s\n", gmk_strerror(status));
		return status;
	}
	char name[GMK_POINT_STRING_MAX], score[32];
	fprintf(s->out, "%d. %s %s (AI: depth %d, %.1f s, score %s)\n",
		gmk_board_move_count(s->board), cli_color_name(mover),
		cli_point_name(s->board, result.best, name, sizeof(name)), result.depth,
		result.time_ms / MS_PER_SECOND, score_text(result.score, mover, score, sizeof(score)));
	return GMK_OK;
}

int session_hint(struct session *s)
{
	if (gmk_board_is_over(s->board)) {
		fprintf(s->out, "? the game is over: no hint\n");
		return GMK_EGAMEOVER;
	}
	gmk_search_result result = GMK_SEARCH_RESULT_INIT;
	int status = search(s, &result);
	if (s->input_closed)
		return GMK_OK;
	if (status != GMK_OK) {
		fprintf(s->out, "? no hint: %s\n", gmk_strerror(status));
		return status;
	}
	char name[GMK_POINT_STRING_MAX], score[32];
	fprintf(s->out, "hint: %s (score %s, depth %d)\n",
		cli_point_name(s->board, result.best, name, sizeof(name)),
		score_text(result.score, gmk_board_to_move(s->board), score, sizeof(score)),
		result.depth);
	return GMK_OK;
}
