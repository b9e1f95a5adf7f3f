# SPDX-License-Identifier: MIT
"""libgomoku for Python: boards, rules and the engine, over ctypes.

The shared library is found through ``GOMOKU_LIBRARY``, next to the package,
in a build tree of the source checkout, or on the system (see
:mod:`gomoku._lib`). Importing fails with a clear message when the library's
ABI major differs from :data:`ABI_MAJOR`.

Main names: :class:`Board`, :class:`Engine`, the enums :class:`Color`,
:class:`Rule`, :class:`Backend`, :class:`FoulPolicy`, :class:`State`,
:class:`Reason`, :class:`Pattern`, :class:`Foul`, and the exceptions rooted at
:class:`GomokuError`.
"""
from __future__ import annotations

from ._lib import ABI_MAJOR, LIBRARY_PATH, VERSION_NUMBER, VERSION_STRING
from ._lib import version_tuple as library_version
from .board import Board
from .engine import Engine
from .errors import (BufferTooSmallError, ForbiddenMoveError, GameOverError,
                     GomokuError, GomokuIOError, InvalidArgumentError,
                     LibraryVersionError, NoMoveError, NothingToRedoError,
                     NothingToUndoError, OccupiedError, OffBoardError,
                     OutOfMemoryError, ParseError, RangeError,
                     UnsupportedError, VersionError)
from ._types import (BITBOARD_MAX_SIZE, MAX_SIZE, MAX_WIN_LENGTH, MIN_SIZE,
                     MIN_WIN_LENGTH, SCORE_WIN, Backend, Color, Direction, Foul, FoulPolicy, GameInfo,
                    Pattern, PointInfo, Reason, Result, Rule, SearchInfo,
                    SearchLine, SearchResult, State)

from ._version import __version__


def __getattr__(name: str):
    """``gomoku.MCTS`` on first use: it needs numpy, the rest of the package does not."""
    if name == "MCTS":
        from .mcts import MCTS
        return MCTS
    raise AttributeError(f"module 'gomoku' has no attribute {name!r}")


__all__ = [
    "ABI_MAJOR", "LIBRARY_PATH", "VERSION_NUMBER", "VERSION_STRING",
    "library_version", "Board", "Engine",
    "Backend", "Color", "Direction", "Foul", "FoulPolicy", "Pattern", "Reason",
    "Rule", "State", "Result", "PointInfo", "GameInfo", "SearchInfo", "SearchLine",
    "SearchResult", "SCORE_WIN", "MIN_SIZE", "MAX_SIZE", "BITBOARD_MAX_SIZE",
    "MIN_WIN_LENGTH", "MAX_WIN_LENGTH",
    "GomokuError", "InvalidArgumentError", "RangeError", "OffBoardError",
    "OccupiedError", "GameOverError", "ForbiddenMoveError",
    "NothingToUndoError", "NothingToRedoError", "OutOfMemoryError",
    "ParseError", "GomokuIOError", "UnsupportedError", "VersionError",
    "BufferTooSmallError", "NoMoveError", "LibraryVersionError",
]
