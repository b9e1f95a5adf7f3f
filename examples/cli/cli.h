/* SPDX-License-Identifier: MIT */
/* The console game: its options, its session and the pieces that act on it. */
#ifndef CLI_CLI_H
#define CLI_CLI_H

#include <gomoku.h>
#include <gomoku/engine.h>
#include <gomoku/record.h>
#include <gomoku/rules.h>
#include <stdio.h>

enum cli_mode {
	CLI_HUMAN_VS_AI = 0,
	CLI_HUMAN_VS_HUMAN = 1,
	CLI_AI_VS_AI = 2
};

#define CLI_DEFAULT_TIME_MS 1000

struct cli_options {
	gmk_board_options board;
	enum cli_mode mode;
	gmk_color human;              /* the human's colour against the AI */
	gmk_engine_options engine;
	gmk_search_limits limits;     /* time per move, level, depth */
	const char *load;             /* a record to start from, or NULL */
	int quiet;                    /* no progress lines */
	int force_interactive;        /* prompts even without a terminal (tests) */
	int max_moves;                /* AI vs AI stops after this many moves (0 = no limit) */
	int opening;                  /* an opening rule is played first (--opening) */
	gmk_openrule_kind opening_kind;
	int opening_n;                /* its N (Soosorv-N, Taraguchi-N), else 0 */
	int opening_ai[3];            /* 1 when the AI plays opening player 1, 2 */
};

/* Parses argv; returns 0 to go on, 1 when it printed help or the version
 * (exit 0), -1 after printing an error (exit 2). */
int cli_parse_options(int argc, char **argv, struct cli_options *opt);

struct session {
	struct cli_options opt;
	gmk_board *board;
	gmk_engine *engine;
	int ai_plays[3];              /* indexed by gmk_color */
	int interactive;              /* prompts and progress: stdin is a terminal */
	int result_shown;             /* the end of this game was announced */
	int input_closed;             /* the end of input came while the AI thought */
	FILE *out;
	struct cli_puzzles *puzzles;  /* the puzzle mode (learn.h), or NULL */
};

/* render.c */
void cli_render_board(FILE *out, const gmk_board *board);
void cli_describe_result(FILE *out, const gmk_board *board);
const char *cli_color_name(int color);
/* Writes the RIF name of a point ("h8") into buf. */
const char *cli_point_name(const gmk_board *board, gmk_point p, char *buf, size_t size);

/* command.c */
enum cli_command_kind {
	CLI_CMD_MOVE,
	CLI_CMD_UNDO,
	CLI_CMD_REDO,
	CLI_CMD_HINT,
	CLI_CMD_SAVE,
	CLI_CMD_LOAD,
	CLI_CMD_NEW,
	CLI_CMD_HELP,
	CLI_CMD_BOARD,
	CLI_CMD_QUIT,
	CLI_CMD_INVALID               /* why says what is wrong */
};

#define CLI_WHY_MAX 160
#define CLI_PATH_MAX 1024

struct cli_command {
	enum cli_command_kind kind;
	gmk_point point;              /* CLI_CMD_MOVE */
	char path[CLI_PATH_MAX];      /* save / load */
	char why[CLI_WHY_MAX];
};

void cli_parse_command(const char *line, const gmk_board *board, struct cli_command *out);
void cli_print_help(FILE *out);

/* session.c */
int session_init(struct session *s, const struct cli_options *opt);
void session_free(struct session *s);
/* Runs one command typed by a human; returns 1 to quit. */
int session_run_command(struct session *s, const struct cli_command *cmd);
int session_is_ai_turn(const struct session *s);
/* ai.c: the engine plays the side to move. */
int session_ai_move(struct session *s);
int session_hint(struct session *s);
/* opening_mode.c: plays the --opening rule, then sets up the game from its
 * position and colours; 0 to go on, 1 to quit, -1 on an error. */
int cli_opening_run(struct session *s);

#endif
