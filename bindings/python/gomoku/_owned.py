# SPDX-License-Identifier: MIT
"""The lifetime both wrappers share: a C object freed by close(), a ``with``
block or the garbage collector, whichever comes first."""
from __future__ import annotations

import weakref
from typing import Any, Callable, Optional, TypeVar

_Self = TypeVar("_Self", bound="Owned")


class Owned:
    """Owns one libgomoku handle (a board or an engine)."""

    __slots__ = ("_ptr", "_finalizer", "__weakref__")

    def _own(self, ptr: Optional[int], free: Callable[[int], None]) -> None:
        if not ptr:
            raise MemoryError(f"libgomoku returned a NULL {type(self).__name__.lower()}")
        self._ptr = ptr
        self._finalizer = weakref.finalize(self, free, ptr)

    def _closed_error(self) -> ValueError:
        return ValueError(f"operation on a closed {type(self).__name__}")

    def close(self) -> None:
        """Free the C object now. Further use raises ValueError; closing twice is fine."""
        self._finalizer()
        self._ptr = None

    @property
    def closed(self) -> bool:
        """True after :meth:`close`."""
        return self._ptr is None

    def __enter__(self: _Self) -> _Self:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    @property
    def _handle(self) -> int:
        ptr = self._ptr
        if ptr is None:
            raise self._closed_error()
        return ptr
