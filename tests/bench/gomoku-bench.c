/* SPDX-License-Identifier: MIT */
/*
 * gomoku-bench: the project's benchmark program. Every section runs in the
 * same process, so figures can be compared as ratios within one run.
 * Usage: gomoku-bench [--json] [SECTION...]
 */
#include <stdio.h>
#include <string.h>

#include "bench.h"
#include "core/thread.h"

double bench_now(void)
{
	return (double)thread_now_ns() * 1e-9;
}

uint64_t bench_random(uint64_t *state)
{
	uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

static const struct {
	const char *name;
	void (*run)(cJSON *report);
} sections[] = {
	{ "backends", bench_backends },
	{ "rules", bench_rules },
	{ "search", bench_search },
	{ "renju", bench_search_renju },
	{ "threads", bench_search_threads },
	{ "vct", bench_vct },
};

#define SECTION_COUNT (sizeof(sections) / sizeof(sections[0]))

static int wanted(const char *name, int argc, char **argv)
{
	int any = 0;
	for (int i = 1; i < argc; i++) {
		if (argv[i][0] == '-')
			continue;
		any = 1;
		if (strcmp(argv[i], name) == 0)
			return 1;
	}
	return !any;
}

int main(int argc, char **argv)
{
	int json = 0;
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--json") == 0) {
			json = 1;
		} else if (argv[i][0] == '-') {
			fprintf(stderr, "usage: %s [--json] [SECTION...]\n", argv[0]);
			return 2;
		}
	}
	cJSON *report = cJSON_CreateObject();
	for (size_t i = 0; i < SECTION_COUNT; i++)
		if (wanted(sections[i].name, argc, argv))
			sections[i].run(report);
	char *text = json ? cJSON_PrintUnformatted(report) : cJSON_Print(report);
	puts(text);
	cJSON_free(text);
	cJSON_Delete(report);
	return 0;
}
