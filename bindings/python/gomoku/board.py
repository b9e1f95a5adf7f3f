# SPDX-License-Identifier: MIT
"""The :class:`Board`: stones, side to move, history, result and rule queries."""
from __future__ import annotations

import ctypes
import json
from ctypes import byref, c_int, c_ubyte, c_void_p
from typing import (Any, Callable, Dict, Iterable, List, Optional, Sequence,
                    Tuple, Union)

from . import _lib
from ._check import INT_MAX, INT_MIN, callback as _callback, integer
from ._lib import lib
from ._owned import Owned
from ._types import (Backend, Color, Direction, Foul, FoulPolicy, GameInfo, Pattern,
                    Point, PointInfo, Reason, Result, Rule, State)

try:  # optional: legal_mask() returns an array when numpy is there
    import numpy as _numpy  # type: ignore[import-not-found]
except ImportError:  # pragma: no cover - depends on the machine
    _numpy = None

PointLike = Union[str, Tuple[int, int]]
"""A point as ``(x, y)`` or as text: ``"h8"`` (RIF) or ``"7,7"`` (Gomocup)."""

_EMPTY_CELL = "."
_CELL_CHARS = {Color.EMPTY: _EMPTY_CELL, Color.BLACK: "X", Color.WHITE: "O"}

# gmk_board_diagram flags (record.h).
_DIAGRAM_FORBIDDEN = 1
_DIAGRAM_NO_LAST_MOVE = 2
_DIAGRAM_NO_LABELS = 4
_NO_TIME = -1  # GMK_RECORD_NO_TIME

_play = lib.gmk_board_play
_undo = lib.gmk_board_undo
_at = lib.gmk_board_at


_SCORE_NONE = -2147483647 - 1  # GMK_SCORE_NONE (eval.h)


