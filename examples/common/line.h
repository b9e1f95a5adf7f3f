/* SPDX-License-Identifier: MIT */
/*
 * One line of text from a stream, for the front ends that read commands.
 * Portable C in place of POSIX getline(), which Windows' C library lacks.
 */
#ifndef GMK_EXAMPLES_LINE_H
#define GMK_EXAMPLES_LINE_H

#include <stddef.h>
#include <stdio.h>

/*
 * Reads up to and including the next '\n' (or to the end of input) into
 * *buf, growing it with realloc as needed (*buf may start NULL with *cap 0;
 * the caller frees it). Returns 0, or -1 when nothing could be read (end of
 * input, a read error, no memory).
 */
int read_text_line(FILE *in, char **buf, size_t *cap);

#endif
