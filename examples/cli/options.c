/* SPDX-License-Identifier: MIT */
/* Command-line options and the JSON configuration file. */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cli.h"
#include "opening_text.h"
#include "opt_table.h"

/* A config file larger than this is not a config file. */
#define CONFIG_MAX_BYTES (1024 * 1024)
#define FIVE 5

enum cli_option {
	OPT_SIZE, OPT_WIN_LENGTH, OPT_RULE, OPT_MODE, OPT_AI_VS_AI, OPT_COLOR, OPT_LEVEL,
	OPT_TIME, OPT_DEPTH, OPT_CONFIG, OPT_LOAD, OPT_MAX_MOVES, OPT_QUIET, OPT_INTERACTIVE,
	OPT_HELP, OPT_VERSION, OPT_OPENING
};

/* The options: getopt_long's arguments and --help both come from here. */
static const struct opt_spec options[] = {
	{ OPT_SIZE, "size", 's', "N|WxH", "board size (default 15)" },
	{ OPT_WIN_LENGTH, "win-length", 'k', "K", "stones in a row to win (default 5)" },
	{ OPT_RULE, "rule", 'r', "NAME", "freestyle, standard, renju, caro, caro-exact" },
	{ OPT_MODE, "mode", 'm', "MODE", "human-ai (default), human-human, ai-ai" },
	{ OPT_AI_VS_AI, "ai-vs-ai", 0, NULL, "same as --mode ai-ai" },
	{ OPT_COLOR, "color", 'c', "COLOR", "your colour against the AI: black (default) or white" },
	{ OPT_COLOR, "colour", 0, "COLOUR", NULL },
	{ OPT_LEVEL, "level", 'l', "N", "AI level: 0 full strength, 1 (strongest below it) .. 10 (weakest)" },
	{ OPT_TIME, "time", 't', "MS", "AI time per move in milliseconds (default 1000)" },
	{ OPT_DEPTH, "depth", 'd', "N", "AI search depth limit (default none)" },
	{ OPT_CONFIG, "config", 0, "FILE", "JSON engine configuration (hash_mb, seed, level, time_ms, ...)" },
	{ OPT_LOAD, "load", 0, "FILE", "start from a saved game (.json or .psq)" },
	{ OPT_OPENING, "opening", 'o', "RULE", "play an opening rule first: " OPENING_RULE_NAMES },
	{ OPT_MAX_MOVES, "max-moves", 0, "N", "AI vs AI: stop after N moves" },
	{ OPT_QUIET, "quiet", 'q', NULL, "no progress lines while the AI thinks" },
	{ OPT_INTERACTIVE, "interactive", 0, NULL, "prompt even when stdin is not a terminal" },
	{ OPT_HELP, "help", 'h', NULL, "this text" },
	{ OPT_VERSION, "version", 'V', NULL, "the library version" },
};

#define OPTION_COUNT (sizeof(options) / sizeof(options[0]))

struct rule_name {
	const char *name;
	gmk_rule rule;
};

static const struct rule_name rule_names[] = {
	{ "freestyle", GMK_RULE_FREESTYLE },
	{ "standard", GMK_RULE_STANDARD },
	{ "exact-five", GMK_RULE_STANDARD },
	{ "renju", GMK_RULE_RENJU },
	{ "caro", GMK_RULE_CARO },
	{ "caro-exact", GMK_RULE_CARO_EXACT },
};

static int parse_int(const char *text, int min, int max, int *out)
{
	char *end;
	errno = 0;
	long v = strtol(text, &end, 10);
	if (end == text || *end || errno == ERANGE || v < min || v > max)
		return -1;
	*out = (int)v;
	return 0;
}

/* "N" or "WxH", each side checked as a whole number in range (no %d overflow). */
static int parse_size(const char *text, gmk_board_options *board)
{
	int w, h;
	const char *x = strpbrk(text, "xX");
	if (!x) {
		if (parse_int(text, GMK_MIN_SIZE, GMK_MAX_SIZE, &w) != 0)
			return -1;
		board->width = board->height = w;
		return 0;
	}
	char width[16];
	size_t n = (size_t)(x - text);
	if (n == 0 || n >= sizeof(width))
		return -1;
	memcpy(width, text, n);
	width[n] = '\0';
	if (parse_int(width, GMK_MIN_SIZE, GMK_MAX_SIZE, &w) != 0 ||
	    parse_int(x + 1, GMK_MIN_SIZE, GMK_MAX_SIZE, &h) != 0)
		return -1;
	board->width = w;
	board->height = h;
	return 0;
}

static int parse_rule(const char *text, gmk_rule *out)
{
	for (size_t i = 0; i < sizeof(rule_names) / sizeof(rule_names[0]); i++)
		if (strcasecmp(text, rule_names[i].name) == 0) {
			*out = rule_names[i].rule;
			return 0;
		}
	return -1;
}

