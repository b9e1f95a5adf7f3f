# SPDX-License-Identifier: MIT
"""Checks what a scripted gomoku-gui session left in its directory.

Usage: check_session.py DIR [EXPECT_JSON]

DIR holds game.json (the saved record), shot.png (the screenshot) and
layout.json (the board geometry of the screenshot). EXPECT_JSON may ask for:
  width, height, rule      the record's values
  min_moves, max_moves     bounds on the number of moves
  human_clicks             the human's (black's) moves must be, in order, a
                           subsequence of these points (RIF), starting with the first
  forbidden                points that must carry the red foul mark in the screenshot
  win_line                 two neighbouring stones of the winning row: the
                           highlight must pass between them
  max_seconds              the whole session took at most this long
  overlay                  [[A, B, [r, g, b]], ...]: halfway between the neighbouring
                           points A and B the learner's overlay is drawn in about that colour
The screenshot must decode (CRCs checked), match the layout's size, have many
distinct colours, and show each recorded stone (set-up stones included) in its
colour with wood between.
"""
import json
import os
import struct
import sys
import zlib

MIN_COMPRESSION = 8
MIN_DISTINCT_COLOURS = 200
DARK_LUMA = 90           # black stones are darker than this
LIGHT_LUMA = 160         # white stones are lighter than this
GREY_SPREAD = 40         # and grey: max - min channel below this (the wood is not)
# Where a stone is sampled, in spacings from its centre: clear of the
# highlight, the last-move dot and the winning line in every direction.
SAMPLE_OFFSET = (0.25, 0.12)
# An overlay line is blended over the grid line it covers: its colour, give or take this.
OVERLAY_TOLERANCE = 50


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


