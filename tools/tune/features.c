/* SPDX-License-Identifier: MIT */
/*
 * Training features for the evaluation tuner (tools/tune/README.md).
 *
 * Reads self-play games (the JSON lines `python3 -m gomoku.selfplay` and
 * tools/tune/selfplay.py write), replays each on the evaluator's own
 * position (lib/eval/position.c, so the features are exactly what
 * position_evaluate sums) and prints one line per position:
 *
 *   rule mover result ply own[0..CLS_COUNT-1] opp[0..CLS_COUNT-1] | OWN | OPP [| SCORE]
 *
 * rule: gmk_rule; mover: 0 black, 1 white (the side to move); result: the
 * game's result for the mover (1 win, 0.5 draw, 0 loss); own/opp: the number
 * of empty cells of each cell class for the mover and the opponent; OWN and
 * OPP: the same cells counted per combination of their four line patterns
 * (lib/eval/line_combo.h), sparse, as combination:count pairs; SCORE: the
 * mover's search score of this position when the record has it (its
 * "search" entries, one per move after the opening), so that the fit can
 * learn from deeper search as well as from the result.
 *
 * The output starts with one comment line per combination,
 * "# combo INDEX CLASS RENJU_BLACK_CLASS", so that the fit knows each
 * combination's class (its starting value) without a second copy of the
 * classifier; one per class, "# threat CLASS MOVER_BITS OPPONENT_BITS", the
 * bits a move there sets in the threat mask when the mover or the opponent
 * owns it (lib/eval/threat.h); for each class whose cells count towards
 * a plenty, "# threat-plenty CLASS MOVER_BIT OPPONENT_BIT CELLS", the bit
 * that CELLS or more such cells of a side set together; and
 * "# threat-masks COUNT", the size of a threat table. From these the fit
 * builds the masks the evaluation reads without a second copy of their
 * layout.
 *
 * With --policy it prints instead, for the move ordering's fit
 * (tools/tune/policy.py), the move each position got and the cells the
 * search could have played there (print_policy), after one line per class,
 * "# order CLASS ATTACK DEFENCE", the hand ordering's scores (weights.h), so
 * the fit starts from them without a second copy.
 *
 * Positions are skipped when they are not "quiet" for a static evaluation:
 * during the random opening, and whenever either side has a five point (the
 * search never evaluates those: it takes the five or blocks it first). With
 * --skip-vcf, also those where the mover wins by fours within the leaf's
 * VCF reach: the search's leaves look for that win before they trust the
 * static score, so those positions' results teach the evaluation about
 * positions it never judges.
 */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/board_internal.h"
#include "eval/line_combo.h"
#include "eval/position.h"
#include "eval/threat.h"
#include "eval/weights.h"
#include "gomoku/engine.h"
#include "gomoku/status.h"
#include "search/search_params.h"

#define LINE_MAX_BYTES (1 << 20)

/* The leaf's VCF reach in plies: its attacker fours, the replies between them and the five. */
#define LEAF_VCF_PLIES (2 * LEAF_VCF_DEPTH + 1)

static int item_int(const cJSON *obj, const char *name, int fallback)
{
	const cJSON *it = cJSON_GetObjectItemCaseSensitive(obj, name);
	return cJSON_IsNumber(it) ? it->valueint : fallback;
}

/* The mover's result from the record's winner: 1, 0.5 or 0. */
static double mover_result(const char *winner, gmk_color mover)
{
	if (!winner || (strcmp(winner, "black") && strcmp(winner, "white")))
		return 0.5;
	gmk_color w = strcmp(winner, "black") == 0 ? GMK_BLACK : GMK_WHITE;
	return w == mover ? 1.0 : 0.0;
}

/*
 * 1 and *score = the mover's score from the search that chose move (the
 * record's search[index]); 0 when the record has no such entry.
 */
static int search_score(const cJSON *search, int index, const cJSON *move, double *score)
{
	const cJSON *entry = index >= 0 ? cJSON_GetArrayItem(search, index) : NULL;
	const cJSON *s = cJSON_GetObjectItemCaseSensitive(entry, "score");
	const cJSON *m = cJSON_GetObjectItemCaseSensitive(entry, "move");
	if (!cJSON_IsNumber(s) || !cJSON_IsArray(m))
		return 0;
	for (int i = 0; i < 2; i++) {
		const cJSON *a = cJSON_GetArrayItem(m, i), *b = cJSON_GetArrayItem(move, i);
		if (!cJSON_IsNumber(a) || !cJSON_IsNumber(b) || a->valueint != b->valueint)
			return 0; /* not this move's search */
	}
	*score = s->valuedouble;
	return 1;
}

