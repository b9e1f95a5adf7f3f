/* SPDX-License-Identifier: MIT */
/* lib/core: status, version, notation. */
#include <string.h>

#include "check_compat.h"
#include "core/symmetry.h"
#include "gomoku.h"

START_TEST(version_matches_header)
{
	ck_assert_int_eq(gmk_version_number(), GMK_VERSION_NUMBER);
	ck_assert_str_eq(gmk_version_string(), GMK_VERSION_STRING);
	ck_assert_int_eq(GMK_VERSION_NUMBER / 10000, GMK_VERSION_MAJOR);
}
END_TEST

START_TEST(every_status_has_a_distinct_message)
{
	for (int s = GMK_OK; s >= GMK_ENOMOVE; s--) {
		ck_assert_str_ne(gmk_strerror(s), "unknown status");
		for (int t = s - 1; t >= GMK_ENOMOVE; t--)
			ck_assert_str_ne(gmk_strerror(s), gmk_strerror(t));
	}
	ck_assert_str_eq(gmk_strerror(-999), "unknown status");
	ck_assert_str_eq(gmk_strerror(5), "unknown status");
	gmk_free(NULL);
}
END_TEST

static void expect_rif(const char *text, int w, int h, int x, int y)
{
	gmk_point p = { -9, -9 };
	ck_assert_msg(gmk_point_from_rif(text, w, h, &p) == GMK_OK, "parse %s", text);
	ck_assert_msg(p.x == x && p.y == y, "%s on %dx%d gave %d,%d", text, w, h, p.x, p.y);
	char buf[GMK_POINT_STRING_MAX];
	ck_assert_int_eq(gmk_point_to_rif(p, w, h, buf, sizeof(buf)), GMK_OK);
	char lower[GMK_POINT_STRING_MAX];
	size_t i;
	for (i = 0; text[i]; i++)
		lower[i] = (char)(text[i] >= 'A' && text[i] <= 'Z' ? text[i] + 32 : text[i]);
	lower[i] = 0;
	ck_assert_str_eq(buf, lower);
}

START_TEST(rif_corners_square)
{
	expect_rif("h8", 15, 15, 7, 7);
	expect_rif("a1", 15, 15, 0, 14);
	expect_rif("a15", 15, 15, 0, 0);
	expect_rif("o15", 15, 15, 14, 0);
	expect_rif("o1", 15, 15, 14, 14);
	expect_rif("H8", 15, 15, 7, 7);
	expect_rif("s19", 19, 19, 18, 0);
}
END_TEST

START_TEST(rif_corners_rectangular_and_wide)
{
	/* 30 wide, 4 high: columns run past z into aa..ad. */
	expect_rif("a1", 30, 4, 0, 3);
	expect_rif("a4", 30, 4, 0, 0);
	expect_rif("ad4", 30, 4, 29, 0);
	expect_rif("ad1", 30, 4, 29, 3);
	expect_rif("z2", 30, 4, 25, 2);
	expect_rif("aa2", 30, 4, 26, 2);
	/* 5 wide, 40 high. */
	expect_rif("e40", 5, 40, 4, 0);
	expect_rif("e1", 5, 40, 4, 39);
	expect_rif("a40", 5, 40, 0, 0);
}
END_TEST

START_TEST(rif_rejects_bad_text)
{
	gmk_point p = { 42, 43 };
	ck_assert_fails(gmk_point_from_rif("", 15, 15, &p), GMK_EPARSE);
	ck_assert_fails(gmk_point_from_rif("h", 15, 15, &p), GMK_EPARSE);
	ck_assert_fails(gmk_point_from_rif("8", 15, 15, &p), GMK_EPARSE);
	ck_assert_fails(gmk_point_from_rif("h8x", 15, 15, &p), GMK_EPARSE);
	ck_assert_fails(gmk_point_from_rif("h-8", 15, 15, &p), GMK_EPARSE);
	ck_assert_fails(gmk_point_from_rif("h99999999999", 15, 15, &p), GMK_EPARSE);
	ck_assert_fails(gmk_point_from_rif("p8", 15, 15, &p), GMK_EOFFBOARD);
	ck_assert_fails(gmk_point_from_rif("h16", 15, 15, &p), GMK_EOFFBOARD);
	ck_assert_fails(gmk_point_from_rif("h0", 15, 15, &p), GMK_EOFFBOARD);
	ck_assert_fails(gmk_point_from_rif(NULL, 15, 15, &p), GMK_EINVAL);
	ck_assert_fails(gmk_point_from_rif("h8", 2, 15, &p), GMK_EINVAL);
	ck_assert_int_eq(p.x, 42); /* untouched on failure */
	ck_assert_int_eq(p.y, 43);
	ck_assert_int_eq(gmk_point_from_rif(" h8 \r\n", 15, 15, &p), GMK_OK);
	char small[2];
	gmk_point c = { 7, 7 };
	ck_assert_fails(gmk_point_to_rif(c, 15, 15, small, sizeof(small)), GMK_EBUFFER);
	c.x = 15;
	ck_assert_fails(gmk_point_to_rif(c, 15, 15, small, sizeof(small)), GMK_EOFFBOARD);
}
END_TEST

