# SPDX-License-Identifier: MIT
"""The :class:`Engine`: alpha-beta search, multi-PV, levels, VCF and VCT solvers."""
from __future__ import annotations

import random
import threading
from ctypes import byref, c_int, c_void_p
from typing import Any, Callable, Dict, List, Optional

from . import _lib
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


def _points(array: Any, count: int) -> List[Point]:
    return [(array[i].x, array[i].y) for i in range(count)]


class Engine(Owned):
    """A search engine with its own transposition table.

    One engine serves one search at a time; :meth:`stop` may be called from
    any other thread while a search runs. The foreign search releases the GIL,
    so other Python threads keep running during :meth:`search`.

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
            RangeError: a hash size the library refuses.
        """
        if hash_mb <= 0:
            raise ValueError("hash_mb must be positive")
        if seed is None:
            seed = random.SystemRandom().getrandbits(_SEED_BITS)
        opts = _lib.EngineOptions()
        _lib.require("gmk_engine_options_init")(byref(opts), _lib.ENGINE_OPTIONS_VERSION)
        opts.hash_bytes = hash_mb * _BYTES_PER_MB
        opts.seed = seed
        handle = c_void_p()
        lib.gmk_engine_new(byref(handle), byref(opts))
        self._own(handle.value, lib.gmk_engine_free)
        self._busy = threading.Lock()
        self.seed = seed
        """The seed the engine was created with."""

    # --- lifetime ---------------------------------------------------------

    def close(self) -> None:
        """Free the C engine (after stopping and waiting for a running search)."""
        if self._ptr is None:
            return
        self.stop()
        with self._busy:
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
        ``None`` turns the log off.
        """
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
            GameOverError: the game has ended.
            NoMoveError: there is no legal move.
            RangeError: a limit, level or multipv out of range.
            RuntimeError: the engine is already searching.
        """
        handle = self._handle
        limits = _lib.SearchLimits()
        lib.gmk_search_limits_init(byref(limits), _lib.SEARCH_LIMITS_VERSION)
        limits.time_ms = time_ms or 0
        limits.depth = depth or 0
        limits.nodes = nodes or 0
        limits.level = level
        limits.multipv = multipv
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
                lib.gmk_engine_stop(handle)

        if not self._busy.acquire(blocking=False):
            raise RuntimeError("this Engine is already searching")
        try:
            # The callback object must outlive the search: held in this frame.
            callback = _lib.PROGRESS_FN(trampoline) if on_info else _lib.PROGRESS_FN()
            lib.gmk_engine_set_progress(handle, callback, None)
            try:
                lib.gmk_engine_search(handle, board._handle, byref(limits), byref(out))
            finally:
                lib.gmk_engine_set_progress(handle, _lib.PROGRESS_FN(), None)
        finally:
            self._busy.release()
        if errors:
            raise errors[0]
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
        return self._solve(board, max_plies, lambda handle, seq, n, length: lib.gmk_engine_solve_vcf(
            handle, board._handle, max_plies, seq, n, length))

    def solve_vct(self, board: Board, max_plies: int = DEFAULT_VCT_PLIES,
                  time_ms: Optional[int] = None, nodes: Optional[int] = None) -> List[Point]:
        """A forced win by continuous threats (fours and open threes) for the
        side to move, at most ``max_plies`` long and with the fewest attacker
        moves: the moves (the defender taking his longest defence, the five
        last), or an empty list when none was found within the limits.

        Raises GameOverError on a finished game, RangeError for a bad max_plies
        or limit.
        """
        limits = _lib.SearchLimits()
        lib.gmk_search_limits_init(byref(limits), _lib.SEARCH_LIMITS_VERSION)
        limits.time_ms = time_ms or 0
        limits.nodes = nodes or 0
        return self._solve(board, max_plies, lambda handle, seq, n, length: lib.gmk_engine_solve_vct(
            handle, board._handle, max_plies, byref(limits), seq, n, length))

    def _solve(self, board: Board, max_plies: int, call: Callable[..., Any]) -> List[Point]:
        """Runs one solver with a sequence buffer of max_plies moves."""
        handle = self._handle
        if max_plies <= 0:
            raise ValueError("max_plies must be positive")
        sequence = (_lib.Point * max_plies)()
        length = c_int()
        if not self._busy.acquire(blocking=False):
            raise RuntimeError("this Engine is already searching")
        try:
            call(handle, sequence, max_plies, byref(length))
        finally:
            self._busy.release()
        return _points(sequence, length.value)
