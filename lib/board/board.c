/* SPDX-License-Identifier: MIT */
/* The board handle: options, stones, history with undo/redo, hash, result. */
#include <stdlib.h>
#include <string.h>

#include "board/board_internal.h"
#include "board/struct_versions.h"
#include "core/color.h"
#include "core/error.h"
#include "core/names.h"
#include "core/zobrist.h"
#include "gomoku/status.h"
#include "rules/rules.h"

static const gmk_result ongoing_result = GMK_RESULT_INIT;

int gmk_board_options_init(gmk_board_options *opts, unsigned int version)
{
	if (!opts)
		return error_null("opts");
	const gmk_board_options defaults = GMK_BOARD_OPTIONS_INIT;
	return versioned_init(&board_options_type, opts, version, &defaults);
}

static int rule_needs_five(gmk_rule rule)
{
	return rule == GMK_RULE_RENJU || rule == GMK_RULE_CARO || rule == GMK_RULE_CARO_EXACT;
}

/* GMK_OK, or GMK_ERANGE naming the value against its bounds. */
static int check_bounds(const char *name, int value, int min, int max)
{
	if (value < min)
		return error_set(GMK_ERANGE, "%s %d is below the minimum %d", name, value, min);
	if (value > max)
		return error_set(GMK_ERANGE, "%s %d is above the maximum %d", name, value, max);
	return GMK_OK;
}

static int validate_options(const gmk_board_options *o)
{
	if ((unsigned)o->rule > GMK_RULE_CARO_EXACT)
		return error_set(GMK_EINVAL, "rule %d is not a gmk_rule", (int)o->rule);
	if ((unsigned)o->backend > GMK_BACKEND_BITBOARD)
		return error_set(GMK_EINVAL, "backend %d is not a gmk_backend_kind", (int)o->backend);
	if ((unsigned)o->foul_policy > GMK_FOUL_LOSE)
		return error_set(GMK_EINVAL, "foul_policy %d is not a gmk_foul_policy",
				 (int)o->foul_policy);
	int status;
	if ((status = check_bounds("width", o->width, GMK_MIN_SIZE, GMK_MAX_SIZE)) ||
	    (status = check_bounds("height", o->height, GMK_MIN_SIZE, GMK_MAX_SIZE)) ||
	    (status = check_bounds("win_length", o->win_length, GMK_MIN_WIN_LENGTH,
				   GMK_MAX_WIN_LENGTH)))
		return status;
	if (rule_needs_five(o->rule) && o->win_length != 5)
		return error_set(GMK_ERANGE, "win_length %d: %s needs 5", o->win_length,
				 name_of_rule(o->rule));
	if (o->backend == GMK_BACKEND_BITBOARD && !gmk_bitboard_fits(o->width, o->height))
		return error_set(GMK_ERANGE, "a %dx%d board is too large for the bitboard backend "
				 "(at most %d on each side)", o->width, o->height,
				 GMK_BITBOARD_MAX_SIZE);
	return GMK_OK;
}

static gmk_backend *new_store(gmk_backend_kind kind, int width, int height)
{
	if (kind == GMK_BACKEND_BITBOARD)
		return gmk_bitboard_backend_new(width, height);
	return gmk_array_backend_new(width, height);
}

int gmk_board_new(gmk_board **out, const gmk_board_options *opts)
{
	if (!out)
		return error_null("out");
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	int status = opts ? versioned_read(&board_options_type, &o, opts) : GMK_OK;
	if (status == GMK_OK)
		status = validate_options(&o);
	if (status != GMK_OK)
		return status;
	if (o.backend == GMK_BACKEND_AUTO)
		o.backend = gmk_bitboard_fits(o.width, o.height) ? GMK_BACKEND_BITBOARD : GMK_BACKEND_ARRAY;

	gmk_board *b = calloc(1, sizeof(*b));
	if (b)
		b->store = new_store(o.backend, o.width, o.height);
	if (!b || !b->store) {
		free(b);
		return error_set(GMK_ENOMEM, "out of memory for a %dx%d board", o.width, o.height);
	}
	b->opts = o;
	b->to_move = GMK_BLACK;
	b->setup_to_move = GMK_BLACK;
	b->result = ongoing_result;
	b->setup_result = ongoing_result;
	*out = b;
	return GMK_OK;
}

