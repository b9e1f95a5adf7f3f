/* SPDX-License-Identifier: MIT */
/* The struct versioning rules of core/versioned.h. */
#include <string.h>

#include "core/error.h"
#include "core/versioned.h"
#include "gomoku/status.h"
#include "gomoku/version.h"

/* Every versioned struct opens with this field. */
typedef unsigned int version_field;

int versioned_check(const versioned_type *t, unsigned int version)
{
	if (version >= 1 && version <= t->current)
		return GMK_OK;
	if (version == 0)
		return error_set(GMK_EVERSION,
				 "%s version 0 is not set (use the *_INIT macro or *_init(); "
				 GMK_VERSION_STRING " knows 1..%u)",
				 t->name, t->current);
	return error_set(GMK_EVERSION,
			 "%s version %u is newer than this library (" GMK_VERSION_STRING
			 " knows 1..%u)",
			 t->name, version, t->current);
}

unsigned int versioned_version_of(const void *s)
{
	version_field v;
	memcpy(&v, s, sizeof(v));
	return v;
}

size_t versioned_size(const versioned_type *t, unsigned int version)
{
	return version >= 1 && version <= t->current ? t->sizes[version - 1] : 0;
}

int versioned_read(const versioned_type *t, void *dst, const void *src)
{
	unsigned int version = versioned_version_of(src);
	int status = versioned_check(t, version);
	if (status != GMK_OK)
		return status;
	memcpy(dst, src, t->sizes[version - 1]);
	version_field current = t->current;
	memcpy(dst, &current, sizeof(current));
	return GMK_OK;
}

int versioned_write(const versioned_type *t, void *dst, const void *src)
{
	unsigned int version = versioned_version_of(dst);
	int status = versioned_check(t, version);
	if (status != GMK_OK)
		return status;
	size_t skip = sizeof(version_field);
	memcpy((char *)dst + skip, (const char *)src + skip, t->sizes[version - 1] - skip);
	return GMK_OK;
}

int versioned_init(const versioned_type *t, void *dst, unsigned int version,
		   const void *defaults)
{
	int status = versioned_check(t, version);
	if (status != GMK_OK)
		return status;
	memcpy(dst, defaults, t->sizes[version - 1]);
	version_field v = version;
	memcpy(dst, &v, sizeof(v));
	return GMK_OK;
}
