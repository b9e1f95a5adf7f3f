/* SPDX-License-Identifier: MIT */
/* lib/log and the board's event hooks: the JSON of each event, when it is sent. */
#include <string.h>

#include <cjson/cJSON.h>

#include "check_compat.h"
#include "gomoku.h"
#include "board/board_events.h"
#include "search/search_log.h"

#define MAX_EVENTS 32
#define EVENT_SIZE 512

typedef struct events {
	int count;
	char text[MAX_EVENTS][EVENT_SIZE];
} events;

static void collect(const char *json, void *user_data)
{
	events *e = user_data;
	ck_assert_int_lt(e->count, MAX_EVENTS);
	ck_assert_uint_lt(strlen(json), EVENT_SIZE);
	/* Every event is one valid, compact JSON object. */
	cJSON *root = cJSON_Parse(json);
	ck_assert_msg(cJSON_IsObject(root), "not a JSON object: %s", json);
	cJSON_Delete(root);
	ck_assert_ptr_null(strchr(json, '\n'));
	strcpy(e->text[e->count++], json);
}

static gmk_board *make(int w, int h, int k)
{
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.width = w;
	o.height = h;
	o.win_length = k;
	gmk_board *b = NULL;
	ck_assert_int_eq(gmk_board_new(&b, &o), GMK_OK);
	return b;
}

START_TEST(move_undo_redo_events)
{
	gmk_board *b = make(15, 15, 5);
	events e = { 0 };
	ck_assert_int_eq(gmk_board_set_log(b, collect, &e), GMK_OK);
	ck_assert_int_eq(gmk_board_play(b, 7, 7), GMK_OK);
	ck_assert_int_eq(gmk_board_play(b, 0, 14), GMK_OK);
	ck_assert_int_eq(gmk_board_undo(b), GMK_OK);
	ck_assert_int_eq(gmk_board_redo(b), GMK_OK);
	ck_assert_int_eq(e.count, 4);
	ck_assert_str_eq(e.text[0],
			 "{\"event\":\"move\",\"x\":7,\"y\":7,\"move\":\"h8\",\"color\":\"black\",\"ply\":1}");
	ck_assert_str_eq(e.text[1],
			 "{\"event\":\"move\",\"x\":0,\"y\":14,\"move\":\"a1\",\"color\":\"white\",\"ply\":2}");
	ck_assert_str_eq(e.text[2],
			 "{\"event\":\"undo\",\"x\":0,\"y\":14,\"move\":\"a1\",\"color\":\"white\",\"ply\":1}");
	ck_assert_str_eq(e.text[3],
			 "{\"event\":\"redo\",\"x\":0,\"y\":14,\"move\":\"a1\",\"color\":\"white\",\"ply\":2}");
	gmk_board_free(b);
}
END_TEST

START_TEST(failed_calls_and_silenced_logs_send_nothing)
{
	gmk_board *b = make(15, 15, 5);
	events e = { 0 };
	ck_assert_int_eq(gmk_board_set_log(b, collect, &e), GMK_OK);
	ck_assert_int_eq(gmk_board_play(b, 7, 7), GMK_OK);
	ck_assert_fails(gmk_board_play(b, 7, 7), GMK_EOCCUPIED);
	ck_assert_fails(gmk_board_play(b, 99, 7), GMK_EOFFBOARD);
	ck_assert_fails(gmk_board_redo(b), GMK_ENOREDO);
	ck_assert_int_eq(e.count, 1);
	/* A clone starts silent; the original keeps its log. */
	gmk_board *c = NULL;
	ck_assert_int_eq(gmk_board_clone(&c, b), GMK_OK);
	ck_assert_int_eq(gmk_board_play(c, 1, 1), GMK_OK);
	ck_assert_int_eq(e.count, 1);
	ck_assert_int_eq(gmk_board_set_log(b, NULL, &e), GMK_OK);
	ck_assert_int_eq(gmk_board_play(b, 2, 2), GMK_OK);
	ck_assert_int_eq(e.count, 1);
	ck_assert_fails(gmk_board_set_log(NULL, collect, &e), GMK_EINVAL);
	/* Atomic move strings report only what they finally play. */
	ck_assert_int_eq(gmk_board_set_log(b, collect, &e), GMK_OK);
	ck_assert_fails(gmk_board_play_moves(b, "a1 b2 a1"), GMK_EOCCUPIED);
	ck_assert_int_eq(e.count, 1);
	ck_assert_int_eq(gmk_board_play_moves(b, "a1 b2"), GMK_OK);
	ck_assert_int_eq(e.count, 3);
	gmk_board_free(c);
	gmk_board_free(b);
}
END_TEST

