/* SPDX-License-Identifier: MIT */
/*
 * libpng's simplified API does the whole job: deflate compression with
 * per-row filters, CRCs and checksums. (This replaced a home-made encoder
 * whose uncompressed output made screenshots some forty times larger.)
 */
#include "png_file.h"

#include <limits.h>
#include <png.h>
#include <stdio.h>
#include <string.h>

int write_png_rgb(const char *path, const uint8_t *rgb, int width, int height, size_t pitch)
{
	if (width <= 0 || height <= 0 || pitch > INT_MAX) {
		fprintf(stderr, "gomoku-gui: no image to write to %s\n", path);
		return -1;
	}
	png_image image;
	memset(&image, 0, sizeof(image));
	image.version = PNG_IMAGE_VERSION;
	image.width = (png_uint_32)width;
	image.height = (png_uint_32)height;
	image.format = PNG_FORMAT_RGB;
	if (!png_image_write_to_file(&image, path, 0, rgb, (png_int_32)pitch, NULL)) {
		fprintf(stderr, "gomoku-gui: cannot write %s: %s\n", path, image.message);
		png_image_free(&image);
		return -1;
	}
	return 0;
}
