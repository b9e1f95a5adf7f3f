/* SPDX-License-Identifier: MIT */
/* The version tables (core/versioned.h) of the engine's public structs. */
#ifndef GMK_SEARCH_STRUCT_VERSIONS_H
#define GMK_SEARCH_STRUCT_VERSIONS_H

#include "core/versioned.h"

extern const versioned_type engine_options_type;
extern const versioned_type search_limits_type;
extern const versioned_type search_result_type;
extern const versioned_type search_info_type;

#endif
