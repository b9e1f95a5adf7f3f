#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""Generates a balanced opening set for the strength harness.

Candidates: 2 to 4 stones, the first on the centre, the others within
RADIUS of it, drawn with a fixed seed; each is kept once up to the board's
eight symmetries. Our own engine searches each candidate with a node limit
(deterministic: one thread, a fresh hash per position). Decided openings
(a forced win found) are dropped; of the rest, the ones whose score lies
closest to the median of their stone count are kept: the side to move always
scores its tempo (and black its first-move edge in freestyle), so "equal" is
measured against what a typical opening of that length scores, and no kept
opening is lopsided (each is played with both colours anyway).
Writes Gomocup opening lines ("dx,dy, dx,dy, ...") with the score as a
comment. Example:

    tests/strength/make_openings.py --rule renju --count 40 > tests/strength/openings/renju.txt
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Iterator, List, Optional, Sequence, Set, Tuple

HERE = Path(__file__).resolve().parent
try:
    import gomoku
except ImportError:
    sys.path.insert(0, str(HERE.parent.parent / "bindings" / "python"))
    import gomoku

RULES = {"freestyle": gomoku.Rule.FREESTYLE, "renju": gomoku.Rule.RENJU}
SIZE = 15
# Stones after the first lie at most this far from the centre (a 5x5 box).
RADIUS = 2
MIN_STONES, MAX_STONES = 2, 4
# The eight symmetries of the square about its centre.
SYMMETRIES = [lambda x, y: (x, y), lambda x, y: (-x, y), lambda x, y: (x, -y),
              lambda x, y: (-x, -y), lambda x, y: (y, x), lambda x, y: (-y, x),
              lambda x, y: (y, -x), lambda x, y: (-y, -x)]

Offsets = Tuple[Tuple[int, int], ...]


def canonical(stones: Offsets) -> Offsets:
    """One name for a position: the smallest of its images under the
    symmetries, each colour's stones in sorted order after the centre stone
    (any order of the same stones is the same opening)."""
    images = []
    for f in SYMMETRIES:
        black = sorted(f(x, y) for x, y in stones[2::2])
        white = sorted(f(x, y) for x, y in stones[1::2])
        order = [stones[0]]
        for i, stone in enumerate(white):
            order.append(stone)
            if i < len(black):
                order.append(black[i])
        images.append(tuple(order))
    return min(images)


def line_of(stones: Offsets) -> str:
    return ", ".join(f"{x},{y}" for x, y in stones)


def candidates(rng: random.Random) -> Iterator[Offsets]:
    seen: Set[Offsets] = set()
    cells = [(x, y) for y in range(-RADIUS, RADIUS + 1) for x in range(-RADIUS, RADIUS + 1)
             if (x, y) != (0, 0)]
    while True:
        count = rng.randint(MIN_STONES, MAX_STONES)
        stones = ((0, 0),) + tuple(rng.sample(cells, count - 1))
        key = canonical(stones)
        if key in seen:
            continue
        seen.add(key)
        yield key


def score(stones: Offsets, rule: gomoku.Rule, nodes: int, hash_mb: int) -> Optional[int]:
    """The side to move's score after a node-limited search, or None when
    the opening cannot be played (a renju foul) or is already decided."""
    with gomoku.Board(SIZE, SIZE, rule=rule) as board:
        try:
            board.apply_opening(line_of(stones))
        except gomoku.GomokuError:
            return None
        if board.is_over:
            return None
        with gomoku.Engine(hash_mb=hash_mb, seed=1) as engine:
            found = engine.search(board, nodes=nodes)
    if found.is_win or found.is_loss:
        return None
    return found.score


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rule", choices=sorted(RULES), required=True)
    ap.add_argument("--count", type=int, default=40, help="openings to keep")
    ap.add_argument("--candidates", type=int, default=80, help="openings to search")
    ap.add_argument("--nodes", type=int, default=200_000, help="search nodes per candidate")
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--hash-mb", type=int, default=32)
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)
    scored: List[Tuple[Offsets, int]] = []
    started = time.monotonic()
    source = candidates(rng)
    for tried in range(1, args.candidates + 1):
        stones = next(source)
        value = score(stones, RULES[args.rule], args.nodes, args.hash_mb)
        print(f"{tried}/{args.candidates}: {line_of(stones)} "
              f"{'decided' if value is None else f'{value:+d}'}", file=sys.stderr, flush=True)
        if value is not None:
            scored.append((stones, value))
    # The side to move's typical score for each stone count: the tempo of
    # having the move (and black's edge in freestyle) is in every position,
    # so "equal" is measured against it.
    typical = {n: statistics.median(v for s, v in scored if len(s) == n)
               for n in {len(s) for s, _ in scored}}
    ranked = sorted(scored, key=lambda item: abs(item[1] - typical[len(item[0])]))
    kept = ranked[:args.count]
    spread = max((abs(v - typical[len(s)]) for s, v in kept), default=0)
    print(f"# SPDX-License-Identifier: MIT\n"
          f"# Balanced {args.rule} openings on {SIZE}x{SIZE} (Gomocup opening lines: offsets from\n"
          f"# the centre, dy downwards, stones alternating from black). Made by\n"
          f"#   tests/strength/make_openings.py --rule {args.rule} --count {args.count} "
          f"--candidates {args.candidates} --nodes {args.nodes} --seed {args.seed}\n"
          f"# with libgomoku {gomoku.VERSION_STRING} in {time.monotonic() - started:.0f} s: of "
          f"{args.candidates} candidates, {len(scored)} undecided; kept the {len(kept)}\n"
          f"# closest to the median score of their stone count "
          f"({', '.join(f'{n} stones {m:+.0f}' for n, m in sorted(typical.items()))}),\n"
          f"# all within {spread} of it. The comment is the side to move's score.")
    order = {stones: i for i, (stones, _) in enumerate(scored)}
    for stones, value in sorted(kept, key=lambda item: order[item[0]]):
        print(f"{line_of(stones)}  # {value:+d}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
