/* SPDX-License-Identifier: MIT */
/* Puzzle files: one JSON object per line, with the keys the issue fixes. */
#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

#include "puzzle.h"

static const char *const rule_names[] = { "freestyle", "standard", "renju", "caro",
					  "caro-exact" };
#define RULES (sizeof(rule_names) / sizeof(rule_names[0]))

void puzzle_write(FILE *out, const struct puzzle *pz)
{
	fprintf(out, "{\"rule\":\"%s\",\"size\":[%d,%d],\"stones\":[", rule_names[pz->options.rule],
		pz->options.width, pz->options.height);
	for (int i = 0; i < pz->stone_count; i++)
		fprintf(out, "%s[%d,%d,%d]", i ? "," : "", pz->stones[i].x, pz->stones[i].y,
			(int)pz->stones[i].color);
	fprintf(out, "],\"to_move\":%d,\"kind\":\"%s\",\"solution\":[", pz->to_move,
		pz->kind == PUZZLE_VCT ? "vct" : "vcf");
	for (int i = 0; i < pz->solution_length; i++)
		fprintf(out, "%s[%d,%d]", i ? "," : "", pz->solution[i].x, pz->solution[i].y);
	fprintf(out, "],\"difficulty\":%.1f}\n", pz->difficulty);
	fflush(out);
}

/*
 * A whole number from min to max. The range is checked on the double, before
 * any conversion: converting a double beyond int's range is undefined.
 */
static int whole(const cJSON *v, int min, int max, int *out)
{
	if (!cJSON_IsNumber(v) || !(v->valuedouble >= min && v->valuedouble <= max) ||
	    v->valuedouble != (double)(int)v->valuedouble)
		return -1;
	*out = (int)v->valuedouble;
	return 0;
}

/*
 * An array of at most `max` rows of `fields` integers each (limits[k] bounds
 * field k), into out: 0; -1 when it is no such array; else the 1-based
 * number of the first bad row.
 */
static int int_rows(const cJSON *array, int fields, int max, const int (*limits)[2], int *out,
		    int *count)
{
	if (!cJSON_IsArray(array) || cJSON_GetArraySize(array) > max)
		return -1;
	int n = 0;
	const cJSON *row;
	cJSON_ArrayForEach(row, array) {
		if (!cJSON_IsArray(row) || cJSON_GetArraySize(row) != fields)
			return n + 1;
		for (int k = 0; k < fields; k++)
			if (whole(cJSON_GetArrayItem(row, k), limits[k][0], limits[k][1],
				  &out[n * fields + k]) != 0)
				return n + 1;
		n++;
	}
	*count = n;
	return 0;
}

static int fill(const cJSON *root, struct puzzle *pz, char *why, size_t size)
{
	const cJSON *rule = cJSON_GetObjectItemCaseSensitive(root, "rule");
	const cJSON *kind = cJSON_GetObjectItemCaseSensitive(root, "kind");
	const cJSON *to_move = cJSON_GetObjectItemCaseSensitive(root, "to_move");
	const cJSON *diff = cJSON_GetObjectItemCaseSensitive(root, "difficulty");
	pz->options = (gmk_board_options)GMK_BOARD_OPTIONS_INIT;
	int r = -1;
	for (size_t i = 0; cJSON_IsString(rule) && i < RULES; i++)
		if (strcmp(rule->valuestring, rule_names[i]) == 0)
			r = (int)i;
	if (r < 0)
		return puzzle_fail(why, size, "\"rule\" is missing or unknown");
	pz->options.rule = (gmk_rule)r;
	if (cJSON_IsString(kind) && strcmp(kind->valuestring, "vcf") == 0)
		pz->kind = PUZZLE_VCF;
	else if (cJSON_IsString(kind) && strcmp(kind->valuestring, "vct") == 0)
		pz->kind = PUZZLE_VCT;
	else
		return puzzle_fail(why, size, "\"kind\" must be \"vcf\" or \"vct\"");
	if (whole(to_move, GMK_BLACK, GMK_WHITE, &pz->to_move) != 0)
		return puzzle_fail(why, size, "\"to_move\" must be 1 or 2");
	pz->difficulty = cJSON_IsNumber(diff) ? diff->valuedouble : 0;
	const cJSON *sz = cJSON_GetObjectItemCaseSensitive(root, "size");
	if (!cJSON_IsArray(sz) || cJSON_GetArraySize(sz) != 2 ||
	    whole(cJSON_GetArrayItem(sz, 0), GMK_MIN_SIZE, GMK_MAX_SIZE, &pz->options.width) ||
	    whole(cJSON_GetArrayItem(sz, 1), GMK_MIN_SIZE, GMK_MAX_SIZE, &pz->options.height))
		return puzzle_fail(why, size, "\"size\" must be [width, height], whole numbers "
				   "from %d to %d", GMK_MIN_SIZE, GMK_MAX_SIZE);
	/* Points on the board; colours 1 (black) and 2 (white). */
	const int stone_limits[3][2] = { { 0, pz->options.width - 1 },
					 { 0, pz->options.height - 1 },
					 { GMK_BLACK, GMK_WHITE } };
	int stones[3 * PUZZLE_MAX_STONES], moves[2 * PUZZLE_MAX_PLIES];
	int row = int_rows(cJSON_GetObjectItemCaseSensitive(root, "stones"), 3, PUZZLE_MAX_STONES,
			   stone_limits, stones, &pz->stone_count);
	if (row < 0)
		return puzzle_fail(why, size, "\"stones\" must be a list of at most %d "
				   "[x, y, colour]", PUZZLE_MAX_STONES);
	if (row > 0)
		return puzzle_fail(why, size, "stone %d is not [x, y, colour] on the %dx%d board "
				   "with colour 1 (black) or 2 (white)", row, pz->options.width,
				   pz->options.height);
	for (int i = 0; i < pz->stone_count; i++)
		pz->stones[i] = (gmk_stone){ stones[3 * i], stones[3 * i + 1],
					     (gmk_color)stones[3 * i + 2] };
	/* A solution names at least the winning move; its legality is the checkers' to judge. */
	row = int_rows(cJSON_GetObjectItemCaseSensitive(root, "solution"), 2, PUZZLE_MAX_PLIES,
		       stone_limits, moves, &pz->solution_length);
	if (row < 0 || (row == 0 && pz->solution_length == 0))
		return puzzle_fail(why, size, "\"solution\" must be a list of 1 to %d [x, y]",
				   PUZZLE_MAX_PLIES);
	if (row > 0)
		return puzzle_fail(why, size, "solution move %d is not [x, y] on the %dx%d board",
				   row, pz->options.width, pz->options.height);
	for (int i = 0; i < pz->solution_length; i++)
		pz->solution[i] = (gmk_point){ moves[2 * i], moves[2 * i + 1] };
	return 0;
}