void gmk_board_free(gmk_board *board)
{
	if (!board)
		return;
	board->store->ops->destroy(board->store);
	free(board->moves);
	free(board->setup);
	free(board);
}

static void *copy_array(const void *src, size_t count, size_t size)
{
	if (count == 0)
		return NULL;
	void *dst = malloc(count * size);
	if (dst)
		memcpy(dst, src, count * size);
	return dst;
}

int gmk_board_clone(gmk_board **out, const gmk_board *board)
{
	if (!out || !board)
		return error_null(!out ? "out" : "board");
	gmk_board *b = malloc(sizeof(*b));
	if (!b)
		return error_set(GMK_ENOMEM, "out of memory cloning the board");
	*b = *board;
	b->log.fn = NULL;
	b->log.user_data = NULL;
	b->store = board->store->ops->clone(board->store);
	b->moves = copy_array(board->moves, (size_t)board->top, sizeof(gmk_point));
	b->capacity = board->top;
	b->setup = copy_array(board->setup, (size_t)board->setup_count, sizeof(gmk_stone));
	if (!b->store || (board->top && !b->moves) || (board->setup_count && !b->setup)) {
		if (b->store)
			b->store->ops->destroy(b->store);
		free(b->moves);
		free(b->setup);
		free(b);
		return error_set(GMK_ENOMEM, "out of memory cloning the board");
	}
	*out = b;
	return GMK_OK;
}

int gmk_board_get_options(const gmk_board *board, gmk_board_options *out)
{
	if (!board || !out)
		return error_null(!board ? "board" : "out");
	/*
	 * 1.1.0 did not ask callers to set out->version here, and programs
	 * built then pass it unset: an unknown version gets version 1's
	 * fields, which every caller's struct has room for.
	 */
	if (versioned_size(&board_options_type, versioned_version_of(out)) == 0)
		out->version = 1;
	return versioned_write(&board_options_type, out, &board->opts);
}

int gmk_board_width(const gmk_board *board)
{
	return board ? board->opts.width : error_null("board");
}

int gmk_board_height(const gmk_board *board)
{
	return board ? board->opts.height : error_null("board");
}

int board_check_point(const gmk_board *board, int x, int y)
{
	if (!board)
		return error_null("board");
	if (!backend_on_board(board->store, x, y))
		return error_off_board(x, y, board->opts.width, board->opts.height);
	return GMK_OK;
}

static void put_stone(gmk_board *b, int x, int y, gmk_color color)
{
	backend_set(b->store, x, y, color);
	b->hash ^= zobrist_stone(x, y, color);
	b->stones++;
}

static void take_stone(gmk_board *b, int x, int y)
{
	gmk_color color = backend_get(b->store, x, y);
	backend_clear(b->store, x, y);
	b->hash ^= zobrist_stone(x, y, color);
	b->stones--;
}

static void pass_turn(gmk_board *b)
{
	b->to_move = opponent_of(b->to_move);
	b->hash ^= ZOBRIST_WHITE_TO_MOVE;
}

/* The verdict on the stone just placed at (x, y). */
static gmk_result judge_move(const gmk_board *b, int x, int y, gmk_color color)
{
	gmk_result r = ongoing_result;
	if (rules_winning_row(b->store, b->opts.rule, b->opts.win_length, x, y, color,
			      &r.line_start, &r.line_end)) {
		r.state = GMK_STATE_WIN;
		r.winner = color;
		r.reason = GMK_REASON_FIVE;
	} else if (b->stones == b->opts.width * b->opts.height) {
		r.state = GMK_STATE_DRAW;
		r.reason = GMK_REASON_FULL_BOARD;
	}
	return r;
}

