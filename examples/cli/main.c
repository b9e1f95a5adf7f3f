/* SPDX-License-Identifier: MIT */
/*
 * gomoku: the console game. Human against the AI, two humans, or the AI
 * against itself. Without a terminal on stdin it prints no prompts, so a
 * script can feed it moves and commands one per line.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "learn.h"
#include "line.h"

static void show_position(struct session *s)
{
	cli_render_board(s->out, s->board);
	gmk_board_options opts = GMK_BOARD_OPTIONS_INIT;
	gmk_board_get_options(s->board, &opts);
	int c = gmk_board_to_move(s->board);
	fprintf(s->out, "%s (%c) to move%s\n", cli_color_name(c), c == GMK_BLACK ? 'X' : 'O',
		opts.rule == GMK_RULE_RENJU && c == GMK_BLACK ? ", * = forbidden for black" : "");
}

static void announce_result(struct session *s)
{
	if (s->result_shown)
		return;
	s->result_shown = 1;
	cli_render_board(s->out, s->board);
	cli_describe_result(s->out, s->board);
}

/* "you (black, X) to move > ": whose turn it is, and whether that is you. */
static void prompt(struct session *s)
{
	int c = gmk_board_to_move(s->board);
	if (gmk_board_is_over(s->board))
		fprintf(s->out, "game over (new, undo, load or quit) > ");
	else if (s->opt.mode == CLI_HUMAN_VS_AI && !session_is_ai_turn(s))
		fprintf(s->out, "you (%s, %c) to move > ", cli_color_name(c), c == GMK_BLACK ? 'X' : 'O');
	else
		fprintf(s->out, "%s (%c) to move > ", cli_color_name(c), c == GMK_BLACK ? 'X' : 'O');
}

/* Reads one line; NULL at the end of input. */
static char *read_line(struct session *s, char **buf, size_t *cap)
{
	if (s->interactive) {
		prompt(s);
		fflush(s->out);
	}
	if (read_text_line(stdin, buf, cap) != 0)
		return NULL;
	return *buf;
}

static int run(struct session *s)
{
	char *buf = NULL;
	size_t cap = 0;
	int ai_moves = 0;
	uint64_t shown_hash = 0;  /* the position last shown (0: none yet) */
	int shown_moves = -1;
	for (;;) {
		fflush(s->out);
		if (gmk_board_is_over(s->board)) {
			announce_result(s);
			if (s->opt.mode == CLI_AI_VS_AI)
				break;
		} else if (session_is_ai_turn(s)) {
			if (s->opt.max_moves && ai_moves >= s->opt.max_moves &&
			    s->opt.mode == CLI_AI_VS_AI) {
				cli_render_board(s->out, s->board);
				fprintf(s->out, "Stopped after %d moves\n", ai_moves);
				break;
			}
			int status = session_ai_move(s);
			if (s->input_closed)
				break;
			if (status != GMK_OK) {
				if (s->opt.mode == CLI_AI_VS_AI)
					break;
			} else {
				ai_moves++;
				continue;
			}
		}
		/* Show the board again only when the position changed. */
		if (s->interactive && !gmk_board_is_over(s->board) &&
		    (shown_hash != gmk_board_hash(s->board) ||
		     shown_moves != gmk_board_move_count(s->board))) {
			show_position(s);
			shown_hash = gmk_board_hash(s->board);
			shown_moves = gmk_board_move_count(s->board);
		}
		char *line = read_line(s, &buf, &cap);
		if (!line)
			break;
		if (cli_learn_command(s, line))
			continue;
		struct cli_command cmd;
		cli_parse_command(line, s->board, &cmd);
		if (session_run_command(s, &cmd) || s->input_closed)
			break;
		/* A new game begins with the opening again. */
		if (cmd.kind == CLI_CMD_NEW && s->opt.opening && cli_opening_run(s) != 0)
			break;
		if (cmd.kind == CLI_CMD_NEW || cmd.kind == CLI_CMD_LOAD)
			shown_moves = -1;
	}
	/* Ctrl-D leaves the cursor after the prompt or the progress line: end
	 * that line, so the shell's prompt starts on its own. */
	if (s->interactive)
		fputc('\n', s->out);
	free(buf);
	return 0;
}

int main(int argc, char **argv)
{
	struct cli_options opt;
	int parsed = cli_parse_options(argc, argv, &opt);
	if (parsed != 0)
		return parsed > 0 ? 0 : 2;
	struct session s;
	if (session_init(&s, &opt) != 0) {
		session_free(&s);
		return 1;
	}
	s.interactive = opt.force_interactive || (isatty(STDIN_FILENO) && opt.mode != CLI_AI_VS_AI);
	if (s.interactive)
		fprintf(s.out, "gomoku %s: %dx%d, %d in a row, %s. Type help for commands.\n",
			gmk_version_string(), opt.board.width, opt.board.height,
			opt.board.win_length, gmk_rule_name(opt.board.rule));
	if (s.interactive && opt.mode == CLI_HUMAN_VS_AI)
		fprintf(s.out, "You play %s (%c) against the AI.\n", cli_color_name(opt.human),
			opt.human == GMK_BLACK ? 'X' : 'O');
	int rc = opt.opening ? cli_opening_run(&s) : 0;
	if (rc == 0)
		rc = run(&s);
	else
		rc = rc < 0;
	cli_learn_free(&s);
	session_free(&s);
	return rc;
}
