# SPDX-License-Identifier: MIT
"""Batch and MCTS under hostile use (issue 18, A2-A4): numbers checked before
ctypes wraps them, and handles closed during a search freed after it."""
from __future__ import annotations

import threading
import time

import pytest

np = pytest.importorskip("numpy")

import gomoku  # noqa: E402
from gomoku import Engine  # noqa: E402
from gomoku.batch import Batch, Symmetry, transform_point  # noqa: E402

BIG = 2 ** 32


@pytest.mark.parametrize("kwargs, error", [
    ({"count": BIG + 2}, ValueError), ({"count": 2, "width": BIG + 9}, ValueError),
    ({"count": 2, "rule": 1.0}, TypeError), ({"count": 2, "seed": -1}, ValueError),
    ({"count": True}, TypeError),
])
def test_batch_arguments(kwargs: dict, error: type) -> None:
    with pytest.raises(error):
        Batch(**kwargs)


def test_batch_calls_and_symmetries() -> None:
    with Batch(2, 9) as batch:
        with pytest.raises(ValueError):
            batch.board(BIG)
        with pytest.raises(ValueError):
            batch.playout(max_moves=BIG + 1)
        with Engine(hash_mb=1, seed=1) as engine, pytest.raises(ValueError):
            batch.engine_actions(engine, nodes=2 ** 64 + 100)
    with pytest.raises(ValueError):
        transform_point(Symmetry.IDENTITY, 9, 9, BIG + 1, 0)
    with pytest.raises(TypeError):
        transform_point(Symmetry.IDENTITY, 9, 9, 1.5, 0)


def test_engine_closed_during_a_batch_search_is_freed_after_it() -> None:
    engine = Engine(hash_mb=1, seed=1)
    with Batch(16, 15) as batch:
        batch.step(np.full(16, 7 * 15 + 7, dtype=np.int32))
        out: dict = {}

        def search() -> None:
            try:
                out["actions"] = batch.engine_actions(engine, time_ms=100)
            except BaseException as err:  # reported to the test
                out["error"] = err

        thread = threading.Thread(target=search)
        thread.start()
        while not engine._busy.locked() and thread.is_alive():
            time.sleep(0.001)
        time.sleep(0.05)  # some boards searched, more to come (16 x 100 ms)
        engine.close()    # the C engine is freed only when the batch search returns
        assert engine.closed
        thread.join(60)
        assert not thread.is_alive() and "error" not in out, out.get("error")
        assert out["actions"].shape == (16,)


@pytest.mark.parametrize("kwargs, error", [
    ({"batch_size": BIG + 8}, ValueError), ({"max_nodes": 1.5}, TypeError),
    ({"seed": 2 ** 64}, ValueError),
])
def test_mcts_arguments(kwargs: dict, error: type) -> None:
    with pytest.raises(error):
        gomoku.MCTS(**kwargs)


def test_mcts_limits_and_close_from_the_evaluator() -> None:
    board = gomoku.Board(9, 9)
    board.play(4, 4)
    mcts = gomoku.MCTS()
    with pytest.raises(ValueError):
        mcts.search(board, visits=BIG + 5)

    def closing(planes, masks):
        board.close()
        mcts.close()
        return np.ones(masks.shape), np.zeros(len(masks))

    mcts = gomoku.MCTS(closing)
    mcts.search(board, visits=20)
    assert mcts.closed and board.closed