/* Room for one more move after ply (the redo stack beyond it is about to go). */
static int reserve_history(gmk_board *b)
{
	if (b->ply < b->capacity)
		return GMK_OK;
	int capacity = b->capacity ? 2 * b->capacity : 64;
	gmk_point *moves = realloc(b->moves, (size_t)capacity * sizeof(*moves));
	if (!moves)
		return error_set(GMK_ENOMEM, "out of memory for %d moves of history", capacity);
	b->moves = moves;
	b->capacity = capacity;
	return GMK_OK;
}

/*
 * What the log says about one move, copied out of the board before the first
 * callback runs: a callback may free the board (log.h), so once one has been
 * called nothing reads the board again.
 */
typedef struct move_report {
	log_sink log;
	gmk_point at;
	gmk_color color;
	gmk_foul foul;
	int ply, width, height;
	gmk_result result;
} move_report;

/* The report on the move at (x, y) by the side to move, before it is played. */
static move_report report_before(const gmk_board *b, int x, int y, gmk_foul foul)
{
	move_report r = { b->log, { x, y }, b->to_move, foul, b->ply + 1, b->opts.width,
			  b->opts.height, ongoing_result };
	return r;
}

/* Emits the foul (if any), then, when event is not NULL, the move and its result. */
static void emit_report(const move_report *r, const char *event)
{
	if (r->foul != GMK_FOUL_NONE)
		log_foul(&r->log, r->at, r->foul, r->width, r->height);
	if (event) {
		log_move(&r->log, event, r->at, r->color, r->ply, r->width, r->height);
		log_result(&r->log, &r->result);
	}
}

/* The renju foul the side to move would commit at the empty (x, y), if any. */
static gmk_foul move_foul(const gmk_board *b, int x, int y)
{
	return b->to_move == GMK_BLACK ? board_foul_at(b, x, y) : GMK_FOUL_NONE;
}

/* Black's foul under GMK_FOUL_LOSE: the move stands and white wins. */
static gmk_result foul_result(void)
{
	gmk_result r = ongoing_result;
	r.state = GMK_STATE_WIN;
	r.winner = GMK_WHITE;
	r.reason = GMK_REASON_FOUL;
	return r;
}

/*
 * Plays the side to move at (x, y); the caller has validated the point and
 * found the move's foul (five beats a foul, so a winning move has none).
 */
static void apply_move(gmk_board *b, int x, int y, gmk_foul foul)
{
	gmk_color color = b->to_move;
	put_stone(b, x, y, color);
	pass_turn(b);
	b->result = foul != GMK_FOUL_NONE ? foul_result() : judge_move(b, x, y, color);
	b->moves[b->ply].x = x;
	b->moves[b->ply].y = y;
	b->ply++;
}

int gmk_board_play(gmk_board *board, int x, int y)
{
	int status = board_check_point(board, x, y);
	if (status != GMK_OK)
		return status;
	if (board->result.state != GMK_STATE_ONGOING)
		return board_game_over_error(board);
	gmk_color there = backend_get(board->store, x, y);
	if (there != GMK_EMPTY)
		return error_occupied(x, y, board->opts.width, board->opts.height, there, 0);
	gmk_foul foul = move_foul(board, x, y);
	int logged = log_enabled(&board->log);
	move_report report = report_before(board, x, y, foul);
	if (foul != GMK_FOUL_NONE && board->opts.foul_policy == GMK_FOUL_REJECT) {
		/* The message first: it reads the board, which the callback may free. */
		status = board_foul_error(board, x, y, foul);
		if (logged)
			emit_report(&report, NULL);
		return status;
	}
	if ((status = reserve_history(board)) != GMK_OK)
		return status;
	apply_move(board, x, y, foul);
	board->top = board->ply; /* a new move forgets the undone ones */
	report.result = board->result;
	if (logged)
		emit_report(&report, "move");
	return GMK_OK;
}

