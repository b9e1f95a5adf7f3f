#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""How balanced an opening set is, read from match logs (match.py --log).

An opening set is fair to both engines only if the colour does not decide
the game: over the set black should score about half, and no opening should
be won by black (or by white) every time it is played. Run self-play
matches over the set (e.g. the same brain on both sides at two node
counts, so the two games of an opening differ) and give their logs:

    tests/strength/balance.py /tmp/self-50k-100k.jsonl [more logs]

It prints black's W-D-L and score over all games with its 95% interval, and
per opening black's score, counting the openings that one colour won every
time. --json prints the same as one JSON object.
"""
from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path
from typing import Dict, Iterable, List, Optional, Sequence

# Black's points for each result string of the log.
BLACK_POINTS = {"1-0": 1.0, "1/2-1/2": 0.5, "0-1": 0.0}
# Two-sided 95% normal quantile.
Z95 = 1.959964


def read_games(paths: Iterable[Path]) -> List[dict]:
    """The game records of the logs (their summary lines are skipped)."""
    games = []
    for path in paths:
        for line in path.read_text().splitlines():
            if line.strip():
                row = json.loads(line)
                if not row.get("summary"):
                    games.append(row)
    return games


def balance(games: Sequence[dict]) -> dict:
    """Black's figures over the games and per opening (in first-seen order)."""
    per_opening: Dict[str, List[float]] = {}
    for game in games:
        per_opening.setdefault(game["opening"], []).append(BLACK_POINTS[game["result"]])
    points = [p for ps in per_opening.values() for p in ps]
    n = len(points)
    mean = sum(points) / n if n else math.nan
    var = sum((p - mean) ** 2 for p in points) / (n - 1) if n > 1 else math.nan
    half = Z95 * math.sqrt(var / n) if n > 1 else math.nan
    openings = [{"opening": o, "games": len(ps), "black_score": sum(ps) / len(ps)}
                for o, ps in per_opening.items()]
    several = [o for o in openings if o["games"] > 1]
    return {
        "games": n,
        "black_wins": points.count(1.0), "draws": points.count(0.5),
        "white_wins": points.count(0.0),
        "black_score": mean, "black_score_low": mean - half, "black_score_high": mean + half,
        "openings": len(openings),
        # Only openings played more than once can show that a colour wins them every time.
        "always_black": sum(1 for o in several if o["black_score"] == 1.0),
        "always_white": sum(1 for o in several if o["black_score"] == 0.0),
        "mixed": sum(1 for o in several if 0.0 < o["black_score"] < 1.0),
        "per_opening": openings,
    }


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("logs", nargs="+", type=Path)
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args(argv)
    b = balance(read_games(args.logs))
    if not b["games"]:
        print("no games in the logs", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(b))
        return 0
    print(f"games {b['games']}: black {b['black_wins']}-{b['draws']}-{b['white_wins']}, "
          f"black's score {b['black_score']:.3f} [{b['black_score_low']:.3f}, "
          f"{b['black_score_high']:.3f}]")
    print(f"openings {b['openings']}: always black {b['always_black']}, "
          f"always white {b['always_white']}, mixed {b['mixed']}")
    for o in b["per_opening"]:
        print(f"  {o['opening']:<40} {o['games']:>3} games, black {o['black_score']:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
