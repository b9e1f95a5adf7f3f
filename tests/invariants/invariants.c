/* SPDX-License-Identifier: MIT */
/* Board invariants: state snapshots, hash, result and history rebuilt from scratch. */
#include <string.h>

#include "invariants.h"

/* The four line directions, as in gomoku/rules.h. */
static const int dir_dx[GMK_DIRECTIONS] = { 1, 0, 1, 1 };
static const int dir_dy[GMK_DIRECTIONS] = { 0, 1, 1, -1 };

void inv_dump(const gmk_board *board, const char *title)
{
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	gmk_board_get_options(board, &o);
	gmk_result r = GMK_RESULT_INIT;
	gmk_board_result(board, &r);
	char *moves = NULL, *diagram = NULL;
	gmk_moves_to_string(board, " ", &moves);
	gmk_board_diagram(board, GMK_DIAGRAM_DEFAULT, &diagram);
	fprintf(stderr, "== %s: %dx%d win %d rule %d backend %d foul policy %d, "
		"setup %d stones, %s to move; result state %d winner %d reason %d "
		"(%d,%d)-(%d,%d)\nmoves: %s\n%s",
		title, o.width, o.height, o.win_length, o.rule, o.backend, o.foul_policy,
		gmk_board_setup_count(board), gmk_board_to_move(board) == GMK_BLACK ? "black" : "white",
		r.state, r.winner, r.reason, r.line_start.x, r.line_start.y, r.line_end.x,
		r.line_end.y, moves ? moves : "?", diagram ? diagram : "?\n");
	gmk_free(moves);
	gmk_free(diagram);
}

void inv_state_take(const gmk_board *board, inv_state *out)
{
	memset(out, 0, sizeof(*out));
	out->hash = gmk_board_hash(board);
	out->move_count = gmk_board_move_count(board);
	out->redo_count = gmk_board_redo_count(board);
	out->stone_count = gmk_board_stone_count(board);
	out->setup_count = gmk_board_setup_count(board);
	out->to_move = gmk_board_to_move(board);
	out->setup_to_move = gmk_board_setup_to_move(board);
	gmk_result r = GMK_RESULT_INIT;
	INV_ASSERT(gmk_board_result(board, &r) == GMK_OK);
	out->result = r;
}

static int same_point(gmk_point a, gmk_point b)
{
	return a.x == b.x && a.y == b.y;
}

static int same_result(const gmk_result *a, const gmk_result *b)
{
	return a->state == b->state && a->winner == b->winner && a->reason == b->reason &&
	       same_point(a->line_start, b->line_start) && same_point(a->line_end, b->line_end);
}

int inv_state_equal(const inv_state *a, const inv_state *b)
{
	return a->hash == b->hash && a->move_count == b->move_count &&
	       a->redo_count == b->redo_count && a->stone_count == b->stone_count &&
	       a->setup_count == b->setup_count && a->to_move == b->to_move &&
	       a->setup_to_move == b->setup_to_move && same_result(&a->result, &b->result);
}

void inv_check_failed_call(const gmk_board *board, const inv_state *before, int status)
{
	if (status == GMK_OK)
		return;
	INV_ASSERT(status < 0);
	inv_state after;
	inv_state_take(board, &after);
	INV_ASSERT(inv_state_equal(before, &after));
}

static gmk_board_options options_of(const gmk_board *board)
{
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	INV_ASSERT(gmk_board_get_options(board, &o) == GMK_OK);
	return o;
}

static size_t cells_of(const gmk_board_options *o)
{
	return (size_t)o->width * (size_t)o->height;
}

unsigned char *inv_grid(const gmk_board *board)
{
	gmk_board_options o = options_of(board);
	size_t cells = cells_of(&o);
	unsigned char *grid = malloc(cells);
	INV_ASSERT(grid != NULL);
	int stones = gmk_board_cells(board, grid, cells);
	INV_ASSERT(stones >= 0);
	for (size_t i = 0; i < cells; i++) {
		INV_ASSERT(grid[i] == GMK_EMPTY || grid[i] == GMK_BLACK || grid[i] == GMK_WHITE);
		stones -= grid[i] != GMK_EMPTY;
	}
	INV_ASSERT(stones == 0);
	return grid;
}

