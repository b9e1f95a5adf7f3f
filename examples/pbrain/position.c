/* SPDX-License-Identifier: MIT */
/*
 * Positions the manager sends: BOARD/YXBOARD blocks, TAKEBACK, moves the
 * board's own referee would refuse, and rule changes that need a new board.
 * Every function builds a new board first and swaps it in only on success,
 * so a refused request leaves the game as it was.
 */
#include <stdlib.h>
#include <string.h>

#include "brain.h"

static gmk_color other(gmk_color c)
{
	return c == GMK_BLACK ? GMK_WHITE : GMK_BLACK;
}

/* Every stone on the board: set-up stones first, then the moves in order. */
static gmk_stone *collect_stones(const gmk_board *board, size_t *count)
{
	int setup = gmk_board_setup_count(board);
	int moves = gmk_board_move_count(board);
	size_t total = (size_t)(setup > 0 ? setup : 0) + (size_t)(moves > 0 ? moves : 0);
	gmk_stone *stones = malloc((total ? total : 1) * sizeof(*stones));
	if (!stones)
		return NULL;
	size_t n = 0;
	for (int i = 0; i < setup; i++)
		if (gmk_board_setup_at(board, i, &stones[n]) == GMK_OK)
			n++;
	for (int i = 0; i < moves; i++) {
		gmk_point p;
		if (gmk_board_move_at(board, i, &p) != GMK_OK)
			continue;
		int c = gmk_board_at(board, p.x, p.y);
		if (c == GMK_BLACK || c == GMK_WHITE)
			stones[n++] = (gmk_stone){ p.x, p.y, (gmk_color)c };
	}
	*count = n;
	return stones;
}

static gmk_color side_to_move(const gmk_board *board)
{
	int c = gmk_board_to_move(board);
	if (c == GMK_BLACK || c == GMK_WHITE)
		return (gmk_color)c;
	return gmk_board_stone_count(board) % 2 ? GMK_WHITE : GMK_BLACK;
}

static void replace_board(struct brain *brain, gmk_board *board)
{
	gmk_board_free(brain->board);
	brain->board = board;
}

/* A board of the brain's options holding exactly these stones. */
static int board_from_stones(const struct brain *brain, const gmk_stone *stones, size_t count,
			     gmk_color to_move, gmk_board **out)
{
	gmk_board *board;
	int status = gmk_board_new(&board, &brain->options);
	if (status != GMK_OK)
		return status;
	status = gmk_board_setup(board, stones, count, to_move);
	if (status != GMK_OK) {
		gmk_board_free(board);
		return status;
	}
	*out = board;
	return GMK_OK;
}

/*
 * Replays stones that alternate black, white, ... through the board's rules
 * (so renju history stays real); falls back to a set-up position when a move
 * is refused (a foul the manager allowed, a five) or the side to move differs.
 */
static int board_from_sequence(const struct brain *brain, const gmk_stone *stones, size_t count,
			       gmk_color to_move, gmk_board **out)
{
	int alternates = 1;
	for (size_t i = 0; i < count; i++)
		if (stones[i].color != (i % 2 ? GMK_WHITE : GMK_BLACK))
			alternates = 0;
	gmk_color natural = count % 2 ? GMK_WHITE : GMK_BLACK;
	if (alternates && natural == to_move) {
		gmk_board *board;
		int status = gmk_board_new(&board, &brain->options);
		if (status != GMK_OK)
			return status;
		size_t i = 0;
		while (i < count && gmk_board_play(board, stones[i].x, stones[i].y) == GMK_OK)
			i++;
		if (i == count) {
			*out = board;
			return GMK_OK;
		}
		gmk_board_free(board);
	}
	return board_from_stones(brain, stones, count, to_move, out);
}

static int on_board(const struct brain *brain, int x, int y)
{
	return x >= 0 && y >= 0 && x < brain->options.width && y < brain->options.height;
}