static void print_position(const position *pos, double result, int ply, const double *score)
{
	int own = side_of(pos->to_move);
	printf("%d %d %g %d", (int)pos->rule, own, result, ply);
	for (int side = 0; side < 2; side++) {
		int s = side ? !own : own;
		for (int c = 0; c < CLS_COUNT; c++)
			printf(" %d", pos->count[s][c]);
	}
	const uint16_t *combo_of = line_combo_table();
	static int seen[2][COMBO_COUNT];
	for (int y = 0; y < pos->height; y++)
		for (int x = 0; x < pos->width; x++) {
			const eval_cell *c = &pos->cells[position_cell(pos, x, y)];
			if (c->state == LINE_EMPTY)
				for (int side = 0; side < 2; side++)
					seen[side][combo_of[side_patterns(c->patterns, side)]]++;
		}
	for (int side = 0; side < 2; side++) {
		int s = side ? !own : own;
		fputs(" |", stdout);
		for (int k = 0; k < COMBO_COUNT; k++)
			if (seen[s][k]) {
				printf(" %d:%d", k, seen[s][k]);
				seen[s][k] = 0;
			}
	}
	if (score)
		printf(" | %.0f", *score);
	putchar('\n');
}

static void print_combo_classes(void)
{
	const uint8_t *plain = cell_class_table(0), *renju_black = cell_class_table(1);
	for (int k = 0; k < COMBO_COUNT && plain && renju_black; k++) {
		unsigned key = line_combo_key(k);
		printf("# combo %d %d %d\n", k, plain[key], renju_black[key]);
	}
}

static void print_threat_kinds(void)
{
	for (int c = 0; c < CLS_COUNT; c++)
		printf("# threat %d %d %d\n", c, class_threat_kinds[c],
		       class_threat_kinds[c] << THREAT_KIND_BITS);
	for (int c = 0; c < CLS_COUNT; c++) {
		int plenty = class_threat_plenty[c];
		if (plenty)
			printf("# threat-plenty %d %d %d %d\n", c, plenty << THREAT_PLENTY_SHIFT,
			       plenty << (THREAT_PLENTY_SHIFT + THREAT_PLENTY_BITS),
			       threat_plenty_cells(plenty));
	}
	printf("# threat-masks %d\n", THREAT_MASKS);
}

/*
 * --policy: the move the game played here and the cells the search could
 * have played (black's renju fouls left out, as the search leaves them),
 * each as a pair code (the mover's class there * CLS_COUNT + the
 * opponent's), the candidates sparse as code:count pairs:
 *   rule mover PLAYED_CODE | code:count ...
 */
static void print_policy(const position *pos, int played)
{
	int own = side_of(pos->to_move);
	static int seen[CLS_COUNT * CLS_COUNT];
	for (int i = 0; i < pos->candidate_count; i++) {
		int cell = pos->candidates[i];
		if (pos->to_move == GMK_BLACK && position_is_foul(pos, cell))
			continue; /* renju: the search never tries black's fouls */
		const eval_cell *c = &pos->cells[cell];
		seen[c->cls[own] * CLS_COUNT + c->cls[!own]]++;
	}
	const eval_cell *p = &pos->cells[played];
	printf("%d %d %d |", (int)pos->rule, own, p->cls[own] * CLS_COUNT + p->cls[!own]);
	for (int k = 0; k < CLS_COUNT * CLS_COUNT; k++)
		if (seen[k]) {
			printf(" %d:%d", k, seen[k]);
			seen[k] = 0;
		}
	putchar('\n');
}

static void print_hand_order(void)
{
	for (int c = 0; c < CLS_COUNT; c++)
		printf("# order %d %d %d\n", c, attack_score[c], defence_score[c]);
}

static int policy_mode;
static gmk_engine *vcf_engine; /* --skip-vcf: the solver that finds the mover's wins by fours */
static long vcf_skipped;

/* *has = 1 when the mover on board wins by fours within the leaf's reach; the solver's status. */
static int mover_has_vcf(const gmk_board *board, int *has)
{
	gmk_point line[LEAF_VCF_PLIES];
	int length = 0;
	int status = gmk_engine_solve_vcf(vcf_engine, board, LEAF_VCF_PLIES, line, LEAF_VCF_PLIES,
					  &length);
	*has = status == GMK_OK && length > 0;
	return status;
}

