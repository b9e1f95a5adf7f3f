/* SPDX-License-Identifier: MIT */
/*
 * The docs pages (docs/rules.md, docs/coordinates.md) say what the library
 * decides on their diagrams and examples; this test makes the library
 * decide. Each claim is written next to its diagram as an HTML comment,
 * invisible on the rendered page:
 *
 *   <!-- check: rule=renju at=h7 expect=double-four panel=1 -->
 *
 * A check without black=/white= lists reads its stones from the next
 * ``` block (panel 0 unless told), and its point must be the '*' of that
 * diagram when there is one. Keys: rule (gmk_rule_name), size=WxH, k, at,
 * move (the side to move: black or white), panel, black, white (comma-
 * separated points), line (the winning row's ends, "e8-j8"), and expect:
 *   none | double-three | double-four | overline   gmk_board_foul(at)
 *   win | nowin                                     gmk_board_play(at), result
 *   pattern:NAME                                    horizontal gmk_board_patterns
 *   xy:X,Y      at is (X, Y) both ways (RIF and the "X,Y" text); no stones
 *   psq:X,Y     a PSQ file writes a move at `at` as "X,Y,..."; no stones
 * Usage: check_page PAGE.md
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gomoku.h>

#include "page_diagram.h"

#define LINE_MAX_CHARS 512
#define PAGE_MAX_LINES 4096
#define CHECK_PREFIX "<!-- check:"
#define CHECK_SUFFIX "-->"
#define FENCE "```"
#define MAX_PENDING 16
#define FIELD_MAX 128
#define DEFAULT_SIZE 15
#define DEFAULT_K 5

typedef struct check {
	int line;                     /* in the page, for messages */
	char rule[FIELD_MAX], at[FIELD_MAX], move[FIELD_MAX], expect[FIELD_MAX];
	char black[FIELD_MAX], white[FIELD_MAX], row[FIELD_MAX];
	int width, height, k, panel;
} check;

static int failures;

static void fail(const check *c, const char *what, const char *detail)
{
	printf("FAIL page line %d (%s at %s): %s %s\n", c->line, c->rule, c->at, what, detail);
	failures++;
}

#define XY_PREFIX "xy:"
#define PSQ_PREFIX "psq:"

static int starts_with(const char *s, const char *prefix)
{
	return !strncmp(s, prefix, strlen(prefix));
}

static void copy_field(char *dst, const char *src, size_t len)
{
	if (len >= FIELD_MAX)
		len = FIELD_MAX - 1;
	memcpy(dst, src, len);
	dst[len] = '\0';
}

/* The text-valued keys of a check and where they go. */
static const struct text_key {
	const char *name;
	size_t offset;
} text_keys[] = {
	{ "rule", offsetof(check, rule) },   { "at", offsetof(check, at) },
	{ "move", offsetof(check, move) },   { "expect", offsetof(check, expect) },
	{ "black", offsetof(check, black) }, { "white", offsetof(check, white) },
	{ "line", offsetof(check, row) },
};

/* Stores one key=value of a check; 0, or -1 for an unknown key or a bad value. */
static int set_key(check *c, const char *key, size_t key_len, const char *value, size_t len)
{
	for (size_t i = 0; i < sizeof(text_keys) / sizeof(text_keys[0]); i++)
		if (strlen(text_keys[i].name) == key_len && !strncmp(key, text_keys[i].name, key_len)) {
			copy_field((char *)c + text_keys[i].offset, value, len);
			return 0;
		}
	if (key_len == 1 && *key == 'k')
		c->k = atoi(value);
	else if (key_len == 5 && !strncmp(key, "panel", key_len))
		c->panel = atoi(value);
	else if (key_len != 4 || strncmp(key, "size", key_len) ||
		 sscanf(value, "%dx%d", &c->width, &c->height) != 2)
		return -1;
	return 0;
}

/* "<!-- check: key=value ... -->" into *c; 0, or -1 when malformed. */
static int parse_check(const char *text, int line, check *c)
{
	memset(c, 0, sizeof(*c));
	c->line = line;
	c->width = c->height = DEFAULT_SIZE;
	c->k = DEFAULT_K;
	strcpy(c->move, "black");
	const char *s = text + strlen(CHECK_PREFIX);
	const char *end = strstr(s, CHECK_SUFFIX);
	if (!end)
		return -1;
	for (;;) {
		while (*s == ' ')
			s++;
		if (s >= end)
			return 0;
		const char *eq = strchr(s, '='), *stop = strchr(s, ' ');
		if (!stop || stop > end)
			stop = end;
		if (!eq || eq > stop ||
		    set_key(c, s, (size_t)(eq - s), eq + 1, (size_t)(stop - eq - 1)) != 0)
			return -1;
		s = stop;
	}
}

