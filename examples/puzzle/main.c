/* SPDX-License-Identifier: MIT */
/*
 * gomoku-puzzle generate --rule freestyle|standard|renju --kind vcf|vct --count N
 *               --out FILE [--games G] [--seed S] [--max-plies P] [--from RECORD...]
 * gomoku-puzzle solve FILE
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "puzzle.h"

#define LINE_MAX_BYTES 65536
#define DEFAULT_GAMES 200

static int usage(void)
{
	fprintf(stderr, "usage: gomoku-puzzle generate --rule freestyle|standard|renju "
			"--kind vcf|vct --count N --out FILE [--games G] [--seed S]\n"
			"                            [--max-plies P] [--from RECORD...]\n"
			"       gomoku-puzzle solve FILE\n");
	return 2;
}

static int solve(const char *path)
{
	FILE *in = fopen(path, "r");
	if (!in) {
		perror(path);
		return 1;
	}
	gmk_engine *engine;
	if (gmk_engine_new(&engine, NULL) != GMK_OK) {
		fclose(in);
		return 1;
	}
	static char line[LINE_MAX_BYTES];
	static struct puzzle pz;
	int number = 0, bad = 0;
	while (fgets(line, sizeof line, in)) {
		number++;
		if (strspn(line, " \t\r\n") == strlen(line))
			continue;
		char why[PUZZLE_WHY_MAX];
		if (puzzle_read(line, &pz, why, sizeof why) != 0 ||
		    puzzle_verify(engine, &pz, NULL, why, sizeof why) != 0) {
			printf("line %d: FAIL %s\n", number, why);
			bad++;
		} else {
			printf("line %d: ok, %d plies\n", number, pz.solution_length);
		}
	}
	fclose(in);
	gmk_engine_free(engine);
	printf("%s\n", bad ? "some puzzles are wrong" : "all puzzles check");
	return bad ? 1 : 0;
}

static int rule_named(const char *name, gmk_rule *out)
{
	static const char *const names[] = { "freestyle", "standard", "renju" };
	for (int i = 0; i < 3; i++)
		if (strcmp(name, names[i]) == 0) {
			*out = (gmk_rule)i;
			return 0;
		}
	return -1;
}

static int generate(int argc, char **argv)
{
	struct generate_options o = { GMK_RULE_FREESTYLE, PUZZLE_VCF, 0, DEFAULT_GAMES, 1,
				      PUZZLE_MAX_PLIES, NULL, 0 };
	const char *out = NULL, *kind = "vcf";
	char **records = NULL;
	int record_count = 0;
	for (int i = 0; i < argc; i++) {
		const char *arg = argv[i], *value = i + 1 < argc ? argv[i + 1] : NULL;
		if (strcmp(arg, "--quiet") == 0) {
			o.quiet = 1;
			continue;
		}
		if (strcmp(arg, "--from") == 0) {
			/* The record files: every argument up to the next option. */
			records = argv + i + 1;
			while (i + 1 < argc && strncmp(argv[i + 1], "--", 2) != 0)
				i++, record_count++;
			if (record_count == 0)
				return usage();
			continue;
		}
		if (!value)
			return usage();
		i++;
		if (strcmp(arg, "--rule") == 0 && rule_named(value, &o.rule) == 0)
			continue;
		if (strcmp(arg, "--kind") == 0)
			kind = value;
		else if (strcmp(arg, "--count") == 0)
			o.count = atoi(value);
		else if (strcmp(arg, "--games") == 0)
			o.games = atoi(value);
		else if (strcmp(arg, "--max-plies") == 0)
			o.max_plies = atoi(value);
		else if (strcmp(arg, "--seed") == 0)
			o.seed = strtoull(value, NULL, 10);
		else if (strcmp(arg, "--out") == 0)
			out = value;
		else
			return usage();
	}
	if (strcmp(kind, "vct") == 0)
		o.kind = PUZZLE_VCT;
	else if (strcmp(kind, "vcf") != 0)
		return usage();
	if (records && o.count == 0)
		o.count = INT_MAX; /* every puzzle of the user's games */
	if (o.count < 1 || o.games < 1 || !out || o.max_plies < 5 || o.max_plies > PUZZLE_MAX_PLIES)
		return usage();
	o.out = fopen(out, "w");
	if (!o.out) {
		perror(out);
		return 1;
	}
	int found = records ? puzzle_generate_from(&o, records, record_count) : puzzle_generate(&o);
	fclose(o.out);
	if (found < 0)
		return 1;
	fprintf(stderr, "%d puzzles written to %s\n", found, out);
	/* Self-play that falls short of the count says so; records give what they hold. */
	return records || found == o.count ? 0 : 3;
}

int main(int argc, char **argv)
{
	if (argc >= 2 && strcmp(argv[1], "generate") == 0)
		return generate(argc - 2, argv + 2);
	if (argc == 3 && strcmp(argv[1], "solve") == 0)
		return solve(argv[2]);
	return usage();
}
