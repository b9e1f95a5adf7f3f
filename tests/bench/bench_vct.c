/* SPDX-License-Identifier: MIT */
/*
 * The threat-space solver's speed on the tactical set: each position of
 * tests/tactics/vct_positions.txt solved by a fresh engine at its length,
 * in CPU time of this thread (the total, the median and the slowest), and
 * how many were solved.
 */
#include <stdio.h>
#include <stdlib.h>

#include "bench.h"
#include "core/thread.h"
#include "gomoku.h"
#include "vct_set.h"

#ifndef GMK_VCT_FILE
#error "the build passes the path of vct_positions.txt"
#endif

#define LINE_BUFFER 64

static double cpu_ms(void)
{
	return (double)thread_cpu_ns() * 1e-6;
}

static int by_value(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

void bench_vct(cJSON *report)
{
	static vct_case cases[VCT_SET_MAX];
	int n = vct_set_load(GMK_VCT_FILE, cases, VCT_SET_MAX);
	if (n <= 0)
		return;
	double ms[VCT_SET_MAX], total = 0;
	int solved = 0;
	for (int i = 0; i < n; i++) {
		gmk_board *b = vct_case_board(&cases[i]);
		gmk_engine *e = NULL;
		if (!b || gmk_engine_new(&e, NULL) != GMK_OK) {
			fprintf(stderr, "bench_vct: out of memory\n");
			gmk_board_free(b);
			return;
		}
		gmk_point line[LINE_BUFFER];
		int length = 0;
		double start = cpu_ms();
		int status = gmk_engine_solve_vct(e, b, 2 * cases[i].moves - 1, NULL, line, LINE_BUFFER, &length);
		ms[i] = cpu_ms() - start;
		total += ms[i];
		solved += status == GMK_OK && length > 0;
		gmk_engine_free(e);
		gmk_board_free(b);
	}
	qsort(ms, (size_t)n, sizeof(ms[0]), by_value);
	cJSON *vct = cJSON_AddObjectToObject(report, "vct_solve");
	cJSON_AddNumberToObject(vct, "positions", n);
	cJSON_AddNumberToObject(vct, "solved", solved);
	cJSON_AddNumberToObject(vct, "total_ms", total);
	cJSON_AddNumberToObject(vct, "median_ms", ms[n / 2]);
	cJSON_AddNumberToObject(vct, "max_ms", ms[n - 1]);
}
