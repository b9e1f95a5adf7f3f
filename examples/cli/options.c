/* SPDX-License-Identifier: MIT */
/* Command-line options and the JSON configuration file. */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cli.h"

/* A config file larger than this is not a config file. */
#define CONFIG_MAX_BYTES (1024 * 1024)
#define FIVE 5

static const char usage[] =
	"usage: gomoku [options]\n"
	"  -s, --size N|WxH        board size (default 15)\n"
	"  -k, --win-length K      stones in a row to win (default 5)\n"
	"  -r, --rule NAME         freestyle, standard, renju, caro, caro-exact\n"
	"  -m, --mode MODE         human-ai (default), human-human, ai-ai\n"
	"      --ai-vs-ai          same as --mode ai-ai\n"
	"  -c, --color COLOR       your colour against the AI: black (default) or white\n"
	"  -l, --level N           AI level: 0 full strength, 1 (weakest) .. 10\n"
	"  -t, --time MS           AI time per move in milliseconds (default 1000)\n"
	"  -d, --depth N           AI search depth limit (default none)\n"
	"      --config FILE       JSON engine configuration (hash_mb, seed, level, time_ms, ...)\n"
	"      --load FILE         start from a saved game (.json or .psq)\n"
	"      --max-moves N       AI vs AI: stop after N moves\n"
	"  -q, --quiet             no progress lines while the AI thinks\n"
	"      --interactive       prompt even when stdin is not a terminal\n"
	"  -h, --help              this text\n"
	"  -V, --version           the library version\n";

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

/* The value of an option given as "--name value" or "--name=value". */
static const char *option_value(int argc, char **argv, int *i, const char *arg)
{
	const char *eq = strchr(arg, '=');
	if (arg[0] == '-' && arg[1] == '-' && eq)
		return eq + 1;
	if (*i + 1 >= argc)
		return NULL;
	return argv[++*i];
}

static int matches(const char *arg, const char *short_name, const char *long_name)
{
	if (short_name && strcmp(arg, short_name) == 0)
		return 1;
	size_t n = strlen(long_name);
	return strncmp(arg, long_name, n) == 0 && (arg[n] == '\0' || arg[n] == '=');
}

static int bad(const char *what, const char *value)
{
	fprintf(stderr, "gomoku: invalid %s '%s' (see gomoku --help)\n", what, value ? value : "");
	return -1;
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

	/* The config file first, so that options on the command line win. */
	for (int i = 1; i < argc; i++)
		if (matches(argv[i], NULL, "--config")) {
			const char *v = option_value(argc, argv, &i, argv[i]);
			if (!v)
				return bad("config file", v);
			if (load_config(v, opt) != 0)
				return -1;
		}

	int win_length_given = 0;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		const char *v;
		if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
			fputs(usage, stdout);
			return 1;
		} else if (!strcmp(a, "-V") || !strcmp(a, "--version")) {
			printf("gomoku (libgomoku %s)\n", gmk_version_string());
			return 1;
		} else if (!strcmp(a, "--ai-vs-ai")) {
			opt->mode = CLI_AI_VS_AI;
		} else if (!strcmp(a, "-q") || !strcmp(a, "--quiet")) {
			opt->quiet = 1;
		} else if (!strcmp(a, "--interactive")) {
			opt->force_interactive = 1;
		} else if (matches(a, "-s", "--size")) {
			if (!(v = option_value(argc, argv, &i, a)) || parse_size(v, &opt->board))
				return bad("size", v);
		} else if (matches(a, "-k", "--win-length")) {
			if (!(v = option_value(argc, argv, &i, a)) ||
			    parse_int(v, GMK_MIN_WIN_LENGTH, GMK_MAX_WIN_LENGTH, &opt->board.win_length))
				return bad("win length", v);
			win_length_given = 1;
		} else if (matches(a, "-r", "--rule")) {
			if (!(v = option_value(argc, argv, &i, a)) || parse_rule(v, &opt->board.rule))
				return bad("rule", v);
		} else if (matches(a, "-m", "--mode")) {
			if (!(v = option_value(argc, argv, &i, a)) || parse_mode(v, &opt->mode))
				return bad("mode", v);
		} else if (matches(a, "-c", "--color") || matches(a, NULL, "--colour")) {
			if (!(v = option_value(argc, argv, &i, a)))
				return bad("colour", v);
			if (!strcasecmp(v, "black") || !strcasecmp(v, "x"))
				opt->human = GMK_BLACK;
			else if (!strcasecmp(v, "white") || !strcasecmp(v, "o"))
				opt->human = GMK_WHITE;
			else
				return bad("colour", v);
		} else if (matches(a, "-l", "--level")) {
			if (!(v = option_value(argc, argv, &i, a)) ||
			    parse_int(v, 0, GMK_MAX_LEVEL, &opt->limits.level))
				return bad("level", v);
		} else if (matches(a, "-t", "--time")) {
			if (!(v = option_value(argc, argv, &i, a)) ||
			    parse_int(v, 1, INT_MAX, &opt->limits.time_ms))
				return bad("time per move", v);
		} else if (matches(a, "-d", "--depth")) {
			if (!(v = option_value(argc, argv, &i, a)) ||
			    parse_int(v, 1, GMK_MAX_DEPTH, &opt->limits.depth))
				return bad("depth", v);
		} else if (matches(a, NULL, "--max-moves")) {
			if (!(v = option_value(argc, argv, &i, a)) ||
			    parse_int(v, 1, INT_MAX, &opt->max_moves))
				return bad("move limit", v);
		} else if (matches(a, NULL, "--load")) {
			if (!(v = option_value(argc, argv, &i, a)))
				return bad("file", v);
			opt->load = v;
		} else if (matches(a, NULL, "--config")) {
			option_value(argc, argv, &i, a);  /* read above */
		} else {
			fprintf(stderr, "gomoku: unknown option '%s' (see gomoku --help)\n", a);
			return -1;
		}
	}
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
	gmk_board *probe;
	int status = gmk_board_new(&probe, &opt->board);
	if (status != GMK_OK) {
		fprintf(stderr, "gomoku: cannot play %dx%d, %d in a row, %s: %s\n",
			opt->board.width, opt->board.height, opt->board.win_length,
			gmk_rule_name(opt->board.rule), gmk_strerror(status));
		return -1;
	}
	gmk_board_free(probe);
	return 0;
}
