/* SPDX-License-Identifier: MIT */
/**
 * @file gomoku/explain.h
 * @brief Explanations for learners: why a point is forbidden for black, and
 * the fours and open threes on the board.
 *
 * gmk_board_explain_foul() lists the lines that black playing a point would
 * make, with their stones and key points, and for each three whether it is
 * real and, if not, why not. gmk_board_threats() lists a side's fours and
 * open threes with their key and defending points.
 * gmk_board_explain_sequence() names the threat of each move of a forced win
 * (as gmk_engine_solve_vcf() and gmk_engine_solve_vct() return it).
 *
 * Both only read the board: like every board query they may run on one
 * board from one thread at a time (see @ref md_docs_threading "Threading").
 */
#ifndef GOMOKU_EXPLAIN_H
#define GOMOKU_EXPLAIN_H

#include "gomoku/export.h"
#include "gomoku/rules.h"
#include "gomoku/types.h"

GMK_BEGIN_DECLS

/**
 * @brief Stones listed per line (an overline on a big board may have more:
 * gmk_foul_line::stone_count says).
 */
#define GMK_EXPLAIN_MAX_STONES 12
/** @brief Key points per line: a line with two fours (X.XXX.X) has two five points. */
#define GMK_EXPLAIN_MAX_KEYS 4

/** @brief One line through the point, as black playing there would make it. */
typedef struct gmk_foul_line {
	gmk_direction direction;  /**< The line's direction. */
	/**
	 * What the move makes on this line (as gmk_board_patterns() says); a
	 * fake three is a #GMK_PATTERN_CLOSED_THREE.
	 */
	gmk_pattern pattern;
	/** 1 when the line counts toward the foul: a five, a four, an overline or a real three. */
	int real;
	/**
	 * The number of black stones in the row, the point itself included;
	 * may exceed #GMK_EXPLAIN_MAX_STONES.
	 */
	int stone_count;
	/** The first min(stone_count, #GMK_EXPLAIN_MAX_STONES) of those stones. */
	gmk_point stones[GMK_EXPLAIN_MAX_STONES];
	/** The number of entries in keys, key_fouls and key_makes_five. */
	int key_count;
	/**
	 * The key empty points: a four's five points, a three's straight-four
	 * points (none for a five or an overline).
	 */
	gmk_point keys[GMK_EXPLAIN_MAX_KEYS];
	/**
	 * The foul each key point would be with the point played; for a three,
	 * #GMK_FOUL_NONE means a legal key, so the three is real.
	 */
	gmk_foul key_fouls[GMK_EXPLAIN_MAX_KEYS];
	/**
	 * For a three: 1 when the key would make a five at the same time (then
	 * it does not make the row a three either); 0 for a four.
	 */
	int key_makes_five[GMK_EXPLAIN_MAX_KEYS];
} gmk_foul_line;

/** @brief The current version of #gmk_foul_explanation (see @ref md_docs_abi "ABI policy"). */
#define GMK_FOUL_EXPLANATION_VERSION 1

/** @brief Why a point is (or is not) a foul: gmk_board_explain_foul()'s answer. */
typedef struct gmk_foul_explanation {
	unsigned int version;         /**< #GMK_FOUL_EXPLANATION_VERSION, set by the caller. */
	gmk_foul foul;                /**< The point's foul, as gmk_board_foul() says. */
	int makes_five;               /**< 1: the move wins, which beats any foul. */
	int line_count;               /**< The number of lines filled in. */
	/** The lines that hold a five, an overline, a four or a three, in direction order. */
	gmk_foul_line lines[GMK_DIRECTIONS];
} gmk_foul_explanation;

/**
 * @brief Explains what black playing the empty (x, y) would make on each
 * line that holds a five, an overline, a four or a three (real or fake):
 * enough to say why the point is (or is not) a foul.
 *
 * A key point's own foul is judged with (x, y) on the board, as the rules
 * judge it; to read one level deeper, play (x, y) on a copy and explain the
 * key point there. Answered under every rule (gmk_foul_explanation::foul is
 * #GMK_FOUL_NONE but under renju), whoever is to move.
 *
 * @param board The board; not changed.
 * @param x The column.
 * @param y The row.
 * @param[out] out Receives the explanation, only on success; its version
 *                 must be set.
 * @return #GMK_OK; #GMK_EINVAL for a NULL board or out; #GMK_EVERSION for an
 *         out version this library does not know (or 0); #GMK_EOFFBOARD;
 *         #GMK_EOCCUPIED; #GMK_ENOMEM.
 */
GMK_API int gmk_board_explain_foul(const gmk_board *board, int x, int y,
				   gmk_foul_explanation *out);

/** @brief What a #gmk_threat threatens. */
typedef enum gmk_threat_kind {
	GMK_THREAT_FOUR = 0,        /**< One more stone makes a five. */
	GMK_THREAT_OPEN_THREE = 1,  /**< One more stone makes a straight four. */
	/**
	 * A finished five (keys and defences empty): only in a
	 * #gmk_sequence_step, never from gmk_board_threats(). Added in 1.3.0.
	 */
	GMK_THREAT_FIVE = 2
} gmk_threat_kind;

/** @brief Points listed per threat (stones, keys, defences). */
#define GMK_THREAT_MAX_POINTS 6

/**
 * @brief One threat on the board.
 *
 * A plain value type like #gmk_point (filled into the caller's array), so
 * it carries no version: its layout is fixed for ABI major 1.
 */
