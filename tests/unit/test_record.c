/* SPDX-License-Identifier: MIT */
/* lib/record: JSON records, PSQ, move strings, openings, diagrams, config; bad input. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_compat.h"
#include "core/thread.h"
#include "gomoku.h"

static gmk_backend_kind backend_of(int i)
{
	return i == 0 ? GMK_BACKEND_ARRAY : GMK_BACKEND_BITBOARD;
}

static gmk_board *make(int w, int h, gmk_rule rule, gmk_backend_kind backend)
{
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.width = w;
	o.height = h;
	o.rule = rule;
	o.backend = backend;
	gmk_board *b = NULL;
	ck_assert_int_eq(gmk_board_new(&b, &o), GMK_OK);
	return b;
}

static void play(gmk_board *b, const char *moves)
{
	ck_assert_msg(gmk_board_play_moves(b, moves) == GMK_OK, "%s: %s", moves,
		      gmk_last_error_message());
}

static int contains(const char *hay, const char *needle)
{
	return hay && strstr(hay, needle) != NULL;
}

/* Same stones, side to move, history, redo stack, setup and result. */
static void assert_same_game(const gmk_board *a, const gmk_board *b)
{
	gmk_board_options oa = GMK_BOARD_OPTIONS_INIT, ob = GMK_BOARD_OPTIONS_INIT;
	gmk_board_get_options(a, &oa);
	gmk_board_get_options(b, &ob);
	ck_assert_int_eq(oa.width, ob.width);
	ck_assert_int_eq(oa.height, ob.height);
	ck_assert_int_eq(oa.win_length, ob.win_length);
	ck_assert_int_eq(oa.rule, ob.rule);
	ck_assert_int_eq(oa.foul_policy, ob.foul_policy);
	ck_assert_uint_eq(gmk_board_hash(a), gmk_board_hash(b));
	ck_assert_int_eq(gmk_board_move_count(a), gmk_board_move_count(b));
	ck_assert_int_eq(gmk_board_redo_count(a), gmk_board_redo_count(b));
	ck_assert_int_eq(gmk_board_setup_count(a), gmk_board_setup_count(b));
	ck_assert_int_eq(gmk_board_setup_to_move(a), gmk_board_setup_to_move(b));
	for (int i = 0; i < gmk_board_move_count(a); i++) {
		gmk_point pa, pb;
		gmk_board_move_at(a, i, &pa);
		gmk_board_move_at(b, i, &pb);
		ck_assert(pa.x == pb.x && pa.y == pb.y);
	}
	for (int i = 0; i < gmk_board_redo_count(a); i++) {
		gmk_point pa, pb;
		gmk_board_redo_at(a, i, &pa);
		gmk_board_redo_at(b, i, &pb);
		ck_assert(pa.x == pb.x && pa.y == pb.y);
	}
	for (int i = 0; i < gmk_board_setup_count(a); i++) {
		gmk_stone sa, sb;
		gmk_board_setup_at(a, i, &sa);
		gmk_board_setup_at(b, i, &sb);
		ck_assert(sa.x == sb.x && sa.y == sb.y && sa.color == sb.color);
	}
	gmk_result ra = GMK_RESULT_INIT, rb = GMK_RESULT_INIT;
	gmk_board_result(a, &ra);
	gmk_board_result(b, &rb);
	ck_assert_int_eq(ra.state, rb.state);
	ck_assert_int_eq(ra.winner, rb.winner);
	ck_assert_int_eq(ra.reason, rb.reason);
}

static gmk_board *reload_json(const gmk_board *b, const gmk_record_info *in, gmk_record_info *out)
{
	char *text = NULL;
	ck_assert_int_eq(gmk_record_to_json(b, in, &text), GMK_OK);
	gmk_board *back = NULL;
	ck_assert_msg(gmk_record_from_json(&back, text, strlen(text), out) == GMK_OK, "%s\n%s",
		      gmk_last_error_message(), text);
	gmk_free(text);
	assert_same_game(b, back);
	return back;
}

/* ---- JSON ---- */

START_TEST(json_round_trip_with_undo_redo_and_info)
{
	gmk_board *b = make(15, 13, GMK_RULE_STANDARD, backend_of(_i));
	play(b, "h8 i9 j10 a1 o13 b2");
	ck_assert_int_eq(gmk_board_undo(b), GMK_OK);
	ck_assert_int_eq(gmk_board_undo(b), GMK_OK);
	int times[] = { 1200, GMK_RECORD_NO_TIME, 40, 7, 0, 99 };
	gmk_record_info in = GMK_RECORD_INFO_INIT;
	in.black = "Alice \"the first\"";
	in.white = "Bob";
	in.metadata_json = "{\"event\": \"club night\", \"round\": 3, \"tags\": [1, 2]}";
	in.times_ms = times;
	in.times_count = 6;
	gmk_record_info out = GMK_RECORD_INFO_INIT;
	gmk_board *back = reload_json(b, &in, &out);
	ck_assert_str_eq(out.black, in.black);
	ck_assert_str_eq(out.white, "Bob");
	ck_assert(contains(out.metadata_json, "\"club night\""));
	ck_assert(contains(out.metadata_json, "\"round\":3"));
	ck_assert_uint_eq(out.times_count, 6);
	for (int i = 0; i < 6; i++)
		ck_assert_int_eq(out.times_ms[i], times[i]);
	/* The redo stack really works on the loaded board. */
	ck_assert_int_eq(gmk_board_redo(back), GMK_OK);
	ck_assert_int_eq(gmk_board_at(back, 14, 0), GMK_BLACK);
	gmk_record_info_clear(&out);
	ck_assert_ptr_null(out.black);
	gmk_board_free(back);
	gmk_board_free(b);
}
END_TEST

START_TEST(json_round_trip_setup_position)
{
	gmk_board *b = make(15, 15, GMK_RULE_FREESTYLE, backend_of(_i));
	gmk_stone stones[] = { { 7, 7, GMK_BLACK }, { 8, 8, GMK_WHITE }, { 0, 0, GMK_BLACK } };
	ck_assert_int_eq(gmk_board_setup(b, stones, 3, GMK_WHITE), GMK_OK);
	play(b, "a2 b3");
	gmk_board *back = reload_json(b, NULL, NULL);
	ck_assert_int_eq(gmk_board_undo(back), GMK_OK);
	ck_assert_int_eq(gmk_board_undo(back), GMK_OK);
	ck_assert_fails(gmk_board_undo(back), GMK_ENOUNDO);
	ck_assert_int_eq(gmk_board_at(back, 8, 8), GMK_WHITE);
	gmk_board_free(back);
	gmk_board_free(b);
}
END_TEST

START_TEST(json_round_trip_finished_game)
{
	gmk_board *b = make(15, 15, GMK_RULE_FREESTYLE, backend_of(_i));
	play(b, "a1 a2 b1 b2 c1 c2 d1 d2 e1");
	ck_assert_int_eq(gmk_board_is_over(b), 1);
	char *text = NULL;
	ck_assert_int_eq(gmk_record_to_json(b, NULL, &text), GMK_OK);
	ck_assert(contains(text, "\"winner\":\t\"black\"") || contains(text, "\"winner\": \"black\""));
	gmk_free(text);
	gmk_board *back = reload_json(b, NULL, NULL);
	gmk_result r = GMK_RESULT_INIT;
	gmk_board_result(back, &r);
	ck_assert_int_eq(r.winner, GMK_BLACK);
	ck_assert_int_eq(r.reason, GMK_REASON_FIVE);
	gmk_board_free(back);
	gmk_board_free(b);
}
END_TEST

