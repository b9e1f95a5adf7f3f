# SPDX-License-Identifier: MIT
"""gomoku.MCTS: evaluators called with batches, visit counts, reuse, stop."""
from __future__ import annotations

import threading
import time

import pytest

np = pytest.importorskip("numpy")

import gomoku  # noqa: E402

OPEN_FOUR = "e8e1f8f1g8g1h8a15"     # black to move wins at d8 or i8


def test_static_evaluator_finds_the_win() -> None:
    board = gomoku.Board()
    board.play_moves(OPEN_FOUR)
    result = gomoku.MCTS().search(board, visits=300)
    assert result.best in {board.parse_point("d8"), board.parse_point("i8")}
    assert result.value > 0.5 and result.root_visits >= 300
    assert result.visits.shape == (225,) and result.visits.sum() == result.root_visits - 1
    assert board.moves_string() == OPEN_FOUR          # the board is not changed


def test_a_numpy_evaluator_gets_batches_of_planes_and_masks() -> None:
    seen = []

    def evaluator(planes, masks):
        seen.append(planes.shape[0])
        assert planes.dtype == np.uint8 and planes.shape[1:] == (4, 9, 9)
        assert masks.shape == (planes.shape[0], 81)
        # Masks: exactly the empty points; plane 0 + plane 1 are the stones.
        assert np.array_equal(masks.reshape(-1, 9, 9) == 0, (planes[:, 0] + planes[:, 1]) == 1)
        return np.ones(masks.shape), np.zeros(len(masks))

    board = gomoku.Board(9, 9)
    board.play(4, 4)
    mcts = gomoku.MCTS(evaluator, batch_size=8, last_move=True)
    result = mcts.search(board, visits=200)
    assert max(seen) > 1 and max(seen) <= 8 and len(seen) == result.evaluations
    assert result.policy(1.0).sum() == pytest.approx(1.0)
    greedy = result.policy(0)
    assert greedy[result.best[1] * 9 + result.best[0]] > 0
    move = result.sample(np.random.default_rng(0))
    assert result.visits[move] > 0


def test_evaluator_errors_are_raised_from_search() -> None:
    def broken(planes, masks):
        raise ZeroDivisionError("model failed")
    board = gomoku.Board(9, 9)
    mcts = gomoku.MCTS(broken)
    with pytest.raises(ZeroDivisionError, match="model failed"):
        mcts.search(board, visits=20)
    mcts.set_evaluator(None)
    assert mcts.search(board, visits=20).root_visits >= 20


def test_the_tree_is_reused_and_noise_is_seeded() -> None:
    board = gomoku.Board()
    board.play_moves("h8h9")
    mcts = gomoku.MCTS(seed=3, dirichlet_alpha=0.3)
    first = mcts.search(board, visits=500)
    board.play(*first.best)
    board.play(*mcts.search(board, visits=50).best)
    assert mcts.search(board, visits=100).reused > 0
    again = gomoku.MCTS(seed=3, dirichlet_alpha=0.3)
    board2 = gomoku.Board()
    board2.play_moves("h8h9")
    assert np.array_equal(again.search(board2, visits=500).visits, first.visits)


def test_stop_from_another_thread() -> None:
    board = gomoku.Board()
    mcts = gomoku.MCTS()
    threading.Timer(0.2, mcts.stop).start()
    started = time.monotonic()
    result = mcts.search(board, time_ms=60000)
    assert time.monotonic() - started < 30 and result.root_visits > 1


def test_alphazero_example_runs_and_learns() -> None:
    import os
    import subprocess
    import sys
    from pathlib import Path
    script = Path(__file__).resolve().parents[3] / "examples" / "python" / "alphazero_selfplay.py"
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    proc = subprocess.run([sys.executable, str(script), "--games", "3", "--visits", "32"],
                          capture_output=True, text=True, timeout=240, env=env)
    assert proc.returncode == 0, proc.stdout + proc.stderr   # both losses fell
    assert "policy loss" in proc.stdout and "with symmetries" in proc.stdout
