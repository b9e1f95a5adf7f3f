/* SPDX-License-Identifier: MIT */
/*
 * Piskvork PSQ files, as Piskvork writes and reads them:
 *
 *   Piskvorky 15x15, 11:11, 0     size, the two players' levels, who began
 *   8,8,1200                      x,y,t: 1-based from the top-left, t in ms
 *   9,8,530
 *   pbrain-one.exe                optional: first and second player
 *   pbrain-two.exe
 *   0                             optional trailing code
 *
 * S = 1 in the header means the second player line is the one who began
 * (black). Unknown names are written as "-" and read back as absent.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "board/struct_versions.h"
#include "gomoku/notation.h"
#include "gomoku/record.h"
#include "gomoku/status.h"
#include "record/record_internal.h"

#define PSQ_MAGIC "Piskvorky"
/* What Gomocup tournament files carry in the level fields. */
#define PSQ_WRITTEN_LEVEL 11
#define PSQ_NO_NAME "-"
#define PSQ_TRAILER_LINES 3      /* two names and the code, at most */
#define PSQ_NUMBER_LIMIT 100000000L

/* A cursor over one line (not NUL-terminated). */
typedef struct line_cursor {
	const char *s;
	const char *end;
} line_cursor;

static void skip_spaces(line_cursor *c)
{
	while (c->s < c->end && (*c->s == ' ' || *c->s == '\t'))
		c->s++;
}

static int expect_char(line_cursor *c, char ch)
{
	skip_spaces(c);
	if (c->s < c->end && *c->s == ch) {
		c->s++;
		return 1;
	}
	return 0;
}

/* An optionally signed decimal number after optional spaces. */
static int read_number(line_cursor *c, long *out)
{
	skip_spaces(c);
	int negative = 0;
	if (c->s < c->end && (*c->s == '-' || *c->s == '+')) {
		negative = *c->s == '-';
		c->s++;
	}
	if (c->s >= c->end || !isdigit((unsigned char)*c->s))
		return 0;
	long v = 0;
	while (c->s < c->end && isdigit((unsigned char)*c->s)) {
		v = v * 10 + (*c->s - '0');
		if (v > PSQ_NUMBER_LIMIT)
			return 0;
		c->s++;
	}
	*out = negative ? -v : v;
	return 1;
}

static int at_line_end(line_cursor *c)
{
	skip_spaces(c);
	return c->s == c->end;
}

/* The next line of [*pos, end) without its "\n" or "\r\n"; 0 at the end. */
static int next_line(const char **pos, const char *end, line_cursor *line)
{
	if (*pos >= end)
		return 0;
	const char *s = *pos;
	const char *nl = memchr(s, '\n', (size_t)(end - s));
	const char *stop = nl ? nl : end;
	*pos = nl ? nl + 1 : end;
	if (stop > s && stop[-1] == '\r')
		stop--;
	line->s = s;
	line->end = stop;
	return 1;
}

static int is_blank(line_cursor line)
{
	return at_line_end(&line);
}

static int parse_header(line_cursor c, int *width, int *height, int *swapped)
{
	long w, h, l1, l2, start;
	size_t magic = strlen(PSQ_MAGIC);
	skip_spaces(&c);
	if ((size_t)(c.end - c.s) < magic || memcmp(c.s, PSQ_MAGIC, magic) != 0)
		return error_set(GMK_EPARSE, "line 1: expected \"%s WxH, L1:L2, S\"", PSQ_MAGIC);
	c.s += magic;
	if (!read_number(&c, &w) || !expect_char(&c, 'x') || !read_number(&c, &h) ||
	    !expect_char(&c, ',') || !read_number(&c, &l1) || !expect_char(&c, ':') ||
	    !read_number(&c, &l2) || !expect_char(&c, ',') || !read_number(&c, &start) ||
	    !at_line_end(&c))
		return error_set(GMK_EPARSE, "line 1: expected \"%s WxH, L1:L2, S\"", PSQ_MAGIC);
	if (w < GMK_MIN_SIZE || h < GMK_MIN_SIZE || w > GMK_MAX_SIZE || h > GMK_MAX_SIZE)
		return error_set(GMK_ERANGE, "line 1: board size %ldx%ld out of range", w, h);
	if (start != 0 && start != 1)
		return error_set(GMK_EPARSE, "line 1: the starting player must be 0 or 1, not %ld",
				 start);
	*width = (int)w;
	*height = (int)h;
	*swapped = (int)start;
	return GMK_OK;
}

/*
 * A line that starts like a move ("digits ,") is a move line, well formed or
 * not: a bad one is an error, never a player name (nor may a name look so).
 */
