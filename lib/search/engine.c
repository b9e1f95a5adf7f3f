/* SPDX-License-Identifier: MIT */
/* The engine handle and the public engine.h API: validation, limits, levels. */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <limits.h>

#include "board/board_internal.h"
#include "core/error.h"
#include "core/thread.h"
#include "gomoku/status.h"
#include "search/engine_internal.h"
#include "search/search_params.h"
#include "search/struct_versions.h"

#define NS_PER_MS 1000000ll
/* The threat-space solver's table: this fraction of the transposition table's size. */
#define VCT_TABLE_SHARE 4
/* How often gmk_engine_free looks whether a stopped search has returned. */
#define FREE_POLL_MS 1

/* Depth when the caller sets no limit at all. */
#define DEFAULT_DEPTH 8
/* Root VCF: attacker fours and node budget before the main search. */
#define ROOT_VCF_DEPTH 16
#define ROOT_VCF_NODES 200000u
/* At most this share of a node limit goes to the root VCF. */
#define ROOT_VCF_SHARE 4
/* The public VCF and VCT solvers give up after this many nodes (unless told otherwise). */
#define SOLVER_MAX_NODES 20000000u

/*
 * Levels 1..10 (1 the strongest below full strength, 10 the weakest), all in
 * one table so retuning changes data only. A level is governed by its node
 * budget: nodes, unlike the clock, do not depend on the machine's load, so
 * a level plays the same moves on any machine and at any time control that
 * lets it spend its budget. Depth is not capped: the old depth caps bound
 * before the budgets did and left neighbours (6 and 7, 8 and 9) equal.
 *
 * Levels search three lines (root.c) and a depth cut short counts for
 * nothing, so strength comes in steps of completed depth; with three lines
 * a middle game's depth 1 costs some 100-250 nodes, depth 2 500-800, 3
 * 2.5-5 k, 4 9-12 k, 5 20-50 k. The budgets sit past those steps, 2.5 times
 * apart above level 6. Below that the depths run out, so the weak levels
 * differ by their seeded mistakes too: the odds of playing the best line
 * fall and the margin of the lines they may play instead grows. Measured
 * over the balanced opening sets, 2.5 times the nodes alone is a small step
 * (levels 2 over 3 scored 59% with the old odds, 4 over 5 65%), and the
 * jump from 700 to 250 nodes (depth 2 to depth 1) a big one (93%): so the
 * mistakes grow faster from level 3 to 5 than before, and level 8 makes
 * level 9's mistakes a little less often. Level 5 over 6 was the ladder's
 * weakest step (56% freestyle, 61% renju over 80 games in session 9), so
 * level 5 errs less (margin 80, best 80%) and level 6 gets fewer nodes and
 * errs more (4500, 72%): 66% and 70% over the same games. Level 10
 * rarely completes depth 1: it plays on the static move order and its
 * mistakes, a game for a beginner. The leaf and root VCF depths shrink
 * with the level (a weak player misses long wins by fours). An immediate
 * five and the block of a four are forced at every level (root.c).
 * Measured as a ladder by tests/strength/ladder.py (RESULTS.md, README).
 */
typedef struct level_params {
	uint64_t nodes;     /* node budget per move */
	int leaf_vcf;       /* attacker fours tried at the horizon */
	int root_vcf;       /* attacker fours of the root VCF */
	int margin;         /* lines within this many score units of the best may be played */
	int best_percent;   /* odds of playing the best of them */
} level_params;

static const level_params levels[GMK_MAX_LEVEL + 1] = {
	{ 0, 0, 0, 0, 100 },         /* level 0: full strength, not used */
	{ 500000, 3, 12, 0, 100 },
	{ 200000, 3, 10, 0, 100 },
	{ 80000, 3, 8, 40, 90 },
	{ 32000, 2, 6, 60, 85 },
	{ 12800, 2, 4, 80, 80 },
	{ 4500, 1, 3, 100, 72 },
	{ 1800, 1, 2, 150, 65 },
	{ 700, 0, 1, 300, 50 },
	{ 250, 0, 0, 300, 45 },
	{ 80, 0, 0, 400, 35 },
};

