/* SPDX-License-Identifier: MIT */
/* The library's verdicts on the claims of the docs pages (page_check.h). */
#include <stdio.h>
#include <string.h>

#include <gomoku.h>

#include "page_check.h"

#define XY_PREFIX "xy:"
#define PSQ_PREFIX "psq:"
#define PATTERN_PREFIX "pattern:"
#define REFUSED_PREFIX "refused:"

/* Index = -status. */
static const char *const status_names[] = {
	"GMK_OK", "GMK_EINVAL", "GMK_ERANGE", "GMK_EOFFBOARD", "GMK_EOCCUPIED",
	"GMK_EGAMEOVER", "GMK_EFORBIDDEN", "GMK_ENOUNDO", "GMK_ENOREDO", "GMK_ENOMEM",
	"GMK_EPARSE", "GMK_EIO", "GMK_EUNSUPPORTED", "GMK_EVERSION", "GMK_EBUFFER",
	"GMK_ENOMOVE",
};

static int failures;

void page_check_fail(const page_check *c, const char *what, const char *detail)
{
	printf("FAIL page line %d (%s at %s): %s %s\n", c->line, c->rule, c->at, what, detail);
	failures++;
}

int page_check_failures(void)
{
	return failures;
}

static int starts_with(const char *s, const char *prefix)
{
	return !strncmp(s, prefix, strlen(prefix));
}

static const char *status_name(int status)
{
	int i = -status;
	return i >= 0 && i < (int)(sizeof(status_names) / sizeof(status_names[0])) ?
		       status_names[i] : "unknown";
}

int page_check_stands_alone(const page_check *c)
{
	return c->black[0] || c->white[0] || starts_with(c->expect, XY_PREFIX) ||
	       starts_with(c->expect, PSQ_PREFIX) || starts_with(c->expect, REFUSED_PREFIX);
}

static int rule_of(const char *name)
{
	for (int r = GMK_RULE_FREESTYLE; r <= GMK_RULE_CARO_EXACT; r++)
		if (!strcmp(gmk_rule_name(r), name))
			return r;
	return -1;
}

/* `at` in RIF, or "x,y" in API coordinates (which may lie off the board). */
static int point_of(const page_check *c, gmk_point *p)
{
	if (strchr(c->at, ','))
		return sscanf(c->at, "%d,%d", &p->x, &p->y) == 2 ? 0 : -1;
	return gmk_point_from_rif(c->at, c->width, c->height, p) == GMK_OK ? 0 : -1;
}

/* Adds the comma-separated points of list, of one colour, to stones. */
static int add_list(const page_check *c, const char *list, gmk_color color, gmk_stone *stones,
		    size_t *n)
{
	char copy[PAGE_FIELD_MAX];
	strcpy(copy, list);
	for (char *t = strtok(copy, ","); t; t = strtok(NULL, ",")) {
		gmk_point p;
		if (*n == PAGE_DIAGRAM_MAX_CELLS ||
		    gmk_point_from_rif(t, c->width, c->height, &p) != GMK_OK)
			return -1;
		stones[*n].x = p.x;
		stones[*n].y = p.y;
		stones[(*n)++].color = color;
	}
	return 0;
}

static int same_point(const page_check *c, const char *rif, gmk_point p)
{
	gmk_point q;
	return gmk_point_from_rif(rif, c->width, c->height, &q) == GMK_OK && q.x == p.x && q.y == p.y;
}

/* The winning row's ends against "a-b", in either order. */
static int row_matches(const page_check *c, const gmk_result *r)
{
	char a[PAGE_FIELD_MAX];
	strcpy(a, c->row);
	char *b = strchr(a, '-');
	if (!b)
		return 0;
	*b++ = '\0';
	return (same_point(c, a, r->line_start) && same_point(c, b, r->line_end)) ||
	       (same_point(c, b, r->line_start) && same_point(c, a, r->line_end));
}

/* expect=refused:STATUS: the call failed with that status and this message. */
static void expect_refusal(const page_check *c, int status)
{
	if (strcmp(status_name(status), c->expect + strlen(REFUSED_PREFIX)))
		page_check_fail(c, "refused with", status_name(status));
	else if (strcmp(gmk_last_error_message(), c->message))
		page_check_fail(c, "left the message", gmk_last_error_message());
}

