/* SPDX-License-Identifier: MIT */
/*
 * The docs pages (docs/rules.md, docs/coordinates.md, docs/errors.md) say
 * what the library decides on their diagrams and examples; this test makes
 * the library decide. Each claim is written next to its diagram or example
 * as an HTML comment, invisible on the rendered page:
 *
 *   <!-- check: rule=renju at=h7 expect=double-four panel=1 -->
 *
 * A check without black=/white= lists reads its stones from the next
 * ``` block (panel 0 unless told), and its point must be the '*' of that
 * diagram when there is one. Keys: rule (gmk_rule_name), size=WxH, k, at
 * (RIF, or "x,y" for a point off the board), move (the side to move: black
 * or white), panel, black, white (comma-separated points), line (the
 * winning row's ends, "e8-j8"), message (in double quotes), and expect:
 *   none | double-three | double-four | overline   gmk_board_foul(at)
 *   win | nowin                                     gmk_board_play(at), result
 *   pattern:NAME                                    horizontal gmk_board_patterns
 *   refused:STATUS   gmk_board_new, or else gmk_board_play(at), fails with
 *                    GMK_STATUS and leaves exactly `message`; no diagram
 *   xy:X,Y           at is (X, Y) both ways (RIF and the "X,Y" text); no stones
 *   psq:X,Y          a PSQ file writes a move at `at` as "X,Y,..."; no stones
 * Usage: check_page PAGE.md
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "page_check.h"
#include "page_diagram.h"

#define LINE_MAX_CHARS 512
#define PAGE_MAX_LINES 4096
#define CHECK_PREFIX "<!-- check:"
#define CHECK_SUFFIX "-->"
#define FENCE "```"
#define MAX_PENDING 16
#define DEFAULT_SIZE 15
#define DEFAULT_K 5

static void copy_field(char *dst, const char *src, size_t len)
{
	if (len >= PAGE_FIELD_MAX)
		len = PAGE_FIELD_MAX - 1;
	memcpy(dst, src, len);
	dst[len] = '\0';
}

/* The text-valued keys of a check and where they go. */
static const struct text_key {
	const char *name;
	size_t offset;
} text_keys[] = {
	{ "rule", offsetof(page_check, rule) },   { "at", offsetof(page_check, at) },
	{ "move", offsetof(page_check, move) },   { "expect", offsetof(page_check, expect) },
	{ "black", offsetof(page_check, black) }, { "white", offsetof(page_check, white) },
	{ "line", offsetof(page_check, row) },    { "message", offsetof(page_check, message) },
};

/* Stores one key=value of a check; 0, or -1 for an unknown key or a bad value. */
static int set_key(page_check *c, const char *key, size_t key_len, const char *value, size_t len)
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

/* "<!-- check: key=value key="a value" ... -->" into *c; 0, or -1 when malformed. */
static int parse_check(const char *text, int line, page_check *c)
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
		const char *eq = strchr(s, '=');
		if (!eq || eq >= end)
			return -1;
		const char *value = eq + 1, *stop;
		if (*value == '"') {
			value++;
			stop = strchr(value, '"');
			if (!stop || stop >= end)
				return -1;
		} else {
			stop = strchr(value, ' ');
			if (!stop || stop > end)
				stop = end;
		}
		if (set_key(c, s, (size_t)(eq - s), value, (size_t)(stop - value)) != 0)
			return -1;
		s = *stop == '"' ? stop + 1 : stop;
	}
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
	page_check pending[MAX_PENDING];
	int waiting = 0, checks = 0, malformed = 0;
	for (int l = 0; l < count; l++) {
		if (!strncmp(lines[l], CHECK_PREFIX, strlen(CHECK_PREFIX))) {
			page_check c;
			if (parse_check(lines[l], l + 1, &c) != 0 || waiting == MAX_PENDING) {
				printf("FAIL page line %d: malformed check\n", l + 1);
				malformed++;
			} else if (page_check_stands_alone(&c)) {
				page_check_run(&c, NULL);
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
					page_check_fail(&pending[i], "no diagram panel", "");
				else
					page_check_run(&pending[i], &d);
				checks++;
			}
			waiting = 0;
			l = end;
		}
	}
	for (int i = 0; i < waiting; i++)
		page_check_fail(&pending[i], "no diagram follows", "");
	for (int l = 0; l < count; l++)
		free(lines[l]);
	if (checks == 0) {
		printf("FAIL: no checks found in %s\n", argv[1]);
		return 1;
	}
	int failed = page_check_failures() + malformed;
	printf("%d checks of %s: %d failed\n", checks, argv[1], failed);
	return failed ? 1 : 0;
}