int gmk_engine_options_init(gmk_engine_options *opts, unsigned int version)
{
	if (!opts)
		return error_null("opts");
	const gmk_engine_options defaults = GMK_ENGINE_OPTIONS_INIT;
	return versioned_init(&engine_options_type, opts, version, &defaults);
}

int gmk_engine_new(gmk_engine **out, const gmk_engine_options *opts)
{
	if (!out)
		return error_null("out");
	gmk_engine_options o = GMK_ENGINE_OPTIONS_INIT;
	int status = opts ? versioned_read(&engine_options_type, &o, opts) : GMK_OK;
	if (status != GMK_OK)
		return status;
	if ((uint64_t)o.hash_bytes > GMK_MAX_HASH_BYTES)
		return error_set(GMK_ERANGE, "hash_bytes %zu is above the maximum %llu", o.hash_bytes,
				 (unsigned long long)GMK_MAX_HASH_BYTES);
	if (o.threads > GMK_MAX_THREADS)
		return error_set(GMK_ERANGE, "threads %u is above the maximum %d", o.threads,
				 GMK_MAX_THREADS);
	gmk_engine *e = calloc(1, sizeof(*e));
	if (!e)
		return error_nomem("an engine");
	e->opts = o;
	atomic_init(&e->stop, 0);
	atomic_init(&e->searching, 0);
	size_t table_bytes = engine_table_bytes(e);
	status = tt_init(&e->table, table_bytes);
	if (status == GMK_OK)
		status = vcf_cache_init(&e->vcf_fail, table_bytes);
	if (status == GMK_OK)
		status = vct_table_init(&e->vct, table_bytes / VCT_TABLE_SHARE);
	if (status != GMK_OK) {
		gmk_engine_free(e);
		return error_set(status, "out of memory for a %zu-byte transposition table",
				 table_bytes);
	}
	*out = e;
	return GMK_OK;
}

size_t engine_table_bytes(const gmk_engine *engine)
{
	return engine->opts.hash_bytes ? engine->opts.hash_bytes : TT_DEFAULT_BYTES;
}

/* The engine whose search runs on this thread, whose callbacks may free it. */
static _Thread_local gmk_engine *searching_here;

/* Marks a search (or VCF solve) under way; returns the thread's outer one. */
static gmk_engine *search_enter(gmk_engine *engine)
{
	atomic_fetch_add(&engine->searching, 1);
	gmk_engine *outer = searching_here;
	searching_here = engine;
	return outer;
}

static void engine_destroy(gmk_engine *engine)
{
	tt_free(&engine->table);
	vcf_cache_free(&engine->vcf_fail);
	vct_table_free(&engine->vct);
	free(engine);
}

/*
 * Ends the search; 1 when a callback asked to free the engine, which is
 * then freed here. After a 0, another thread may free the engine at once.
 */
static int search_leave(gmk_engine *engine, gmk_engine *outer)
{
	searching_here = outer;
	if (engine->free_pending) {
		engine_destroy(engine);
		return 1;
	}
	atomic_fetch_sub(&engine->searching, 1);
	return 0;
}

void gmk_engine_free(gmk_engine *engine)
{
	if (!engine)
		return;
	if (searching_here == engine) {
		/* From a callback of its own search: stop it, call nothing more, free at its end. */
		atomic_store(&engine->stop, 1);
		engine->progress = NULL;
		log_sink_set(&engine->log, NULL, NULL);
		engine->free_pending = 1;
		return;
	}
	/*
	 * A search running on another thread is stopped and waited for: polling
	 * keeps the engine free of a condition variable whose destruction would
	 * race the searching thread's last signal.
	 */
	if (atomic_load(&engine->searching)) {
		/* Stop again each time: a search that was just starting clears the flag. */
		do {
			atomic_store(&engine->stop, 1);
			thread_sleep_ms(FREE_POLL_MS);
		} while (atomic_load(&engine->searching));
	}
	engine_destroy(engine);
}

