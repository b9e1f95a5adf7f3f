# SPDX-License-Identifier: MIT
"""Small stand-ins for Gymnasium's spaces (Discrete, Box, Dict).

They offer what RL code and the libraries' environment checkers use: ``n``,
``shape``, ``dtype``, ``seed()``, ``sample(mask=None)`` and ``contains()``
(also as ``in``). Gymnasium is not a dependency: a wrapper that needs real
Gymnasium spaces can build them from these attributes.
"""
from __future__ import annotations

from typing import Any, Dict as TDict, Optional, Tuple

import numpy as np


class Space:
    """Base: a seedable random generator and ``x in space``."""

    def __init__(self, shape: Tuple[int, ...], dtype: Any, seed: Optional[int] = None) -> None:
        self.shape = tuple(shape)
        self.dtype = np.dtype(dtype) if dtype is not None else None
        self.np_random = np.random.default_rng(seed)

    def seed(self, seed: Optional[int] = None) -> list:
        """Reseed ``sample()``; returns ``[seed]`` as Gymnasium does."""
        self.np_random = np.random.default_rng(seed)
        return [seed]

    def contains(self, x: Any) -> bool:  # pragma: no cover - abstract
        raise NotImplementedError

    def __contains__(self, x: Any) -> bool:
        return self.contains(x)


class Discrete(Space):
    """The integers ``0 .. n-1`` (one per board point for the actions)."""

    def __init__(self, n: int, seed: Optional[int] = None) -> None:
        if n <= 0:
            raise ValueError("Discrete needs n > 0")
        super().__init__((), np.int64, seed)
        self.n = int(n)

    def sample(self, mask: Optional[np.ndarray] = None) -> int:
        """A uniform element; with ``mask`` (``n`` values, nonzero = allowed)
        a uniform allowed one. An all-zero mask raises ValueError."""
        if mask is None:
            return int(self.np_random.integers(self.n))
        mask = np.asarray(mask).reshape(-1)
        if mask.shape != (self.n,):
            raise ValueError(f"mask must have {self.n} entries, got {mask.shape}")
        allowed = np.flatnonzero(mask)
        if allowed.size == 0:
            raise ValueError("the mask allows no action")
        return int(self.np_random.choice(allowed))

    def contains(self, x: Any) -> bool:
        if isinstance(x, (int, np.integer)) and not isinstance(x, bool):
            return 0 <= int(x) < self.n
        if isinstance(x, np.ndarray) and x.shape == () and np.issubdtype(x.dtype, np.integer):
            return 0 <= int(x) < self.n
        return False

    def __repr__(self) -> str:
        return f"Discrete({self.n})"


class Box(Space):
    """Arrays of one shape and dtype with every value in ``[low, high]``."""

    def __init__(self, low: float, high: float, shape: Tuple[int, ...], dtype: Any = np.float32,
                 seed: Optional[int] = None) -> None:
        super().__init__(shape, dtype, seed)
        self.low = np.full(self.shape, low, dtype=self.dtype)
        self.high = np.full(self.shape, high, dtype=self.dtype)

    def sample(self, mask: Any = None) -> np.ndarray:
        """A uniform array (integers for an integer dtype)."""
        if mask is not None:
            raise ValueError("Box.sample takes no mask")
        if np.issubdtype(self.dtype, np.integer):
            return self.np_random.integers(self.low, self.high, endpoint=True,
                                           dtype=self.dtype)
        return self.np_random.uniform(self.low, self.high).astype(self.dtype)

    def contains(self, x: Any) -> bool:
        if not isinstance(x, np.ndarray) or x.shape != self.shape:
            return False
        if not np.can_cast(x.dtype, self.dtype):
            return False
        return bool(np.all(x >= self.low) and np.all(x <= self.high))

    def __repr__(self) -> str:
        return f"Box({self.low.flat[0]}, {self.high.flat[0]}, {self.shape}, {self.dtype})"


class Dict(Space):
    """A dict of named spaces (the AEC observation with its action mask)."""

    def __init__(self, spaces: TDict[str, Space], seed: Optional[int] = None) -> None:
        super().__init__((), None, seed)
        self.spaces = dict(spaces)

    def seed(self, seed: Optional[int] = None) -> list:
        seeds = super().seed(seed)
        for i, space in enumerate(self.spaces.values()):
            space.seed(None if seed is None else seed + i + 1)
        return seeds

    def sample(self, mask: Any = None) -> TDict[str, Any]:
        return {name: space.sample() for name, space in self.spaces.items()}

    def contains(self, x: Any) -> bool:
        return (isinstance(x, dict) and set(x) == set(self.spaces)
                and all(space.contains(x[name]) for name, space in self.spaces.items()))

    def __getitem__(self, name: str) -> Space:
        return self.spaces[name]

    def __repr__(self) -> str:
        return f"Dict({self.spaces!r})"