static void judge(const page_check *c, gmk_board *b, gmk_point p, gmk_color mover)
{
	if (starts_with(c->expect, REFUSED_PREFIX)) {
		expect_refusal(c, gmk_board_play(b, p.x, p.y));
	} else if (!strcmp(c->expect, "win") || !strcmp(c->expect, "nowin")) {
		int status = gmk_board_play(b, p.x, p.y);
		gmk_result r = GMK_RESULT_INIT;
		gmk_board_result(b, &r);
		int won = status == GMK_OK && r.state == GMK_STATE_WIN && (int)r.winner == (int)mover;
		int open = status == GMK_OK && r.state == GMK_STATE_ONGOING;
		if (!strcmp(c->expect, "win") ? !won : !open)
			page_check_fail(c, "expected", c->expect);
		else if (c->row[0] && !row_matches(c, &r))
			page_check_fail(c, "winning row is not", c->row);
	} else if (starts_with(c->expect, PATTERN_PREFIX)) {
		gmk_pattern out[GMK_DIRECTIONS];
		if (gmk_board_patterns(b, p.x, p.y, mover, out) != GMK_OK ||
		    strcmp(gmk_pattern_name(out[GMK_DIR_HORIZONTAL]), c->expect + strlen(PATTERN_PREFIX)))
			page_check_fail(c, "expected", c->expect);
	} else {
		int foul = gmk_board_foul(b, p.x, p.y);
		if (foul < 0 || strcmp(gmk_foul_name(foul), c->expect))
			page_check_fail(c, "expected foul", c->expect);
	}
}

/* expect=xy:X,Y: RIF at <-> (X, Y) <-> the Gomocup text "X,Y". */
static void check_notation(const page_check *c)
{
	const char *xy = c->expect + strlen(XY_PREFIX);
	gmk_point p, q;
	char rif[GMK_POINT_STRING_MAX], text[GMK_POINT_STRING_MAX];
	if (gmk_point_from_rif(c->at, c->width, c->height, &p) != GMK_OK ||
	    gmk_point_to_xy(p, c->width, c->height, text, sizeof(text)) != GMK_OK || strcmp(text, xy) ||
	    gmk_point_from_xy(xy, c->width, c->height, &q) != GMK_OK ||
	    gmk_point_to_rif(q, c->width, c->height, rif, sizeof(rif)) != GMK_OK || strcmp(rif, c->at))
		page_check_fail(c, "expected", c->expect);
}

/* expect=psq:X,Y: the move at `at` on an empty board, as a PSQ file writes it. */
static void check_psq(const page_check *c)
{
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	o.width = c->width;
	o.height = c->height;
	gmk_board *b = NULL;
	gmk_point p;
	char *psq = NULL, expected[PAGE_FIELD_MAX];
	snprintf(expected, sizeof(expected), "\n%s,", c->expect + strlen(PSQ_PREFIX));
	if (gmk_board_new(&b, &o) != GMK_OK || point_of(c, &p) ||
	    gmk_board_play(b, p.x, p.y) != GMK_OK || gmk_record_to_psq(b, NULL, &psq) != GMK_OK ||
	    !strstr(psq, expected))
		page_check_fail(c, "expected", c->expect);
	gmk_free(psq);
	gmk_board_free(b);
}

/* The stones of the diagram and of the check's lists; -1 after a reported failure. */
static int gather_stones(const page_check *c, const page_diagram *diagram, gmk_stone *stones,
			 size_t *n)
{
	int status = 0;
	for (int i = 0; diagram && i < diagram->count; i++) {
		const page_cell *cell = &diagram->cells[i];
		if (cell->content == '*' && strcmp(cell->point, c->at)) {
			page_check_fail(c, "the diagram's * is at", cell->point);
			status = -1;
		} else if (cell->content != '*' &&
			   add_list(c, cell->point, cell->content == 'X' ? GMK_BLACK : GMK_WHITE,
				    stones, n)) {
			page_check_fail(c, "bad diagram point", cell->point);
			status = -1;
		}
	}
	if (add_list(c, c->black, GMK_BLACK, stones, n) || add_list(c, c->white, GMK_WHITE, stones, n)) {
		page_check_fail(c, "bad stone list", "");
		status = -1;
	}
	return status;
}

void page_check_run(const page_check *c, const page_diagram *diagram)
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
	if ((int)o.rule < 0) {
		page_check_fail(c, "unknown rule", c->rule);
		return;
	}
	int status = gmk_board_new(&b, &o);
	if (status != GMK_OK && starts_with(c->expect, REFUSED_PREFIX)) {
		expect_refusal(c, status);
		return;
	}
	if (status != GMK_OK || gather_stones(c, diagram, stones, &n) ||
	    gmk_board_setup(b, stones, n, mover) != GMK_OK || point_of(c, &p)) {
		page_check_fail(c, "cannot set the position up", "");
		gmk_board_free(b);
		return;
	}
	judge(c, b, p, mover);
	gmk_board_free(b);
}