static int parse_mode(const char *text, enum cli_mode *out)
{
	if (!strcasecmp(text, "human-ai") || !strcasecmp(text, "hvai"))
		*out = CLI_HUMAN_VS_AI;
	else if (!strcasecmp(text, "human-human") || !strcasecmp(text, "hvh"))
		*out = CLI_HUMAN_VS_HUMAN;
	else if (!strcasecmp(text, "ai-ai") || !strcasecmp(text, "aivai"))
		*out = CLI_AI_VS_AI;
	else
		return -1;
	return 0;
}

static int load_config(const char *path, struct cli_options *opt)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		fprintf(stderr, "gomoku: cannot open config %s: %s\n", path, strerror(errno));
		return -1;
	}
	char *text = malloc(CONFIG_MAX_BYTES + 1);
	size_t len = text ? fread(text, 1, CONFIG_MAX_BYTES + 1, f) : 0;
	int read_error = text && ferror(f) ? errno : 0;
	fclose(f);
	if (read_error) {
		/* A directory opens but cannot be read: say so, not "malformed JSON". */
		fprintf(stderr, "gomoku: cannot read config %s: %s\n", path, strerror(read_error));
		free(text);
		return -1;
	}
	if (!text || len > CONFIG_MAX_BYTES) {
		fprintf(stderr, "gomoku: config %s is too large\n", path);
		free(text);
		return -1;
	}
	char *unknown = NULL;
	int status = gmk_config_from_json(text, len, &opt->engine, &opt->limits, &unknown);
	free(text);
	if (status != GMK_OK) {
		const char *detail = gmk_last_error_message();
		fprintf(stderr, "gomoku: config %s: %s%s%s\n", path, gmk_strerror(status),
			detail[0] ? ": " : "", detail);
		return -1;
	}
	if (unknown) {
		fprintf(stderr, "gomoku: config %s: ignoring unknown keys: %s\n", path, unknown);
		gmk_free(unknown);
	}
	return 0;
}

static int bad(const char *what, const char *value)
{
	fprintf(stderr, "gomoku: invalid %s '%s' (see gomoku --help)\n", what, value ? value : "");
	return -1;
}

static int parse_color(const char *v, gmk_color *out)
{
	if (!strcasecmp(v, "black") || !strcasecmp(v, "x"))
		*out = GMK_BLACK;
	else if (!strcasecmp(v, "white") || !strcasecmp(v, "o"))
		*out = GMK_WHITE;
	else
		return -1;
	return 0;
}

/* One option from the command line (not --config, applied before them all);
 * returns 0, 1 after --help or --version, -1 after an error message. */
static int apply_option(const struct opt_spec *o, const char *v, struct cli_options *opt,
			int *win_length_given)
{
	switch ((enum cli_option)o->id) {
	case OPT_HELP:
		fputs("usage: gomoku [options]\n", stdout);
		opt_table_help(stdout, options, OPTION_COUNT);
		return 1;
	case OPT_VERSION:
		printf("gomoku (libgomoku %s)\n", gmk_version_string());
		return 1;
	case OPT_AI_VS_AI:
		opt->mode = CLI_AI_VS_AI;
		return 0;
	case OPT_QUIET:
		opt->quiet = 1;
		return 0;
	case OPT_INTERACTIVE:
		opt->force_interactive = 1;
		return 0;
	case OPT_SIZE:
		return parse_size(v, &opt->board) ? bad("size", v) : 0;
	case OPT_WIN_LENGTH:
		*win_length_given = 1;
		return parse_int(v, GMK_MIN_WIN_LENGTH, GMK_MAX_WIN_LENGTH, &opt->board.win_length)
			       ? bad("win length", v) : 0;
	case OPT_RULE:
		return parse_rule(v, &opt->board.rule) ? bad("rule", v) : 0;
	case OPT_MODE:
		return parse_mode(v, &opt->mode) ? bad("mode", v) : 0;
	case OPT_COLOR:
		return parse_color(v, &opt->human) ? bad("colour", v) : 0;
	case OPT_LEVEL:
		return parse_int(v, 0, GMK_MAX_LEVEL, &opt->limits.level) ? bad("level", v) : 0;
	case OPT_TIME:
		return parse_int(v, 1, INT_MAX, &opt->limits.time_ms) ? bad("time per move", v) : 0;
	case OPT_DEPTH:
		return parse_int(v, 1, GMK_MAX_DEPTH, &opt->limits.depth) ? bad("depth", v) : 0;
	case OPT_MAX_MOVES:
		return parse_int(v, 1, INT_MAX, &opt->max_moves) ? bad("move limit", v) : 0;
	case OPT_LOAD:
		opt->load = v;
		return 0;
	case OPT_OPENING:
		opt->opening = 1;
		return opening_parse_rule(v, &opt->opening_kind, &opt->opening_n)
			       ? bad("opening rule", v) : 0;
	case OPT_CONFIG:
		return 0;
	}
	return 0;
}

