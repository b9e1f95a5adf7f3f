# SPDX-License-Identifier: MIT
"""What the environments show an agent: observation planes and action masks.

Planes are channel-first, ``(C, height, width)``, from one colour's view:

0. that colour's stones;
1. the opponent's stones;
2. all ones when black is to move (the colour is otherwise lost, since
   planes 0 and 1 are relative);
3. (``last_move=True``) a one at the last move played;
4. (``forbidden=True``) black's renju forbidden points (zeros under other
   rules, and while white is to move).

The action mask is the board's legal-move mask (``y * width + x``): empty
points, minus black's fouls under renju (the environments always reject
fouls, never let them lose).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from .._types import Color
from ..board import Board

OWN, OPPONENT, BLACK_TO_MOVE = 0, 1, 2
BASE_PLANES = 3


def plane_count(last_move: bool, forbidden: bool) -> int:
    """How many planes an observation with these options has."""
    return BASE_PLANES + int(last_move) + int(forbidden)


def observe(board: Board, color: Color, last_move: bool = False, forbidden: bool = False,
            dtype: Any = np.uint8) -> np.ndarray:
    """The planes of ``board`` from ``color``'s view (see the module doc)."""
    cells = np.asarray(board.cells(as_numpy=True))
    out = np.zeros((plane_count(last_move, forbidden),) + cells.shape, dtype=dtype)
    out[OWN] = cells == int(color)
    out[OPPONENT] = cells == int(color.opponent)
    out[BLACK_TO_MOVE] = board.to_move is Color.BLACK
    plane = BASE_PLANES
    if last_move:
        moves = board.moves
        if moves:
            x, y = moves[-1]
            out[plane, y, x] = 1
        plane += 1
    if forbidden and board.to_move is Color.BLACK and not board.is_over:
        for x, y in board.forbidden_points():
            out[plane, y, x] = 1
    return out


def action_mask(board: Board) -> np.ndarray:
    """Flat int8 mask, 1 where the side to move may play (all 0 once over)."""
    return np.asarray(board.legal_mask(as_numpy=True), dtype=np.int8).reshape(-1)