int gmk_engine_clear(gmk_engine *engine)
{
	if (!engine)
		return error_null("engine");
	tt_clear(&engine->table);
	vcf_cache_clear(&engine->vcf_fail);
	vct_table_clear(&engine->vct);
	return GMK_OK;
}

int gmk_search_limits_init(gmk_search_limits *limits, unsigned int version)
{
	if (!limits)
		return error_null("limits");
	const gmk_search_limits defaults = GMK_SEARCH_LIMITS_INIT;
	return versioned_init(&search_limits_type, limits, version, &defaults);
}

int gmk_engine_set_progress(gmk_engine *engine, gmk_progress_fn fn, void *user_data)
{
	if (!engine)
		return error_null("engine");
	engine->progress = fn;
	engine->progress_data = user_data;
	return GMK_OK;
}

void gmk_engine_stop(gmk_engine *engine)
{
	if (engine)
		atomic_store(&engine->stop, 1);
}

/* GMK_OK, or GMK_ERANGE naming the limit against its bounds. */
static int check_limit(const char *name, int64_t value, int64_t min, int64_t max)
{
	if (value >= min && value <= max)
		return GMK_OK;
	return error_set(GMK_ERANGE, "%s %lld is outside %lld..%lld", name, (long long)value,
			 (long long)min, (long long)max);
}

static int check_limits(const gmk_search_limits *l)
{
	int status;
	if ((status = check_limit("time_ms", l->time_ms, 0, INT_MAX)) ||
	    (status = check_limit("depth", l->depth, 0, GMK_MAX_DEPTH)) ||
	    (status = check_limit("nodes", l->nodes, 0, INT64_MAX)) ||
	    (status = check_limit("level", l->level, 0, GMK_MAX_LEVEL)) ||
	    (status = check_limit("multipv", l->multipv, 1, GMK_MAX_MULTIPV)))
		return status;
	return GMK_OK;
}

/* The caller's limits, of any version the library knows (NULL: the defaults), checked. */
static int read_limits(const gmk_search_limits *limits, gmk_search_limits *out)
{
	const gmk_search_limits defaults = GMK_SEARCH_LIMITS_INIT;
	*out = defaults;
	int status = limits ? versioned_read(&search_limits_type, out, limits) : GMK_OK;
	return status == GMK_OK ? check_limits(out) : status;
}

/*
 * A searcher over a private copy of the board. The lead (thread 0) uses the
 * engine's VCF cache and VCT table; a helper thread gets its own of each:
 * neither is safe to share between threads (plain fields, and the VCT
 * table's generation is bumped by every solve), unlike the transposition
 * table, which all threads share (tt.h).
 */
int searcher_new(gmk_engine *engine, const gmk_board *board, int64_t start_ns, unsigned int thread,
		 searcher **out)
{
	searcher *s = calloc(1, sizeof(*s));
	if (!s)
		return error_nomem("a search");
	int status = position_init(&s->pos, board);
	if (status != GMK_OK) {
		free(s);
		return error_set(status, "out of memory for the search's copy of the position");
	}
	s->cell_count = s->pos.stride * (s->pos.height + 2 * s->pos.pad);
	s->history = calloc(2 * (size_t)s->cell_count, sizeof(*s->history));
	if (s->history && thread > 0 &&
	    (vcf_cache_init(&s->own_vcf, engine_table_bytes(engine)) != GMK_OK ||
	     vct_table_init(&s->own_vct, engine_table_bytes(engine) / VCT_TABLE_SHARE) != GMK_OK)) {
		free(s->history);
		s->history = NULL;
	}
	if (!s->history) {
		searcher_free(s);
		return error_nomem("the search's history and caches");
	}
	for (int i = 0; i < SEARCH_PLY_SLOTS; i++)
		s->killers[i][0] = s->killers[i][1] = -1;
	s->table = &engine->table;
	s->vcf_fail = thread > 0 ? &s->own_vcf : &engine->vcf_fail;
	s->vct = thread > 0 ? &s->own_vct : &engine->vct;
	s->stop = &engine->stop;
	s->start_ns = start_ns;
	*out = s;
	return GMK_OK;
}

