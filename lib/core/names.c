/* SPDX-License-Identifier: MIT */
/* Name tables indexed by the enum values of the public headers. */
#include <string.h>

#include "core/names.h"

#define COUNT_OF(a) (sizeof(a) / sizeof((a)[0]))

static const char *const color_names[] = { "empty", "black", "white" };
static const char *const rule_names[] = { "freestyle", "standard", "renju", "caro", "caro-exact" };
static const char *const foul_policy_names[] = { "reject", "lose" };
static const char *const state_names[] = { "ongoing", "win", "draw" };
static const char *const reason_names[] = { "none", "five", "foul", "full-board" };
/* Indexed by gmk_foul and gmk_pattern (include/gomoku/rules.h). */
static const char *const foul_names[] = { "none", "double-three", "double-four", "overline" };
static const char *const pattern_names[] = {
	"none", "closed-two", "open-two", "closed-three", "open-three",
	"closed-four", "open-four", "five", "overline",
};

static const char *lookup(const char *const *names, size_t count, int value)
{
	return value >= 0 && (size_t)value < count ? names[value] : NULL;
}

static int find(const char *const *names, size_t count, const char *name)
{
	if (!name)
		return -1;
	for (size_t i = 0; i < count; i++)
		if (strcmp(names[i], name) == 0)
			return (int)i;
	return -1;
}

const char *name_of_color(int color) { return lookup(color_names, COUNT_OF(color_names), color); }
const char *name_of_rule(int rule) { return lookup(rule_names, COUNT_OF(rule_names), rule); }
const char *name_of_state(int state) { return lookup(state_names, COUNT_OF(state_names), state); }
const char *name_of_reason(int reason) { return lookup(reason_names, COUNT_OF(reason_names), reason); }
const char *name_of_foul(int foul) { return lookup(foul_names, COUNT_OF(foul_names), foul); }

const char *name_of_pattern(int pattern)
{
	return lookup(pattern_names, COUNT_OF(pattern_names), pattern);
}

const char *name_of_foul_policy(int policy)
{
	return lookup(foul_policy_names, COUNT_OF(foul_policy_names), policy);
}

int color_named(const char *name) { return find(color_names, COUNT_OF(color_names), name); }
int rule_named(const char *name) { return find(rule_names, COUNT_OF(rule_names), name); }
int state_named(const char *name) { return find(state_names, COUNT_OF(state_names), name); }
int reason_named(const char *name) { return find(reason_names, COUNT_OF(reason_names), name); }

int foul_policy_named(const char *name)
{
	return find(foul_policy_names, COUNT_OF(foul_policy_names), name);
}
