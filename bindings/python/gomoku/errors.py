# SPDX-License-Identifier: MIT
"""Exceptions: one class per libgomoku status code.

Every failed library call raises a subclass of :class:`GomokuError` carrying
the C status (:attr:`GomokuError.status`) and the library's message. Where a
built-in exception fits, the class derives from it too, so
``except ValueError`` catches a :class:`ParseError`.
"""
from __future__ import annotations

from typing import Dict, Optional, Type


class GomokuError(Exception):
    """A libgomoku call failed.

    Attributes:
        status: the negative ``gmk_status`` code.
        message: the library's text for it (plus any detail it recorded).
    """

    status: int = 0

    def __init__(self, message: str, status: Optional[int] = None) -> None:
        super().__init__(message)
        if status is not None:
            self.status = status
        self.message = message

    def __str__(self) -> str:
        return self.message


class InvalidArgumentError(GomokuError, ValueError):
    """GMK_EINVAL: an invalid argument (bad enum value, closed handle)."""

    status = -1


class RangeError(GomokuError, ValueError):
    """GMK_ERANGE: a size, win length or limit out of range."""

    status = -2


class OffBoardError(GomokuError, IndexError):
    """GMK_EOFFBOARD: a coordinate outside the board."""

    status = -3


class OccupiedError(GomokuError):
    """GMK_EOCCUPIED: the point already holds a stone."""

    status = -4


class GameOverError(GomokuError):
    """GMK_EGAMEOVER: the game has ended."""

    status = -5


class ForbiddenMoveError(GomokuError):
    """GMK_EFORBIDDEN: a renju foul under :attr:`FoulPolicy.REJECT`."""

    status = -6


class NothingToUndoError(GomokuError):
    """GMK_ENOUNDO: there is no move to undo."""

    status = -7


class NothingToRedoError(GomokuError):
    """GMK_ENOREDO: there is no undone move to replay."""

    status = -8


class OutOfMemoryError(GomokuError, MemoryError):
    """GMK_ENOMEM: the library ran out of memory."""

    status = -9


class ParseError(GomokuError, ValueError):
    """GMK_EPARSE: malformed text or file."""

    status = -10


class GomokuIOError(GomokuError):
    """GMK_EIO: an input/output error."""

    status = -11


class UnsupportedError(GomokuError):
    """GMK_EUNSUPPORTED: a valid request this build or rule cannot serve."""

    status = -12


class VersionError(GomokuError):
    """GMK_EVERSION: the library does not know a struct version."""

    status = -13


class BufferTooSmallError(GomokuError):
    """GMK_EBUFFER: a buffer was too small (a binding bug if it escapes)."""

    status = -14


class NoMoveError(GomokuError):
    """GMK_ENOMOVE: there is no legal move to search."""

    status = -15


class LibraryVersionError(ImportError):
    """The shared library found has another ABI major than this binding."""


_BY_STATUS: Dict[int, Type[GomokuError]] = {
    cls.status: cls
    for cls in (
        InvalidArgumentError, RangeError, OffBoardError, OccupiedError,
        GameOverError, ForbiddenMoveError, NothingToUndoError,
        NothingToRedoError, OutOfMemoryError, ParseError, GomokuIOError,
        UnsupportedError, VersionError, BufferTooSmallError, NoMoveError,
    )
}


def error_class(status: int) -> Type[GomokuError]:
    """The exception class for a negative status (GomokuError if unknown)."""
    return _BY_STATUS.get(status, GomokuError)


def make_error(status: int, message: str) -> GomokuError:
    """An exception instance for ``status`` with the given message."""
    return error_class(status)(message, status)
