/* SPDX-License-Identifier: MIT */
/*
 * lib/backend/bit_row.h against a model of 128 separate bits: the build's
 * row type (unsigned __int128 where the compiler has it) and the two-word
 * fallback other compilers get, so the fallback is tested on every build.
 * A plain exit-code program, like test_thread, for the cross builds too.
 */
#include <stdio.h>
#include <string.h>

#include "backend/bit_row.h"

#define STEPS 20000

static int failures;

static uint64_t rng = 0x2026120100000001ull;

static uint64_t next_random(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return rng;
}

typedef struct model {
	unsigned char bit[BIT_ROW_BITS];
} model;

static uint32_t model_bits32_from(const model *m, int shift)
{
	uint32_t v = 0;
	for (int i = 0; i < 32 && shift + i < BIT_ROW_BITS; i++)
		v |= (uint32_t)m->bit[shift + i] << i;
	return v;
}

static void expect_equal(const model *m, bit_row r, bit_row_words w, const char *what, int step)
{
	for (int shift = 0; shift < BIT_ROW_BITS; shift++) {
		uint32_t want = model_bits32_from(m, shift);
		if (row_bits32_from(r, shift) != want || words_bits32_from(w, shift) != want) {
			fprintf(stderr, "step %d, %s, shift %d: row %08x words %08x model %08x\n", step,
				what, shift, (unsigned)row_bits32_from(r, shift),
				(unsigned)words_bits32_from(w, shift), (unsigned)want);
			failures++;
			return;
		}
	}
}

int main(void)
{
	/* Spans at every start and length. */
	for (int lo = 0; lo < BIT_ROW_BITS; lo++)
		for (int count = 1; count < BIT_ROW_BITS && lo + count <= BIT_ROW_BITS; count++) {
			model m;
			memset(&m, 0, sizeof(m));
			memset(m.bit + lo, 1, (size_t)count);
			expect_equal(&m, row_span(lo, count), words_span(lo, count), "span", lo);
		}

	/* Random toggles on three rows, read as "empty" (a & ~(b | c)). */
	model ma, mb, mc;
	memset(&ma, 0, sizeof(ma));
	memset(&mb, 0, sizeof(mb));
	memset(&mc, 0, sizeof(mc));
	bit_row ra = row_span(3, 120), rb = row_span(0, 1), rc = row_span(0, 1);
	bit_row_words wa = words_span(3, 120), wb = words_span(0, 1), wc = words_span(0, 1);
	memset(ma.bit + 3, 1, 120);
	mb.bit[0] = mc.bit[0] = 1;
	for (int step = 0; step < STEPS && failures < 10; step++) {
		int n = (int)(next_random() % BIT_ROW_BITS);
		if (next_random() & 1) {
			row_toggle(&rb, n);
			words_toggle(&wb, n);
			mb.bit[n] ^= 1;
		} else {
			row_toggle(&rc, n);
			words_toggle(&wc, n);
			mc.bit[n] ^= 1;
		}
		model empty;
		for (int i = 0; i < BIT_ROW_BITS; i++)
			empty.bit[i] = ma.bit[i] & !(mb.bit[i] | mc.bit[i]);
		if (step % 64 == 0 || step == STEPS - 1) {
			expect_equal(&mb, rb, wb, "toggled", step);
			expect_equal(&empty, row_and_not_either(ra, rb, rc),
				     words_and_not_either(wa, wb, wc), "empty", step);
		}
	}
	if (failures)
		fprintf(stderr, "%d failure(s)\n", failures);
	else
		printf("bit_row (%s) and the two-word fallback agree with the model\n",
		       BIT_ROW_KIND);
	return failures ? 1 : 0;
}
