# SPDX-License-Identifier: MIT
"""Argument checks done before ctypes converts a value.

ctypes wraps an out-of-range int silently (``2**32 + 7`` becomes 7 as a C
int) and ``int()`` truncates floats, so every number handed to the library
goes through :func:`integer` first: ``bool`` and non-integers raise
TypeError, values the C type cannot hold raise ValueError. Values the C type
holds but the library refuses (a point off the board, an unknown rule) still
get the library's own exception.
"""
from __future__ import annotations

import operator
from typing import Any, Callable, Optional

INT_MIN = -(2 ** 31)
INT_MAX = 2 ** 31 - 1
INT64_MAX = 2 ** 63 - 1
UINT64_MAX = 2 ** 64 - 1


def integer(name: str, value: Any, low: int = INT_MIN, high: int = INT_MAX) -> int:
    """``value`` as an int in ``low..high`` (a C int by default).

    Accepts ints and integer-like objects (``operator.index``: IntEnum members,
    numpy integers); refuses ``bool``, floats and everything else.
    """
    if isinstance(value, bool):
        raise TypeError(f"{name} must be an int, not bool")
    try:
        number = operator.index(value)
    except TypeError:
        raise TypeError(f"{name} must be an int, not {type(value).__name__}") from None
    if not low <= number <= high:
        raise ValueError(f"{name} must be in {low}..{high}, got {number}")
    return number


def optional_integer(name: str, value: Any, low: int, high: int) -> int:
    """:func:`integer`, with ``None`` meaning 0 (the C API's "no limit")."""
    return 0 if value is None else integer(name, value, low, high)


def callback(name: str, value: Any) -> Optional[Callable[..., Any]]:
    """A callable or None (turns a callback off)."""
    if value is not None and not callable(value):
        raise TypeError(f"{name} must be callable or None, not {type(value).__name__}")
    return value
