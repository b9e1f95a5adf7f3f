# SPDX-License-Identifier: MIT
"""The other player of the single-agent environment.

An opponent is made from a spec:

* ``"random"``: a uniform legal move (from the environment's seeded generator);
* an ``int`` 0..10: the library's engine at that level (0 full strength,
  1..10 weaker and more varied), seeded from the environment's generator, with
  optional search limits (``depth``, ``time_ms``, ``nodes``);
* a callable ``f(board, rng) -> action`` returning a flat action or an
  ``(x, y)`` pair. It must not change the board (use ``board.copy()``).
"""
from __future__ import annotations

from typing import Any, Callable, Dict, Optional, Tuple

import numpy as np

from ..board import Board
from ..engine import Engine
from . import planes

MAX_LEVEL = 10
SEED_RANGE = 2 ** 63


class Opponent:
    """Chooses the opponent's moves; ``close()`` frees an engine."""

    def __init__(self, spec: Any, limits: Optional[Dict[str, int]] = None) -> None:
        self._engine: Optional[Engine] = None
        self._limits = dict(limits or {})
        if isinstance(spec, str) and spec == "random":
            self._choose: Callable[[Board, np.random.Generator], Any] = _random_move
        elif isinstance(spec, int) and not isinstance(spec, bool):
            if not 0 <= spec <= MAX_LEVEL:
                raise ValueError(f"engine level must be 0..{MAX_LEVEL}")
            self._level = spec
            self._choose = self._engine_move
        elif callable(spec):
            self._choose = spec
        else:
            raise TypeError("opponent must be 'random', an engine level 0..10 or a callable")

    def reseed(self, rng: np.random.Generator) -> None:
        """Make the engine's play follow the environment's seed."""
        if self._choose == self._engine_move:
            self.close()
            self._engine = Engine(seed=int(rng.integers(SEED_RANGE)))

    def move(self, board: Board, rng: np.random.Generator) -> Tuple[int, int]:
        choice = self._choose(board, rng)
        if isinstance(choice, tuple):
            return int(choice[0]), int(choice[1])
        return int(choice) % board.width, int(choice) // board.width

    def _engine_move(self, board: Board, rng: np.random.Generator) -> Tuple[int, int]:
        if self._engine is None:
            self.reseed(rng)
        return self._engine.search(board, level=self._level, **self._limits).best

    def close(self) -> None:
        if self._engine is not None:
            self._engine.close()
            self._engine = None


def _random_move(board: Board, rng: np.random.Generator) -> int:
    return int(rng.choice(np.flatnonzero(planes.action_mask(board))))