START_TEST(win_sends_a_result_with_its_line)
{
	gmk_board *b = make(15, 15, 5);
	events e = { 0 };
	ck_assert_int_eq(gmk_board_play_moves(b, "a1 a2 b1 b2 c1 c2 d1 d2"), GMK_OK);
	ck_assert_int_eq(gmk_board_set_log(b, collect, &e), GMK_OK);
	ck_assert_int_eq(gmk_board_play(b, 4, 14), GMK_OK);
	ck_assert_int_eq(e.count, 2);
	ck_assert(strstr(e.text[0], "\"event\":\"move\"") && strstr(e.text[0], "\"move\":\"e1\""));
	ck_assert_str_eq(e.text[1], "{\"event\":\"result\",\"state\":\"win\",\"winner\":\"black\","
				    "\"reason\":\"five\",\"line\":[[0,14],[4,14]]}");
	/* Undo reopens the game silently; redo ends it again. */
	ck_assert_int_eq(gmk_board_undo(b), GMK_OK);
	ck_assert_int_eq(gmk_board_redo(b), GMK_OK);
	ck_assert_int_eq(e.count, 5);
	ck_assert_str_eq(e.text[4], e.text[1]);
	gmk_board_free(b);
}
END_TEST

START_TEST(draw_sends_a_result_without_line)
{
	gmk_board *b = make(3, 3, 3);
	events e = { 0 };
	ck_assert_int_eq(gmk_board_set_log(b, collect, &e), GMK_OK);
	static const int moves[9][2] = { { 0, 0 }, { 1, 0 }, { 2, 0 }, { 1, 1 }, { 0, 1 },
					 { 2, 1 }, { 1, 2 }, { 0, 2 }, { 2, 2 } };
	for (int i = 0; i < 9; i++)
		ck_assert_int_eq(gmk_board_play(b, moves[i][0], moves[i][1]), GMK_OK);
	ck_assert_int_eq(e.count, 10);
	ck_assert_str_eq(e.text[9], "{\"event\":\"result\",\"state\":\"draw\",\"winner\":null,"
				    "\"reason\":\"full-board\",\"line\":null}");
	gmk_board_free(b);
}
END_TEST

static gmk_board *renju_double_three(gmk_foul_policy policy)
{
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.rule = GMK_RULE_RENJU;
	o.foul_policy = policy;
	gmk_board *b = NULL;
	ck_assert_int_eq(gmk_board_new(&b, &o), GMK_OK);
	/* h8 would make two open threes for black. */
	ck_assert_int_eq(gmk_board_play_moves(b, "g8 a1 i8 a3 h9 a5 h7 a7"), GMK_OK);
	return b;
}

START_TEST(rejected_foul_sends_a_foul_event_only)
{
	gmk_board *b = renju_double_three(GMK_FOUL_REJECT);
	events e = { 0 };
	ck_assert_int_eq(gmk_board_set_log(b, collect, &e), GMK_OK);
	ck_assert_fails(gmk_board_play(b, 7, 7), GMK_EFORBIDDEN);
	ck_assert_int_eq(e.count, 1);
	ck_assert_str_eq(e.text[0], "{\"event\":\"foul\",\"x\":7,\"y\":7,\"move\":\"h8\","
				    "\"type\":\"double-three\"}");
	gmk_board_free(b);
}
END_TEST

START_TEST(losing_foul_sends_foul_move_and_result)
{
	gmk_board *b = renju_double_three(GMK_FOUL_LOSE);
	events e = { 0 };
	ck_assert_int_eq(gmk_board_set_log(b, collect, &e), GMK_OK);
	ck_assert_int_eq(gmk_board_play(b, 7, 7), GMK_OK);
	ck_assert_int_eq(e.count, 3);
	ck_assert(strstr(e.text[0], "\"event\":\"foul\""));
	ck_assert(strstr(e.text[1], "\"event\":\"move\""));
	ck_assert_str_eq(e.text[2], "{\"event\":\"result\",\"state\":\"win\",\"winner\":\"white\","
				    "\"reason\":\"foul\",\"line\":null}");
	gmk_board_free(b);
}
END_TEST

