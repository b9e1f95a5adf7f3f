/* SPDX-License-Identifier: MIT */
/* version.h as meson generated it for 1.1.0 (commit 33213bd), frozen: do not edit. */
#ifndef GOMOKU_VERSION_H
#define GOMOKU_VERSION_H

#include "gomoku/export.h"

#define GMK_VERSION_MAJOR 1
#define GMK_VERSION_MINOR 1
#define GMK_VERSION_PATCH 0
#define GMK_VERSION_STRING "1.1.0"
/* major * 10000 + minor * 100 + patch; the major is the ABI major (SONAME). */
#define GMK_VERSION_NUMBER (GMK_VERSION_MAJOR * 10000 + GMK_VERSION_MINOR * 100 + GMK_VERSION_PATCH)

GMK_BEGIN_DECLS

/* The version of the library actually loaded (may differ from the header). */
GMK_API int gmk_version_number(void);
GMK_API const char *gmk_version_string(void);

GMK_END_DECLS

#endif
