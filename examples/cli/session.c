/* SPDX-License-Identifier: MIT */
/* A game session: the board, who plays which colour, and the human's commands. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cli.h"

/* Records larger than this are not games (the library refuses them too). */
#define RECORD_MAX_BYTES GMK_RECORD_MAX_INPUT

static void set_players(struct session *s)
{
	memset(s->ai_plays, 0, sizeof(s->ai_plays));
	switch (s->opt.mode) {
	case CLI_HUMAN_VS_AI:
		s->ai_plays[s->opt.human == GMK_BLACK ? GMK_WHITE : GMK_BLACK] = 1;
		break;
	case CLI_AI_VS_AI:
		s->ai_plays[GMK_BLACK] = s->ai_plays[GMK_WHITE] = 1;
		break;
	case CLI_HUMAN_VS_HUMAN:
		break;
	}
}

static int has_extension(const char *path, const char *ext)
{
	size_t n = strlen(path), e = strlen(ext);
	return n >= e && strcasecmp(path + n - e, ext) == 0;
}

static void report_failure(struct session *s, const char *what, const char *path, int status)
{
	const char *detail = gmk_last_error_message();
	fprintf(s->out, "? cannot %s %s: %s%s%s\n", what, path, gmk_strerror(status),
		detail && detail[0] ? ": " : "", detail ? detail : "");
}

static int load_record(struct session *s, const char *path, gmk_board **out)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		fprintf(s->out, "? cannot open %s: %s\n", path, strerror(errno));
		return -1;
	}
	char *text = malloc(RECORD_MAX_BYTES + 1);
	size_t len = text ? fread(text, 1, RECORD_MAX_BYTES + 1, f) : 0;
	int read_error = ferror(f);
	fclose(f);
	if (!text || read_error || len > RECORD_MAX_BYTES) {
		fprintf(s->out, "? cannot read %s\n", path);
		free(text);
		return -1;
	}
	int status;
	if (has_extension(path, ".psq"))
		status = gmk_record_from_psq(out, text, len, &s->opt.board, NULL);
	else
		status = gmk_record_from_json(out, text, len, NULL);
	free(text);
	if (status != GMK_OK) {
		report_failure(s, "load", path, status);
		return -1;
	}
	return 0;
}

static void adopt_board(struct session *s, gmk_board *board)
{
	gmk_board_free(s->board);
	s->board = board;
	gmk_board_get_options(board, &s->opt.board);
	s->result_shown = 0;
	gmk_engine_clear(s->engine);
}

int session_init(struct session *s, const struct cli_options *opt)
{
	memset(s, 0, sizeof(*s));
	s->opt = *opt;
	s->out = stdout;
	set_players(s);
	int status = gmk_engine_new(&s->engine, &s->opt.engine);
	if (status != GMK_OK) {
		fprintf(stderr, "gomoku: cannot create the engine: %s\n", gmk_strerror(status));
		return -1;
	}
	if (opt->load) {
		gmk_board *board;
		if (load_record(s, opt->load, &board) != 0)
			return -1;
		adopt_board(s, board);
		return 0;
	}
	status = gmk_board_new(&s->board, &s->opt.board);
	if (status != GMK_OK) {
		fprintf(stderr, "gomoku: cannot create the board: %s\n", gmk_strerror(status));
		return -1;
	}
	return 0;
}

void session_free(struct session *s)
{
	gmk_board_free(s->board);
	gmk_engine_free(s->engine);
	s->board = NULL;
	s->engine = NULL;
}

int session_is_ai_turn(const struct session *s)
{
	int c = gmk_board_to_move(s->board);
	return (c == GMK_BLACK || c == GMK_WHITE) && s->ai_plays[c];
}

static void human_move(struct session *s, gmk_point p)
{
	char name[GMK_POINT_STRING_MAX];
	cli_point_name(s->board, p, name, sizeof(name));
	if (gmk_board_is_over(s->board)) {
		fprintf(s->out, "? the game is over: type new, undo, load or quit\n");
		return;
	}
	int mover = gmk_board_to_move(s->board);
	int status = gmk_board_play(s->board, p.x, p.y);
	if (status == GMK_EOCCUPIED) {
		fprintf(s->out, "? %s is occupied\n", name);
	} else if (status == GMK_EFORBIDDEN) {
		/* The library names the foul and its lines: "i8 is forbidden for black: ...". */
		fprintf(s->out, "? %s\n", gmk_last_error_message());
	} else if (status != GMK_OK) {
		fprintf(s->out, "? %s cannot be played: %s\n", name, gmk_strerror(status));
	} else {
		fprintf(s->out, "%d. %s %s\n", gmk_board_move_count(s->board),
			cli_color_name(mover), name);
	}
}

