/* SPDX-License-Identifier: MIT */
#include "line.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define FIRST_CAPACITY 128

int read_text_line(FILE *in, char **buf, size_t *cap)
{
	size_t len = 0;
	for (;;) {
		/* Room for at least one more character and the terminator. */
		if (!*buf || *cap - len < 2) {
			size_t grown = *cap ? 2 * *cap : FIRST_CAPACITY;
			char *p = realloc(*buf, grown);
			if (!p)
				return -1;
			*buf = p;
			*cap = grown;
		}
		int room = *cap - len > (size_t)INT32_MAX ? INT32_MAX : (int)(*cap - len);
		if (!fgets(*buf + len, room, in))
			return len > 0 ? 0 : -1;
		len += strlen(*buf + len);
		if (len > 0 && (*buf)[len - 1] == '\n')
			return 0;
	}
}