int brain_load_position(struct brain *brain, const struct pb_block_stone *block, size_t count,
			const char **why)
{
	size_t cells = (size_t)brain->options.width * (size_t)brain->options.height;
	if (count > cells) {
		*why = "more stones than points";
		return GMK_ERANGE;
	}
	unsigned char *seen = calloc(cells, 1);
	gmk_stone *stones = malloc((count ? count : 1) * sizeof(*stones));
	int status = GMK_OK;
	if (!seen || !stones) {
		*why = "out of memory";
		status = GMK_ENOMEM;
		goto out;
	}
	size_t own = 0;
	int alternates = 1;
	for (size_t i = 0; i < count; i++) {
		int x = block[i].x, y = block[i].y;
		if (!on_board(brain, x, y)) {
			*why = "a stone is off the board";
			status = GMK_EOFFBOARD;
			goto out;
		}
		if (seen[(size_t)y * (size_t)brain->options.width + (size_t)x]++) {
			*why = "two stones on one point";
			status = GMK_EOCCUPIED;
			goto out;
		}
		/* A continuous-game mark blocks us like an opponent's stone. */
		int mine = block[i].owner == PB_OWNER_OWN;
		own += (size_t)mine;
		int first_mine = block[0].owner == PB_OWNER_OWN;
		if (mine != (i % 2 ? !first_mine : first_mine))
			alternates = 0;
	}
	/*
	 * Who is black: the first stone when the lines alternate (move order);
	 * else the side with more stones (black moves first); on a tie the first
	 * line's owner again. Never the side to move: managers and analysis
	 * tools send one position from either side's view.
	 */
	int own_black;
	size_t opponent = count - own;
	if (count == 0)
		own_black = 1;
	else if (alternates || own == opponent)
		own_black = block[0].owner == PB_OWNER_OWN;
	else
		own_black = own > opponent;
	gmk_color own_color = own_black ? GMK_BLACK : GMK_WHITE;
	for (size_t i = 0; i < count; i++) {
		int mine = block[i].owner == PB_OWNER_OWN;
		stones[i] = (gmk_stone){ block[i].x, block[i].y, mine ? own_color : other(own_color) };
	}
	gmk_board *board;
	status = board_from_sequence(brain, stones, count, own_color, &board);
	if (status != GMK_OK) {
		*why = gmk_strerror(status);
		goto out;
	}
	replace_board(brain, board);
out:
	free(seen);
	free(stones);
	return status;
}

int brain_place(struct brain *brain, int x, int y, const char **why)
{
	if (!on_board(brain, x, y)) {
		*why = "off the board";
		return GMK_EOFFBOARD;
	}
	if (gmk_board_at(brain->board, x, y) != GMK_EMPTY) {
		*why = "the point is occupied";
		return GMK_EOCCUPIED;
	}
	int status = gmk_board_play(brain->board, x, y);
	if (status == GMK_OK)
		return GMK_OK;
	/* The manager referees: take the stone even where our rules would not. */
	size_t count;
	gmk_stone *stones = collect_stones(brain->board, &count);
	gmk_stone *grown = stones ? realloc(stones, (count + 1) * sizeof(*stones)) : NULL;
	if (!grown) {
		free(stones);
		*why = "out of memory";
		return GMK_ENOMEM;
	}
	gmk_color mover = side_to_move(brain->board);
	grown[count] = (gmk_stone){ x, y, mover };
	gmk_board *board;
	status = board_from_stones(brain, grown, count + 1, other(mover), &board);
	free(grown);
	if (status != GMK_OK) {
		*why = gmk_strerror(status);
		return status;
	}
	replace_board(brain, board);
	return GMK_OK;
}

int brain_take_back(struct brain *brain, int x, int y, const char **why)
{
	if (!on_board(brain, x, y)) {
		*why = "TAKEBACK point is off the board";
		return GMK_EOFFBOARD;
	}
	int color = gmk_board_at(brain->board, x, y);
	if (color != GMK_BLACK && color != GMK_WHITE) {
		*why = "TAKEBACK point holds no stone";
		return GMK_EINVAL;
	}
	int moves = gmk_board_move_count(brain->board);
	gmk_point last;
	if (moves > 0 && gmk_board_move_at(brain->board, moves - 1, &last) == GMK_OK &&
	    last.x == x && last.y == y && gmk_board_undo(brain->board) == GMK_OK)
		return GMK_OK;
	/* Not the last move: rebuild without that stone, its owner to move. */
	size_t count;
	gmk_stone *stones = collect_stones(brain->board, &count);
	if (!stones) {
		*why = "out of memory";
		return GMK_ENOMEM;
	}
	size_t kept = 0;
	for (size_t i = 0; i < count; i++)
		if (stones[i].x != x || stones[i].y != y)
			stones[kept++] = stones[i];
	gmk_board *board;
	int status = board_from_sequence(brain, stones, kept, (gmk_color)color, &board);
	free(stones);
	if (status != GMK_OK) {
		*why = gmk_strerror(status);
		return status;
	}
	replace_board(brain, board);
	return GMK_OK;
}

int brain_rebuild_board(struct brain *brain)
{
	size_t count;
	gmk_stone *stones = collect_stones(brain->board, &count);
	if (!stones)
		return GMK_ENOMEM;
	gmk_board *board;
	int status;
	if (gmk_board_setup_count(brain->board) == 0)
		status = board_from_sequence(brain, stones, count, side_to_move(brain->board), &board);
	else
		status = board_from_stones(brain, stones, count, side_to_move(brain->board), &board);
	free(stones);
	if (status == GMK_OK)
		replace_board(brain, board);
	return status;
}