void searcher_free(searcher *s)
{
	position_free(&s->pos);
	free(s->history);
	free(s->arena);
	free(s->vct_stack);
	vcf_cache_free(&s->own_vcf);
	vct_table_free(&s->own_vct);
	free(s);
}

static void plan(const gmk_search_limits *l, searcher *s, search_request *req, uint64_t seed)
{
	memset(req, 0, sizeof(*req));
	/* A level is a limit: its node budget. */
	int unlimited = !l->time_ms && !l->depth && !l->nodes && !l->level;
	req->max_depth = l->depth ? l->depth : unlimited ? DEFAULT_DEPTH : SEARCH_MAX_PLY;
	req->multipv = l->multipv;
	req->level = l->level;
	req->seed = seed;
	req->root_vcf_depth = ROOT_VCF_DEPTH;
	req->root_vcf_nodes = ROOT_VCF_NODES;
	s->leaf_vcf_depth = LEAF_VCF_DEPTH;
	if (l->level > 0) {
		s->leaf_vcf_depth = levels[l->level].leaf_vcf;
		req->root_vcf_depth = levels[l->level].root_vcf;
		req->level_margin = levels[l->level].margin;
		req->level_best_percent = levels[l->level].best_percent;
	}
	if (l->nodes)
		s->node_limit = (uint64_t)l->nodes;
	if (l->level > 0 && (!s->node_limit || s->node_limit > levels[l->level].nodes))
		s->node_limit = levels[l->level].nodes;
	if (s->node_limit) {
		if (req->root_vcf_nodes > s->node_limit / ROOT_VCF_SHARE)
			req->root_vcf_nodes = s->node_limit / ROOT_VCF_SHARE;
		if (req->root_vcf_nodes == 0)
			req->root_vcf_depth = 0;
	}
	if (l->time_ms)
		s->deadline_ns = s->start_ns + (int64_t)l->time_ms * NS_PER_MS;
}

int gmk_engine_search(gmk_engine *engine, const gmk_board *board,
		      const gmk_search_limits *limits, gmk_search_result *out)
{
	int64_t start_ns = search_clock_ns();
	if (!engine || !board || !out)
		return error_null(!engine ? "engine" : !board ? "board" : "out");
	gmk_search_limits limits_read;
	const gmk_search_limits *l = &limits_read;
	int status = versioned_check(&search_result_type, out->version);
	if (status == GMK_OK)
		status = read_limits(limits, &limits_read);
	if (status != GMK_OK)
		return status;
	if (board->result.state != GMK_STATE_ONGOING)
		return board_game_over_error(board);

	/* The board is read only here, before the search: it may be freed while it runs. */
	int width = board->opts.width, height = board->opts.height;
	gmk_engine *outer = search_enter(engine);
	searcher *s;
	atomic_store(&engine->stop, 0);
	if ((status = searcher_new(engine, board, start_ns, 0, &s)) != GMK_OK) {
		search_leave(engine, outer);
		return status;
	}
	search_request req;
	plan(l, s, &req, engine->opts.seed);
	/* Weaker levels forget the past, so the same position always gets the same move. */
	if (l->level > 0) {
		tt_clear(&engine->table);
		vcf_cache_clear(&engine->vcf_fail);
	}
	tt_new_search(&engine->table);
	/* Levels stay on one thread: seeded and repeatable. */
	smp_team team;
	smp_start(engine, board, s, &req, l->level > 0 ? 1 : engine_thread_count(engine), &team);
	gmk_search_result result = GMK_SEARCH_RESULT_INIT;
	status = root_run(engine, s, &req, &result);
	result.nodes += smp_finish(engine, &team);
	searcher_free(s);
	log_sink log = engine->log;
	/* From here on the engine may be freed (by another thread, or by the log callback). */
	search_leave(engine, outer);
	if (status == GMK_ENOMOVE)
		return error_set(status, "no legal move to search: every empty point is forbidden "
				 "for black");
	if (status != GMK_OK)
		return error_set(status, "out of memory for the root moves");
	versioned_write(&search_result_type, out, &result);
	if (log_enabled(&log))
		log_search(&log, &result, width, height);
	return GMK_OK;
}

