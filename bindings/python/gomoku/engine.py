# SPDX-License-Identifier: MIT
"""The :class:`Engine`: alpha-beta search, multi-PV, levels, VCF and VCT solvers."""
from __future__ import annotations

import random
import threading
from contextlib import contextmanager
from ctypes import byref, c_int, c_void_p
from typing import Any, Callable, Dict, Iterator, List, Optional, Tuple

from . import _lib
from ._check import INT64_MAX, INT_MAX, INT_MIN, UINT64_MAX
from ._check import callback as _callback, integer, optional_integer
from ._lib import lib
from ._types import Point, SearchInfo, SearchLine, SearchResult
from ._owned import Owned
from .board import Board

_BYTES_PER_MB = 1024 * 1024
_SEED_BITS = 64
DEFAULT_VCF_PLIES = _lib.MAX_PV
"""The longest VCF :meth:`Engine.solve_vcf` looks for by default, in plies."""
DEFAULT_VCT_PLIES = 17
"""The longest VCT :meth:`Engine.solve_vct` looks for by default (9 attacker moves), in plies."""


def search_limits(time_ms: Optional[int] = None, depth: Optional[int] = None,
                  nodes: Optional[int] = None, level: int = 0,
                  multipv: int = 1) -> _lib.SearchLimits:
    """The C search limits, every value checked (None: no limit)."""
    limits = _lib.SearchLimits()
    lib.gmk_search_limits_init(byref(limits), _lib.SEARCH_LIMITS_VERSION)
    limits.time_ms = optional_integer("time_ms", time_ms, INT_MIN, INT_MAX)
    limits.depth = optional_integer("depth", depth, INT_MIN, INT_MAX)
    limits.nodes = optional_integer("nodes", nodes, -INT64_MAX - 1, INT64_MAX)
    limits.level = integer("level", level)
    limits.multipv = integer("multipv", multipv)
    return limits


def _points(array: Any, count: int) -> List[Point]:
    return [(array[i].x, array[i].y) for i in range(count)]


