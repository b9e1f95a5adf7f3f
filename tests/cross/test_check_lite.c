/* SPDX-License-Identifier: MIT */
/*
 * check-lite must report what Check would: failing assertions of every kind
 * fail their test (and only theirs), passing ones do not, loop tests run
 * once per index, an unchecked fixture runs once around its test case.
 * Runs in every build, so the stand-in the cross builds trust is itself
 * tested natively.
 */
#include <stdio.h>

#include "check.h"

static int setups, teardowns, iterations, after_failure;

static void setup(void)
{
	setups++;
}

static void teardown(void)
{
	teardowns++;
}

START_TEST(passes)
{
	ck_assert(1 + 1 == 2);
	ck_assert_int_eq(-3, -3);
	ck_assert_int_ne(-3, 3);
	ck_assert_int_lt(-4, -3);
	ck_assert_int_le(2, 2);
	ck_assert_int_gt(5, 4);
	ck_assert_int_ge(5, 5);
	ck_assert_uint_eq(UINT64_MAX, UINT64_MAX);
	ck_assert_uint_ne(1u, 2u);
	ck_assert_uint_lt(1u, 2u);
	ck_assert_uint_le(2u, 2u);
	ck_assert_uint_gt(3u, 2u);
	ck_assert_uint_ge(3u, 3u);
	ck_assert_str_eq("abc", "abc");
	ck_assert_str_ne("abc", "abd");
	ck_assert_ptr_null(NULL);
	ck_assert_ptr_nonnull(&setups);
	ck_assert_ptr_eq(&setups, &setups);
	ck_assert_ptr_ne(&setups, &teardowns);
	ck_assert_msg(1, "never shown %d", 1);
	ck_assert_mem_eq("abcd", "abcd", 4);
	ck_assert_mem_eq("abcd", "abce", 3);
}
END_TEST

START_TEST(counts_iterations)
{
	ck_assert_int_eq(_i, iterations + 10);
	iterations++;
}
END_TEST

/* One failing assertion per index: each must end its own iteration. */
START_TEST(fails)
{
	switch (_i) {
	case 0: ck_assert(1 == 2); break;
	case 1: ck_assert_int_eq(1, 2); break;
	case 2: ck_assert_int_lt(INTMAX_MAX, INTMAX_MIN); break;
	case 3: ck_assert_uint_eq(UINTMAX_MAX, 0u); break;
	case 4: ck_assert_str_eq("abc", "abd"); break;
	case 5: ck_assert_str_eq(NULL, "abc"); break;
	case 6: ck_assert_ptr_nonnull(NULL); break;
	case 7: ck_assert_msg(0, "message %s", "shown"); break;
	case 8: ck_assert_mem_eq("abcd", "abce", 4); break;
	default: ck_abort_msg("aborted at %d", _i); break;
	}
	after_failure++;
}
END_TEST

#define FAILING 10

int main(void)
{
	Suite *s = suite_create("lite");
	TCase *good = tcase_create("good");
	tcase_set_timeout(good, 1);
	tcase_add_unchecked_fixture(good, setup, teardown);
	tcase_add_test(good, passes);
	tcase_add_loop_test(good, counts_iterations, 10, 15);
	suite_add_tcase(s, good);
	TCase *bad = tcase_create("bad");
	tcase_add_loop_test(bad, fails, 0, FAILING);
	suite_add_tcase(s, bad);
	SRunner *r = srunner_create(s);
	fprintf(stderr, "(%d failures are expected below)\n", FAILING);
	srunner_run_all(r, CK_NORMAL);
	int failed = srunner_ntests_failed(r);
	srunner_free(r);

	int ok = failed == FAILING && after_failure == 0 && iterations == 5 && setups == 1 &&
		 teardowns == 1;
	printf("check-lite: %d failed (want %d), %d ran on past a failure (want 0), "
	       "%d iterations (want 5), fixture %d/%d (want 1/1): %s\n",
	       failed, FAILING, after_failure, iterations, setups, teardowns, ok ? "ok" : "WRONG");
	return ok ? 0 : 1;
}
