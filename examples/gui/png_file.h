/* SPDX-License-Identifier: MIT */
/* Screenshots as PNG files, written by libpng. */
#ifndef GUI_PNG_FILE_H
#define GUI_PNG_FILE_H

#include <stddef.h>
#include <stdint.h>

/*
 * rgb holds height rows of width pixels, 3 bytes each, rows pitch bytes
 * apart. Returns 0, or -1 (with a message on stderr) when the file cannot be
 * written.
 */
int write_png_rgb(const char *path, const uint8_t *rgb, int width, int height, size_t pitch);

#endif