static int rule_of(const char *name)
{
	for (int r = GMK_RULE_FREESTYLE; r <= GMK_RULE_CARO_EXACT; r++)
		if (!strcmp(gmk_rule_name(r), name))
			return r;
	return -1;
}

/* Adds the comma-separated points of list, of one colour, to stones. */
static int add_list(const check *c, const char *list, gmk_color color, gmk_stone *stones, size_t *n)
{
	char copy[FIELD_MAX];
	strcpy(copy, list);
	for (char *t = strtok(copy, ","); t; t = strtok(NULL, ",")) {
		gmk_point p;
		if (*n == PAGE_DIAGRAM_MAX_CELLS || gmk_point_from_rif(t, c->width, c->height, &p) != GMK_OK)
			return -1;
		stones[*n].x = p.x;
		stones[*n].y = p.y;
		stones[(*n)++].color = color;
	}
	return 0;
}

static int same_point(const check *c, const char *rif, gmk_point p)
{
	gmk_point q;
	return gmk_point_from_rif(rif, c->width, c->height, &q) == GMK_OK && q.x == p.x && q.y == p.y;
}

/* The winning row's ends against "a-b", in either order. */
static int row_matches(const check *c, const gmk_result *r)
{
	char a[FIELD_MAX];
	strcpy(a, c->row);
	char *b = strchr(a, '-');
	if (!b)
		return 0;
	*b++ = '\0';
	return (same_point(c, a, r->line_start) && same_point(c, b, r->line_end)) ||
	       (same_point(c, b, r->line_start) && same_point(c, a, r->line_end));
}

static void judge(const check *c, gmk_board *b, gmk_point p, gmk_color mover)
{
	if (!strcmp(c->expect, "win") || !strcmp(c->expect, "nowin")) {
		int status = gmk_board_play(b, p.x, p.y);
		gmk_result r = GMK_RESULT_INIT;
		gmk_board_result(b, &r);
		int won = status == GMK_OK && r.state == GMK_STATE_WIN && (int)r.winner == (int)mover;
		int open = status == GMK_OK && r.state == GMK_STATE_ONGOING;
		if (!strcmp(c->expect, "win") ? !won : !open)
			fail(c, "expected", c->expect);
		else if (c->row[0] && !row_matches(c, &r))
			fail(c, "winning row is not", c->row);
	} else if (starts_with(c->expect, "pattern:")) {
		gmk_pattern out[GMK_DIRECTIONS];
		if (gmk_board_patterns(b, p.x, p.y, mover, out) != GMK_OK ||
		    strcmp(gmk_pattern_name(out[GMK_DIR_HORIZONTAL]), c->expect + strlen("pattern:")))
			fail(c, "expected", c->expect);
	} else {
		int foul = gmk_board_foul(b, p.x, p.y);
		if (foul < 0 || strcmp(gmk_foul_name(foul), c->expect))
			fail(c, "expected foul", c->expect);
	}
}

/* expect=xy:X,Y: RIF at <-> (X, Y) <-> the Gomocup text "X,Y". */
static void check_notation(const check *c)
{
	const char *xy = c->expect + strlen(XY_PREFIX);
	gmk_point p, q;
	char rif[GMK_POINT_STRING_MAX], text[GMK_POINT_STRING_MAX];
	if (gmk_point_from_rif(c->at, c->width, c->height, &p) != GMK_OK ||
	    gmk_point_to_xy(p, c->width, c->height, text, sizeof(text)) != GMK_OK || strcmp(text, xy) ||
	    gmk_point_from_xy(xy, c->width, c->height, &q) != GMK_OK ||
	    gmk_point_to_rif(q, c->width, c->height, rif, sizeof(rif)) != GMK_OK || strcmp(rif, c->at))
		fail(c, "expected", c->expect);
}

/* expect=psq:X,Y: the move at `at` on an empty board, as a PSQ file writes it. */
static void check_psq(const check *c)
{
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.width = c->width;
	o.height = c->height;
	gmk_board *b = NULL;
	gmk_point p;
	char *psq = NULL, expected[FIELD_MAX];
	snprintf(expected, sizeof(expected), "\n%s,", c->expect + strlen(PSQ_PREFIX));
	if (gmk_board_new(&b, &o) != GMK_OK || gmk_point_from_rif(c->at, c->width, c->height, &p) ||
	    gmk_board_play(b, p.x, p.y) != GMK_OK || gmk_record_to_psq(b, NULL, &psq) != GMK_OK ||
	    !strstr(psq, expected))
		fail(c, "expected", c->expect);
	gmk_free(psq);
	gmk_board_free(b);
}