int puzzle_read(const char *line, struct puzzle *pz, char *why, size_t size)
{
	const char *end = NULL;
	cJSON *root = cJSON_ParseWithLengthOpts(line, strlen(line), &end, 0);
	if (!cJSON_IsObject(root)) {
		cJSON_Delete(root);
		return puzzle_fail(why, size, "not a JSON object");
	}
	int result = fill(root, pz, why, size);
	cJSON_Delete(root);
	return result;
}

int puzzle_next_line(FILE *in, char *buf, int *number)
{
	while (fgets(buf, PUZZLE_LINE_MAX, in)) {
		++*number;
		size_t len = strlen(buf);
		int c = len == PUZZLE_LINE_MAX - 1 && buf[len - 1] != '\n' ? getc(in) : '\n';
		if (c != EOF && c != '\n') {
			/* Too long: skip the rest, so that the next line keeps its number. */
			while ((c = getc(in)) != EOF && c != '\n')
				;
			return -1;
		}
		if (strspn(buf, " \t\r\n") != len)
			return 1;
	}
	return 0;
}

int puzzle_read_file(const char *path, int max, struct puzzle **out, int *count, int *left_out,
		     char *why, size_t size)
{
	FILE *in = fopen(path, "r");
	char *line = malloc(PUZZLE_LINE_MAX);
	struct puzzle *items = NULL;
	int n = 0, number = 0, got = 0;
	int result = in && line ? 0 : puzzle_fail(why, size, "cannot read the file");
	while (result == 0 && n < max && (got = puzzle_next_line(in, line, &number)) != 0) {
		struct puzzle *grown = realloc(items, sizeof *grown * (size_t)(n + 1));
		char line_why[PUZZLE_WHY_MAX];
		if (got < 0) {
			result = puzzle_fail(why, size, "line %d: longer than %d bytes", number,
					     PUZZLE_LINE_MAX - 1);
		} else if (!grown) {
			result = puzzle_fail(why, size, "out of memory");
		} else if (items = grown, puzzle_read(line, &items[n], line_why, sizeof line_why) != 0) {
			result = puzzle_fail(why, size, "line %d: %s", number, line_why);
		} else {
			n++;
		}
	}
	if (result == 0 && n == 0)
		result = puzzle_fail(why, size, "no puzzle in the file");
	int left = 0;
	while (result == 0 && puzzle_next_line(in, line, &number) != 0)
		left++; /* counted, not read: the caller says how many it leaves out */
	if (in)
		fclose(in);
	free(line);
	if (result != 0) {
		free(items);
		return -1;
	}
	*out = items;
	*count = n;
	*left_out = left;
	return 0;
}