/* Loads text expecting failure: nothing is created, info is untouched. */
static void json_fails(const char *text, int status, const char *message_part)
{
	gmk_board *sentinel = (gmk_board *)&sentinel;
	gmk_board *out = sentinel;
	gmk_record_info info = GMK_RECORD_INFO_INIT;
	info.black = (char *)"untouched";
	int got = gmk_record_from_json(&out, text, strlen(text), &info);
	ck_assert_msg(got == status, "%s -> %d (%s), wanted %d", text, got,
		      gmk_last_error_message(), status);
	ck_assert_ptr_eq(out, sentinel);
	ck_assert_str_eq(info.black, "untouched");
	ck_assert_msg(contains(gmk_last_error_message(), message_part), "message \"%s\" lacks \"%s\"",
		      gmk_last_error_message(), message_part);
}

#define HEAD "{\"format\":\"libgomoku-record\",\"version\":1,"
#define SIZE15 "\"width\":15,\"height\":15,\"win_length\":5,"
#define FREE "\"rule\":\"freestyle\",\"foul_policy\":\"reject\","

START_TEST(json_minimal_record_loads)
{
	const char *text = HEAD SIZE15 FREE "\"moves\":[[7,7],[8,8,5]]}";
	gmk_board *b = NULL;
	gmk_record_info info = GMK_RECORD_INFO_INIT;
	ck_assert_int_eq(gmk_record_from_json(&b, text, strlen(text), &info), GMK_OK);
	ck_assert_int_eq(gmk_board_move_count(b), 2);
	ck_assert_int_eq(gmk_board_at(b, 8, 8), GMK_WHITE);
	ck_assert_uint_eq(info.times_count, 2);
	ck_assert_int_eq(info.times_ms[0], GMK_RECORD_NO_TIME);
	ck_assert_int_eq(info.times_ms[1], 5);
	gmk_record_info_clear(&info);
	gmk_board_free(b);
}
END_TEST

START_TEST(json_rejects_malformed_text)
{
	json_fails("{\"format\": ", GMK_EPARSE, "malformed JSON");
}
END_TEST

START_TEST(json_rejects_trailing_text)
{
	json_fails(HEAD SIZE15 FREE "\"moves\":[]} x", GMK_EPARSE, "after the JSON");
}
END_TEST

START_TEST(json_rejects_non_object)
{
	json_fails("[1, 2]", GMK_EPARSE, "object");
}
END_TEST

START_TEST(json_rejects_wrong_format_name)
{
	json_fails("{\"format\":\"other\",\"version\":1," SIZE15 FREE "\"moves\":[]}", GMK_EPARSE,
		   "format");
}
END_TEST

START_TEST(json_rejects_newer_version)
{
	json_fails("{\"format\":\"libgomoku-record\",\"version\":2," SIZE15 FREE "\"moves\":[]}",
		   GMK_EUNSUPPORTED, "version");
}
END_TEST

START_TEST(json_rejects_width_out_of_range)
{
	json_fails(HEAD "\"width\":100000,\"height\":15,\"win_length\":5," FREE "\"moves\":[]}",
		   GMK_ERANGE, "width");
}
END_TEST

START_TEST(json_rejects_height_of_wrong_type)
{
	json_fails(HEAD "\"width\":15,\"height\":\"15\",\"win_length\":5," FREE "\"moves\":[]}",
		   GMK_EPARSE, "height");
}
END_TEST

START_TEST(json_rejects_fractional_win_length)
{
	json_fails(HEAD "\"width\":15,\"height\":15,\"win_length\":5.5," FREE "\"moves\":[]}",
		   GMK_EPARSE, "win_length");
}
END_TEST

START_TEST(json_rejects_renju_with_six)
{
	json_fails(HEAD "\"width\":15,\"height\":15,\"win_length\":6,"
		   "\"rule\":\"renju\",\"foul_policy\":\"reject\",\"moves\":[]}",
		   GMK_ERANGE, "win_length");
}
END_TEST

START_TEST(json_rejects_unknown_rule)
{
	json_fails(HEAD SIZE15 "\"rule\":\"go\",\"foul_policy\":\"reject\",\"moves\":[]}",
		   GMK_EPARSE, "rule");
}
END_TEST

START_TEST(json_rejects_missing_moves)
{
	json_fails(HEAD SIZE15 FREE "\"redo\":[]}", GMK_EPARSE, "moves");
}
END_TEST

START_TEST(json_rejects_off_board_move)
{
	json_fails(HEAD SIZE15 FREE "\"moves\":[[7,7],[8,8],[15,3]]}", GMK_EOFFBOARD, "moves[2]");
}
END_TEST

START_TEST(json_rejects_negative_coordinate)
{
	json_fails(HEAD SIZE15 FREE "\"moves\":[[-1,7]]}", GMK_EOFFBOARD, "moves[0]");
}
END_TEST

START_TEST(json_rejects_duplicate_point)
{
	json_fails(HEAD SIZE15 FREE "\"moves\":[[7,7],[8,8],[7,7]]}", GMK_EOCCUPIED, "moves[2] (h8)");
}
END_TEST

START_TEST(json_rejects_move_after_the_end)
{
	json_fails(HEAD SIZE15 FREE
		   "\"moves\":[[0,14],[0,13],[1,14],[1,13],[2,14],[2,13],[3,14],[3,13],[4,14],[9,9]]}",
		   GMK_EGAMEOVER, "moves[9]");
}
END_TEST

START_TEST(json_rejects_redo_after_the_end)
{
	json_fails(HEAD SIZE15 FREE
		   "\"moves\":[[0,14],[0,13],[1,14],[1,13],[2,14],[2,13],[3,14],[3,13],[4,14]],"
		   "\"redo\":[[9,9]]}",
		   GMK_EGAMEOVER, "redo[0]");
}
END_TEST

/* Black's h8 makes two open threes (h7-h8-h9 and g8-h8-i8): a renju foul. */
#define DOUBLE_THREE_MOVES "[[6,7],[0,14],[8,7],[0,12],[7,6],[0,10],[7,8],[0,8],[7,7]]"
#define RENJU(policy) "\"rule\":\"renju\",\"foul_policy\":\"" policy "\","

START_TEST(json_rejects_renju_foul_under_reject)
{
	json_fails(HEAD SIZE15 RENJU("reject") "\"moves\":" DOUBLE_THREE_MOVES "}", GMK_EFORBIDDEN,
		   "moves[8] (h8)");
}
END_TEST

START_TEST(json_renju_foul_loses_under_lose)
{
	const char *text = HEAD SIZE15 RENJU("lose") "\"moves\":" DOUBLE_THREE_MOVES "}";
	gmk_board *b = NULL;
	ck_assert_int_eq(gmk_record_from_json(&b, text, strlen(text), NULL), GMK_OK);
	gmk_result r = GMK_RESULT_INIT;
	gmk_board_result(b, &r);
	ck_assert_int_eq(r.winner, GMK_WHITE);
	ck_assert_int_eq(r.reason, GMK_REASON_FOUL);
	gmk_board *back = reload_json(b, NULL, NULL);
	gmk_board_free(back);
	gmk_board_free(b);
}
END_TEST

