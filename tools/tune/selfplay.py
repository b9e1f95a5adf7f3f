#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Training games for the evaluation tuner (see README.md in this folder).

Plays self-play games with the library's own engine through the Python
binding (``gomoku.selfplay``'s game player, without a Dask cluster so a
single core does the work) and appends one JSON record per game. The
openings vary: game i starts with 2, 3 or 4 random stones near the centre
(``2 + i % 3``), then both sides play at a modest level under a node limit.
Every game follows from (seed, index), so a rerun writes the same file.

    GOMOKU_LIBRARY=build/lib/libgomoku.so /usr/bin/python3 tools/tune/selfplay.py \
        --rule renju --games 1500 --seed 1 --out /tmp/tune/renju.jsonl
"""
from __future__ import annotations

import argparse
import json
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bindings" / "python"))

from gomoku import Rule  # noqa: E402
from gomoku.selfplay.games import GameSpec, play_game  # noqa: E402

OPENING_STONES = (2, 3, 4)


def one_game(args: tuple) -> dict:
    base, index = args
    spec = GameSpec(**{**base, "opening_moves": OPENING_STONES[index % len(OPENING_STONES)]})
    return play_game(spec, index)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rule", default="freestyle",
                        choices=[r.name.lower() for r in Rule])
    parser.add_argument("--games", type=int, required=True)
    parser.add_argument("--first", type=int, default=0, help="index of the first game")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", type=int, default=3)
    parser.add_argument("--nodes", type=int, default=4000, help="node limit per move")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    base = dict(size=15, rule=int(Rule[args.rule.upper()]), black_level=args.level,
                white_level=args.level, depth=None, nodes=args.nodes, seed=args.seed)
    work = [(base, i) for i in range(args.first, args.first + args.games)]
    args.out.parent.mkdir(parents=True, exist_ok=True)
    # One job plays in this process: no pool to start (and nothing to fork under a sanitizer).
    pool = ProcessPoolExecutor(args.jobs) if args.jobs > 1 else None
    records = pool.map(one_game, work, chunksize=4) if pool else map(one_game, work)
    with args.out.open("a") as out:
        for done, record in enumerate(records, 1):
            out.write(json.dumps(record, separators=(",", ":")) + "\n")
            if done % 100 == 0:
                print(f"{done}/{len(work)} games", file=sys.stderr, flush=True)
    if pool:
        pool.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
