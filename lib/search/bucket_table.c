/* SPDX-License-Identifier: MIT */
/* Sizes and storage of the search's bucketed hash tables (see bucket_table.h). */
#if defined(__linux__)
#define _DEFAULT_SOURCE  /* MAP_ANONYMOUS and MADV_HUGEPAGE, beside POSIX 2008 */
#endif
#include <stdlib.h>
#include <string.h>

#include "search/bucket_table.h"

#if defined(__linux__)
#include <sys/mman.h>
#endif

/*
 * Linux: a table of one huge page or more is a mapping of its own, aligned
 * to huge pages and advised to use them. A probe lands anywhere in the
 * table, so with 4 KiB pages nearly every probe of a 16 MiB table misses the
 * TLB as well as the cache; its eight 2 MiB pages stay in the TLB (a 3 M-node
 * search takes 13% less time, RESULTS.md). A fresh mapping is zero and its
 * pages are touched only when the search reaches them, as calloc's are.
 * Elsewhere, calloc.
 */
#if defined(__linux__) && defined(MADV_HUGEPAGE)
static int is_huge(size_t bytes)
{
	return bytes >= BUCKET_TABLE_HUGE_PAGE_BYTES;
}

static void *huge_alloc(size_t bytes)
{
	size_t span = bytes + BUCKET_TABLE_HUGE_PAGE_BYTES;
	char *base = mmap(NULL, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (base == MAP_FAILED)
		return NULL;
	uintptr_t align = BUCKET_TABLE_HUGE_PAGE_BYTES - 1;
	char *table = (char *)(((uintptr_t)base + align) & ~align);
	size_t head = (size_t)(table - base);
	if (head)
		munmap(base, head);
	munmap(table + bytes, span - head - bytes);
	madvise(table, bytes, MADV_HUGEPAGE);  /* advice only: refused, the table keeps small pages */
	return table;
}

static void huge_free(void *table, size_t bytes)
{
	munmap(table, bytes);
}
#else
static int is_huge(size_t bytes)
{
	(void)bytes;
	return 0;
}

static void *huge_alloc(size_t bytes)
{
	(void)bytes;
	return NULL;
}

static void huge_free(void *table, size_t bytes)
{
	(void)table;
	(void)bytes;
}
#endif

size_t bucket_table_count(size_t bytes, size_t min_bytes, size_t bucket_bytes)
{
	if (bytes < min_bytes)
		bytes = min_bytes;
	size_t buckets = 1;
	while (buckets * 2 * bucket_bytes <= bytes)
		buckets *= 2;
	return buckets;
}

void *bucket_table_alloc(size_t bytes, size_t min_bytes, size_t bucket_bytes, size_t *bucket_mask)
{
	size_t buckets = bucket_table_count(bytes, min_bytes, bucket_bytes);
	size_t size = buckets * bucket_bytes;
	void *table = is_huge(size) ? huge_alloc(size) : calloc(buckets, bucket_bytes);
	if (table)
		*bucket_mask = buckets - 1;
	return table;
}

void bucket_table_zero(void *buckets, size_t bucket_mask, size_t bucket_bytes)
{
	memset(buckets, 0, (bucket_mask + 1) * bucket_bytes);
}

void bucket_table_free(void *buckets, size_t bucket_mask, size_t bucket_bytes)
{
	size_t size = (bucket_mask + 1) * bucket_bytes;
	if (buckets && is_huge(size))
		huge_free(buckets, size);
	else
		free(buckets);
}
