# SPDX-License-Identifier: MIT
"""Monte Carlo tree search with your own evaluator (``include/gomoku/mcts.h``).

:class:`MCTS` runs a PUCT search in C. Its priors and values come from
``evaluator(planes, masks) -> (priors, values)``, called with a batch of leaf
positions at once (so a numpy or PyTorch network evaluates them together):

* ``planes``: ``(k, C, height, width)`` uint8, each leaf from its side to
  move's view (own stones, opponent stones, black to move, and the optional
  last-move and forbidden planes);
* ``masks``: ``(k, height*width)`` uint8 legal moves;
* return ``priors`` ``(k, height*width)`` (non-negative weights; only legal
  points are read, then normalised) and ``values`` ``(k,)`` in [-1, 1] for
  the side to move.

With ``evaluator=None`` the library's static evaluation serves. The search
returns visit counts per point (the AlphaZero policy target); the tree is
reused when the next search starts one or two moves later. numpy is required.
"""
from __future__ import annotations

import threading
from ctypes import (CFUNCTYPE, POINTER, Structure, byref, c_double, c_float, c_int, c_uint,
                    c_uint64, c_void_p)
from typing import Any, Callable, List, NamedTuple, Optional, Tuple

import numpy as np

from . import _lib
from ._check import INT_MAX, INT_MIN, UINT64_MAX, integer, optional_integer
from ._lib import Point, lib
from ._owned import Owned
from .board import Board

MCTS_OPTIONS_VERSION = 1
MCTS_LIMITS_VERSION = 1
MCTS_RESULT_VERSION = 1
PLANE_LAST_MOVE = 1
PLANE_FORBIDDEN = 2

Evaluator = Callable[[np.ndarray, np.ndarray], Tuple[Any, Any]]


class MCTSOptions(Structure):
    _fields_ = [("version", c_uint), ("c_puct", c_double), ("batch_size", c_int),
                ("dirichlet_alpha", c_double), ("dirichlet_weight", c_double),
                ("seed", c_uint64), ("max_nodes", c_int), ("planes", c_uint)]


class MCTSLeaves(Structure):
    _fields_ = [("count", c_int), ("width", c_int), ("height", c_int), ("planes", c_int),
                ("boards", c_void_p), ("observations", c_void_p), ("masks", c_void_p),
                ("priors", POINTER(c_float)), ("values", POINTER(c_float))]


class MCTSLimits(Structure):
    _fields_ = [("version", c_uint), ("visits", c_int), ("time_ms", c_int)]


class MCTSResultStruct(Structure):
    _fields_ = [("version", c_uint), ("best", Point), ("visits", c_int), ("reused", c_int),
                ("value", c_double), ("nodes", c_int), ("evaluations", c_int)]


EVALUATOR_FN = CFUNCTYPE(c_int, POINTER(MCTSLeaves), c_void_p)

_lib._declare((
    ("gmk_mcts_options_init", c_int, [POINTER(MCTSOptions), c_uint], True),
    ("gmk_mcts_new", c_int, [POINTER(c_void_p), POINTER(MCTSOptions)], True),
    ("gmk_mcts_free", None, [c_void_p], False),
    ("gmk_mcts_set_evaluator", c_int, [c_void_p, EVALUATOR_FN, c_void_p], True),
    ("gmk_mcts_clear", c_int, [c_void_p], True),
    ("gmk_mcts_search", c_int, [c_void_p, c_void_p, POINTER(MCTSLimits),
                                POINTER(MCTSResultStruct), c_void_p, _lib.c_size_t], True),
    ("gmk_mcts_stop", None, [c_void_p], False),
))
if not _lib.has("gmk_mcts_new"):
    raise ImportError(f"gomoku.mcts: {_lib.LIBRARY_PATH} has no tree search "
                      "(libgomoku 1.2 or later)")


class MCTSResult(NamedTuple):
    """One search: ``visits`` per point (flat, ``y * width + x``), the most
    visited move, the root value for the side to move, and counters."""

    visits: np.ndarray
    best: Tuple[int, int]
    value: float
    root_visits: int
    reused: int
    nodes: int
    evaluations: int

    def policy(self, temperature: float = 1.0) -> np.ndarray:
        """Visit counts as a distribution: ``N^(1/T)`` normalised; T -> 0 is
        the most visited move (ties shared)."""
        counts = self.visits.astype(np.float64)
        if temperature <= 1e-3:
            best = counts == counts.max()
            return best / best.sum()
        weights = counts ** (1.0 / temperature)
        return weights / weights.sum()

    def sample(self, rng: np.random.Generator, temperature: float = 1.0) -> int:
        """A move (flat index) drawn from :meth:`policy`."""
        return int(rng.choice(self.visits.size, p=self.policy(temperature)))


