/* SPDX-License-Identifier: MIT */
/*
 * The learner's commands of the console game: why POINT, threats, and the
 * puzzle mode (explain_cmds.c, puzzle_mode.c).
 */
#ifndef CLI_LEARN_H
#define CLI_LEARN_H

#include "cli.h"

/*
 * Runs line when it is one of these commands (or, in puzzle mode, an
 * answer); returns 1 when it took the line, 0 to leave it to the game.
 */
int cli_learn_command(struct session *s, const char *line);
/* Frees the puzzle mode's state (NULL-safe). */
void cli_learn_free(struct session *s);
void cli_learn_help(FILE *out);

/* explain_cmds.c */
/* The board the learner's commands look at: the puzzle's while one is shown. */
const gmk_board *cli_learn_board(const struct session *s);
void cli_why(FILE *out, const gmk_board *board, const char *point_text);
void cli_threats(FILE *out, const gmk_board *board);
/* Each move of line (played from board's position) with its threat named. */
void cli_explain_line(FILE *out, const gmk_board *board, const gmk_point *line, int length);

/* puzzle_mode.c */
int cli_puzzle_active(const struct session *s);
const gmk_board *cli_puzzle_board(const struct session *s);
/* "puzzle FILE", "puzzle skip", "puzzle stop", or an answer while one is shown. */
void cli_puzzle_command(struct session *s, const char *args);
int cli_puzzle_answer(struct session *s, const char *text);

#endif
