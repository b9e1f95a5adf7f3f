/* SPDX-License-Identifier: MIT */
/*
 * The arithmetic the search's hash tables share: the transposition table
 * (tt.c), the VCT proof table (vct_table.c) and the VCF failure cache
 * (vcf_cache.c). Each is one zeroed array of equal buckets, a power of two
 * of them so that the low bits of a Zobrist key pick the bucket; what a
 * bucket holds and which entry a store replaces stay with each table.
 */
#ifndef GMK_SEARCH_BUCKET_TABLE_H
#define GMK_SEARCH_BUCKET_TABLE_H

#include <stddef.h>
#include <stdint.h>

/*
 * On Linux a table of at least this many bytes starts at a multiple of it and
 * asks for huge pages (bucket_table.c says why); elsewhere it is calloc's.
 */
#define BUCKET_TABLE_HUGE_PAGE_BYTES ((size_t)2 << 20)

/* Buckets of a table of at most bytes (at least min_bytes): the largest power of two that fits. */
size_t bucket_table_count(size_t bytes, size_t min_bytes, size_t bucket_bytes);

/*
 * The zeroed buckets of such a table, or NULL when out of memory; *bucket_mask
 * gets their count - 1 (left alone on failure). Freed with bucket_table_free().
 */
void *bucket_table_alloc(size_t bytes, size_t min_bytes, size_t bucket_bytes, size_t *bucket_mask);

/* Frees a table that bucket_table_alloc made (NULL: nothing). */
void bucket_table_free(void *buckets, size_t bucket_mask, size_t bucket_bytes);

/* Zeroes every bucket of a table that bucket_table_alloc made. */
void bucket_table_zero(void *buckets, size_t bucket_mask, size_t bucket_bytes);

/* The index of the first entry of key's bucket, in a table of entries_per_bucket-entry buckets. */
static inline size_t bucket_table_first(uint64_t key, size_t bucket_mask, size_t entries_per_bucket)
{
	return (size_t)(key & bucket_mask) * entries_per_bucket;
}

#endif
