/* SPDX-License-Identifier: MIT */
/*
 * Rules: the full forbidden-point map of a 15x15 renju position (the games
 * below are positions of rules/renju_public.jsonl, half of them with
 * forbidden points), and one pattern query (a point, four directions) through
 * the public API, on both backends.
 */
#include "bench.h"
#include "gomoku.h"

#define BENCH_SIZE 15
#define BENCH_CELLS (BENCH_SIZE * BENCH_SIZE)
/* The best of several short trials: the machines are shared and noisy. */
#define BENCH_TRIALS 5
#define TRIAL_SECONDS 0.1
#define MAX_MOVES BENCH_CELLS
#define NS_PER_S 1e9
#define US_PER_S 1e6

static const char *const games[] = {
	"h8 h6 j10 f6 f5 e7 d7 i8 i9 k6 k11 i7 h3 g7 e5 g10 h9 g5 e3 l12 k7 i6 e6", /* 1: 1 forbidden */
	"h8 h10 f10 j7 i8 f7 g9 i7 h5 j8 d12 e11 i9 k7 l10 l7 m7 j10 h7 j9 j11 h6 j6 f4 g5 f5 g7 f6 f3 k5 f8 d6 g6 g8 g10 e5 g3 g4 c3 h3 f9 e6 d7 e3 i2 i4 f12 f11 j13 i10 h9 e9 c7", /* 4: 1 forbidden */
	"h8 i7 i9 g7 h5 k9 g9 j9 h4 k7 j8 h9 j7 j10 e11 g5 d12 f10 g8 h6 k8 i8 g4 i6 j6 l8 f2 e3 f4 i11 h12 n6 m7 j5 i4 e4 i5 j4 f6 g3 d3 f5 g6 d9 d10 f7 f12 h7 e7 g13 e2 g12 d6 c5 f3 d1", /* 6: 1 forbidden */
	"h8 f8 e7 d7 f6 e10 g6 c8 d4 d9 e6 g8 i8 f10 e5 e8 j10 e3 g5 g7 g12 i3 b7 g10 d8 c9 h7 d10 j6 c3 c5 d3 i6 g3 b3 h4 c10 f11 d5 h6", /* 9: 1 forbidden */
	"h8 g8 j8 j7 j10 k11 f10 e9 h6 g10 h11 h9 e12 g11 g5 e11 f5 k8 g7 g6 j11 k6 i9 j13 j5 j9 j6 k7 i5 k3 k9 f9 f8 f6 g9 d5 i8 j4 k4 h10 m10 h5 l5 f7 e6 m5", /* 13: 1 forbidden */
	"h8 i10 g11 j10 h6 h9 k9 g6 j6 k10 h10 m10 l10 g10 j8 i11 n12 e6 h4 i7 j4 i9 k4 h3 l4", /* 14: 1 forbidden */
	"h8 j8 k7 j7 h9 i11 i10 f6 h4 h12 j10 k8 i6 f5 m10 m8 j5 g8 f8 n8 f2 h11 i8 l10 l8 i4 h14 g5 j6 i5 f10 h5", /* 16: 1 forbidden */
	"h8 h7 g6 e8 i4 g7 i3 i2 g9 h6 j6 i5 j3 k2 l3 f7 m3 k3 j8 d7 j4 f8 e9 c7 j5 j7 f6 j1 m4 f10 e7 j2 k5", /* 17: 1 forbidden */
	"h8 h6 j10 f6 f5 e7 d7 i8 i9 k6 k11 i7 h3 g7 e5 g10 h9 g5 e3 l12 k7 i6 e6", /* 1: 1 forbidden */
	"h8 i8 h7 h10 h5 h6 j7 i10 g7 e6 f7 i7 i6 k8 g4 f3 e7 d7 i9 f6 b9 d6 j10 k11 g8 g5 g6 f9 k4 j5 f4 b6 c6 j3 e8 d9 g10 d8 d5 g9 d10 i4", /* 41: 0 forbidden */
	"h8 i9 i8 k9 g7 j8 m11 f7 g9 h6 h7 l10 i7 i11 f10 e11 e8 k5 h10 j6 e10 j5 d10 g10 f5 i6 b10 c10 j9 g6 k6 i4 i10 h11 f6 i3 k7 j7 g11 d4 l11 i2 f2 j3 j4 k10 i5 k2 g8 f4 h5 f8 n11", /* 81: 0 forbidden */
	"h8 i10 i12 i8 i9 g10 k7 f11 e12 h9 j7 f10 h10 e10 j8 g11 m5 l6 g12 f12 f13 d8 c10 h12 e9 f8 f9 i13 j14 d11 e11 c8 e8 d9 b7 d10 d7 d13 d12 k10 b5 c6 j11 j9 e7 l11 h7 e6 m12 l7 c7 f7 g8 a7 b8 k8 m6", /* 121: 0 forbidden */
	"h8 f8 d6 e5 j8 f7 h7 k9 d5 i8 h5 h9 h6 h4 k7 g9 i9 h10 j12 m5 g10 e7 i11 h13 h12 i10 d7 g8 e6 k12 j11 f9 d8 d4 f6 d9 e9 g6 g11 f10 f11 h11 j9 j10 b6 g5 g7 c6 j7 i7 j5", /* 161: 1 forbidden */
	"h8 i9 h10 i8 j7 h11 k11 i6 i7 f10 k5 j6 l6 k7 j4 i3 g6 n8 f6 l8 m9 i5 h4 k8 j8 i2 i4 f4 h6 h7 e6 d6 k4 l4 k9 g5 h3 g4 m11 l10 h5 h2 e8", /* 201: 0 forbidden */
	"h8 i6 j6 g7 g9 k5 i7 f9 e8 f10 f8 k9 e7 e5 h10 c3 e9 d8 f6 d6 e6 e10 f12", /* 241: 0 forbidden */
	"h8 g6 g5 g7 e8 f8 h6 h7 i7 f5 k9 j8 g9 j9 i8 j6 f4 e3 j7 e4 d3 f10 f11 j10 j12 g10 i10 d5 i6 i9 i5 i4 h5 j5 g4 f3 h1 k8 c6 l7 k6 l5", /* 281: 0 forbidden */
};

