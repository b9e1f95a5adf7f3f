/* SPDX-License-Identifier: MIT */
/*
 * The opening handle: walks its rule's step table (steps.c) over a board.
 *
 * Invariants:
 *   1. the board holds exactly the stones placed so far, in order, so the
 *      colour of the next stone is the board's side to move;
 *   2. every action is checked completely before anything changes, so a
 *      refused action leaves the handle as it was;
 *   3. `step == table->count` exactly when the opening is done.
 */
#include <stdlib.h>

#include "core/error.h"
#include "gomoku/openrule.h"
#include "gomoku/status.h"
#include "opening/openrule_internal.h"

static const char *const phase_names[] = { "place", "choose", "declare", "offer", "pick",
					   "done" };

/* Logs a done action (for saving) and moves to the next step. */
static void record(gmk_openrule *op, opening_action action)
{
	op->history[op->history_count++] = action;
	op->step++;
}

static const opening_step *current(const gmk_openrule *op)
{
	return op->step < op->table->count ? &op->table->steps[op->step] : NULL;
}

static int player_holding(const gmk_openrule *op, int color)
{
	return op->color_of[0] == color ? 1 : 2;
}

static int actor_player(const gmk_openrule *op, step_actor actor)
{
	switch (actor) {
	case ACTOR_P1:
		return 1;
	case ACTOR_P2:
		return 2;
	case ACTOR_BLACK:
		return player_holding(op, GMK_BLACK);
	case ACTOR_WHITE:
		return player_holding(op, GMK_WHITE);
	}
	return 0;
}

/* GMK_OK when the current phase is `phase`; else GMK_EINVAL naming both. */
static int expect_phase(const gmk_openrule *op, gmk_openrule_phase phase)
{
	const opening_step *s = current(op);
	gmk_openrule_phase now = s ? s->phase : GMK_OPENRULE_PHASE_DONE;
	if (now != phase)
		return error_set(GMK_EINVAL, "the opening is at its %s phase, not at %s",
				 phase_names[now], phase_names[phase]);
	return GMK_OK;
}

/*
 * The start of a call made in one phase: clears the error; GMK_OK, or the
 * refusal of a NULL op or of another phase.
 */
static int enter(const gmk_openrule *op, gmk_openrule_phase phase)
{
	error_clear();
	if (!op)
		return error_null("opening");
	return expect_phase(op, phase);
}

GMK_API int gmk_openrule_new(gmk_openrule **out, gmk_openrule_kind kind, int n,
			     const gmk_board_options *opts)
{
	error_clear();
	if (!out)
		return error_null("out");
	if (!opts)
		return error_null("opts");
	const opening_steps *table = opening_steps_of(kind);
	if (!table)
		return error_set(GMK_EINVAL, "opening rule %d is none of gmk_openrule_kind",
				 (int)kind);
	int takes_n = kind == GMK_OPENRULE_SOOSORV || kind == GMK_OPENRULE_TARAGUCHI;
	if (takes_n ? n < 1 || n > GMK_OPENRULE_MAX_OFFERS : n != 0)
		return error_set(GMK_ERANGE, takes_n ? "n = %d: this rule needs 1..16 offers"
				 : "n = %d: only Soosorv-N and Taraguchi-N take an n, the "
				   "others 0", n);
	gmk_board *board;
	int status = gmk_board_new(&board, opts);
	if (status != GMK_OK)
		return status;
	int width = gmk_board_width(board), height = gmk_board_height(board);
	int side = 2 * table->largest_area + 1;
	if (width < side || height < side || width * height <= MOST_OPENING_STONES) {
		gmk_board_free(board);
		return error_set(GMK_ERANGE, "a %dx%d board is too small for this opening rule",
				 width, height);
	}
	gmk_openrule *op = calloc(1, sizeof *op);
	if (!op) {
		gmk_board_free(board);
		return error_nomem("an opening");
	}
	op->kind = kind;
	op->n = n;
	op->table = table;
	op->board = board;
	op->color_of[0] = GMK_BLACK;
	op->color_of[1] = GMK_WHITE;
	*out = op;
	return GMK_OK;
}

GMK_API void gmk_openrule_free(gmk_openrule *op)
{
	if (!op)
		return;
	gmk_board_free(op->board);
	free(op);
}

GMK_API int gmk_openrule_get_phase(const gmk_openrule *op)
{
	error_clear();
	if (!op)
		return error_null("opening");
	const opening_step *s = current(op);
	return s ? (int)s->phase : GMK_OPENRULE_PHASE_DONE;
}

