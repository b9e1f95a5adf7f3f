/* SPDX-License-Identifier: MIT */
/**
 * @file gomoku/openrule.h
 * @brief Tournament opening rules (swap1, swap2, RIF, Yamaguchi, Soosorv-N,
 * Taraguchi-N) as a state machine over a board, and the 26 canonical renju
 * openings.
 *
 * Two players take part: player 1 (the opener, tentatively black) and
 * player 2. The handle says which phase the opening is in, who acts, what
 * may be done there, and validates each action: a wrong one fails with a
 * specific status and a message, and changes nothing. When the phase is
 * GMK_OPENRULE_PHASE_DONE, gmk_openrule_board() hands over the position and
 * gmk_openrule_color_of() the colour each player ended up with.
 *
 * Each fallible call returns #GMK_OK (or the value asked for) or a negative
 * status with a message (gmk_last_error_message()). An opening, like a
 * board, is used by one thread at a time; different openings are
 * independent (see @ref md_docs_threading "Threading").
 *
 * Taraguchi-N (#GMK_OPENRULE_TARAGUCHI) is played as the RIF accepted it
 * in 2011 (after Yamaguchi's Taraguchi, which is Taraguchi-5):
 *   1. black places the 1st stone on the centre point; white may swap;
 *   2. white places the 2nd within the central 3x3 square; black may swap;
 *   3. black places the 3rd within the central 5x5; white may swap;
 *   4. white places the 4th within the central 7x7; then black either
 *      - stays or swaps (#GMK_OPENRULE_STAY, #GMK_OPENRULE_SWAP), after which
 *        black places the 5th within the central 9x9, white may swap, and the
 *        opening ends with white to play the 6th anywhere; or
 *      - offers N fifth moves anywhere (#GMK_OPENRULE_OFFER_FIFTHS), no two
 *        equivalent under a symmetry of the position; white picks one, and
 *        the opening ends with white to play the 6th (no swap after that).
 * "Black" and "white" are whoever holds the colour at that moment: each
 * "may swap" is a #GMK_OPENRULE_PHASE_CHOOSE of the player who did not
 * place the stone before it. The board needs at least 9x9.
 *
 * (gmk_opening_parse() in record.h is another thing: Gomocup opening lines.)
 */
#ifndef GOMOKU_OPENRULE_H
#define GOMOKU_OPENRULE_H

#include <stddef.h>

#include "gomoku/board.h"
#include "gomoku/engine.h"
#include "gomoku/export.h"
#include "gomoku/types.h"

GMK_BEGIN_DECLS

/** @brief The opening rules. */
typedef enum gmk_openrule_kind {
	GMK_OPENRULE_FREE = 0,      /**< No opening rule: the game starts at once. */
	GMK_OPENRULE_SWAP1 = 1,     /**< Player 1 places 3 stones, player 2 picks a colour. */
	GMK_OPENRULE_SWAP2 = 2,     /**< As swap1, or player 2 places 2 more and player 1 picks. */
	GMK_OPENRULE_RIF = 3,       /**< Canonical 3 stones, swap, 4th, swap, 2 fifth-move offers. */
	GMK_OPENRULE_YAMAGUCHI = 4, /**< Canonical 3 stones and N declared, swap, 4th, N offers. */
	GMK_OPENRULE_SOOSORV = 5,   /**< Canonical 3, swap, 4th and N (1..n) declared, swap, N offers. */
	GMK_OPENRULE_TARAGUCHI = 6  /**< Taraguchi-N: a swap after each of 4 central stones, then a
				         5th and a swap, or N offers (1.3.0; see the file's text). */
} gmk_openrule_kind;

/** @brief Where an opening stands: what the player to act does next. */
typedef enum gmk_openrule_phase {
	GMK_OPENRULE_PHASE_PLACE = 0,   /**< Place the next stone (its colour: gmk_openrule_place_color()). */
	GMK_OPENRULE_PHASE_CHOOSE = 1,  /**< Keep the colour held, swap, or (swap2) place two more. */
	GMK_OPENRULE_PHASE_DECLARE = 2, /**< Declare how many fifth moves will be offered. */
	GMK_OPENRULE_PHASE_OFFER = 3,   /**< Black offers the declared number of fifth moves. */
	GMK_OPENRULE_PHASE_PICK = 4,    /**< White picks one offer, which is played. */
	GMK_OPENRULE_PHASE_DONE = 5     /**< The opening is over: the game proper starts. */
} gmk_openrule_phase;

