#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Play+undo pairs per second from Python: the binding against plain Python.

Three contenders do the same work in one run, on the same move sequence:

* ``binding``: :meth:`gomoku.Board.play` / :meth:`gomoku.Board.undo`;
* ``raw ctypes``: the declared foreign functions called directly (the cost of
  the wrapper is the difference to ``binding``);
* ``plain python``: a list-of-lists board with a history list and a five
  check through the new stone after each move, as a pure-Python program
  would do it.

It also reports random self-play games per second through the batch API
against a per-call Python loop (``bench_selfplay.py``; skipped without numpy).

Each round plays the whole sequence (no move makes a five) and undoes it.
The contenders take turns over several trials and each keeps its best trial,
which damps the noise of a shared machine.
Usage: bench_binding.py [--seconds S] [--trials T] [--size N] [--moves K] [--json]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Callable, Dict, List, Optional, Tuple

sys.path.insert(0, str(Path(__file__).resolve().parent))
import gomoku  # noqa: E402
from gomoku import _lib  # noqa: E402

Point = Tuple[int, int]
DIRECTIONS = ((1, 0), (0, 1), (1, 1), (1, -1))
WIN_LENGTH = 5
EMPTY, BLACK, WHITE = 0, 1, 2


class PlainBoard:
    """The pure-Python reference: a list of lists, a history, a five check."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.cells = [[EMPTY] * size for _ in range(size)]
        self.history: List[Point] = []
        self.to_move = BLACK
        self.winner = EMPTY

    def _run(self, x: int, y: int, dx: int, dy: int, color: int) -> int:
        n = 0
        x += dx
        y += dy
        while 0 <= x < self.size and 0 <= y < self.size and self.cells[y][x] == color:
            n += 1
            x += dx
            y += dy
        return n

    def makes_five(self, x: int, y: int, color: int) -> bool:
        for dx, dy in DIRECTIONS:
            if 1 + self._run(x, y, dx, dy, color) + self._run(x, y, -dx, -dy, color) >= WIN_LENGTH:
                return True
        return False

    def play(self, x: int, y: int) -> None:
        if self.winner:
            raise ValueError("game over")
        if not (0 <= x < self.size and 0 <= y < self.size):
            raise IndexError("off board")
        if self.cells[y][x]:
            raise ValueError("occupied")
        color = self.to_move
        self.cells[y][x] = color
        self.history.append((x, y))
        if self.makes_five(x, y, color):
            self.winner = color
        self.to_move = BLACK + WHITE - color

    def undo(self) -> None:
        if not self.history:
            raise ValueError("nothing to undo")
        x, y = self.history.pop()
        self.cells[y][x] = EMPTY
        self.winner = EMPTY
        self.to_move = BLACK + WHITE - self.to_move


def make_sequence(size: int, count: int, seed: int) -> List[Point]:
    """``count`` distinct random points, none of which completes a five."""
    rng = random.Random(seed)
    board = PlainBoard(size)
    points = [(x, y) for y in range(size) for x in range(size)]
    rng.shuffle(points)
    out: List[Point] = []
    for x, y in points:
        if len(out) == count:
            break
        if not board.makes_five(x, y, board.to_move):
            board.play(x, y)
            out.append((x, y))
    return out


def time_rounds(round_fn: Callable[[], None], pairs_per_round: int,
                seconds: float) -> float:
    """Pairs per second of round_fn, run for about ``seconds``."""
    round_fn()  # warm-up
    rounds = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        round_fn()
        rounds += 1
        now = time.perf_counter()
        if now >= deadline:
            return rounds * pairs_per_round / (now - start)


def run(seconds: float, size: int, moves: int, trials: int = 1) -> Dict[str, float]:
    seq = make_sequence(size, moves, seed=1)
    n = len(seq)
    board = gomoku.Board(width=size, height=size)

    def binding_round() -> None:
        play, undo = board.play, board.undo
        for x, y in seq:
            play(x, y)
        for _ in range(n):
            undo()

    raw_play, raw_undo = _lib.lib.gmk_board_play, _lib.lib.gmk_board_undo
    handle = board._handle

    def raw_round() -> None:
        for x, y in seq:
            raw_play(handle, x, y)
        for _ in range(n):
            raw_undo(handle)

    plain = PlainBoard(size)

    def plain_round() -> None:
        play, undo = plain.play, plain.undo
        for x, y in seq:
            play(x, y)
        for _ in range(n):
            undo()

    contenders = {"binding": binding_round, "raw_ctypes": raw_round,
                  "plain_python": plain_round}
    figures = {name: 0.0 for name in contenders}
    for _ in range(trials):
        for name, round_fn in contenders.items():
            figures[name] = max(figures[name], time_rounds(round_fn, n, seconds / trials))
    board.close()
    return figures


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="per contender")
    parser.add_argument("--trials", type=int, default=5, help="best of this many")
    parser.add_argument("--size", type=int, default=15)
    parser.add_argument("--moves", type=int, default=40, help="moves per round")
    parser.add_argument("--boards", type=int, default=64, help="boards per batch")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if args.trials <= 0 or args.seconds <= 0:
        parser.error("--seconds and --trials must be positive")
    figures = run(args.seconds, args.size, args.moves, args.trials)
    ratio = figures["binding"] / figures["plain_python"]
    games = selfplay(args.seconds, args.size, args.boards, args.trials)
    if args.json:
        print(json.dumps({"pairs_per_second": figures, "binding_over_plain": ratio,
                          "selfplay_games_per_second": games,
                          "library": gomoku.LIBRARY_PATH, "size": args.size,
                          "python": sys.version.split()[0]}))
        return 0
    print(f"play+undo pairs per second, {args.size}x{args.size}, "
          f"{args.moves} moves per round, best of {args.trials} trials, "
          f"Python {sys.version.split()[0]}")
    for name, value in figures.items():
        print(f"  {name:<13} {value:>12,.0f}")
    print(f"  binding / plain python = {ratio:.2f}x")
    if games:
        print(f"random self-play games per second, {args.size}x{args.size}, "
              f"{args.boards} boards per batch")
        for name, value in games.items():
            print(f"  {name:<13} {value:>12,.0f}")
        print(f"  batch_step / per_call = {games['batch_step'] / games['per_call']:.1f}x, "
              f"batch_playout / per_call = {games['batch_playout'] / games['per_call']:.1f}x")
    return 0


def selfplay(seconds: float, size: int, boards: int, trials: int) -> Dict[str, float]:
    """bench_selfplay's figures, or {} without numpy (the batch binding needs it)."""
    try:
        import bench_selfplay
    except ImportError:
        return {}
    return bench_selfplay.selfplay_figures(seconds, size, boards, trials=trials)


if __name__ == "__main__":
    sys.exit(main())
