# SPDX-License-Identifier: MIT
"""Pictures of a board for ``render()``: text, or an RGB numpy image."""
from __future__ import annotations

import numpy as np

from ..board import Board

CELL = 16                      # pixels per point
STONE_RADIUS = 6.5             # leaves a gap between neighbouring stones
BACKGROUND = (220, 179, 92)    # a wooden board
GRID = (60, 40, 20)
STONE_COLOURS = {1: (15, 15, 15), 2: (240, 240, 240)}
LAST_MOVE = (200, 30, 30)


def ansi(board: Board) -> str:
    """The library's ASCII diagram (last move marked) and the result."""
    return f"{board}\n{board.result}\n"


def rgb_array(board: Board) -> np.ndarray:
    """A ``(height*CELL, width*CELL, 3)`` uint8 image: grid, stones, a red dot
    on the last move."""
    width, height = board.width, board.height
    image = np.empty((height * CELL, width * CELL, 3), dtype=np.uint8)
    image[:] = BACKGROUND
    middle = CELL // 2
    image[middle:height * CELL - middle + 1, middle::CELL] = GRID
    image[middle::CELL, middle:width * CELL - middle + 1] = GRID
    yy, xx = np.mgrid[0:CELL, 0:CELL]
    disc = (xx - middle) ** 2 + (yy - middle) ** 2 <= STONE_RADIUS ** 2
    cells = np.asarray(board.cells(as_numpy=True))
    for (y, x), value in np.ndenumerate(cells):
        if value:
            image[y * CELL:(y + 1) * CELL, x * CELL:(x + 1) * CELL][disc] = STONE_COLOURS[int(value)]
    if board.moves:
        x, y = board.moves[-1]
        dot = (xx - middle) ** 2 + (yy - middle) ** 2 <= 4
        image[y * CELL:(y + 1) * CELL, x * CELL:(x + 1) * CELL][dot] = LAST_MOVE
    return image