/** @brief A player's answer in the #GMK_OPENRULE_PHASE_CHOOSE phase. */
typedef enum gmk_openrule_choice {
	GMK_OPENRULE_STAY = 0,      /**< Keep the colour held now. */
	GMK_OPENRULE_SWAP = 1,      /**< Exchange colours with the other player. */
	GMK_OPENRULE_PLACE_TWO = 2, /**< Swap2's third option: place a white and a black stone. */
	GMK_OPENRULE_OFFER_FIFTHS = 3 /**< Taraguchi-N's third option after the 4th stone: black
					   offers N fifth moves instead of placing one (1.3.0). */
} gmk_openrule_choice;

/** @brief Most fifth-move offers any rule here allows (Yamaguchi, Soosorv-N, Taraguchi-N). */
#define GMK_OPENRULE_MAX_OFFERS 16
/** @brief The canonical renju openings: 13 direct (2nd stone beside h8), 13 indirect. */
#define GMK_OPENRULE_CANONICAL_COUNT 26

/** @brief An opening in progress (opaque; gmk_openrule_new(), gmk_openrule_free()). */
typedef struct gmk_openrule gmk_openrule;

/**
 * @brief Creates a new opening on an empty board.
 *
 * The rules that place stones in central squares need a board that holds
 * their largest square (RIF, Yamaguchi, Soosorv: 5x5; Taraguchi-N: 9x9),
 * the others room for their stones.
 *
 * @param[out] out Receives the opening, only on success; free it with
 *                 gmk_openrule_free().
 * @param kind The opening rule.
 * @param n Soosorv-N's largest number of offers, or Taraguchi-N's number of
 *          offers (1 to #GMK_OPENRULE_MAX_OFFERS); 0 for the other rules.
 * @param opts The board's options (not NULL).
 * @return #GMK_OK; #GMK_EINVAL for a NULL out or opts, an unknown kind or a
 *         bad enum in opts; #GMK_EVERSION for an opts version this library
 *         does not know; #GMK_ERANGE for an n out of range, a board option
 *         out of range or a board too small for the rule; #GMK_ENOMEM.
 */
GMK_API int gmk_openrule_new(gmk_openrule **out, gmk_openrule_kind kind, int n,
			     const gmk_board_options *opts);
/**
 * @brief Frees an opening and its board.
 * @param op The opening; NULL is a no-op.
 */
GMK_API void gmk_openrule_free(gmk_openrule *op);

/**
 * @brief The current phase.
 * @param op The opening.
 * @return A #gmk_openrule_phase; #GMK_EINVAL for a NULL op.
 */
GMK_API int gmk_openrule_get_phase(const gmk_openrule *op);
/**
 * @brief The player who acts now.
 * @param op The opening.
 * @return 1 or 2; 0 when the opening is done; #GMK_EINVAL for a NULL op.
 */
GMK_API int gmk_openrule_to_act(const gmk_openrule *op);
/**
 * @brief The colour a player holds now (final once the opening is done).
 * @param op The opening.
 * @param player 1 or 2.
 * @return #GMK_BLACK or #GMK_WHITE; #GMK_EINVAL for a NULL op or a player
 *         other than 1 and 2.
 */
GMK_API int gmk_openrule_color_of(const gmk_openrule *op, int player);
/**
 * @brief In the #GMK_OPENRULE_PHASE_PLACE phase: the colour of the stone to
 * place next.
 * @param op The opening.
 * @return #GMK_BLACK or #GMK_WHITE; #GMK_EINVAL for a NULL op or another
 *         phase.
 */
GMK_API int gmk_openrule_place_color(const gmk_openrule *op);
/**
 * @brief Whether gmk_openrule_place() would accept (x, y) now.
 * @param op The opening.
 * @param x The column.
 * @param y The row.
 * @return 1 when (x, y) is a legal place for the next stone; 0 when it is
 *         not, or the phase is not #GMK_OPENRULE_PHASE_PLACE; #GMK_EINVAL
 *         for a NULL op.
 */
GMK_API int gmk_openrule_may_place(const gmk_openrule *op, int x, int y);
/**
 * @brief Whether #GMK_OPENRULE_PLACE_TWO is allowed now.
 * @param op The opening.
 * @return 1 in swap2's first #GMK_OPENRULE_PHASE_CHOOSE phase, else 0;
 *         #GMK_EINVAL for a NULL op.
 */
GMK_API int gmk_openrule_may_place_two(const gmk_openrule *op);
/**
 * @brief Whether gmk_openrule_choose() would accept a choice now.
 * @param op The opening.
 * @param choice The choice.
 * @return 1 in a #GMK_OPENRULE_PHASE_CHOOSE phase that allows it (#GMK_OPENRULE_STAY
 *         and #GMK_OPENRULE_SWAP in every one, #GMK_OPENRULE_PLACE_TWO in
 *         swap2's first, #GMK_OPENRULE_OFFER_FIFTHS in Taraguchi-N's after the
 *         4th stone), else 0; #GMK_EINVAL for a NULL op. Added in 1.3.0.
 */
