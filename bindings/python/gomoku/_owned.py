# SPDX-License-Identifier: MIT
"""The lifetime both wrappers share: a C object freed by close(), a ``with``
block or the garbage collector, whichever comes first.

While a C call that may run Python code (a log or progress callback, or
another thread during a search) uses the handle, the handle is *pinned*: a
close() meanwhile takes effect at once for Python (further use raises
ValueError) but the C object is freed only when the last pin is released, so
the library never sees a freed handle.
"""
from __future__ import annotations

import threading
import weakref
from contextlib import contextmanager
from typing import Any, Callable, Iterator, Optional, TypeVar

_Self = TypeVar("_Self", bound="Owned")

# Pins are few and short; one lock for all objects keeps each object small.
_PIN_LOCK = threading.Lock()


class Owned:
    """Owns one libgomoku handle (a board or an engine)."""

    __slots__ = ("_ptr", "_finalizer", "_pins", "__weakref__")

    def _own(self, ptr: Optional[int], free: Callable[[int], None]) -> None:
        if not ptr:
            raise MemoryError(f"libgomoku returned a NULL {type(self).__name__.lower()}")
        self._ptr = ptr
        self._pins = 0
        self._finalizer = weakref.finalize(self, free, ptr)

    def _closed_error(self) -> ValueError:
        return ValueError(f"operation on a closed {type(self).__name__}")

    def close(self) -> None:
        """Free the C object now (or, from inside a callback or during a search
        that uses it, as soon as that call returns). Further use raises
        ValueError; closing twice is fine."""
        with _PIN_LOCK:
            self._ptr = None
            if self._pins:
                return
        self._finalizer()

    @contextmanager
    def _pinned(self) -> Iterator[int]:
        """The handle, kept allocated until the block ends (see the module doc)."""
        with _PIN_LOCK:
            ptr = self._ptr
            if ptr is None:
                raise self._closed_error()
            self._pins += 1
        try:
            yield ptr
        finally:
            with _PIN_LOCK:
                self._pins -= 1
                free_now = self._pins == 0 and self._ptr is None
            if free_now:
                self._finalizer()

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