/* Against the AI, undo goes back to the human's previous turn. */
static void undo(struct session *s)
{
	int undone = 0;
	if (s->opt.mode == CLI_HUMAN_VS_AI) {
		/* How far back: through the AI's replies to the human's last move. */
		int moves = gmk_board_move_count(s->board), steps = 0;
		for (int i = moves - 1; i >= 0; i--) {
			steps++;
			gmk_point p;
			gmk_board_move_at(s->board, i, &p);
			int c = gmk_board_at(s->board, p.x, p.y);
			if (c == (int)s->opt.human)
				break;
			if (i == 0)
				steps = 0;  /* only AI moves: nothing of the human's to undo */
		}
		for (int i = 0; i < steps && gmk_board_undo(s->board) == GMK_OK; i++)
			undone++;
	} else if (gmk_board_undo(s->board) == GMK_OK) {
		undone = 1;
	}
	if (undone == 0) {
		fprintf(s->out, "? nothing to undo\n");
		return;
	}
	s->result_shown = 0;
	fprintf(s->out, "undone %d move%s; %s to move\n", undone, undone == 1 ? "" : "s",
		cli_color_name(gmk_board_to_move(s->board)));
}

static void redo(struct session *s)
{
	int redone = 0;
	if (gmk_board_redo(s->board) == GMK_OK) {
		redone = 1;
		/* Against the AI, replay its reply too, back to the human's turn. */
		while (s->opt.mode == CLI_HUMAN_VS_AI && session_is_ai_turn(s) &&
		       gmk_board_redo(s->board) == GMK_OK)
			redone++;
	}
	if (redone == 0) {
		fprintf(s->out, "? nothing to redo\n");
		return;
	}
	fprintf(s->out, "redone %d move%s; %s to move\n", redone, redone == 1 ? "" : "s",
		cli_color_name(gmk_board_to_move(s->board)));
}

static void save(struct session *s, const char *path)
{
	char *text = NULL;
	int status = has_extension(path, ".psq") ? gmk_record_to_psq(s->board, NULL, &text)
						 : gmk_record_to_json(s->board, NULL, &text);
	if (status != GMK_OK) {
		report_failure(s, "save", path, status);
		return;
	}
	FILE *f = fopen(path, "wb");
	size_t len = strlen(text);
	int ok = f && fwrite(text, 1, len, f) == len;
	if (f && fclose(f) != 0)
		ok = 0;
	gmk_free(text);
	if (!ok) {
		fprintf(s->out, "? cannot write %s: %s\n", path, strerror(errno));
		return;
	}
	fprintf(s->out, "saved %s\n", path);
}

static void load(struct session *s, const char *path)
{
	gmk_board *board;
	if (load_record(s, path, &board) != 0)
		return;
	adopt_board(s, board);
	fprintf(s->out, "loaded %s: %dx%d %s, %d moves, %s to move\n", path,
		s->opt.board.width, s->opt.board.height, gmk_rule_name(s->opt.board.rule),
		gmk_board_move_count(s->board), cli_color_name(gmk_board_to_move(s->board)));
}

int session_run_command(struct session *s, const struct cli_command *cmd)
{
	switch (cmd->kind) {
	case CLI_CMD_MOVE:
		human_move(s, cmd->point);
		break;
	case CLI_CMD_UNDO:
		undo(s);
		break;
	case CLI_CMD_REDO:
		redo(s);
		break;
	case CLI_CMD_HINT:
		session_hint(s);
		break;
	case CLI_CMD_SAVE:
		save(s, cmd->path);
		break;
	case CLI_CMD_LOAD:
		load(s, cmd->path);
		break;
	case CLI_CMD_NEW:
		gmk_board_reset(s->board);
		gmk_engine_clear(s->engine);
		s->result_shown = 0;
		fprintf(s->out, "new game\n");
		break;
	case CLI_CMD_HELP:
		cli_print_help(s->out);
		break;
	case CLI_CMD_BOARD:
		cli_render_board(s->out, s->board);
		break;
	case CLI_CMD_QUIT:
		return 1;
	case CLI_CMD_INVALID:
		fprintf(s->out, "? %s\n", cmd->why);
		break;
	}
	return 0;
}
