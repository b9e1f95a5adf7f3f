/* SPDX-License-Identifier: MIT */
/* gomoku-bench sections: each adds its figures to the JSON report. */
#ifndef GMK_BENCH_H
#define GMK_BENCH_H

#include <cjson/cJSON.h>
#include <stdint.h>

/* Monotonic seconds. */
double bench_now(void);

/* A small deterministic generator, so every run measures the same games. */
uint64_t bench_random(uint64_t *state);

void bench_backends(cJSON *report);
void bench_rules(cJSON *report);
void bench_search(cJSON *report);
void bench_search_renju(cJSON *report);
void bench_search_threads(cJSON *report);
void bench_vct(cJSON *report);

#endif
