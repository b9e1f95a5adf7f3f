/* SPDX-License-Identifier: MIT */
/*
 * The threading promise of DESIGN.md, exercised through the public API:
 * different boards and engines on different threads at once, with nothing
 * shared but the library's lazily built tables, and gmk_engine_stop() from
 * another thread. Built for ThreadSanitizer (-Db_sanitize=thread), where any
 * data race fails the run; without it, it still checks every result.
 *
 * Workers start together behind a barrier so that their first calls race
 * for the tables' one-time construction. Each plays games under its own
 * rule: random moves mixed with engine searches, every query, undo/redo,
 * JSON and PSQ round trips, a bad record (its error message is per thread).
 * A stopper thread repeatedly stops an endless search on its own engine.
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <gomoku.h>

#define WORKERS 4
#define GAMES_PER_WORKER 2
#define MAX_PLIES_PER_GAME 40
/* A search every few plies; the rest are random moves. */
#define SEARCH_EVERY 4
#define SEARCH_NODES 3000
#define ROUND_TRIP_EVERY 5
#define VCF_PLIES 9
#define STOPPED_SEARCHES 4
#define STOP_PERIOD_MS 3
#define ENGINE_HASH_BYTES ((size_t)1 << 20)
#define BOARD_SIZE 15
/* Distinct non-zero xorshift seeds, one per worker (the golden-ratio constant). */
#define SEED_STEP 0x9e3779b97f4a7c15ull

static atomic_int failures;

