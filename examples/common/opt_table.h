/* SPDX-License-Identifier: MIT */
/*
 * One table per program describes its command-line options; getopt_long's
 * arguments and the --help text are both generated from it, so the two
 * cannot drift apart. Shared by the console game and the graphical board.
 */
#ifndef EXAMPLES_OPT_TABLE_H
#define EXAMPLES_OPT_TABLE_H

#include <getopt.h>
#include <stddef.h>
#include <stdio.h>

struct opt_spec {
	int id;                       /* the program's own name for the option */
	const char *long_name;        /* "size" for --size */
	char short_name;              /* 's' for -s, or 0 */
	const char *value;            /* "N|WxH" when it takes a value, else NULL */
	const char *help;             /* one line; NULL hides an alias from --help */
};

/* Longest short-option string: every option with a value and ':' first. */
#define OPT_SHORT_MAX(n) (2 * (n) + 2)

/*
 * Fills longopts (count + 1 entries; the last is the zero terminator) and
 * shortopts (OPT_SHORT_MAX(count) bytes) for getopt_long. It starts with ':'
 * so that a missing value is reported as ':', an unknown option as '?'.
 */
void opt_table_getopt(const struct opt_spec *specs, size_t count, struct option *longopts,
		      char *shortopts);

/* The spec getopt_long's return value c stands for, or NULL ('?', ':'). */
const struct opt_spec *opt_table_find(const struct opt_spec *specs, size_t count, int c);

/* "  -s, --size N|WxH        board size (default 15)", one line per option. */
void opt_table_help(FILE *out, const struct opt_spec *specs, size_t count);

#endif