int gmk_board_undo(gmk_board *board)
{
	if (!board)
		return error_null("board");
	if (board->ply == 0)
		return error_set(GMK_ENOUNDO, "nothing to undo: no move since the %s",
				 board->setup_count ? "set-up position" : "start");
	board->ply--;
	gmk_point p = board->moves[board->ply];
	take_stone(board, p.x, p.y);
	pass_turn(board);
	/* Every position before the last move was still open. */
	board->result = ongoing_result;
	/* The last thing done: the callback may free the board. */
	if (log_enabled(&board->log))
		log_move(&board->log, "undo", p, board->to_move, board->ply,
			 board->opts.width, board->opts.height);
	return GMK_OK;
}

int gmk_board_redo(gmk_board *board)
{
	if (!board)
		return error_null("board");
	if (board->ply == board->top)
		return error_set(GMK_ENOREDO, "nothing to redo: no move has been undone since the "
				 "last one played");
	gmk_point p = board->moves[board->ply];
	/* The same position as when the move was played: a foul it made it makes again. */
	gmk_foul foul = move_foul(board, p.x, p.y);
	move_report report = report_before(board, p.x, p.y, GMK_FOUL_NONE);
	apply_move(board, p.x, p.y, foul);
	report.result = board->result;
	if (log_enabled(&report.log))
		emit_report(&report, "redo");
	return GMK_OK;
}

static int validate_stones(const gmk_board *b, const gmk_stone *stones, size_t count)
{
	int w = b->opts.width, h = b->opts.height;
	size_t cells = (size_t)w * (size_t)h;
	if (count > cells)
		return error_set(GMK_ERANGE, "%zu stones do not fit on the %zu points of a %dx%d board",
				 count, cells, w, h);
	unsigned char *seen = calloc(cells, 1);
	if (!seen)
		return error_set(GMK_ENOMEM, "out of memory checking %zu stones", count);
	int status = GMK_OK;
	for (size_t i = 0; i < count && status == GMK_OK; i++) {
		const gmk_stone *s = &stones[i];
		if (s->color != GMK_BLACK && s->color != GMK_WHITE)
			status = error_set(GMK_EINVAL, "stones[%zu]: colour %d is neither black nor white",
					   i, (int)s->color);
		else if (!backend_on_board(b->store, s->x, s->y))
			status = error_at(GMK_EOFFBOARD, s->x, s->y, w, h,
					  "(stones[%zu]) is off the %dx%d board", i, w, h);
		else if (seen[(size_t)s->y * (size_t)w + (size_t)s->x]++)
			status = error_at(GMK_EOCCUPIED, s->x, s->y, w, h,
					  "(stones[%zu]) holds an earlier stone", i);
	}
	free(seen);
	return status;
}

/* The verdict on a set-up position: a winning row already on it, or a full board. */
static gmk_result judge_position(const gmk_board *b)
{
	for (int i = 0; i < b->setup_count; i++) {
		const gmk_stone *s = &b->setup[i];
		gmk_result r = judge_move(b, s->x, s->y, s->color);
		if (r.state == GMK_STATE_WIN)
			return r;
	}
	gmk_result r = ongoing_result;
	if (b->stones == b->opts.width * b->opts.height) {
		r.state = GMK_STATE_DRAW;
		r.reason = GMK_REASON_FULL_BOARD;
	}
	return r;
}

