# SPDX-License-Identifier: MIT
"""Batched stepping over numpy buffers (``include/gomoku/batch.h``).

A :class:`Batch` holds N boards of one configuration. One call plays one
action per board, and masks, observation planes and results are written
straight into numpy arrays (pass ``out=`` to reuse one: no copy, no
allocation). Actions are ``y * width + x``; :data:`PASS` leaves a board as it
is. A refused action raises and changes no board. The foreign calls release
the GIL, so batches in several threads run in parallel.

    >>> batch = Batch(1024, seed=1)
    >>> results = batch.playout()                 # 1024 random games in one call
    >>> batch.reset()
    >>> obs = batch.planes()                      # (1024, 3, 15, 15) uint8
    >>> results = batch.step(batch.random_actions())

The eight symmetries of the board (:class:`Symmetry`) map points, grids and
boards: :func:`transform_point`, :func:`transform_grid`, :func:`transform_board`.
"""
from __future__ import annotations

import enum
from ctypes import POINTER, Structure, byref, c_char, c_int, c_uint, c_uint64, c_void_p
from typing import Any, Optional, Tuple

import numpy as np

from . import _lib
from ._check import UINT64_MAX, integer
from ._lib import BoardOptions, Point, SearchLimits, lib
from ._owned import Owned
from ._types import Backend, FoulPolicy, Rule
from .board import Board
from .engine import Engine, search_limits

PASS = -1
"""The action that leaves a board unchanged (GMK_BATCH_PASS)."""
PLANE_LAST_MOVE = 1
PLANE_FORBIDDEN = 2
BATCH_OPTIONS_VERSION = 1


class Outcome(enum.IntEnum):
    """What a step did to a board (gmk_batch_outcome)."""

    ONGOING = 0
    BLACK_WON = 1
    WHITE_WON = 2
    DRAW = 3
    OVER = 4
    """The game had already ended and the board passed."""


class Symmetry(enum.IntEnum):
    """The eight symmetries of a board (gmk_symmetry); the four marked
    square-only need width == height."""

    IDENTITY = 0
    ROTATE_90 = 1         # clockwise, square only
    ROTATE_180 = 2
    ROTATE_270 = 3        # square only
    MIRROR_X = 4          # left-right
    MIRROR_Y = 5          # top-bottom
    TRANSPOSE = 6         # square only
    ANTITRANSPOSE = 7     # square only

    @property
    def inverse(self) -> "Symmetry":
        return Symmetry(lib.gmk_symmetry_inverse(int(self)))


class BatchOptions(Structure):
    _fields_ = [("version", c_uint), ("count", c_int), ("auto_reset", c_int),
                ("seed", c_uint64)]


# numpy buffers go in as byref(c_char.from_buffer(array)): no copy, and about
# half the per-call cost of ndarray.ctypes.data.
_BUF = c_void_p
_PROTOTYPES = (
    ("gmk_batch_options_init", c_int, [POINTER(BatchOptions), c_uint], True),
    ("gmk_batch_new", c_int, [POINTER(c_void_p), POINTER(BoardOptions),
                              POINTER(BatchOptions)], True),
    ("gmk_batch_free", None, [c_void_p], False),
    ("gmk_batch_count", c_int, [c_void_p], True),
    ("gmk_batch_board", c_int, [c_void_p, c_int, POINTER(c_void_p)], True),
    ("gmk_batch_reset", c_int, [c_void_p, _BUF, _lib.c_size_t], True),
    ("gmk_batch_step", c_int, [c_void_p, _BUF, _lib.c_size_t, _BUF, _lib.c_size_t],
     _lib.DETAIL),
    ("gmk_batch_results", c_int, [c_void_p, _BUF, _lib.c_size_t], True),
    ("gmk_batch_masks", c_int, [c_void_p, _BUF, _lib.c_size_t], True),
    ("gmk_batch_plane_count", c_int, [c_uint], True),
    ("gmk_batch_planes", c_int, [c_void_p, c_uint, _BUF, _lib.c_size_t], True),
    ("gmk_batch_random_actions", c_int, [c_void_p, _BUF, _lib.c_size_t], True),
    ("gmk_batch_engine_actions", c_int, [c_void_p, c_void_p, POINTER(SearchLimits),
                                         _BUF, _lib.c_size_t], True),
    ("gmk_batch_playout", c_int, [c_void_p, c_void_p, POINTER(SearchLimits), c_int,
                                  _BUF, _lib.c_size_t], True),
    ("gmk_symmetry_point", c_int, [c_int, c_int, c_int, Point, POINTER(Point)], True),
    ("gmk_symmetry_inverse", c_int, [c_int], True),
    ("gmk_symmetry_grid", c_int, [c_int, c_int, c_int, c_int, _BUF, _BUF, _lib.c_size_t],
     True),
    ("gmk_board_transform", c_int, [POINTER(c_void_p), c_void_p, c_int], True),
)
_lib._declare(_PROTOTYPES)
if not _lib.has("gmk_batch_new"):
    raise ImportError(f"gomoku.batch: {_lib.LIBRARY_PATH} has no batch API "
                      "(libgomoku 1.2 or later)")


