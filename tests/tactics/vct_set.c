/* SPDX-License-Identifier: MIT */
/* Reading vct_positions.txt. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vct_set.h"

#define LINE_MAX_CHARS 4096

static int fail(const char *path, const char *what, int line, FILE *f)
{
	fprintf(stderr, "%s:%d: %s\n", path, line, what);
	if (f)
		fclose(f);
	return -1;
}

static int parse_stones(vct_case *c, char *text, gmk_color color)
{
	char *save = NULL;
	for (char *pair = strtok_r(text, ";", &save); pair; pair = strtok_r(NULL, ";", &save)) {
		if (c->count >= VCT_SET_MAX_STONES ||
		    sscanf(pair, "%d,%d", &c->stones[c->count].x, &c->stones[c->count].y) != 2)
			return -1;
		c->stones[c->count++].color = color;
	}
	return 0;
}

/* "X,Y" or "X,Y/X,Y/...": the saving moves. */
static int parse_saves(vct_case *c, char *text)
{
	char *save = NULL;
	for (char *move = strtok_r(text, "/", &save); move; move = strtok_r(NULL, "/", &save)) {
		gmk_point *p = &c->saves[c->save_count];
		if (c->save_count >= VCT_SAVES_MAX || sscanf(move, "%d,%d", &p->x, &p->y) != 2)
			return -1;
		c->save_count++;
	}
	return c->save_count > 0 ? 0 : -1;
}

int vct_case_is_save(const vct_case *c, int x, int y)
{
	for (int i = 0; i < c->save_count; i++)
		if (c->saves[i].x == x && c->saves[i].y == y)
			return 1;
	return 0;
}

int vct_set_load(const char *path, vct_case *cases, int max)
{
	FILE *f = fopen(path, "r");
	if (!f)
		return fail(path, "cannot open", 0, NULL);
	char line[LINE_MAX_CHARS], black[LINE_MAX_CHARS], white[LINE_MAX_CHARS], saves[64];
	int n = 0;
	for (int number = 1; fgets(line, sizeof(line), f); number++) {
		if (line[0] == '#' || line[0] == '\n')
			continue;
		if (n >= max)
			return fail(path, "too many positions", number, f);
		vct_case *c = &cases[n++];
		memset(c, 0, sizeof(*c));
		c->line = number;
		char kind[8], rule[16], side[4];
		int fields = sscanf(line, "%7s %15s", kind, rule);
		c->defence = fields == 2 && strcmp(kind, "defend") == 0;
		if (c->defence)
			fields = sscanf(line, "%*s %*s %63s %3s %3s %4095s %4095s", saves, c->threat, side,
					black, white) == 5 &&
				 parse_saves(c, saves) == 0;
		else
			fields = fields == 2 && strcmp(kind, "vct") == 0 &&
				 sscanf(line, "%*s %*s %d %3s %4095s %4095s", &c->moves, side, black, white) == 4;
		if (!fields)
			return fail(path, "neither a vct nor a defend line", number, f);
		c->rule = strcmp(rule, "renju") == 0 ? GMK_RULE_RENJU : GMK_RULE_FREESTYLE;
		c->to_move = side[0] == 'X' ? GMK_BLACK : GMK_WHITE;
		if (parse_stones(c, black, GMK_BLACK) != 0 || parse_stones(c, white, GMK_WHITE) != 0)
			return fail(path, "bad stones", number, f);
	}
	fclose(f);
	return n;
}

gmk_board *vct_case_board(const vct_case *c)
{
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.rule = c->rule;
	gmk_board *b = NULL;
	if (gmk_board_new(&b, &o) != GMK_OK)
		return NULL;
	if (gmk_board_setup(b, c->stones, c->count, c->to_move) != GMK_OK) {
		gmk_board_free(b);
		return NULL;
	}
	return b;
}

int vct_set_load_or_exit(const char *path, vct_case *cases, int max)
{
	int n = vct_set_load(path, cases, max);
	if (n <= 0)
		exit(EXIT_FAILURE);
	return n;
}

void vct_print_stones(const gmk_board *b)
{
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	gmk_board_get_options(b, &o);
	size_t size = (size_t)o.width * (size_t)o.height;
	unsigned char *cells = malloc(size);
	if (!cells || gmk_board_cells(b, cells, size) < 0) { /* it returns the stone count */
		free(cells);
		return;
	}
	printf("%c ", gmk_board_to_move(b) == GMK_BLACK ? 'X' : 'O');
	for (int color = GMK_BLACK; color <= GMK_WHITE; color++) {
		int first = 1;
		for (size_t i = 0; i < size; i++)
			if (cells[i] == color) {
				printf("%s%d,%d", first ? "" : ";", (int)(i % (size_t)o.width), (int)(i / (size_t)o.width));
				first = 0;
			}
		printf(color == GMK_BLACK ? " " : "\n");
	}
	fflush(stdout);
	free(cells);
}

int vct_selfplay_move(gmk_engine *engine, gmk_board *board, int base_nodes)
{
	gmk_search_limits limits = GMK_SEARCH_LIMITS_INIT;
	limits.nodes = base_nodes + rand() % base_nodes;
	gmk_search_result r = GMK_SEARCH_RESULT_INIT;
	if (gmk_engine_search(engine, board, &limits, &r) != GMK_OK)
		return -1;
	return gmk_board_play(board, r.best.x, r.best.y) == GMK_OK ? 0 : -1;
}
