# SPDX-License-Identifier: MIT
"""Random self-play games per second: one C call per move against the batch API.

Contenders, each playing uniformly random games to the end on one board size:

* ``per_call``: a :class:`gomoku.Board` per game and a Python loop over
  moves, one ``play`` and one ``is_over`` per move (the moves are a shuffled
  list of all points, so no legal-move list is built: the fastest honest
  per-call loop for freestyle);
* ``batch_step``: a :class:`gomoku.batch.Batch` of ``boards`` boards with
  auto-reset, a Python loop over plies, each ply one ``random_actions`` and
  one ``step`` call for all boards (what an RL loop with a policy does;
  a few dozen boards keep them all in the CPU cache, while the Python cost
  of the two calls is spread over them);
* ``batch_playout``: one ``playout`` call plays ``boards`` whole games.

bench_binding.py runs these next to its play+undo figures.
"""
from __future__ import annotations

import random
import time
from typing import Callable, Dict

import numpy as np

import gomoku
from gomoku.batch import Batch


def _rate(play_some: Callable[[], int], seconds: float) -> float:
    """Games per second of play_some (which returns the games it finished)."""
    play_some()  # warm-up
    games = 0
    start = time.perf_counter()
    while True:
        games += play_some()
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return games / elapsed


def selfplay_figures(seconds: float, size: int = 15, boards: int = 64,
                     seed: int = 1, trials: int = 1) -> Dict[str, float]:
    """Games per second of each contender, about ``seconds`` each: the best
    of ``trials`` turns, the contenders taking turns (a shared machine's
    noise then hits them alike)."""
    rng = random.Random(seed)
    points = [(x, y) for y in range(size) for x in range(size)]

    def per_call() -> int:
        order = points[:]
        rng.shuffle(order)
        with gomoku.Board(width=size, height=size) as board:
            play = board.play
            for x, y in order:
                play(x, y)
                if board.is_over:
                    break
        return 1

    stepped = Batch(boards, width=size, auto_reset=True, seed=seed)
    actions = np.empty(boards, dtype=np.int32)
    results = np.empty(boards, dtype=np.int32)

    def batch_step() -> int:
        finished = 0
        for _ in range(size * size // 4):
            stepped.step(stepped.random_actions(out=actions), out=results)
            finished += int(np.count_nonzero(results))  # not ONGOING (0): ended
        return finished

    played = Batch(boards, width=size, seed=seed)

    def batch_playout() -> int:
        played.reset()
        played.playout()
        return boards

    contenders = {"per_call": per_call, "batch_step": batch_step,
                  "batch_playout": batch_playout}
    figures = {name: 0.0 for name in contenders}
    for _ in range(trials):
        for name, play_some in contenders.items():
            figures[name] = max(figures[name], _rate(play_some, seconds / trials))
    stepped.close()
    played.close()
    return figures
