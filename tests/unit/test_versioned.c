/* SPDX-License-Identifier: MIT */
/*
 * lib/core/versioned: reading and writing structs of older versions, and the
 * first real version 2 struct (gmk_engine_options.threads).
 */
#include <stdint.h>
#include <string.h>

#include "check_compat.h"
#include "core/versioned.h"
#include "gomoku.h"
#include "search/engine_internal.h"

/* A struct as it would look after one appended field. */
typedef struct demo {
	unsigned int version;
	int a;
	double b;
	int c;                    /* version 2 */
} demo;

static const size_t demo_sizes[] = { VERSIONED_END(demo, b), VERSIONED_END(demo, c) };
VERSIONED_ASSERT(demo_sizes, 2);
static const versioned_type demo_type = { "demo", 2, demo_sizes };

#define SENTINEL 0xA5

/* A caller's version 1 struct with the bytes right past its end marked. */
typedef struct guarded {
	unsigned char bytes[sizeof(demo) + 16];
} guarded;

static void guard_v1(guarded *g, const demo *v1)
{
	memset(g->bytes, SENTINEL, sizeof(g->bytes));
	memcpy(g->bytes, v1, demo_sizes[0]);
}

static void assert_guard_intact(const guarded *g)
{
	for (size_t i = demo_sizes[0]; i < sizeof(g->bytes); i++)
		ck_assert_msg(g->bytes[i] == SENTINEL, "byte %zu past the v1 end was touched", i);
}

START_TEST(read_takes_only_the_callers_fields)
{
	demo v1 = { 1, 7, 2.5, 0 };
	guarded g;
	guard_v1(&g, &v1);
	demo got = { 0, 0, 0.0, -3 };     /* -3: the default of c */
	ck_assert_int_eq(versioned_read(&demo_type, &got, g.bytes), GMK_OK);
	ck_assert_uint_eq(got.version, 2);
	ck_assert_int_eq(got.a, 7);
	ck_assert(got.b == 2.5);
	ck_assert_int_eq(got.c, -3);

	demo v2 = { 2, 1, 1.0, 42 };
	ck_assert_int_eq(versioned_read(&demo_type, &got, &v2), GMK_OK);
	ck_assert_int_eq(got.c, 42);
}
END_TEST

START_TEST(write_stops_at_the_callers_end)
{
	demo v1 = { 1, 0, 0.0, 0 };
	guarded g;
	guard_v1(&g, &v1);
	demo full = { 2, 11, 3.5, 99 };
	ck_assert_int_eq(versioned_write(&demo_type, g.bytes, &full), GMK_OK);
	assert_guard_intact(&g);
	demo seen;
	memcpy(&seen, g.bytes, demo_sizes[0]);
	ck_assert_uint_eq(seen.version, 1);   /* the caller's version stays */
	ck_assert_int_eq(seen.a, 11);
	ck_assert(seen.b == 3.5);
}
END_TEST

START_TEST(init_fills_one_version)
{
	guarded g;
	memset(g.bytes, SENTINEL, sizeof(g.bytes));
	const demo defaults = { 2, 5, 6.0, 7 };
	ck_assert_int_eq(versioned_init(&demo_type, g.bytes, 1, &defaults), GMK_OK);
	assert_guard_intact(&g);
	demo seen;
	memcpy(&seen, g.bytes, demo_sizes[0]);
	ck_assert_uint_eq(seen.version, 1);
	ck_assert_int_eq(seen.a, 5);
}
END_TEST

START_TEST(unknown_versions_fail_with_a_message)
{
	demo d = { 3, 1, 1.0, 1 }, got = { 2, 9, 9.0, 9 };
	ck_assert_int_eq(versioned_read(&demo_type, &got, &d), GMK_EVERSION);
	ck_assert_int_eq(got.a, 9);
	ck_assert_str_eq(gmk_last_error_message(),
			 "demo version 3 is newer than this library (" GMK_VERSION_STRING
			 " knows 1..2)");
	d.version = 0;
	ck_assert_int_eq(versioned_write(&demo_type, &d, &got), GMK_EVERSION);
	ck_assert_int_eq(d.a, 1);
	ck_assert_ptr_nonnull(strstr(gmk_last_error_message(), "demo version 0 is not set"));
	ck_assert_int_eq(versioned_init(&demo_type, &d, 7, &got), GMK_EVERSION);
	ck_assert_uint_eq(versioned_size(&demo_type, 7), 0);
	ck_assert_uint_eq(versioned_size(&demo_type, 1), demo_sizes[0]);
}
END_TEST