/* One game: GMK_OK, or a negative status for a record that does not replay. */
static int replay(const cJSON *game, long *written)
{
	const cJSON *spec = cJSON_GetObjectItemCaseSensitive(game, "spec");
	const cJSON *moves = cJSON_GetObjectItemCaseSensitive(game, "moves");
	const cJSON *opening = cJSON_GetObjectItemCaseSensitive(game, "opening");
	const cJSON *res = cJSON_GetObjectItemCaseSensitive(game, "result");
	const cJSON *winner = cJSON_GetObjectItemCaseSensitive(res, "winner");
	const cJSON *search = cJSON_GetObjectItemCaseSensitive(game, "search");
	if (!cJSON_IsObject(spec) || !cJSON_IsArray(moves))
		return GMK_EPARSE;
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.width = o.height = item_int(spec, "size", 15);
	o.rule = (gmk_rule)item_int(spec, "rule", GMK_RULE_FREESTYLE);
	gmk_board *board = NULL;
	int status = gmk_board_new(&board, &o);
	if (status != GMK_OK)
		return status;
	position pos;
	status = position_init(&pos, board);
	if (status != GMK_OK) {
		gmk_board_free(board);
		return status;
	}
	int skip = cJSON_IsArray(opening) ? cJSON_GetArraySize(opening) : 0;
	const char *win = cJSON_IsString(winner) ? winner->valuestring : NULL;
	int ply = 0;
	const cJSON *m;
	cJSON_ArrayForEach(m, moves) {
		const cJSON *mx = cJSON_GetArrayItem(m, 0), *my = cJSON_GetArrayItem(m, 1);
		if (!cJSON_IsNumber(mx) || !cJSON_IsNumber(my) || mx->valueint < 0 ||
		    my->valueint < 0 || mx->valueint >= pos.width || my->valueint >= pos.height) {
			status = GMK_EPARSE;
			break;
		}
		int cell = position_cell(&pos, mx->valueint, my->valueint);
		if (pos.cells[cell].state != LINE_EMPTY) {
			status = GMK_EPARSE;
			break;
		}
		int quiet = ply >= skip && !pos.count[0][CLS_FIVE] && !pos.count[1][CLS_FIVE];
		int has_vcf = 0;
		if (quiet && vcf_engine) {
			status = mover_has_vcf(board, &has_vcf);
			if (status != GMK_OK)
				break;
		}
		if (has_vcf) {
			vcf_skipped++;
		} else if (quiet) {
			if (policy_mode) {
				print_policy(&pos, cell);
			} else {
				double score;
				int scored = search_score(search, ply - skip, m, &score);
				print_position(&pos, mover_result(win, pos.to_move), ply, scored ? &score : NULL);
			}
			(*written)++;
		}
		status = position_play(&pos, cell);
		if (status == GMK_OK && vcf_engine) /* only the VCF solver reads the board */
			status = gmk_board_play(board, mx->valueint, my->valueint);
		if (status != GMK_OK)
			break;
		ply++;
	}
	position_free(&pos);
	gmk_board_free(board);
	return status;
}

int main(int argc, char **argv)
{
	int skip_vcf = 0, arg = 1;
	for (; arg < argc - 1; arg++) {
		if (!strcmp(argv[arg], "--policy"))
			policy_mode = 1;
		else if (!strcmp(argv[arg], "--skip-vcf"))
			skip_vcf = 1;
		else
			break;
	}
	if (arg != argc - 1 || (argv[arg][0] == '-' && argv[arg][1])) {
		fprintf(stderr, "usage: %s [--policy] [--skip-vcf] GAMES.jsonl > FEATURES.txt\n",
			argv[0]);
		return 2;
	}
	const char *games_path = argv[arg];
	FILE *in = strcmp(games_path, "-") ? fopen(games_path, "r") : stdin;
	if (!in) {
		perror(games_path);
		return 1;
	}
	if (skip_vcf && gmk_engine_new(&vcf_engine, NULL) != GMK_OK) {
		fprintf(stderr, "%s: out of memory for the VCF solver\n", argv[0]);
		if (in != stdin)
			fclose(in);
		return 1;
	}
	if (policy_mode) {
		print_hand_order();
	} else {
		print_combo_classes();
		print_threat_kinds();
	}
	char *line = malloc(LINE_MAX_BYTES);
	long games = 0, bad = 0, written = 0;
	while (line && fgets(line, LINE_MAX_BYTES, in)) {
		cJSON *game = cJSON_Parse(line);
		if (game && replay(game, &written) == GMK_OK)
			games++;
		else
			bad++;
		cJSON_Delete(game);
	}
	free(line);
	if (in != stdin)
		fclose(in);
	gmk_engine_free(vcf_engine);
	fprintf(stderr, "%ld games, %ld positions, %ld records skipped", games, written, bad);
	if (skip_vcf)
		fprintf(stderr, ", %ld positions with the mover's VCF left out", vcf_skipped);
	fputc('\n', stderr);
	return games > 0 ? 0 : 1;
}
