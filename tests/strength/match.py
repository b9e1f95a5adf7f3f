#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""Strength match between two Gomocup brains, with an SPRT and an Elo estimate.

Every opening of the set is played twice, each brain taking black once; the
pair is the unit of the statistics (pentanomial model). A pair that repeats an
earlier one move for move, up to the board's symmetries (deterministic brains
on a fixed node budget), is no new evidence and is not counted. So that a
fixed-node match can go on past one pass over the set, each later pass turns
the openings by one of the eight symmetries (engines break ties by
coordinates, so about half the games differ) and moves both brains' node
budget by up to --nodes-spread. The match stops when
the SPRT accepts H0 (no gain of elo1) or H1 (a gain of at least elo0), or
after --games games. Example (see README.md):

    nice -n 5 tests/strength/match.py --rule freestyle --turn-ms 100 \\
        --sprt 0 10 build/examples/pbrain/pbrain-gomoku /path/to/old/pbrain-gomoku
"""
from __future__ import annotations

import argparse
import concurrent.futures
import dataclasses
import json
import math
import os
import random
import sys
import threading
import time
from pathlib import Path
from typing import Dict, List, Optional, Sequence, TextIO, Tuple

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
try:
    import gomoku  # noqa: F401  (an installed binding, or PYTHONPATH)
except ImportError:
    sys.path.insert(0, str(HERE.parent.parent / "bindings" / "python"))
    import gomoku  # noqa: F401

import sprt  # noqa: E402
from game import RESULT_OF, WINNER_OF, GameRecord, Limits, opening_offsets, play_game  # noqa: E402

RULES = {"freestyle": gomoku.Rule.FREESTYLE, "standard": gomoku.Rule.STANDARD,
         "renju": gomoku.Rule.RENJU, "caro": gomoku.Rule.CARO}
DEFAULT_OPENINGS = {"freestyle": HERE / "openings" / "freestyle.txt",
                    "standard": HERE / "openings" / "freestyle.txt",
                    "caro": HERE / "openings" / "freestyle.txt",
                    "renju": HERE / "openings" / "renju.txt"}
# Wall time is the limit of a brain's reply; a shared machine needs slack.
DEFAULT_MARGIN_MS = 100
DEFAULT_NODES_SPREAD = 0.1
# The board's symmetries on offsets from the centre (a square board).
SYMMETRIES = (lambda x, y: (x, y), lambda x, y: (-y, x), lambda x, y: (-x, -y),
              lambda x, y: (y, -x), lambda x, y: (-x, y), lambda x, y: (x, -y),
              lambda x, y: (y, x), lambda x, y: (-y, -x))
# A node-limited brain is still watched by the clock, generously.
NODE_LIMITED_TURN_MS = 10000


def load_openings(path: Path) -> List[str]:
    """Opening lines of a file; '#' starts a comment, blank lines are skipped."""
    openings = []
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.split("#", 1)[0].strip()
        if line:
            openings.append(line)
    if not openings:
        raise SystemExit(f"{path}: no openings")
    return openings


def parse_args(argv: Optional[Sequence[str]]) -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("brain_a", help="the candidate: path or command line of a pbrain")
    ap.add_argument("brain_b", help="the baseline")
    ap.add_argument("--name-a", default="A")
    ap.add_argument("--name-b", default="B")
    ap.add_argument("--rule", choices=sorted(RULES), default="freestyle")
    ap.add_argument("--size", type=int, default=15)
    ap.add_argument("--openings", type=Path, help="Gomocup opening lines (default: the rule's set)")
    ap.add_argument("--turn-ms", type=int, default=None,
                    help="INFO timeout_turn (default 100; 10000 with --nodes)")
    ap.add_argument("--nodes", type=int, default=0, help="INFO max_node for both brains")
    ap.add_argument("--nodes-spread", type=float, default=DEFAULT_NODES_SPREAD, metavar="F",
                    help="from the second pass over the openings on, each pass gives both brains "
                         "a budget of nodes x (1 +- up to F), seeded by the pass (default "
                         f"{DEFAULT_NODES_SPREAD})")
    ap.add_argument("--margin-ms", type=int, default=DEFAULT_MARGIN_MS,
                    help="a reply later than turn-ms + this loses")
    ap.add_argument("--info-a", action="append", default=[], metavar="KEY=VALUE",
                    help="an INFO line for brain A alone, e.g. thread_num=2 (repeatable)")
    ap.add_argument("--info-b", action="append", default=[], metavar="KEY=VALUE",
                    help="an INFO line for brain B alone")
    ap.add_argument("--max-plies", type=int, default=0,
                    help="adjudicate a draw after this many moves (0 = never)")
    ap.add_argument("--games", type=int, default=0,
                    help="stop after this many games (0 = twice the opening set, or until the SPRT ends)")
    ap.add_argument("--sprt", type=float, nargs=2, metavar=("ELO0", "ELO1"),
                    help="run an SPRT of H0: elo = ELO0 against H1: elo = ELO1")
    ap.add_argument("--alpha", type=float, default=0.05)
    ap.add_argument("--beta", type=float, default=0.05)
    ap.add_argument("--model", choices=["pentanomial", "trinomial"], default="pentanomial")
    ap.add_argument("--concurrency", type=int, default=1, help="games played at once")
    ap.add_argument("--shuffle", type=int, default=None, metavar="SEED",
                    help="shuffle the openings with this seed (default: file order)")
    ap.add_argument("--log", type=Path, help="append one JSON line per game and a summary")
    ap.add_argument("--resume", action="store_true",
                    help="count the games already in --log (a stopped match with the same "
                         "settings) and play only the rest")
    ap.add_argument("--quiet", action="store_true", help="only the final summary")
    args = ap.parse_args(argv)
    if args.turn_ms is None:
        args.turn_ms = NODE_LIMITED_TURN_MS if args.nodes else 100
    if args.concurrency < 1:
        ap.error("--concurrency must be at least 1")
    if args.resume and not args.log:
        ap.error("--resume needs --log")
    if not 0 <= args.nodes_spread < 1:
        ap.error("--nodes-spread must be in [0, 1)")
    for option in ("info_a", "info_b"):
        try:
            setattr(args, option, [(key, int(value)) for key, value in
                                   (item.split("=", 1) for item in getattr(args, option))])
        except ValueError:
            ap.error(f"--{option.replace('_', '-')} takes KEY=NUMBER")
    return args


class Match:
    """Schedules the games, pairs their results and runs the statistics."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.openings = load_openings(args.openings or DEFAULT_OPENINGS[args.rule])
        if args.shuffle is not None:
            random.Random(args.shuffle).shuffle(self.openings)
        self.limits = Limits(args.turn_ms, args.margin_ms, args.nodes, args.max_plies)
        self.tally = sprt.Tally()
        self.bounds = sprt.sprt_bounds(args.alpha, args.beta) if args.sprt else None
        self.verdict: Optional[str] = None
        # Per pair: its game index parity -> (A's score, the game's moves).
        self.pending: Dict[int, Dict[int, Tuple[float, tuple]]] = {}
        self.pairs_seen: set = set()
        self.repeated_pairs = 0
        self.last_pair = -1
        self.reasons: Dict[str, int] = {}
        # Per brain name: [replies, total ms, longest ms].
        self.reply_times: Dict[str, List[int]] = {}
        self.lock = threading.Lock()
        self.stop = threading.Event()
        self.log: Optional[TextIO] = None  # not yet: resumed games are not logged again
        self.played: set = self.resume() if args.resume else set()
        self.log = open(args.log, "a", encoding="utf-8") if args.log else None

    def resume(self) -> set:
        """Counts the games of a stopped match's log as if just played; returns
        their indexes. A game that this match would not have played the same way
        (another rule, opening set, node budget or pair of names) is an error."""
        played = set()
        log = self.args.log
        lines = log.read_text(encoding="utf-8").splitlines() if log.exists() else []
        for number, line in enumerate(lines, 1):
            try:
                row = json.loads(line)
                if row.get("summary"):
                    continue
                index = row["game"]
                pair, second = divmod(index, 2)
                names = (self.args.name_a, self.args.name_b)[::-1 if second else 1]
                ours = (index >= 0 and row["rule"] == self.args.rule
                        and (row["black"], row["white"]) == names
                        and row["opening"] == self.pass_opening(pair)
                        and row["nodes"] == self.pass_nodes(pair) and index not in played)
                first = "white" if len(opening_offsets(row["opening"])) % 2 else "black"
                rec = GameRecord(row["opening"], row["black"], row["white"],
                                 [tuple(m) for m in row["moves"]], row["times_ms"], row["depths"],
                                 first, WINNER_OF[row["result"]],
                                 row["reason"], row["detail"], row["seconds"])
            except (ValueError, KeyError, TypeError, AttributeError) as err:
                raise SystemExit(f"{log}:{number}: not a game of a match log ({err!r})")
            if not ours:
                raise SystemExit(f"{log}:{number}: game {index + 1} is not one of this "
                                 "match's (its rule, colours, opening or node budget differ, or "
                                 "it is there twice)")
            self.record(index, rec, quiet=True)
            played.add(index)
        if not self.args.quiet:
            print(f"resumed: {len(played)} games from {log}"
                  + (f"; {self.status()}" if self.tally.games else ""), flush=True)
        return played

    def total_games(self) -> int:
        if self.args.games:
            return self.args.games + self.args.games % 2
        if self.args.sprt:
            return 1 << 30  # until the test decides
        return 2 * len(self.openings)

    def pass_opening(self, pair: int) -> str:
        """The pair's opening, turned by the pass's symmetry of the board."""
        line = self.openings[pair % len(self.openings)]
        turn = (pair // len(self.openings)) % len(SYMMETRIES)
        if turn == 0:
            return line
        points = [SYMMETRIES[turn](dx, dy) for dx, dy in opening_offsets(line)]
        return ", ".join(f"{dx},{dy}" for dx, dy in points)

    def pair_key(self, opening: str, first: list, second: list) -> tuple:
        """The pair's two games, the same for every symmetry of them."""
        centre = self.args.size // 2
        stones = opening_offsets(opening)
        games = [[(x - centre, y - centre) for x, y in moves] for moves in (first, second)]
        return min(tuple(tuple(turn(x, y) for x, y in points) for points in (stones, *games))
                   for turn in SYMMETRIES)

    def pass_nodes(self, pair: int) -> int:
        """The node budget of both brains in this pair: --nodes in the first
        pass over the openings, then a budget seeded by the pass."""
        passes = pair // len(self.openings)
        if not self.args.nodes or passes == 0:
            return self.args.nodes
        shift = random.Random(passes).uniform(-1.0, 1.0) * self.args.nodes_spread
        return max(1, round(self.args.nodes * (1.0 + shift)))

    def play(self, index: int) -> Tuple[int, GameRecord]:
        """Game ``index``: pair index // 2, A takes black in the even game."""
        pair, second = divmod(index, 2)
        opening = self.pass_opening(pair)
        limits = dataclasses.replace(self.limits, nodes=self.pass_nodes(pair))
        a = {"cmd": self.args.brain_a, "name": self.args.name_a, "infos": self.args.info_a}
        b = {"cmd": self.args.brain_b, "name": self.args.name_b, "infos": self.args.info_b}
        black, white = (b, a) if second else (a, b)
        record = play_game({"black": black["cmd"], "white": white["cmd"]},
                           {"black": black["name"], "white": white["name"]},
                           opening, self.args.size, RULES[self.args.rule], limits,
                           {"black": black["infos"], "white": white["infos"]})
        return index, record

    def record(self, index: int, rec: GameRecord, quiet: bool = False) -> None:
        pair, second = divmod(index, 2)
        a_colour = "white" if second else "black"
        score = rec.score_of(a_colour)
        with self.lock:
            self.reasons[rec.reason] = self.reasons.get(rec.reason, 0) + 1
            for ply, ms in enumerate(rec.times_ms):
                name = rec.white if (rec.first_to_move == "white") == (ply % 2 == 0) else rec.black
                t = self.reply_times.setdefault(name, [0, 0, 0])
                t[0], t[1], t[2] = t[0] + 1, t[1] + ms, max(t[2], ms)
            self.pending.setdefault(pair, {})[second] = (score, rec.moves)
            self.last_pair = max(self.last_pair, pair)
            if len(self.pending[pair]) == 2:
                games = self.pending.pop(pair)
                key = self.pair_key(rec.opening, games[0][1], games[1][1])
                if key in self.pairs_seen:
                    self.repeated_pairs += 1
                else:
                    self.pairs_seen.add(key)
                    self.tally.add_pair(games[0][0], games[1][0])
                    self._check()
            if self.log:
                self.log.write(json.dumps({
                    "game": index, "pair": pair, "opening": rec.opening, "rule": self.args.rule,
                    "black": rec.black, "white": rec.white, "moves": rec.moves,
                    "result": RESULT_OF[rec.winner],
                    "reason": rec.reason, "detail": rec.detail, "score_a": score,
                    "nodes": self.pass_nodes(pair),
                    "times_ms": rec.times_ms, "depths": rec.depths,
                    "seconds": round(rec.seconds, 3)}) + "\n")
                self.log.flush()
            if not (self.args.quiet or quiet):
                print(f"game {index + 1}: {rec.black} - {rec.white} "
                      f"{ {'black': '1-0', 'white': '0-1', None: '1/2'}[rec.winner]} "
                      f"({rec.reason}{', ' + rec.detail if rec.detail else ''}, "
                      f"{len(rec.moves)} moves)", flush=True)
                if self.tally.games and len(self.pending.get(pair, {})) == 0:
                    print("  " + self.status(), flush=True)

    def _check(self) -> None:
        if not self.bounds:
            return
        value = self.llr()
        if value <= self.bounds[0]:
            self.verdict = "H0 accepted"
        elif value >= self.bounds[1]:
            self.verdict = "H1 accepted"
        if self.verdict:
            self.stop.set()

    def llr(self) -> float:
        counts, scores = self.tally.counts(self.args.model)
        return sprt.llr(counts, self.args.sprt[0], self.args.sprt[1], scores)

    def status(self) -> str:
        t = self.tally
        counts, scores = t.counts(self.args.model)
        text = (f"games {t.games} W-D-L {t.wins}-{t.draws}-{t.losses} "
                f"pairs {'-'.join(map(str, t.penta))} elo {sprt.elo_estimate(counts, scores)}")
        if self.bounds:
            text += f" LLR {self.llr():.2f} ({self.bounds[0]:.2f}, {self.bounds[1]:.2f})"
        if self.repeated_pairs:
            text += f" ({self.repeated_pairs} repeated pairs not counted)"
        return text

    def run(self) -> int:
        total = self.total_games()
        workers = self.args.concurrency
        with concurrent.futures.ThreadPoolExecutor(max_workers=workers) as pool:
            next_index = 0
            running = set()
            while True:
                while not self.stop.is_set() and next_index < total and len(running) < workers:
                    if next_index not in self.played:
                        running.add(pool.submit(self.play, next_index))
                    next_index += 1
                if not running:
                    break
                done, running = concurrent.futures.wait(
                    running, return_when=concurrent.futures.FIRST_COMPLETED)
                for future in done:
                    self.record(*future.result())
        summary = self.summary()
        print(summary["text"], flush=True)
        if self.log:
            self.log.write(json.dumps(summary) + "\n")
            self.log.close()
        return 0

    def first_pass_only(self) -> bool:
        """A verdict at fixed nodes from the first pass alone: a rerun, shuffled
        or not, replays these same deterministic games, so it confirms nothing."""
        return bool(self.verdict and self.args.nodes and self.last_pair < len(self.openings))

    def summary(self) -> dict:
        t = self.tally
        counts, scores = t.counts(self.args.model)
        est = sprt.elo_estimate(counts, scores) if t.games else None

        def finite(value: Optional[float]) -> Optional[float]:
            return value if value is not None and math.isfinite(value) else None
        verdict = self.verdict or ("inconclusive" if self.bounds else "")
        text = (f"{self.args.name_a} vs {self.args.name_b}, {self.args.rule}: " + self.status() +
                (f" -> {verdict}" if verdict else "") +
                (f"\nwarning: decided inside the first pass ({self.last_pair + 1} of "
                 f"{len(self.openings)} openings): confirm on other games (another --nodes, "
                 "or past the first pass)" if self.first_pass_only() else "") +
                f"\nendings: {', '.join(f'{k} {v}' for k, v in sorted(self.reasons.items()))}" +
                "".join(f"\n{name}: {n} replies, {total / n:.0f} ms on average, {top} ms at most"
                        for name, (n, total, top) in sorted(self.reply_times.items()) if n))
        return {"summary": True, "a": self.args.name_a, "b": self.args.name_b,
                "rule": self.args.rule, "games": t.games, "wins": t.wins, "draws": t.draws,
                "losses": t.losses, "pentanomial": t.penta,
                "repeated_pairs": self.repeated_pairs,
                "elo": finite(est.elo if est else None),
                "elo_low": finite(est.low if est else None),
                "elo_high": finite(est.high if est else None),
                "llr": self.llr() if self.bounds and t.games else None,
                "bounds": self.bounds, "sprt": self.args.sprt, "verdict": verdict,
                "first_pass_only": self.first_pass_only(),
                "endings": self.reasons,
                "reply_ms": {name: {"replies": n, "mean": total / n, "max": top}
                             for name, (n, total, top) in self.reply_times.items() if n},
                "turn_ms": self.args.turn_ms, "nodes": self.args.nodes,
                "nodes_spread": self.args.nodes_spread,
                "text": text}


def main(argv: Optional[Sequence[str]] = None) -> int:
    args = parse_args(argv)
    for brain in (args.brain_a, args.brain_b):
        first = brain.split()[0]
        if os.sep in first and not os.access(first, os.X_OK):
            raise SystemExit(f"{first}: not an executable")
    started = time.monotonic()
    status = Match(args).run()
    if not args.quiet:
        print(f"({time.monotonic() - started:.0f} s)")
    return status


if __name__ == "__main__":
    sys.exit(main())