START_TEST(json_rejects_malformed_move)
{
	json_fails(HEAD SIZE15 FREE "\"moves\":[[7,7],[8]]}", GMK_EPARSE, "moves[1]");
}
END_TEST

START_TEST(json_rejects_negative_time)
{
	json_fails(HEAD SIZE15 FREE "\"moves\":[[7,7,-5]]}", GMK_ERANGE, "moves[0]");
}
END_TEST

START_TEST(json_rejects_result_mismatch)
{
	json_fails(HEAD SIZE15 FREE "\"moves\":[[7,7]],\"result\":{\"state\":\"win\","
		   "\"winner\":\"black\",\"reason\":\"five\"}}", GMK_EPARSE, "result");
}
END_TEST

START_TEST(json_rejects_unknown_key)
{
	json_fails(HEAD SIZE15 FREE "\"moves\":[],\"colour\":1}", GMK_EPARSE, "colour");
}
END_TEST

START_TEST(json_rejects_duplicate_key)
{
	json_fails(HEAD SIZE15 FREE "\"moves\":[],\"moves\":[[1,1]]}", GMK_EPARSE, "twice");
}
END_TEST

START_TEST(json_rejects_setup_stone_twice)
{
	json_fails(HEAD SIZE15 FREE "\"setup\":{\"to_move\":\"black\",\"stones\":"
		   "[[1,1,\"black\"],[1,1,\"white\"]]},\"moves\":[]}", GMK_EOCCUPIED, "setup");
}
END_TEST

START_TEST(json_rejects_setup_stone_without_colour)
{
	json_fails(HEAD SIZE15 FREE "\"setup\":{\"to_move\":\"black\",\"stones\":"
		   "[[1,1,\"black\"],[2,1]]},\"moves\":[]}", GMK_EPARSE, "setup.stones[1]");
}
END_TEST

START_TEST(json_rejects_bad_players)
{
	json_fails(HEAD SIZE15 FREE "\"moves\":[],\"players\":{\"black\":7}}", GMK_EPARSE,
		   "players.black");
}
END_TEST

START_TEST(json_rejects_metadata_not_object)
{
	json_fails(HEAD SIZE15 FREE "\"moves\":[],\"metadata\":\"x\"}", GMK_EPARSE, "metadata");
}
END_TEST

START_TEST(json_rejects_oversized_input)
{
	static const char small[] = "{}";
	gmk_board *b = NULL;
	ck_assert_fails(gmk_record_from_json(&b, small, GMK_RECORD_MAX_INPUT + 1, NULL), GMK_ERANGE);
	ck_assert_ptr_null(b);
	ck_assert(contains(gmk_last_error_message(), "limit"));
}
END_TEST

START_TEST(json_bad_arguments)
{
	gmk_board *b = make(15, 15, GMK_RULE_FREESTYLE, GMK_BACKEND_AUTO);
	char *text = NULL;
	gmk_record_info info = GMK_RECORD_INFO_INIT;
	ck_assert_fails(gmk_record_to_json(NULL, NULL, &text), GMK_EINVAL);
	ck_assert_fails(gmk_record_to_json(b, NULL, NULL), GMK_EINVAL);
	info.version = 9;
	ck_assert_fails(gmk_record_to_json(b, &info, &text), GMK_EVERSION);
	info.version = GMK_RECORD_INFO_VERSION;
	info.metadata_json = "[1]";
	ck_assert_fails(gmk_record_to_json(b, &info, &text), GMK_EINVAL);
	info.metadata_json = "{oops";
	ck_assert_fails(gmk_record_to_json(b, &info, &text), GMK_EPARSE);
	ck_assert_ptr_null(text);
	ck_assert_fails(gmk_record_from_json(NULL, "{}", 2, NULL), GMK_EINVAL);
	gmk_board *out = NULL;
	ck_assert_fails(gmk_record_from_json(&out, NULL, 0, NULL), GMK_EINVAL);
	ck_assert_fails(gmk_record_info_init(&info, 5), GMK_EVERSION);
	ck_assert_fails(gmk_record_info_init(NULL, GMK_RECORD_INFO_VERSION), GMK_EINVAL);
	gmk_record_info_clear(NULL);
	gmk_board_free(b);
}
END_TEST

/* The parser's own message survives inside the one that names the field. */
START_TEST(json_metadata_error_keeps_parser_message)
{
	gmk_board *b = make(15, 15, GMK_RULE_FREESTYLE, GMK_BACKEND_AUTO);
	gmk_board *none = NULL;
	ck_assert_fails(gmk_record_from_json(&none, "{oops", 5, NULL), GMK_EPARSE);
	char parser[256];
	snprintf(parser, sizeof(parser), "metadata_json: %s", gmk_last_error_message());
	ck_assert_uint_gt(strlen(parser), strlen("metadata_json: "));
	gmk_record_info info = GMK_RECORD_INFO_INIT;
	info.metadata_json = "{oops";
	char *text = NULL;
	ck_assert_fails(gmk_record_to_json(b, &info, &text), GMK_EPARSE);
	ck_assert_str_eq(gmk_last_error_message(), parser);
	gmk_board_free(b);
}
END_TEST

/* ---- error messages are per thread ---- */

static void fail_in_thread(void *arg)
{
	gmk_board *b = NULL;
	gmk_record_from_json(&b, "nope", 4, NULL);
	*(int *)arg = gmk_last_error_message()[0] != '\0';
}

START_TEST(error_message_is_thread_local)
{
	gmk_board *b = make(15, 15, GMK_RULE_FREESTYLE, GMK_BACKEND_AUTO);
	char *text = NULL;
	ck_assert_int_eq(gmk_record_to_json(b, NULL, &text), GMK_OK);
	ck_assert_str_eq(gmk_last_error_message(), "");
	thread_handle t;
	int had_message = 0;
	ck_assert_int_eq(thread_start(&t, fail_in_thread, &had_message), 0);
	ck_assert_int_eq(thread_join(t), 0);
	ck_assert_int_eq(had_message, 1);
	ck_assert_str_eq(gmk_last_error_message(), "");
	gmk_free(text);
	gmk_board_free(b);
}
END_TEST

/* ---- PSQ ---- */

START_TEST(psq_round_trip)
{
	gmk_board *b = make(20, 18, GMK_RULE_FREESTYLE, backend_of(_i));
	play(b, "j10 k11 t18 a1");
	int times[] = { 10, 20, 30, 40 };
	gmk_record_info in = GMK_RECORD_INFO_INIT;
	in.black = "pbrain-one.exe";
	in.white = "pbrain-two.exe";
	in.times_ms = times;
	in.times_count = 4;
	char *text = NULL;
	ck_assert_int_eq(gmk_record_to_psq(b, &in, &text), GMK_OK);
	ck_assert(contains(text, "Piskvorky 20x18, 11:11, 0\n10,9,10\n11,8,20\n20,1,30\n1,18,40\n"
				 "pbrain-one.exe\npbrain-two.exe\n0\n"));
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.backend = backend_of(_i);
	gmk_board *back = NULL;
	gmk_record_info out = GMK_RECORD_INFO_INIT;
	ck_assert_int_eq(gmk_record_from_psq(&back, text, strlen(text), &o, &out), GMK_OK);
	assert_same_game(b, back);
	ck_assert_str_eq(out.black, "pbrain-one.exe");
	ck_assert_str_eq(out.white, "pbrain-two.exe");
	ck_assert_uint_eq(out.times_count, 4);
	ck_assert_int_eq(out.times_ms[3], 40);
	gmk_record_info_clear(&out);
	gmk_free(text);
	gmk_board_free(back);
	gmk_board_free(b);
}
END_TEST

