# SPDX-License-Identifier: MIT
"""Tournament opening rules (openrule.h): :class:`Opening` and the 26
canonical renju openings, :data:`CANONICAL_OPENINGS`.

Actions are tuples: ``("place", x, y)``, ``("stay",)``, ``("swap",)``,
``("place_two",)`` (swap2), ``("offer_fifths",)`` (Taraguchi-N after the 4th
stone), ``("declare", n)``, ``("offer", [(x, y), ...])`` and
``("pick", x, y)``. A refused action raises and changes nothing.

Example::

    >>> op = Opening("swap2")
    >>> op.apply(("place", 7, 7))
    >>> op.phase
    <Phase.PLACE: 0>
"""
from __future__ import annotations

from ctypes import byref, c_char_p, c_void_p
from enum import IntEnum
from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

from . import _lib
from ._check import INT_MAX, INT_MIN, integer, optional_integer
from ._owned import Owned
from ._types import Color, Point, Rule
from .board import Board
from .engine import Engine, search_limits


class OpeningRule(IntEnum):
    """gmk_openrule_kind."""
    FREE = 0
    SWAP1 = 1
    SWAP2 = 2
    RIF = 3
    YAMAGUCHI = 4
    SOOSORV = 5
    TARAGUCHI = 6


class Phase(IntEnum):
    """gmk_openrule_phase: what kind of action is due."""
    PLACE = 0
    CHOOSE = 1
    DECLARE = 2
    OFFER = 3
    PICK = 4
    DONE = 5


_CHOICES = {"stay": 0, "swap": 1, "place_two": 2, "offer_fifths": 3}
Action = Tuple[Any, ...]


def _rule_of(rule: Union[str, int, OpeningRule]) -> OpeningRule:
    if isinstance(rule, str):
        try:
            return OpeningRule[rule.upper()]
        except KeyError:
            raise ValueError(f"unknown opening rule {rule!r}; one of "
                             f"{[r.name.lower() for r in OpeningRule]}") from None
    return OpeningRule(rule)


def _point_array(points: Sequence[Point]) -> Any:
    array = (_lib.Point * max(len(points), 1))()
    for i, (x, y) in enumerate(points):
        array[i] = _lib.Point(integer("x", x), integer("y", y))
    return array


