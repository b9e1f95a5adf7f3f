/* SPDX-License-Identifier: MIT */
/*
 * PNG layout: signature, IHDR, one IDAT holding a zlib stream of stored
 * (uncompressed) deflate blocks, IEND. Each chunk ends with the CRC-32 of its
 * type and data; the zlib stream ends with the Adler-32 of the raw bytes.
 * Every scanline starts with filter byte 0 (none).
 */
#include "png.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CRC32_POLYNOMIAL 0xEDB88320u  /* reflected, as PNG and zlib use */
#define ADLER_MODULUS 65521u
#define STORED_BLOCK_MAX 65535u       /* a stored block's LEN is 16 bits */
#define ZLIB_HEADER_CMF 0x78           /* deflate, 32 KiB window */
#define ZLIB_HEADER_FLG 0x01           /* makes CMF*256+FLG a multiple of 31 */
#define PNG_BIT_DEPTH 8
#define PNG_COLOR_RGB 2
#define BYTES_PER_PIXEL 3

static const uint8_t png_signature[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };

static uint32_t crc32_update(uint32_t crc, const uint8_t *data, size_t len)
{
	crc = ~crc;
	for (size_t i = 0; i < len; i++) {
		crc ^= data[i];
		for (int bit = 0; bit < 8; bit++)
			crc = (crc >> 1) ^ (CRC32_POLYNOMIAL & (0u - (crc & 1u)));
	}
	return ~crc;
}

static void put_be32(uint8_t *out, uint32_t value)
{
	out[0] = (uint8_t)(value >> 24);
	out[1] = (uint8_t)(value >> 16);
	out[2] = (uint8_t)(value >> 8);
	out[3] = (uint8_t)value;
}

static int write_chunk(FILE *file, const char type[4], const uint8_t *data, size_t len)
{
	uint8_t header[8];
	uint8_t trailer[4];
	uint32_t crc;

	put_be32(header, (uint32_t)len);
	memcpy(header + 4, type, 4);
	crc = crc32_update(0, header + 4, 4);
	crc = crc32_update(crc, data, len);
	put_be32(trailer, crc);
	return fwrite(header, 1, sizeof(header), file) == sizeof(header) &&
	       (len == 0 || fwrite(data, 1, len, file) == len) &&
	       fwrite(trailer, 1, sizeof(trailer), file) == sizeof(trailer) ? 0 : -1;
}

/* Wraps raw in a zlib stream of stored blocks; returns its length, 0 on no memory. */
static size_t zlib_store(const uint8_t *raw, size_t len, uint8_t **out)
{
	size_t blocks = len / STORED_BLOCK_MAX + 1;
	size_t size = 2 + blocks * 5 + len + 4;
	uint8_t *z = malloc(size);
	uint32_t a = 1, b = 0;
	size_t pos = 0, done = 0;

	if (!z)
		return 0;
	z[pos++] = ZLIB_HEADER_CMF;
	z[pos++] = ZLIB_HEADER_FLG;
	do {
		size_t n = len - done < STORED_BLOCK_MAX ? len - done : STORED_BLOCK_MAX;
		int last = done + n == len;

		z[pos++] = (uint8_t)last;          /* BFINAL, BTYPE 00 = stored */
		z[pos++] = (uint8_t)n;
		z[pos++] = (uint8_t)(n >> 8);
		z[pos++] = (uint8_t)~n;
		z[pos++] = (uint8_t)(~n >> 8);
		memcpy(z + pos, raw + done, n);
		pos += n;
		done += n;
	} while (done < len);
	for (size_t i = 0; i < len; i++) {
		a = (a + raw[i]) % ADLER_MODULUS;
		b = (b + a) % ADLER_MODULUS;
	}
	put_be32(z + pos, (b << 16) | a);
	pos += 4;
	*out = z;
	return pos;
}

int png_write_rgb(const char *path, const uint8_t *rgb, int width, int height, size_t pitch)
{
	size_t row = (size_t)width * BYTES_PER_PIXEL + 1;
	size_t raw_len = row * (size_t)height;
	uint8_t *raw, *z = NULL;
	uint8_t ihdr[13];
	size_t z_len;
	FILE *file;
	int status = -1;

	if (width <= 0 || height <= 0)
		return -1;
	raw = malloc(raw_len);
	if (!raw)
		return -1;
	for (int y = 0; y < height; y++) {
		raw[row * (size_t)y] = 0;          /* filter: none */
		memcpy(raw + row * (size_t)y + 1, rgb + pitch * (size_t)y, row - 1);
	}
	z_len = zlib_store(raw, raw_len, &z);
	free(raw);
	if (!z_len)
		return -1;
	put_be32(ihdr, (uint32_t)width);
	put_be32(ihdr + 4, (uint32_t)height);
	ihdr[8] = PNG_BIT_DEPTH;
	ihdr[9] = PNG_COLOR_RGB;
	ihdr[10] = 0;                              /* compression: deflate */
	ihdr[11] = 0;                              /* filter method 0 */
	ihdr[12] = 0;                              /* no interlace */
	file = fopen(path, "wb");
	if (file) {
		status = fwrite(png_signature, 1, sizeof(png_signature), file) ==
			 sizeof(png_signature) &&
			 write_chunk(file, "IHDR", ihdr, sizeof(ihdr)) == 0 &&
			 write_chunk(file, "IDAT", z, z_len) == 0 &&
			 write_chunk(file, "IEND", NULL, 0) == 0 ? 0 : -1;
		if (fclose(file) != 0)
			status = -1;
	}
	free(z);
	return status;
}
