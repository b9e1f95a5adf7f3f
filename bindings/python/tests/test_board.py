# SPDX-License-Identifier: MIT
"""Board: every method of the board.h / notation.h part of the binding."""
from __future__ import annotations

import copy
import gc
import weakref

import pytest

import gomoku
from gomoku import Backend, Board, Color, FoulPolicy, Reason, Rule, State

from conftest import BLACK_WINS_ROW, play_all


def test_defaults(board: Board, backend: Backend) -> None:
    assert (board.width, board.height, board.win_length) == (15, 15, 5)
    assert board.rule is Rule.FREESTYLE
    assert board.backend is backend
    assert board.foul_policy is FoulPolicy.REJECT
    assert board.to_move is Color.BLACK
    assert board.moves == [] and board.move_count == 0 and board.stone_count == 0


def test_options_are_kept() -> None:
    with Board(width=19, height=13, win_length=6, rule=Rule.STANDARD,
               backend=Backend.ARRAY, foul_policy=FoulPolicy.LOSE) as b:
        assert (b.width, b.height, b.win_length) == (19, 13, 6)
        assert b.rule is Rule.STANDARD and b.backend is Backend.ARRAY
        assert b.foul_policy is FoulPolicy.LOSE


def test_auto_backend_resolves() -> None:
    assert Board(width=15, height=15).backend is Backend.BITBOARD
    big = gomoku.BITBOARD_MAX_SIZE + 1
    assert Board(width=big, height=big).backend is Backend.ARRAY
    top = gomoku.BITBOARD_MAX_SIZE
    assert Board(width=top, height=top).backend is Backend.BITBOARD


def test_play_with_coordinates(board: Board) -> None:
    board.play(7, 7)
    assert board[7, 7] is Color.BLACK
    assert board.to_move is Color.WHITE
    assert board.moves == [(7, 7)]


def test_play_with_rif_name(board: Board) -> None:
    board.play("h8")
    assert board[7, 7] is Color.BLACK
    board.play("a1")
    assert board[0, 14] is Color.WHITE


def test_play_with_xy_text_and_tuple(board: Board) -> None:
    board.play("3,4")
    board.play((5, 6))
    assert board.moves == [(3, 4), (5, 6)]


def test_play_rejects_other_types(board: Board) -> None:
    with pytest.raises(TypeError):
        board.play([1, 2])  # type: ignore[arg-type]


def test_getitem_by_name(board: Board) -> None:
    board.play(7, 7)
    assert board["h8"] is Color.BLACK
    assert board["a1"] is Color.EMPTY


def test_getitem_off_board_is_an_index_error(board: Board) -> None:
    with pytest.raises(IndexError):
        board[15, 0]
    with pytest.raises(gomoku.OffBoardError):
        board[-1, 3]


def test_undo_and_redo(board: Board) -> None:
    board.play(7, 7)
    board.play(8, 8)
    board.undo()
    assert board.moves == [(7, 7)] and board[8, 8] is Color.EMPTY
    assert board.redo_moves == [(8, 8)]
    board.undo()
    assert board.redo_moves == [(7, 7), (8, 8)]
    board.redo()
    assert board.moves == [(7, 7)] and board.redo_moves == [(8, 8)]
    board.redo()
    assert board.moves == [(7, 7), (8, 8)] and board.redo_moves == []


def test_new_move_clears_redo(board: Board) -> None:
    board.play(7, 7)
    board.undo()
    board.play(1, 1)
    assert board.redo_moves == []


def test_reset(board: Board) -> None:
    play_all(board, [(1, 1), (2, 2)])
    board.reset()
    assert board.moves == [] and board.stone_count == 0 and board.to_move is Color.BLACK


def test_setup(board: Board) -> None:
    stones = [(7, 7, Color.BLACK), (8, 8, Color.WHITE), (9, 9, Color.BLACK)]
    board.setup(stones, to_move=Color.WHITE)
    assert board.setup_stones == stones
    assert board.to_move is Color.WHITE
    assert board.stone_count == 3 and board.moves == []
    assert board[8, 8] is Color.WHITE
    with pytest.raises(gomoku.NothingToUndoError):
        board.undo()


