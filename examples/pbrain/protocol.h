/* SPDX-License-Identifier: MIT */
/*
 * Gomocup protocol parsing: turns input lines into commands. Pure syntax:
 * whether a point is on the board or a size is supported is for the brain
 * to judge. Multi-line blocks (BOARD, YXBOARD, SWAP2BOARD ... DONE) are
 * gathered here and come out as one command when DONE arrives.
 */
#ifndef PBRAIN_PROTOCOL_H
#define PBRAIN_PROTOCOL_H

#include <stddef.h>

#define PB_TEXT_MAX 256
/* The longest input line taken (without its line ending); a longer one is an error. */
#define PB_LINE_MAX 511

enum pb_kind {
	PB_NOTHING = 0,     /* an empty line, or a line absorbed by an open block */
	PB_START,           /* x = size */
	PB_RECTSTART,       /* x = width, y = height */
	PB_RESTART,
	PB_BEGIN,
	PB_TURN,            /* x, y */
	PB_BOARD,           /* stones */
	PB_YXBOARD,         /* stones */
	PB_SWAP2BOARD,      /* stones, owner 0 (move order) */
	PB_TAKEBACK,        /* x, y */
	PB_PLAY,            /* x, y */
	PB_INFO,            /* key, value */
	PB_ABOUT,
	PB_END,
	PB_YXSTOP,
	PB_YXSHOWFORBID,
	PB_UNKNOWN,         /* text = the command word */
	PB_MALFORMED        /* text = the reason */
};

/* A BOARD line's third field. */
enum pb_owner {
	PB_OWNER_NONE = 0,  /* SWAP2BOARD: colours follow from the order */
	PB_OWNER_OWN = 1,
	PB_OWNER_OPPONENT = 2,
	PB_OWNER_MARK = 3   /* continuous-game mark */
};

struct pb_block_stone {
	int x;
	int y;
	enum pb_owner owner;
};

struct pb_command {
	enum pb_kind kind;
	int x;
	int y;
	char key[PB_TEXT_MAX];
	char value[PB_TEXT_MAX];
	char text[PB_TEXT_MAX];
	const struct pb_block_stone *stones;  /* owned by the parser, valid until the next line */
	size_t count;
};

struct pb_parser {
	enum pb_kind block;          /* PB_NOTHING outside a block */
	struct pb_block_stone *stones;
	size_t count;
	size_t capacity;
	int block_error;             /* a bad line was seen inside the block */
};

void pb_parser_init(struct pb_parser *parser);
void pb_parser_free(struct pb_parser *parser);

/*
 * Parses one line (without its line ending). Returns the kind it wrote to
 * *out. A malformed line inside a block is reported as PB_MALFORMED and the
 * block stays open; a top-level command inside a block closes the block with
 * an error (reported first, as PB_MALFORMED) and the line must be fed again.
 * Returns 1 in *refeed in that case.
 */
enum pb_kind pb_parse_line(struct pb_parser *parser, const char *line, struct pb_command *out,
			   int *refeed);

/*
 * A line the input thread refused (too long, a NUL byte): reported as
 * PB_MALFORMED with the reason; inside a block it spoils the block as any
 * malformed line does.
 */
enum pb_kind pb_parse_refused(struct pb_parser *parser, const char *reason,
			      struct pb_command *out);

/* "x,y" with optional spaces around the numbers; 0 on success. */
int pb_parse_point(const char *text, int *x, int *y);

#endif
