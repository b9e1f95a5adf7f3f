/* SPDX-License-Identifier: MIT */
/*
 * The stable lower-case names that file formats and log events use for enum
 * values ("black", "renju", "full-board", ...). Changing one breaks every
 * record written before, so they live here, once.
 */
#ifndef GMK_CORE_NAMES_H
#define GMK_CORE_NAMES_H

#include "gomoku/types.h"

/* NULL for a value out of range. */
const char *name_of_color(int color);
const char *name_of_rule(int rule);
const char *name_of_foul_policy(int policy);
const char *name_of_state(int state);
const char *name_of_reason(int reason);
const char *name_of_foul(int foul);
const char *name_of_pattern(int pattern);

/* The value named, or -1 when the name is unknown. */
int color_named(const char *name);
int rule_named(const char *name);
int foul_policy_named(const char *name);
int state_named(const char *name);
int reason_named(const char *name);

#endif
