/* SPDX-License-Identifier: MIT */
/*
 * A minimal PNG writer (8-bit RGB, no compression: zlib "stored" blocks),
 * so screenshots need neither SDL2_image nor zlib.
 */
#ifndef GUI_PNG_H
#define GUI_PNG_H

#include <stddef.h>
#include <stdint.h>

/*
 * rgb holds height rows of width pixels, 3 bytes each, rows pitch bytes
 * apart. Returns 0, or -1 when the file cannot be written.
 */
int png_write_rgb(const char *path, const uint8_t *rgb, int width, int height, size_t pitch);

#endif