#define GAMES (int)(sizeof(games) / sizeof(games[0]))

/* Sets up game g (its moves as stones) on a renju board; NULL on failure. */
static gmk_board *load_game(int g, gmk_backend_kind backend)
{
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.rule = GMK_RULE_RENJU;
	o.backend = backend;
	gmk_board *b;
	if (gmk_board_new(&b, &o) != GMK_OK)
		return NULL;
	gmk_stone stones[MAX_MOVES];
	int n = 0;
	const char *s = games[g];
	while (*s && n < MAX_MOVES) {
		char word[8];
		int len = 0;
		while (*s == ' ')
			s++;
		while (*s && *s != ' ' && len < (int)sizeof(word) - 1)
			word[len++] = *s++;
		word[len] = '\0';
		gmk_point p;
		if (len == 0 || gmk_point_from_rif(word, BENCH_SIZE, BENCH_SIZE, &p) != GMK_OK)
			break;
		stones[n] = (gmk_stone){ p.x, p.y, n % 2 == 0 ? GMK_BLACK : GMK_WHITE };
		n++;
	}
	if (gmk_board_setup(b, stones, (size_t)n, GMK_BLACK) != GMK_OK) {
		gmk_board_free(b);
		return NULL;
	}
	return b;
}

static int load_all(gmk_board *boards[GAMES], gmk_backend_kind backend)
{
	for (int g = 0; g < GAMES; g++)
		if (!(boards[g] = load_game(g, backend)))
			return 0;
	return 1;
}

static void free_all(gmk_board *boards[GAMES])
{
	for (int g = 0; g < GAMES; g++)
		gmk_board_free(boards[g]);
}

/* Mean microseconds per full forbidden map (best trial). */
static double forbidden_map_us(gmk_backend_kind backend)
{
	gmk_board *boards[GAMES] = { 0 };
	if (!load_all(boards, backend)) {
		free_all(boards);
		return -1;
	}
	gmk_point out[BENCH_CELLS];
	long found = 0;
	double best = -1;
	for (int trial = 0; trial < BENCH_TRIALS; trial++) {
		long maps = 0;
		double start = bench_now(), elapsed;
		do {
			for (int g = 0; g < GAMES; g++)
				found += gmk_board_forbidden_points(boards[g], out, BENCH_CELLS);
			maps += GAMES;
			elapsed = bench_now() - start;
		} while (elapsed < TRIAL_SECONDS);
		double us = elapsed * US_PER_S / (double)maps;
		if (best < 0 || us < best)
			best = us;
	}
	free_all(boards);
	return found > 0 ? best : -1;
}

/* Mean nanoseconds per gmk_board_patterns call, every empty point, both colours (best trial). */
static double pattern_query_ns(gmk_backend_kind backend)
{
	gmk_board *boards[GAMES] = { 0 };
	if (!load_all(boards, backend)) {
		free_all(boards);
		return -1;
	}
	unsigned sum = 0;
	double best = -1;
	for (int trial = 0; trial < BENCH_TRIALS; trial++) {
		long queries = 0;
		double start = bench_now(), elapsed;
		do {
			for (int g = 0; g < GAMES; g++)
				for (int y = 0; y < BENCH_SIZE; y++)
					for (int x = 0; x < BENCH_SIZE; x++)
						for (int c = GMK_BLACK; c <= GMK_WHITE; c++) {
							gmk_pattern p[GMK_DIRECTIONS];
							if (gmk_board_patterns(boards[g], x, y, (gmk_color)c, p) != GMK_OK)
								continue;
							sum += (unsigned)p[0] + (unsigned)p[3];
							queries++;
						}
			elapsed = bench_now() - start;
		} while (elapsed < TRIAL_SECONDS);
		double ns = elapsed * NS_PER_S / (double)queries;
		if (best < 0 || ns < best)
			best = ns;
	}
	free_all(boards);
	return sum > 0 ? best : -1;
}

void bench_rules(cJSON *report)
{
	cJSON *section = cJSON_AddObjectToObject(report, "rules");
	cJSON_AddNumberToObject(report, "forbidden_map_us", forbidden_map_us(GMK_BACKEND_BITBOARD));
	cJSON_AddNumberToObject(report, "pattern_query_ns", pattern_query_ns(GMK_BACKEND_BITBOARD));
	cJSON_AddNumberToObject(section, "positions", GAMES);
	cJSON_AddNumberToObject(section, "forbidden_map_array_us", forbidden_map_us(GMK_BACKEND_ARRAY));
	cJSON_AddNumberToObject(section, "pattern_query_array_ns", pattern_query_ns(GMK_BACKEND_ARRAY));
}