GMK_API int gmk_openrule_to_act(const gmk_openrule *op)
{
	error_clear();
	if (!op)
		return error_null("opening");
	const opening_step *s = current(op);
	return s ? actor_player(op, s->actor) : 0;
}

GMK_API int gmk_openrule_color_of(const gmk_openrule *op, int player)
{
	error_clear();
	if (!op)
		return error_null("opening");
	if (player != 1 && player != 2)
		return error_set(GMK_EINVAL, "player %d: players are 1 and 2", player);
	return op->color_of[player - 1];
}

GMK_API int gmk_openrule_place_color(const gmk_openrule *op)
{
	int status = enter(op, GMK_OPENRULE_PHASE_PLACE);
	return status != GMK_OK ? status : gmk_board_to_move(op->board);
}

/* GMK_OK when (x, y) may take the next stone; else the status with its message. */
static int check_place(const gmk_openrule *op, int x, int y)
{
	int status = expect_phase(op, GMK_OPENRULE_PHASE_PLACE);
	if (status != GMK_OK)
		return status;
	int width = gmk_board_width(op->board), height = gmk_board_height(op->board);
	if (x < 0 || y < 0 || x >= width || y >= height)
		return error_off_board(x, y, width, height);
	if (gmk_board_at(op->board, x, y) != GMK_EMPTY)
		return error_occupied(x, y, width, height, gmk_board_at(op->board, x, y), 0);
	int area = current(op)->arg;
	if (area != AREA_ANY && (abs(x - width / 2) > area || abs(y - height / 2) > area))
		return error_at(GMK_EINVAL, x, y, width, height,
				"is outside the central %dx%d square this stone must go in",
				2 * area + 1, 2 * area + 1);
	return GMK_OK;
}

GMK_API int gmk_openrule_may_place(const gmk_openrule *op, int x, int y)
{
	error_clear();
	if (!op)
		return error_null("opening");
	int ok = check_place(op, x, y) == GMK_OK;
	error_clear();
	return ok;
}

/* Whether the current step is a CHOOSE that takes choice (any value). */
static int allows(const gmk_openrule *op, gmk_openrule_choice choice)
{
	const opening_step *s = current(op);
	if (!s || s->phase != GMK_OPENRULE_PHASE_CHOOSE)
		return 0;
	return choice == GMK_OPENRULE_STAY || choice == GMK_OPENRULE_SWAP ||
	       (s->extra != NO_EXTRA && choice == (gmk_openrule_choice)s->extra);
}

GMK_API int gmk_openrule_may_place_two(const gmk_openrule *op)
{
	error_clear();
	if (!op)
		return error_null("opening");
	return allows(op, GMK_OPENRULE_PLACE_TWO);
}

GMK_API int gmk_openrule_may_choose(const gmk_openrule *op, gmk_openrule_choice choice)
{
	error_clear();
	if (!op)
		return error_null("opening");
	return allows(op, choice);
}

static int declare_max(const gmk_openrule *op)
{
	int max = current(op)->arg;
	return max == DECLARE_UP_TO_N ? op->n : max;
}

GMK_API int gmk_openrule_declare_max(const gmk_openrule *op)
{
	int status = enter(op, GMK_OPENRULE_PHASE_DECLARE);
	return status != GMK_OK ? status : declare_max(op);
}

static int offers_due(const gmk_openrule *op)
{
	int count = current(op)->arg;
	return count == OFFER_DECLARED ? op->declared : count == OFFER_N ? op->n : count;
}

GMK_API int gmk_openrule_offer_count(const gmk_openrule *op)
{
	error_clear();
	if (!op)
		return error_null("opening");
	if (expect_phase(op, GMK_OPENRULE_PHASE_PICK) == GMK_OK)
		return (int)op->offer_count;
	int status = expect_phase(op, GMK_OPENRULE_PHASE_OFFER);
	return status != GMK_OK ? status : offers_due(op);
}

GMK_API int gmk_openrule_offers(const gmk_openrule *op, gmk_point *out, size_t capacity)
{
	error_clear();
	if (!op)
		return error_null("opening");
	if (!out && capacity > 0)
		return error_null("out");
	int status = expect_phase(op, GMK_OPENRULE_PHASE_PICK);
	if (status != GMK_OK)
		return status;
	if (capacity < op->offer_count)
		return error_buffer("offers", capacity, op->offer_count);
	for (size_t i = 0; i < op->offer_count; i++)
		out[i] = op->offers[i];
	return (int)op->offer_count;
}