class MCTS(Owned):
    """A PUCT search tree.

    Args:
        evaluator: ``f(planes, masks) -> (priors, values)`` or None (static).
        c_puct: exploration weight.
        batch_size: leaves per evaluator call.
        dirichlet_alpha, dirichlet_weight: root noise (alpha 0: none).
        seed: for the noise.
        max_nodes: tree size cap.
        last_move, forbidden: add those planes to the evaluator's input.
    """

    __slots__ = ("_callback", "_errors", "_busy")

    def __init__(self, evaluator: Optional[Evaluator] = None, c_puct: float = 1.5,
                 batch_size: int = 8, dirichlet_alpha: float = 0.0,
                 dirichlet_weight: float = 0.25, seed: Optional[int] = None,
                 max_nodes: int = 1 << 20, last_move: bool = False,
                 forbidden: bool = False) -> None:
        opts = MCTSOptions()
        lib.gmk_mcts_options_init(byref(opts), MCTS_OPTIONS_VERSION)
        opts.c_puct, opts.batch_size = c_puct, integer("batch_size", batch_size)
        opts.dirichlet_alpha, opts.dirichlet_weight = dirichlet_alpha, dirichlet_weight
        opts.seed = 0 if seed is None else integer("seed", seed, 0, UINT64_MAX)
        opts.max_nodes = integer("max_nodes", max_nodes)
        opts.planes = (PLANE_LAST_MOVE if last_move else 0) | (PLANE_FORBIDDEN if forbidden else 0)
        handle = c_void_p()
        lib.gmk_mcts_new(byref(handle), byref(opts))
        self._own(handle.value, lib.gmk_mcts_free)
        self._errors: List[BaseException] = []
        self._busy = threading.Lock()
        self._callback: Any = None
        self.set_evaluator(evaluator)

    def set_evaluator(self, evaluator: Optional[Evaluator]) -> None:
        """Replace the evaluator (None: the static evaluation); forgets the tree."""
        if evaluator is None:
            self._callback = EVALUATOR_FN()
        else:
            self._callback = EVALUATOR_FN(self._trampoline(evaluator))
        lib.gmk_mcts_set_evaluator(self._handle, self._callback, None)

    def _trampoline(self, evaluator: Evaluator) -> Callable[[Any, Any], int]:
        errors = self._errors

        def call(leaves_ptr: Any, _user: Any) -> int:
            leaves = leaves_ptr.contents
            k, points = leaves.count, leaves.width * leaves.height
            try:
                planes = np.ctypeslib.as_array(
                    (c_uint8_array(k * leaves.planes * points)).from_address(leaves.observations)
                ).reshape(k, leaves.planes, leaves.height, leaves.width)
                masks = np.ctypeslib.as_array(
                    c_uint8_array(k * points).from_address(leaves.masks)).reshape(k, points)
                priors, values = evaluator(planes, masks)
                out_priors = np.ctypeslib.as_array(leaves.priors, shape=(k, points))
                out_values = np.ctypeslib.as_array(leaves.values, shape=(k,))
                out_priors[...] = np.asarray(priors, dtype=np.float32).reshape(k, points)
                out_values[...] = np.asarray(values, dtype=np.float32).reshape(k)
                return 0
            except BaseException as err:  # noqa: B902 - re-raised by search()
                errors.append(err)
                return 1
        return call

    def search(self, board: Board, visits: Optional[int] = None,
               time_ms: Optional[int] = None) -> MCTSResult:
        """Search ``board`` (not changed) until ``visits`` root visits (a
        reused tree's count) or ``time_ms``; neither: 800 visits."""
        limits = MCTSLimits(MCTS_LIMITS_VERSION, optional_integer("visits", visits, INT_MIN, INT_MAX),
                            optional_integer("time_ms", time_ms, INT_MIN, INT_MAX))
        out = MCTSResultStruct()
        out.version = MCTS_RESULT_VERSION
        counts = np.zeros(board.width * board.height, dtype=np.uint32)
        if not self._busy.acquire(blocking=False):
            raise RuntimeError("this MCTS is already searching")
        try:
            del self._errors[:]
            try:
                # Pinned: a close() from the evaluator or another thread waits for the end.
                with self._pinned() as handle, board._pinned() as board_handle:
                    lib.gmk_mcts_search(handle, board_handle, byref(limits), byref(out),
                                        counts.ctypes.data, counts.size)
            except Exception:
                if self._errors:
                    raise self._errors[0] from None
                raise
        finally:
            self._busy.release()
        return MCTSResult(counts, (out.best.x, out.best.y), out.value, out.visits,
                          out.reused, out.nodes, out.evaluations)

    def stop(self) -> None:
        """Make a running search return now (from any thread)."""
        ptr = self._ptr
        if ptr is not None:
            lib.gmk_mcts_stop(ptr)

    def clear(self) -> None:
        """Forget the tree (e.g. for a new game)."""
        lib.gmk_mcts_clear(self._handle)


def c_uint8_array(n: int) -> Any:
    """The ctypes array type of n bytes (for zero-copy numpy views)."""
    from ctypes import c_uint8
    return c_uint8 * n
