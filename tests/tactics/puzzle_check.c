/* SPDX-License-Identifier: MIT */
/*
 * puzzle_check FILE [DEPTH]: checks gomoku-puzzle's VCT puzzles with no code
 * of the generator (which asks gmk_engine_solve_vct and gmk_board_threats):
 *
 *  - the solution replays: every move legal, the last a five;
 *  - no VCF: this file's own search over fours finds none;
 *  - a forced win: after the first move every reply the rules allow is
 *    tried (vct_verify.c; the attacker's later moves come from the solver,
 *    each defence is read here);
 *  - a unique first move: every other move that makes a four or an open
 *    three (read here, line by line) has a reply after which this file's
 *    own threat search finds no win in the attacker moves the solution
 *    takes (or DEPTH, when that is fewer: the search grows some twentyfold
 *    per move, and seven moves take minutes).
 *
 * The search's attacker plays fours and open threes (fours only for the VCF
 * check); its defender blocks on the line of the threat (a three's
 * defences lie within a five's reach of its stones) or plays a four of his
 * own; an open four or a double four with no five against it
 * wins, as in vct_verify.c. Freestyle, standard and renju (fouls read with
 * gmk_board_foul). A search that runs out of nodes fails the puzzle.
 * One line per puzzle; exit 0 when all pass, 1 otherwise.
 */
#include <cjson/cJSON.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vct_verify.h"

#define MAX_SIDE 32
#define MAX_MOVES 64
#define LINE_BYTES 65536
/* No cap by default: the whole length of the solution. */
#define DEFAULT_DEPTH MAX_MOVES
/* Fours only: far longer lines are cheap (each four has one reply). */
#define VCF_MOVES 12
#define NODE_BUDGET 3000000L
/* A three's defences lie within a five's reach of its stone. */
#define REACH 5

static const int dx[4] = { 1, 0, 1, 1 }, dy[4] = { 0, 1, 1, -1 };

typedef struct search {
	gmk_board *b;
	int w, h, k, renju, exact;
	int att, def;
	unsigned char c[MAX_SIDE * MAX_SIDE];
	long nodes;
	int overflow;
} search;

static int at(const search *s, int x, int y)
{
	if (x < 0 || y < 0 || x >= s->w || y >= s->h)
		return -1;
	return s->c[y * s->w + x];
}

static void sync(search *s)
{
	gmk_board_cells(s->b, s->c, sizeof s->c);
}

/* Would color's stone on the empty (x, y) make five? Counted run by run. */
static int makes_five(const search *s, int x, int y, int color)
{
	if (at(s, x, y) != GMK_EMPTY)
		return 0;
	int exact = s->exact || (s->renju && color == GMK_BLACK);
	for (int d = 0; d < 4; d++) {
		int run = 1;
		for (int sg = -1; sg <= 1; sg += 2)
			for (int i = 1; at(s, x + sg * i * dx[d], y + sg * i * dy[d]) == color; i++)
				run++;
		if (exact ? run == s->k : run >= s->k)
			return 1;
	}
	return 0;
}

/* The five points of color on the board: how many (up to 2), the first in *p. */
static int fives(const search *s, int color, gmk_point *p)
{
	int n = 0;
	for (int y = 0; y < s->h && n < 2; y++)
		for (int x = 0; x < s->w && n < 2; x++)
			if (makes_five(s, x, y, color)) {
				if (n++ == 0 && p)
					*p = (gmk_point){ x, y };
			}
	return n;
}

/* The five points of color on the lines through m, counting each once. */
static int fives_through(const search *s, gmk_point m, int color)
{
	int n = 0;
	for (int d = 0; d < 4; d++)
		for (int i = -s->k; i <= s->k; i++)
			n += i != 0 && makes_five(s, m.x + i * dx[d], m.y + i * dy[d], color);
	return n;
}

/* The lines through m (its stone just placed) on which color has a point
 * that would leave two five points on that line: its open threes, a bit
 * per direction. */