static int on_board(const gmk_board_options *o, int x, int y)
{
	return x >= 0 && y >= 0 && x < o->width && y < o->height;
}

static int cell(const gmk_board_options *o, const unsigned char *grid, int x, int y)
{
	return on_board(o, x, y) ? grid[(size_t)y * (size_t)o->width + (size_t)x] : GMK_EMPTY;
}

static gmk_color other(gmk_color c)
{
	return c == GMK_BLACK ? GMK_WHITE : GMK_BLACK;
}

/*
 * Does a maximal run of length stones win? Written from the rule comments in
 * gomoku/board.h, independently of lib/rules: caro's five must not be capped
 * by the opponent at both ends (the edge caps nothing).
 */
static int row_wins(const gmk_board_options *o, gmk_color color, int length,
		    int capped_before, int capped_after)
{
	int k = o->win_length;
	switch (o->rule) {
	case GMK_RULE_FREESTYLE:
		return length >= k;
	case GMK_RULE_STANDARD:
		return length == k;
	case GMK_RULE_RENJU:
		return color == GMK_BLACK ? length == k : length >= k;
	case GMK_RULE_CARO:
		return length > k || (length == k && !(capped_before && capped_after));
	case GMK_RULE_CARO_EXACT:
		return length == k && !(capped_before && capped_after);
	}
	INV_ASSERT(!"unknown rule");
	return 0;
}

/* The maximal run of color through (x, y) in direction d wins. */
static int run_wins(const gmk_board_options *o, const unsigned char *grid, gmk_color color,
		    int x, int y, int d, gmk_point *start, gmk_point *end)
{
	int dx = dir_dx[d], dy = dir_dy[d];
	int sx = x, sy = y, ex = x, ey = y;
	while (cell(o, grid, sx - dx, sy - dy) == (int)color) {
		sx -= dx;
		sy -= dy;
	}
	while (cell(o, grid, ex + dx, ey + dy) == (int)color) {
		ex += dx;
		ey += dy;
	}
	int length = (dx ? abs(ex - sx) : abs(ey - sy)) + 1;
	int capped_before = cell(o, grid, sx - dx, sy - dy) == (int)other(color);
	int capped_after = cell(o, grid, ex + dx, ey + dy) == (int)other(color);
	if (start && end) {
		*start = (gmk_point){ sx, sy };
		*end = (gmk_point){ ex, ey };
	}
	return row_wins(o, color, length, capped_before, capped_after);
}

int inv_has_winning_row(const gmk_board_options *o, const unsigned char *grid, gmk_color color)
{
	for (int y = 0; y < o->height; y++)
		for (int x = 0; x < o->width; x++) {
			if (cell(o, grid, x, y) != (int)color)
				continue;
			for (int d = 0; d < GMK_DIRECTIONS; d++) {
				/* Each run once: from its first stone. */
				if (cell(o, grid, x - dir_dx[d], y - dir_dy[d]) == (int)color)
					continue;
				if (run_wins(o, grid, color, x, y, d, NULL, NULL))
					return 1;
			}
		}
	return 0;
}

static int sign(int v)
{
	return (v > 0) - (v < 0);
}

