/* SPDX-License-Identifier: MIT */
/*
 * gomoku-puzzle generate --rule freestyle|standard|renju --kind vcf|vct --count N
 *               --out FILE [--games G] [--seed S] [--max-plies P] [--from RECORD...]
 * gomoku-puzzle solve FILE
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "puzzle.h"

#define DEFAULT_GAMES 200
/* The shortest solution worth a puzzle: four, block, four, block, five. */
#define MIN_PLIES 5

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
	static char line[PUZZLE_LINE_MAX];
	static struct puzzle pz;
	int number = 0, bad = 0, got;
	while ((got = puzzle_next_line(in, line, &number)) != 0) {
		char why[PUZZLE_WHY_MAX];
		if (got < 0)
			snprintf(why, sizeof why, "longer than %d bytes", PUZZLE_LINE_MAX - 1);
		if (got < 0 || puzzle_read(line, &pz, why, sizeof why) != 0 ||
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
	fprintf(stderr, "gomoku-puzzle: --rule %s: the rules are freestyle, standard and renju\n",
		name);
	return -1;
}

/* A seed: any unsigned 64-bit number, written in full. */
static int seed_arg(const char *text, unsigned long long *out)
{
	char *end;
	errno = 0;
	unsigned long long v = strtoull(text, &end, 10);
	if (end == text || *end || errno == ERANGE || strchr(text, '-')) {
		fprintf(stderr, "gomoku-puzzle: --seed %s: not a whole number from 0 to %llu\n", text,
			ULLONG_MAX);
		return -1;
	}
	*out = v;
	return 0;
}

/* A whole number from min to max, written in full; else -1 with the reason said. */
static int int_arg(const char *option, const char *text, int min, int max, int *out)
{
	char *end;
	errno = 0;
	long v = strtol(text, &end, 10);
	if (end == text || *end || errno == ERANGE || v < min || v > max) {
		fprintf(stderr, "gomoku-puzzle: %s %s: not a whole number from %d to %d\n", option,
			text, min, max);
		return -1;
	}
	*out = (int)v;
	return 0;
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
		int bad = 0;
		if (strcmp(arg, "--rule") == 0)
			bad = rule_named(value, &o.rule);
		else if (strcmp(arg, "--kind") == 0)
			kind = value;
		else if (strcmp(arg, "--count") == 0)
			bad = int_arg(arg, value, 0, INT_MAX, &o.count);
		else if (strcmp(arg, "--games") == 0)
			bad = int_arg(arg, value, 1, INT_MAX, &o.games);
		else if (strcmp(arg, "--max-plies") == 0)
			bad = int_arg(arg, value, MIN_PLIES, PUZZLE_MAX_PLIES, &o.max_plies);
		else if (strcmp(arg, "--seed") == 0)
			bad = seed_arg(value, &o.seed);
		else if (strcmp(arg, "--out") == 0)
			out = value;
		else
			return usage();
		if (bad)
			return usage();
	}
	if (strcmp(kind, "vct") == 0) {
		o.kind = PUZZLE_VCT;
	} else if (strcmp(kind, "vcf") != 0) {
		fprintf(stderr, "gomoku-puzzle: --kind %s: the kinds are vcf and vct\n", kind);
		return usage();
	}
	if (records && o.count == 0)
		o.count = INT_MAX; /* every puzzle of the user's games */
	if (o.count < 1 || !out) {
		fprintf(stderr, "gomoku-puzzle: generate needs %s\n",
			out ? "--count N, 1 or more (or --from RECORD...)" : "--out FILE");
		return usage();
	}
	/* Every record must read before the output is touched: a bad one leaves FILE as it was. */
	for (int i = 0; i < record_count; i++) {
		gmk_board *record;
		if (puzzle_read_record(records[i], o.rule, &record) != 0)
			return 1;
		gmk_board_free(record);
	}
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
