/* SPDX-License-Identifier: MIT */
#include "protocol.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* Longest command word worth looking at; longer ones are unknown anyway. */
#define WORD_MAX 32
#define BLOCK_INITIAL_CAPACITY 64
/* A block cannot hold more stones than the largest board has points. */
#define BLOCK_MAX_STONES (1024 * 1024)

struct command_word {
	const char *name;
	enum pb_kind kind;
};

static const struct command_word commands[] = {
	{ "START", PB_START },
	{ "RECTSTART", PB_RECTSTART },
	{ "RESTART", PB_RESTART },
	{ "BEGIN", PB_BEGIN },
	{ "TURN", PB_TURN },
	{ "BOARD", PB_BOARD },
	{ "YXBOARD", PB_YXBOARD },
	{ "SWAP2BOARD", PB_SWAP2BOARD },
	{ "TAKEBACK", PB_TAKEBACK },
	{ "PLAY", PB_PLAY },
	{ "INFO", PB_INFO },
	{ "ABOUT", PB_ABOUT },
	{ "END", PB_END },
	{ "YXSTOP", PB_YXSTOP },
	{ "YXSHOWFORBID", PB_YXSHOWFORBID },
};

void pb_parser_init(struct pb_parser *parser)
{
	memset(parser, 0, sizeof(*parser));
}

void pb_parser_free(struct pb_parser *parser)
{
	free(parser->stones);
	memset(parser, 0, sizeof(*parser));
}

static const char *skip_spaces(const char *s)
{
	while (*s == ' ' || *s == '\t')
		s++;
	return s;
}

/* A non-negative or negative decimal int; advances *s past it. */
static int parse_int(const char **s, int *out)
{
	const char *p = skip_spaces(*s);
	if (!(isdigit((unsigned char)*p) || ((*p == '-' || *p == '+') &&
					     isdigit((unsigned char)p[1]))))
		return -1;
	char *end;
	errno = 0;
	long v = strtol(p, &end, 10);
	if (errno == ERANGE || v < INT_MIN || v > INT_MAX)
		return -1;
	*out = (int)v;
	*s = skip_spaces(end);
	return 0;
}

/* Parses "n1,n2[,n3...]" exactly: count numbers, nothing else after. */
static int parse_int_list(const char *text, int *values, int count)
{
	const char *s = text;
	for (int i = 0; i < count; i++) {
		if (i > 0) {
			if (*s != ',')
				return -1;
			s++;
		}
		if (parse_int(&s, &values[i]) != 0)
			return -1;
	}
	return *s == '\0' ? 0 : -1;
}

int pb_parse_point(const char *text, int *x, int *y)
{
	int v[2];
	if (parse_int_list(text, v, 2) != 0)
		return -1;
	*x = v[0];
	*y = v[1];
	return 0;
}

/* Copies src into a PB_TEXT_MAX buffer, cut short if need be. */
static void set_text(char *dst, const char *src)
{
	size_t len = strnlen(src, PB_TEXT_MAX - 1);
	memcpy(dst, src, len);
	dst[len] = '\0';
}

static enum pb_kind malformed(struct pb_command *out, const char *reason)
{
	out->kind = PB_MALFORMED;
	set_text(out->text, reason);
	return PB_MALFORMED;
}

/* Copies the line without surrounding spaces into buf. */
static void trim_copy(const char *line, char *buf, size_t size)
{
	const char *s = skip_spaces(line);
	size_t len = strlen(s);
	while (len > 0 && isspace((unsigned char)s[len - 1]))
		len--;
	if (len >= size)
		len = size - 1;
	memcpy(buf, s, len);
	buf[len] = '\0';
}

