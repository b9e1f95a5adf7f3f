/* SPDX-License-Identifier: MIT */
/* The version tables (core/versioned.h) of the tree search's public structs. */
#ifndef GMK_MCTS_STRUCT_VERSIONS_H
#define GMK_MCTS_STRUCT_VERSIONS_H

#include "core/versioned.h"

extern const versioned_type mcts_options_type;
extern const versioned_type mcts_limits_type;
extern const versioned_type mcts_result_type;

#endif