/* The result's row is a maximal winning run of the winner, through the last move. */
static void check_winning_line(const gmk_board *board, const gmk_board_options *o,
			       const unsigned char *grid, const gmk_result *r)
{
	gmk_point s = r->line_start, e = r->line_end;
	INV_ASSERT(on_board(o, s.x, s.y) && on_board(o, e.x, e.y));
	int ddx = e.x - s.x, ddy = e.y - s.y;
	INV_ASSERT(ddx == 0 || ddy == 0 || abs(ddx) == abs(ddy));
	INV_ASSERT(ddx != 0 || ddy != 0);
	int dx = sign(ddx), dy = sign(ddy);
	int d = 0;
	while (d < GMK_DIRECTIONS &&
	       !((dir_dx[d] == dx && dir_dy[d] == dy) || (dir_dx[d] == -dx && dir_dy[d] == -dy)))
		d++;
	INV_ASSERT(d < GMK_DIRECTIONS);
	gmk_point rs, re;
	INV_ASSERT(cell(o, grid, s.x, s.y) == (int)r->winner);
	INV_ASSERT(run_wins(o, grid, r->winner, s.x, s.y, d, &rs, &re));
	/* The run found from s has s and e as its two ends. */
	INV_ASSERT((same_point(rs, s) && same_point(re, e)) || (same_point(rs, e) && same_point(re, s)));
	int moves = gmk_board_move_count(board);
	if (moves > 0) {
		gmk_point last;
		INV_ASSERT(gmk_board_move_at(board, moves - 1, &last) == GMK_OK);
		int lx = last.x - s.x, ly = last.y - s.y;
		int steps = dx ? lx / dx : ly / dy;
		INV_ASSERT(lx == steps * dx && ly == steps * dy);
		INV_ASSERT(steps >= 0 && steps <= (abs(ddx) > abs(ddy) ? abs(ddx) : abs(ddy)));
	}
}

/*
 * The board the hash is recomputed on, kept between checks of boards with
 * the same options: gmk_board_setup replaces its whole position, and a new
 * board per check would cost more than the check itself.
 */
static _Thread_local gmk_board *scratch;
static _Thread_local gmk_board_options scratch_options;

static int same_options(const gmk_board_options *a, const gmk_board_options *b)
{
	return a->width == b->width && a->height == b->height && a->win_length == b->win_length &&
	       a->rule == b->rule && a->backend == b->backend && a->foul_policy == b->foul_policy;
}

static gmk_board *scratch_board(const gmk_board_options *o)
{
	if (scratch && same_options(&scratch_options, o))
		return scratch;
	inv_release();
	INV_ASSERT(gmk_board_new(&scratch, o) == GMK_OK);
	scratch_options = *o;
	return scratch;
}

void inv_release(void)
{
	gmk_board_free(scratch);
	scratch = NULL;
}

/* The stone count, the side to move and the hash follow from the stones. */
static void check_counts_and_hash(const gmk_board *board, const gmk_board_options *o,
				  const unsigned char *grid)
{
	size_t cells = cells_of(o);
	int stones = 0;
	gmk_stone *list = malloc(cells * sizeof(*list));
	INV_ASSERT(list != NULL);
	for (int y = 0; y < o->height; y++)
		for (int x = 0; x < o->width; x++) {
			int c = cell(o, grid, x, y);
			if (c != GMK_EMPTY)
				list[stones++] = (gmk_stone){ x, y, (gmk_color)c };
		}
	int moves = gmk_board_move_count(board);
	INV_ASSERT(moves >= 0 && gmk_board_redo_count(board) >= 0);
	INV_ASSERT(gmk_board_stone_count(board) == stones);
	INV_ASSERT(stones == gmk_board_setup_count(board) + moves);
	int to_move = gmk_board_to_move(board);
	int setup_to_move = gmk_board_setup_to_move(board);
	INV_ASSERT(setup_to_move == GMK_BLACK || setup_to_move == GMK_WHITE);
	INV_ASSERT(to_move == (moves % 2 ? (int)other((gmk_color)setup_to_move) : setup_to_move));

	/* The hash equals that of a board set up afresh with the same stones. */
	gmk_board *fresh = scratch_board(o);
	INV_ASSERT(gmk_board_setup(fresh, list, (size_t)stones, (gmk_color)to_move) == GMK_OK);
	INV_ASSERT(gmk_board_hash(fresh) == gmk_board_hash(board));
	free(list);
}