static int looks_like_move(line_cursor c)
{
	skip_spaces(&c);
	if (c.s < c.end && (*c.s == '-' || *c.s == '+'))
		c.s++;
	if (c.s >= c.end || !isdigit((unsigned char)*c.s))
		return 0;
	while (c.s < c.end && isdigit((unsigned char)*c.s))
		c.s++;
	return expect_char(&c, ',');
}

/* "x,y" or "x,y,t" (numbers up to PSQ_NUMBER_LIMIT); 0 if malformed. */
static int parse_move(line_cursor c, long *x, long *y, long *t)
{
	*t = GMK_RECORD_NO_TIME;
	if (!read_number(&c, x) || !expect_char(&c, ',') || !read_number(&c, y))
		return 0;
	if (expect_char(&c, ',') && !read_number(&c, t))
		return 0;
	return at_line_end(&c);
}

static int is_code_line(line_cursor c)
{
	long code;
	return read_number(&c, &code) && at_line_end(&c);
}

/* A player line: trimmed, "-" for none; NUL bytes are not text. */
static int take_name(line_cursor c, size_t line_no, char **out)
{
	skip_spaces(&c);
	while (c.end > c.s && (c.end[-1] == ' ' || c.end[-1] == '\t'))
		c.end--;
	size_t n = (size_t)(c.end - c.s);
	if (memchr(c.s, '\0', n))
		return error_set(GMK_EPARSE, "line %zu: a NUL byte in a player name", line_no);
	if (n == strlen(PSQ_NO_NAME) && memcmp(c.s, PSQ_NO_NAME, n) == 0)
		return GMK_OK;
	*out = record_strndup(c.s, n);
	return *out ? GMK_OK : error_set(GMK_ENOMEM, "out of memory");
}

typedef struct psq_game {
	gmk_board *board;
	int *times;
	size_t times_count;
	size_t cap;
	line_cursor trailer[PSQ_TRAILER_LINES];
	size_t trailer_line_no[PSQ_TRAILER_LINES];
	int trailer_count;
} psq_game;

static int keep_time(psq_game *g, long t)
{
	if (g->times_count == g->cap) {
		size_t cap = g->cap ? 2 * g->cap : 64;
		int *more = realloc(g->times, cap * sizeof(*more));
		if (!more)
			return error_set(GMK_ENOMEM, "out of memory");
		g->times = more;
		g->cap = cap;
	}
	g->times[g->times_count++] = (int)t;
	return GMK_OK;
}

static int read_body(psq_game *g, const char *pos, const char *end)
{
	line_cursor line;
	size_t line_no = 1;
	int width = gmk_board_width(g->board), height = gmk_board_height(g->board);
	while (next_line(&pos, end, &line)) {
		line_no++;
		if (is_blank(line))
			continue;
		long x, y, t;
		if (looks_like_move(line) && !parse_move(line, &x, &y, &t))
			return error_set(GMK_EPARSE, "line %zu: malformed move (expected x,y or "
					 "x,y,time with numbers up to %ld)", line_no, PSQ_NUMBER_LIMIT);
		if (g->trailer_count == 0 && looks_like_move(line)) {
			if (x < 1 || y < 1 || x > width || y > height)
				return error_set(GMK_EOFFBOARD, "line %zu: move %ld,%ld is off the board",
						 line_no, x, y);
			if (t < GMK_RECORD_NO_TIME)
				return error_set(GMK_EPARSE, "line %zu: negative time", line_no);
			gmk_point p = { (int)x - 1, (int)y - 1 };
			int status = gmk_board_play(g->board, p.x, p.y);
			if (status != GMK_OK) {
				char name[GMK_POINT_STRING_MAX];
				record_point_name(g->board, p, name, sizeof(name));
				return error_set(status, "line %zu: move %d (%s): %s", line_no,
						 gmk_board_move_count(g->board) + 1, name,
						 gmk_strerror(status));
			}
			if ((status = keep_time(g, t)) != GMK_OK)
				return status;
			continue;
		}
		if (g->trailer_count > 0 && looks_like_move(line))
			return error_set(GMK_EPARSE, "line %zu: a move after the players", line_no);
		if (g->trailer_count == PSQ_TRAILER_LINES)
			return error_set(GMK_EPARSE, "line %zu: unexpected text after the moves",
					 line_no);
		g->trailer_line_no[g->trailer_count] = line_no;
		g->trailer[g->trailer_count++] = line;
	}
	return GMK_OK;
}

/* Two player lines then a code, or fewer: the names are all but a final code. */
static int read_trailer(const psq_game *g, int swapped, gmk_record_info *info)
{
	int names = g->trailer_count;
	if (names > 0 && is_code_line(g->trailer[names - 1]))
		names--;
	if (names > 2)
		return error_set(GMK_EPARSE, "line %zu: unexpected text after the players",
				 g->trailer_line_no[2]);
	for (int i = 0; i < names; i++) {
		char **slot = (i == 0) != (swapped != 0) ? &info->black : &info->white;
		int status = take_name(g->trailer[i], g->trailer_line_no[i], slot);
		if (status != GMK_OK)
			return status;
	}
	return GMK_OK;
}

