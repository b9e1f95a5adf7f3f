/* SPDX-License-Identifier: MIT */
/*
 * Differential test: random games on the array and bitboard backends side by
 * side, comparing every query after every step. Any disagreement is a bug in
 * one of them. Usage: differential [GAMES] [SEED]
 * Without GAMES, GMK_DIFF_GAMES (set by the slow valgrind test setup) or the default.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/board_internal.h"
#include "gomoku.h"

#define DEFAULT_GAMES 10000
#define MAX_SIDE 40
#define MAX_STEPS 90
#define FULL_RULES_EVERY 100  /* games between comparisons of every empty point */
#define RULES_EVERY_STEPS 4   /* steps between rule queries at the random point */

static uint64_t rng_state;

static uint64_t next_random(void)
{
	uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

static int random_below(int n)
{
	return (int)(next_random() % (uint64_t)n);
}

static int failures;

#define EXPECT(cond, ...)                                                        \
	do {                                                                     \
		if (!(cond)) {                                                   \
			fprintf(stderr, "game %d step %d: ", game, step);        \
			fprintf(stderr, __VA_ARGS__);                            \
			fputc('\n', stderr);                                     \
			failures++;                                              \
			return 0;                                                \
		}                                                                \
	} while (0)

/* The line windows of both stores agree at (x, y) for every direction and colour. */
static int same_lines(const gmk_board *a, const gmk_board *b, int x, int y, int game, int step)
{
	for (int c = GMK_EMPTY; c <= GMK_WHITE; c++) {
		line_window la[GMK_DIRECTIONS], lb[GMK_DIRECTIONS];
		backend_lines(a->store, x, y, (gmk_color)c, la);
		backend_lines(b->store, x, y, (gmk_color)c, lb);
		for (int d = 0; d < GMK_DIRECTIONS; d++) {
			EXPECT(la[d] == lb[d], "line %d colour %d at %d,%d: %08x vs %08x", d, c, x, y,
			       (unsigned)la[d], (unsigned)lb[d]);
			EXPECT(backend_line(a->store, x, y, d, (gmk_color)c) == la[d],
			       "line() and lines() disagree");
		}
	}
	return 1;
}

/* Rule queries agree at the empty (x, y): foul, patterns and summaries of both colours. */
static int same_rules_at(const gmk_board *a, const gmk_board *b, int x, int y, int game, int step)
{
	if (gmk_board_at(a, x, y) != GMK_EMPTY)
		return 1;
	EXPECT(gmk_board_foul(a, x, y) == gmk_board_foul(b, x, y), "foul at %d,%d differs", x, y);
	for (int c = GMK_BLACK; c <= GMK_WHITE; c++) {
		gmk_pattern pa[GMK_DIRECTIONS], pb[GMK_DIRECTIONS];
		EXPECT(gmk_board_patterns(a, x, y, (gmk_color)c, pa) == GMK_OK &&
		       gmk_board_patterns(b, x, y, (gmk_color)c, pb) == GMK_OK &&
		       memcmp(pa, pb, sizeof(pa)) == 0, "patterns at %d,%d colour %d differ", x, y, c);
		gmk_point_info ia = GMK_POINT_INFO_INIT, ib = GMK_POINT_INFO_INIT;
		gmk_board_point_info(a, x, y, (gmk_color)c, &ia);
		gmk_board_point_info(b, x, y, (gmk_color)c, &ib);
		EXPECT(ia.makes_five == ib.makes_five && ia.fours == ib.fours &&
		       ia.open_threes == ib.open_threes && ia.foul == ib.foul,
		       "point info at %d,%d colour %d differs", x, y, c);
	}
	return 1;
}

/* Every empty point, and the forbidden lists. */
static int same_rules_everywhere(const gmk_board *a, const gmk_board *b, int game, int step)
{
	for (int y = 0; y < gmk_board_height(a); y++)
		for (int x = 0; x < gmk_board_width(a); x++)
			if (!same_rules_at(a, b, x, y, game, step))
				return 0;
	EXPECT(gmk_board_forbidden_points(a, NULL, 0) == gmk_board_forbidden_points(b, NULL, 0),
	       "forbidden point counts differ");
	return 1;
}

static int same_state(const gmk_board *a, const gmk_board *b, int game, int step,
		      unsigned char *mask_a, unsigned char *mask_b)
{
	gmk_result ra = GMK_RESULT_INIT, rb = GMK_RESULT_INIT;
	gmk_board_result(a, &ra);
	gmk_board_result(b, &rb);
	EXPECT(memcmp(&ra, &rb, sizeof(ra)) == 0, "results differ");
	EXPECT(gmk_board_hash(a) == gmk_board_hash(b), "hashes differ");
	EXPECT(gmk_board_to_move(a) == gmk_board_to_move(b), "side to move differs");
	EXPECT(gmk_board_move_count(a) == gmk_board_move_count(b), "move counts differ");
	EXPECT(gmk_board_redo_count(a) == gmk_board_redo_count(b), "redo counts differ");
	int w = gmk_board_width(a), h = gmk_board_height(a);
	size_t cells = (size_t)w * (size_t)h;
	int na = gmk_board_legal_mask(a, mask_a, cells), nb = gmk_board_legal_mask(b, mask_b, cells);
	EXPECT(na == nb && memcmp(mask_a, mask_b, cells) == 0, "legal masks differ");
	EXPECT(gmk_board_legal_moves(a, NULL, 0) == na, "legal list and mask disagree");
	int x = random_below(w), y = random_below(h);
	EXPECT(gmk_board_at(a, x, y) == gmk_board_at(b, x, y), "at(%d,%d) differs", x, y);
	return same_lines(a, b, x, y, game, step) &&
	       (step % RULES_EVERY_STEPS != 0 || same_rules_at(a, b, x, y, game, step));
}

static int play_game(int game, unsigned char *mask_a, unsigned char *mask_b)
{
	static const gmk_rule rules[] = { GMK_RULE_FREESTYLE, GMK_RULE_STANDARD, GMK_RULE_CARO,
					  GMK_RULE_CARO_EXACT, GMK_RULE_RENJU };
	int step = 0;
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.width = GMK_MIN_SIZE + random_below(MAX_SIDE - GMK_MIN_SIZE + 1);
	o.height = GMK_MIN_SIZE + random_below(MAX_SIDE - GMK_MIN_SIZE + 1);
	o.rule = rules[random_below((int)(sizeof(rules) / sizeof(rules[0])))];
	o.win_length = o.rule >= GMK_RULE_RENJU ? 5 : GMK_MIN_WIN_LENGTH + random_below(6);
	o.foul_policy = random_below(2) ? GMK_FOUL_LOSE : GMK_FOUL_REJECT;
	gmk_board *a, *b;
	o.backend = GMK_BACKEND_ARRAY;
	EXPECT(gmk_board_new(&a, &o) == GMK_OK, "array board");
	o.backend = GMK_BACKEND_BITBOARD;
	EXPECT(gmk_board_new(&b, &o) == GMK_OK, "bitboard board");
	/* Play near a random centre so that rows actually form on big boards. */
	int cx = random_below(o.width), cy = random_below(o.height);
	int spread = 2 + random_below(6);
	int ok = 1;
	for (step = 0; step < MAX_STEPS && ok; step++) {
		int roll = random_below(10), sa, sb;
		if (roll == 0) {
			sa = gmk_board_undo(a);
			sb = gmk_board_undo(b);
		} else if (roll == 1) {
			sa = gmk_board_redo(a);
			sb = gmk_board_redo(b);
		} else {
			int x = cx - spread + random_below(2 * spread + 1);
			int y = cy - spread + random_below(2 * spread + 1);
			sa = gmk_board_play(a, x, y);
			sb = gmk_board_play(b, x, y);
		}
		if (sa != sb) {
			fprintf(stderr, "game %d step %d: statuses %d vs %d\n", game, step, sa, sb);
			failures++;
			ok = 0;
			break;
		}
		ok = same_state(a, b, game, step, mask_a, mask_b);
	}
	/* Every empty point of the final position now and then (the array store is slow). */
	if (ok && game % FULL_RULES_EVERY == 0)
		ok = same_rules_everywhere(a, b, game, step);
	for (int y = 0; ok && y < o.height; y++)
		for (int x = 0; ok && x < o.width; x++)
			if (gmk_board_at(a, x, y) != gmk_board_at(b, x, y)) {
				fprintf(stderr, "game %d: final at(%d,%d) differs\n", game, x, y);
				failures++;
				ok = 0;
			}
	gmk_board_free(a);
	gmk_board_free(b);
	return ok;
}

int main(int argc, char **argv)
{
	const char *env_games = getenv("GMK_DIFF_GAMES");
	int games = argc > 1 ? atoi(argv[1]) : env_games ? atoi(env_games) : DEFAULT_GAMES;
	rng_state = argc > 2 ? strtoull(argv[2], NULL, 10) : 20261130;
	unsigned char *mask_a = malloc(MAX_SIDE * MAX_SIDE), *mask_b = malloc(MAX_SIDE * MAX_SIDE);
	if (!mask_a || !mask_b)
		return 1;
	int finished = 0;
	for (int g = 0; g < games && failures < 10; g++)
		finished += play_game(g, mask_a, mask_b);
	free(mask_a);
	free(mask_b);
	printf("%d games compared on both backends, %d disagreements\n", finished, failures);
	return failures ? 1 : 0;
}
