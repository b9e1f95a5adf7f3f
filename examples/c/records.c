/* SPDX-License-Identifier: MIT */
/*
 * Lesson 5: saving and loading records.
 *
 * A game leaves the library as text the library allocated (freed with
 * gmk_free): JSON (everything: rule, moves, undone moves, times, names),
 * Piskvork PSQ (the Gomocup managers' format), or a move string ("h8i9").
 * Loading builds a new board by replaying every move through the rules, so
 * a record that breaks them is refused; gmk_last_error_message says why.
 */
#include <gomoku.h>
#include <stdio.h>
#include <string.h>

int main(void)
{
	gmk_board_options opts = GMK_BOARD_OPTIONS_INIT;
	opts.rule = GMK_RULE_RENJU;
	gmk_board *board;
	if (gmk_board_new(&board, &opts) != GMK_OK)
		return 1;
	int failed = gmk_board_play_moves(board, "h8 i9 j10 h9 h10 g9") != GMK_OK;
	gmk_board_undo(board); /* kept in the JSON record as a move to redo */

	/* Names and per-move times travel in a gmk_record_info the caller owns. */
	int times[] = { 1200, 800, 3000, 950, 400 };
	gmk_record_info info = GMK_RECORD_INFO_INIT;
	info.black = "Ann";
	info.white = "Bo";
	info.times_ms = times;
	info.times_count = 5;

	char *json = NULL, *psq = NULL, *moves = NULL;
	failed |= gmk_record_to_json(board, &info, &json) != GMK_OK ||
		  gmk_record_to_psq(board, &info, &psq) != GMK_OK ||
		  gmk_moves_to_string(board, " ", &moves) != GMK_OK;
	if (failed)
		goto out;
	printf("moves: %s\n\nPSQ:\n%s\nJSON:\n%s\n", moves, psq, json);

	/* Loading: a new board, and an info the loader fills (cleared by us). */
	gmk_board *loaded;
	gmk_record_info loaded_info = GMK_RECORD_INFO_INIT;
	if (gmk_record_from_json(&loaded, json, strlen(json), &loaded_info) == GMK_OK) {
		/* The same position gives the same hash, however it was reached. */
		printf("JSON reloaded: %s vs %s, %d moves, %d to redo, same position: %s\n",
		       loaded_info.black, loaded_info.white, gmk_board_move_count(loaded),
		       gmk_board_redo_count(loaded),
		       gmk_board_hash(loaded) == gmk_board_hash(board) ? "yes" : "no");
		failed |= gmk_board_hash(loaded) != gmk_board_hash(board) ||
			  gmk_board_redo_count(loaded) != 1;
		gmk_record_info_clear(&loaded_info);
		gmk_board_free(loaded);
	} else
		failed = 1;

	/* PSQ holds no rule: the loader takes it from the options we pass. */
	if (gmk_record_from_psq(&loaded, psq, strlen(psq), &opts, NULL) == GMK_OK) {
		failed |= gmk_board_hash(loaded) != gmk_board_hash(board);
		gmk_board_free(loaded);
	} else
		failed = 1;

	/* A broken record: refused, with a status and a message naming the fault. */
	const char *bad = "{\"format\": \"libgomoku-record\", \"version\": 1, \"width\": 15,"
			  " \"height\": 15, \"moves\": [[7, 7], [7, 7]]}";
	int status = gmk_record_from_json(&loaded, bad, strlen(bad), NULL);
	printf("broken record: %s (%s)\n", gmk_strerror(status), gmk_last_error_message());
	failed |= status == GMK_OK;
	if (status == GMK_OK)
		gmk_board_free(loaded);
out:
	gmk_free(json);
	gmk_free(psq);
	gmk_free(moves);
	gmk_board_free(board);
	return failed;
}