typedef struct gmk_threat {
	gmk_threat_kind kind;      /**< A four or an open three. */
	gmk_color color;           /**< The side that holds the threat. */
	gmk_direction direction;   /**< The line it lies on. */
	int stone_count;           /**< The number of entries in stones. */
	/** The threat's stones (at most #GMK_THREAT_MAX_POINTS listed). */
	gmk_point stones[GMK_THREAT_MAX_POINTS];
	int key_count;             /**< The number of entries in keys. */
	/** A four's five points; an open three's straight-four points. */
	gmk_point keys[GMK_THREAT_MAX_POINTS];
	int defence_count;         /**< The number of entries in defences. */
	/** Where the other side's stone removes the threat. */
	gmk_point defences[GMK_THREAT_MAX_POINTS];
} gmk_threat;

/**
 * @brief The fours and open threes color has on the board, each with its
 * stones, key points and defending points.
 *
 * Under renju a black three counts only when a straight-four point is legal.
 *
 * @param board The board; not changed.
 * @param color #GMK_BLACK or #GMK_WHITE, whichever is to move.
 * @param[out] out Receives at most capacity threats; may be NULL when
 *                 capacity is 0.
 * @param capacity The number of threats out can hold.
 * @return The total number of threats (which may exceed capacity, as with
 *         gmk_board_legal_moves()); #GMK_EINVAL for a NULL board, a NULL out
 *         with a capacity, or a color neither black nor white; #GMK_ENOMEM.
 */
GMK_API int gmk_board_threats(const gmk_board *board, gmk_color color, gmk_threat *out,
			      size_t capacity);

/**
 * @brief What one move of a sequence does, as gmk_board_explain_sequence()
 * names it. Added in 1.3.0.
 *
 * The kinds that make a threat are judged on the lines through the move
 * alone. A move that makes a four is named by it even when it also blocks;
 * an attacker's move that blocks and makes an open three is named by the
 * three, a defender's by the block.
 */
typedef enum gmk_step_kind {
	GMK_STEP_QUIET = 0,        /**< No five, four or open three, and no block. */
	GMK_STEP_FIVE = 1,         /**< The move makes five and wins. */
	GMK_STEP_FOUR = 2,         /**< One four (one five point): the reply is forced. */
	GMK_STEP_OPEN_FOUR = 3,    /**< A straight four: two five points on one line. */
	GMK_STEP_DOUBLE_FOUR = 4,  /**< Two fours at once. */
	GMK_STEP_FOUR_THREE = 5,   /**< A four and an open three at once. */
	GMK_STEP_OPEN_THREE = 6,   /**< One open three. */
	GMK_STEP_DOUBLE_THREE = 7, /**< Two open threes or more (a foul for black under renju). */
	/** The move stops a four or an open three the other side had just before. */
	GMK_STEP_BLOCK = 8,
	/** The defender (the side not to move at the start) makes a four: a tempo of his own. */
	GMK_STEP_COUNTER_FOUR = 9
} gmk_step_kind;

/** @brief Threat lines listed per step (a move lies on four lines). */
#define GMK_STEP_MAX_LINES 4

/**
 * @brief One move of a sequence with its threat named. Added in 1.3.0.
 *
 * A plain value type like #gmk_threat (filled into the caller's array), so
 * it carries no version: its layout is fixed for ABI major 1.
 */
typedef struct gmk_sequence_step {
	gmk_point move;            /**< The move. */
	gmk_color color;           /**< The side that plays it. */
	/** 1 for the side to move at the start of the sequence (the attacker), 0 for the other. */
	int attacker;
	gmk_step_kind kind;        /**< What the move does. */
	int line_count;            /**< The number of entries in lines. */
	/**
	 * The lines that make kind: a five (#GMK_THREAT_FIVE); the fours, then
	 * the open threes the move makes (stones include the move; keys and
	 * defences as gmk_board_threats() finds them after the move); for a
	 * block or a counter-four, then the other side's threats the move stops,
	 * as they stood before it.
	 */
	gmk_threat lines[GMK_STEP_MAX_LINES];
} gmk_sequence_step;

/**
 * @brief Explains a sequence of moves played from the board's position:
 * each move's threat (five, four, open four, double four, four-three, open
 * three, double three) with its line's stones, key and defending points,
 * and each block or counter-four with the threats it stops.
 *
 * The sequence is played on a copy, from the side to move: attacker and
 * defender alternating, as gmk_engine_solve_vcf() and
 * gmk_engine_solve_vct() write a forced win. Any legal sequence is
 * accepted; the last move may end the game.
 *
 * @param board The board; not changed.
 * @param sequence The moves; may be NULL when length is 0.
 * @param length The number of moves.
 * @param[out] out Receives length steps, only on success; may be NULL when
 *                 capacity is 0.
 * @param capacity The number of steps out can hold.
 * @return #GMK_OK; #GMK_EINVAL for a NULL board, a NULL sequence with a
 *         length or a NULL out with a capacity; #GMK_EBUFFER when capacity is
 *         less than length; #GMK_ERANGE for a sequence longer than the board
 *         has points; for a move that cannot be played (the message names
 *         its index): #GMK_EOFFBOARD, #GMK_EOCCUPIED, #GMK_EFORBIDDEN,
 *         #GMK_EGAMEOVER; #GMK_ENOMEM. Nothing is written on failure.
 */
GMK_API int gmk_board_explain_sequence(const gmk_board *board, const gmk_point *sequence,
				       size_t length, gmk_sequence_step *out,
				       size_t capacity);

/**
 * @brief The name of a step kind, for display: "quiet", "five", "four",
 * "open-four", "double-four", "four-three", "open-three", "double-three",
 * "block" or "counter-four". Added in 1.3.0.
 * @param kind A #gmk_step_kind value.
 * @return The name; "unknown" for any other value. Static, never NULL.
 */
GMK_API const char *gmk_step_kind_name(int kind);

GMK_END_DECLS

#endif
