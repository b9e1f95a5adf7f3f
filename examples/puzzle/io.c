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

static int bad(char *why, size_t size, const char *what)
{
	snprintf(why, size, "%s", what);
	return -1;
}

/* An array of `fields` integers each, at most `max` of them, into out (row-major). */
static int int_rows(const cJSON *array, int fields, int max, int *out, int *count)
{
	if (!cJSON_IsArray(array) || cJSON_GetArraySize(array) > max)
		return -1;
	int n = 0;
	const cJSON *row;
	cJSON_ArrayForEach(row, array) {
		if (!cJSON_IsArray(row) || cJSON_GetArraySize(row) != fields)
			return -1;
		for (int k = 0; k < fields; k++) {
			const cJSON *v = cJSON_GetArrayItem(row, k);
			if (!cJSON_IsNumber(v) || v->valuedouble != (int)v->valuedouble)
				return -1;
			out[n * fields + k] = (int)v->valuedouble;
		}
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
		return bad(why, size, "\"rule\" is missing or unknown");
	pz->options.rule = (gmk_rule)r;
	if (cJSON_IsString(kind) && strcmp(kind->valuestring, "vcf") == 0)
		pz->kind = PUZZLE_VCF;
	else if (cJSON_IsString(kind) && strcmp(kind->valuestring, "vct") == 0)
		pz->kind = PUZZLE_VCT;
	else
		return bad(why, size, "\"kind\" must be \"vcf\" or \"vct\"");
	if (!cJSON_IsNumber(to_move) || (to_move->valueint != 1 && to_move->valueint != 2))
		return bad(why, size, "\"to_move\" must be 1 or 2");
	pz->to_move = to_move->valueint;
	pz->difficulty = cJSON_IsNumber(diff) ? diff->valuedouble : 0;
	const cJSON *sz = cJSON_GetObjectItemCaseSensitive(root, "size");
	if (!cJSON_IsArray(sz) || cJSON_GetArraySize(sz) != 2 ||
	    !cJSON_IsNumber(cJSON_GetArrayItem(sz, 0)) || !cJSON_IsNumber(cJSON_GetArrayItem(sz, 1)))
		return bad(why, size, "\"size\" must be [width, height]");
	pz->options.width = cJSON_GetArrayItem(sz, 0)->valueint;
	pz->options.height = cJSON_GetArrayItem(sz, 1)->valueint;
	int stones[3 * PUZZLE_MAX_STONES], moves[2 * PUZZLE_MAX_PLIES];
	if (int_rows(cJSON_GetObjectItemCaseSensitive(root, "stones"), 3, PUZZLE_MAX_STONES,
		     stones, &pz->stone_count) != 0)
		return bad(why, size, "\"stones\" must be [[x, y, colour], ...]");
	for (int i = 0; i < pz->stone_count; i++)
		pz->stones[i] = (gmk_stone){ stones[3 * i], stones[3 * i + 1],
					     (gmk_color)stones[3 * i + 2] };
	if (int_rows(cJSON_GetObjectItemCaseSensitive(root, "solution"), 2, PUZZLE_MAX_PLIES,
		     moves, &pz->solution_length) != 0)
		return bad(why, size, "\"solution\" must be [[x, y], ...]");
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
		return bad(why, size, "not a JSON object");
	}
	int result = fill(root, pz, why, size);
	cJSON_Delete(root);
	return result;
}

/* One line of a puzzle file at most (the solve command reads the same). */
#define FILE_LINE_MAX 65536

int puzzle_read_file(const char *path, int max, struct puzzle **out, int *count, char *why,
		     size_t size)
{
	FILE *in = fopen(path, "r");
	char *line = malloc(FILE_LINE_MAX);
	struct puzzle *items = NULL;
	int n = 0, number = 0, result = in && line ? 0 : bad(why, size, "cannot read the file");
	while (result == 0 && n < max && fgets(line, FILE_LINE_MAX, in)) {
		number++;
		if (strspn(line, " \t\r\n") == strlen(line))
			continue;
		struct puzzle *grown = realloc(items, sizeof *grown * (size_t)(n + 1));
		char line_why[PUZZLE_WHY_MAX];
		if (!grown) {
			result = bad(why, size, "out of memory");
		} else if (items = grown, puzzle_read(line, &items[n], line_why, sizeof line_why) != 0) {
			snprintf(why, size, "line %d: %s", number, line_why);
			result = -1;
		} else {
			n++;
		}
	}
	if (result == 0 && n == 0)
		result = bad(why, size, "no puzzle in the file");
	if (in)
		fclose(in);
	free(line);
	if (result != 0) {
		free(items);
		return -1;
	}
	*out = items;
	*count = n;
	return 0;
}
