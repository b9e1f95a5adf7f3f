#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""Selects the openings that neither colour wins every time at match effort.

A pair of games carries evidence only when the colour does not decide it;
a search score near 0 (make_openings.py) predicts that poorly: on the
300-opening sets, 82-94% of the pairs of 50 000-node SPRTs split 1-1, the
side the opening favours winning both games. So this tool asks the games
themselves. Each candidate is played by one brain against itself with
different node budgets on the two sides (--schedule: black's and white's
budget of each game, weaker and stronger side on either colour, budgets
around match effort, so the games of one opening differ), one game at a
time, refereed by the library (game.py). An opening is kept as soon as
black has failed to win one game and white has failed to win one game
(a draw fails both), each in at least --min-share of its games; it is
dropped when the schedule ends without that.

Candidates: the openings of --candidates files (in file order), then
--fresh openings drawn by make_openings' generator with --seed (3-6 stones
in the 7x7 square, one per position up to symmetry), skipping positions
already seen. Past match logs (--evidence, match.py --log or this tool's
--log) are games at match effort too: a candidate whose logged games
already show both colours failing so is kept without playing; one with
at least --evidence-drop logged games that do not is dropped without
playing (one colour won all, or all but a few: 1 game of 38 against the
colour decides about 1 pair in 20); otherwise its logged games count with
the played ones. The selection stops at --count kept openings or, after the candidate
under way, once --max-games games were played (both keep it deterministic).

The brain is deterministic at a node budget (one thread), so the same
candidates, schedule, logs and library give the same file. Output: Gomocup
opening lines, each with black's W-D-L (logged, played) as a comment, under
a header with the command, the library version, the counts and the time:

    tests/strength/select_openings.py --rule renju --fresh 400 \\
        --brain build/examples/pbrain/pbrain-gomoku > tests/strength/openings/renju-even.txt
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Dict, Iterable, List, Optional, Sequence, TextIO, Tuple

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import make_openings as mo  # noqa: E402  (puts the binding on the path)
import gomoku  # noqa: E402
from balance import read_games  # noqa: E402
from game import RESULT_OF, WINNER_OF, Limits, opening_offsets, play_game  # noqa: E402
from match import NODE_LIMITED_TURN_MS, DEFAULT_MARGIN_MS, load_openings  # noqa: E402

# Black's and white's node budgets of each game, in the order played: the
# weaker side on black, then on white, at two spreads around the 50 000
# nodes of our SPRTs. None of them is 50 000 or 70 000, the budgets of the
# validation match (RESULTS.md), so no selection game is replayed there.
DEFAULT_SCHEDULE = ((35_000, 80_000), (80_000, 35_000), (60_000, 120_000), (120_000, 60_000))
# Logged games needed to drop a candidate that one colour (nearly) always won.
DEFAULT_EVIDENCE_DROP = 8
# The least share of its games each colour must have failed to win.
DEFAULT_MIN_SHARE = 0.1
# Game endings that are a forfeit, not a game played out.
FORFEITS = ("illegal", "time", "crash", "start")

Winner = Optional[str]  # "black", "white" or None (a draw)


def mixed(winners: Iterable[Winner], min_share: float = 0.0) -> bool:
    """Neither colour won (nearly) every game: black and white each failed
    to win at least once and in at least min_share of the games."""
    winners = list(winners)
    least = max(1.0, min_share * len(winners))
    return (sum(w != "black" for w in winners) >= least and
            sum(w != "white" for w in winners) >= least)


def wdl(winners: Sequence[Winner]) -> str:
    """Black's wins, draws and losses."""
    return (f"{winners.count('black')}-{winners.count(None)}-{winners.count('white')}")


@dataclass
class Verdict:
    line: str
    kept: bool
    logged: List[Winner] = field(default_factory=list)
    played: List[Winner] = field(default_factory=list)
    how: str = ""  # "logs", "played" or "dropped by logs"


# plays (opening line, black's nodes, white's nodes) -> the winner
Player = Callable[[str, int, int], Winner]


