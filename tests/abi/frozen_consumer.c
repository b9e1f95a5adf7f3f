/* SPDX-License-Identifier: MIT */
/*
 * A program built against the 1.1.0 headers (tests/abi/frozen-1.1.0), run
 * against the current library. It uses every versioned struct of 1.1.0, each
 * allocated at its exact 1.1.0 size so that one byte read or written past
 * the old end fails: on the heap under ASan (the sanitizer build), and
 * against an inaccessible guard page otherwise (POSIX), so the check holds
 * even when the library itself is not instrumented. A Windows build without
 * ASan only runs the calls.
 */
/* MAP_ANONYMOUS is not POSIX 2008. */
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifndef _WIN32
#include <sys/mman.h>
#include <unistd.h>
#endif

#include <gomoku.h>

#if defined(__SANITIZE_ADDRESS__)
#define OLD_ON_HEAP 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define OLD_ON_HEAP 1
#endif
#endif
#if !defined(OLD_ON_HEAP) && defined(_WIN32)
#define OLD_ON_HEAP 1
#endif
#ifndef OLD_ON_HEAP
#define OLD_ON_HEAP 0
#endif

#if GMK_VERSION_NUMBER != 10100
#error "compile against tests/abi/frozen-1.1.0, not the current headers"
#endif

static int failures;