START_TEST(psq_tolerates_crlf_spaces_missing_newline_and_times)
{
	const char *text = "Piskvorky  15x15 ,  11:11 , 0\r\n 8 , 8 \r\n9,9,123\r\n\r\n"
			   "  alpha  \r\nbeta\r\n-1";
	gmk_board *b = NULL;
	gmk_record_info info = GMK_RECORD_INFO_INIT;
	ck_assert_msg(gmk_record_from_psq(&b, text, strlen(text), NULL, &info) == GMK_OK, "%s",
		      gmk_last_error_message());
	ck_assert_int_eq(gmk_board_at(b, 7, 7), GMK_BLACK);
	ck_assert_int_eq(gmk_board_at(b, 8, 8), GMK_WHITE);
	ck_assert_str_eq(info.black, "alpha");
	ck_assert_str_eq(info.white, "beta");
	ck_assert_uint_eq(info.times_count, 2);
	ck_assert_int_eq(info.times_ms[0], GMK_RECORD_NO_TIME);
	ck_assert_int_eq(info.times_ms[1], 123);
	gmk_record_info_clear(&info);
	gmk_board_free(b);
}
END_TEST

START_TEST(psq_second_player_began)
{
	const char *text = "Piskvorky 15x15, 0:0, 1\n8,8,0\nwhite-one\nblack-one\n0\n";
	gmk_board *b = NULL;
	gmk_record_info info = GMK_RECORD_INFO_INIT;
	ck_assert_int_eq(gmk_record_from_psq(&b, text, strlen(text), NULL, &info), GMK_OK);
	ck_assert_str_eq(info.black, "black-one");
	ck_assert_str_eq(info.white, "white-one");
	gmk_record_info_clear(&info);
	gmk_board_free(b);
}
END_TEST

START_TEST(psq_header_and_code_only)
{
	const char *text = "Piskvorky 15x15, 11:11, 0\n0";
	gmk_board *b = NULL;
	ck_assert_int_eq(gmk_record_from_psq(&b, text, strlen(text), NULL, NULL), GMK_OK);
	ck_assert_int_eq(gmk_board_move_count(b), 0);
	gmk_board_free(b);
}
END_TEST

static void psq_fails(const char *text, int status, const char *message_part)
{
	gmk_board *sentinel = (gmk_board *)&sentinel;
	gmk_board *out = sentinel;
	int got = gmk_record_from_psq(&out, text, strlen(text), NULL, NULL);
	ck_assert_msg(got == status, "%s -> %d (%s)", text, got, gmk_last_error_message());
	ck_assert_ptr_eq(out, sentinel);
	ck_assert_msg(contains(gmk_last_error_message(), message_part), "message \"%s\" lacks \"%s\"",
		      gmk_last_error_message(), message_part);
}

START_TEST(psq_rejects_bad_header)
{
	psq_fails("Piskvork 15x15, 11:11, 0\n8,8\n", GMK_EPARSE, "line 1");
}
END_TEST

START_TEST(psq_rejects_empty_file)
{
	psq_fails("", GMK_EPARSE, "empty");
}
END_TEST

START_TEST(psq_rejects_size_out_of_range)
{
	psq_fails("Piskvorky 2000x15, 11:11, 0\n", GMK_ERANGE, "line 1");
}
END_TEST

START_TEST(psq_rejects_bad_start_field)
{
	psq_fails("Piskvorky 15x15, 11:11, 2\n", GMK_EPARSE, "starting player");
}
END_TEST

START_TEST(psq_rejects_off_board_move)
{
	psq_fails("Piskvorky 15x15, 11:11, 0\n8,8,0\n16,1,0\n", GMK_EOFFBOARD, "line 3");
}
END_TEST

START_TEST(psq_rejects_zero_coordinate)
{
	psq_fails("Piskvorky 15x15, 11:11, 0\n0,8,0\n", GMK_EOFFBOARD, "line 2");
}
END_TEST

START_TEST(psq_rejects_duplicate_move)
{
	psq_fails("Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,0\n8,8,0\n", GMK_EOCCUPIED, "move 3");
}
END_TEST

START_TEST(psq_rejects_move_after_the_end)
{
	psq_fails("Piskvorky 15x15, 11:11, 0\n1,1\n1,2\n2,1\n2,2\n3,1\n3,2\n4,1\n4,2\n5,1\n9,9\n",
		  GMK_EGAMEOVER, "move 10");
}
END_TEST

START_TEST(psq_rejects_renju_foul)
{
	const char *text = "Piskvorky 15x15, 11:11, 0\n7,8\n1,15\n9,8\n1,13\n8,7\n1,11\n8,9\n1,9\n8,8\n";
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.rule = GMK_RULE_RENJU;
	gmk_board *b = NULL;
	ck_assert_fails(gmk_record_from_psq(&b, text, strlen(text), &o, NULL), GMK_EFORBIDDEN);
	ck_assert(contains(gmk_last_error_message(), "line 10: move 9 (h8)"));
	ck_assert_ptr_null(b);
	/* Under freestyle the same game is fine. */
	ck_assert_int_eq(gmk_record_from_psq(&b, text, strlen(text), NULL, NULL), GMK_OK);
	gmk_board_free(b);
}
END_TEST

START_TEST(psq_rejects_text_after_players)
{
	psq_fails("Piskvorky 15x15, 11:11, 0\n8,8\na\nb\nc\n0\n", GMK_EPARSE, "line");
}
END_TEST

START_TEST(psq_rejects_move_after_trailer)
{
	psq_fails("Piskvorky 15x15, 11:11, 0\n8,8\nname\n9,9\n", GMK_EPARSE, "after the players");
}
END_TEST

START_TEST(psq_refuses_setup_position_and_bad_names)
{
	gmk_board *b = make(15, 15, GMK_RULE_FREESTYLE, GMK_BACKEND_AUTO);
	gmk_stone s = { 1, 1, GMK_BLACK };
	char *text = NULL;
	gmk_record_info info = GMK_RECORD_INFO_INIT;
	info.black = "two\nlines";
	ck_assert_fails(gmk_record_to_psq(b, &info, &text), GMK_EINVAL);
	ck_assert_int_eq(gmk_board_setup(b, &s, 1, GMK_WHITE), GMK_OK);
	ck_assert_fails(gmk_record_to_psq(b, NULL, &text), GMK_EUNSUPPORTED);
	ck_assert_ptr_null(text);
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.version = 3;
	gmk_board *out = NULL;
	ck_assert_fails(gmk_record_from_psq(&out, "Piskvorky 15x15, 1:1, 0\n", 24, &o, NULL),
			 GMK_EVERSION);
	ck_assert_fails(gmk_record_from_psq(&out, "x", GMK_RECORD_MAX_INPUT + 1, NULL, NULL),
			 GMK_ERANGE);
	ck_assert_ptr_null(out);
	gmk_board_free(b);
}
END_TEST

