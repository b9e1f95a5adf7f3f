# SPDX-License-Identifier: MIT
"""Exceptions: one class per status, raised by real calls, carrying code and message."""
from __future__ import annotations

import ctypes

import pytest

import gomoku
from gomoku import Board, Color, errors
from gomoku import _lib

from conftest import BLACK_WINS_ROW, play_all

ALL_CLASSES = {
    -1: gomoku.InvalidArgumentError, -2: gomoku.RangeError, -3: gomoku.OffBoardError,
    -4: gomoku.OccupiedError, -5: gomoku.GameOverError, -6: gomoku.ForbiddenMoveError,
    -7: gomoku.NothingToUndoError, -8: gomoku.NothingToRedoError,
    -9: gomoku.OutOfMemoryError, -10: gomoku.ParseError, -11: gomoku.GomokuIOError,
    -12: gomoku.UnsupportedError, -13: gomoku.VersionError,
    -14: gomoku.BufferTooSmallError, -15: gomoku.NoMoveError,
}


@pytest.mark.parametrize("status", sorted(ALL_CLASSES))
def test_each_status_has_its_class(status: int) -> None:
    err = errors.make_error(status, "text")
    assert type(err) is ALL_CLASSES[status]
    assert isinstance(err, gomoku.GomokuError)
    assert err.status == status and str(err) == "text"


def test_unknown_status_is_the_base_class() -> None:
    err = errors.make_error(-99, "odd")
    assert type(err) is gomoku.GomokuError and err.status == -99


@pytest.mark.parametrize("status", sorted(ALL_CLASSES))
def test_raise_status_uses_the_library_message(status: int) -> None:
    text = _lib.lib.gmk_strerror(status).decode()
    with pytest.raises(ALL_CLASSES[status]) as info:
        _lib.raise_status(status)
    assert info.value.message == text and info.value.status == status


def test_raise_status_ignores_success() -> None:
    _lib.raise_status(0)
    _lib.raise_status(3)


def test_builtin_bases() -> None:
    assert issubclass(gomoku.OffBoardError, IndexError)
    assert issubclass(gomoku.ParseError, ValueError)
    assert issubclass(gomoku.RangeError, ValueError)
    assert issubclass(gomoku.InvalidArgumentError, ValueError)
    assert issubclass(gomoku.OutOfMemoryError, MemoryError)
    assert issubclass(gomoku.LibraryVersionError, ImportError)


# --- each error from a real call ------------------------------------------

def test_invalid_argument_bad_rule() -> None:
    with pytest.raises(gomoku.InvalidArgumentError) as info:
        Board(rule=42)  # type: ignore[arg-type]
    assert info.value.status == -1 and "gmk_board_new" in str(info.value)


def test_range_too_small() -> None:
    with pytest.raises(gomoku.RangeError) as info:
        Board(width=2, height=2)
    assert "width 2 is below the minimum 3" in str(info.value)


def test_range_too_large() -> None:
    with pytest.raises(gomoku.RangeError):
        Board(width=gomoku.MAX_SIZE + 1)


def test_range_win_length() -> None:
    with pytest.raises(gomoku.RangeError):
        Board(win_length=13)


def test_range_bitboard_too_large() -> None:
    with pytest.raises(gomoku.RangeError):
        big = gomoku.BITBOARD_MAX_SIZE + 1
        Board(width=big, height=big, backend=gomoku.Backend.BITBOARD)


def test_off_board_play(board: Board) -> None:
    with pytest.raises(gomoku.OffBoardError) as info:
        board.play(15, 15)
    assert "off the board" in str(info.value)


def test_occupied(board: Board) -> None:
    board.play(3, 3)
    with pytest.raises(gomoku.OccupiedError) as info:
        board.play(3, 3)
    assert info.value.status == -4
    assert "d12 is occupied by black" in str(info.value)


def test_game_over(board: Board) -> None:
    play_all(board, BLACK_WINS_ROW)
    with pytest.raises(gomoku.GameOverError):
        board.play(14, 14)


def test_nothing_to_undo(board: Board) -> None:
    with pytest.raises(gomoku.NothingToUndoError):
        board.undo()


def test_nothing_to_redo(board: Board) -> None:
    board.play(1, 1)
    with pytest.raises(gomoku.NothingToRedoError):
        board.redo()


def test_parse_error(board: Board) -> None:
    with pytest.raises(gomoku.ParseError):
        board.play("not a point")


def test_parse_error_off_board_name(board: Board) -> None:
    with pytest.raises(gomoku.OffBoardError):
        board.play("p16")


def test_version_error_from_unknown_struct_version() -> None:
    opts = _lib.BoardOptions()
    with pytest.raises(gomoku.VersionError):
        _lib.lib.gmk_board_options_init(ctypes.byref(opts), 999)


def test_buffer_too_small(board: Board) -> None:
    small = (ctypes.c_ubyte * 10)()
    with pytest.raises(gomoku.BufferTooSmallError):
        _lib.lib.gmk_board_legal_mask(board._handle, small, len(small))
    with pytest.raises(gomoku.BufferTooSmallError):
        _lib.lib.gmk_board_cells(board._handle, small, len(small))


def test_null_handle_is_invalid_argument() -> None:
    with pytest.raises(gomoku.InvalidArgumentError):
        _lib.lib.gmk_board_play(None, 0, 0)


def test_setup_bad_colour_message(board: Board) -> None:
    with pytest.raises(gomoku.InvalidArgumentError):
        board.setup([(0, 0, Color.BLACK)], to_move=Color.EMPTY)