START_TEST(foul_event_format)
{
	events e = { 0 };
	log_sink sink = { collect, &e };
	log_foul(&sink, (gmk_point){ 7, 7 }, GMK_FOUL_DOUBLE_THREE, 15, 15);
	log_foul(&sink, (gmk_point){ 0, 0 }, GMK_FOUL_OVERLINE, 15, 15);
	log_foul(&sink, (gmk_point){ 1, 0 }, 42, 15, 15);
	ck_assert_int_eq(e.count, 3);
	ck_assert_str_eq(e.text[0], "{\"event\":\"foul\",\"x\":7,\"y\":7,\"move\":\"h8\","
				    "\"type\":\"double-three\"}");
	ck_assert_str_eq(e.text[1], "{\"event\":\"foul\",\"x\":0,\"y\":0,\"move\":\"a15\","
				    "\"type\":\"overline\"}");
	ck_assert(strstr(e.text[2], "\"type\":\"unknown\""));
	log_sink silent = { NULL, NULL };
	ck_assert(!log_enabled(&silent));
	log_foul(&silent, (gmk_point){ 7, 7 }, GMK_FOUL_DOUBLE_FOUR, 15, 15);
	ck_assert_int_eq(e.count, 3);
}
END_TEST

START_TEST(search_event_format)
{
	gmk_search_result r = GMK_SEARCH_RESULT_INIT;
	r.best = (gmk_point){ 7, 6 };
	r.score = -35;
	r.depth = 9;
	r.nodes = 18446744073709551615ULL;
	r.time_ms = 120;
	char buf[LOG_EVENT_MAX];
	ck_assert_int_eq(log_format_search(buf, sizeof(buf), &r, 15, 15), GMK_OK);
	ck_assert_str_eq(buf, "{\"event\":\"search\",\"duration_ms\":120,"
			      "\"nodes\":18446744073709551615,\"depth\":9,\"score\":-35,"
			      "\"best\":{\"x\":7,\"y\":6,\"move\":\"h9\"}}");
	r.best = (gmk_point){ -1, -1 };
	ck_assert_int_eq(log_format_search(buf, sizeof(buf), &r, 15, 15), GMK_OK);
	ck_assert(strstr(buf, "\"best\":null}"));
	ck_assert_int_eq(log_format_search(buf, 20, &r, 15, 15), GMK_EBUFFER);
	events e = { 0 };
	log_sink sink = { collect, &e };
	log_search(&sink, &r, 15, 15);
	ck_assert_int_eq(e.count, 1);
}
END_TEST

START_TEST(engine_sends_one_search_event_per_search)
{
	gmk_board *b = make(15, 15, 5);
	ck_assert_int_eq(gmk_board_play(b, 7, 7), GMK_OK);
	gmk_engine *engine = NULL;
	ck_assert_int_eq(gmk_engine_new(&engine, NULL), GMK_OK);
	events e = { 0 };
	ck_assert_fails(gmk_engine_set_log(NULL, collect, &e), GMK_EINVAL);
	ck_assert_int_eq(gmk_engine_set_log(engine, collect, &e), GMK_OK);
	gmk_search_limits limits = GMK_SEARCH_LIMITS_INIT;
	limits.depth = 3;
	gmk_search_result r = GMK_SEARCH_RESULT_INIT;
	ck_assert_int_eq(gmk_engine_search(engine, b, &limits, &r), GMK_OK);
	ck_assert_int_eq(e.count, 1);
	char expected[LOG_EVENT_MAX];
	ck_assert_int_eq(log_format_search(expected, sizeof(expected), &r, 15, 15), GMK_OK);
	ck_assert_str_eq(e.text[0], expected);
	ck_assert(strstr(e.text[0], "\"depth\":3"));
	/* A failed search and a silenced log send nothing. */
	limits.depth = -1;
	ck_assert_int_ne(gmk_engine_search(engine, b, &limits, &r), GMK_OK);
	ck_assert_int_eq(gmk_engine_set_log(engine, NULL, NULL), GMK_OK);
	limits.depth = 2;
	ck_assert_int_eq(gmk_engine_search(engine, b, &limits, &r), GMK_OK);
	ck_assert_int_eq(e.count, 1);
	gmk_engine_free(engine);
	gmk_board_free(b);
}
END_TEST

