/* SPDX-License-Identifier: MIT */
/*
 * Tournament opening rules (swap1, swap2, RIF, Yamaguchi, Soosorv-N) as a
 * state machine over a board, and the 26 canonical renju openings.
 *
 * Two players take part: player 1 (the opener, tentatively black) and
 * player 2. The handle says which phase the opening is in, who acts, what
 * may be done there, and validates each action: a wrong one fails with a
 * specific status and a message, and changes nothing. When the phase is
 * GMK_OPENRULE_PHASE_DONE, gmk_openrule_board() hands over the position and
 * gmk_openrule_color_of() the colour each player ended up with.
 *
 * (gmk_opening_parse in record.h is another thing: Gomocup opening lines.)
 */
#ifndef GOMOKU_OPENRULE_H
#define GOMOKU_OPENRULE_H

#include <stddef.h>

#include "gomoku/board.h"
#include "gomoku/engine.h"
#include "gomoku/export.h"
#include "gomoku/types.h"

GMK_BEGIN_DECLS

typedef enum gmk_openrule_kind {
	GMK_OPENRULE_FREE = 0,      /* no opening rule: the game starts at once */
	GMK_OPENRULE_SWAP1 = 1,     /* player 1 places 3 stones, player 2 picks a colour */
	GMK_OPENRULE_SWAP2 = 2,     /* as swap1, or player 2 places 2 more and player 1 picks */
	GMK_OPENRULE_RIF = 3,       /* canonical 3 stones, swap, 4th, swap, 2 fifth-move offers */
	GMK_OPENRULE_YAMAGUCHI = 4, /* canonical 3 stones and N declared, swap, 4th, N offers */
	GMK_OPENRULE_SOOSORV = 5    /* canonical 3, swap, 4th and N (1..n) declared, swap, N offers */
} gmk_openrule_kind;

typedef enum gmk_openrule_phase {
	GMK_OPENRULE_PHASE_PLACE = 0,   /* place the next stone (its colour: place_color) */
	GMK_OPENRULE_PHASE_CHOOSE = 1,  /* keep the colour held, swap, or (swap2) place two more */
	GMK_OPENRULE_PHASE_DECLARE = 2, /* declare how many fifth moves will be offered */
	GMK_OPENRULE_PHASE_OFFER = 3,   /* black offers the declared number of fifth moves */
	GMK_OPENRULE_PHASE_PICK = 4,    /* white picks one offer, which is played */
	GMK_OPENRULE_PHASE_DONE = 5     /* the game proper starts */
} gmk_openrule_phase;

typedef enum gmk_openrule_choice {
	GMK_OPENRULE_STAY = 0,      /* keep the colour held now */
	GMK_OPENRULE_SWAP = 1,      /* exchange colours with the other player */
	GMK_OPENRULE_PLACE_TWO = 2  /* swap2's third option: place a white and a black stone */
} gmk_openrule_choice;

/* Most fifth-move offers any rule here allows (Yamaguchi, Soosorv-N). */
#define GMK_OPENRULE_MAX_OFFERS 16
/* The canonical renju openings: 13 direct (2nd stone beside h8), 13 indirect. */
#define GMK_OPENRULE_CANONICAL_COUNT 26

typedef struct gmk_openrule gmk_openrule;

/*
 * A new opening on an empty board made from opts. n is Soosorv's largest
 * number of offers (1..GMK_OPENRULE_MAX_OFFERS) and must be 0 for the other
 * rules. The rules that place stones in central squares need a board of at
 * least 5x5 (RIF, Yamaguchi, Soosorv), the others room for their stones.
 */
GMK_API int gmk_openrule_new(gmk_openrule **out, gmk_openrule_kind kind, int n,
			     const gmk_board_options *opts);
GMK_API void gmk_openrule_free(gmk_openrule *op);