/* Whether a check stands on its own (no diagram to read stones from). */
static int stands_alone(const check *c)
{
	return c->black[0] || c->white[0] || starts_with(c->expect, XY_PREFIX) ||
	       starts_with(c->expect, PSQ_PREFIX);
}

/* Runs one check on the stones given (and the diagram's '*', if any). */
static void run_check(const check *c, const page_diagram *diagram)
{
	if (starts_with(c->expect, XY_PREFIX)) {
		check_notation(c);
		return;
	}
	if (starts_with(c->expect, PSQ_PREFIX)) {
		check_psq(c);
		return;
	}
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.width = c->width;
	o.height = c->height;
	o.win_length = c->k;
	o.rule = rule_of(c->rule);
	gmk_color mover = !strcmp(c->move, "white") ? GMK_WHITE : GMK_BLACK;
	gmk_stone stones[PAGE_DIAGRAM_MAX_CELLS];
	size_t n = 0;
	gmk_point p;
	gmk_board *b = NULL;
	if ((int)o.rule < 0 || gmk_point_from_rif(c->at, c->width, c->height, &p) != GMK_OK) {
		fail(c, "bad rule or point", "");
		return;
	}
	for (int i = 0; diagram && i < diagram->count; i++) {
		const page_cell *cell = &diagram->cells[i];
		if (cell->content == '*' && strcmp(cell->point, c->at))
			fail(c, "the diagram's * is at", cell->point);
		else if (cell->content != '*' &&
			 add_list(c, cell->point, cell->content == 'X' ? GMK_BLACK : GMK_WHITE, stones, &n))
			fail(c, "bad diagram point", cell->point);
	}
	if (add_list(c, c->black, GMK_BLACK, stones, &n) || add_list(c, c->white, GMK_WHITE, stones, &n) ||
	    gmk_board_new(&b, &o) != GMK_OK || gmk_board_setup(b, stones, n, mover) != GMK_OK) {
		fail(c, "cannot set the position up", "");
		gmk_board_free(b);
		return;
	}
	judge(c, b, p, mover);
	gmk_board_free(b);
}

static char *lines[PAGE_MAX_LINES];

static int read_page(const char *path)
{
	FILE *f = fopen(path, "r");
	if (!f)
		return -1;
	char buf[LINE_MAX_CHARS];
	int n = 0;
	while (n < PAGE_MAX_LINES && fgets(buf, sizeof(buf), f)) {
		buf[strcspn(buf, "\r\n")] = '\0';
		lines[n++] = strdup(buf);
	}
	fclose(f);
	return n;
}

int main(int argc, char **argv)
{
	int count = argc == 2 ? read_page(argv[1]) : -1;
	if (count < 0) {
		fprintf(stderr, "usage: check_page PAGE.md (readable)\n");
		return 1;
	}
	check pending[MAX_PENDING];
	int waiting = 0, checks = 0;
	for (int l = 0; l < count; l++) {
		if (!strncmp(lines[l], CHECK_PREFIX, strlen(CHECK_PREFIX))) {
			check c;
			if (parse_check(lines[l], l + 1, &c) != 0 || waiting == MAX_PENDING) {
				printf("FAIL page line %d: malformed check\n", l + 1);
				failures++;
			} else if (stands_alone(&c)) {
				run_check(&c, NULL);
				checks++;
			} else {
				pending[waiting++] = c;
			}
		} else if (!strncmp(lines[l], FENCE, strlen(FENCE)) && waiting > 0) {
			int first = l + 1, end = first;
			while (end < count && strncmp(lines[end], FENCE, strlen(FENCE)))
				end++;
			for (int i = 0; i < waiting; i++) {
				page_diagram d;
				if (page_diagram_read((const char *const *)lines + first, end - first,
						      pending[i].panel, &d) != 0)
					fail(&pending[i], "no diagram panel", "");
				else
					run_check(&pending[i], &d);
				checks++;
			}
			waiting = 0;
			l = end;
		}
	}
	for (int i = 0; i < waiting; i++)
		fail(&pending[i], "no diagram follows", "");
	for (int l = 0; l < count; l++)
		free(lines[l]);
	if (checks == 0) {
		printf("FAIL: no checks found in %s\n", argv[1]);
		return 1;
	}
	printf("%d checks of %s: %d failed\n", checks, argv[1], failures);
	return failures ? 1 : 0;
}
