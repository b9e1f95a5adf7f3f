/* SPDX-License-Identifier: MIT */
/*
 * Prints the size and field offsets of every public struct the Python
 * binding mirrors, as JSON, so the tests can compare them with ctypes.
 */
#include <stddef.h>
#include <stdio.h>

#include "gomoku/board.h"
#include "gomoku/engine.h"
#include "gomoku/explain.h"
#include "gomoku/record.h"
#include "gomoku/rules.h"

#define STRUCT_BEGIN(type) printf("%s\"%s\": {\"size\": %zu, \"fields\": {", \
				  first_struct ? "" : ", ", #type, sizeof(type)); \
	first_struct = 0; first_field = 1
#define FIELD(type, field) printf("%s\"%s\": %zu", first_field ? "" : ", ", #field, \
				  offsetof(type, field)); first_field = 0
#define STRUCT_END() printf("}}")

int main(void)
{
	int first_struct = 1, first_field = 1;

	printf("{");
	STRUCT_BEGIN(gmk_point);
	FIELD(gmk_point, x); FIELD(gmk_point, y);
	STRUCT_END();
	STRUCT_BEGIN(gmk_stone);
	FIELD(gmk_stone, x); FIELD(gmk_stone, y); FIELD(gmk_stone, color);
	STRUCT_END();
	STRUCT_BEGIN(gmk_board_options);
	FIELD(gmk_board_options, version); FIELD(gmk_board_options, width);
	FIELD(gmk_board_options, height); FIELD(gmk_board_options, win_length);
	FIELD(gmk_board_options, rule); FIELD(gmk_board_options, backend);
	FIELD(gmk_board_options, foul_policy);
	STRUCT_END();
	STRUCT_BEGIN(gmk_result);
	FIELD(gmk_result, version); FIELD(gmk_result, state); FIELD(gmk_result, winner);
	FIELD(gmk_result, reason); FIELD(gmk_result, line_start); FIELD(gmk_result, line_end);
	STRUCT_END();
	STRUCT_BEGIN(gmk_point_info);
	FIELD(gmk_point_info, version); FIELD(gmk_point_info, makes_five);
	FIELD(gmk_point_info, fours); FIELD(gmk_point_info, open_threes);
	FIELD(gmk_point_info, foul); FIELD(gmk_point_info, patterns);
	STRUCT_END();
	STRUCT_BEGIN(gmk_engine_options);
	FIELD(gmk_engine_options, version); FIELD(gmk_engine_options, hash_bytes);
	FIELD(gmk_engine_options, seed); FIELD(gmk_engine_options, threads);
	STRUCT_END();
	STRUCT_BEGIN(gmk_search_limits);
	FIELD(gmk_search_limits, version); FIELD(gmk_search_limits, time_ms);
	FIELD(gmk_search_limits, depth); FIELD(gmk_search_limits, nodes);
	FIELD(gmk_search_limits, level); FIELD(gmk_search_limits, multipv);
	STRUCT_END();
	STRUCT_BEGIN(gmk_search_line);
	FIELD(gmk_search_line, move); FIELD(gmk_search_line, score);
	FIELD(gmk_search_line, pv_length); FIELD(gmk_search_line, pv);
	STRUCT_END();
	STRUCT_BEGIN(gmk_search_result);
	FIELD(gmk_search_result, version); FIELD(gmk_search_result, best);
	FIELD(gmk_search_result, score); FIELD(gmk_search_result, depth);
	FIELD(gmk_search_result, nodes); FIELD(gmk_search_result, time_ms);
	FIELD(gmk_search_result, pv_length); FIELD(gmk_search_result, pv);
	FIELD(gmk_search_result, line_count); FIELD(gmk_search_result, lines);
	STRUCT_END();
	STRUCT_BEGIN(gmk_search_info);
	FIELD(gmk_search_info, version); FIELD(gmk_search_info, depth);
	FIELD(gmk_search_info, score); FIELD(gmk_search_info, nodes);
	FIELD(gmk_search_info, nps); FIELD(gmk_search_info, elapsed_ms);
	FIELD(gmk_search_info, pv_length); FIELD(gmk_search_info, pv);
	STRUCT_END();
	STRUCT_BEGIN(gmk_record_info);
	FIELD(gmk_record_info, version); FIELD(gmk_record_info, black);
	FIELD(gmk_record_info, white); FIELD(gmk_record_info, metadata_json);
	FIELD(gmk_record_info, times_ms); FIELD(gmk_record_info, times_count);
	STRUCT_END();
	STRUCT_BEGIN(gmk_foul_line);
	FIELD(gmk_foul_line, direction); FIELD(gmk_foul_line, pattern);
	FIELD(gmk_foul_line, real); FIELD(gmk_foul_line, stone_count);
	FIELD(gmk_foul_line, stones); FIELD(gmk_foul_line, key_count);
	FIELD(gmk_foul_line, keys); FIELD(gmk_foul_line, key_fouls);
	FIELD(gmk_foul_line, key_makes_five);
	STRUCT_END();
	STRUCT_BEGIN(gmk_foul_explanation);
	FIELD(gmk_foul_explanation, version); FIELD(gmk_foul_explanation, foul);
	FIELD(gmk_foul_explanation, makes_five); FIELD(gmk_foul_explanation, line_count);
	FIELD(gmk_foul_explanation, lines);
	STRUCT_END();
	STRUCT_BEGIN(gmk_threat);
	FIELD(gmk_threat, kind); FIELD(gmk_threat, color); FIELD(gmk_threat, direction);
	FIELD(gmk_threat, stone_count); FIELD(gmk_threat, stones);
	FIELD(gmk_threat, key_count); FIELD(gmk_threat, keys);
	FIELD(gmk_threat, defence_count); FIELD(gmk_threat, defences);
	STRUCT_END();
	STRUCT_BEGIN(gmk_sequence_step);
	FIELD(gmk_sequence_step, move); FIELD(gmk_sequence_step, color);
	FIELD(gmk_sequence_step, attacker); FIELD(gmk_sequence_step, kind);
	FIELD(gmk_sequence_step, line_count); FIELD(gmk_sequence_step, lines);
	STRUCT_END();
	printf("}\n");
	return 0;
}