#define EXPECT(cond)                                                            \
	do {                                                                    \
		if (!(cond)) {                                                  \
			fprintf(stderr, "%s:%d: %s failed\n", __FILE__, __LINE__, #cond); \
			atomic_fetch_add(&failures, 1);                         \
		}                                                               \
	} while (0)

static pthread_barrier_t start_line;

typedef struct worker {
	int id;
	gmk_rule rule;
	uint64_t rng;
	int searches;
	int round_trips;
	int plies;
} worker;

static uint64_t next_random(uint64_t *state)
{
	/* xorshift64: per thread, so no shared generator state. */
	uint64_t x = *state;
	x ^= x << 13;
	x ^= x >> 7;
	x ^= x << 17;
	*state = x;
	return x;
}

static gmk_board *new_board(gmk_rule rule)
{
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.width = BOARD_SIZE;
	o.height = BOARD_SIZE;
	o.rule = rule;
	gmk_board *b = NULL;
	EXPECT(gmk_board_new(&b, &o) == GMK_OK);
	return b;
}

static gmk_engine *new_engine(uint64_t seed)
{
	gmk_engine_options o = GMK_ENGINE_OPTIONS_INIT;
	o.hash_bytes = ENGINE_HASH_BYTES;
	o.seed = seed;
	gmk_engine *e = NULL;
	EXPECT(gmk_engine_new(&e, &o) == GMK_OK);
	return e;
}

static void count_progress(const gmk_search_info *info, void *user_data)
{
	int *calls = user_data;
	if (info->depth >= 1)
		(*calls)++;
}

/* Every read-only query on the position; the answers must agree. */
static void query_everything(gmk_board *b, gmk_color mover)
{
	static const int probe[][2] = { { 7, 7 }, { 0, 0 }, { 14, 14 }, { 3, 11 } };
	gmk_point moves[BOARD_SIZE * BOARD_SIZE];
	unsigned char mask[BOARD_SIZE * BOARD_SIZE];
	int legal = gmk_board_legal_moves(b, moves, BOARD_SIZE * BOARD_SIZE);
	EXPECT(legal >= 0);
	EXPECT(gmk_board_legal_mask(b, mask, sizeof(mask)) >= 0);
	int in_mask = 0;
	for (size_t i = 0; i < sizeof(mask); i++)
		in_mask += mask[i] != 0;
	EXPECT(in_mask == legal);

	int score = 0;
	int scores[BOARD_SIZE * BOARD_SIZE];
	if (!gmk_board_is_over(b)) {
		EXPECT(gmk_board_evaluate(b, &score) == GMK_OK);
		EXPECT(gmk_board_move_scores(b, scores, BOARD_SIZE * BOARD_SIZE) >= 0);
	}
	for (size_t i = 0; i < sizeof(probe) / sizeof(probe[0]); i++) {
		int x = probe[i][0], y = probe[i][1];
		gmk_pattern pats[GMK_DIRECTIONS];
		gmk_point_info info = GMK_POINT_INFO_INIT;
		if (gmk_board_at(b, x, y) != GMK_EMPTY)
			continue;
		EXPECT(gmk_board_patterns(b, x, y, mover, pats) == GMK_OK);
		EXPECT(gmk_board_point_info(b, x, y, mover, &info) == GMK_OK);
		EXPECT(gmk_board_foul(b, x, y) >= 0);
	}
	gmk_point forbidden[BOARD_SIZE * BOARD_SIZE];
	EXPECT(gmk_board_forbidden_points(b, forbidden, BOARD_SIZE * BOARD_SIZE) >= 0);
	gmk_result result = GMK_RESULT_INIT;
	EXPECT(gmk_board_result(b, &result) == GMK_OK);

	char *diagram = NULL;
	EXPECT(gmk_board_diagram(b, GMK_DIAGRAM_FORBIDDEN, &diagram) == GMK_OK);
	gmk_free(diagram);
	char *moves_text = NULL;
	EXPECT(gmk_moves_to_string(b, "", &moves_text) == GMK_OK);
	gmk_free(moves_text);
}

/* JSON and PSQ out and back in: the same position, the same hash. */
static void round_trip(gmk_board *b, worker *w)
{
	char *json = NULL;
	EXPECT(gmk_record_to_json(b, NULL, &json) == GMK_OK);
	if (json) {
		gmk_board *copy = NULL;
		gmk_record_info info = GMK_RECORD_INFO_INIT;
		EXPECT(gmk_record_from_json(&copy, json, strlen(json), &info) == GMK_OK);
		if (copy) {
			EXPECT(gmk_board_hash(copy) == gmk_board_hash(b));
			EXPECT(gmk_board_move_count(copy) == gmk_board_move_count(b));
			gmk_board_free(copy);
		}
		gmk_record_info_clear(&info);
		gmk_free(json);
	}
	char *psq = NULL;
	EXPECT(gmk_record_to_psq(b, NULL, &psq) == GMK_OK);
	gmk_free(psq);

	/* Each worker breaks the record its own way; its message must stay its own. */
	char bad[64];
	snprintf(bad, sizeof(bad), "{\"format\": \"libgomoku-record\", \"version\": %d}", 100 + w->id);
	gmk_board *none = NULL;
	EXPECT(gmk_record_from_json(&none, bad, strlen(bad), NULL) < 0);
	EXPECT(none == NULL);
	char first[256];
	snprintf(first, sizeof(first), "%s", gmk_last_error_message());
	EXPECT(first[0] != '\0');
	struct timespec pause = { 0, 200 * 1000 };
	nanosleep(&pause, NULL); /* let the other workers fail their own parses */
	EXPECT(strcmp(first, gmk_last_error_message()) == 0);
	w->round_trips++;
}

static void play_random(gmk_board *b, worker *w)
{
	gmk_point moves[BOARD_SIZE * BOARD_SIZE];
	int n = gmk_board_legal_moves(b, moves, BOARD_SIZE * BOARD_SIZE);
	EXPECT(n > 0);
	if (n <= 0)
		return;
	gmk_point p = moves[next_random(&w->rng) % (uint64_t)n];
	EXPECT(gmk_board_play(b, p.x, p.y) == GMK_OK);
	/* A move on an occupied point fails and changes nothing (after a winning move: game over). */
	uint64_t before = gmk_board_hash(b);
	EXPECT(gmk_board_play(b, p.x, p.y) == (gmk_board_is_over(b) ? GMK_EGAMEOVER : GMK_EOCCUPIED));
	EXPECT(gmk_board_hash(b) == before);
}

static void play_searched(gmk_board *b, gmk_engine *e, worker *w)
{
	gmk_search_limits l = GMK_SEARCH_LIMITS_INIT;
	l.nodes = SEARCH_NODES;
	l.level = (int)(next_random(&w->rng) % 3);
	l.multipv = 1 + (int)(next_random(&w->rng) % 2);
	gmk_search_result r = GMK_SEARCH_RESULT_INIT;
	EXPECT(gmk_engine_search(e, b, &l, &r) == GMK_OK);
	EXPECT(gmk_board_at(b, r.best.x, r.best.y) == GMK_EMPTY);
	EXPECT(gmk_board_play(b, r.best.x, r.best.y) == GMK_OK);
	w->searches++;
}

static void play_game(gmk_board *b, gmk_engine *e, worker *w)
{
	EXPECT(gmk_board_reset(b) == GMK_OK);
	EXPECT(gmk_engine_clear(e) == GMK_OK);
	for (int ply = 0; ply < MAX_PLIES_PER_GAME && !gmk_board_is_over(b); ply++) {
		gmk_color mover = (gmk_color)gmk_board_to_move(b);
		query_everything(b, mover);
		if (ply % SEARCH_EVERY == SEARCH_EVERY - 1)
			play_searched(b, e, w);
		else
			play_random(b, w);
		w->plies++;
		if (ply % ROUND_TRIP_EVERY == ROUND_TRIP_EVERY - 1) {
			round_trip(b, w);
			/* Undo and redo leave the same position. */
			uint64_t here = gmk_board_hash(b);
			EXPECT(gmk_board_undo(b) == GMK_OK);
			EXPECT(gmk_board_redo(b) == GMK_OK);
			EXPECT(gmk_board_hash(b) == here);
		}
	}
	int vcf_length = 0;
	gmk_point line[GMK_MAX_PLY];
	if (!gmk_board_is_over(b))
		EXPECT(gmk_engine_solve_vcf(e, b, VCF_PLIES, line, GMK_MAX_PLY, &vcf_length) == GMK_OK);
}

static void *run_worker(void *arg)
{
	worker *w = arg;
	pthread_barrier_wait(&start_line);
	gmk_board *b = new_board(w->rule);
	gmk_engine *e = new_engine(w->rng);
	if (!b || !e)
		return NULL;
	int progress = 0;
	EXPECT(gmk_engine_set_progress(e, count_progress, &progress) == GMK_OK);
	for (int g = 0; g < GAMES_PER_WORKER; g++)
		play_game(b, e, w);
	EXPECT(progress > 0);
	gmk_engine_free(e);
	gmk_board_free(b);
	return NULL;
}

/* An engine whose searches only end when another thread stops them. */
typedef struct stop_target {
	gmk_engine *engine;
	atomic_int done;
	int completed;
} stop_target;

static void *run_endless_searches(void *arg)
{
	stop_target *t = arg;
	gmk_board *b = new_board(GMK_RULE_FREESTYLE);
	pthread_barrier_wait(&start_line);
	EXPECT(gmk_board_play_moves(b, "h8i9h9h10j8") == GMK_OK);
	for (int i = 0; i < STOPPED_SEARCHES; i++) {
		gmk_search_limits l = GMK_SEARCH_LIMITS_INIT;
		l.depth = 200; /* effectively endless: only a stop ends it */
		gmk_search_result r = GMK_SEARCH_RESULT_INIT;
		EXPECT(gmk_engine_search(t->engine, b, &l, &r) == GMK_OK);
		EXPECT(gmk_board_at(b, r.best.x, r.best.y) == GMK_EMPTY);
		EXPECT(r.depth < 200);
		t->completed++;
	}
	atomic_store(&t->done, 1);
	gmk_board_free(b);
	return NULL;
}

static void *run_stopper(void *arg)
{
	stop_target *t = arg;
	struct timespec period = { 0, STOP_PERIOD_MS * 1000000L };
	pthread_barrier_wait(&start_line);
	/* A stop that lands between two searches is forgotten by the next one: keep stopping. */
	while (!atomic_load(&t->done)) {
		nanosleep(&period, NULL);
		gmk_engine_stop(t->engine);
	}
	return NULL;
}

int main(void)
{
	static const gmk_rule rules[WORKERS] = {
		GMK_RULE_FREESTYLE, GMK_RULE_STANDARD, GMK_RULE_RENJU, GMK_RULE_CARO,
	};
	worker workers[WORKERS];
	pthread_t threads[WORKERS + 2];
	stop_target target = { .completed = 0 };
	atomic_init(&target.done, 0);
	target.engine = new_engine(99);
	if (!target.engine)
		return EXIT_FAILURE;

	pthread_barrier_init(&start_line, NULL, WORKERS + 2);
	for (int i = 0; i < WORKERS; i++) {
		workers[i] = (worker){ .id = i, .rule = rules[i], .rng = SEED_STEP * (uint64_t)(i + 1) };
		if (pthread_create(&threads[i], NULL, run_worker, &workers[i]) != 0)
			return EXIT_FAILURE;
	}
	if (pthread_create(&threads[WORKERS], NULL, run_endless_searches, &target) != 0 ||
	    pthread_create(&threads[WORKERS + 1], NULL, run_stopper, &target) != 0)
		return EXIT_FAILURE;
	for (int i = 0; i < WORKERS + 2; i++)
		pthread_join(threads[i], NULL);
	pthread_barrier_destroy(&start_line);
	gmk_engine_free(target.engine);

	int total_searches = 0, total_trips = 0, total_plies = 0;
	for (int i = 0; i < WORKERS; i++) {
		total_searches += workers[i].searches;
		total_trips += workers[i].round_trips;
		total_plies += workers[i].plies;
	}
	EXPECT(target.completed == STOPPED_SEARCHES);
	EXPECT(total_searches > 0);
	EXPECT(total_trips > 0);
	printf("%d workers: %d plies, %d searches, %d record round trips; %d searches stopped\n",
	       WORKERS, total_plies, total_searches, total_trips, target.completed);
	int failed = atomic_load(&failures);
	if (failed)
		fprintf(stderr, "%d checks failed\n", failed);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