#define EXPECT(cond)                                                                    \
	do {                                                                            \
		if (!(cond)) {                                                          \
			fprintf(stderr, "%s:%d: failed: %s (%s)\n", __FILE__, __LINE__, \
				#cond, gmk_last_error_message());                       \
			failures++;                                                     \
		}                                                                       \
	} while (0)

/* Every struct of the old size, zeroed, ending exactly at the end of its allocation. */
typedef struct old_block {
	void *base;
	size_t length;
} old_block;

#define MAX_BLOCKS 32
static old_block blocks[MAX_BLOCKS];
static int block_count;

static void *old_struct(size_t size)
{
	if (block_count == MAX_BLOCKS)
		abort();
	old_block *b = &blocks[block_count++];
#if OLD_ON_HEAP
	b->base = calloc(1, size);
	if (!b->base)
		abort();
	return b->base;
#else
	size_t page = (size_t)sysconf(_SC_PAGESIZE);
	size_t data_pages = (size + page - 1) / page;
	b->length = (data_pages + 1) * page;
	char *base = mmap(NULL, b->length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
			  -1, 0);
	if (base == MAP_FAILED || mprotect(base + data_pages * page, page, PROT_NONE) != 0)
		abort();
	b->base = base;
	return base + data_pages * page - size;
#endif
}

static void free_old_structs(void)
{
	for (int i = 0; i < block_count; i++) {
#if OLD_ON_HEAP
		free(blocks[i].base);
#else
		munmap(blocks[i].base, blocks[i].length);
#endif
	}
	block_count = 0;
}

#define OLD(type) ((type *)old_struct(sizeof(type)))

static gmk_board *board_with_black_five(void)
{
	gmk_board_options *opts = OLD(gmk_board_options);
	EXPECT(gmk_board_options_init(opts, GMK_BOARD_OPTIONS_VERSION) == GMK_OK);
	EXPECT(opts->width == 15 && opts->win_length == 5);
	opts->width = 13;
	opts->height = 11;
	gmk_board *b = NULL;
	EXPECT(gmk_board_new(&b, opts) == GMK_OK);
	if (!b)
		exit(1);
	gmk_board_options *got = OLD(gmk_board_options);
	got->version = GMK_BOARD_OPTIONS_VERSION;
	EXPECT(gmk_board_get_options(b, got) == GMK_OK);
	EXPECT(got->width == 13 && got->height == 11 && got->backend == GMK_BACKEND_BITBOARD);
	EXPECT(got->version == GMK_BOARD_OPTIONS_VERSION);
	return b;
}

static void check_rules_and_result(gmk_board *b)
{
	gmk_point_info *info = OLD(gmk_point_info);
	info->version = GMK_POINT_INFO_VERSION;
	for (int i = 0; i < 4; i++) {
		EXPECT(gmk_board_play(b, 2 + i, 5) == GMK_OK);
		EXPECT(gmk_board_play(b, 2 + i, 7) == GMK_OK);
	}
	EXPECT(gmk_board_point_info(b, 6, 5, GMK_BLACK, info) == GMK_OK);
	EXPECT(info->makes_five == 1 && info->patterns[GMK_DIR_HORIZONTAL] == GMK_PATTERN_FIVE);
	EXPECT(info->version == GMK_POINT_INFO_VERSION);

	gmk_result *r = OLD(gmk_result);
	r->version = GMK_RESULT_VERSION;
	EXPECT(gmk_board_result(b, r) == GMK_OK);
	EXPECT(r->state == GMK_STATE_ONGOING && r->line_end.x == -1);
	EXPECT(gmk_board_play(b, 6, 5) == GMK_OK);
	EXPECT(gmk_board_result(b, r) == GMK_OK);
	EXPECT(r->state == GMK_STATE_WIN && r->winner == GMK_BLACK && r->reason == GMK_REASON_FIVE);
	EXPECT(r->line_start.x == 2 && r->line_end.x == 6 && r->line_end.y == 5);
	EXPECT(gmk_board_undo(b) == GMK_OK);
}

static int progress_calls;

static void on_progress(const gmk_search_info *info, void *user_data)
{
	(void)user_data;
	/* The library's own struct: at least the 1.1.0 fields, readable through the old layout. */
	if (info->version >= 1 && info->depth >= 1 && info->pv_length >= 0)
		progress_calls++;
}

static void check_engine(const gmk_board *b)
{
	gmk_engine_options *eo = OLD(gmk_engine_options);
	EXPECT(gmk_engine_options_init(eo, GMK_ENGINE_OPTIONS_VERSION) == GMK_OK);
	gmk_search_limits *limits = OLD(gmk_search_limits);
	EXPECT(gmk_search_limits_init(limits, GMK_SEARCH_LIMITS_VERSION) == GMK_OK);
	/* The config text has a key 1.1.0 did not know: not written into the old struct. */
	const char *config = "{\"hash_mb\": 1, \"seed\": 5, \"threads\": 4, \"depth\": 3}";
	EXPECT(gmk_config_from_json(config, strlen(config), eo, limits, NULL) == GMK_OK);
	EXPECT(eo->hash_bytes == 1u << 20 && eo->seed == 5 && limits->depth == 3);
	EXPECT(eo->version == 1 && limits->version == 1);
	char *text = NULL;
	EXPECT(gmk_config_to_json(eo, limits, &text) == GMK_OK);
	EXPECT(text && strstr(text, "\"seed\": 5") && !strstr(text, "threads"));
	gmk_free(text);

	gmk_engine *e = NULL;
	EXPECT(gmk_engine_new(&e, eo) == GMK_OK);
	if (!e)
		return;
	EXPECT(gmk_engine_set_progress(e, on_progress, NULL) == GMK_OK);
	gmk_search_result *result = OLD(gmk_search_result);
	result->version = GMK_SEARCH_RESULT_VERSION;
	EXPECT(gmk_engine_search(e, b, limits, result) == GMK_OK);
	/* Black to move wins at once at (6, 5) or (1, 5). */
	EXPECT(result->best.y == 5 && (result->best.x == 6 || result->best.x == 1));
	EXPECT(GMK_SCORE_IS_WIN(result->score) && result->line_count >= 1);
	EXPECT(result->version == GMK_SEARCH_RESULT_VERSION);
	EXPECT(progress_calls >= 1);
	gmk_engine_free(e);
}

static void check_geometry(void)
{
	gmk_geometry *g = OLD(gmk_geometry);
	EXPECT(gmk_geometry_init(g, GMK_GEOMETRY_VERSION) == GMK_OK);
	EXPECT(gmk_geometry_fit(g, 15, 15, 640.0, 640.0, 1.0) == GMK_OK);
	EXPECT(g->spacing == 40.0 && g->origin_x == 40.0 && g->version == GMK_GEOMETRY_VERSION);
	double px = 0.0, py = 0.0;
	EXPECT(gmk_geometry_to_pixel(g, (gmk_point){ 7, 7 }, &px, &py) == GMK_OK);
	EXPECT(px == 320.0 && py == 320.0);
	gmk_point p = { -1, -1 };
	EXPECT(gmk_geometry_from_pixel(g, 330.0, 312.0, &p) == GMK_OK);
	EXPECT(p.x == 7 && p.y == 7);
}

static void check_records(const gmk_board *b)
{
	gmk_record_info *info = OLD(gmk_record_info);
	EXPECT(gmk_record_info_init(info, GMK_RECORD_INFO_VERSION) == GMK_OK);
	char black[] = "Ann", white[] = "Bo";
	info->black = black;
	info->white = white;
	char *json = NULL, *psq = NULL;
	EXPECT(gmk_record_to_json(b, info, &json) == GMK_OK);
	EXPECT(gmk_record_to_psq(b, info, &psq) == GMK_OK);

	gmk_record_info *got = OLD(gmk_record_info);
	got->version = GMK_RECORD_INFO_VERSION;
	gmk_board *copy = NULL;
	EXPECT(json && gmk_record_from_json(&copy, json, strlen(json), got) == GMK_OK);
	EXPECT(copy && gmk_board_hash(copy) == gmk_board_hash(b));
	EXPECT(got->black && strcmp(got->black, "Ann") == 0);
	gmk_record_info_clear(got);
	EXPECT(got->black == NULL && got->version == GMK_RECORD_INFO_VERSION);
	gmk_board_free(copy);

	gmk_board_options *opts = OLD(gmk_board_options);
	EXPECT(gmk_board_options_init(opts, GMK_BOARD_OPTIONS_VERSION) == GMK_OK);
	copy = NULL;
	EXPECT(psq && gmk_record_from_psq(&copy, psq, strlen(psq), opts, got) == GMK_OK);
	EXPECT(copy && gmk_board_move_count(copy) == gmk_board_move_count(b));
	EXPECT(got->white && strcmp(got->white, "Bo") == 0);
	gmk_record_info_clear(got);
	gmk_board_free(copy);
	gmk_free(json);
	gmk_free(psq);
}

int main(void)
{
	EXPECT(gmk_version_number() > GMK_VERSION_NUMBER);
	gmk_board *b = board_with_black_five();
	check_rules_and_result(b);
	check_engine(b);
	check_geometry();
	check_records(b);
	gmk_board_free(b);
	free_old_structs();
	if (failures)
		return 1;
	printf("1.1.0 consumer OK against %s (structs %s)\n", gmk_version_string(),
	       OLD_ON_HEAP ? "on the ASan heap" : "against guard pages");
	return 0;
}