def judge(line: str, logged: List[Winner], schedule: Sequence[Tuple[int, int]],
          play: Player, evidence_drop: int, min_share: float = 0.0) -> Verdict:
    """Keeps or drops one candidate, playing only the games it needs."""
    verdict = Verdict(line, False, list(logged))
    if mixed(logged, min_share):
        verdict.kept, verdict.how = True, "logs"
        return verdict
    if len(logged) >= evidence_drop:
        verdict.how = "dropped by logs"
        return verdict
    verdict.how = "played"
    for black_nodes, white_nodes in schedule:
        verdict.played.append(play(line, black_nodes, white_nodes))
        if mixed(logged + verdict.played, min_share):
            verdict.kept = True
            break
    return verdict


def logged_winners(paths: Sequence[Path], rule: str) -> Dict[mo.Offsets, List[Winner]]:
    """The winners of the logs' games of this rule, per position (any
    symmetry of an opening, as later passes of match.py play them, is the
    same position)."""
    found: Dict[mo.Offsets, List[Winner]] = {}
    # A log named twice must not count its games twice.
    unique = list(dict.fromkeys(path.resolve() for path in paths))
    for game in read_games(unique):
        if game.get("rule", rule) == rule:
            key = mo.canonical(tuple(opening_offsets(game["opening"])))
            found.setdefault(key, []).append(WINNER_OF[game["result"]])
    return found


def candidate_lines(files: Sequence[Path], fresh: int, seed: int,
                    rule: gomoku.Rule) -> List[Tuple[mo.Offsets, str]]:
    """(position, line) of every distinct candidate, files first, then the
    fresh draws that can be played (no renju foul, no game over)."""
    seen = set()
    out: List[Tuple[mo.Offsets, str]] = []
    for path in files:
        for line in load_openings(path):
            key = mo.canonical(tuple(opening_offsets(line)))
            if key not in seen:
                seen.add(key)
                out.append((key, line))
    source = mo.candidates(random.Random(seed))
    drawn = 0
    while drawn < fresh:
        stones = next(source)
        if stones in seen:
            continue
        drawn += 1
        seen.add(stones)
        board = mo.opening_board(stones, rule)
        if board is not None:
            board.close()
            out.append((stones, mo.line_of(stones)))
    return out


class SelfPlay:
    """Plays one brain against itself, one game at a time; logs each game."""

    def __init__(self, brain: str, rule: str, log: Optional[TextIO]) -> None:
        self.brain, self.rule, self.log = brain, rule, log
        self.games = 0
        self.forfeits = 0

    def __call__(self, line: str, black_nodes: int, white_nodes: int) -> Winner:
        names = {"black": f"{black_nodes}", "white": f"{white_nodes}"}
        record = play_game({"black": self.brain, "white": self.brain}, names, line,
                           mo.SIZE, mo.RULES[self.rule],
                           Limits(NODE_LIMITED_TURN_MS, DEFAULT_MARGIN_MS),
                           {"black": [("max_node", black_nodes)],
                            "white": [("max_node", white_nodes)]})
        self.games += 1
        if record.reason in FORFEITS:
            self.forfeits += 1
            print(f"forfeit: {line}: {record.reason} {record.detail}", file=sys.stderr)
        if self.log:
            self.log.write(json.dumps({
                "game": self.games - 1, "opening": line, "rule": self.rule,
                "black": names["black"], "white": names["white"], "moves": record.moves,
                "result": RESULT_OF[record.winner],
                "reason": record.reason, "detail": record.detail,
                "nodes_black": black_nodes, "nodes_white": white_nodes,
                "seconds": round(record.seconds, 3)}) + "\n")
            self.log.flush()
        return record.winner


def parse_schedule(text: str) -> Tuple[Tuple[int, int], ...]:
    """"B:W,B:W,..." as (black's, white's) node budgets."""
    try:
        games = tuple((int(b), int(w)) for b, w in (item.split(":") for item in text.split(",")))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not B:W,B:W,...") from None
    if not games or any(b <= 0 or w <= 0 for b, w in games):
        raise argparse.ArgumentTypeError(f"{text!r}: budgets must be positive")
    return games


