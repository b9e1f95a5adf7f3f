#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Engine-vs-engine self-play through the Python binding.

Plays N games at a chosen level and board size (two engines with different
seeds) and prints black's win rate, the average game length and the moves
per second. From a checkout with a meson build in build/ (or with the
package installed), as is:

    python3 examples/python/selfplay.py --games 10 --level 5 --size 15
"""
from __future__ import annotations

import argparse
import sys
import time
from typing import List, Optional

import _checkout  # noqa: F401  (a source checkout needs no install)
import gomoku
from gomoku import Board, Color, Engine, Rule, State


def play_game(black: Engine, white: Engine, size: int, rule: Rule, level: int,
              depth: Optional[int], time_ms: Optional[int]) -> Board:
    """One game from the empty board; returns the finished board."""
    board = Board(width=size, height=size, rule=rule)
    while not board.is_over:
        engine = black if board.to_move is Color.BLACK else white
        found = engine.search(board, depth=depth, time_ms=time_ms, level=level)
        board.play(*found.best)
    return board


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description="libgomoku engine self-play")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--level", type=int, default=5,
                        help="0 full strength, 1..10 weaker and more varied")
    parser.add_argument("--size", type=int, default=15)
    parser.add_argument("--rule", default="freestyle",
                        choices=[r.name.lower() for r in Rule])
    parser.add_argument("--depth", type=int, default=4, help="search depth per move")
    parser.add_argument("--time-ms", type=int, default=None, help="time per move")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--verbose", action="store_true", help="print each game")
    args = parser.parse_args(argv)
    if args.games <= 0:
        parser.error("--games must be positive")

    rule = Rule[args.rule.upper()]
    black_wins = white_wins = draws = total_moves = 0
    start = time.perf_counter()
    for game in range(args.games):
        # Fresh engines with their own seeds: every game gets new randomness.
        seed = args.seed + 2 * game
        with Engine(hash_mb=8, seed=seed) as black, Engine(hash_mb=8, seed=seed + 1) as white:
            with play_game(black, white, args.size, rule, args.level,
                           args.depth, args.time_ms) as board:
                res = board.result
                total_moves += board.move_count
                if res.state is State.DRAW:
                    draws += 1
                elif res.winner is Color.BLACK:
                    black_wins += 1
                else:
                    white_wins += 1
                if args.verbose:
                    print(f"game {game + 1}: {res.state.name.lower()} "
                          f"{res.winner.name.lower()} in {board.move_count} moves")
    elapsed = time.perf_counter() - start
    print(f"{args.games} games, {args.size}x{args.size} {rule.name.lower()}, "
          f"level {args.level}, depth {args.depth}, libgomoku {gomoku.VERSION_STRING}")
    print(f"black wins {black_wins}, white wins {white_wins}, draws {draws}")
    print(f"black win rate: {black_wins / args.games:.1%}")
    print(f"average game length: {total_moves / args.games:.1f} moves")
    print(f"moves per second: {total_moves / elapsed:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
