/* SPDX-License-Identifier: MIT */
/*
 * A 128-bit row of the bitboard store and the few operations it needs.
 * Compilers with unsigned __int128 (GCC and Clang on 64-bit targets: x86-64,
 * ARM64) get it as one integer; any other C11 compiler, or a build that
 * defines GMK_BIT_ROW_WORDS, gets the same operations on two 64-bit words.
 * The word version is always compiled, so the unit tests compare the two on
 * every build that has both (tests/unit/test_bit_row.c).
 */
#ifndef GMK_BACKEND_BIT_ROW_H
#define GMK_BACKEND_BIT_ROW_H

#include <stdint.h>

#define BIT_ROW_BITS 128
#define WORD_BITS 64

typedef struct bit_row_words {
	uint64_t lo, hi;  /* bits 0..63 and 64..127 */
} bit_row_words;

/* Bit n (0 <= n < 128) alone. */
static inline bit_row_words words_bit(int n)
{
	bit_row_words r = { 0, 0 };
	if (n < WORD_BITS)
		r.lo = (uint64_t)1 << n;
	else
		r.hi = (uint64_t)1 << (n - WORD_BITS);
	return r;
}

/* count (0 < count <= 127) consecutive bits from bit lo, lo + count <= 128. */
static inline bit_row_words words_span(int lo, int count)
{
	bit_row_words r = { 0, 0 };
	for (int n = lo; n < lo + count; n++) {
		bit_row_words b = words_bit(n);
		r.lo |= b.lo;
		r.hi |= b.hi;
	}
	return r;
}

static inline void words_toggle(bit_row_words *r, int n)
{
	bit_row_words b = words_bit(n);
	r->lo ^= b.lo;
	r->hi ^= b.hi;
}

/* a & ~(b | c): the empty cells of a line (a = on the board). */
static inline bit_row_words words_and_not_either(bit_row_words a, bit_row_words b,
						 bit_row_words c)
{
	bit_row_words r = { a.lo & ~(b.lo | c.lo), a.hi & ~(b.hi | c.hi) };
	return r;
}

/* The 32 bits from bit shift up (0 <= shift < 128; bits past 127 read 0). */
static inline uint32_t words_bits32_from(bit_row_words r, int shift)
{
	if (shift == 0)
		return (uint32_t)r.lo;
	if (shift < WORD_BITS)
		return (uint32_t)(r.lo >> shift | r.hi << (WORD_BITS - shift));
	return (uint32_t)(r.hi >> (shift - WORD_BITS));
}

#if defined(__SIZEOF_INT128__) && !defined(GMK_BIT_ROW_WORDS)

__extension__ typedef unsigned __int128 bit_row;
#define BIT_ROW_KIND "unsigned __int128"

static inline bit_row row_span(int lo, int count)
{
	return (((bit_row)1 << count) - 1) << lo;
}

static inline void row_toggle(bit_row *r, int n)
{
	*r ^= (bit_row)1 << n;
}

static inline bit_row row_and_not_either(bit_row a, bit_row b, bit_row c)
{
	return a & ~(b | c);
}

static inline uint32_t row_bits32_from(bit_row r, int shift)
{
	return (uint32_t)(r >> shift);
}

#else

typedef bit_row_words bit_row;
#define BIT_ROW_KIND "two 64-bit words"
#define row_span words_span
#define row_toggle words_toggle
#define row_and_not_either words_and_not_either
#define row_bits32_from words_bits32_from

#endif

#endif