/* getopt_long said '?' (unknown option) or ':' (no value) about arg. A short
 * option may sit in a cluster ("-qz"): then name its letter, not arg. */
static int option_error(int c, const char *arg)
{
	char letter[3] = { '-', (char)optopt, '\0' };
	const char *name = arg[0] == '-' && arg[1] != '-' && optopt > 0 && optopt < CHAR_MAX
				   ? letter : arg;
	if (c == ':')
		fprintf(stderr, "gomoku: %s needs a value (see gomoku --help)\n", name);
	else
		fprintf(stderr, "gomoku: unknown option '%s' (see gomoku --help)\n", name);
	return -1;
}

/*
 * Runs getopt_long over argv; only_config: apply --config alone (the file
 * goes first, so that options on the command line win over it), else every
 * other option. Returns as apply_option does.
 */
static int parse_pass(int argc, char **argv, struct cli_options *opt, int only_config,
		      int *win_length_given)
{
	struct option longopts[OPTION_COUNT + 1];
	char shortopts[OPT_SHORT_MAX(OPTION_COUNT)];
	opt_table_getopt(options, OPTION_COUNT, longopts, shortopts);
	opterr = 0;   /* our messages name the program's help */
	optind = 0;   /* glibc: a full restart, for the second pass */
	int c;
	while ((c = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1) {
		const struct opt_spec *o = opt_table_find(options, OPTION_COUNT, c);
		if (!o) {
			if (only_config)
				continue;
			return option_error(c, argv[optind - 1]);
		}
		if (only_config != (o->id == OPT_CONFIG))
			continue;
		int status = only_config ? load_config(optarg, opt) : apply_option(o, optarg, opt,
										   win_length_given);
		if (status != 0)
			return status;
	}
	if (!only_config && optind < argc) {
		fprintf(stderr, "gomoku: unexpected argument '%s' (see gomoku --help)\n", argv[optind]);
		return -1;
	}
	return 0;
}

int cli_parse_options(int argc, char **argv, struct cli_options *opt)
{
	memset(opt, 0, sizeof(*opt));
	gmk_board_options_init(&opt->board, GMK_BOARD_OPTIONS_VERSION);
	gmk_engine_options_init(&opt->engine, GMK_ENGINE_OPTIONS_VERSION);
	gmk_search_limits_init(&opt->limits, GMK_SEARCH_LIMITS_VERSION);
	opt->limits.time_ms = CLI_DEFAULT_TIME_MS;
	opt->human = GMK_BLACK;
	opt->mode = CLI_HUMAN_VS_AI;

	int win_length_given = 0;
	int status = parse_pass(argc, argv, opt, 1, &win_length_given);
	if (status == 0)
		status = parse_pass(argc, argv, opt, 0, &win_length_given);
	if (status != 0)
		return status;
	/* Renju and caro are five-in-a-row games. */
	int five_only = opt->board.rule == GMK_RULE_RENJU || opt->board.rule == GMK_RULE_CARO ||
			opt->board.rule == GMK_RULE_CARO_EXACT;
	if (five_only && win_length_given && opt->board.win_length != FIVE) {
		fprintf(stderr, "gomoku: rule %s is played with five in a row\n",
			gmk_rule_name(opt->board.rule));
		return -1;
	}
	if (five_only)
		opt->board.win_length = FIVE;
	/* The opener (player 1) is whoever starts as black: --color picks the human's side. */
	opt->opening_ai[1] = opt->mode == CLI_AI_VS_AI ||
			     (opt->mode == CLI_HUMAN_VS_AI && opt->human != GMK_BLACK);
	opt->opening_ai[2] = opt->mode == CLI_AI_VS_AI ||
			     (opt->mode == CLI_HUMAN_VS_AI && opt->human != GMK_WHITE);
	if (opt->opening && opt->load) {
		fprintf(stderr, "gomoku: --opening starts a new game: it does not go with --load\n");
		return -1;
	}
	gmk_board *probe;
	status = gmk_board_new(&probe, &opt->board);
	if (status != GMK_OK) {
		fprintf(stderr, "gomoku: cannot play %dx%d, %d in a row, %s: %s\n",
			opt->board.width, opt->board.height, opt->board.win_length,
			gmk_rule_name(opt->board.rule), gmk_strerror(status));
		return -1;
	}
	gmk_board_free(probe);
	return 0;
}