static gmk_engine *engine_with(const gmk_engine_options *o)
{
	gmk_engine *e = NULL;
	ck_assert_int_eq(gmk_engine_new(&e, o), GMK_OK);
	return e;
}

START_TEST(engine_threads_are_stored)
{
	gmk_engine_options o = GMK_ENGINE_OPTIONS_INIT;
	o.hash_bytes = (size_t)1 << 16;
	o.threads = 4;
	gmk_engine *e = engine_with(&o);
	ck_assert_uint_eq(engine_thread_count(e), 4);
	gmk_engine_free(e);

	o.threads = 0;
	e = engine_with(&o);
	ck_assert_uint_eq(engine_thread_count(e), 1);
	gmk_engine_free(e);

	/* A version 1 struct has no threads field: what lies past it is not read. */
	o.version = 1;
	o.threads = 77;
	e = engine_with(&o);
	ck_assert_uint_eq(engine_thread_count(e), 1);
	gmk_engine_free(e);

	o.version = GMK_ENGINE_OPTIONS_VERSION;
	o.threads = GMK_MAX_THREADS + 1;
	gmk_engine *untouched = NULL;
	ck_assert_fails(gmk_engine_new(&untouched, &o), GMK_ERANGE);
	ck_assert_ptr_null(untouched);
}
END_TEST

START_TEST(engine_options_init_of_version_1)
{
	gmk_engine_options o;
	memset(&o, SENTINEL, sizeof(o));
	ck_assert_int_eq(gmk_engine_options_init(&o, 1), GMK_OK);
	ck_assert_uint_eq(o.version, 1);
	ck_assert_uint_eq(o.hash_bytes, 0);
	unsigned int marked;
	memset(&marked, SENTINEL, sizeof(marked));
	ck_assert_uint_eq(o.threads, marked);
	ck_assert_int_eq(gmk_engine_options_init(&o, 2), GMK_OK);
	ck_assert_uint_eq(o.threads, 0);
	ck_assert_fails(gmk_engine_options_init(&o, 3), GMK_EVERSION);
}
END_TEST

START_TEST(config_threads_by_version)
{
	gmk_engine_options o = GMK_ENGINE_OPTIONS_INIT;
	const char *text = "{\"threads\": 3}";
	ck_assert_int_eq(gmk_config_from_json(text, strlen(text), &o, NULL, NULL), GMK_OK);
	ck_assert_uint_eq(o.threads, 3);
	char *json = NULL;
	ck_assert_int_eq(gmk_config_to_json(&o, NULL, &json), GMK_OK);
	ck_assert_ptr_nonnull(strstr(json, "\"threads\": 3"));
	gmk_free(json);

	o.version = 1;
	o.threads = 8;
	ck_assert_int_eq(gmk_config_from_json(text, strlen(text), &o, NULL, NULL), GMK_OK);
	ck_assert_uint_eq(o.threads, 8);      /* past a version 1 struct: not written */
	ck_assert_int_eq(gmk_config_to_json(&o, NULL, &json), GMK_OK);
	ck_assert_ptr_null(strstr(json, "threads"));
	gmk_free(json);

	o.version = 2;
	const char *bad = "{\"threads\": 100000}";
	ck_assert_fails(gmk_config_from_json(bad, strlen(bad), &o, NULL, NULL), GMK_ERANGE);
	ck_assert_uint_eq(o.threads, 8);
}
END_TEST

Suite *make_suite(void)
{
	Suite *s = suite_create("versioned");
	TCase *tc = gmk_tcase("versioned");
	tcase_add_test(tc, read_takes_only_the_callers_fields);
	tcase_add_test(tc, write_stops_at_the_callers_end);
	tcase_add_test(tc, init_fills_one_version);
	tcase_add_test(tc, unknown_versions_fail_with_a_message);
	tcase_add_test(tc, engine_threads_are_stored);
	tcase_add_test(tc, engine_options_init_of_version_1);
	tcase_add_test(tc, config_threads_by_version);
	suite_add_tcase(s, tc);
	return s;
}

GMK_CHECK_MAIN