def test_setup_empty(board: Board) -> None:
    board.play(1, 1)
    board.setup([], Color.BLACK)
    assert board.stone_count == 0 and board.setup_stones == []


def test_setup_rejects_duplicates(board: Board) -> None:
    with pytest.raises(gomoku.OccupiedError):
        board.setup([(1, 1, Color.BLACK), (1, 1, Color.WHITE)])


def test_setup_rejects_empty_colour(board: Board) -> None:
    with pytest.raises(gomoku.InvalidArgumentError):
        board.setup([(1, 1, Color.EMPTY)])


def test_setup_rejects_off_board(board: Board) -> None:
    with pytest.raises(gomoku.OffBoardError):
        board.setup([(15, 1, Color.BLACK)])


def test_win_result_and_line(board: Board) -> None:
    play_all(board, BLACK_WINS_ROW)
    res = board.result
    assert res.state is State.WIN and res.winner is Color.BLACK
    assert res.reason is Reason.FIVE
    assert set(res.line) == {(3, 7), (7, 7)}
    assert board.is_over


def test_ongoing_result(board: Board) -> None:
    board.play(7, 7)
    res = board.result
    assert res == gomoku.Result(State.ONGOING, Color.EMPTY, Reason.NONE, None)
    assert not board.is_over


def test_draw_on_full_board() -> None:
    with Board(width=3, height=3, win_length=3) as b:
        play_all(b, [(0, 0), (1, 1), (2, 2), (0, 2), (2, 0), (1, 0), (0, 1), (2, 1), (1, 2)])
        assert b.result.state is State.DRAW and b.result.reason is Reason.FULL_BOARD
        assert b.legal_moves() == []


def test_undo_after_win_reopens_the_game(board: Board) -> None:
    play_all(board, BLACK_WINS_ROW)
    board.undo()
    assert not board.is_over and board.result.state is State.ONGOING


def test_legal_moves(board: Board) -> None:
    assert len(board.legal_moves()) == 225
    board.play(0, 0)
    moves = board.legal_moves()
    assert len(moves) == 224 and (0, 0) not in moves and moves[0] == (1, 0)


def test_legal_moves_none_when_over(board: Board) -> None:
    play_all(board, BLACK_WINS_ROW)
    assert board.legal_moves() == []


def test_legal_mask_bytes(board: Board) -> None:
    board.play(2, 1)
    mask = board.legal_mask(as_numpy=False)
    assert isinstance(mask, bytes) and len(mask) == 225
    assert mask[1 * 15 + 2] == 0 and mask[0] == 1 and sum(mask) == 224


def test_legal_mask_default_type(board: Board) -> None:
    mask = board.legal_mask()
    try:
        import numpy  # noqa: F401
    except ImportError:
        assert isinstance(mask, bytes)
    else:
        assert mask.shape == (15, 15)


def test_legal_mask_numpy_needs_numpy(board: Board) -> None:
    try:
        import numpy  # noqa: F401
    except ImportError:
        with pytest.raises(ImportError):
            board.legal_mask(as_numpy=True)
    else:
        assert board.legal_mask(as_numpy=True).sum() == 225


def test_cells_read_the_whole_position(backend: Backend) -> None:
    with Board(width=5, height=4, win_length=3, backend=backend) as b:
        play_all(b, [(4, 0), (0, 3), (2, 1)])
        cells = b.cells(as_numpy=False)
        assert isinstance(cells, bytes) and len(cells) == 20
        assert all(cells[y * 5 + x] == b[x, y] for y in range(4) for x in range(5))
        assert cells[4] == Color.BLACK and cells[15] == Color.WHITE and cells[7] == Color.BLACK


def test_cells_of_a_closed_board_raise() -> None:
    b = Board()
    b.close()
    with pytest.raises(ValueError):
        b.cells()


