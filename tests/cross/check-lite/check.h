/* SPDX-License-Identifier: MIT */
/*
 * The part of Check's API the unit suites use (suites, test cases, loop
 * tests, unchecked fixtures, the ck_assert family), for the cross builds:
 * Debian has no Check for mingw-w64 or arm64, and this lets the very same
 * suites run under wine and qemu. meson uses it only when cross-compiling
 * (meson.build); native builds always use the real Check.
 *
 * Semantics are Check's no-fork mode (CK_FORK=no): every test runs in this
 * process; a failed assertion reports file, line and values, ends that test
 * (longjmp back to the runner) and counts it; the run goes on with the next
 * test. Unchecked fixtures run once around each test case, as in Check.
 * There are no per-test timeouts (meson's test timeout applies).
 */
#ifndef GMK_CHECK_LITE_H
#define GMK_CHECK_LITE_H

#include <inttypes.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct TTest {
	const char *name;
	void (*fn)(int _i);
} TTest;

typedef void (*SFun)(void);

typedef struct TCase {
	const char *name;
	struct tcase_entry {
		const TTest *test;
		int start, end;
	} *entries;
	int count, capacity;
	SFun setup, teardown;
	struct TCase *next;
} TCase;

typedef struct Suite {
	const char *name;
	TCase *first, *last;
} Suite;

typedef struct SRunner {
	Suite *suite;
	int run, failed;
} SRunner;

enum print_output { CK_SILENT, CK_MINIMAL, CK_NORMAL, CK_VERBOSE };

#define START_TEST(name)                                                  \
	static void name##_fn(int _i);                                    \
	static const TTest name##_ttest = { #name, name##_fn };           \
	static const TTest *name = &name##_ttest;                         \
	static void name##_fn(int _i __attribute__((unused)))
#define END_TEST

/* Where a failing assertion returns to: the runner's frame for the test. */
static jmp_buf ck_lite_escape;

#if defined(__MINGW32__)
#define CK_LITE_PRINTF gnu_printf /* mingw's C99 printf (__USE_MINGW_ANSI_STDIO) */
#else
#define CK_LITE_PRINTF printf
#endif

static inline void __attribute__((noreturn, format(CK_LITE_PRINTF, 3, 4)))
ck_lite_fail(const char *file, int line, const char *fmt, ...)
{
	va_list ap;
	fprintf(stderr, "%s:%d: ", file, line);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	longjmp(ck_lite_escape, 1);
}

#define ck_abort_msg(...) ck_lite_fail(__FILE__, __LINE__, __VA_ARGS__)
#define ck_assert_msg(expr, ...)                                          \
	do {                                                              \
		if (!(expr))                                              \
			ck_lite_fail(__FILE__, __LINE__, __VA_ARGS__);    \
	} while (0)
#define ck_assert(expr) ck_assert_msg(expr, "Assertion '%s' failed", #expr)