def rif_to_point(text, height):
    letters = "".join(c for c in text if c.isalpha()).lower()
    digits = "".join(c for c in text if c.isdigit())
    column = 0
    for c in letters:
        column = column * 26 + (ord(c) - ord("a") + 1)
    return [column - 1, height - int(digits)]


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def read_png(path):
    """A small independent PNG decoder: 8-bit RGB/RGBA, any filter, no interlace."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        fail("%s: not a PNG" % path)
    pos, idat, header = 8, b"", None
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind = data[pos + 4:pos + 8]
        body = data[pos + 8:pos + 8 + length]
        (crc,) = struct.unpack(">I", data[pos + 8 + length:pos + 12 + length])
        if zlib.crc32(kind + body) & 0xFFFFFFFF != crc:
            fail("%s: bad CRC in %s" % (path, kind))
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
        pos += 12 + length
    if header is None:
        fail("%s: no IHDR" % path)
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        fail("%s: unsupported PNG format %s" % (path, header))
    bpp = 3 if colour == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * bpp
    if len(raw) != height * (stride + 1):
        fail("%s: wrong amount of pixel data" % path)
    rows, prev = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                line[i] = (line[i] + paeth(a, b, c)) & 255
            elif kind != 0:
                fail("%s: bad filter %d" % (path, kind))
        rows.append(bytes(line))
        prev = line
    return width, height, bpp, rows


def pixel(image, x, y):
    _, _, bpp, rows = image
    i = int(x) * bpp
    return tuple(rows[int(y)][i:i + 3])


def luma(rgb):
    r, g, b = rgb
    return 0.299 * r + 0.587 * g + 0.114 * b


def main():
    if len(sys.argv) not in (2, 3):
        fail("usage: check_session.py DIR [EXPECT_JSON]")
    folder = sys.argv[1]
    expect = {}
    if len(sys.argv) == 3:
        with open(sys.argv[2]) as f:
            expect = json.load(f)

    with open(os.path.join(folder, "game.json")) as f:
        game = json.load(f)
    if game.get("format") != "libgomoku-record":
        fail("game.json is not a libgomoku record")
    for key in ("width", "height", "rule"):
        if key in expect and game.get(key) != expect[key]:
            fail("record %s is %r, expected %r" % (key, game.get(key), expect[key]))
    moves = game["moves"]
    if len(moves) < expect.get("min_moves", 1):
        fail("only %d moves recorded" % len(moves))
    if len(moves) > expect.get("max_moves", 1 << 30):
        fail("%d moves recorded, at most %d expected" % (len(moves), expect["max_moves"]))
    points = [tuple(m[:2]) for m in moves]
    if len(set(points)) != len(points):
        fail("a point was played twice: %r" % points)

    if "human_clicks" in expect:
        clicks = [tuple(rif_to_point(c, game["height"])) for c in expect["human_clicks"]]
        black = points[0::2]
        if not black or black[0] != clicks[0]:
            fail("black's first move %r is not the first click %r" % (black[:1], clicks[0]))
        it = iter(clicks)
        if not all(any(p == c for c in it) for p in black):
            fail("black's moves %r are not the clicks %r in order" % (black, clicks))

    if "max_seconds" in expect:
        with open(os.path.join(folder, "elapsed.txt")) as f:
            seconds = int(f.read())
        # Slow runs (memcheck) set GMK_TEST_TIME_FACTOR; the bound is on speed only.
        factor = max(1.0, float(os.environ.get("GMK_TEST_TIME_FACTOR", "1")))
        limit = expect["max_seconds"] * factor
        if seconds > limit:
            fail("the session took %d s, more than %d" % (seconds, limit))

    with open(os.path.join(folder, "layout.json")) as f:
        layout = json.load(f)
    image = read_png(os.path.join(folder, "shot.png"))
    if (image[0], image[1]) != (layout["out_w"], layout["out_h"]):
        fail("screenshot is %dx%d, the window %dx%d" %
             (image[0], image[1], layout["out_w"], layout["out_h"]))
    # A board is mostly flat colour: compressed, it takes a small part of its
    # raw size (stored deflate blocks, as the old home-made encoder wrote, don't).
    raw_size = image[0] * image[1] * image[2]
    if os.path.getsize(os.path.join(folder, "shot.png")) * MIN_COMPRESSION > raw_size:
        fail("screenshot is not compressed: %d bytes for %d bytes of pixels" %
             (os.path.getsize(os.path.join(folder, "shot.png")), raw_size))
    colours = set()
    for row in image[3][::4]:
        for i in range(0, len(row), 3 * 4):
            colours.add(row[i:i + 3])
    if len(colours) < MIN_DISTINCT_COLOURS:
        fail("screenshot has only %d distinct colours" % len(colours))

    ox, oy, s = layout["origin_x"], layout["origin_y"], layout["spacing"]

    def centre(p):
        return ox + p[0] * s, oy + p[1] * s

    # A game that began from a set-up position (an opening rule's stones)
    # has those stones too, and its moves alternate from the set-up's side.
    setup = game.get("setup", {})
    first = setup.get("to_move", "black")
    stones = [(tuple(st[:2]), st[2]) for st in setup.get("stones", [])]
    other = {"black": "white", "white": "black"}
    stones += [(p, first if i % 2 == 0 else other[first]) for i, p in enumerate(points)]
    for p, colour in stones:
        cx, cy = centre(p)
        rgb = pixel(image, cx + SAMPLE_OFFSET[0] * s, cy + SAMPLE_OFFSET[1] * s)
        if colour == "black" and luma(rgb) > DARK_LUMA:
            fail("no black stone drawn at %r (pixel %r)" % (p, rgb))
        if colour == "white" and (luma(rgb) < LIGHT_LUMA or max(rgb) - min(rgb) > GREY_SPREAD):
            fail("no white stone drawn at %r (pixel %r)" % (p, rgb))
    occupied = {p for p, _ in stones}
    wood = 0
    for y in range(game["height"] - 1):
        for x in range(game["width"] - 1):
            corners = {(x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)}
            if corners & occupied:
                continue
            r, g, b = pixel(image, ox + (x + 0.5) * s, oy + (y + 0.5) * s)
            if not (r > g > b and r > 150):
                fail("square (%d,%d) is not wood-coloured: %r" % (x, y, (r, g, b)))
            wood += 1
    if wood == 0:
        fail("no empty square to check the board colour")

    for name in expect.get("forbidden", []):
        p = rif_to_point(name, game["height"])
        cx, cy = centre(p)
        # The cross's arms pass a tenth of a spacing from the centre on the diagonal.
        r, g, b = pixel(image, cx + 0.1 * s, cy + 0.1 * s)
        if not (r > 150 and g < 100 and b < 100):
            fail("forbidden point %s is not marked: %r" % (name, (r, g, b)))

    for a_name, b_name, want in expect.get("overlay", []):
        a, b = (rif_to_point(n, game["height"]) for n in (a_name, b_name))
        ax, ay = centre(a)
        bx, by = centre(b)
        rgb = pixel(image, (ax + bx) / 2, (ay + by) / 2)
        if any(abs(got - w) > OVERLAY_TOLERANCE for got, w in zip(rgb, want)):
            fail("no overlay line between %s and %s: %r, not about %r" % (a_name, b_name, rgb, want))

    if "win_line" in expect:
        a, b = (rif_to_point(n, game["height"]) for n in expect["win_line"])
        ax, ay = centre(a)
        bx, by = centre(b)
        # Halfway between two neighbouring stones of the row: only the line is there.
        r, g, b = pixel(image, (ax + bx) / 2, (ay + by) / 2)
        if not (r > 180 and g < 90 and b < 90):
            fail("the winning row is not highlighted: %r" % ((r, g, b),))

    print("ok: %d moves, %d colours, %d empty squares checked" %
          (len(points), len(colours), wood))


if __name__ == "__main__":
    main()
