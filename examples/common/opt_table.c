/* SPDX-License-Identifier: MIT */
#include "opt_table.h"

#include <string.h>

/* getopt_long returns this plus the table index for options without a short
 * name; above every char, so it never collides with one. */
#define LONG_ONLY_BASE 256
#define HELP_COLUMN 26

void opt_table_getopt(const struct opt_spec *specs, size_t count, struct option *longopts,
		      char *shortopts)
{
	size_t n = 0;
	shortopts[n++] = ':';
	for (size_t i = 0; i < count; i++) {
		int has_value = specs[i].value != NULL;
		longopts[i].name = specs[i].long_name;
		longopts[i].has_arg = has_value ? required_argument : no_argument;
		longopts[i].flag = NULL;
		longopts[i].val = specs[i].short_name ? specs[i].short_name
						      : LONG_ONLY_BASE + (int)i;
		if (specs[i].short_name) {
			shortopts[n++] = specs[i].short_name;
			if (has_value)
				shortopts[n++] = ':';
		}
	}
	shortopts[n] = '\0';
	memset(&longopts[count], 0, sizeof(longopts[count]));
}

const struct opt_spec *opt_table_find(const struct opt_spec *specs, size_t count, int c)
{
	if (c >= LONG_ONLY_BASE && (size_t)(c - LONG_ONLY_BASE) < count)
		return &specs[c - LONG_ONLY_BASE];
	for (size_t i = 0; i < count; i++)
		if (specs[i].short_name && specs[i].short_name == c)
			return &specs[i];
	return NULL;
}

void opt_table_help(FILE *out, const struct opt_spec *specs, size_t count)
{
	for (size_t i = 0; i < count; i++) {
		if (!specs[i].help)
			continue;
		char left[HELP_COLUMN * 2];
		int n = specs[i].short_name
				? snprintf(left, sizeof(left), "  -%c, --%s", specs[i].short_name,
					   specs[i].long_name)
				: snprintf(left, sizeof(left), "      --%s", specs[i].long_name);
		if (specs[i].value && n > 0 && (size_t)n < sizeof(left))
			snprintf(left + n, sizeof(left) - (size_t)n, " %s", specs[i].value);
		/* A long left part pushes its help to the next line, still aligned. */
		if (strlen(left) + 1 >= HELP_COLUMN)
			fprintf(out, "%s\n%*s%s\n", left, HELP_COLUMN, "", specs[i].help);
		else
			fprintf(out, "%-*s%s\n", HELP_COLUMN, left, specs[i].help);
	}
}
