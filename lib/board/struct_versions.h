/* SPDX-License-Identifier: MIT */
/* The version tables (core/versioned.h) of the board's and the rules' public structs. */
#ifndef GMK_BOARD_STRUCT_VERSIONS_H
#define GMK_BOARD_STRUCT_VERSIONS_H

#include "core/versioned.h"

extern const versioned_type board_options_type;
extern const versioned_type result_type;
extern const versioned_type point_info_type;

#endif
