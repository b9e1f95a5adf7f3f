/* SPDX-License-Identifier: MIT */
/* Shared boilerplate for the Check suites: every suite file defines make_suite(). */
#ifndef GMK_TEST_CHECK_COMPAT_H
#define GMK_TEST_CHECK_COMPAT_H

#include <check.h>
#include <stdlib.h>

#include "core/error.h"
#include "gomoku/status.h"

Suite *make_suite(void);

/* Searches under sanitizers are slow; Check's own 4 s default is too tight. */
#define GMK_TEST_TIMEOUT 120

/*
 * Timing bounds hold for a plain or ASan build. Slower instrumentation
 * (valgrind, ThreadSanitizer) scales them by GMK_TEST_TIME_FACTOR, which the
 * meson valgrind setup and TSan builds set; the checks stay, only looser.
 */
static inline double gmk_time_factor(void)
{
	const char *text = getenv("GMK_TEST_TIME_FACTOR");
	double factor = text ? atof(text) : 1.0;
	return factor >= 1.0 ? factor : 1.0;
}

static inline TCase *gmk_tcase(const char *name)
{
	TCase *tc = tcase_create(name);
	tcase_set_timeout(tc, GMK_TEST_TIMEOUT);
	return tc;
}

/*
 * A public call that must fail with status, and say why: every failing call
 * leaves a non-empty gmk_last_error_message() (the message is cleared first,
 * so an older one cannot pass for it).
 */
#define ck_assert_fails(call, status)                                                      \
	do {                                                                               \
		error_clear();                                                             \
		int status_ = (call);                                                      \
		ck_assert_int_eq(status_, (status));                                       \
		ck_assert_msg(gmk_last_error_message()[0] != '\0',                         \
			      "%s failed (%d) without a message", #call, status_);         \
	} while (0)

#define GMK_CHECK_MAIN                                                   \
	int main(void)                                                   \
	{                                                                \
		SRunner *runner = srunner_create(make_suite());          \
		srunner_run_all(runner, CK_NORMAL);                      \
		int failed = srunner_ntests_failed(runner);              \
		srunner_free(runner);                                    \
		return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;        \
	}

#endif