static int three_through(search *s, gmk_point m, int color)
{
	int mask = 0;
	for (int d = 0; d < 4; d++)
		for (int i = -(s->k - 1); i <= s->k - 1 && !(mask & (1 << d)); i++) {
			int x = m.x + i * dx[d], y = m.y + i * dy[d];
			if (i == 0 || at(s, x, y) != GMK_EMPTY)
				continue;
			if (s->renju && color == GMK_BLACK && gmk_board_foul(s->b, x, y) != GMK_FOUL_NONE)
				continue;
			s->c[y * s->w + x] = (unsigned char)color;
			int n = 0;
			for (int j = -s->k; j <= s->k && n < 2; j++)
				n += makes_five(s, x + j * dx[d], y + j * dy[d], color);
			s->c[y * s->w + x] = GMK_EMPTY;
			if (n >= 2)
				mask |= 1 << d;
		}
	return mask;
}

/* A stone of color within a five's reach of (x, y) on one of its lines. */
static int near(const search *s, int x, int y, int color)
{
	for (int d = 0; d < 4; d++)
		for (int i = -(s->k - 1); i <= s->k - 1; i++)
			if (i && at(s, x + i * dx[d], y + i * dy[d]) == color)
				return 1;
	return 0;
}

/* The most stones of color in a window of k points through (x, y) free of the
 * other colour: a four needs k - 2 already there, an open three k - 3. */
static int window_stones(const search *s, int x, int y, int color)
{
	int best = 0;
	for (int d = 0; d < 4; d++)
		for (int start = -(s->k - 1); start <= 0; start++) {
			int n = 0, blocked = 0;
			for (int i = start; i < start + s->k && !blocked; i++) {
				int c = at(s, x + i * dx[d], y + i * dy[d]);
				blocked = c != GMK_EMPTY && c != color && i != 0;
				n += i != 0 && c == color;
			}
			if (!blocked && n > best)
				best = n;
		}
	return best;
}

static int attacker_wins(search *s, int moves, int fours_only);

/* The defender's replies to the attacker's threat at m (fives: his five points now). */
static int replies(search *s, gmk_point m, int att_fives, gmk_point five, gmk_point *out)
{
	int n = 0;
	if (att_fives == 1) {
		out[n++] = five;
		return n;
	}
	/* On the threes' lines, nearest first: the real defences come early. */
	int lines = three_through(s, m, s->att);
	for (int step = 1; step <= 2 * REACH; step++)
		for (int d = 0; d < 4; d++) {
			int i = step % 2 ? (step + 1) / 2 : -step / 2;
			int x = m.x + i * dx[d], y = m.y + i * dy[d];
			if ((lines & (1 << d)) && at(s, x, y) == GMK_EMPTY && n < MAX_SIDE * MAX_SIDE)
				out[n++] = (gmk_point){ x, y };
		}
	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++) {
			if (at(s, x, y) != GMK_EMPTY || !near(s, x, y, s->def))
				continue;
			s->c[y * s->w + x] = (unsigned char)s->def;
			int four = fives_through(s, (gmk_point){ x, y }, s->def) > 0;
			s->c[y * s->w + x] = GMK_EMPTY;
			if (four && n < MAX_SIDE * MAX_SIDE)
				out[n++] = (gmk_point){ x, y };
		}
	return n;
}

/* The attacker has played a threat at m: 1 when every reply loses. */
static int every_reply_loses(search *s, gmk_point m, int moves, int fours_only)
{
	sync(s);
	gmk_point five = { -1, -1 }, dummy;
	int att_fives = fives(s, s->att, &five);
	if (fives(s, s->def, &dummy) > 0)
		return 0; /* his five comes first */
	if (att_fives >= 2)
		return 1;
	gmk_point *list = malloc(sizeof *list * MAX_SIDE * MAX_SIDE);
	int n = replies(s, m, att_fives, five, list), all = 1;
	for (int i = 0; i < n && all; i++) {
		if (gmk_board_play(s->b, list[i].x, list[i].y) != GMK_OK)
			continue; /* forbidden for black: not a reply */
		all = !gmk_board_is_over(s->b) && attacker_wins(s, moves - 1, fours_only);
		gmk_board_undo(s->b);
		sync(s);
	}
	free(list);
	return all;
}

/* Positions already decided: the same stones reached in another order. */
#define TABLE_BITS 18
typedef struct entry {
	uint64_t key;
	signed char result;
} entry;
static entry table[1u << TABLE_BITS];

static uint64_t key_of(const search *s, int moves, int fours_only)
{
	return gmk_board_hash(s->b) ^ ((uint64_t)(moves * 2 + fours_only) * 0x9E3779B97F4A7C15ULL) ^
	       (uint64_t)s->att;
}