GMK_API int gmk_openrule_may_choose(const gmk_openrule *op, gmk_openrule_choice choice);
/**
 * @brief In the #GMK_OPENRULE_PHASE_DECLARE phase: the largest number that
 * may be declared (the smallest is 1).
 * @param op The opening.
 * @return The largest number; #GMK_EINVAL for a NULL op or another phase.
 */
GMK_API int gmk_openrule_declare_max(const gmk_openrule *op);
/**
 * @brief How many offers are due (#GMK_OPENRULE_PHASE_OFFER) or there are to
 * pick from (#GMK_OPENRULE_PHASE_PICK).
 * @param op The opening.
 * @return The count; #GMK_EINVAL for a NULL op or another phase.
 */
GMK_API int gmk_openrule_offer_count(const gmk_openrule *op);
/**
 * @brief In the #GMK_OPENRULE_PHASE_PICK phase: the offered fifth moves, in
 * the order they were offered.
 * @param op The opening.
 * @param[out] out Receives the offers; may be NULL when capacity is 0.
 * @param capacity The number of points out can hold: at least
 *                 gmk_openrule_offer_count().
 * @return The number of offers written; #GMK_EINVAL for a NULL op, a NULL out
 *         with a capacity, or another phase; #GMK_EBUFFER when capacity is
 *         smaller than the number of offers (nothing is written).
 */
GMK_API int gmk_openrule_offers(const gmk_openrule *op, gmk_point *out, size_t capacity);

/**
 * @brief #GMK_OPENRULE_PHASE_PLACE: places the next stone at (x, y).
 * @param op The opening.
 * @param x The column.
 * @param y The row.
 * @return #GMK_OK; #GMK_EINVAL for a NULL op, another phase, or a point
 *         outside the central square this stone must go in; #GMK_EOFFBOARD;
 *         #GMK_EOCCUPIED; or the status of gmk_board_play() refusing it.
 *         Nothing changes on failure.
 */
GMK_API int gmk_openrule_place(gmk_openrule *op, int x, int y);
/**
 * @brief #GMK_OPENRULE_PHASE_CHOOSE: keeps the colour held, swaps, or takes
 * the step's third option (swap2: place two more stones; Taraguchi-N after
 * the 4th stone: offer N fifth moves). Staying or swapping where
 * #GMK_OPENRULE_PLACE_TWO was allowed ends the opening.
 * @param op The opening.
 * @param choice The choice.
 * @return #GMK_OK; #GMK_EINVAL for a NULL op, another phase, a choice none
 *         of #gmk_openrule_choice, or a third option the step does not allow
 *         (see gmk_openrule_may_choose()). Nothing changes on failure.
 */
GMK_API int gmk_openrule_choose(gmk_openrule *op, gmk_openrule_choice choice);
/**
 * @brief #GMK_OPENRULE_PHASE_DECLARE: declares how many fifth moves will be
 * offered.
 * @param op The opening.
 * @param n 1 to gmk_openrule_declare_max().
 * @return #GMK_OK; #GMK_EINVAL for a NULL op or another phase; #GMK_ERANGE
 *         for an n out of range. Nothing changes on failure.
 */
GMK_API int gmk_openrule_declare(gmk_openrule *op, int n);
/**
 * @brief #GMK_OPENRULE_PHASE_OFFER: offers the fifth moves, checked as
 * gmk_openrule_offers_distinct() checks them.
 * @param op The opening.
 * @param offers The offered points.
 * @param count Exactly gmk_openrule_offer_count().
 * @return #GMK_OK; #GMK_EINVAL for a NULL op or offers, another phase, a
 *         count that is not the one due, or two equivalent offers;
 *         #GMK_EOFFBOARD; #GMK_EOCCUPIED. Nothing changes on failure.
 */
GMK_API int gmk_openrule_offer(gmk_openrule *op, const gmk_point *offers, size_t count);
/**
 * @brief #GMK_OPENRULE_PHASE_PICK: picks one of the offers, which is played.
 * @param op The opening.
 * @param x The offer's column.
 * @param y The offer's row.
 * @return #GMK_OK; #GMK_EINVAL for a NULL op, another phase, or a point that
 *         was not offered; or the status of gmk_board_play() refusing it.
 *         Nothing changes on failure.
 */
GMK_API int gmk_openrule_pick(gmk_openrule *op, int x, int y);