class Board(Owned):
    """A Gomoku board: the stones, whose turn it is, the history and the result.

    Coordinates are ``(x, y)``: x the 0-based column from the left, y the
    0-based row from the top. Wherever a point is taken, text works too:
    ``"h8"`` (RIF: column letter, row counted from the bottom) or ``"7,7"``.

    A failed call raises a :class:`~gomoku.GomokuError` subclass and leaves
    the board unchanged. The C handle is freed by :meth:`close`, at the end of
    a ``with`` block, or when the object is garbage-collected.

    A Board is not thread-safe: use one from one thread at a time.

    Example::

        >>> with Board() as b:
        ...     b.play("h8"); b.play(8, 7)
        ...     b[7, 7]
        <Color.BLACK: 1>
    """

    __slots__ = ("_log_callback",)

    def __init__(self, width: int = 15, height: int = 15, win_length: int = 5,
                 rule: Rule = Rule.FREESTYLE, backend: Backend = Backend.AUTO,
                 foul_policy: FoulPolicy = FoulPolicy.REJECT) -> None:
        """Create an empty board; black moves first.

        Raises:
            RangeError: a size or win length out of the library's limits.
            InvalidArgumentError: an unknown rule, backend or policy.
            RangeError: also the bitboard backend for a board larger than
                BITBOARD_MAX_SIZE.
        """
        opts = _lib.BoardOptions()
        lib.gmk_board_options_init(byref(opts), _lib.BOARD_OPTIONS_VERSION)
        opts.width = integer("width", width)
        opts.height = integer("height", height)
        self._set_rules(opts, win_length, rule, backend, foul_policy)
        handle = c_void_p()
        lib.gmk_board_new(byref(handle), byref(opts))
        self._adopt(handle.value)

    @staticmethod
    def _set_rules(opts: _lib.BoardOptions, win_length: int, rule: Rule,
                   backend: Backend, foul_policy: FoulPolicy) -> None:
        opts.win_length = integer("win_length", win_length)
        opts.rule = integer("rule", rule)
        opts.backend = integer("backend", backend)
        opts.foul_policy = integer("foul_policy", foul_policy)

    def _adopt(self, ptr: Optional[int]) -> None:
        self._own(ptr, lib.gmk_board_free)
        self._log_callback: Any = None

    @classmethod
    def _from_handle(cls, ptr: Optional[int]) -> Board:
        board = cls.__new__(cls)
        board._adopt(ptr)
        return board

    def copy(self) -> Board:
        """An independent clone: position, history, redo stack and options."""
        out = c_void_p()
        lib.gmk_board_clone(byref(out), self._handle)
        return Board._from_handle(out.value)

    def __copy__(self) -> Board:
        return self.copy()

    def __deepcopy__(self, memo: Dict[int, Any]) -> Board:
        return self.copy()

    # --- options ----------------------------------------------------------

    def _options(self) -> _lib.BoardOptions:
        opts = _lib.BoardOptions()
        opts.version = _lib.BOARD_OPTIONS_VERSION
        lib.gmk_board_get_options(self._handle, byref(opts))
        return opts

    @property
    def width(self) -> int:
        """Number of columns."""
        return int(lib.gmk_board_width(self._handle))

    @property
    def height(self) -> int:
        """Number of rows."""
        return int(lib.gmk_board_height(self._handle))

    @property
    def win_length(self) -> int:
        """Stones in a row that win (5 for renju and caro)."""
        return int(self._options().win_length)

    @property
    def rule(self) -> Rule:
        """The rule the board was created with."""
        return Rule(self._options().rule)

    @property
    def backend(self) -> Backend:
        """The storage actually used (AUTO resolved)."""
        return Backend(self._options().backend)

    @property
    def foul_policy(self) -> FoulPolicy:
        """What a renju foul by black does."""
        return FoulPolicy(self._options().foul_policy)

    # --- points -----------------------------------------------------------

    def parse_point(self, text: str) -> Point:
        """``"h8"``, ``"H8"``, ``"7,7"`` or ``"7 7"`` as ``(x, y)`` on this board.

        Raises:
            ParseError: malformed text.
            OffBoardError: a well-formed point outside the board.
        """
        pt = _lib.Point()
        lib.gmk_point_parse(text.encode("utf-8"), self.width, self.height, byref(pt))
        return (pt.x, pt.y)

    def point_name(self, x: int, y: int, notation: str = "rif") -> str:
        """The point's name: ``"h8"`` (``notation="rif"``) or ``"7,7"`` (``"xy"``)."""
        fn = {"rif": lib.gmk_point_to_rif, "xy": lib.gmk_point_to_xy}.get(notation)
        if fn is None:
            raise ValueError(f"unknown notation {notation!r} (use 'rif' or 'xy')")
        buf = ctypes.create_string_buffer(_lib.POINT_STRING_MAX)
        fn(_lib.Point(integer("x", x), integer("y", y)), self.width, self.height, buf, len(buf))
        return buf.value.decode("ascii")

    def _point(self, x: Union[int, PointLike], y: Optional[int]) -> Point:
        if y is not None:
            return (integer("x", x), integer("y", y))
        if isinstance(x, str):
            return self.parse_point(x)
        if isinstance(x, tuple) and len(x) == 2:
            return (integer("x", x[0]), integer("y", x[1]))
        raise TypeError(f"expected (x, y), a point tuple or a point name, got {x!r}")

    def _logged(self, fn: Any, *args: Any) -> None:
        """Calls ``fn(handle, *args)``, a call that may send log events: the
        handle stays allocated even if the callback closes the board, and an
        exception the callback raised is raised here once the call is done
        (before the library's own error, which came later)."""
        hook = self._log_callback
        if hook is None:
            fn(self._handle, *args)
            return
        with self._pinned() as ptr:
            try:
                fn(ptr, *args)
            except BaseException:
                hook.raise_pending()
                raise
        hook.raise_pending()

    # --- moves ------------------------------------------------------------

    def play(self, x: Union[int, PointLike], y: Optional[int] = None) -> None:
        """Play a stone for the side to move: ``play(7, 7)``, ``play("h8")`` or ``play((7, 7))``.

        A new move clears the redo stack.

        Raises:
            OffBoardError, OccupiedError, GameOverError,
            ForbiddenMoveError (renju foul under FoulPolicy.REJECT),
            ParseError (bad point text).
        """
        ptr = self._ptr
        if ptr is None:
            raise self._closed_error()
        # The common case stays cheap; everything else is checked by _point.
        if not (type(x) is int and type(y) is int
                and INT_MIN <= x <= INT_MAX and INT_MIN <= y <= INT_MAX):
            x, y = self._point(x, y)
        if self._log_callback is None:
            _play(ptr, x, y)
        else:
            self._logged(_play, x, y)

    def undo(self) -> None:
        """Take back the last move. Raises NothingToUndoError at the start."""
        ptr = self._ptr
        if ptr is None:
            raise self._closed_error()
        if self._log_callback is None:
            _undo(ptr)
        else:
            self._logged(_undo)

    def redo(self) -> None:
        """Replay the last undone move. Raises NothingToRedoError if there is none."""
        self._logged(lib.gmk_board_redo)

    def reset(self) -> None:
        """Empty the board: black to move, no history."""
        lib.gmk_board_reset(self._handle)

    def setup(self, stones: Iterable[Tuple[int, int, Color]],
              to_move: Color = Color.BLACK) -> None:
        """Replace the position by ``stones`` (``(x, y, color)`` triples).

        The history starts there: undo cannot go behind it.

        Raises:
            OffBoardError, OccupiedError (two stones on one point),
            InvalidArgumentError (a colour that is not BLACK or WHITE).
        """
        items = list(stones)
        array = (_lib.Stone * max(len(items), 1))()
        for i, (sx, sy, color) in enumerate(items):
            array[i] = _lib.Stone(integer("x", sx), integer("y", sy), integer("color", color))
        lib.gmk_board_setup(self._handle, array, len(items), integer("to_move", to_move))

    def __getitem__(self, key: PointLike) -> Color:
        """``board[x, y]`` or ``board["h8"]``: the point's :class:`Color`.

        Raises OffBoardError (an IndexError) off the board.
        """
        ptr = self._ptr
        if ptr is None:
            raise self._closed_error()
        if isinstance(key, str):
            key = self.parse_point(key)
        x, y = key
        return Color(_at(ptr, integer("x", x), integer("y", y)))

    @property
    def to_move(self) -> Color:
        """The side to move."""
        return Color(lib.gmk_board_to_move(self._handle))

    def _points(self, count_fn: Any, at_fn: Any) -> List[Point]:
        h = self._handle
        pt = _lib.Point()
        out = []
        for i in range(count_fn(h)):
            at_fn(h, i, byref(pt))
            out.append((pt.x, pt.y))
        return out

    @property
    def moves(self) -> List[Point]:
        """The moves played since the start (or the setup), oldest first."""
        return self._points(lib.gmk_board_move_count, lib.gmk_board_move_at)

    @property
    def move_count(self) -> int:
        """``len(board.moves)``, without building the list."""
        return int(lib.gmk_board_move_count(self._handle))

    @property
    def redo_moves(self) -> List[Point]:
        """The undone moves :meth:`redo` would replay, nearest first."""
        return self._points(lib.gmk_board_redo_count, lib.gmk_board_redo_at)

    @property
    def setup_stones(self) -> List[Tuple[int, int, Color]]:
        """The stones placed by the last :meth:`setup` (empty if none)."""
        h = self._handle
        st = _lib.Stone()
        out = []
        for i in range(lib.gmk_board_setup_count(h)):
            lib.gmk_board_setup_at(h, i, byref(st))
            out.append((st.x, st.y, Color(st.color)))
        return out

    @property
    def stone_count(self) -> int:
        """Stones on the board."""
        return int(lib.gmk_board_stone_count(self._handle))

    def _point_list(self, fn: Any) -> List[Point]:
        h = self._handle
        total = fn(h, None, 0)
        if total == 0:
            return []
        array = (_lib.Point * total)()
        fn(h, array, total)
        return [(p.x, p.y) for p in array]

    def legal_moves(self) -> List[Point]:
        """Every legal move of the side to move, row by row (none once over).

        Under renju with FoulPolicy.REJECT, black's forbidden points are left out.
        """
        return self._point_list(lib.gmk_board_legal_moves)

    def legal_mask(self, as_numpy: Optional[bool] = None) -> Any:
        """The legal moves as a mask: 1 where legal, at index ``y * width + x``.

        Returns ``bytes``, or a ``(height, width)`` uint8 numpy array when
        numpy is importable (``as_numpy=None``) or asked for (``True``).
        """
        return self._grid(lib.gmk_board_legal_mask, as_numpy)

    def cells(self, as_numpy: Optional[bool] = None) -> Any:
        """The whole position in one call: the :class:`Color` value of each
        point at index ``y * width + x`` (0 empty, 1 black, 2 white).

        Returns ``bytes``, or a ``(height, width)`` uint8 numpy array as
        :meth:`legal_mask` does.
        """
        return self._grid(lib.gmk_board_cells, as_numpy)

    def _grid(self, fill: Any, as_numpy: Optional[bool]) -> Any:
        h = self._handle
        width, height = lib.gmk_board_width(h), lib.gmk_board_height(h)
        size = width * height
        buf = (c_ubyte * size)()
        fill(h, buf, size)
        data = bytes(buf)
        if as_numpy is None:
            as_numpy = _numpy is not None
        if as_numpy:
            if _numpy is None:
                raise ImportError("as_numpy=True needs numpy")
            return _numpy.frombuffer(data, dtype=_numpy.uint8).reshape(height, width)
        return data

    # --- state ------------------------------------------------------------

    @property
    def hash(self) -> int:
        """The 64-bit Zobrist hash of the stones and the side to move."""
        return int(lib.gmk_board_hash(self._handle))

    @property
    def result(self) -> Result:
        """The game's :class:`Result`: state, winner, reason and winning line."""
        res = _lib.Result()
        res.version = _lib.RESULT_VERSION
        lib.gmk_board_result(self._handle, byref(res))
        line = None
        if res.line_start.x >= 0:
            line = ((res.line_start.x, res.line_start.y),
                    (res.line_end.x, res.line_end.y))
        return Result(State(res.state), Color(res.winner), Reason(res.reason), line)

    @property
    def is_over(self) -> bool:
        """True once the game has ended (win or draw)."""
        return bool(lib.gmk_board_is_over(self._handle))

    # --- rules (rules.h) --------------------------------------------------

    def foul(self, x: Union[int, PointLike], y: Optional[int] = None) -> Foul:
        """The renju foul black would commit at the empty point (Foul.NONE outside renju).

        Raises OffBoardError, OccupiedError.
        """
        px, py = self._point(x, y)
        return Foul(_lib.require("gmk_board_foul")(self._handle, px, py))

    def forbidden_points(self) -> List[Point]:
        """Every point where black would commit a renju foul (none outside renju)."""
        return self._point_list(_lib.require("gmk_board_forbidden_points"))

    def patterns(self, x: Union[int, PointLike], y: Optional[int] = None,
                 color: Optional[Color] = None) -> Tuple[Pattern, Pattern, Pattern, Pattern]:
        """The pattern ``color`` (default: the side to move) would make at an
        empty point, in each :class:`Direction` (horizontal, vertical,
        diagonal, antidiagonal).

        Raises OffBoardError, OccupiedError, InvalidArgumentError (EMPTY colour).
        """
        px, py = self._point(x, y)
        if color is None:
            color = self.to_move
        out = (c_int * _lib.DIRECTIONS)()
        _lib.require("gmk_board_patterns")(self._handle, px, py, integer("color", color), out)
        return (Pattern(out[0]), Pattern(out[1]), Pattern(out[2]), Pattern(out[3]))

    def explain_foul(self, x: Union[int, PointLike], y: Optional[int] = None) -> Dict[str, Any]:
        """Why black playing (x, y) is (or is not) a foul: ``{"foul", "makes_five",
        "lines": [{"direction", "pattern", "real", "stones", "keys"}]}``, each key a
        dict ``{"point", "foul", "makes_five"}`` (for a three: whether that key is
        legal, which decides whether the three is real)."""
        px, py = self._point(x, y)
        e = _lib.FoulExplanation()
        e.version = _lib.FOUL_EXPLANATION_VERSION
        _lib.require("gmk_board_explain_foul")(self._handle, px, py, byref(e))
        lines = []
        for line in e.lines[:e.line_count]:
            shown = min(line.stone_count, _lib.EXPLAIN_MAX_STONES)
            lines.append({
                "direction": Direction(line.direction),
                "pattern": Pattern(line.pattern),
                "real": bool(line.real),
                "stones": [(p.x, p.y) for p in line.stones[:shown]],
                "keys": [{"point": (line.keys[i].x, line.keys[i].y),
                          "foul": Foul(line.key_fouls[i]),
                          "makes_five": bool(line.key_makes_five[i])}
                         for i in range(line.key_count)],
            })
        return {"foul": Foul(e.foul), "makes_five": bool(e.makes_five), "lines": lines}

    def threats(self, color: Color) -> List[Dict[str, Any]]:
        """The fours and open threes ``color`` has: ``[{"kind": "four"|"open-three",
        "direction", "stones", "keys", "defences"}]``."""
        fn, side = _lib.require("gmk_board_threats"), integer("color", color)
        total = fn(self._handle, side, None, 0)
        array = (_lib.Threat * max(total, 1))()
        total = fn(self._handle, side, array, total)
        return [_threat_dict(t) for t in array[:total]]

    def explain_sequence(self, moves: Sequence[PointLike]) -> List[Dict[str, Any]]:
        """Each move of ``moves`` (played from this position, as
        :meth:`Engine.solve_vcf` and :meth:`Engine.solve_vct` return a win)
        with its threat named: ``[{"move", "color", "attacker", "kind", "lines"}]``,
        ``kind`` one of "quiet", "five", "four", "open-four", "double-four",
        "four-three", "open-three", "double-three", "block", "counter-four";
        ``lines`` the threats as :meth:`threats` gives them (with "color"; a
        five has kind "five"). The board is not changed.

        Raises the error of a move that cannot be played (OccupiedError, ...).
        """
        points = [self._point(m, None) for m in moves]
        array = (_lib.Point * max(len(points), 1))(*[_lib.Point(x, y) for x, y in points])
        steps = (_lib.SequenceStep * max(len(points), 1))()
        _lib.require("gmk_board_explain_sequence")(self._handle, array, len(points), steps,
                                                   len(points))
        name = _lib.require("gmk_step_kind_name")
        return [{"move": (s.move.x, s.move.y), "color": Color(s.color),
                 "attacker": bool(s.attacker), "kind": name(s.kind).decode(),
                 "lines": [_threat_dict(t) for t in s.lines[:s.line_count]]}
                for s in steps[:len(points)]]

    def point_info(self, x: Union[int, PointLike], y: Optional[int] = None,
                   color: Optional[Color] = None) -> PointInfo:
        """Fives, fours, open threes, foul and patterns a stone of ``color``
        (default: the side to move) would make at an empty point."""
        px, py = self._point(x, y)
        if color is None:
            color = self.to_move
        info = _lib.PointInfo()
        info.version = _lib.POINT_INFO_VERSION
        _lib.require("gmk_board_point_info")(self._handle, px, py, integer("color", color),
                                             byref(info))
        return PointInfo(bool(info.makes_five), info.fours, info.open_threes,
                         Foul(info.foul), tuple(Pattern(p) for p in info.patterns))  # type: ignore[arg-type]

    # --- evaluation (eval.h) ----------------------------------------------

    def evaluate(self) -> int:
        """The static evaluation from the side to move's view (> 0 is good)."""
        score = c_int()
        _lib.require("gmk_board_evaluate")(self._handle, byref(score))
        return score.value

    def move_scores(self) -> Dict[Point, int]:
        """How good each legal move is for the side to move: ``{(x, y): score}``."""
        fn = _lib.require("gmk_board_move_scores")
        h = self._handle
        width, height = lib.gmk_board_width(h), lib.gmk_board_height(h)
        scores = (c_int * (width * height))()
        fn(h, scores, len(scores))
        return {(i % width, i // width): v for i, v in enumerate(scores)
                if v != _SCORE_NONE}

    # --- records (record.h) -----------------------------------------------

    @staticmethod
    def _writer_info(black: Optional[str], white: Optional[str],
                     metadata: Optional[Dict[str, Any]],
                     times_ms: Optional[Sequence[Optional[int]]]) -> _lib.RecordInfo:
        info = _lib.RecordInfo()
        info.version = _lib.RECORD_INFO_VERSION
        # ctypes keeps the assigned buffers alive as long as the struct.
        info.black = black.encode("utf-8") if black is not None else None
        info.white = white.encode("utf-8") if white is not None else None
        if metadata is not None:
            info.metadata_json = json.dumps(metadata).encode("utf-8")
        if times_ms:
            times = (c_int * len(times_ms))(
                *[_NO_TIME if t is None else integer("times_ms", t, 0) for t in times_ms])
            info.times_ms = times
            info.times_count = len(times_ms)
        return info

    @staticmethod
    def _read_info(info: _lib.RecordInfo) -> GameInfo:
        def text(raw: Optional[bytes]) -> Optional[str]:
            return raw.decode("utf-8") if raw is not None else None
        meta = text(info.metadata_json)
        times = [None if info.times_ms[i] == _NO_TIME else info.times_ms[i]
                 for i in range(info.times_count)]
        return GameInfo(text(info.black), text(info.white),
                        json.loads(meta) if meta else None, times)

    def to_json(self, black: Optional[str] = None, white: Optional[str] = None,
                metadata: Optional[Dict[str, Any]] = None,
                times_ms: Optional[Sequence[Optional[int]]] = None) -> str:
        """The game as a libgomoku JSON record: options, set-up, moves, redo
        stack, result, and the optional player names, metadata (a dict) and
        per-move times (None where unknown)."""
        fn = _lib.require("gmk_record_to_json")
        info = self._writer_info(black, white, metadata, times_ms)
        out = c_void_p()
        fn(self._handle, byref(info), byref(out))
        return _lib.take_string(out)

    @classmethod
    def read_json(cls, text: str) -> Tuple[Board, GameInfo]:
        """A board and its :class:`GameInfo` from a JSON record (see :meth:`from_json`)."""
        fn = _lib.require("gmk_record_from_json")
        data = text.encode("utf-8")
        info = _lib.RecordInfo()
        lib.gmk_record_info_init(byref(info), _lib.RECORD_INFO_VERSION)
        out = c_void_p()
        fn(byref(out), data, len(data), byref(info))
        board = cls._from_handle(out.value)
        try:
            return board, cls._read_info(info)
        finally:
            lib.gmk_record_info_clear(byref(info))

    @classmethod
    def from_json(cls, text: str) -> Board:
        """Rebuild a board from :meth:`to_json` text, replaying every move by the rules.

        Raises ParseError (malformed record, with the field at fault in the
        message) or the failing move's error (OccupiedError, ...).
        """
        return cls.read_json(text)[0]

    def to_psq(self, black: Optional[str] = None, white: Optional[str] = None,
               times_ms: Optional[Sequence[Optional[int]]] = None) -> str:
        """The game as a Piskvork PSQ file (no set-up position, no redo stack)."""
        fn = _lib.require("gmk_record_to_psq")
        info = self._writer_info(black, white, None, times_ms)
        out = c_void_p()
        fn(self._handle, byref(info), byref(out))
        return _lib.take_string(out)

    @classmethod
    def read_psq(cls, text: str, win_length: int = 5, rule: Rule = Rule.FREESTYLE,
                 backend: Backend = Backend.AUTO,
                 foul_policy: FoulPolicy = FoulPolicy.REJECT) -> Tuple[Board, GameInfo]:
        """A board and its :class:`GameInfo` from PSQ text (see :meth:`from_psq`)."""
        fn = _lib.require("gmk_record_from_psq")
        opts = _lib.BoardOptions()
        lib.gmk_board_options_init(byref(opts), _lib.BOARD_OPTIONS_VERSION)
        cls._set_rules(opts, win_length, rule, backend, foul_policy)
        data = text.encode("utf-8")
        info = _lib.RecordInfo()
        lib.gmk_record_info_init(byref(info), _lib.RECORD_INFO_VERSION)
        out = c_void_p()
        fn(byref(out), data, len(data), byref(opts), byref(info))
        board = cls._from_handle(out.value)
        try:
            return board, cls._read_info(info)
        finally:
            lib.gmk_record_info_clear(byref(info))

    @classmethod
    def from_psq(cls, text: str, win_length: int = 5, rule: Rule = Rule.FREESTYLE,
                 backend: Backend = Backend.AUTO,
                 foul_policy: FoulPolicy = FoulPolicy.REJECT) -> Board:
        """A board from a Piskvork PSQ file. PSQ holds no rule, so it is given
        here; the size comes from the file."""
        return cls.read_psq(text, win_length, rule, backend, foul_policy)[0]

    def moves_string(self, separator: str = "") -> str:
        """The moves in RIF notation: ``"h8i9j10"``, or ``"h8 i9 j10"`` with ``separator=" "``."""
        fn = _lib.require("gmk_moves_to_string")
        out = c_void_p()
        fn(self._handle, separator.encode("utf-8"), byref(out))
        return _lib.take_string(out)

    def play_moves(self, text: str) -> None:
        """Play a RIF move string (``"h8i9j10"``, ``"h8 i9, j10"``); all or nothing."""
        self._logged(_lib.require("gmk_board_play_moves"), text.encode("utf-8"))

    def apply_opening(self, line: str) -> None:
        """Play a Gomocup opening line ("dx,dy, dx,dy, ..." from the centre); all or nothing."""
        self._logged(_lib.require("gmk_opening_apply"), line.encode("utf-8"))

    def diagram(self, last_move: bool = True, labels: bool = True,
                forbidden: bool = False) -> str:
        """The library's ASCII diagram: X black, O white, '.' empty, the last
        move as ``[X]``, and with ``forbidden=True`` '*' on black's renju fouls."""
        fn = _lib.require("gmk_board_diagram")
        flags = ((0 if last_move else _DIAGRAM_NO_LAST_MOVE)
                 | (0 if labels else _DIAGRAM_NO_LABELS)
                 | (_DIAGRAM_FORBIDDEN if forbidden else 0))
        out = c_void_p()
        fn(self._handle, flags, byref(out))
        return _lib.take_string(out)

    # --- event log (log.h) ------------------------------------------------

    def set_log(self, callback: Optional[Callable[[Dict[str, Any]], None]]) -> None:
        """Call ``callback(event)`` with a dict for every move, undo, redo,
        result and foul on this board (``None`` turns the log off).

        An exception the callback raises propagates from the call that sent
        the event (:meth:`play`, :meth:`undo`, ...) once that call is done:
        the move stands, and the call's later events are not delivered. The
        callback may :meth:`close` the board; it is freed when the call returns.

        Raises TypeError if ``callback`` is neither callable nor None.
        """
        _callback("callback", callback)
        self._log_callback = _lib.install_log("gmk_board_set_log", self._handle, callback)

    # --- text -------------------------------------------------------------

    def _column_names(self, width: int, height: int) -> List[str]:
        names = []
        for x in range(width):
            rif = self.point_name(x, height - 1)
            names.append(rif.rstrip("0123456789"))
        return names

    def __str__(self) -> str:
        """A diagram: X black, O white, '.' empty; RIF column letters and row numbers."""
        if _lib.has("gmk_board_diagram"):
            return self.diagram().rstrip("\n")
        h = self._handle
        width, height = lib.gmk_board_width(h), lib.gmk_board_height(h)
        columns = self._column_names(width, height)
        cell = max(len(c) for c in columns)
        margin = len(str(height))
        lines = [" " * margin + " " + " ".join(c.rjust(cell) for c in columns)]
        for y in range(height):
            row = " ".join(_CELL_CHARS[Color(_at(h, x, y))].rjust(cell)
                           for x in range(width))
            lines.append(f"{height - y:>{margin}} {row}")
        return "\n".join(lines)

    def __repr__(self) -> str:
        if self._ptr is None:
            return "<gomoku.Board closed>"
        res = self.result
        state = (f"{self.to_move.name.lower()} to move" if res.state is State.ONGOING
                 else res.state.name.lower())
        return (f"<gomoku.Board {self.width}x{self.height} {self.rule.name.lower()} "
                f"win_length={self.win_length} moves={self.move_count} {state}>")


_THREAT_KINDS = ("four", "open-three", "five")


def _threat_dict(t: Any) -> Dict[str, Any]:
    return {"kind": _THREAT_KINDS[t.kind], "color": Color(t.color),
            "direction": Direction(t.direction),
            "stones": [(p.x, p.y) for p in t.stones[:t.stone_count]],
            "keys": [(p.x, p.y) for p in t.keys[:t.key_count]],
            "defences": [(p.x, p.y) for p in t.defences[:t.defence_count]]}