/* Names that would read back as something else are refused (issue 18, A6). */
START_TEST(psq_names_round_trip_or_are_refused)
{
	gmk_board *b = make(15, 15, GMK_RULE_FREESTYLE, GMK_BACKEND_AUTO);
	play(b, "h8");
	const char *const bad[] = { "12,5", " 3 , 4", "-", "0", "42", "  ", " padded", "tab\t" };
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		gmk_record_info info = GMK_RECORD_INFO_INIT;
		info.white = (char *)bad[i];
		char *text = NULL;
		ck_assert_msg(gmk_record_to_psq(b, &info, &text) == GMK_EINVAL, "\"%s\"", bad[i]);
		ck_assert_ptr_null(text);
	}
	/* An empty black name is no name: white's stays white's. */
	gmk_record_info info = GMK_RECORD_INFO_INIT;
	info.black = "";
	info.white = "pbrain-two.exe";
	char *text = NULL;
	ck_assert_int_eq(gmk_record_to_psq(b, &info, &text), GMK_OK);
	gmk_board *back = NULL;
	gmk_record_info out = GMK_RECORD_INFO_INIT;
	ck_assert_int_eq(gmk_record_from_psq(&back, text, strlen(text), NULL, &out), GMK_OK);
	ck_assert_ptr_null(out.black);
	ck_assert_str_eq(out.white, "pbrain-two.exe");
	ck_assert_int_eq(gmk_board_move_count(back), 1);
	gmk_record_info_clear(&out);
	gmk_board_free(back);
	gmk_free(text);
	gmk_board_free(b);
}
END_TEST

/* A line shaped like a move is a move: a malformed one is an error, not a name. */
START_TEST(psq_rejects_malformed_move_lines)
{
	psq_fails("Piskvorky 15x15, 11:11, 0\n1,1,99999999999\n", GMK_EPARSE, "line 2");
	psq_fails("Piskvorky 15x15, 11:11, 0\n8,8,0\n99999999999,1\n", GMK_EPARSE, "line 3");
	psq_fails("Piskvorky 15x15, 11:11, 0\n8,8,0\n9,x\n", GMK_EPARSE, "malformed move");
	psq_fails("Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,1,2\n", GMK_EPARSE, "malformed move");
}
END_TEST

/* ---- move strings ---- */

START_TEST(moves_compact_and_spaced_round_trip)
{
	gmk_board *b = make(15, 15, GMK_RULE_FREESTYLE, backend_of(_i));
	play(b, "h8i9J10");
	char *compact = NULL, *spaced = NULL;
	ck_assert_int_eq(gmk_moves_to_string(b, NULL, &compact), GMK_OK);
	ck_assert_int_eq(gmk_moves_to_string(b, " ", &spaced), GMK_OK);
	ck_assert_str_eq(compact, "h8i9j10");
	ck_assert_str_eq(spaced, "h8 i9 j10");
	/* Rows from the bottom: h8 is the centre, j10 is up-right of it. */
	ck_assert_int_eq(gmk_board_at(b, 7, 7), GMK_BLACK);
	ck_assert_int_eq(gmk_board_at(b, 9, 5), GMK_BLACK);
	gmk_board *c = make(15, 15, GMK_RULE_FREESTYLE, backend_of(_i));
	play(c, spaced);
	ck_assert_uint_eq(gmk_board_hash(b), gmk_board_hash(c));
	gmk_free(compact);
	gmk_free(spaced);
	gmk_board_free(c);
	gmk_board_free(b);
}
END_TEST

START_TEST(moves_corners_and_wide_boards)
{
	gmk_point *p = NULL;
	size_t n = 0;
	ck_assert_int_eq(gmk_moves_parse("a1,o15; a15\no1", 15, 15, &p, &n), GMK_OK);
	ck_assert_uint_eq(n, 4);
	ck_assert(p[0].x == 0 && p[0].y == 14);
	ck_assert(p[1].x == 14 && p[1].y == 0);
	ck_assert(p[2].x == 0 && p[2].y == 0);
	ck_assert(p[3].x == 14 && p[3].y == 14);
	gmk_free(p);
	ck_assert_int_eq(gmk_moves_parse("aa1z30ab2", 30, 30, &p, &n), GMK_OK);
	ck_assert_uint_eq(n, 3);
	ck_assert(p[0].x == 26 && p[0].y == 29);
	ck_assert(p[1].x == 25 && p[1].y == 0);
	ck_assert(p[2].x == 27 && p[2].y == 28);
	gmk_free(p);
	ck_assert_int_eq(gmk_moves_parse("  ", 15, 15, &p, &n), GMK_OK);
	ck_assert_uint_eq(n, 0);
	gmk_free(p);
}
END_TEST

START_TEST(moves_failure_plays_nothing)
{
	gmk_board *b = make(15, 15, GMK_RULE_FREESTYLE, backend_of(_i));
	play(b, "a1 b2 c3");
	ck_assert_int_eq(gmk_board_undo(b), GMK_OK);
	uint64_t h = gmk_board_hash(b);
	ck_assert_fails(gmk_board_play_moves(b, "h8 i9 h8"), GMK_EOCCUPIED);
	ck_assert(contains(gmk_last_error_message(), "move 3 (h8)"));
	ck_assert_fails(gmk_board_play_moves(b, "h8 p3"), GMK_EOFFBOARD);
	ck_assert(contains(gmk_last_error_message(), "move 2 (p3)"));
	ck_assert_fails(gmk_board_play_moves(b, "h8 ??"), GMK_EPARSE);
	ck_assert_fails(gmk_board_play_moves(b, "h8 h"), GMK_EPARSE);
	ck_assert_fails(gmk_board_play_moves(b, "8h"), GMK_EPARSE);
	ck_assert_fails(gmk_board_play_moves(b, "h0"), GMK_EOFFBOARD);
	ck_assert_fails(gmk_board_play_moves(b, NULL), GMK_EINVAL);
	ck_assert_fails(gmk_board_play_moves(NULL, "h8"), GMK_EINVAL);
	ck_assert_uint_eq(gmk_board_hash(b), h);
	ck_assert_int_eq(gmk_board_move_count(b), 2);
	ck_assert_int_eq(gmk_board_redo_count(b), 1);
	gmk_board_free(b);
}
END_TEST

START_TEST(moves_too_many_for_the_board)
{
	gmk_point *p = NULL;
	size_t n = 0;
	ck_assert_fails(gmk_moves_parse("a1a2a3b1b2b3c1c2c3a1", 3, 3, &p, &n), GMK_ERANGE);
	/* A bad size is a range error, as everywhere else (issue 18, A12). */
	ck_assert_fails(gmk_moves_parse("a1", 2, 3, &p, &n), GMK_ERANGE);
	ck_assert_fails(gmk_moves_parse("a1", 15, GMK_MAX_SIZE + 1, &p, &n), GMK_ERANGE);
	ck_assert_fails(gmk_opening_parse("0,0", 2, 15, &p, &n), GMK_ERANGE);
	ck_assert_fails(gmk_opening_parse("0,0", 15, GMK_MAX_SIZE + 1, &p, &n), GMK_ERANGE);
	ck_assert_ptr_null(p);
}
END_TEST