def header(args: argparse.Namespace, argv: Sequence[str], verdicts: Sequence[Verdict],
           tried: int, player: SelfPlay, seconds: float) -> str:
    kept = [v for v in verdicts if v.kept]
    by_logs = sum(1 for v in kept if v.how == "logs")
    dropped_by_logs = sum(1 for v in verdicts if v.how == "dropped by logs")
    played = [v for v in verdicts if v.how == "played"]
    schedule = ",".join(f"{b}:{w}" for b, w in args.schedule)
    return (f"# SPDX-License-Identifier: MIT\n"
            f"# {args.rule} openings on {mo.SIZE}x{mo.SIZE} that each colour failed to win at least once\n"
            f"# and in {args.min_share:.0%} of the games at match effort (Gomocup opening lines:\n"
            f"# offsets from the centre, dy downwards, stones alternating from black). Made by\n"
            f"#   tests/strength/select_openings.py {' '.join(argv)}\n"
            f"# with libgomoku {gomoku.VERSION_STRING} in {seconds:.0f} s, schedule (black:white nodes) "
            f"{schedule}.\n"
            f"# Of {tried} candidates judged: {by_logs} kept by the logs alone, {dropped_by_logs} "
            f"dropped by the logs,\n"
            f"# {len(played)} played ({player.games} games, {player.forfeits} forfeits), of which "
            f"{len(kept) - by_logs} kept; {len(kept)} kept in all.\n"
            f"# Comment: black's W-D-L in the logged games, then in the games played here.")


def parse_args(argv: Optional[Sequence[str]]) -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rule", choices=sorted(mo.RULES), required=True)
    ap.add_argument("--brain", required=True, help="the pbrain (path or command line)")
    ap.add_argument("--candidates", type=Path, action="append", default=[],
                    help="a set file of candidate openings (repeatable)")
    ap.add_argument("--fresh", type=int, default=0, help="fresh candidates drawn after the files")
    ap.add_argument("--seed", type=int, default=2026, help="seed of the fresh draws")
    ap.add_argument("--schedule", type=parse_schedule, default=DEFAULT_SCHEDULE,
                    help="B:W,... black's and white's node budgets of each game (default "
                         + ",".join(f"{b}:{w}" for b, w in DEFAULT_SCHEDULE) + ")")
    ap.add_argument("--evidence", type=Path, action="append", default=[],
                    help="a match log whose games of this rule count as played (repeatable)")
    ap.add_argument("--evidence-drop", type=int, default=DEFAULT_EVIDENCE_DROP,
                    help="logged games, not mixed, that drop a candidate unplayed")
    ap.add_argument("--min-share", type=float, default=DEFAULT_MIN_SHARE,
                    help="the least share of its games each colour must have failed to win "
                         f"(default {DEFAULT_MIN_SHARE})")
    ap.add_argument("--count", type=int, default=0, help="stop at this many kept (0 = all)")
    ap.add_argument("--max-games", type=int, default=0,
                    help="judge no new candidate after this many games played (0 = no limit)")
    ap.add_argument("--log", type=Path, help="append one JSON line per game played")
    args = ap.parse_args(argv)
    if min(args.fresh, args.count, args.max_games) < 0 or args.evidence_drop < 1:
        ap.error("--fresh, --count and --max-games must be >= 0, --evidence-drop >= 1")
    if not 0.0 <= args.min_share < 0.5:
        ap.error("--min-share must be in [0, 0.5)")
    if not args.candidates and not args.fresh:
        ap.error("give --candidates FILE and/or --fresh N")
    return args


def main(argv: Optional[Sequence[str]] = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    args = parse_args(argv)
    started = time.monotonic()
    evidence = logged_winners(args.evidence, args.rule)
    candidates = candidate_lines(args.candidates, args.fresh, args.seed, mo.RULES[args.rule])
    log = open(args.log, "a", encoding="utf-8") if args.log else None
    player = SelfPlay(args.brain, args.rule, log)
    verdicts: List[Verdict] = []
    try:
        for i, (key, line) in enumerate(candidates, 1):
            v = judge(line, evidence.get(key, []), args.schedule, player, args.evidence_drop,
                      args.min_share)
            verdicts.append(v)
            kept = sum(1 for x in verdicts if x.kept)
            print(f"{i}/{len(candidates)} {line}: {'kept' if v.kept else 'dropped'} ({v.how}; "
                  f"logs {wdl(v.logged)}, played {wdl(v.played)}); {kept} kept, "
                  f"{player.games} games", file=sys.stderr, flush=True)
            if (args.count and kept >= args.count) or \
                    (args.max_games and player.games >= args.max_games):
                break
    finally:
        if log:
            log.close()
    print(header(args, argv, verdicts, len(verdicts), player, time.monotonic() - started))
    for v in verdicts:
        if v.kept:
            print(f"{v.line}  # {wdl(v.logged)} {wdl(v.played)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
