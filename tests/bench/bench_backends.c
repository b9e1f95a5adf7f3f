/* SPDX-License-Identifier: MIT */
/*
 * Backends: play+undo pairs per second through the public API (result check
 * and hash included) and the cost of one win check, on random 15x15 games.
 */
#include "backend/backend.h"
#include "bench.h"
#include "gomoku.h"
#include "rules/rules.h"

#define BENCH_SIZE 15
#define BENCH_CELLS (BENCH_SIZE * BENCH_SIZE)
#define BENCH_GAMES 64
#define BENCH_SECONDS 0.5

/* Random games: each a shuffled list of every point, played until the game ends. */
static void make_games(gmk_point games[BENCH_GAMES][BENCH_CELLS])
{
	uint64_t state = 12345;
	for (int g = 0; g < BENCH_GAMES; g++) {
		for (int i = 0; i < BENCH_CELLS; i++)
			games[g][i] = (gmk_point){ i % BENCH_SIZE, i / BENCH_SIZE };
		for (int i = BENCH_CELLS - 1; i > 0; i--) {
			int j = (int)(bench_random(&state) % (uint64_t)(i + 1));
			gmk_point t = games[g][i];
			games[g][i] = games[g][j];
			games[g][j] = t;
		}
	}
}

static double make_undo_rate(gmk_backend_kind kind, gmk_point games[BENCH_GAMES][BENCH_CELLS])
{
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.backend = kind;
	gmk_board *b;
	if (gmk_board_new(&b, &o) != GMK_OK)
		return 0;
	long pairs = 0;
	double start = bench_now(), elapsed;
	do {
		for (int g = 0; g < BENCH_GAMES; g++) {
			int n = 0;
			while (n < BENCH_CELLS && gmk_board_play(b, games[g][n].x, games[g][n].y) == GMK_OK) {
				n++;
				if (gmk_board_is_over(b))
					break;
			}
			for (int i = 0; i < n; i++)
				gmk_board_undo(b);
			pairs += n;
		}
		elapsed = bench_now() - start;
	} while (elapsed < BENCH_SECONDS);
	gmk_board_free(b);
	return (double)pairs / elapsed;
}

/* Nanoseconds per rules_winning_row call on half-filled random positions. */
static double win_check_ns(gmk_backend_kind kind, gmk_point games[BENCH_GAMES][BENCH_CELLS])
{
	gmk_backend *stores[BENCH_GAMES];
	for (int g = 0; g < BENCH_GAMES; g++) {
		stores[g] = kind == GMK_BACKEND_BITBOARD ? gmk_bitboard_backend_new(BENCH_SIZE, BENCH_SIZE)
							 : gmk_array_backend_new(BENCH_SIZE, BENCH_SIZE);
		for (int i = 0; i < BENCH_CELLS / 2; i++)
			backend_set(stores[g], games[g][i].x, games[g][i].y, i % 2 ? GMK_WHITE : GMK_BLACK);
	}
	long calls = 0;
	volatile int sink = 0;
	double start = bench_now(), elapsed;
	do {
		for (int g = 0; g < BENCH_GAMES; g++)
			for (int i = 0; i < BENCH_CELLS / 2; i++)
				sink += rules_winning_row(stores[g], GMK_RULE_FREESTYLE, 5, games[g][i].x,
							  games[g][i].y, i % 2 ? GMK_WHITE : GMK_BLACK, NULL, NULL);
		calls += BENCH_GAMES * (BENCH_CELLS / 2);
		elapsed = bench_now() - start;
	} while (elapsed < BENCH_SECONDS);
	(void)sink;
	for (int g = 0; g < BENCH_GAMES; g++)
		stores[g]->ops->destroy(stores[g]);
	return elapsed * 1e9 / (double)calls;
}

void bench_backends(cJSON *report)
{
	static gmk_point games[BENCH_GAMES][BENCH_CELLS];
	make_games(games);
	cJSON *backends = cJSON_AddObjectToObject(report, "backends");
	static const struct {
		const char *name;
		gmk_backend_kind kind;
	} kinds[] = { { "array", GMK_BACKEND_ARRAY }, { "bitboard", GMK_BACKEND_BITBOARD } };
	double rate[2];
	for (int k = 0; k < 2; k++) {
		cJSON *o = cJSON_AddObjectToObject(backends, kinds[k].name);
		rate[k] = make_undo_rate(kinds[k].kind, games);
		cJSON_AddNumberToObject(o, "make_undo_per_s", (double)(long)rate[k]);
		cJSON_AddNumberToObject(o, "win_check_ns", (double)(long)(win_check_ns(kinds[k].kind, games) * 10) / 10);
	}
	cJSON_AddNumberToObject(backends, "bitboard_over_array", (double)(long)(rate[1] / rate[0] * 100) / 100);
}
