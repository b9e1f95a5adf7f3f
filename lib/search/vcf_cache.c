/* SPDX-License-Identifier: MIT */
/* The VCF failure cache's storage (vcf_cache.h) on the shared bucket arithmetic. */
#include <stdlib.h>

#include "gomoku/status.h"
#include "search/bucket_table.h"
#include "search/vcf_cache.h"

/*
 * The cache follows the transposition table's size (one slot per
 * VCF_CACHE_BYTES_PER_SLOT table bytes, within these bounds): a small engine
 * stays small, and clearing it costs what clearing the table does.
 */
#define VCF_CACHE_MIN_SLOTS ((size_t)1 << 10)
#define VCF_CACHE_MAX_SLOTS ((size_t)1 << 16)
#define VCF_CACHE_BYTES_PER_SLOT 256

_Static_assert(VCF_CACHE_MIN_SLOTS > VCF_CACHE_DEPTH_MASK,
	       "a slot's index must hold the hash bits its word gives to the depth");

int vcf_cache_init(vcf_cache *c, size_t table_bytes)
{
	size_t slots = table_bytes / VCF_CACHE_BYTES_PER_SLOT;
	if (slots > VCF_CACHE_MAX_SLOTS)
		slots = VCF_CACHE_MAX_SLOTS;
	c->slots = bucket_table_alloc(slots * sizeof(*c->slots), VCF_CACHE_MIN_SLOTS * sizeof(*c->slots),
				      sizeof(*c->slots), &c->mask);
	return c->slots ? GMK_OK : GMK_ENOMEM;
}

void vcf_cache_clear(vcf_cache *c)
{
	bucket_table_zero(c->slots, c->mask, sizeof(*c->slots));
}

void vcf_cache_free(vcf_cache *c)
{
	bucket_table_free(c->slots, c->mask, sizeof(*c->slots));
	c->slots = NULL;
}