/* The phase (a gmk_openrule_phase), or a negative status. */
GMK_API int gmk_openrule_get_phase(const gmk_openrule *op);
/* The player who acts now: 1 or 2; 0 when done. */
GMK_API int gmk_openrule_to_act(const gmk_openrule *op);
/* The colour player (1 or 2) holds now. */
GMK_API int gmk_openrule_color_of(const gmk_openrule *op, int player);
/* PLACE: the colour of the stone to place next. */
GMK_API int gmk_openrule_place_color(const gmk_openrule *op);
/* PLACE: 1 when (x, y) is a legal place for the next stone, else 0. */
GMK_API int gmk_openrule_may_place(const gmk_openrule *op, int x, int y);
/* CHOOSE: 1 when GMK_OPENRULE_PLACE_TWO is allowed now, else 0. */
GMK_API int gmk_openrule_may_place_two(const gmk_openrule *op);
/* DECLARE: the largest number that may be declared (the smallest is 1). */
GMK_API int gmk_openrule_declare_max(const gmk_openrule *op);
/* OFFER: how many offers are due; PICK: how many there are to pick from. */
GMK_API int gmk_openrule_offer_count(const gmk_openrule *op);
/* PICK: the offers, into out (capacity points); returns how many. */
GMK_API int gmk_openrule_offers(const gmk_openrule *op, gmk_point *out, size_t capacity);

/* The actions; each fails with GMK_EINVAL when it is not the current phase's. */
GMK_API int gmk_openrule_place(gmk_openrule *op, int x, int y);
GMK_API int gmk_openrule_choose(gmk_openrule *op, gmk_openrule_choice choice);
GMK_API int gmk_openrule_declare(gmk_openrule *op, int n);
GMK_API int gmk_openrule_offer(gmk_openrule *op, const gmk_point *offers, size_t count);
GMK_API int gmk_openrule_pick(gmk_openrule *op, int x, int y);

/*
 * The engine takes the current step for whoever acts: places a stone
 * (balanced, by a short balance search, when the other player will judge it
 * by a swap; else its best move), chooses a colour, declares a number,
 * makes the offers or picks one. Each of the searches it runs gets limits
 * (NULL: the engine's defaults); a placement runs up to 7. Nothing changes
 * on failure. GMK_EINVAL when the opening is done.
 */
GMK_API int gmk_openrule_engine_act(gmk_openrule *op, gmk_engine *engine,
				    const gmk_search_limits *limits);

/* A copy of the position so far (free it with gmk_board_free). */
GMK_API int gmk_openrule_board(const gmk_openrule *op, gmk_board **out);

/*
 * The opening so far as JSON (the rule, the board options and every action in
 * order); *out is freed with gmk_free. Loading replays the actions with the
 * calls above, so a file is held to the same rules (the board's backend is
 * not kept: it comes back AUTO).
 */
GMK_API int gmk_openrule_to_json(const gmk_openrule *op, char **out);
GMK_API int gmk_openrule_from_json(gmk_openrule **out, const char *json, size_t len);

/*
 * Canonical opening `index` (0..25; 0..12 are 1D..13D, 13..25 are 1I..13I):
 * its name ("4D Kagetsu") and its three stones on 15x15 (black h8, white,
 * black), in the orientation the published diagrams use.
 */
GMK_API int gmk_openrule_canonical(int index, const char **name, gmk_stone stones[3]);
/*
 * The index of the canonical opening the board's first three moves form, under
 * any of the board's symmetries about its centre; GMK_EINVAL with a message when
 * they form none (or the board has fewer than three moves).
 */
GMK_API int gmk_openrule_canonical_of(const gmk_board *board);
/*
 * GMK_OK when the count offered points are empty, on the board and pairwise
 * non-equivalent under the symmetries that map the board's stones onto
 * themselves; else GMK_EINVAL (GMK_EOFFBOARD, GMK_EOCCUPIED) and a message
 * naming the two offers and the symmetry.
 */
GMK_API int gmk_openrule_offers_distinct(const gmk_board *board, const gmk_point *offers,
					 size_t count);

GMK_END_DECLS

#endif
