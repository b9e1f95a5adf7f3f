# SPDX-License-Identifier: MIT
"""Enumerations and plain result records mirroring libgomoku's C enums.

Every enum is an :class:`enum.IntEnum` whose values are the C values, so they
can be passed straight to the library and compared with plain integers.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Tuple

# Limits mirrored from include/gomoku/board.h.
MIN_SIZE = 3
MAX_SIZE = 1024
BITBOARD_MAX_SIZE = 98
MIN_WIN_LENGTH = 3
MAX_WIN_LENGTH = 12

Point = Tuple[int, int]
"""A board point as ``(x, y)``: 0-based column from the left, row from the top."""


class Color(enum.IntEnum):
    """The contents of a point, or a side."""

    EMPTY = 0
    BLACK = 1
    WHITE = 2

    @property
    def opponent(self) -> Color:
        """The other side (EMPTY stays EMPTY)."""
        if self is Color.BLACK:
            return Color.WHITE
        if self is Color.WHITE:
            return Color.BLACK
        return Color.EMPTY


class Rule(enum.IntEnum):
    """Which rows win (see ``include/gomoku/board.h``)."""

    FREESTYLE = 0
    """k or more in a row wins."""
    STANDARD = 1
    """Exactly k wins; longer lines do not."""
    RENJU = 2
    """Black: exact five and fouls; white: five or more."""
    CARO = 3
    """Gomocup rule 8: an unblocked five, or six or more."""
    CARO_EXACT = 4
    """Gomocup rule 9: only an unblocked exact five."""


class Backend(enum.IntEnum):
    """The board's storage."""

    AUTO = 0
    """The bitboard when the size fits, else the array."""
    ARRAY = 1
    """Any size."""
    BITBOARD = 2
    """Up to :data:`BITBOARD_MAX_SIZE` points on each side."""


class FoulPolicy(enum.IntEnum):
    """What a renju foul by black does."""

    REJECT = 0
    """The move is refused with :class:`~gomoku.ForbiddenMoveError`."""
    LOSE = 1
    """The move is played and black loses."""


class State(enum.IntEnum):
    """Whether the game goes on."""

    ONGOING = 0
    WIN = 1
    DRAW = 2


class Reason(enum.IntEnum):
    """Why the game ended."""

    NONE = 0
    FIVE = 1
    """A winning row (see :attr:`Result.line`)."""
    FOUL = 2
    """Black played a renju foul under :attr:`FoulPolicy.LOSE`."""
    FULL_BOARD = 3
    """No empty point left: a draw."""


class Foul(enum.IntEnum):
    """The renju foul black would commit at a point."""

    NONE = 0
    DOUBLE_THREE = 1
    DOUBLE_FOUR = 2
    OVERLINE = 3


class Pattern(enum.IntEnum):
    """What a stone makes along one line, weakest first."""

    NONE = 0
    CLOSED_TWO = 1
    OPEN_TWO = 2
    CLOSED_THREE = 3
    OPEN_THREE = 4
    """Can become a straight four."""
    CLOSED_FOUR = 5
    """One completion (split fours included)."""
    OPEN_FOUR = 6
    """A straight four: two completions."""
    FIVE = 7
    """A winning row under the board's rule."""
    OVERLINE = 8
    """A row longer than the win length that does not win."""


class Direction(enum.IntEnum):
    """The four line directions through a point, in :meth:`Board.patterns` order."""

    HORIZONTAL = 0
    """(1, 0)"""
    VERTICAL = 1
    """(0, 1)"""
    DIAGONAL = 2
    """(1, 1): down-right"""
    ANTIDIAGONAL = 3
    """(1, -1): up-right"""


@dataclass(frozen=True)
class Result:
    """The state of the game.

    ``line`` holds the winning row's two end stones, or ``None`` when the game
    did not end on a row.
    """

    state: State
    winner: Color
    reason: Reason
    line: Optional[Tuple[Point, Point]]


@dataclass(frozen=True)
class PointInfo:
    """What a stone of one colour would make at an empty point."""

    makes_five: bool
    fours: int
    open_threes: int
    foul: Foul
    patterns: Tuple[Pattern, Pattern, Pattern, Pattern]


@dataclass(frozen=True)
class GameInfo:
    """What a game record holds beside the moves.

    ``times_ms`` lists milliseconds per move in the order of the whole line
    (played moves first, then the undone ones), ``None`` where unknown.
    """

    black: Optional[str] = None
    white: Optional[str] = None
    metadata: Optional[Dict[str, Any]] = None
    times_ms: List[Optional[int]] = field(default_factory=list)


# Mirrors GMK_SCORE_WIN / GMK_MAX_PLY in include/gomoku/engine.h.
SCORE_WIN = 1000000
MAX_PLY = 256


def score_is_win(score: int) -> bool:
    """True when ``score`` announces a forced win for the side to move."""
    return score >= SCORE_WIN - MAX_PLY


def score_is_loss(score: int) -> bool:
    """True when ``score`` announces a forced loss for the side to move."""
    return score <= -(SCORE_WIN - MAX_PLY)


@dataclass(frozen=True)
class SearchLine:
    """One principal variation of a multi-PV search."""

    move: Point
    score: int
    pv: List[Point] = field(default_factory=list)


@dataclass(frozen=True)
class SearchResult:
    """What :meth:`Engine.search` found.

    ``score`` is in evaluation units from the side to move's view; a forced
    win in n plies scores ``SCORE_WIN - n`` (see :attr:`is_win`,
    :attr:`plies_to_end`). ``lines`` has one entry per multi-PV line, best
    first.
    """

    best: Point
    score: int
    depth: int
    nodes: int
    time_ms: int
    pv: List[Point] = field(default_factory=list)
    lines: List[SearchLine] = field(default_factory=list)

    @property
    def is_win(self) -> bool:
        """The side to move has a forced win."""
        return score_is_win(self.score)

    @property
    def is_loss(self) -> bool:
        """The side to move is lost against best play."""
        return score_is_loss(self.score)

    @property
    def plies_to_end(self) -> Optional[int]:
        """Plies to the end of a forced win or loss, else ``None``."""
        if self.is_win:
            return SCORE_WIN - self.score
        if self.is_loss:
            return SCORE_WIN + self.score
        return None


@dataclass(frozen=True)
class SearchInfo:
    """Progress reported to ``on_info`` after each completed depth."""

    depth: int
    score: int
    nodes: int
    nps: int
    elapsed_ms: int
    pv: List[Point] = field(default_factory=list)
