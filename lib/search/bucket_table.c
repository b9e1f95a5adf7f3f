/* SPDX-License-Identifier: MIT */
/* Sizes and storage of the search's bucketed hash tables (see bucket_table.h). */
#include <stdlib.h>
#include <string.h>

#include "search/bucket_table.h"

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
	void *table = calloc(buckets, bucket_bytes);
	if (table)
		*bucket_mask = buckets - 1;
	return table;
}

void bucket_table_zero(void *buckets, size_t bucket_mask, size_t bucket_bytes)
{
	memset(buckets, 0, (bucket_mask + 1) * bucket_bytes);
}
