#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""Generates a balanced opening set for the strength harness.

A set is balanced when neither colour is ahead after the opening, so the
games between two engines turn on their play, not on who holds black. The
old sets kept openings close to the median score of their stone count, but
every compact 2-4-stone opening is a clear win for black at depth (black
+200..+450), so most pairs of games split 1-1, each side winning its black
game, and carried no evidence.

Candidates: MIN_STONES..MAX_STONES stones anywhere within RADIUS of the
centre (black to move when the counts are equal, else white), drawn with a
fixed seed, each kept once up to the board's eight symmetries. Our own
engine scores each in two stages (deterministic: one thread, a fresh hash
per search, a node limit):

1. a screen at --screen-nodes keeps the --finalists whose score, read from
   black's side, is nearest 0;
2. each finalist is searched at --nodes (what 1 s a move buys on one core),
   its best move played and the reply searched at --nodes again: both
   colours to move. The kept openings are those whose worse reading is
   nearest 0 (tuned evaluation: 0 is an even game); decided ones (a forced
   win found) are dropped.

Writes Gomocup opening lines ("dx,dy, dx,dy, ...", black first) with both
scores, from black's side, as a comment. Example (README.md has the exact
commands of the committed sets):

    tests/strength/make_openings.py --rule renju > tests/strength/openings/renju.txt
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path
from typing import Iterator, List, NamedTuple, Optional, Sequence, Set, Tuple

HERE = Path(__file__).resolve().parent
try:
    import gomoku
except ImportError:
    sys.path.insert(0, str(HERE.parent.parent / "bindings" / "python"))
    import gomoku

RULES = {"freestyle": gomoku.Rule.FREESTYLE, "renju": gomoku.Rule.RENJU,
         "standard": gomoku.Rule.STANDARD}
SIZE = 15
# Stones lie at most this far from the centre (a 7x7 box): room for white to
# stand better than black, which compact openings never allow.
RADIUS = 3
MIN_STONES, MAX_STONES = 3, 6
# The eight symmetries of the square about its centre.
SYMMETRIES = [lambda x, y: (x, y), lambda x, y: (-x, y), lambda x, y: (x, -y),
              lambda x, y: (-x, -y), lambda x, y: (y, x), lambda x, y: (-y, x),
              lambda x, y: (y, -x), lambda x, y: (-y, -x)]

Offsets = Tuple[Tuple[int, int], ...]


class Scored(NamedTuple):
    stones: Offsets
    mover: int   # black's view of the side to move's score
    reply: int   # black's view of the score after the side to move's best move

    @property
    def imbalance(self) -> int:
        return max(abs(self.mover), abs(self.reply))


def interleave(black: List[Tuple[int, int]], white: List[Tuple[int, int]]) -> Offsets:
    order: List[Tuple[int, int]] = []
    for i, stone in enumerate(black):
        order.append(stone)
        if i < len(white):
            order.append(white[i])
    return tuple(order)


def canonical(stones: Offsets) -> Offsets:
    """One name for a position: the smallest of its images under the
    symmetries, each colour's stones sorted (any order of the same stones is
    the same opening)."""
    return min(interleave(sorted(f(x, y) for x, y in stones[0::2]),
                          sorted(f(x, y) for x, y in stones[1::2])) for f in SYMMETRIES)


def line_of(stones: Offsets) -> str:
    return ", ".join(f"{x},{y}" for x, y in stones)


def candidates(rng: random.Random) -> Iterator[Offsets]:
    seen: Set[Offsets] = set()
    cells = [(x, y) for y in range(-RADIUS, RADIUS + 1) for x in range(-RADIUS, RADIUS + 1)]
    while True:
        stones = canonical(tuple(rng.sample(cells, rng.randint(MIN_STONES, MAX_STONES))))
        if stones not in seen:
            seen.add(stones)
            yield stones


def black_view(board: gomoku.Board, score: int) -> int:
    return score if board.to_move == gomoku.Color.BLACK else -score


def search(board: gomoku.Board, nodes: int, hash_mb: int) -> Optional[gomoku.SearchResult]:
    """A node-limited search on a fresh engine, or None when it is decided."""
    with gomoku.Engine(hash_mb=hash_mb, seed=1) as engine:
        found = engine.search(board, nodes=nodes)
    return None if found.is_win or found.is_loss else found