static void check_result(const gmk_board *board, const gmk_board_options *o,
			 const unsigned char *grid)
{
	gmk_result r = GMK_RESULT_INIT;
	INV_ASSERT(gmk_board_result(board, &r) == GMK_OK);
	INV_ASSERT(gmk_board_is_over(board) == (r.state != GMK_STATE_ONGOING));
	int full = (size_t)gmk_board_stone_count(board) == cells_of(o);
	int black_row = inv_has_winning_row(o, grid, GMK_BLACK);
	int white_row = inv_has_winning_row(o, grid, GMK_WHITE);
	int moves = gmk_board_move_count(board);
	gmk_point none = { -1, -1 };
	switch (r.state) {
	case GMK_STATE_ONGOING:
		INV_ASSERT(r.winner == GMK_EMPTY && r.reason == GMK_REASON_NONE);
		INV_ASSERT(same_point(r.line_start, none) && same_point(r.line_end, none));
		INV_ASSERT(!black_row && !white_row && !full);
		break;
	case GMK_STATE_DRAW:
		INV_ASSERT(r.winner == GMK_EMPTY && r.reason == GMK_REASON_FULL_BOARD);
		INV_ASSERT(!black_row && !white_row && full);
		INV_ASSERT(gmk_board_redo_count(board) == 0);
		break;
	case GMK_STATE_WIN:
		INV_ASSERT(r.winner == GMK_BLACK || r.winner == GMK_WHITE);
		INV_ASSERT(gmk_board_redo_count(board) == 0);
		/* After a move, the position before it was open: only the mover can have won. */
		if (moves > 0 && r.reason == GMK_REASON_FIVE)
			INV_ASSERT(gmk_board_to_move(board) == (int)other(r.winner));
		if (r.reason == GMK_REASON_FIVE) {
			INV_ASSERT(r.winner == GMK_BLACK ? black_row : white_row);
			if (moves > 0)
				INV_ASSERT(r.winner == GMK_BLACK ? !white_row : !black_row);
			check_winning_line(board, o, grid, &r);
		} else {
			/* Black's foul under GMK_FOUL_LOSE, on the last move. */
			INV_ASSERT(r.reason == GMK_REASON_FOUL && r.winner == GMK_WHITE);
			INV_ASSERT(o->rule == GMK_RULE_RENJU && o->foul_policy == GMK_FOUL_LOSE);
			INV_ASSERT(moves > 0 && gmk_board_to_move(board) == GMK_WHITE);
			INV_ASSERT(!black_row && !white_row);
			INV_ASSERT(same_point(r.line_start, none) && same_point(r.line_end, none));
			gmk_point last;
			INV_ASSERT(gmk_board_move_at(board, moves - 1, &last) == GMK_OK);
			gmk_board *before = NULL;
			INV_ASSERT(gmk_board_clone(&before, board) == GMK_OK);
			INV_ASSERT(gmk_board_undo(before) == GMK_OK);
			INV_ASSERT(gmk_board_foul(before, last.x, last.y) > GMK_FOUL_NONE);
			gmk_board_free(before);
		}
		break;
	default:
		INV_ASSERT(!"unknown state");
	}
}

void inv_check_position(const gmk_board *board)
{
	gmk_board_options o = options_of(board);
	unsigned char *grid = inv_grid(board);
	check_counts_and_hash(board, &o, grid);
	check_result(board, &o, grid);
	free(grid);
}

/* A board with board's options and set-up position, before any move. */
static gmk_board *setup_copy(const gmk_board *board)
{
	gmk_board_options o = options_of(board);
	gmk_board *fresh = NULL;
	INV_ASSERT(gmk_board_new(&fresh, &o) == GMK_OK);
	int count = gmk_board_setup_count(board);
	INV_ASSERT(count >= 0);
	gmk_stone *stones = malloc((size_t)count * sizeof(*stones) + 1);
	INV_ASSERT(stones != NULL);
	for (int i = 0; i < count; i++)
		INV_ASSERT(gmk_board_setup_at(board, i, &stones[i]) == GMK_OK);
	INV_ASSERT(gmk_board_setup(fresh, stones, (size_t)count,
				   (gmk_color)gmk_board_setup_to_move(board)) == GMK_OK);
	free(stones);
	return fresh;
}

static void check_same_state(const gmk_board *a, const gmk_board *b)
{
	inv_state sa, sb;
	inv_state_take(a, &sa);
	inv_state_take(b, &sb);
	sa.redo_count = sb.redo_count = 0;
	INV_ASSERT(inv_state_equal(&sa, &sb));
}