int gmk_board_setup(gmk_board *board, const gmk_stone *stones, size_t count, gmk_color to_move)
{
	if (!board || (count && !stones))
		return error_null(!board ? "board" : "stones");
	if (to_move != GMK_BLACK && to_move != GMK_WHITE)
		return error_set(GMK_EINVAL, "to_move %d is neither black nor white", (int)to_move);
	int status = validate_stones(board, stones, count);
	if (status != GMK_OK)
		return status;
	gmk_backend *store = new_store(board->opts.backend, board->opts.width, board->opts.height);
	gmk_stone *copy = copy_array(stones, count, sizeof(*stones));
	if (!store || (count && !copy)) {
		if (store)
			store->ops->destroy(store);
		free(copy);
		return error_set(GMK_ENOMEM, "out of memory setting up %zu stones", count);
	}
	board->store->ops->destroy(board->store);
	free(board->setup);
	board->store = store;
	board->setup = copy;
	board->setup_count = (int)count;
	board->setup_to_move = to_move;
	board->hash = 0;
	board->stones = 0;
	board->to_move = GMK_BLACK;
	for (size_t i = 0; i < count; i++)
		put_stone(board, stones[i].x, stones[i].y, stones[i].color);
	if (to_move == GMK_WHITE)
		pass_turn(board);
	board->ply = board->top = 0;
	board->result = board->setup_result = judge_position(board);
	return GMK_OK;
}

int gmk_board_reset(gmk_board *board)
{
	return gmk_board_setup(board, NULL, 0, GMK_BLACK);
}

int gmk_board_at(const gmk_board *board, int x, int y)
{
	int status = board_check_point(board, x, y);
	return status != GMK_OK ? status : (int)backend_get(board->store, x, y);
}

int gmk_board_cells(const gmk_board *board, unsigned char *cells, size_t size)
{
	if (!board || !cells)
		return error_null(!board ? "board" : "cells");
	size_t count = (size_t)board->opts.width * (size_t)board->opts.height;
	if (size < count)
		return error_buffer("cells", size, count);
	memcpy(cells, backend_cells(board->store), count);
	return board->stones;
}

int gmk_board_to_move(const gmk_board *board)
{
	return board ? (int)board->to_move : error_null("board");
}

int gmk_board_move_count(const gmk_board *board)
{
	return board ? board->ply : error_null("board");
}

/* GMK_OK, or GMK_ERANGE for an index outside 0..count-1 of the named list. */
static int check_index(const char *list, int index, int count)
{
	if (index >= 0 && index < count)
		return GMK_OK;
	if (count == 0)
		return error_set(GMK_ERANGE, "index %d: there are no %s", index, list);
	return error_set(GMK_ERANGE, "index %d is outside the %s 0..%d", index, list, count - 1);
}

int gmk_board_move_at(const gmk_board *board, int index, gmk_point *out)
{
	if (!board || !out)
		return error_null(!board ? "board" : "out");
	int status = check_index("moves", index, board->ply);
	if (status != GMK_OK)
		return status;
	*out = board->moves[index];
	return GMK_OK;
}

int gmk_board_redo_count(const gmk_board *board)
{
	return board ? board->top - board->ply : error_null("board");
}

int gmk_board_redo_at(const gmk_board *board, int index, gmk_point *out)
{
	if (!board || !out)
		return error_null(!board ? "board" : "out");
	int status = check_index("undone moves", index, board->top - board->ply);
	if (status != GMK_OK)
		return status;
	*out = board->moves[board->ply + index];
	return GMK_OK;
}

int gmk_board_setup_count(const gmk_board *board)
{
	return board ? board->setup_count : error_null("board");
}

int gmk_board_setup_at(const gmk_board *board, int index, gmk_stone *out)
{
	if (!board || !out)
		return error_null(!board ? "board" : "out");
	int status = check_index("set-up stones", index, board->setup_count);
	if (status != GMK_OK)
		return status;
	*out = board->setup[index];
	return GMK_OK;
}

int gmk_board_setup_to_move(const gmk_board *board)
{
	return board ? (int)board->setup_to_move : error_null("board");
}

int gmk_board_stone_count(const gmk_board *board)
{
	return board ? board->stones : error_null("board");
}

uint64_t gmk_board_hash(const gmk_board *board)
{
	return board ? board->hash : 0;
}

int gmk_board_result(const gmk_board *board, gmk_result *out)
{
	if (!board || !out)
		return error_null(!board ? "board" : "out");
	return versioned_write(&result_type, out, &board->result);
}

int gmk_board_is_over(const gmk_board *board)
{
	return board ? board->result.state != GMK_STATE_ONGOING : error_null("board");
}