/* "\u0000" would cut a C string short: refused wherever JSON is read (A12). */
START_TEST(json_refuses_nul_escapes)
{
	gmk_board *b = make(15, 15, GMK_RULE_FREESTYLE, GMK_BACKEND_AUTO);
	gmk_record_info in = GMK_RECORD_INFO_INIT;
	in.black = "a";
	char *text = NULL;
	ck_assert_int_eq(gmk_record_to_json(b, &in, &text), GMK_OK);
	char *at = strstr(text, "\"a\"");
	ck_assert_ptr_nonnull(at);
	size_t head = (size_t)(at - text) + 2;
	char edited[4096];
	ck_assert_uint_lt(strlen(text) + 8, sizeof(edited));
	snprintf(edited, sizeof(edited), "%.*s\\u0000b%s", (int)head, text, text + head);
	gmk_board *out = NULL;
	gmk_record_info got = GMK_RECORD_INFO_INIT;
	ck_assert_int_eq(gmk_record_from_json(&out, edited, strlen(edited), &got), GMK_EPARSE);
	ck_assert(contains(gmk_last_error_message(), "u0000"));
	ck_assert_ptr_null(out);
	ck_assert_ptr_null(got.black);
	/* An escaped backslash before "u0000" is plain text. */
	snprintf(edited, sizeof(edited), "%.*s\\\\u0000b%s", (int)head, text, text + head);
	ck_assert_int_eq(gmk_record_from_json(&out, edited, strlen(edited), &got), GMK_OK);
	ck_assert_str_eq(got.black, "a\\u0000b");
	gmk_record_info_clear(&got);
	gmk_board_free(out);
	gmk_free(text);
	gmk_board_free(b);
}
END_TEST

/* ---- openings ---- */

START_TEST(opening_offsets_from_the_centre)
{
	gmk_point *p = NULL;
	size_t n = 0;
	ck_assert_int_eq(gmk_opening_parse("0,0, 1,0, -1,1", 15, 15, &p, &n), GMK_OK);
	ck_assert_uint_eq(n, 3);
	ck_assert(p[0].x == 7 && p[0].y == 7);
	ck_assert(p[1].x == 8 && p[1].y == 7);
	ck_assert(p[2].x == 6 && p[2].y == 8);   /* dy positive is down */
	gmk_free(p);
	ck_assert_int_eq(gmk_opening_parse(" 0 , -2 ,3,4\r\n", 20, 20, &p, &n), GMK_OK);
	ck_assert_uint_eq(n, 2);
	ck_assert(p[0].x == 10 && p[0].y == 8);
	ck_assert(p[1].x == 13 && p[1].y == 14);
	gmk_free(p);
}
END_TEST

START_TEST(opening_apply_alternates_colours)
{
	gmk_board *b = make(15, 15, GMK_RULE_FREESTYLE, backend_of(_i));
	ck_assert_int_eq(gmk_opening_apply(b, "0,0, 1,1, -2,0"), GMK_OK);
	ck_assert_int_eq(gmk_board_at(b, 7, 7), GMK_BLACK);
	ck_assert_int_eq(gmk_board_at(b, 8, 8), GMK_WHITE);
	ck_assert_int_eq(gmk_board_at(b, 5, 7), GMK_BLACK);
	ck_assert_int_eq(gmk_board_to_move(b), GMK_WHITE);
	/* Atomic: the second line collides on its last stone and plays nothing. */
	ck_assert_fails(gmk_opening_apply(b, "3,3, 1,1"), GMK_EOCCUPIED);
	ck_assert_int_eq(gmk_board_move_count(b), 3);
	gmk_board_free(b);
}
END_TEST

static void opening_fails(const char *line, int status)
{
	gmk_point *p = NULL;
	size_t n = 0;
	int got = gmk_opening_parse(line, 15, 15, &p, &n);
	ck_assert_msg(got == status, "\"%s\" -> %d (%s)", line, got, gmk_last_error_message());
	ck_assert_ptr_null(p);
	ck_assert(gmk_last_error_message()[0] != '\0');
}

START_TEST(opening_rejects_off_board)
{
	opening_fails("0,0, 8,0", GMK_EOFFBOARD);
}
END_TEST

START_TEST(opening_rejects_odd_number_count)
{
	opening_fails("0,0, 1", GMK_EPARSE);
}
END_TEST

START_TEST(opening_rejects_repeated_point)
{
	opening_fails("0,0, 1,1, 0,0", GMK_EOCCUPIED);
}
END_TEST

START_TEST(opening_rejects_garbage_and_empty)
{
	opening_fails("0,0, a,b", GMK_EPARSE);
	opening_fails("0,0,", GMK_EPARSE);
	opening_fails("0 0", GMK_EPARSE);
	opening_fails("   ", GMK_EPARSE);
	opening_fails("99999999,0", GMK_EPARSE);
}
END_TEST

/* ---- diagram ---- */

START_TEST(diagram_small_board_exact)
{
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.width = 5;
	o.height = 5;
	o.win_length = 4;
	gmk_board *b = NULL;
	ck_assert_int_eq(gmk_board_new(&b, &o), GMK_OK);
	play(b, "c4 e1 a5");
	char *text = NULL;
	ck_assert_int_eq(gmk_board_diagram(b, GMK_DIAGRAM_DEFAULT, &text), GMK_OK);
	ck_assert_str_eq(text,
			 "  a b c d e\n"
			 "5[X]. . . . 5\n"
			 "4 . . X . . 4\n"
			 "3 . . . . . 3\n"
			 "2 . . . . . 2\n"
			 "1 . . . . O 1\n"
			 "  a b c d e\n");
	gmk_free(text);
	ck_assert_int_eq(gmk_board_undo(b), GMK_OK);
	ck_assert_int_eq(gmk_board_diagram(b, GMK_DIAGRAM_NO_LABELS, &text), GMK_OK);
	ck_assert_str_eq(text,
			 " . . . . .\n"
			 " . . X . .\n"
			 " . . . . .\n"
			 " . . . . .\n"
			 " . . . .[O]\n");
	gmk_free(text);
	ck_assert_int_eq(gmk_board_diagram(b, GMK_DIAGRAM_NO_LAST_MOVE, &text), GMK_OK);
	ck_assert(!contains(text, "["));
	gmk_free(text);
	gmk_board_free(b);
}
END_TEST

START_TEST(diagram_marks_forbidden_points)
{
	gmk_board *b = make(15, 15, GMK_RULE_RENJU, GMK_BACKEND_AUTO);
	play(b, "g8 a1 i8 a3 h9 a5 h7 a7");
	char *text = NULL;
	ck_assert_int_eq(gmk_board_diagram(b, GMK_DIAGRAM_FORBIDDEN, &text), GMK_OK);
	ck_assert(contains(text, "\n 8 . . . . . . X * X . . . . . . 8\n"));
	gmk_free(text);
	ck_assert_int_eq(gmk_board_diagram(b, GMK_DIAGRAM_DEFAULT, &text), GMK_OK);
	ck_assert(!contains(text, "*"));
	gmk_free(text);
	gmk_board_free(b);
	/* No rule but renju has fouls. */
	b = make(15, 15, GMK_RULE_FREESTYLE, GMK_BACKEND_AUTO);
	play(b, "g8 a1 i8 a3 h9 a5 h7 a7");
	ck_assert_int_eq(gmk_board_diagram(b, GMK_DIAGRAM_FORBIDDEN, &text), GMK_OK);
	ck_assert(!contains(text, "*"));
	gmk_free(text);
	gmk_board_free(b);
}
END_TEST

