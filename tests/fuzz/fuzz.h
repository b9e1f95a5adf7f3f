/* SPDX-License-Identifier: MIT */
/* Shared by the fuzz targets: the libFuzzer entry point and a hard failure. */
#ifndef GMK_FUZZ_H
#define GMK_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* An invariant broke: abort so that libFuzzer (or the replay test) reports it. */
#define FUZZ_ASSERT(cond)                                                        \
	do {                                                                     \
		if (!(cond)) {                                                   \
			fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, #cond); \
			abort();                                                 \
		}                                                                \
	} while (0)

/* A NUL-terminated copy of the input, for the C-string parsers. */
static inline char *fuzz_string(const uint8_t *data, size_t size)
{
	char *s = malloc(size + 1);
	if (s) {
		memcpy(s, data, size);
		s[size] = '\0';
	}
	return s;
}

#endif
