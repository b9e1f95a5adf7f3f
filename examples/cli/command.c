/* SPDX-License-Identifier: MIT */
/*
 * What a human types: a move ("h8" or "7,7") or a command word. Anything
 * else gets a one-line reason, so a typo never changes the game.
 */
#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "cli.h"
#include "learn.h"

struct command_word {
	const char *name;
	enum cli_command_kind kind;
	int needs_path;
};

static const struct command_word words[] = {
	{ "undo", CLI_CMD_UNDO, 0 },   { "redo", CLI_CMD_REDO, 0 },
	{ "hint", CLI_CMD_HINT, 0 },   { "save", CLI_CMD_SAVE, 1 },
	{ "load", CLI_CMD_LOAD, 1 },   { "new", CLI_CMD_NEW, 0 },
	{ "help", CLI_CMD_HELP, 0 },   { "?", CLI_CMD_HELP, 0 },
	{ "board", CLI_CMD_BOARD, 0 }, { "show", CLI_CMD_BOARD, 0 },
	{ "quit", CLI_CMD_QUIT, 0 },   { "exit", CLI_CMD_QUIT, 0 },
	{ "q", CLI_CMD_QUIT, 0 },
};

void cli_print_help(FILE *out)
{
	fputs("Moves: h8 (column letter, row from the bottom) or x,y (0-based, from the top left).\n"
	      "Commands: undo, redo, hint, save FILE, load FILE (.json or .psq), new, board,\n"
	      "          help, quit.\n", out);
	cli_learn_help(out);
}

static void invalid(struct cli_command *out, const char *fmt, const char *arg)
{
	out->kind = CLI_CMD_INVALID;
	snprintf(out->why, sizeof(out->why), fmt, arg);
}

static int count_numbers(const char *s)
{
	int n = 0;
	while (*s) {
		if (isdigit((unsigned char)*s)) {
			n++;
			while (isdigit((unsigned char)*s))
				s++;
		} else {
			s++;
		}
	}
	return n;
}

/* "h8", "7,7", "7 7": the shape of a move, whatever its coordinates. */
static int looks_like_move(const char *s)
{
	if (isalpha((unsigned char)s[0])) {
		size_t i = 0;
		while (isalpha((unsigned char)s[i]))
			i++;
		if (!isdigit((unsigned char)s[i]))
			return 0;
		while (isdigit((unsigned char)s[i]))
			i++;
		return s[i] == '\0';
	}
	return isdigit((unsigned char)s[0]) || s[0] == '-';
}

/* "h 8" is how many people type h8: drop the spaces between the letters and
 * the number, in place. Anything else is left as it is. */
static void join_letters_and_number(char *text)
{
	size_t letters = 0, spaces;
	while (isalpha((unsigned char)text[letters]))
		letters++;
	for (spaces = letters; text[spaces] == ' ' || text[spaces] == '\t'; spaces++)
		;
	size_t digits = spaces;
	while (isdigit((unsigned char)text[digits]))
		digits++;
	if (letters == 0 || spaces == letters || digits == spaces || text[digits] != '\0')
		return;
	memmove(text + letters, text + spaces, digits - spaces + 1);
}

void cli_parse_command(const char *line, const gmk_board *board, struct cli_command *out)
{
	char text[CLI_PATH_MAX + 16];
	memset(out, 0, sizeof(*out));
	while (isspace((unsigned char)*line))
		line++;
	size_t len = strlen(line);
	while (len > 0 && isspace((unsigned char)line[len - 1]))
		len--;
	if (len == 0) {
		invalid(out, "empty line: type a move such as h8 or 7,7, or help%s", "");
		return;
	}
	if (len >= sizeof(text)) {
		invalid(out, "line too long%s", "");
		return;
	}
	memcpy(text, line, len);
	text[len] = '\0';
	for (size_t i = 0; i < len; i++)
		if ((unsigned char)text[i] >= 0x80) {
			invalid(out, "non-ASCII character (full-width punctuation?): type h8 or 7,7"
				" with plain ASCII%s", "");
			return;
		}

	char word[16] = "";
	size_t n = 0;
	while (text[n] && !isspace((unsigned char)text[n]) && n < sizeof(word) - 1) {
		word[n] = text[n];
		n++;
	}
	word[n] = '\0';
	const char *rest = text + n;
	while (isspace((unsigned char)*rest))
		rest++;
	for (size_t i = 0; i < sizeof(words) / sizeof(words[0]); i++) {
		if (strcasecmp(word, words[i].name) != 0)
			continue;
		if (words[i].needs_path && !*rest) {
			invalid(out, "%s needs a file name, e.g. save game.json", words[i].name);
			return;
		}
		if (!words[i].needs_path && *rest) {
			invalid(out, "%s takes no argument", words[i].name);
			return;
		}
		out->kind = words[i].kind;
		size_t path_len = strlen(rest);
		if (path_len >= sizeof(out->path)) {
			invalid(out, "%s: file name too long", words[i].name);
			return;
		}
		memcpy(out->path, rest, path_len + 1);
		return;
	}

	join_letters_and_number(text);
	int width = gmk_board_width(board), height = gmk_board_height(board);
	int status = gmk_point_parse(text, width, height, &out->point);
	if (status == GMK_OK) {
		out->kind = CLI_CMD_MOVE;
		return;
	}
	if (status == GMK_EOFFBOARD) {
		char why[CLI_WHY_MAX];
		snprintf(why, sizeof(why), "%%.40s is off the %dx%d board", width, height);
		invalid(out, why, text);
		return;
	}
	if (!looks_like_move(text)) {
		invalid(out, "unknown command '%.40s' (type help)", text);
		return;
	}
	if (count_numbers(text) == 1 && !isalpha((unsigned char)text[0])) {
		invalid(out, "'%.40s' is one number: a move needs two, e.g. 7,7 or h8", text);
		return;
	}
	invalid(out, "'%.40s' is not a move: type h8 or 7,7", text);
}