def _mem(array: np.ndarray) -> Any:
    """A writable C-contiguous array's memory, for a _BUF argument (zero copy)."""
    return byref(c_char.from_buffer(array))


def _writable(array: Any, dtype: Any) -> np.ndarray:
    """``array`` as a C-contiguous array of dtype: itself when it already is
    one and writable (ctypes needs that), else a copy."""
    out = np.ascontiguousarray(array, dtype=dtype)
    return out if out.flags.writeable else out.copy()


def _buffer(out: Optional[np.ndarray], shape: Tuple[int, ...], dtype: Any) -> np.ndarray:
    """``out`` when it is a C-contiguous array of that shape and dtype, else a new one."""
    if out is None:
        return np.empty(shape, dtype=dtype)
    if out.shape != shape or out.dtype != dtype or not out.flags.c_contiguous \
            or not out.flags.writeable:
        raise ValueError(f"out must be a writeable C-contiguous {np.dtype(dtype)} "
                         f"array of shape {shape}")
    return out


class Batch(Owned):
    """``count`` boards of one configuration, stepped together.

    Args:
        count: boards, 1..65536.
        width, height, win_length, rule, backend, foul_policy: as :class:`Board`.
        auto_reset: a game that ends in :meth:`step` is reported in the
            results, then its board is emptied.
        seed: for :meth:`random_actions` and random playouts (``None``: 0).
    """

    __slots__ = ("count", "width", "height")

    def __init__(self, count: int, width: int = 15, height: Optional[int] = None,
                 win_length: int = 5, rule: Rule = Rule.FREESTYLE,
                 backend: Backend = Backend.AUTO, foul_policy: FoulPolicy = FoulPolicy.REJECT,
                 auto_reset: bool = False, seed: Optional[int] = None) -> None:
        board = BoardOptions()
        lib.gmk_board_options_init(byref(board), _lib.BOARD_OPTIONS_VERSION)
        board.width = integer("width", width)
        board.height = board.width if height is None else integer("height", height)
        Board._set_rules(board, win_length, rule, backend, foul_policy)
        opts = BatchOptions()
        lib.gmk_batch_options_init(byref(opts), BATCH_OPTIONS_VERSION)
        opts.count, opts.auto_reset = integer("count", count), int(bool(auto_reset))
        opts.seed = 0 if seed is None else integer("seed", seed, 0, UINT64_MAX)
        handle = c_void_p()
        lib.gmk_batch_new(byref(handle), byref(board), byref(opts))
        self._own(handle.value, lib.gmk_batch_free)
        self.count, self.width, self.height = count, board.width, board.height

    @property
    def points(self) -> int:
        return self.width * self.height

    def _actions(self, actions: Any) -> np.ndarray:
        array = _writable(actions, np.int32)
        if array.shape != (self.count,):
            raise ValueError(f"need {self.count} actions, got shape {array.shape}")
        return array

    def step(self, actions: Any, out: Optional[np.ndarray] = None) -> np.ndarray:
        """Play ``actions[i]`` on board ``i``; returns the int32 :class:`Outcome`
        per board. All or nothing: a refused action raises (the message names
        the board) and no board changes."""
        array = self._actions(actions)
        results = _buffer(out, (self.count,), np.int32)
        lib.gmk_batch_step(self._handle, _mem(array), self.count, _mem(results), self.count)
        return results

    def results(self, out: Optional[np.ndarray] = None) -> np.ndarray:
        """Each board's state now (ONGOING, BLACK_WON, WHITE_WON or DRAW)."""
        results = _buffer(out, (self.count,), np.int32)
        lib.gmk_batch_results(self._handle, _mem(results), self.count)
        return results

    def masks(self, out: Optional[np.ndarray] = None) -> np.ndarray:
        """``(count, height*width)`` uint8 legal masks (renju: fouls left out)."""
        masks = _buffer(out, (self.count, self.points), np.uint8)
        lib.gmk_batch_masks(self._handle, _mem(masks), masks.size)
        return masks

    def planes(self, last_move: bool = False, forbidden: bool = False,
               out: Optional[np.ndarray] = None) -> np.ndarray:
        """``(count, C, height, width)`` uint8 planes from the side to move's
        view: own stones, opponent stones, black to move, [last move],
        [black's forbidden points]."""
        flags = (PLANE_LAST_MOVE if last_move else 0) | (PLANE_FORBIDDEN if forbidden else 0)
        channels = lib.gmk_batch_plane_count(flags)
        planes = _buffer(out, (self.count, channels, self.height, self.width), np.uint8)
        lib.gmk_batch_planes(self._handle, flags, _mem(planes), planes.size)
        return planes

    def reset(self, which: Any = None) -> None:
        """Empty every board, or those where ``which`` (count bools) is true."""
        if which is None:
            lib.gmk_batch_reset(self._handle, None, 0)
            return
        mask = _writable(which, np.uint8)
        if mask.shape != (self.count,):
            raise ValueError(f"which needs {self.count} entries")
        lib.gmk_batch_reset(self._handle, _mem(mask), self.count)

    def random_actions(self, out: Optional[np.ndarray] = None) -> np.ndarray:
        """A uniformly random legal action per board (PASS where over), seeded."""
        actions = _buffer(out, (self.count,), np.int32)
        lib.gmk_batch_random_actions(self._handle, _mem(actions), self.count)
        return actions

    def engine_actions(self, engine: Engine, depth: Optional[int] = None,
                       time_ms: Optional[int] = None, nodes: Optional[int] = None,
                       level: int = 0, out: Optional[np.ndarray] = None) -> np.ndarray:
        """The engine's move per board (PASS where over), searched one by one."""
        actions = _buffer(out, (self.count,), np.int32)
        limits = search_limits(time_ms, depth, nodes, level)
        with engine._session() as engine_handle:
            lib.gmk_batch_engine_actions(self._handle, engine_handle, byref(limits),
                                         _mem(actions), self.count)
        return actions

    def playout(self, engine: Optional[Engine] = None, max_moves: int = 0,
                depth: Optional[int] = None, time_ms: Optional[int] = None,
                nodes: Optional[int] = None, level: int = 0,
                out: Optional[np.ndarray] = None) -> np.ndarray:
        """Play every ongoing board to its end (or ``max_moves`` moves) with
        random moves, or the engine's; returns the final :class:`Outcome`s."""
        results = _buffer(out, (self.count,), np.int32)
        max_moves = integer("max_moves", max_moves)
        if engine is None:
            lib.gmk_batch_playout(self._handle, None, None, max_moves, _mem(results),
                                  self.count)
            return results
        limits = search_limits(time_ms, depth, nodes, level)
        with engine._session() as engine_handle:
            lib.gmk_batch_playout(self._handle, engine_handle, byref(limits), max_moves,
                                  _mem(results), self.count)
        return results

    def board(self, index: int) -> Board:
        """An independent copy of board ``index`` (a :class:`Board` to query)."""
        ptr = c_void_p()
        lib.gmk_batch_board(self._handle, integer("index", index), byref(ptr))
        clone = c_void_p()
        lib.gmk_board_clone(byref(clone), ptr)
        return Board._from_handle(clone.value)

    def __len__(self) -> int:
        return self.count