START_TEST(diagram_wide_board_labels)
{
	gmk_board *b = make(28, 12, GMK_RULE_FREESTYLE, GMK_BACKEND_AUTO);
	play(b, "ab12");
	char *text = NULL;
	ck_assert_int_eq(gmk_board_diagram(b, 0, &text), GMK_OK);
	/* Three characters a column once labels reach two letters. */
	ck_assert(contains(text, "   a  b  c"));
	ck_assert(contains(text, " z aa ab\n"));
	ck_assert(contains(text, "12  .  .  ."));
	ck_assert(contains(text, ". [X]12\n"));
	ck_assert(contains(text, "\n 1  .  ."));
	gmk_free(text);
	ck_assert_fails(gmk_board_diagram(b, 64u, &text), GMK_EINVAL);
	ck_assert_fails(gmk_board_diagram(NULL, 0, &text), GMK_EINVAL);
	ck_assert_fails(gmk_board_diagram(b, 0, NULL), GMK_EINVAL);
	gmk_board_free(b);
}
END_TEST

/* ---- config ---- */

START_TEST(config_round_trip)
{
	gmk_engine_options o = GMK_ENGINE_OPTIONS_INIT;
	gmk_search_limits l = GMK_SEARCH_LIMITS_INIT;
	o.hash_bytes = 64u << 20;
	o.seed = UINT64_MAX - 5;
	l.time_ms = 5000;
	l.depth = 12;
	l.nodes = 1000000000LL;
	l.level = 3;
	l.multipv = 4;
	char *text = NULL;
	ck_assert_int_eq(gmk_config_to_json(&o, &l, &text), GMK_OK);
	gmk_engine_options o2 = GMK_ENGINE_OPTIONS_INIT;
	gmk_search_limits l2 = GMK_SEARCH_LIMITS_INIT;
	char *unknown = (char *)"sentinel";
	ck_assert_int_eq(gmk_config_from_json(text, strlen(text), &o2, &l2, &unknown), GMK_OK);
	ck_assert_ptr_null(unknown);
	ck_assert_uint_eq(o2.hash_bytes, o.hash_bytes);
	ck_assert(o2.seed == o.seed);
	ck_assert_int_eq(l2.time_ms, 5000);
	ck_assert_int_eq(l2.depth, 12);
	ck_assert(l2.nodes == 1000000000LL);
	ck_assert_int_eq(l2.level, 3);
	ck_assert_int_eq(l2.multipv, 4);
	gmk_free(text);
	ck_assert_int_eq(gmk_config_to_json(NULL, NULL, &text), GMK_OK);
	ck_assert_str_eq(text, "{}\n");
	gmk_free(text);
}
END_TEST

START_TEST(config_partial_keeps_other_values_and_reports_unknown)
{
	const char *text = "{\"hash_mb\": 32, \"depth\": 8, \"theme\": \"dark\", \"sound\": true}";
	gmk_engine_options o = GMK_ENGINE_OPTIONS_INIT;
	gmk_search_limits l = GMK_SEARCH_LIMITS_INIT;
	l.time_ms = 777;
	char *unknown = NULL;
	ck_assert_int_eq(gmk_config_from_json(text, strlen(text), &o, &l, &unknown), GMK_OK);
	ck_assert_uint_eq(o.hash_bytes, 32u << 20);
	ck_assert_int_eq(l.depth, 8);
	ck_assert_int_eq(l.time_ms, 777);
	ck_assert_int_eq(l.multipv, 1);
	ck_assert_str_eq(unknown, "theme,sound");
	gmk_free(unknown);
	/* Without the options struct its keys are skipped, not unknown. */
	ck_assert_int_eq(gmk_config_from_json(text, strlen(text), NULL, &l, &unknown), GMK_OK);
	ck_assert_str_eq(unknown, "theme,sound");
	gmk_free(unknown);
}
END_TEST

static void config_fails(const char *text, int status, const char *message_part)
{
	gmk_engine_options o = GMK_ENGINE_OPTIONS_INIT;
	gmk_search_limits l = GMK_SEARCH_LIMITS_INIT;
	char *unknown = NULL;
	int got = gmk_config_from_json(text, strlen(text), &o, &l, &unknown);
	ck_assert_msg(got == status, "%s -> %d (%s)", text, got, gmk_last_error_message());
	ck_assert_ptr_null(unknown);
	ck_assert_uint_eq(o.hash_bytes, 0);
	ck_assert_int_eq(l.depth, 0);
	ck_assert_int_eq(l.multipv, 1);
	ck_assert_msg(contains(gmk_last_error_message(), message_part), "message \"%s\" lacks \"%s\"",
		      gmk_last_error_message(), message_part);
}

START_TEST(config_rejects_wrong_type)
{
	config_fails("{\"depth\": 4, \"level\": \"3\"}", GMK_EPARSE, "level");
}
END_TEST

START_TEST(config_rejects_fraction)
{
	config_fails("{\"hash_bytes\": 4, \"time_ms\": 2.5}", GMK_EPARSE, "time_ms");
}
END_TEST

START_TEST(config_rejects_out_of_range)
{
	config_fails("{\"depth\": 4, \"multipv\": 0}", GMK_ERANGE, "multipv");
	config_fails("{\"level\": 11}", GMK_ERANGE, "level");
	config_fails("{\"nodes\": -1}", GMK_ERANGE, "nodes");
	config_fails("{\"seed\": \"99999999999999999999\"}", GMK_ERANGE, "seed");
}
END_TEST

/* Whatever the config accepts, the engine accepts: one public limit per setting. */
START_TEST(config_limits_are_the_engines)
{
	char text[128];
	snprintf(text, sizeof(text), "{\"depth\": %d}", GMK_MAX_DEPTH + 1);
	config_fails(text, GMK_ERANGE, "depth");
	snprintf(text, sizeof(text), "{\"hash_bytes\": %llu}",
		 (unsigned long long)GMK_MAX_HASH_BYTES + 1);
	config_fails(text, GMK_ERANGE, "hash_bytes");
	snprintf(text, sizeof(text), "{\"hash_mb\": %llu}",
		 (unsigned long long)(GMK_MAX_HASH_BYTES >> 20) + 1);
	config_fails(text, GMK_ERANGE, "hash_mb");

	/* The largest accepted values pass the engine's own checks. */
	snprintf(text, sizeof(text), "{\"depth\": %d, \"hash_bytes\": %llu}", GMK_MAX_DEPTH,
		 (unsigned long long)GMK_MAX_HASH_BYTES);
	gmk_engine_options o = GMK_ENGINE_OPTIONS_INIT;
	gmk_search_limits l = GMK_SEARCH_LIMITS_INIT;
	ck_assert_int_eq(gmk_config_from_json(text, strlen(text), &o, &l, NULL), GMK_OK);
	ck_assert_int_eq(l.depth, GMK_MAX_DEPTH);
	gmk_board *b = NULL;
	ck_assert_int_eq(gmk_board_new(&b, NULL), GMK_OK);
	ck_assert_int_eq(gmk_board_play(b, 7, 7), GMK_OK);
	gmk_engine *e = NULL;
	ck_assert_int_eq(gmk_engine_new(&e, NULL), GMK_OK);
	l.nodes = 2000; /* the depth limit is checked, the node limit ends the search */
	gmk_search_result r = GMK_SEARCH_RESULT_INIT;
	ck_assert_int_eq(gmk_engine_search(e, b, &l, &r), GMK_OK);
	l.depth = GMK_MAX_DEPTH + 1;
	ck_assert_int_eq(gmk_engine_search(e, b, &l, &r), GMK_ERANGE);
	gmk_engine_free(e);
	/* The hash bound is the engine's (not allocated here: 1 TiB). */
	o.hash_bytes = (size_t)(GMK_MAX_HASH_BYTES + 1);
	ck_assert_int_eq(gmk_engine_new(&e, &o), GMK_ERANGE);
	gmk_board_free(b);
}
END_TEST