class Engine(Owned):
    """A search engine with its own transposition table.

    One engine serves one search at a time; :meth:`stop` may be called from
    any other thread while a search runs. The foreign search releases the GIL,
    so other Python threads keep running during :meth:`search`.

    Callbacks (``on_info``, :meth:`set_log`): an exception one raises stops
    the search and propagates from :meth:`search`. A callback, or another
    thread, may close the engine or the searched board: the search stops and
    the C objects are freed when it returns.

    Example::

        >>> with Engine(seed=1) as engine:
        ...     result = engine.search(board, depth=4)
        ...     board.play(*result.best)
    """

    def __init__(self, hash_mb: int = 16, seed: Optional[int] = None) -> None:
        """Create an engine.

        Args:
            hash_mb: transposition table size in MiB.
            seed: seed for the randomness of the weaker levels; ``None`` picks a
                fresh random one, so two engines play different games.

        Raises:
            TypeError: a non-integer argument.
            ValueError: hash_mb outside 1..MAX_HASH_BYTES / 2**20, a seed
                outside 0..2**64 - 1.
        """
        hash_mb = integer("hash_mb", hash_mb, 1, _lib.MAX_HASH_BYTES // _BYTES_PER_MB)
        if seed is None:
            seed = random.SystemRandom().getrandbits(_SEED_BITS)
        seed = integer("seed", seed, 0, UINT64_MAX)
        opts = _lib.EngineOptions()
        _lib.require("gmk_engine_options_init")(byref(opts), _lib.ENGINE_OPTIONS_VERSION)
        opts.hash_bytes = hash_mb * _BYTES_PER_MB
        opts.seed = seed
        handle = c_void_p()
        lib.gmk_engine_new(byref(handle), byref(opts))
        self._own(handle.value, lib.gmk_engine_free)
        self._busy = threading.Lock()
        self._log_callback: Optional[_lib.LogHook] = None
        self.seed = seed
        """The seed the engine was created with."""

    # --- lifetime ---------------------------------------------------------

    def close(self) -> None:
        """Free the C engine. A running search is stopped, and the engine is
        freed when it returns (so this is safe from ``on_info`` too)."""
        self.stop()
        super().close()

    def __repr__(self) -> str:
        state = "closed" if self._ptr is None else (
            "searching" if self._busy.locked() else "idle")
        return f"<gomoku.Engine {state}>"

    # --- searching --------------------------------------------------------

    def clear(self) -> None:
        """Forget what was learned (transposition table, history): for a new game."""
        lib.gmk_engine_clear(self._handle)

    def set_log(self, callback: Optional[Callable[[Dict[str, Any]], None]]) -> None:
        """Call ``callback(event)`` with a dict after every finished search
        (``{"event": "search", "duration_ms", "nodes", "depth", "score", "best"}``);
        ``None`` turns the log off. An exception it raises propagates from
        :meth:`search`. Raises TypeError unless ``callback`` is callable or None.
        """
        _callback("callback", callback)
        self._log_callback = _lib.install_log("gmk_engine_set_log", self._handle, callback)

    def stop(self) -> None:
        """Ask a running search to return its best move so far. Safe from any thread."""
        ptr = self._ptr
        if ptr is not None:
            lib.gmk_engine_stop(ptr)

    def search(self, board: Board, time_ms: Optional[int] = None,
               depth: Optional[int] = None, nodes: Optional[int] = None,
               level: int = 0, multipv: int = 1,
               on_info: Optional[Callable[[SearchInfo], Any]] = None) -> SearchResult:
        """Search the position for the side to move; the board is not changed.

        Args:
            board: the position.
            time_ms, depth, nodes: limits (``None`` = no limit; with none at
                all the engine stops at its default depth).
            level: 0 for full strength, 1..10 weaker and more random.
            multipv: how many best lines to return (1..8).
            on_info: called with a :class:`SearchInfo` after each completed
                depth, on the searching thread. If it raises, the search is
                stopped and the exception re-raised here.

        Raises:
            TypeError, ValueError: an argument of the wrong type, or beyond
                what the C type holds.
            GameOverError: the game has ended.
            NoMoveError: there is no legal move.
            RangeError: a limit, level or multipv out of range.
            RuntimeError: the engine is already searching.
        """
        self._handle  # a closed engine fails first
        limits = search_limits(time_ms, depth, nodes, level, multipv)
        _callback("on_info", on_info)
        out = _lib.SearchResult()
        out.version = _lib.SEARCH_RESULT_VERSION
        errors: List[BaseException] = []

        def trampoline(info_ptr: Any, _user: Any) -> None:
            if errors:
                return
            info = info_ptr.contents
            try:
                on_info(SearchInfo(info.depth, info.score, info.nodes, info.nps,  # type: ignore[misc]
                                   info.elapsed_ms, _points(info.pv, info.pv_length)))
            except BaseException as err:  # noqa: B902 - re-raised after the search
                errors.append(err)
                self.stop()

        with self._searching(board) as (handle, board_handle):
            # The callback object must outlive the search: held in this frame.
            callback = _lib.PROGRESS_FN(trampoline) if on_info else _lib.PROGRESS_FN()
            lib.gmk_engine_set_progress(handle, callback, None)
            try:
                lib.gmk_engine_search(handle, board_handle, byref(limits), byref(out))
            finally:
                lib.gmk_engine_set_progress(handle, _lib.PROGRESS_FN(), None)
        if errors:
            raise errors[0]
        if self._log_callback is not None:
            self._log_callback.raise_pending()
        lines = [SearchLine((ln.move.x, ln.move.y), ln.score, _points(ln.pv, ln.pv_length))
                 for ln in out.lines[:out.line_count]]
        return SearchResult((out.best.x, out.best.y), out.score, out.depth, out.nodes,
                            out.time_ms, _points(out.pv, out.pv_length), lines)

    def solve_vcf(self, board: Board, max_plies: int = DEFAULT_VCF_PLIES) -> List[Point]:
        """A forced win by continuous fours for the side to move, at most
        ``max_plies`` long: the moves (attacker and defender alternating, the
        five last), or an empty list when none was found.

        Raises GameOverError on a finished game, RangeError for a bad max_plies.
        """
        max_plies = integer("max_plies", max_plies, 1, _lib.MAX_DEPTH)
        sequence = (_lib.Point * max_plies)()
        length = c_int()
        with self._searching(board) as (handle, board_handle):
            lib.gmk_engine_solve_vcf(handle, board_handle, max_plies, sequence,
                                     max_plies, byref(length))
        return _points(sequence, length.value)

    def solve_vct(self, board: Board, max_plies: int = DEFAULT_VCT_PLIES,
                  time_ms: Optional[int] = None, nodes: Optional[int] = None) -> List[Point]:
        """A forced win by continuous threats (fours and open threes) for the
        side to move, at most ``max_plies`` long and with the fewest attacker
        moves: the moves (the defender taking his longest defence, the five
        last), or an empty list when none was found within the limits.

        Raises GameOverError on a finished game, RangeError for a bad max_plies
        or limit.
        """
        max_plies = integer("max_plies", max_plies, 1, _lib.MAX_DEPTH)
        limits = search_limits(time_ms=time_ms, nodes=nodes)
        sequence = (_lib.Point * max_plies)()
        length = c_int()
        with self._searching(board) as (handle, board_handle):
            lib.gmk_engine_solve_vct(handle, board_handle, max_plies, byref(limits), sequence,
                                     max_plies, byref(length))
        return _points(sequence, length.value)

    @contextmanager
    def _session(self) -> Iterator[int]:
        """The engine's handle, pinned (a close() meanwhile frees it afterwards),
        with the engine marked busy: every search goes through here."""
        if not self._busy.acquire(blocking=False):
            raise RuntimeError("this Engine is already searching")
        try:
            with self._pinned() as handle:
                yield handle
        finally:
            self._busy.release()

    @contextmanager
    def _searching(self, board: Board) -> Iterator[Tuple[int, int]]:
        """:meth:`_session` with the searched board's handle pinned too."""
        if not isinstance(board, Board):
            raise TypeError(f"board must be a Board, not {type(board).__name__}")
        with self._session() as handle, board._pinned() as board_handle:
            yield handle, board_handle