def opening_board(stones: Offsets, rule: gomoku.Rule) -> Optional[gomoku.Board]:
    """The board after the opening, or None when it cannot be played (a
    renju foul) or is over."""
    board = gomoku.Board(SIZE, SIZE, rule=rule)
    try:
        board.apply_opening(line_of(stones))
    except gomoku.GomokuError:
        board.close()
        return None
    if board.is_over:
        board.close()
        return None
    return board


def screen(stones: Offsets, rule: gomoku.Rule, nodes: int, hash_mb: int) -> Optional[int]:
    board = opening_board(stones, rule)
    if board is None:
        return None
    with board:
        found = search(board, nodes, hash_mb)
        return None if found is None else black_view(board, found.score)


def both_sides(stones: Offsets, rule: gomoku.Rule, nodes: int, hash_mb: int) -> Optional[Scored]:
    """The deep reading: the side to move, then the other side after its best move."""
    board = opening_board(stones, rule)
    if board is None:
        return None
    with board:
        first = search(board, nodes, hash_mb)
        if first is None:
            return None
        mover = black_view(board, first.score)
        board.play(first.best)
        if board.is_over:
            return None
        second = search(board, nodes, hash_mb)
        if second is None:
            return None
        return Scored(stones, mover, black_view(board, second.score))


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rule", choices=sorted(RULES), required=True)
    ap.add_argument("--count", type=int, default=40, help="openings to keep")
    ap.add_argument("--candidates", type=int, default=600, help="openings to screen")
    ap.add_argument("--screen-nodes", type=int, default=50_000, help="search nodes of the screen")
    ap.add_argument("--finalists", type=int, default=80, help="openings searched at depth")
    ap.add_argument("--nodes", type=int, default=2_000_000, help="search nodes at depth, per side")
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--hash-mb", type=int, default=64)
    args = ap.parse_args(argv)
    rule = RULES[args.rule]
    rng = random.Random(args.seed)
    started = time.monotonic()
    source = candidates(rng)
    screened: List[Tuple[Offsets, int]] = []
    for tried in range(1, args.candidates + 1):
        stones = next(source)
        value = screen(stones, rule, args.screen_nodes, args.hash_mb)
        print(f"screen {tried}/{args.candidates}: {line_of(stones)} "
              f"{'decided' if value is None else f'{value:+d}'}", file=sys.stderr, flush=True)
        if value is not None:
            screened.append((stones, value))
    # Stable sort: ties keep the drawing order, so the result is reproducible.
    finalists = [s for s, _ in sorted(screened, key=lambda item: abs(item[1]))[:args.finalists]]
    deep: List[Scored] = []
    for i, stones in enumerate(finalists, 1):
        scored = both_sides(stones, rule, args.nodes, args.hash_mb)
        print(f"deep {i}/{len(finalists)}: {line_of(stones)} "
              f"{'decided' if scored is None else f'{scored.mover:+d} {scored.reply:+d}'}",
              file=sys.stderr, flush=True)
        if scored is not None:
            deep.append(scored)
    kept = sorted(deep, key=lambda s: s.imbalance)[:args.count]
    spread = max((s.imbalance for s in kept), default=0)
    mean = sum(s.mover + s.reply for s in kept) / (2 * len(kept)) if kept else 0.0
    print(f"# SPDX-License-Identifier: MIT\n"
          f"# Balanced {args.rule} openings on {SIZE}x{SIZE} (Gomocup opening lines: offsets from\n"
          f"# the centre, dy downwards, stones alternating from black). Made by\n"
          f"#   tests/strength/make_openings.py --rule {args.rule} --count {args.count} "
          f"--candidates {args.candidates} --screen-nodes {args.screen_nodes} \\\n"
          f"#     --finalists {args.finalists} --nodes {args.nodes} --seed {args.seed}\n"
          f"# with libgomoku {gomoku.VERSION_STRING} in {time.monotonic() - started:.0f} s: "
          f"{len(screened)} of {args.candidates} candidates undecided,\n"
          f"# {len(deep)} of {len(finalists)} finalists undecided at depth; kept the {len(kept)} "
          f"nearest 0, all within {spread}\n"
          f"# (mean {mean:+.0f}). Comment: black's view of the score with the side to move\n"
          f"# to move, then after its best move.")
    for s in kept:
        print(f"{line_of(s.stones)}  # {s.mover:+d} {s.reply:+d}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