START_TEST(xy_round_trip_and_errors)
{
	gmk_point p;
	char buf[GMK_POINT_STRING_MAX];
	ck_assert_int_eq(gmk_point_from_xy("0,0", 15, 15, &p), GMK_OK);
	ck_assert(p.x == 0 && p.y == 0);
	ck_assert_int_eq(gmk_point_from_xy(" 14 , 14\r\n", 15, 15, &p), GMK_OK);
	ck_assert(p.x == 14 && p.y == 14);
	ck_assert_int_eq(gmk_point_from_xy("19,3", 20, 4, &p), GMK_OK);
	ck_assert(p.x == 19 && p.y == 3);
	ck_assert_int_eq(gmk_point_to_xy(p, 20, 4, buf, sizeof(buf)), GMK_OK);
	ck_assert_str_eq(buf, "19,3");
	ck_assert_int_eq(gmk_point_from_xy("7 7", 15, 15, &p), GMK_OK);
	ck_assert_fails(gmk_point_from_xy("77", 15, 15, &p), GMK_EPARSE);
	ck_assert_fails(gmk_point_from_xy("7,", 15, 15, &p), GMK_EPARSE);
	ck_assert_fails(gmk_point_from_xy(",7", 15, 15, &p), GMK_EPARSE);
	ck_assert_fails(gmk_point_from_xy("-1,7", 15, 15, &p), GMK_EPARSE);
	ck_assert_fails(gmk_point_from_xy("7,7,7", 15, 15, &p), GMK_EPARSE);
	ck_assert_fails(gmk_point_from_xy("15,0", 15, 15, &p), GMK_EOFFBOARD);
	ck_assert_fails(gmk_point_from_xy("0,15", 15, 15, &p), GMK_EOFFBOARD);
	ck_assert_int_eq(gmk_point_parse("h8", 15, 15, &p), GMK_OK);
	ck_assert(p.x == 7 && p.y == 7);
	ck_assert_int_eq(gmk_point_parse("3,4", 15, 15, &p), GMK_OK);
	ck_assert(p.x == 3 && p.y == 4);
	ck_assert_fails(gmk_point_parse("\xef\xbc\x8c", 15, 15, &p), GMK_EPARSE);
}
END_TEST

/*
 * The one point map of the board's symmetries (core/symmetry.h): each that
 * fits permutes the points, applying a reflection twice or a quarter turn
 * four times gives the identity, and the axis-exchanging ones fit squares only.
 */
START_TEST(symmetries_permute_the_points)
{
	static const int sizes[][2] = { { 7, 7 }, { 6, 6 }, { 7, 4 }, { 4, 9 } };
	for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
		int w = sizes[k][0], h = sizes[k][1];
		for (int t = 0; t < SYMMETRY_COUNT; t++) {
			int exchanges = t == SYMMETRY_ROTATE_90 || t == SYMMETRY_ROTATE_270 ||
					t == SYMMETRY_TRANSPOSE || t == SYMMETRY_ANTITRANSPOSE;
			ck_assert_int_eq(symmetry_fits(t, w, h), !exchanges || w == h);
			if (!symmetry_fits(t, w, h))
				continue;
			int hit[9 * 9] = { 0 };
			int order = t == SYMMETRY_ROTATE_90 || t == SYMMETRY_ROTATE_270 ? 4 : 2;
			for (int y = 0; y < h; y++)
				for (int x = 0; x < w; x++) {
					gmk_point p = { x, y }, q = symmetry_map(t, w, h, p);
					ck_assert(q.x >= 0 && q.x < w && q.y >= 0 && q.y < h);
					hit[q.y * w + q.x]++;
					for (int i = 1; i < order; i++)
						q = symmetry_map(t, w, h, q);
					ck_assert_msg(q.x == x && q.y == y, "symmetry %d on %dx%d", t, w, h);
				}
			for (int i = 0; i < w * h; i++)
				ck_assert_int_eq(hit[i], 1);
		}
	}
	ck_assert(!symmetry_fits(-1, 7, 7));
	ck_assert(!symmetry_fits(SYMMETRY_COUNT, 7, 7));
	gmk_point p = symmetry_map(SYMMETRY_ROTATE_90, 7, 7, (gmk_point){ 1, 2 });
	ck_assert(p.x == 4 && p.y == 1); /* clockwise on the screen: (n-1-y, x) */
}
END_TEST

Suite *make_suite(void)
{
	Suite *s = suite_create("core");
	TCase *tc = gmk_tcase("core");
	tcase_add_test(tc, version_matches_header);
	tcase_add_test(tc, every_status_has_a_distinct_message);
	tcase_add_test(tc, rif_corners_square);
	tcase_add_test(tc, rif_corners_rectangular_and_wide);
	tcase_add_test(tc, rif_rejects_bad_text);
	tcase_add_test(tc, xy_round_trip_and_errors);
	tcase_add_test(tc, symmetries_permute_the_points);
	suite_add_tcase(s, tc);
	return s;
}

GMK_CHECK_MAIN