def transform_point(symmetry: Symmetry, width: int, height: int, x: int, y: int) -> Tuple[int, int]:
    """The image of (x, y) under ``symmetry`` on a width x height board."""
    out = Point()
    lib.gmk_symmetry_point(integer("symmetry", symmetry), integer("width", width),
                           integer("height", height), Point(integer("x", x), integer("y", y)),
                           byref(out))
    return out.x, out.y


def transform_grid(symmetry: Symmetry, grid: Any,
                   shape: Optional[Tuple[int, int]] = None) -> np.ndarray:
    """``grid`` mapped by ``symmetry``: a new array of the same shape and dtype.

    The last two axes are ``(height, width)``; or, with ``shape=(height,
    width)``, the last axis is a flat ``height*width`` (masks, policies).
    Leading axes (boards, planes) are mapped alike; any dtype works.
    """
    array = np.ascontiguousarray(grid)
    if shape is None:
        if array.ndim < 2:
            raise ValueError("a grid needs (..., height, width), or pass shape=")
        height, width = array.shape[-2:]
    else:
        height, width = shape
        if array.ndim < 1 or array.shape[-1] != height * width:
            raise ValueError(f"the last axis must have {height * width} entries")
    # Each byte lane of the items is a byte grid of its own: map them as planes.
    lanes = _writable(
        array.view(np.uint8).reshape(-1, height, width, array.itemsize).transpose(0, 3, 1, 2),
        np.uint8)
    mapped = np.empty_like(lanes)
    planes = lanes.shape[0] * lanes.shape[1]
    if planes:
        lib.gmk_symmetry_grid(integer("symmetry", symmetry), width, height, planes, _mem(lanes),
                              _mem(mapped), mapped.size)
    return np.ascontiguousarray(mapped.transpose(0, 2, 3, 1)).view(array.dtype).reshape(
        array.shape)


def transform_board(board: Board, symmetry: Symmetry) -> Board:
    """A new :class:`Board`: ``board``'s setup and moves mapped, history kept."""
    out = c_void_p()
    lib.gmk_board_transform(byref(out), board._handle, integer("symmetry", symmetry))
    return Board._from_handle(out.value)
