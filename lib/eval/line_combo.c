/* SPDX-License-Identifier: MIT */
/* The combination index of a cell's four line patterns, tabled once per process. */
#include "core/thread.h"
#include "eval/line_combo.h"

#define KEYS ((unsigned)1 << CLASS_KEY_BITS)

/* Static storage: the tables cannot fail, and every thread reads the same bytes. */
static uint16_t combo_of_key[KEYS];
static uint16_t key_of_combo[COMBO_COUNT];
static thread_once combo_once = THREAD_ONCE_INIT;

static unsigned binomial(unsigned n, unsigned k)
{
	if (k > n)
		return 0;
	unsigned r = 1;
	for (unsigned i = 1; i <= k; i++)
		r = r * (n - k + i) / i;
	return r;
}

static void build(void)
{
	for (unsigned key = 0; key < KEYS; key++) {
		unsigned p[4];
		int valid = 1;
		for (int d = 0; d < 4; d++) {
			p[d] = (key >> (PATTERN_BITS * d)) & PATTERN_FIELD;
			valid &= p[d] < PAT_COUNT;
		}
		if (!valid)
			continue; /* stays 0: never a real cell's key */
		for (int i = 1; i < 4; i++) /* insertion sort of four */
			for (int j = i; j > 0 && p[j - 1] > p[j]; j--) {
				unsigned t = p[j];
				p[j] = p[j - 1];
				p[j - 1] = t;
			}
		unsigned combo = 0;
		for (unsigned i = 0; i < 4; i++)
			combo += binomial(p[i] + i, i + 1);
		combo_of_key[key] = (uint16_t)combo;
		key_of_combo[combo] = (uint16_t)(p[0] | p[1] << PATTERN_BITS |
						 p[2] << (2 * PATTERN_BITS) | p[3] << (3 * PATTERN_BITS));
	}
}

const uint16_t *line_combo_table(void)
{
	thread_once_run(&combo_once, build);
	return combo_of_key;
}

unsigned line_combo_key(int combo)
{
	thread_once_run(&combo_once, build);
	return combo >= 0 && combo < COMBO_COUNT ? key_of_combo[combo] : 0;
}
