/* SPDX-License-Identifier: MIT */
#include "check_compat.h"
Suite *make_suite(void) { return suite_create("rules"); }
GMK_CHECK_MAIN
