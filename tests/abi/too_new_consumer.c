/* SPDX-License-Identifier: MIT */
/*
 * A program built against headers newer than the library it runs with
 * passes struct versions the library does not know yet: every call refuses
 * with GMK_EVERSION, changes nothing, and says why in words.
 */
#include <stdio.h>
#include <string.h>

#include <gomoku.h>

static int failures;

/* status must be GMK_EVERSION with a message naming the struct and the known range. */
static void expect_too_new(int status, const char *name, unsigned int newest, int line)
{
	char expected[160];
	snprintf(expected, sizeof(expected), "%s version %u is newer than this library (%s knows 1..%u)",
		 name, newest + 1, gmk_version_string(), newest);
	const char *message = gmk_last_error_message();
	if (status != GMK_EVERSION || strcmp(message, expected) != 0) {
		fprintf(stderr, "line %d: status %d, message \"%s\", expected \"%s\"\n", line,
			status, message, expected);
		failures++;
	}
}

#define TOO_NEW(call, name, newest) expect_too_new((call), name, newest, __LINE__)

int main(void)
{
	gmk_board *board = NULL;
	if (gmk_board_new(&board, NULL) != GMK_OK)
		return 1;
	gmk_board *untouched = board;

	gmk_board_options bo = GMK_BOARD_OPTIONS_INIT;
	bo.version = GMK_BOARD_OPTIONS_VERSION + 1;
	TOO_NEW(gmk_board_options_init(&bo, GMK_BOARD_OPTIONS_VERSION + 1), "board options",
		GMK_BOARD_OPTIONS_VERSION);
	TOO_NEW(gmk_board_new(&untouched, &bo), "board options", GMK_BOARD_OPTIONS_VERSION);
	/* The one exception: 1.1.0 never asked callers to set it, so it means "version 1". */
	if (gmk_board_get_options(board, &bo) != GMK_OK || bo.version != 1)
		failures++;

	gmk_result r = GMK_RESULT_INIT;
	r.version = GMK_RESULT_VERSION + 1;
	TOO_NEW(gmk_board_result(board, &r), "result", GMK_RESULT_VERSION);

	gmk_point_info pi = GMK_POINT_INFO_INIT;
	pi.version = GMK_POINT_INFO_VERSION + 1;
	TOO_NEW(gmk_board_point_info(board, 7, 7, GMK_BLACK, &pi), "point info",
		GMK_POINT_INFO_VERSION);

	gmk_engine_options eo = GMK_ENGINE_OPTIONS_INIT;
	gmk_engine *engine = NULL;
	TOO_NEW(gmk_engine_options_init(&eo, GMK_ENGINE_OPTIONS_VERSION + 1), "engine options",
		GMK_ENGINE_OPTIONS_VERSION);
	eo.version = GMK_ENGINE_OPTIONS_VERSION + 1;
	TOO_NEW(gmk_engine_new(&engine, &eo), "engine options", GMK_ENGINE_OPTIONS_VERSION);
	TOO_NEW(gmk_config_to_json(&eo, NULL, &(char *){ NULL }), "engine options",
		GMK_ENGINE_OPTIONS_VERSION);

	gmk_search_limits sl = GMK_SEARCH_LIMITS_INIT;
	sl.version = GMK_SEARCH_LIMITS_VERSION + 1;
	TOO_NEW(gmk_config_from_json("{}", 2, NULL, &sl, NULL), "search limits",
		GMK_SEARCH_LIMITS_VERSION);
	if (gmk_engine_new(&engine, NULL) != GMK_OK)
		return 1;
	gmk_search_result sr = GMK_SEARCH_RESULT_INIT;
	TOO_NEW(gmk_engine_search(engine, board, &sl, &sr), "search limits",
		GMK_SEARCH_LIMITS_VERSION);
	sr.version = GMK_SEARCH_RESULT_VERSION + 1;
	TOO_NEW(gmk_engine_search(engine, board, NULL, &sr), "search result",
		GMK_SEARCH_RESULT_VERSION);

	gmk_geometry g = GMK_GEOMETRY_INIT;
	g.version = GMK_GEOMETRY_VERSION + 1;
	TOO_NEW(gmk_geometry_fit(&g, 15, 15, 100.0, 100.0, 1.0), "geometry", GMK_GEOMETRY_VERSION);
	double px, py;
	TOO_NEW(gmk_geometry_to_pixel(&g, (gmk_point){ 1, 1 }, &px, &py), "geometry",
		GMK_GEOMETRY_VERSION);

	gmk_record_info ri = GMK_RECORD_INFO_INIT;
	ri.version = GMK_RECORD_INFO_VERSION + 1;
	char *text = NULL;
	TOO_NEW(gmk_record_to_json(board, &ri, &text), "record info", GMK_RECORD_INFO_VERSION);
	TOO_NEW(gmk_record_from_psq(&untouched, "Piskvorky 15x15, 11:11, 0\n", 26, NULL, &ri),
		"record info", GMK_RECORD_INFO_VERSION);

	if (untouched != board || engine == NULL || text != NULL || g.spacing != 32.0)
		failures++;
	gmk_engine_free(engine);
	gmk_board_free(board);
	if (failures)
		return 1;
	printf("every too-new struct version refused with a message\n");
	return 0;
}
