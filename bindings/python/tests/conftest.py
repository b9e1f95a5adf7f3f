# SPDX-License-Identifier: MIT
"""Shared fixtures for the binding tests."""
from __future__ import annotations

from typing import Iterator, List, Tuple

import pytest

import gomoku

BOTH_BACKENDS = [gomoku.Backend.ARRAY, gomoku.Backend.BITBOARD]


@pytest.fixture(params=BOTH_BACKENDS, ids=lambda b: b.name.lower())
def backend(request: pytest.FixtureRequest) -> gomoku.Backend:
    return request.param


@pytest.fixture
def board(backend: gomoku.Backend) -> Iterator[gomoku.Board]:
    with gomoku.Board(backend=backend) as b:
        yield b


def play_all(board: gomoku.Board, moves: List[Tuple[int, int]]) -> None:
    for x, y in moves:
        board.play(x, y)


# Black builds a row on y = 7 from x = 3, white answers on y = 0.
BLACK_WINS_ROW = [(3, 7), (0, 0), (4, 7), (1, 0), (5, 7), (2, 0), (6, 7), (3, 0), (7, 7)]