GMK_API int gmk_openrule_place(gmk_openrule *op, int x, int y)
{
	error_clear();
	if (!op)
		return error_null("opening");
	int status = check_place(op, x, y);
	if (status != GMK_OK)
		return status;
	status = gmk_board_play(op->board, x, y);
	if (status == GMK_OK)
		record(op, (opening_action){ GMK_OPENRULE_PHASE_PLACE, x, y, 0 });
	return status;
}

/* The step a choice leads to (see opening_step's extra, keep_goes and extra_goes). */
static size_t step_after(const gmk_openrule *op, const opening_step *s, gmk_openrule_choice c)
{
	int goes = s->extra != NO_EXTRA && c == (gmk_openrule_choice)s->extra ? s->extra_goes
									       : s->keep_goes;
	return goes == GO_NEXT ? op->step + 1 : goes == GO_END ? op->table->count : (size_t)goes;
}

GMK_API int gmk_openrule_choose(gmk_openrule *op, gmk_openrule_choice choice)
{
	int status = enter(op, GMK_OPENRULE_PHASE_CHOOSE);
	if (status != GMK_OK)
		return status;
	if (choice == GMK_OPENRULE_PLACE_TWO && !allows(op, choice))
		return error_set(GMK_EINVAL, "placing two more stones is swap2's first choice only");
	if (choice == GMK_OPENRULE_OFFER_FIFTHS && !allows(op, choice))
		return error_set(GMK_EINVAL, "offering fifth moves instead of placing one is "
				 "Taraguchi-N's choice after the 4th stone only");
	if (!allows(op, choice))
		return error_set(GMK_EINVAL, "choice %d is none of gmk_openrule_choice", (int)choice);
	if (choice == GMK_OPENRULE_SWAP) {
		int first = op->color_of[0];
		op->color_of[0] = op->color_of[1];
		op->color_of[1] = first;
	}
	size_t next = step_after(op, current(op), choice);
	record(op, (opening_action){ GMK_OPENRULE_PHASE_CHOOSE, 0, 0, (int)choice });
	op->step = next;
	return GMK_OK;
}

GMK_API int gmk_openrule_declare(gmk_openrule *op, int n)
{
	int status = enter(op, GMK_OPENRULE_PHASE_DECLARE);
	if (status != GMK_OK)
		return status;
	if (n < 1 || n > declare_max(op))
		return error_set(GMK_ERANGE, "%d offers declared: this rule allows 1 to %d", n,
				 declare_max(op));
	op->declared = n;
	record(op, (opening_action){ GMK_OPENRULE_PHASE_DECLARE, 0, 0, n });
	return GMK_OK;
}

GMK_API int gmk_openrule_offer(gmk_openrule *op, const gmk_point *offers, size_t count)
{
	error_clear();
	if (!op)
		return error_null("opening");
	if (!offers)
		return error_null("offers");
	int status = expect_phase(op, GMK_OPENRULE_PHASE_OFFER);
	if (status != GMK_OK)
		return status;
	if (count != (size_t)offers_due(op))
		return error_set(GMK_EINVAL, "%zu fifth moves offered: %d are due", count,
				 offers_due(op));
	status = gmk_openrule_offers_distinct(op->board, offers, count);
	if (status != GMK_OK)
		return status;
	for (size_t i = 0; i < count; i++)
		op->offers[i] = offers[i];
	op->offer_count = count;
	record(op, (opening_action){ GMK_OPENRULE_PHASE_OFFER, 0, 0, (int)count });
	return GMK_OK;
}

GMK_API int gmk_openrule_pick(gmk_openrule *op, int x, int y)
{
	int status = enter(op, GMK_OPENRULE_PHASE_PICK);
	if (status != GMK_OK)
		return status;
	for (size_t i = 0; i < op->offer_count; i++)
		if (op->offers[i].x == x && op->offers[i].y == y) {
			status = gmk_board_play(op->board, x, y);
			if (status == GMK_OK)
				record(op, (opening_action){ GMK_OPENRULE_PHASE_PICK, x, y, 0 });
			return status;
		}
	return error_at(GMK_EINVAL, x, y, gmk_board_width(op->board), gmk_board_height(op->board),
			"is not one of the %zu offered fifth moves", op->offer_count);
}

GMK_API int gmk_openrule_board(const gmk_openrule *op, gmk_board **out)
{
	error_clear();
	if (!out)
		return error_null("out");
	if (!op)
		return error_null("opening");
	return gmk_board_clone(out, op->board);
}