/*
 * A callback that frees its handle (log.h: the library reads nothing of a
 * handle once a callback has run); ASan catches a read of the freed board.
 */
typedef struct freeing_log {
	events seen;
	gmk_board *board;    /* freed on the first event named `on` */
	const char *on;
} freeing_log;

static void free_board_on(const char *json, void *user_data)
{
	freeing_log *f = user_data;
	collect(json, &f->seen);
	if (f->board && strstr(json, f->on)) {
		gmk_board_free(f->board);
		f->board = NULL;
	}
}

START_TEST(board_callback_may_free_its_board)
{
	/* A winning move: the "result" still reaches the callback after the free. */
	freeing_log f = { { 0 }, make(5, 5, 3), "\"move\"" };
	ck_assert_int_eq(gmk_board_play_moves(f.board, "a1 a2 b1 b2"), GMK_OK);
	ck_assert_int_eq(gmk_board_set_log(f.board, free_board_on, &f), GMK_OK);
	ck_assert_int_eq(gmk_board_play(f.board, 2, 4), GMK_OK);
	ck_assert_ptr_null(f.board);
	ck_assert_int_eq(f.seen.count, 2);
	ck_assert(strstr(f.seen.text[1], "\"event\":\"result\""));

	/* Undo and redo. */
	const char *const events_freeing[] = { "\"undo\"", "\"redo\"" };
	for (int i = 0; i < 2; i++) {
		freeing_log g = { { 0 }, make(15, 15, 5), events_freeing[i] };
		ck_assert_int_eq(gmk_board_play(g.board, 7, 7), GMK_OK);
		ck_assert_int_eq(gmk_board_set_log(g.board, free_board_on, &g), GMK_OK);
		ck_assert_int_eq(gmk_board_undo(g.board), GMK_OK);
		if (g.board)
			ck_assert_int_eq(gmk_board_redo(g.board), GMK_OK);
		ck_assert_ptr_null(g.board);
	}

	/* A refused renju foul and a losing one. */
	const gmk_foul_policy policies[] = { GMK_FOUL_REJECT, GMK_FOUL_LOSE };
	const int statuses[] = { GMK_EFORBIDDEN, GMK_OK };
	const int counts[] = { 1, 3 };
	for (int i = 0; i < 2; i++) {
		freeing_log g = { { 0 }, renju_double_three(policies[i]), "\"foul\"" };
		ck_assert_int_eq(gmk_board_set_log(g.board, free_board_on, &g), GMK_OK);
		ck_assert_int_eq(gmk_board_play(g.board, 7, 7), statuses[i]);
		ck_assert_ptr_null(g.board);
		ck_assert_int_eq(g.seen.count, counts[i]);
	}
}
END_TEST

/* Multi-move calls hold their events back until the last move is played. */
START_TEST(multi_move_calls_let_a_callback_free_the_board)
{
	freeing_log f = { { 0 }, make(15, 15, 5), "\"move\"" };
	ck_assert_int_eq(gmk_board_set_log(f.board, free_board_on, &f), GMK_OK);
	ck_assert_int_eq(gmk_board_play_moves(f.board, "h8 i9 j10"), GMK_OK);
	ck_assert_ptr_null(f.board);
	ck_assert_int_eq(f.seen.count, 3);
	ck_assert(strstr(f.seen.text[2], "\"move\":\"j10\""));

	freeing_log g = { { 0 }, make(15, 15, 5), "\"move\"" };
	ck_assert_int_eq(gmk_board_set_log(g.board, free_board_on, &g), GMK_OK);
	ck_assert_int_eq(gmk_opening_apply(g.board, "0,0, 1,1"), GMK_OK);
	ck_assert_ptr_null(g.board);
	ck_assert_int_eq(g.seen.count, 2);

	/* A refused sequence sends nothing and keeps the log. */
	events e = { 0 };
	gmk_board *b = make(15, 15, 5);
	ck_assert_int_eq(gmk_board_set_log(b, collect, &e), GMK_OK);
	ck_assert_int_eq(gmk_board_play_moves(b, "h8 h8"), GMK_EOCCUPIED);
	ck_assert_int_eq(e.count, 0);
	ck_assert_int_eq(gmk_board_play(b, 7, 7), GMK_OK);
	ck_assert_int_eq(e.count, 1);
	gmk_board_free(b);
}
END_TEST

