/* SPDX-License-Identifier: MIT */
/*
 * Failed VCF searches: a position's hash -> how many attacker moves it was
 * refuted with. One 64-bit word a slot, in a bucket table (bucket_table.h)
 * of one-slot buckets: the low VCF_CACHE_DEPTH_BITS of the word hold the
 * depth, the others the hash's same bits. The hash's low bits are the
 * slot's index already (a cache has more than VCF_CACHE_DEPTH_MASK slots),
 * so the word still tells the whole hash.
 */
#ifndef GMK_SEARCH_VCF_CACHE_H
#define GMK_SEARCH_VCF_CACHE_H

#include <stddef.h>
#include <stdint.h>

#define VCF_CACHE_DEPTH_BITS 8
#define VCF_CACHE_DEPTH_MASK ((UINT64_C(1) << VCF_CACHE_DEPTH_BITS) - 1)

typedef struct vcf_cache {
	uint64_t *slots;
	size_t mask;
} vcf_cache;

/* A cache that follows a transposition table of table_bytes: GMK_OK or GMK_ENOMEM. */
int vcf_cache_init(vcf_cache *c, size_t table_bytes);
void vcf_cache_clear(vcf_cache *c);
void vcf_cache_free(vcf_cache *c);

/* Whether hash was refuted with at least depth attacker moves. */
static inline int vcf_cache_refuted(const vcf_cache *c, uint64_t hash, int depth)
{
	uint64_t word = c->slots[hash & c->mask];
	return (word & ~VCF_CACHE_DEPTH_MASK) == (hash & ~VCF_CACHE_DEPTH_MASK) &&
	       (int)(word & VCF_CACHE_DEPTH_MASK) >= depth;
}

/* Remembers that hash was refuted with depth attacker moves (at most VCF_CACHE_DEPTH_MASK kept). */
static inline void vcf_cache_store(vcf_cache *c, uint64_t hash, int depth)
{
	uint64_t kept = depth > (int)VCF_CACHE_DEPTH_MASK ? VCF_CACHE_DEPTH_MASK : (uint64_t)depth;
	c->slots[hash & c->mask] = (hash & ~VCF_CACHE_DEPTH_MASK) | kept;
}

#endif
