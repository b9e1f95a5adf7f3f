/* SPDX-License-Identifier: MIT */
/* The version table (core/versioned.h) of the batch's public struct. */
#ifndef GMK_BATCH_STRUCT_VERSIONS_H
#define GMK_BATCH_STRUCT_VERSIONS_H

#include "core/versioned.h"

extern const versioned_type batch_options_type;

#endif