int gmk_record_from_psq(gmk_board **out, const char *text, size_t len,
			const gmk_board_options *opts, gmk_record_info *info)
{
	error_clear();
	if (!out)
		return error_set(GMK_EINVAL, "no output");
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	int status = opts ? versioned_read(&board_options_type, &o, opts) : GMK_OK;
	if (status == GMK_OK)
		status = record_info_check(info);
	if (status == GMK_OK)
		status = record_check_input(text, len);
	if (status != GMK_OK)
		return status;

	const char *pos = text, *end = text + len;
	line_cursor header;
	int swapped = 0;
	if (!next_line(&pos, end, &header))
		return error_set(GMK_EPARSE, "empty file");
	if ((status = parse_header(header, &o.width, &o.height, &swapped)) != GMK_OK)
		return status;
	psq_game g;
	memset(&g, 0, sizeof(g));
	status = gmk_board_new(&g.board, &o);
	if (status != GMK_OK)
		return error_set(status, "board options: %s", gmk_strerror(status));
	gmk_record_info got = GMK_RECORD_INFO_INIT;
	status = read_body(&g, pos, end);
	if (status == GMK_OK)
		status = read_trailer(&g, swapped, &got);
	if (status != GMK_OK) {
		gmk_record_info_clear(&got);
		gmk_board_free(g.board);
		free(g.times);
		return status;
	}
	size_t known = g.times_count;
	while (known > 0 && g.times[known - 1] == GMK_RECORD_NO_TIME)
		known--;
	if (known == 0) {
		free(g.times);
		g.times = NULL;
	}
	got.times_ms = g.times;
	got.times_count = known;
	record_info_give(info, &got);
	*out = g.board;
	return GMK_OK;
}

/*
 * Whether the reader would give this name back: one line, no surrounding
 * space, and not blank, "-", a move or a code line, which it reads as such.
 */
static int name_round_trips(const char *name)
{
	size_t n = strlen(name);
	line_cursor c = { name, name + n };
	if (strpbrk(name, "\r\n") || is_blank(c) || looks_like_move(c) || is_code_line(c))
		return 0;
	if (isspace((unsigned char)name[0]) || isspace((unsigned char)name[n - 1]))
		return 0;
	return strcmp(name, PSQ_NO_NAME) != 0;
}

/* NULL and "" are written as no name. */
static const char *name_or_none(const char *name)
{
	return name && *name ? name : PSQ_NO_NAME;
}

int gmk_record_to_psq(const gmk_board *board, const gmk_record_info *info, char **out)
{
	error_clear();
	if (!board || !out)
		return error_set(GMK_EINVAL, "no board or output");
	gmk_record_info own;
	int status = record_info_read(info, &own);
	if (status != GMK_OK)
		return status;
	info = &own;
	if (gmk_board_setup_count(board) > 0 || gmk_board_setup_to_move(board) != GMK_BLACK)
		return error_set(GMK_EUNSUPPORTED, "PSQ cannot hold a set-up position");
	const char *const names[2] = { info ? info->black : NULL, info ? info->white : NULL };
	for (int i = 0; i < 2; i++)
		if (names[i] && *names[i] && !name_round_trips(names[i]))
			return error_set(GMK_EINVAL, "player name \"%.40s\": PSQ cannot hold a name "
					 "that is \"-\", a number, a move, has a line break or "
					 "surrounding spaces", names[i]);
	text_buf b = TEXT_BUF_INIT;
	text_printf(&b, "%s %dx%d, %d:%d, 0\n", PSQ_MAGIC, gmk_board_width(board),
		    gmk_board_height(board), PSQ_WRITTEN_LEVEL, PSQ_WRITTEN_LEVEL);
	int count = gmk_board_move_count(board);
	for (int i = 0; i < count; i++) {
		gmk_point p;
		gmk_board_move_at(board, i, &p);
		int t = info && info->times_ms && (size_t)i < info->times_count &&
				info->times_ms[i] >= 0 ? info->times_ms[i] : 0;
		text_printf(&b, "%d,%d,%d\n", p.x + 1, p.y + 1, t);
	}
	if (names[0] || names[1])
		text_printf(&b, "%s\n%s\n", name_or_none(names[0]), name_or_none(names[1]));
	text_puts(&b, "0\n");
	status = text_finish(&b, out);
	return status == GMK_OK ? GMK_OK : error_set(status, "out of memory");
}