static int decided(search *s, int moves, int fours_only);

/* Attacker to move, moves left (the five counts): 1 when he wins by threats. */
static int attacker_wins(search *s, int moves, int fours_only)
{
	uint64_t key = key_of(s, moves, fours_only);
	entry *e = &table[key & ((1u << TABLE_BITS) - 1)];
	if (e->key == key && e->result >= 0)
		return e->result;
	int result = decided(s, moves, fours_only);
	if (!s->overflow) {
		e->key = key;
		e->result = (signed char)result;
	}
	return result;
}

static int decided(search *s, int moves, int fours_only)
{
	if (++s->nodes > NODE_BUDGET) {
		s->overflow = 1;
		return 1; /* undecided counts against the puzzle */
	}
	sync(s);
	gmk_point block = { -1, -1 }, dummy; /* block is read only when set; GCC -O2 cannot tell */
	if (moves >= 1 && fives(s, s->att, &dummy) > 0)
		return 1;
	int def_fives = fives(s, s->def, &block);
	if (moves < 2 || def_fives >= 2)
		return 0;
	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++) {
			if (at(s, x, y) != GMK_EMPTY ||
			    window_stones(s, x, y, s->att) < s->k - (fours_only ? 2 : 3) ||
			    (def_fives && (x != block.x || y != block.y)))
				continue;
			gmk_point m = { x, y };
			if (gmk_board_play(s->b, x, y) != GMK_OK)
				continue;
			sync(s);
			int threat = fives_through(s, m, s->att) > 0 ||
				     (!fours_only && moves >= 3 && three_through(s, m, s->att));
			int wins = threat && every_reply_loses(s, m, moves, fours_only);
			gmk_board_undo(s->b);
			sync(s);
			if (wins)
				return 1;
		}
	return 0;
}

static int int_pair(const cJSON *a, int n, int *out)
{
	if (!cJSON_IsArray(a) || cJSON_GetArraySize(a) != n)
		return -1;
	for (int i = 0; i < n; i++) {
		const cJSON *v = cJSON_GetArrayItem(a, i);
		if (!cJSON_IsNumber(v))
			return -1;
		out[i] = v->valueint;
	}
	return 0;
}

/* The puzzle's board, its solution and attacker; 0 or -1. */
static int load(const cJSON *root, gmk_board **out, gmk_point *sol, int *len)
{
	static const char *const rules[] = { "freestyle", "standard", "renju" };
	const cJSON *rule = cJSON_GetObjectItem(root, "rule"), *kind = cJSON_GetObjectItem(root, "kind");
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	int size[2], r = -1;
	for (int i = 0; i < 3; i++)
		if (cJSON_IsString(rule) && strcmp(rule->valuestring, rules[i]) == 0)
			r = i;
	if (r < 0 || !cJSON_IsString(kind) || strcmp(kind->valuestring, "vct") != 0 ||
	    int_pair(cJSON_GetObjectItem(root, "size"), 2, size) != 0 || size[0] > MAX_SIDE ||
	    size[1] > MAX_SIDE)
		return -1;
	o.rule = (gmk_rule)r;
	o.width = size[0];
	o.height = size[1];
	gmk_stone stones[MAX_SIDE * MAX_SIDE];
	int n = 0, xyc[3];
	const cJSON *item;
	cJSON_ArrayForEach(item, cJSON_GetObjectItem(root, "stones")) {
		if (n >= MAX_SIDE * MAX_SIDE || int_pair(item, 3, xyc) != 0)
			return -1;
		stones[n++] = (gmk_stone){ xyc[0], xyc[1], (gmk_color)xyc[2] };
	}
	*len = 0;
	cJSON_ArrayForEach(item, cJSON_GetObjectItem(root, "solution")) {
		if (*len >= MAX_MOVES || int_pair(item, 2, xyc) != 0)
			return -1;
		sol[(*len)++] = (gmk_point){ xyc[0], xyc[1] };
	}
	const cJSON *to_move = cJSON_GetObjectItem(root, "to_move");
	if (!cJSON_IsNumber(to_move) || gmk_board_new(out, &o) != GMK_OK)
		return -1;
	if (gmk_board_setup(*out, stones, (size_t)n, (gmk_color)to_move->valueint) != GMK_OK) {
		gmk_board_free(*out);
		return -1;
	}
	return 0;
}

