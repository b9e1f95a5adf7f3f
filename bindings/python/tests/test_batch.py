# SPDX-License-Identifier: MIT
"""gomoku.batch: numpy buffers in and out, all-or-nothing steps, symmetries."""
from __future__ import annotations

import pytest

np = pytest.importorskip("numpy")

import gomoku
from gomoku import Color, Rule
from gomoku.batch import (PASS, Batch, Outcome, Symmetry, transform_board, transform_grid,
                          transform_point)


def test_step_writes_into_the_callers_buffers() -> None:
    with Batch(4, width=9, seed=1) as batch:
        actions = np.array([0, 10, 40, PASS], dtype=np.int32)
        out = np.full(4, -7, dtype=np.int32)
        results = batch.step(actions, out=out)
        assert results is out and list(out) == [Outcome.ONGOING] * 4
        masks = np.empty((4, 81), dtype=np.uint8)
        assert batch.masks(out=masks) is masks
        assert masks[0, 0] == 0 and masks[3].sum() == 81 and masks[1].sum() == 80
        board = batch.board(2)
        assert board[4, 4] is Color.BLACK and board.move_count == 1
        with pytest.raises(ValueError):
            batch.masks(out=np.empty((4, 80), dtype=np.uint8))
        with pytest.raises(ValueError):
            batch.step([0, 1, 2])
        frozen = np.array([1, 2, 3, PASS], dtype=np.int64)   # any dtype, read-only too
        frozen.setflags(write=False)
        batch.step(frozen)
        assert batch.board(0).move_count == 2 and batch.board(3).move_count == 0


def test_a_refused_action_changes_nothing_and_names_the_board() -> None:
    with Batch(3, width=9) as batch:
        batch.step([0, 1, 2])
        before = batch.planes().copy()
        with pytest.raises(gomoku.OccupiedError, match="board 1"):
            batch.step([5, 1, 6])
        with pytest.raises(gomoku.OffBoardError):
            batch.step([81, 3, 4])
        assert np.array_equal(batch.planes(), before)


def test_planes_are_from_the_side_to_moves_view() -> None:
    with Batch(1, width=7, win_length=4) as batch:
        batch.step([0])                    # black at (0, 0); white to move
        planes = batch.planes(last_move=True)
        assert planes.shape == (1, 4, 7, 7)
        own, other, black, last = planes[0]
        assert own.sum() == 0 and other[0, 0] == 1 and black.sum() == 0 and last[0, 0] == 1


def test_renju_masks_and_forbidden_plane_match_the_board() -> None:
    with Batch(1, rule=Rule.RENJU) as batch:
        for action in (7 * 15 + 6, 0, 7 * 15 + 8, 14, 6 * 15 + 7, 210, 8 * 15 + 7, 224):
            batch.step([action])
        board = batch.board(0)
        mask = batch.masks()[0]
        assert set(np.flatnonzero(mask)) == {y * 15 + x for x, y in board.legal_moves()}
        forbidden = batch.planes(forbidden=True)[0, 3]
        assert {(x, y) for y, x in zip(*np.nonzero(forbidden))} == set(board.forbidden_points())
        with pytest.raises(gomoku.ForbiddenMoveError):
            batch.step([7 * 15 + 7])


def test_random_self_play_with_auto_reset_is_seeded() -> None:
    def run(seed):
        with Batch(16, width=9, auto_reset=True, seed=seed) as batch:
            outcomes = []
            for _ in range(200):
                outcomes.append(batch.step(batch.random_actions()).copy())
            return np.array(outcomes)
    a, b = run(3), run(3)
    assert np.array_equal(a, b) and not np.array_equal(a, run(4))
    ended = a[a != Outcome.ONGOING]
    assert ended.size > 16 and set(ended) <= {Outcome.BLACK_WON, Outcome.WHITE_WON, Outcome.DRAW}


def test_playouts_random_and_engine() -> None:
    with Batch(32, width=9, seed=2) as batch:
        results = batch.playout(max_moves=6)
        assert (results == Outcome.ONGOING).all() and batch.board(0).move_count == 6
        results = batch.playout()
        assert (results != Outcome.ONGOING).all()
        assert np.array_equal(batch.results(), results)
        batch.reset(np.arange(32) % 2 == 0)
        assert batch.board(0).move_count == 0 and batch.board(1).move_count > 0
        with pytest.raises(ValueError):
            batch.reset([True])
    with Batch(2, width=9) as batch, gomoku.Engine(seed=1) as engine:
        actions = batch.engine_actions(engine, depth=1)
        assert all(0 <= a < 81 for a in actions)
        results = batch.playout(engine, depth=1, max_moves=30)
        assert batch.board(0).move_count <= 30 and results.shape == (2,)


def test_symmetries_of_points_grids_and_boards() -> None:
    assert transform_point(Symmetry.ROTATE_90, 15, 15, 1, 2) == (12, 1)
    assert Symmetry.ROTATE_90.inverse is Symmetry.ROTATE_270
    with pytest.raises(gomoku.UnsupportedError):
        transform_point(Symmetry.TRANSPOSE, 15, 9, 1, 2)
    board = gomoku.Board()
    for move in ((1, 2), (7, 7), (3, 0)):
        board.play(*move)
    cells = board.cells(as_numpy=True)
    policy = np.random.default_rng(0).random((2, 225))       # float64, flat
    for symmetry in Symmetry:
        mapped = transform_board(board, symmetry)
        assert np.array_equal(transform_grid(symmetry, cells), mapped.cells(as_numpy=True))
        back = transform_grid(symmetry.inverse, transform_grid(symmetry, policy, (15, 15)),
                              (15, 15))
        assert np.array_equal(back, policy)
        x, y = transform_point(symmetry, 15, 15, 3, 0)
        assert mapped.moves[-1] == (x, y)
    # numpy's own rotation agrees (np.rot90 turns counter-clockwise).
    assert np.array_equal(transform_grid(Symmetry.ROTATE_90, cells), np.rot90(cells, -1))
    assert np.array_equal(transform_grid(Symmetry.TRANSPOSE, cells), cells.T)


def test_bad_batches_are_refused() -> None:
    with pytest.raises(gomoku.RangeError):
        Batch(0)
    with pytest.raises(gomoku.RangeError):
        Batch(2, width=2)
    batch = Batch(1)
    batch.close()
    with pytest.raises(ValueError):
        batch.masks()


def test_bench_reports_selfplay_through_the_batch() -> None:
    import json
    import os
    import subprocess
    import sys
    from pathlib import Path
    script = Path(__file__).resolve().parent.parent / "bench_binding.py"
    proc = subprocess.run([sys.executable, str(script), "--seconds", "0.2", "--trials", "1",
                           "--json"], capture_output=True, text=True, timeout=120,
                          env=dict(os.environ, PYTHONDONTWRITEBYTECODE="1"))
    assert proc.returncode == 0, proc.stderr
    games = json.loads(proc.stdout)["selfplay_games_per_second"]
    assert set(games) == {"per_call", "batch_step", "batch_playout"}
    assert all(v > 0 for v in games.values())