/**
 * @brief The engine takes the current step for whoever acts.
 *
 * It places a stone (balanced, by a short balance search, when the other
 * player will judge it by a swap; else its best move), chooses a colour,
 * declares a number, makes the offers or picks one. A placement runs up to
 * 7 searches, a pick one per offer; Taraguchi-N's choice after the 4th
 * stone weighs offering against staying (N + 1 searches): it offers when
 * even the offer white would pick leaves black clearly ahead. The engine
 * is used as gmk_engine_search() uses it: by one thread at a time.
 *
 * @param op The opening.
 * @param engine The engine that decides.
 * @param limits The limits of each search; NULL for the engine's defaults.
 * @return #GMK_OK; #GMK_EINVAL for a NULL op or engine, or an opening that is
 *         done; a failing search's status (#GMK_EVERSION, #GMK_ERANGE for bad
 *         limits; #GMK_ENOMOVE, #GMK_ENOMEM), #GMK_ENOMOVE also when there is
 *         no point to place on or too few distinct fifth moves to offer.
 *         Nothing changes on failure.
 */
GMK_API int gmk_openrule_engine_act(gmk_openrule *op, gmk_engine *engine,
				    const gmk_search_limits *limits);

/**
 * @brief A copy of the position so far.
 * @param op The opening.
 * @param[out] out Receives the board, only on success; free it with
 *                 gmk_board_free().
 * @return #GMK_OK; #GMK_EINVAL for a NULL op or out; #GMK_ENOMEM.
 */
GMK_API int gmk_openrule_board(const gmk_openrule *op, gmk_board **out);

/**
 * @brief The opening so far as JSON: the rule, the board options and every
 * action in order.
 * @param op The opening.
 * @param[out] out Receives the NUL-terminated text, only on success; free it
 *                 with gmk_free().
 * @return #GMK_OK; #GMK_EINVAL for a NULL op or out; #GMK_ENOMEM.
 */
GMK_API int gmk_openrule_to_json(const gmk_openrule *op, char **out);
/**
 * @brief Loads an opening saved by gmk_openrule_to_json().
 *
 * Loading replays the actions with the calls above, so a file is held to
 * the same rules. The board's backend is not saved: the loaded board
 * chooses it as #GMK_BACKEND_AUTO does, like a fresh opening with default
 * options.
 *
 * @param[out] out Receives the opening, only on success; free it with
 *                 gmk_openrule_free().
 * @param json The text (need not be NUL-terminated).
 * @param len Its length in bytes.
 * @return #GMK_OK; #GMK_EINVAL for a NULL out or json; #GMK_EPARSE for
 *         malformed JSON or a missing, unknown or mistyped field; #GMK_ERANGE
 *         for a number out of range; any status gmk_openrule_new() or a
 *         replayed action returns; #GMK_ENOMEM.
 */
GMK_API int gmk_openrule_from_json(gmk_openrule **out, const char *json, size_t len);

/**
 * @brief One canonical renju opening: its name and its three stones.
 *
 * The stones are on 15x15 (black h8, white, black), in the orientation the
 * published diagrams use.
 *
 * @param index 0 to #GMK_OPENRULE_CANONICAL_COUNT - 1: 0..12 are 1D..13D,
 *              13..25 are 1I..13I.
 * @param[out] name Receives the name ("4D Kagetsu"), a static string.
 * @param[out] stones Receives the three stones, in move order.
 * @return #GMK_OK; #GMK_EINVAL for a NULL name or stones; #GMK_ERANGE for an
 *         index out of range.
 */
GMK_API int gmk_openrule_canonical(int index, const char **name, gmk_stone stones[3]);
/**
 * @brief The canonical opening the board's first three moves form, under any
 * of the board's symmetries about its centre.
 * @param board The board; it needs odd sides of at least 5.
 * @return The index (see gmk_openrule_canonical()); #GMK_EINVAL with a
 *         message for a NULL board, fewer than three moves, a board with no
 *         centre point or 5x5 square, or moves that form none.
 */
GMK_API int gmk_openrule_canonical_of(const gmk_board *board);
/**
 * @brief Checks fifth-move offers: empty, on the board, and pairwise
 * non-equivalent under the symmetries that map the board's stones onto
 * themselves.
 * @param board The position the offers are made in.
 * @param offers The offered points; may be NULL when count is 0.
 * @param count The number of offers.
 * @return #GMK_OK; #GMK_EINVAL for a NULL board, a NULL offers with a count,
 *         or two equivalent offers (the message names both and the
 *         symmetry); #GMK_EOFFBOARD; #GMK_EOCCUPIED.
 */
GMK_API int gmk_openrule_offers_distinct(const gmk_board *board, const gmk_point *offers,
					 size_t count);

GMK_END_DECLS

#endif