static const char *replay(gmk_board *b, const gmk_point *sol, int len)
{
	int mover = gmk_board_to_move(b), played = 0;
	const char *why = NULL;
	for (; played < len && !why; played++)
		if (gmk_board_play(b, sol[played].x, sol[played].y) != GMK_OK)
			why = "an illegal move in the solution";
		else if (played < len - 1 && gmk_board_is_over(b))
			why = "the game ends before the solution does";
	gmk_result r = GMK_RESULT_INIT;
	gmk_board_result(b, &r);
	if (!why && (r.state != GMK_STATE_WIN || (int)r.winner != mover))
		why = "the last move does not win";
	while (played-- > 0)
		gmk_board_undo(b);
	return why;
}

/* Every other threat first move has a reply after which no win is found. */
static const char *unique_first_move(search *s, gmk_point first, int moves, int *alternatives)
{
	sync(s);
	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++) {
			gmk_point m = { x, y };
			s->nodes = 0; /* the budget is per alternative */
			if ((x == first.x && y == first.y) || at(s, x, y) != GMK_EMPTY ||
			    !near(s, x, y, s->att) || gmk_board_play(s->b, x, y) != GMK_OK)
				continue;
			sync(s);
			int threat = fives_through(s, m, s->att) > 0 || three_through(s, m, s->att);
			int wins = threat && every_reply_loses(s, m, moves, 0);
			gmk_board_undo(s->b);
			sync(s);
			*alternatives += threat;
			if (s->overflow)
				return "the search ran out of nodes";
			if (wins)
				return "another first move wins too";
		}
	return NULL;
}

static const char *check(gmk_engine *e, const cJSON *root, int *depth, int *alternatives)
{
	gmk_board *b;
	gmk_point sol[MAX_MOVES];
	int len;
	memset(table, 0xff, sizeof table); /* result -1: empty */
	if (load(root, &b, sol, &len) != 0)
		return "not a VCT puzzle line";
	const char *why = len < 5 || len % 2 == 0 ? "a solution needs an odd length of 5 or more"
						  : replay(b, sol, len);
	gmk_board_options o = GMK_BOARD_OPTIONS_INIT;
	gmk_board_get_options(b, &o);
	search s = { b, o.width, o.height, o.win_length, o.rule == GMK_RULE_RENJU,
		     o.rule == GMK_RULE_STANDARD, gmk_board_to_move(b), 0, { 0 }, 0, 0 };
	s.def = s.att == GMK_BLACK ? GMK_WHITE : GMK_BLACK;
	int moves = (len + 1) / 2;
	if (!why && attacker_wins(&s, VCF_MOVES, 1))
		why = s.overflow ? "the VCF search ran out of nodes" : "the attacker has a VCF";
	if (!why) {
		gmk_board_play(b, sol[0].x, sol[0].y);
		if (!vct_verify_defence(e, b, moves - 1))
			why = "a defence holds after the first move";
		gmk_board_undo(b);
	}
	if (!why)
		why = unique_first_move(&s, sol[0], moves < *depth ? moves : *depth, alternatives);
	*depth = moves < *depth ? moves : *depth;
	gmk_board_free(b);
	return why;
}

int main(int argc, char **argv)
{
	if (argc < 2 || argc > 3) {
		fprintf(stderr, "usage: puzzle_check FILE [DEPTH]\n");
		return 2;
	}
	int depth = argc == 3 ? atoi(argv[2]) : DEFAULT_DEPTH;
	FILE *in = fopen(argv[1], "r");
	gmk_engine *e;
	if (!in || depth < 2 || gmk_engine_new(&e, NULL) != GMK_OK) {
		perror(argv[1]);
		return 2;
	}
	static char line[LINE_BYTES];
	int number = 0, bad = 0;
	while (fgets(line, sizeof line, in)) {
		cJSON *root = cJSON_Parse(line);
		int alternatives = 0, used = depth;
		const char *why = root ? check(e, root, &used, &alternatives) : "not JSON";
		printf("puzzle %d: %s (%d other threat first moves refuted within %d attacker moves)\n",
		       ++number, why ? why : "ok", alternatives, used);
		bad += why != NULL;
		cJSON_Delete(root);
	}
	fclose(in);
	gmk_engine_free(e);
	return bad || number == 0 ? 1 : 0;
}
