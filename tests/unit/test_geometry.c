/* SPDX-License-Identifier: MIT */
/* lib/core/geometry.c: pixel <-> intersection mapping, rounding, tolerance, bad input. */
#include <math.h>

#include "check_compat.h"
#include "gomoku.h"

static gmk_geometry grid(double ox, double oy, double spacing, int w, int h)
{
	gmk_geometry g = GMK_GEOMETRY_INIT;
	g.origin_x = ox;
	g.origin_y = oy;
	g.spacing = spacing;
	g.width = w;
	g.height = h;
	return g;
}

static void maps_to(const gmk_geometry *g, double px, double py, int x, int y)
{
	gmk_point p = { -7, -7 };
	int status = gmk_geometry_from_pixel(g, px, py, &p);
	ck_assert_msg(status == GMK_OK && p.x == x && p.y == y,
		      "(%g,%g) -> %d (%d,%d), wanted (%d,%d)", px, py, status, p.x, p.y, x, y);
}

static void rejected(const gmk_geometry *g, double px, double py)
{
	gmk_point p = { -7, -7 };
	int status = gmk_geometry_from_pixel(g, px, py, &p);
	ck_assert_msg(status == GMK_EOFFBOARD, "(%g,%g) -> %d (%d,%d)", px, py, status, p.x, p.y);
	ck_assert(p.x == -7 && p.y == -7);
}

START_TEST(corners_map_both_ways)
{
	gmk_geometry g = grid(20, 30, 32, 15, 13);
	const gmk_point corners[4] = { { 0, 0 }, { 14, 0 }, { 0, 12 }, { 14, 12 } };
	for (int i = 0; i < 4; i++) {
		double px, py;
		ck_assert_int_eq(gmk_geometry_to_pixel(&g, corners[i], &px, &py), GMK_OK);
		ck_assert(px == 20 + 32.0 * corners[i].x && py == 30 + 32.0 * corners[i].y);
		maps_to(&g, px, py, corners[i].x, corners[i].y);
		/* Just inside the tolerance (0.44 spacing), towards the outside of the board. */
		maps_to(&g, px + (corners[i].x ? 10 : -10), py + (corners[i].y ? 10 : -10),
			corners[i].x, corners[i].y);
		rejected(&g, px + (corners[i].x ? 11 : -11), py + (corners[i].y ? 11 : -11));
	}
	/* One spacing outside the corner is no intersection at all. */
	rejected(&g, 20 - 32, 30);
	rejected(&g, 20 + 32 * 15, 30);
	rejected(&g, 20, 30 + 32 * 13);
	double px, py;
	ck_assert_fails(gmk_geometry_to_pixel(&g, (gmk_point){ 15, 0 }, &px, &py), GMK_EOFFBOARD);
	ck_assert_fails(gmk_geometry_to_pixel(&g, (gmk_point){ 0, -1 }, &px, &py), GMK_EOFFBOARD);
}
END_TEST

START_TEST(half_way_points)
{
	gmk_geometry g = grid(0, 0, 40, 15, 15);
	/* The default tolerance (0.45) refuses every half-way point. */
	rejected(&g, 20, 0);
	rejected(&g, 0, 20);
	rejected(&g, 60, 80);
	/* With a tolerance of exactly one half, halves round up... */
	g.tolerance = 0.5;
	maps_to(&g, 20, 0, 1, 0);
	maps_to(&g, 60, 40, 2, 1);
	maps_to(&g, 40, 100, 1, 3);
	/* ... also just left of the board: -0.5 rounds up to 0. */
	maps_to(&g, -20, 0, 0, 0);
	/* The centre of a square is farther than half a spacing from every corner. */
	rejected(&g, 20, 20);
	/* Past the last line by half a spacing rounds off the board. */
	rejected(&g, 14 * 40 + 20, 0);
}
END_TEST

START_TEST(fractional_spacing)
{
	gmk_geometry g = grid(10.25, 5.5, 27.5, 19, 19);
	double px, py;
	ck_assert_int_eq(gmk_geometry_to_pixel(&g, (gmk_point){ 3, 4 }, &px, &py), GMK_OK);
	ck_assert(fabs(px - (10.25 + 3 * 27.5)) < 1e-9 && fabs(py - (5.5 + 4 * 27.5)) < 1e-9);
	maps_to(&g, px, py, 3, 4);
	maps_to(&g, px + 0.44 * 27.5, py, 3, 4);
	maps_to(&g, px - 0.44 * 27.5, py, 3, 4);
	maps_to(&g, px + 0.3 * 27.5, py - 0.3 * 27.5, 3, 4);   /* 0.42 along the diagonal */
	rejected(&g, px + 0.46 * 27.5, py);
	rejected(&g, px + 0.33 * 27.5, py + 0.33 * 27.5);      /* 0.47 along the diagonal */
	maps_to(&g, px + 0.56 * 27.5, py, 4, 4);
	/* Every intersection survives the round trip. */
	for (int y = 0; y < 19; y++)
		for (int x = 0; x < 19; x++) {
			ck_assert_int_eq(gmk_geometry_to_pixel(&g, (gmk_point){ x, y }, &px, &py),
					 GMK_OK);
			maps_to(&g, px, py, x, y);
		}
}
END_TEST