/* The searched board freed from the progress callback, with an engine log on. */
static void free_board_on_progress(const gmk_search_info *info, void *user_data)
{
	(void)info;
	gmk_board **board = user_data;
	gmk_board_free(*board);
	*board = NULL;
}

static void free_engine_on_search(const char *json, void *user_data)
{
	gmk_engine **engine = user_data;
	ck_assert(strstr(json, "\"event\":\"search\""));
	gmk_engine_free(*engine);
	*engine = NULL;
}

START_TEST(search_survives_its_board_and_engine_being_freed)
{
	gmk_board *b = make(15, 15, 5);
	ck_assert_int_eq(gmk_board_play(b, 7, 7), GMK_OK);
	gmk_engine *engine = NULL;
	ck_assert_int_eq(gmk_engine_new(&engine, NULL), GMK_OK);
	ck_assert_int_eq(gmk_engine_set_progress(engine, free_board_on_progress, &b), GMK_OK);
	ck_assert_int_eq(gmk_engine_set_log(engine, free_engine_on_search, &engine), GMK_OK);
	gmk_search_limits limits = GMK_SEARCH_LIMITS_INIT;
	limits.depth = 2;
	gmk_search_result r = GMK_SEARCH_RESULT_INIT;
	ck_assert_int_eq(gmk_engine_search(engine, b, &limits, &r), GMK_OK);
	ck_assert_ptr_null(b);
	ck_assert_ptr_null(engine);
	ck_assert_int_eq(r.depth, 2);
}
END_TEST

/* Frees the engine from its own progress callback: counted, so a later call shows. */
typedef struct self_freeing {
	gmk_engine *engine;
	int calls;
} self_freeing;

static void free_engine_on_progress(const gmk_search_info *info, void *user_data)
{
	(void)info;
	self_freeing *f = user_data;
	f->calls++;
	gmk_engine_free(f->engine);
}

static void count_event(const char *json, void *user_data)
{
	(void)json;
	(*(int *)user_data)++;
}

START_TEST(progress_callback_may_free_its_engine)
{
	gmk_board *b = make(15, 15, 5);
	ck_assert_int_eq(gmk_board_play(b, 7, 7), GMK_OK);
	self_freeing f = { NULL, 0 };
	int logged = 0;
	ck_assert_int_eq(gmk_engine_new(&f.engine, NULL), GMK_OK);
	ck_assert_int_eq(gmk_engine_set_progress(f.engine, free_engine_on_progress, &f), GMK_OK);
	ck_assert_int_eq(gmk_engine_set_log(f.engine, count_event, &logged), GMK_OK);
	gmk_search_limits limits = GMK_SEARCH_LIMITS_INIT;
	limits.depth = 6;
	gmk_search_result r = GMK_SEARCH_RESULT_INIT;
	/* The search stops after the first report, returns its move, then frees the engine. */
	ck_assert_int_eq(gmk_engine_search(f.engine, b, &limits, &r), GMK_OK);
	ck_assert_int_eq(f.calls, 1);
	ck_assert_int_eq(logged, 0);
	ck_assert_int_ge(r.depth, 1);
	ck_assert_int_eq(gmk_board_at(b, r.best.x, r.best.y), GMK_EMPTY);
	gmk_board_free(b);
}
END_TEST

Suite *make_suite(void)
{
	Suite *s = suite_create("log");
	TCase *tc = gmk_tcase("log");
	tcase_add_test(tc, move_undo_redo_events);
	tcase_add_test(tc, failed_calls_and_silenced_logs_send_nothing);
	tcase_add_test(tc, win_sends_a_result_with_its_line);
	tcase_add_test(tc, draw_sends_a_result_without_line);
	tcase_add_test(tc, rejected_foul_sends_a_foul_event_only);
	tcase_add_test(tc, losing_foul_sends_foul_move_and_result);
	tcase_add_test(tc, foul_event_format);
	tcase_add_test(tc, search_event_format);
	tcase_add_test(tc, engine_sends_one_search_event_per_search);
	tcase_add_test(tc, board_callback_may_free_its_board);
	tcase_add_test(tc, multi_move_calls_let_a_callback_free_the_board);
	tcase_add_test(tc, search_survives_its_board_and_engine_being_freed);
	tcase_add_test(tc, progress_callback_may_free_its_engine);
	suite_add_tcase(s, tc);
	return s;
}

GMK_CHECK_MAIN