class Opening(Owned):
    """An opening played under a tournament rule by player 1 (the opener,
    tentatively black) and player 2, on a board of its own."""

    def __init__(self, rule: Union[str, int, OpeningRule], n: Optional[int] = None,
                 width: int = 15, height: int = 15, win_length: int = 5,
                 board_rule: Rule = Rule.RENJU) -> None:
        """Start an opening; ``n`` is Soosorv-N's largest offer count or
        Taraguchi-N's offer count (only there).

        Raises:
            RangeError: a missing or unexpected ``n``, or a board too small.
        """
        opts = _lib.BoardOptions()
        _lib.lib.gmk_board_options_init(byref(opts), _lib.BOARD_OPTIONS_VERSION)
        opts.width, opts.height = integer("width", width), integer("height", height)
        opts.win_length = integer("win_length", win_length)
        opts.rule = integer("board_rule", board_rule)
        handle = c_void_p()
        _lib.require("gmk_openrule_new")(byref(handle), int(_rule_of(rule)),
                                          optional_integer("n", n, INT_MIN, INT_MAX),
                                          byref(opts))
        self._own(handle.value, _lib.lib.gmk_openrule_free)

    @classmethod
    def from_json(cls, text: str) -> Opening:
        """An opening in progress, saved by :meth:`to_json` (its actions are replayed)."""
        data = text.encode("utf-8")
        handle = c_void_p()
        _lib.require("gmk_openrule_from_json")(byref(handle), data, len(data))
        op = cls.__new__(cls)
        op._own(handle.value, _lib.lib.gmk_openrule_free)
        return op

    def to_json(self) -> str:
        out = c_void_p()
        _lib.require("gmk_openrule_to_json")(self._handle, byref(out))
        return _lib.take_string(out)

    @property
    def phase(self) -> Phase:
        return Phase(_lib.lib.gmk_openrule_get_phase(self._handle))

    @property
    def done(self) -> bool:
        return self.phase == Phase.DONE

    @property
    def to_act(self) -> int:
        """The player (1 or 2) whose decision it is; 0 when done."""
        return int(_lib.lib.gmk_openrule_to_act(self._handle))

    @property
    def colors(self) -> Dict[int, Color]:
        """The colour each player holds now: ``{1: Color.BLACK, 2: Color.WHITE}``."""
        return {p: Color(_lib.lib.gmk_openrule_color_of(self._handle, p)) for p in (1, 2)}

    @property
    def board(self) -> Board:
        """A copy of the position so far."""
        out = c_void_p()
        _lib.lib.gmk_openrule_board(self._handle, byref(out))
        return Board._from_handle(out.value)

    def offers(self) -> List[Point]:
        """At the pick: the offered fifth moves."""
        array = (_lib.Point * _lib.OPENRULE_MAX_OFFERS)()
        n = _lib.lib.gmk_openrule_offers(self._handle, array, _lib.OPENRULE_MAX_OFFERS)
        return [(array[i].x, array[i].y) for i in range(n)]

    def legal_actions(self) -> List[Action]:
        """Every legal action now. At the offer phase, where the choices are
        combinations, it is one template ``("offer", n)``: offer n points."""
        h, lib, phase = self._handle, _lib.lib, self.phase
        if phase == Phase.PLACE:
            board = self.board
            return [("place", x, y) for y in range(board.height) for x in range(board.width)
                    if lib.gmk_openrule_may_place(h, x, y)]
        if phase == Phase.CHOOSE:
            if not _lib.has("gmk_openrule_may_choose"):  # 1.2.0: swap2's option only
                two = [("place_two",)] if lib.gmk_openrule_may_place_two(h) else []
                return [("stay",), ("swap",)] + two
            return [(name,) for name, value in _CHOICES.items()
                    if lib.gmk_openrule_may_choose(h, value)]
        if phase == Phase.DECLARE:
            return [("declare", k) for k in range(1, lib.gmk_openrule_declare_max(h) + 1)]
        if phase == Phase.OFFER:
            return [("offer", int(lib.gmk_openrule_offer_count(h)))]
        if phase == Phase.PICK:
            return [("pick", x, y) for x, y in self.offers()]
        return []

    def apply(self, action: Action) -> None:
        """Validate and apply one action (see the module's documentation)."""
        if not action:
            raise ValueError("an action is a non-empty tuple")
        verb, args, h, lib = action[0], action[1:], self._handle, _lib.lib
        if verb in _CHOICES and not args:
            lib.gmk_openrule_choose(h, _CHOICES[verb])
        elif verb in ("place", "pick") and len(args) == 2:
            (lib.gmk_openrule_place if verb == "place" else lib.gmk_openrule_pick)(
                h, integer("x", args[0]), integer("y", args[1]))
        elif verb == "declare" and len(args) == 1:
            lib.gmk_openrule_declare(h, integer("n", args[0]))
        elif verb == "offer" and len(args) == 1:
            points = list(args[0])
            lib.gmk_openrule_offer(h, _point_array(points), len(points))
        else:
            raise ValueError(f"unknown action {action!r}")

    def engine_act(self, engine: Engine, depth: Optional[int] = None,
                   time_ms: Optional[int] = None, nodes: Optional[int] = None) -> None:
        """Let the engine take the current step for whoever acts (each of its
        searches gets these limits)."""
        limits = search_limits(time_ms=time_ms, depth=depth, nodes=nodes)
        with engine._session() as handle:
            _lib.require("gmk_openrule_engine_act")(self._handle, handle, byref(limits))

    def __repr__(self) -> str:
        if self._ptr is None:
            return "<gomoku.Opening closed>"
        return f"<gomoku.Opening {self.phase.name.lower()}, player {self.to_act} to act>"


def canonical_of(board: Board) -> str:
    """The name of the canonical opening the board's first three moves form."""
    index = _lib.require("gmk_openrule_canonical_of")(board._handle)
    return list(CANONICAL_OPENINGS)[index]


def offers_distinct(board: Board, offers: Sequence[Point]) -> None:
    """Raise InvalidArgumentError (and say why) unless no symmetry of the
    position maps one offer onto another."""
    points = list(offers)
    _lib.require("gmk_openrule_offers_distinct")(board._handle, _point_array(points),
                                                 len(points))


def _canonical() -> Dict[str, Tuple[Point, Point, Point]]:
    if not _lib.has("gmk_openrule_canonical"):
        return {}
    table = {}
    for i in range(_lib.OPENRULE_CANONICAL_COUNT):
        name = c_char_p()
        stones = (_lib.Stone * 3)()
        _lib.lib.gmk_openrule_canonical(i, byref(name), stones)
        table[name.value.decode("ascii")] = tuple((s.x, s.y) for s in stones)
    return table


CANONICAL_OPENINGS: Dict[str, Tuple[Point, Point, Point]] = _canonical()
"""The 26 canonical renju openings in order (1D..13D, 1I..13I): name → the
three stones (black, white, black) as (x, y) on 15x15, y from the top."""