START_TEST(config_rejects_malformed_and_duplicates)
{
	config_fails("{\"depth\": ", GMK_EPARSE, "malformed");
	config_fails("[1]", GMK_EPARSE, "object");
	config_fails("{\"depth\": 4, \"depth\": 5}", GMK_EPARSE, "twice");
	config_fails("{\"hash_mb\": 4, \"hash_bytes\": 5}", GMK_EPARSE, "both");
	config_fails("{\"seed\": \"12x\"}", GMK_EPARSE, "seed");
	config_fails("{\"seed\": \"1\\u00002\"}", GMK_EPARSE, "u0000");
}
END_TEST

START_TEST(config_bad_arguments)
{
	gmk_engine_options o = GMK_ENGINE_OPTIONS_INIT;
	gmk_search_limits l = GMK_SEARCH_LIMITS_INIT;
	char *text = NULL;
	o.version = 0;
	ck_assert_fails(gmk_config_from_json("{}", 2, &o, &l, NULL), GMK_EVERSION);
	ck_assert_fails(gmk_config_to_json(&o, NULL, &text), GMK_EVERSION);
	o.version = GMK_ENGINE_OPTIONS_VERSION;
	l.version = 7;
	ck_assert_fails(gmk_config_from_json("{}", 2, &o, &l, NULL), GMK_EVERSION);
	ck_assert_fails(gmk_config_to_json(NULL, NULL, NULL), GMK_EINVAL);
	ck_assert_fails(gmk_config_from_json(NULL, 0, &o, NULL, NULL), GMK_EINVAL);
	ck_assert_fails(gmk_config_from_json("{}", GMK_RECORD_MAX_INPUT + 1, &o, NULL, NULL),
			 GMK_ERANGE);
	ck_assert_ptr_null(text);
}
END_TEST

Suite *make_suite(void)
{
	Suite *s = suite_create("record");
	TCase *json = gmk_tcase("json");
	tcase_add_loop_test(json, json_round_trip_with_undo_redo_and_info, 0, 2);
	tcase_add_loop_test(json, json_round_trip_setup_position, 0, 2);
	tcase_add_loop_test(json, json_round_trip_finished_game, 0, 2);
	tcase_add_test(json, json_minimal_record_loads);
	tcase_add_test(json, json_rejects_malformed_text);
	tcase_add_test(json, json_rejects_trailing_text);
	tcase_add_test(json, json_rejects_non_object);
	tcase_add_test(json, json_rejects_wrong_format_name);
	tcase_add_test(json, json_rejects_newer_version);
	tcase_add_test(json, json_rejects_width_out_of_range);
	tcase_add_test(json, json_rejects_height_of_wrong_type);
	tcase_add_test(json, json_rejects_fractional_win_length);
	tcase_add_test(json, json_rejects_renju_with_six);
	tcase_add_test(json, json_rejects_unknown_rule);
	tcase_add_test(json, json_rejects_missing_moves);
	tcase_add_test(json, json_rejects_off_board_move);
	tcase_add_test(json, json_rejects_negative_coordinate);
	tcase_add_test(json, json_rejects_duplicate_point);
	tcase_add_test(json, json_rejects_move_after_the_end);
	tcase_add_test(json, json_rejects_redo_after_the_end);
	tcase_add_test(json, json_rejects_renju_foul_under_reject);
	tcase_add_test(json, json_renju_foul_loses_under_lose);
	tcase_add_test(json, json_rejects_malformed_move);
	tcase_add_test(json, json_rejects_negative_time);
	tcase_add_test(json, json_rejects_result_mismatch);
	tcase_add_test(json, json_rejects_unknown_key);
	tcase_add_test(json, json_rejects_duplicate_key);
	tcase_add_test(json, json_rejects_setup_stone_twice);
	tcase_add_test(json, json_rejects_setup_stone_without_colour);
	tcase_add_test(json, json_rejects_bad_players);
	tcase_add_test(json, json_rejects_metadata_not_object);
	tcase_add_test(json, json_rejects_oversized_input);
	tcase_add_test(json, json_bad_arguments);
	tcase_add_test(json, json_metadata_error_keeps_parser_message);
	tcase_add_test(json, error_message_is_thread_local);
	suite_add_tcase(s, json);

	TCase *psq = gmk_tcase("psq");
	tcase_add_loop_test(psq, psq_round_trip, 0, 2);
	tcase_add_test(psq, psq_tolerates_crlf_spaces_missing_newline_and_times);
	tcase_add_test(psq, psq_second_player_began);
	tcase_add_test(psq, psq_header_and_code_only);
	tcase_add_test(psq, psq_rejects_bad_header);
	tcase_add_test(psq, psq_names_round_trip_or_are_refused);
	tcase_add_test(psq, psq_rejects_malformed_move_lines);
	tcase_add_test(psq, psq_rejects_empty_file);
	tcase_add_test(psq, psq_rejects_size_out_of_range);
	tcase_add_test(psq, psq_rejects_bad_start_field);
	tcase_add_test(psq, psq_rejects_off_board_move);
	tcase_add_test(psq, psq_rejects_zero_coordinate);
	tcase_add_test(psq, psq_rejects_duplicate_move);
	tcase_add_test(psq, psq_rejects_move_after_the_end);
	tcase_add_test(psq, psq_rejects_renju_foul);
	tcase_add_test(psq, psq_rejects_text_after_players);
	tcase_add_test(psq, psq_rejects_move_after_trailer);
	tcase_add_test(psq, psq_refuses_setup_position_and_bad_names);
	suite_add_tcase(s, psq);

	TCase *text = gmk_tcase("moves-openings-diagram");
	tcase_add_loop_test(text, moves_compact_and_spaced_round_trip, 0, 2);
	tcase_add_test(text, moves_corners_and_wide_boards);
	tcase_add_loop_test(text, moves_failure_plays_nothing, 0, 2);
	tcase_add_test(text, moves_too_many_for_the_board);
	tcase_add_test(text, opening_offsets_from_the_centre);
	tcase_add_loop_test(text, opening_apply_alternates_colours, 0, 2);
	tcase_add_test(text, opening_rejects_off_board);
	tcase_add_test(text, opening_rejects_odd_number_count);
	tcase_add_test(text, opening_rejects_repeated_point);
	tcase_add_test(text, opening_rejects_garbage_and_empty);
	tcase_add_test(text, diagram_small_board_exact);
	tcase_add_test(text, diagram_marks_forbidden_points);
	tcase_add_test(text, diagram_wide_board_labels);
	suite_add_tcase(s, text);

	TCase *config = gmk_tcase("config");
	tcase_add_test(config, config_round_trip);
	tcase_add_test(config, config_partial_keeps_other_values_and_reports_unknown);
	tcase_add_test(config, config_rejects_wrong_type);
	tcase_add_test(config, config_rejects_fraction);
	tcase_add_test(config, config_rejects_out_of_range);
	tcase_add_test(config, config_rejects_malformed_and_duplicates);
	tcase_add_test(config, config_limits_are_the_engines);
	tcase_add_test(config, json_refuses_nul_escapes);
	tcase_add_test(config, config_bad_arguments);
	suite_add_tcase(s, config);
	return s;
}

GMK_CHECK_MAIN