def test_hash_changes_and_returns(board: Board) -> None:
    empty = board.hash
    board.play(7, 7)
    assert board.hash != empty
    board.undo()
    assert board.hash == empty


def test_hash_same_position_same_hash(backend: Backend) -> None:
    with Board(backend=backend) as a, Board(backend=backend) as b:
        play_all(a, [(1, 1), (2, 2), (3, 3)])
        play_all(b, [(3, 3), (2, 2), (1, 1)])
        assert a.hash == b.hash


def test_copy_is_independent(board: Board) -> None:
    play_all(board, [(7, 7), (8, 8), (9, 9)])
    board.undo()
    clone = board.copy()
    assert clone.moves == board.moves and clone.redo_moves == board.redo_moves
    assert clone.hash == board.hash and clone.backend is board.backend
    clone.play(0, 0)
    board.play(14, 14)
    assert clone[14, 14] is Color.EMPTY and board[0, 0] is Color.EMPTY
    board.close()
    assert clone.moves == [(7, 7), (8, 8), (0, 0)]  # survives the original


def test_copy_module_protocols(board: Board) -> None:
    board.play(7, 7)
    for clone in (copy.copy(board), copy.deepcopy(board)):
        clone.play(1, 1)
        assert board.moves == [(7, 7)]


def test_errors_leave_the_board_unchanged(board: Board) -> None:
    board.play(7, 7)
    before = (board.moves, board.hash, board.to_move)
    for bad in ((7, 7), (15, 0), (-1, -1)):
        with pytest.raises(gomoku.GomokuError):
            board.play(*bad)
    assert (board.moves, board.hash, board.to_move) == before


def test_parse_point_and_names(board: Board) -> None:
    assert board.parse_point("h8") == (7, 7)
    assert board.parse_point(" H8 ") == (7, 7)
    assert board.parse_point("7 7") == (7, 7)
    assert board.point_name(7, 7) == "h8"
    assert board.point_name(0, 14, notation="xy") == "0,14"
    with pytest.raises(ValueError):
        board.point_name(0, 0, notation="sgf")


def test_point_name_off_board(board: Board) -> None:
    with pytest.raises(gomoku.OffBoardError):
        board.point_name(15, 0)


def test_str_is_a_diagram(board: Board) -> None:
    board.play("h8")
    board.play("a1")
    text = str(board)
    lines = text.splitlines()
    assert len(lines) >= 16
    assert "X" in text and "O" in text
    assert any(line.lstrip().startswith("15") for line in lines)
    assert "a" in lines[0] and "o" in lines[0]


def test_repr(board: Board) -> None:
    board.play(7, 7)
    assert "15x15" in repr(board) and "white to move" in repr(board)
    board.close()
    assert "closed" in repr(board)


def test_context_manager_closes() -> None:
    with Board() as b:
        b.play(1, 1)
    assert b.closed
    with pytest.raises(ValueError, match="closed"):
        b.play(2, 2)
    with pytest.raises(ValueError, match="closed"):
        b.moves


def test_close_twice_is_harmless() -> None:
    b = Board()
    b.close()
    b.close()
    for call in (b.undo, b.copy, lambda: b[0, 0], lambda: b.hash):
        with pytest.raises(ValueError):
            call()


def test_finalizer_frees_on_collection() -> None:
    b = Board()
    finalizer = b._finalizer
    ref = weakref.ref(b)
    del b
    gc.collect()
    assert ref() is None and not finalizer.alive


def test_many_boards_do_not_leak_handles() -> None:
    for _ in range(2000):
        Board(width=30, height=30).play(1, 1)


def test_large_array_board() -> None:
    with Board(width=100, height=50, win_length=7, backend=Backend.ARRAY) as b:
        b.play(99, 49)
        assert b[99, 49] is Color.BLACK and b.backend is Backend.ARRAY
        assert b.point_name(99, 49) == "cv1"