START_TEST(negative_coordinates)
{
	gmk_geometry g = grid(-100, -50, 20, 15, 15);
	maps_to(&g, -100, -50, 0, 0);
	maps_to(&g, -108, -50, 0, 0);   /* -0.4 spacing */
	rejected(&g, -112, -50);        /* -0.6 spacing rounds to -1 */
	maps_to(&g, -61, -31, 2, 1);
	rejected(&g, -300, -300);
	g = grid(200, 200, 20, 15, 15);
	rejected(&g, -1, -1);
	rejected(&g, -200, 200);
}
END_TEST

START_TEST(fit_centres_the_board)
{
	gmk_geometry g = GMK_GEOMETRY_INIT;
	ck_assert_int_eq(gmk_geometry_fit(&g, 15, 15, 640, 480, 1.0), GMK_OK);
	ck_assert(g.spacing == 30.0);
	ck_assert(g.origin_x == 110.0 && g.origin_y == 30.0);
	ck_assert(g.tolerance == GMK_GEOMETRY_DEFAULT_TOLERANCE);
	ck_assert_int_eq(gmk_geometry_fit(&g, 20, 10, 1000, 1000, 0.5), GMK_OK);
	ck_assert(g.spacing == 50.0);
	ck_assert(g.origin_x == 25.0 && g.origin_y == 275.0);
	ck_assert_fails(gmk_geometry_fit(&g, 2, 10, 100, 100, 1), GMK_ERANGE);
	ck_assert_fails(gmk_geometry_fit(&g, 15, 15, 0, 100, 1), GMK_EINVAL);
	ck_assert_fails(gmk_geometry_fit(&g, 15, 15, 100, 100, -1), GMK_EINVAL);
	ck_assert_fails(gmk_geometry_fit(NULL, 15, 15, 100, 100, 1), GMK_EINVAL);
	ck_assert(g.spacing == 50.0);
}
END_TEST

START_TEST(bad_geometry_is_refused)
{
	gmk_geometry g = grid(0, 0, 32, 15, 15);
	gmk_point p = { -7, -7 };
	double px, py;
	ck_assert_fails(gmk_geometry_from_pixel(NULL, 0, 0, &p), GMK_EINVAL);
	ck_assert_fails(gmk_geometry_from_pixel(&g, 0, 0, NULL), GMK_EINVAL);
	ck_assert_fails(gmk_geometry_from_pixel(&g, NAN, 0, &p), GMK_EINVAL);
	ck_assert_fails(gmk_geometry_from_pixel(&g, 0, INFINITY, &p), GMK_EINVAL);
	ck_assert_fails(gmk_geometry_to_pixel(&g, (gmk_point){ 0, 0 }, NULL, &py), GMK_EINVAL);
	g.spacing = 0;
	ck_assert_fails(gmk_geometry_from_pixel(&g, 0, 0, &p), GMK_EINVAL);
	g.spacing = -3;
	ck_assert_fails(gmk_geometry_to_pixel(&g, (gmk_point){ 0, 0 }, &px, &py), GMK_EINVAL);
	g.spacing = 32;
	g.tolerance = 0;
	ck_assert_fails(gmk_geometry_from_pixel(&g, 0, 0, &p), GMK_EINVAL);
	g.tolerance = 0.45;
	g.width = 2;
	ck_assert_fails(gmk_geometry_from_pixel(&g, 0, 0, &p), GMK_ERANGE);
	g.width = 15;
	g.version = 2;
	ck_assert_fails(gmk_geometry_from_pixel(&g, 0, 0, &p), GMK_EVERSION);
	ck_assert(p.x == -7 && p.y == -7);
	ck_assert_fails(gmk_geometry_init(&g, 2), GMK_EVERSION);
	ck_assert_fails(gmk_geometry_init(NULL, GMK_GEOMETRY_VERSION), GMK_EINVAL);
	ck_assert_int_eq(gmk_geometry_init(&g, GMK_GEOMETRY_VERSION), GMK_OK);
	ck_assert(g.spacing > 0 && g.tolerance == GMK_GEOMETRY_DEFAULT_TOLERANCE);
}
END_TEST

Suite *make_suite(void)
{
	Suite *s = suite_create("geometry");
	TCase *tc = gmk_tcase("geometry");
	tcase_add_test(tc, corners_map_both_ways);
	tcase_add_test(tc, half_way_points);
	tcase_add_test(tc, fractional_spacing);
	tcase_add_test(tc, negative_coordinates);
	tcase_add_test(tc, fit_centres_the_board);
	tcase_add_test(tc, bad_geometry_is_refused);
	suite_add_tcase(s, tc);
	return s;
}

GMK_CHECK_MAIN