/* Copies a solver's line out: GMK_EBUFFER when it does not fit (then nothing is written). */
static int write_line(const searcher *s, const int *cells, int plies, gmk_point *sequence,
		      size_t capacity, int *length)
{
	if ((size_t)plies > capacity)
		return error_set(GMK_EBUFFER, "sequence: the win takes %d moves, capacity is %zu", plies,
				 capacity);
	for (int i = 0; i < plies; i++)
		sequence[i] = position_point(&s->pos, cells[i]);
	*length = plies;
	return GMK_OK;
}

int gmk_engine_solve_vcf(gmk_engine *engine, const gmk_board *board, int max_plies,
			 gmk_point *sequence, size_t capacity, int *length)
{
	if (!engine || !board || !length || (capacity && !sequence))
		return error_null(!engine ? "engine" : !board ? "board" : !length ? "length" :
				  "sequence");
	int status = check_limit("max_plies", max_plies, 1, GMK_MAX_DEPTH);
	if (status != GMK_OK)
		return status;
	if (board->result.state != GMK_STATE_ONGOING)
		return board_game_over_error(board);
	gmk_engine *outer = search_enter(engine);
	searcher *s;
	atomic_store(&engine->stop, 0);
	status = searcher_new(engine, board, search_clock_ns(), 0, &s);
	if (status != GMK_OK) {
		search_leave(engine, outer);
		return status;
	}
	s->vcf_node_cap = SOLVER_MAX_NODES;
	int plies = 0;
	/* Deepening finds the shortest win in attacker moves. */
	for (int depth = 0; 2 * depth + 1 <= max_plies && !plies; depth++) {
		plies = vcf_search(s, depth, 0);
		if (s->aborted || s->vcf_capped)
			break;
	}
	if (plies > max_plies)
		plies = 0;
	status = write_line(s, s->vcf_line, plies, sequence, capacity, length);
	searcher_free(s);
	search_leave(engine, outer);
	return status;
}

int gmk_engine_solve_vct(gmk_engine *engine, const gmk_board *board, int max_plies,
			 const gmk_search_limits *limits, gmk_point *sequence, size_t capacity,
			 int *length)
{
	int64_t start_ns = search_clock_ns();
	if (!engine || !board || !length || (capacity && !sequence))
		return error_null(!engine ? "engine" : !board ? "board" : !length ? "length" :
				  "sequence");
	/* Only time_ms and nodes are used. */
	gmk_search_limits limits_read;
	const gmk_search_limits *l = &limits_read;
	int status = check_limit("max_plies", max_plies, 1, GMK_MAX_DEPTH);
	if (status == GMK_OK)
		status = read_limits(limits, &limits_read);
	if (status != GMK_OK)
		return status;
	if (board->result.state != GMK_STATE_ONGOING)
		return board_game_over_error(board);
	gmk_engine *outer = search_enter(engine);
	searcher *s;
	/* As every search: a stop left from before (a threaded search ends by one) is forgotten. */
	atomic_store(&engine->stop, 0);
	if ((status = searcher_new(engine, board, start_ns, 0, &s)) != GMK_OK) {
		search_leave(engine, outer);
		return status;
	}
	if (l->time_ms)
		s->deadline_ns = start_ns + (int64_t)l->time_ms * NS_PER_MS;
	uint64_t budget = l->nodes ? (uint64_t)l->nodes : SOLVER_MAX_NODES;
	int line[SEARCH_PLY_SLOTS];
	int plies = vct_solve(s, (max_plies + 1) / 2, budget, line, SEARCH_PLY_SLOTS);
	if (plies > max_plies || plies == VCT_UNKNOWN)
		plies = 0;
	status = write_line(s, line, plies, sequence, capacity, length);
	searcher_free(s);
	search_leave(engine, outer);
	return status;
}

unsigned int engine_thread_count(const gmk_engine *engine)
{
	return engine->opts.threads > 1 ? engine->opts.threads : 1;
}