/*
 * Replaying the setup and the moves with gmk_board_play gives the same board;
 * redo on a clone follows the redo line, which also plays; undoing everything
 * returns to the set-up position.
 */
static void check_history(const gmk_board *board)
{
	gmk_board *replay = setup_copy(board);
	gmk_board *start = setup_copy(board);
	int moves = gmk_board_move_count(board);
	int redos = gmk_board_redo_count(board);
	if (moves + redos > 0)
		INV_ASSERT(!gmk_board_is_over(replay));
	if (redos > 0)
		INV_ASSERT(!gmk_board_is_over(board));
	for (int i = 0; i < moves; i++) {
		gmk_point p;
		INV_ASSERT(gmk_board_move_at(board, i, &p) == GMK_OK);
		INV_ASSERT(gmk_board_play(replay, p.x, p.y) == GMK_OK);
	}
	check_same_state(board, replay);

	gmk_board *line = NULL;
	INV_ASSERT(gmk_board_clone(&line, board) == GMK_OK);
	for (int i = 0; i < redos; i++) {
		gmk_point p;
		INV_ASSERT(gmk_board_redo_at(board, i, &p) == GMK_OK);
		INV_ASSERT(gmk_board_redo(line) == GMK_OK);
		INV_ASSERT(gmk_board_play(replay, p.x, p.y) == GMK_OK);
		check_same_state(line, replay);
	}
	inv_state before;
	inv_state_take(line, &before);
	inv_check_failed_call(line, &before, gmk_board_redo(line));
	INV_ASSERT(gmk_board_redo(line) == GMK_ENOREDO);
	for (int i = 0; i < moves + redos; i++)
		INV_ASSERT(gmk_board_undo(line) == GMK_OK);
	inv_state_take(line, &before);
	INV_ASSERT(gmk_board_undo(line) == GMK_ENOUNDO);
	inv_check_failed_call(line, &before, GMK_ENOUNDO);
	check_same_state(line, start);
	INV_ASSERT(gmk_board_redo_count(line) == moves + redos);
	gmk_board_free(line);
	gmk_board_free(start);
	gmk_board_free(replay);
}

void inv_check_board(const gmk_board *board)
{
	inv_check_position(board);
	check_history(board);
}

void inv_check_same(const gmk_board *a, const gmk_board *b)
{
	gmk_board_options oa = options_of(a), ob = options_of(b);
	INV_ASSERT(oa.width == ob.width && oa.height == ob.height &&
		   oa.win_length == ob.win_length && oa.rule == ob.rule &&
		   oa.foul_policy == ob.foul_policy);
	inv_state sa, sb;
	inv_state_take(a, &sa);
	inv_state_take(b, &sb);
	INV_ASSERT(inv_state_equal(&sa, &sb));
	unsigned char *ga = inv_grid(a), *gb = inv_grid(b);
	INV_ASSERT(memcmp(ga, gb, cells_of(&oa)) == 0);
	free(ga);
	free(gb);
	for (int i = 0; i < sa.move_count; i++) {
		gmk_point pa, pb;
		INV_ASSERT(gmk_board_move_at(a, i, &pa) == GMK_OK);
		INV_ASSERT(gmk_board_move_at(b, i, &pb) == GMK_OK);
		INV_ASSERT(same_point(pa, pb));
	}
	for (int i = 0; i < sa.redo_count; i++) {
		gmk_point pa, pb;
		INV_ASSERT(gmk_board_redo_at(a, i, &pa) == GMK_OK);
		INV_ASSERT(gmk_board_redo_at(b, i, &pb) == GMK_OK);
		INV_ASSERT(same_point(pa, pb));
	}
	for (int i = 0; i < sa.setup_count; i++) {
		gmk_stone s1, s2;
		INV_ASSERT(gmk_board_setup_at(a, i, &s1) == GMK_OK);
		INV_ASSERT(gmk_board_setup_at(b, i, &s2) == GMK_OK);
		INV_ASSERT(s1.x == s2.x && s1.y == s2.y && s1.color == s2.color);
	}
}