#define CK_LITE_CMP(type, fmt, X, OP, Y)                                  \
	do {                                                              \
		type ck_x_ = (X);                                         \
		type ck_y_ = (Y);                                         \
		if (!(ck_x_ OP ck_y_))                                    \
			ck_lite_fail(__FILE__, __LINE__,                  \
				     "Assertion '%s' failed: %s == %" fmt ", %s == %" fmt, \
				     #X " " #OP " " #Y, #X, ck_x_, #Y, ck_y_); \
	} while (0)
#define ck_assert_int_eq(X, Y) CK_LITE_CMP(intmax_t, PRIdMAX, X, ==, Y)
#define ck_assert_int_ne(X, Y) CK_LITE_CMP(intmax_t, PRIdMAX, X, !=, Y)
#define ck_assert_int_lt(X, Y) CK_LITE_CMP(intmax_t, PRIdMAX, X, <, Y)
#define ck_assert_int_le(X, Y) CK_LITE_CMP(intmax_t, PRIdMAX, X, <=, Y)
#define ck_assert_int_gt(X, Y) CK_LITE_CMP(intmax_t, PRIdMAX, X, >, Y)
#define ck_assert_int_ge(X, Y) CK_LITE_CMP(intmax_t, PRIdMAX, X, >=, Y)
#define ck_assert_uint_eq(X, Y) CK_LITE_CMP(uintmax_t, PRIuMAX, X, ==, Y)
#define ck_assert_uint_ne(X, Y) CK_LITE_CMP(uintmax_t, PRIuMAX, X, !=, Y)
#define ck_assert_uint_lt(X, Y) CK_LITE_CMP(uintmax_t, PRIuMAX, X, <, Y)
#define ck_assert_uint_le(X, Y) CK_LITE_CMP(uintmax_t, PRIuMAX, X, <=, Y)
#define ck_assert_uint_gt(X, Y) CK_LITE_CMP(uintmax_t, PRIuMAX, X, >, Y)
#define ck_assert_uint_ge(X, Y) CK_LITE_CMP(uintmax_t, PRIuMAX, X, >=, Y)
#define ck_assert_ptr_eq(X, Y) CK_LITE_CMP(const void *, "p", X, ==, Y)
#define ck_assert_ptr_ne(X, Y) CK_LITE_CMP(const void *, "p", X, !=, Y)
#define ck_assert_ptr_null(X) ck_assert_ptr_eq(X, NULL)
#define ck_assert_ptr_nonnull(X) ck_assert_ptr_ne(X, NULL)

/* Strings: both must exist, as Check requires. */
#define CK_LITE_STR(X, OP, Y)                                             \
	do {                                                              \
		const char *ck_x_ = (X), *ck_y_ = (Y);                    \
		if (!ck_x_ || !ck_y_ || !(strcmp(ck_x_, ck_y_) OP 0))     \
			ck_lite_fail(__FILE__, __LINE__,                  \
				     "Assertion '%s' failed: %s == \"%s\", %s == \"%s\"", \
				     #X " " #OP " " #Y, #X, ck_x_ ? ck_x_ : "(null)", \
				     #Y, ck_y_ ? ck_y_ : "(null)");       \
	} while (0)
#define ck_assert_str_eq(X, Y) CK_LITE_STR(X, ==, Y)

/* Memory: equal bytes over L; the report names the first byte that differs. */
#define ck_assert_mem_eq(X, Y, L)                                         \
	do {                                                              \
		const unsigned char *ck_x_ = (const unsigned char *)(X);  \
		const unsigned char *ck_y_ = (const unsigned char *)(Y);  \
		size_t ck_l_ = (L);                                       \
		for (size_t ck_i_ = 0; ck_i_ < ck_l_; ck_i_++)            \
			if (ck_x_[ck_i_] != ck_y_[ck_i_])                 \
				ck_lite_fail(__FILE__, __LINE__,          \
					     "Assertion '%s' failed: byte %zu: %02x != %02x", \
					     "memcmp(" #X ", " #Y ", " #L ") == 0", ck_i_, \
					     ck_x_[ck_i_], ck_y_[ck_i_]); \
	} while (0)
#define ck_assert_str_ne(X, Y) CK_LITE_STR(X, !=, Y)

static inline Suite *suite_create(const char *name)
{
	Suite *s = calloc(1, sizeof(*s));
	if (!s)
		abort(); /* a test harness with no memory cannot report anything */
	s->name = name;
	return s;
}

static inline TCase *tcase_create(const char *name)
{
	TCase *tc = calloc(1, sizeof(*tc));
	if (!tc)
		abort();
	tc->name = name;
	return tc;
}

static inline void tcase_set_timeout(TCase *tc, double seconds)
{
	(void)tc;
	(void)seconds; /* no timeouts here: meson's apply to the whole program */
}

static inline void suite_add_tcase(Suite *s, TCase *tc)
{
	if (s->last)
		s->last->next = tc;
	else
		s->first = tc;
	s->last = tc;
}

static inline void tcase_add_loop_test(TCase *tc, const TTest *test, int start, int end)
{
	if (tc->count == tc->capacity) {
		int capacity = tc->capacity ? 2 * tc->capacity : 16;
		struct tcase_entry *grown = realloc(tc->entries, (size_t)capacity * sizeof(*grown));
		if (!grown)
			abort();
		tc->entries = grown;
		tc->capacity = capacity;
	}
	tc->entries[tc->count++] = (struct tcase_entry){ test, start, end };
}

#define tcase_add_test(tc, test) tcase_add_loop_test(tc, test, 0, 1)

static inline void tcase_add_unchecked_fixture(TCase *tc, SFun setup, SFun teardown)
{
	tc->setup = setup;
	tc->teardown = teardown;
}

static inline SRunner *srunner_create(Suite *s)
{
	SRunner *r = calloc(1, sizeof(*r));
	if (!r)
		abort();
	r->suite = s;
	return r;
}

/* volatile: the counters live across longjmp. */
static inline void ck_lite_run_case(SRunner *r, const TCase *tc)
{
	if (tc->setup)
		tc->setup();
	for (int e = 0; e < tc->count; e++) {
		const struct tcase_entry *entry = &tc->entries[e];
		for (volatile int i = entry->start; i < entry->end; i++) {
			r->run++;
			if (setjmp(ck_lite_escape) == 0) {
				entry->test->fn(i);
			} else {
				fprintf(stderr, "  in %s:%s:%s (iteration %d)\n", r->suite->name,
					tc->name, entry->test->name, i);
				r->failed++;
			}
		}
	}
	if (tc->teardown)
		tc->teardown();
}

static inline void srunner_run_all(SRunner *r, enum print_output mode)
{
	for (const TCase *tc = r->suite->first; tc; tc = tc->next)
		ck_lite_run_case(r, tc);
	if (mode != CK_SILENT)
		printf("%d%%: Checks: %d, Failures: %d, Errors: 0\n",
		       r->run ? 100 * (r->run - r->failed) / r->run : 100, r->run, r->failed);
}

static inline int srunner_ntests_failed(SRunner *r)
{
	return r->failed;
}

static inline void srunner_free(SRunner *r)
{
	if (!r)
		return;
	TCase *tc = r->suite->first;
	while (tc) {
		TCase *next = tc->next;
		free(tc->entries);
		free(tc);
		tc = next;
	}
	free(r->suite);
	free(r);
}

#endif
