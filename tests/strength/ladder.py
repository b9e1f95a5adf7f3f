#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""The level ladder: one brain at each pair of neighbouring levels (INFO level),
each level against the one below it over the opening set, and an Elo per
level from the chain of differences (level 10 = 0). Example:

    nice -n 5 tests/strength/ladder.py build/examples/pbrain/pbrain-gomoku --games 40

Levels 1..10 are governed by their node budgets, so the clock (--turn-ms,
default 60 s) is only a safety net and the result does not depend on the
machine's load. Full strength (level 0) has no budget of its own: it gets
--full-nodes nodes a move (INFO max_node). --levels 4-7 plays only the steps
between those levels (e.g. to spread a ladder over several runs).
"""
from __future__ import annotations

import argparse
import contextlib
import io
import json
import math
import sys
from pathlib import Path
from typing import List, Optional, Sequence

sys.path.insert(0, str(Path(__file__).resolve().parent))
import match  # noqa: E402
import sprt  # noqa: E402

TOP_LEVEL = 10  # the weakest level, the ladder's anchor
STRONGEST = 0   # full strength
# The clock is a safety net only: node budgets govern the levels. Generous,
# because full strength's 1.25 M nodes took 8-9 s a move at a load average of 15.
SAFETY_TURN_MS = 60000
# Full strength's nodes a move: 2.5 times level 1's budget, one more step.
FULL_NODES = 1250000


def level_range(text: str) -> range:
    """'4-7' -> the steps of levels 4..7 (each against the one below it)."""
    low, _, high = text.partition("-")
    lo, hi = int(low), int(high or low)
    if not STRONGEST <= lo < hi <= TOP_LEVEL:
        raise argparse.ArgumentTypeError(f"levels {text}: want A-B within {STRONGEST}..{TOP_LEVEL}")
    return range(hi - 1, lo - 1, -1)


def finite(value: float) -> Optional[float]:
    return value if math.isfinite(value) else None


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("brain")
    ap.add_argument("--games", type=int, default=40, help="games per pair of levels")
    ap.add_argument("--rule", default="freestyle")
    ap.add_argument("--turn-ms", type=int, default=SAFETY_TURN_MS)
    ap.add_argument("--full-nodes", type=int, default=FULL_NODES,
                    help="INFO max_node for level 0 (full strength)")
    ap.add_argument("--levels", type=level_range, default=level_range(f"{STRONGEST}-{TOP_LEVEL}"),
                    help="play only the steps from level A up to level B (e.g. 4-7)")
    ap.add_argument("--openings", type=Path, help="another opening file (default: the rule's set)")
    ap.add_argument("--concurrency", type=int, default=1)
    ap.add_argument("--log", type=Path, help="append the games and summaries (JSON lines)")
    args = ap.parse_args(argv)
    rows: List[dict] = []
    elo = 0.0
    print(f"{'level':>5} {'vs':>3} {'W-D-L':>9} {'score':>6} {'Elo diff':>18} {'Elo':>7}")
    for level in args.levels:
        below = level + 1
        argv_match = [args.brain, args.brain, "--rule", args.rule, "--turn-ms", str(args.turn_ms),
                      "--games", str(args.games), "--concurrency", str(args.concurrency),
                      "--info-a", f"level={level}", "--info-b", f"level={below}",
                      "--name-a", f"level{level}", "--name-b", f"level{below}", "--quiet"]
        if level == STRONGEST:
            argv_match += ["--info-a", f"max_node={args.full_nodes}"]
        if args.log:
            argv_match += ["--log", str(args.log)]
        if args.openings:
            argv_match += ["--openings", str(args.openings)]
        m = match.Match(match.parse_args(argv_match))
        with contextlib.redirect_stdout(io.StringIO()):
            m.run()
        t = m.tally
        counts, scores = t.counts("pentanomial")
        est = sprt.elo_estimate(counts, scores)
        step = est.elo if math.isfinite(est.elo) else math.copysign(800.0, est.elo)
        elo += step
        rows.append({"level": level, "below": below, "wins": t.wins, "draws": t.draws,
                     "losses": t.losses, "score": est.score, "elo_step": finite(est.elo),
                     "elo_step_low": finite(est.low), "elo_step_high": finite(est.high),
                     "elo": elo})
        print(f"{level:>5} {below:>3} {t.wins:>3}-{t.draws}-{t.losses:<3} {est.score:>6.3f} "
              f"{est.elo:>+7.0f} [{est.low:+.0f}, {est.high:+.0f}] {elo:>+7.0f}", flush=True)
    print(json.dumps({"ladder": rows, "games_per_step": args.games, "turn_ms": args.turn_ms,
                      "full_nodes": args.full_nodes, "rule": args.rule}))
    uneven = [r["level"] for r in rows if r["score"] <= 0.5]
    if uneven:
        print(f"levels that did not beat the level below: {uneven}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
