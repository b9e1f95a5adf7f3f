/* SPDX-License-Identifier: MIT */
/*
 * Struct versioning: the one place that knows how a public struct of an
 * older version is read and written.
 *
 * Every versioned public struct starts with `unsigned int version` and only
 * ever grows at its end. A caller built against an older header hands us a
 * smaller struct, so:
 *
 *   1. every version 1..current is accepted; 0 and newer ones fail with
 *      GMK_EVERSION and a message naming the struct;
 *   2. an input struct is read only up to the end of its version's last
 *      field; the fields it lacks keep the defaults the library put in its
 *      own full-size copy first (versioned_read);
 *   3. an output struct is written only up to the end of its version's last
 *      field (versioned_write), never by a whole-struct assignment;
 *   4. *_init(x, version) fills exactly that version's fields
 *      (versioned_init).
 *
 * The sizes are "end of the last field" (offsetof + sizeof), not sizeof: an
 * older struct's trailing padding is not guaranteed to reach as far as a
 * newer field's offset, and the end of the last field always lies inside the
 * caller's allocation.
 *
 * Each module keeps the table of its own structs (sizes[v - 1] for version
 * v) next to their code, built with VERSIONED_TYPE; appending a field means
 * appending one entry there (CONTRIBUTING.md says the whole procedure).
 */
#ifndef GMK_CORE_VERSIONED_H
#define GMK_CORE_VERSIONED_H

#include <stddef.h>

/* Where a field ends: the size of the struct version whose last field it is. */
#define VERSIONED_END(type, field) (offsetof(type, field) + sizeof(((type *)0)->field))

typedef struct versioned_type {
	const char *name;              /* for messages: "engine options" */
	unsigned int current;          /* the newest version (the header's *_VERSION) */
	const size_t *sizes;           /* sizes[v - 1]: bytes of version v */
} versioned_type;

#define VERSIONED_COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* Keeps a size table and the header's *_VERSION in step, at compile time. */
#define VERSIONED_ASSERT(size_table, current_version)                                         \
	_Static_assert(VERSIONED_COUNT(size_table) == (current_version),                      \
		       #size_table ": one size per version")

/* GMK_OK when version is one this library knows; else GMK_EVERSION with a message. */
int versioned_check(const versioned_type *t, unsigned int version);
/* The version stored in a struct's first field. */
unsigned int versioned_version_of(const void *s);
/* Bytes that version `version` of the struct holds (0 for an unknown one). */
size_t versioned_size(const versioned_type *t, unsigned int version);

/*
 * Input: copies the fields of the caller's struct `src` (of its own version)
 * over `dst`, a full-size struct the caller of this function has filled with
 * the defaults; dst's version becomes the current one. GMK_EVERSION (and
 * nothing copied) for an unknown version.
 */
int versioned_read(const versioned_type *t, void *dst, const void *src);

/*
 * Output: copies the fields of `src` (a full-size current struct) that the
 * caller's `dst` has by its version, leaving dst's version field and every
 * byte past its version's end untouched. GMK_EVERSION for an unknown version.
 */
int versioned_write(const versioned_type *t, void *dst, const void *src);

/* *_init: dst gets version `version` and that version's fields of `defaults`. */
int versioned_init(const versioned_type *t, void *dst, unsigned int version,
		   const void *defaults);

#endif
