# SPDX-License-Identifier: MIT
"""Command line: python3 -m gomoku.selfplay --games N --out FILE [options]."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import List, Optional

from .._types import Rule
from .games import GameSpec
from .runner import run


def _rule(text: str) -> int:
    try:
        return int(Rule[text.upper()]) if not text.isdigit() else int(Rule(int(text)))
    except (KeyError, ValueError):
        raise argparse.ArgumentTypeError(
            f"unknown rule {text!r} (one of {', '.join(r.name.lower() for r in Rule)})")


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m gomoku.selfplay",
                                     description="libgomoku self-play on Dask distributed")
    parser.add_argument("--games", type=int, required=True)
    parser.add_argument("--out", type=Path, required=True, help="JSON-lines file (appended)")
    parser.add_argument("--rule", type=_rule, default=int(Rule.FREESTYLE))
    parser.add_argument("--size", type=int, default=15)
    parser.add_argument("--level", type=int, default=3,
                        help="engine level for both sides: 0 strongest, 1..10 weaker, -1 random")
    parser.add_argument("--white-level", type=int, default=None, help="white's, if different")
    parser.add_argument("--depth", type=int, default=4)
    parser.add_argument("--time-ms", type=int, default=None)
    parser.add_argument("--opening-moves", type=int, default=2)
    parser.add_argument("--max-moves", type=int, default=0)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=None, help="local workers (default: cores)")
    parser.add_argument("--scheduler", default=None, help="address of a running Dask scheduler")
    parser.add_argument("--chunk", type=int, default=1, help="games per task")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    args = parser.parse_args(argv)
    if args.games < 0 or args.chunk < 1 or (args.workers is not None and args.workers < 1):
        parser.error("--games must be >= 0, --chunk and --workers >= 1")
    spec = GameSpec(size=args.size, rule=args.rule, black_level=args.level,
                    white_level=args.level if args.white_level is None else args.white_level,
                    opening_moves=args.opening_moves, depth=args.depth or None,
                    time_ms=args.time_ms, max_moves=args.max_moves, seed=args.seed)
    summary = run(spec, args.games, args.out, workers=args.workers, scheduler=args.scheduler,
                  chunk=args.chunk, progress=not args.quiet)
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