static enum pb_kind command_of_word(const char *word)
{
	for (size_t i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		if (strcasecmp(word, commands[i].name) == 0)
			return commands[i].kind;
	return PB_UNKNOWN;
}

static int block_push(struct pb_parser *parser, int x, int y, enum pb_owner owner)
{
	if (parser->count == parser->capacity) {
		size_t cap = parser->capacity ? parser->capacity * 2 : BLOCK_INITIAL_CAPACITY;
		if (cap > BLOCK_MAX_STONES)
			return -1;
		struct pb_block_stone *grown = realloc(parser->stones, cap * sizeof(*grown));
		if (!grown)
			return -1;
		parser->stones = grown;
		parser->capacity = cap;
	}
	parser->stones[parser->count++] = (struct pb_block_stone){ x, y, owner };
	return 0;
}

static enum pb_kind parse_block_line(struct pb_parser *parser, const char *line,
				     struct pb_command *out, int *refeed)
{
	if (strcasecmp(line, "DONE") == 0) {
		out->kind = parser->block;
		out->stones = parser->stones;
		out->count = parser->count;
		parser->block = PB_NOTHING;
		if (parser->block_error) {
			parser->block_error = 0;
			return malformed(out, "the position had malformed lines");
		}
		return out->kind;
	}
	int v[3];
	if (parse_int_list(line, v, 3) == 0) {
		if (parser->block == PB_SWAP2BOARD)
			v[2] = PB_OWNER_NONE;
		else if (v[2] < PB_OWNER_OWN || v[2] > PB_OWNER_MARK)
			goto bad;
	} else if (parser->block == PB_SWAP2BOARD && parse_int_list(line, v, 2) == 0) {
		v[2] = PB_OWNER_NONE;
	} else {
		char word[WORD_MAX + 1];
		sscanf(line, "%32s", word);
		if (isalpha((unsigned char)line[0]) && command_of_word(word) != PB_UNKNOWN) {
			/* The manager gave up on the block: close it, then take the command. */
			parser->block = PB_NOTHING;
			parser->block_error = 0;
			*refeed = 1;
			return malformed(out, "position block not closed by DONE");
		}
		goto bad;
	}
	if (block_push(parser, v[0], v[1], (enum pb_owner)v[2]) != 0)
		return malformed(out, "too many stones in the position");
	return PB_NOTHING;
bad:
	parser->block_error = 1;
	return malformed(out, parser->block == PB_SWAP2BOARD ?
			 "expected x,y or DONE" : "expected x,y,field (field 1, 2 or 3) or DONE");
}

enum pb_kind pb_parse_line(struct pb_parser *parser, const char *line, struct pb_command *out,
			   int *refeed)
{
	char buf[PB_LINE_MAX + 1];
	memset(out, 0, sizeof(*out));
	*refeed = 0;
	trim_copy(line, buf, sizeof(buf));
	if (buf[0] == '\0')
		return out->kind = PB_NOTHING;
	if (parser->block != PB_NOTHING)
		return parse_block_line(parser, buf, out, refeed);

	char word[WORD_MAX + 1] = "";
	size_t n = 0;
	while (buf[n] && !isspace((unsigned char)buf[n]) && n < WORD_MAX)
		n++;
	memcpy(word, buf, n);
	word[n] = '\0';
	const char *args = skip_spaces(buf + n);
	if (buf[n] && !isspace((unsigned char)buf[n])) {
		/* A word longer than any command. */
		out->kind = PB_UNKNOWN;
		set_text(out->text, buf);
		return PB_UNKNOWN;
	}

	enum pb_kind kind = command_of_word(word);
	int v[2];
	switch (kind) {
	case PB_UNKNOWN:
		out->kind = PB_UNKNOWN;
		set_text(out->text, buf);
		return PB_UNKNOWN;
	case PB_START:
		if (parse_int_list(args, v, 1) != 0)
			return malformed(out, "START expects one size, e.g. START 15");
		out->x = out->y = v[0];
		break;
	case PB_RECTSTART:
		if (parse_int_list(args, v, 2) != 0)
			return malformed(out, "RECTSTART expects width,height, e.g. RECTSTART 20,15");
		out->x = v[0];
		out->y = v[1];
		break;
	case PB_TURN:
	case PB_TAKEBACK:
	case PB_PLAY:
		if (parse_int_list(args, v, 2) != 0) {
			char reason[PB_TEXT_MAX];
			snprintf(reason, sizeof(reason), "%s expects x,y, e.g. %s 7,7", word, word);
			return malformed(out, reason);
		}
		out->x = v[0];
		out->y = v[1];
		break;
	case PB_INFO: {
		size_t k = 0;
		while (args[k] && !isspace((unsigned char)args[k]))
			k++;
		if (k == 0)
			return malformed(out, "INFO expects a key and a value");
		if (k >= PB_TEXT_MAX)
			k = PB_TEXT_MAX - 1;
		for (size_t i = 0; i < k; i++)
			out->key[i] = (char)tolower((unsigned char)args[i]);
		out->key[k] = '\0';
		set_text(out->value, skip_spaces(args + k));
		break;
	}
	case PB_BOARD:
	case PB_YXBOARD:
	case PB_SWAP2BOARD:
		if (*args)
			return malformed(out, "a position block starts with a bare BOARD line");
		parser->block = kind;
		parser->count = 0;
		parser->block_error = 0;
		return out->kind = PB_NOTHING;
	default:
		/* Commands without arguments: tolerate none but trailing spaces. */
		if (*args) {
			char reason[PB_TEXT_MAX];
			snprintf(reason, sizeof(reason), "%s takes no argument", word);
			return malformed(out, reason);
		}
		break;
	}
	return out->kind = kind;
}

enum pb_kind pb_parse_refused(struct pb_parser *parser, const char *reason,
			      struct pb_command *out)
{
	memset(out, 0, sizeof(*out));
	if (parser->block != PB_NOTHING)
		parser->block_error = 1;
	return malformed(out, reason);
}
