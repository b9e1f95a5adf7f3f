/* SPDX-License-Identifier: MIT */
/*
 * The same games on every target give the same bytes: Zobrist hashes after
 * every move, the JSON and PSQ records, and a node-limited search (which is
 * deterministic) — on Linux x86-64, Linux ARM64 (qemu) and Windows x86-64
 * (wine), whatever the size of long or the C library's printf.
 *
 * Usage: fixed_game            prints the report
 *        fixed_game EXPECTED   compares the report with the file (every target
 *                              checks against the same committed file,
 *                              tests/cross/fixed_game.expected); exit 1 and
 *                              the first differing line when they differ.
 * After a deliberate change of a record format or of the search, regenerate:
 *   build/tests/cross/fixed_game > tests/cross/fixed_game.expected
 */
#include <gomoku.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define REPORT_MAX (64 * 1024)
#define SEARCH_NODES 20000
#define SEARCH_HASH_BYTES ((size_t)1 << 20)
#define SEARCH_SEED 20261201u

static char report[REPORT_MAX];
static size_t report_len;

static void say(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(report + report_len, REPORT_MAX - report_len, fmt, ap);
	va_end(ap);
	if (n < 0 || (size_t)n >= REPORT_MAX - report_len) {
		fprintf(stderr, "report too long\n");
		exit(2);
	}
	report_len += (size_t)n;
}

static void check(int status, const char *what)
{
	if (status != GMK_OK) {
		fprintf(stderr, "%s: %s\n", what, gmk_strerror(status));
		exit(2);
	}
}

static gmk_board *new_board(int width, int height, gmk_rule rule, gmk_backend_kind backend)
{
	gmk_board_options opts = GMK_BOARD_OPTIONS_INIT;
	opts.width = width;
	opts.height = height;
	opts.rule = rule;
	opts.backend = backend;
	gmk_board *b = NULL;
	check(gmk_board_new(&b, &opts), "board");
	return b;
}

/* Plays RIF moves, reporting the hash after each. */
static void play(gmk_board *b, int width, int height, const char *const *moves, int count)
{
	for (int i = 0; i < count; i++) {
		gmk_point p;
		check(gmk_point_from_rif(moves[i], width, height, &p), moves[i]);
		check(gmk_board_play(b, p.x, p.y), moves[i]);
		say("%s %016" PRIx64 "\n", moves[i], gmk_board_hash(b));
	}
}

static void records(const gmk_board *b)
{
	int times[] = { 1200, 800, GMK_RECORD_NO_TIME, 65535 };
	gmk_record_info info = GMK_RECORD_INFO_INIT;
	info.black = "Black Player";
	info.white = "White \"O\" Player";
	info.metadata_json = "{\"event\":\"cross-target\",\"round\":3}";
	info.times_ms = times;
	info.times_count = sizeof(times) / sizeof(times[0]);
	char *text = NULL;
	check(gmk_record_to_json(b, &info, &text), "json");
	say("json %s\n", text);
	gmk_free(text);
	check(gmk_record_to_psq(b, &info, &text), "psq");
	say("psq %s\n", text);
	gmk_free(text);
}

static void search(const gmk_board *b)
{
	gmk_engine_options opts = GMK_ENGINE_OPTIONS_INIT;
	opts.hash_bytes = SEARCH_HASH_BYTES;
	opts.seed = SEARCH_SEED;
	gmk_engine *e = NULL;
	check(gmk_engine_new(&e, &opts), "engine");
	gmk_search_limits limits = GMK_SEARCH_LIMITS_INIT;
	limits.nodes = SEARCH_NODES;
	gmk_search_result r = GMK_SEARCH_RESULT_INIT;
	check(gmk_engine_search(e, b, &limits, &r), "search");
	say("search best %d,%d score %d depth %d nodes %" PRIu64 " pv", r.best.x, r.best.y, r.score,
	    r.depth, r.nodes);
	for (int i = 0; i < r.pv_length; i++)
		say(" %d,%d", r.pv[i].x, r.pv[i].y);
	say("\n");
	gmk_engine_free(e);
}

static void renju_game(void)
{
	static const char *const moves[] = { "h8", "h9", "i8", "g8", "j9", "i10", "j7", "k6", "i9", "g7" };
	gmk_board *b = new_board(15, 15, GMK_RULE_RENJU, GMK_BACKEND_AUTO);
	say("renju 15x15\n");
	play(b, 15, 15, moves, (int)(sizeof(moves) / sizeof(moves[0])));
	check(gmk_board_undo(b), "undo");
	check(gmk_board_undo(b), "undo");
	check(gmk_board_redo(b), "redo");
	say("after undo, undo, redo %016" PRIx64 "\n", gmk_board_hash(b));
	records(b);
	search(b); /* a forced win: the VCF solver */
	gmk_board_free(b);
}

/* An opening without threats: alpha-beta, the transposition table, ordering. */
static void quiet_search(void)
{
	static const char *const moves[] = { "h8", "j9", "g10", "i6" };
	gmk_board *b = new_board(15, 15, GMK_RULE_STANDARD, GMK_BACKEND_AUTO);
	say("standard 15x15 search\n");
	play(b, 15, 15, moves, (int)(sizeof(moves) / sizeof(moves[0])));
	search(b);
	gmk_board_free(b);
}

/* Larger than the bitboard covers: the array backend, and coordinates past
 * 'z' in RIF notation. */
static void wide_game(void)
{
	static const char *const moves[] = { "a1", "dv100", "ab50", "cc1", "z26", "aa27" };
	gmk_board *b = new_board(126, 100, GMK_RULE_FREESTYLE, GMK_BACKEND_ARRAY);
	say("freestyle 126x100 array\n");
	play(b, 126, 100, moves, (int)(sizeof(moves) / sizeof(moves[0])));
	records(b);
	gmk_board_free(b);
}

/* The expected file as committed, without the carriage returns a Windows
 * checkout may have added. */
static char *read_expected(const char *path)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		perror(path);
		exit(2);
	}
	char *text = malloc(REPORT_MAX);
	size_t len = 0;
	int c;
	while (text && (c = fgetc(f)) != EOF && len + 1 < REPORT_MAX)
		if (c != '\r')
			text[len++] = (char)c;
	fclose(f);
	if (!text)
		exit(2);
	text[len] = '\0';
	return text;
}

static int compare(const char *expected, const char *actual)
{
	if (strcmp(expected, actual) == 0) {
		printf("fixed game: identical to the expected report (%zu bytes)\n", strlen(actual));
		return 0;
	}
	int line = 1;
	const char *e = expected, *a = actual;
	while (*e && *e == *a) {
		if (*e == '\n') {
			line++;
			expected = e + 1;
			actual = a + 1;
		}
		e++;
		a++;
	}
	fprintf(stderr, "fixed game: line %d differs\nexpected: %.*s\nactual:   %.*s\n", line,
		(int)strcspn(expected, "\n"), expected, (int)strcspn(actual, "\n"), actual);
	return 1;
}

int main(int argc, char **argv)
{
	renju_game();
	quiet_search();
	wide_game();
	if (argc < 2) {
		fputs(report, stdout);
		return 0;
	}
	char *expected = read_expected(argv[1]);
	int rc = compare(expected, report);
	free(expected);
	return rc;
}
