#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""Smoke matches of the harness: a real brain (the pbrain-gomoku given as
the first argument) against itself with a node limit, and against brains
that break the rules, which must forfeit."""
import contextlib
import io
import json
import sys
import tempfile
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import match  # noqa: E402
import gomoku  # noqa: E402  (match put the binding on the path)
from game import parse_opening  # noqa: E402

PBRAIN = ""
SMOKE_OPENINGS = HERE / "openings" / "smoke.txt"
FAKE = f"{sys.executable} {HERE / 'fake_brain.py'}"


def run(*args):
    """Runs a match; returns (game records, summary) from its JSON log."""
    with tempfile.TemporaryDirectory() as tmp:
        log = Path(tmp) / "games.jsonl"
        with contextlib.redirect_stdout(io.StringIO()):
            status = match.main([*map(str, args), "--openings", str(SMOKE_OPENINGS),
                                 "--log", str(log), "--quiet"])
        assert status == 0
        rows = [json.loads(line) for line in log.read_text().splitlines()]
    return [r for r in rows if not r.get("summary")], rows[-1]


def replay(game, rule):
    """Replays a logged game through the referee; returns the board's result."""
    board = gomoku.Board(15, 15, rule=rule)
    for x, y in parse_opening(game["opening"], 15, 15):
        board.play(x, y)
    for x, y in game["moves"]:
        board.play(x, y)
    return board


class SmokeTest(unittest.TestCase):
    def test_node_limited_self_play(self):
        games, summary = run(PBRAIN, PBRAIN, "--nodes", "3000", "--games", "2",
                             "--max-plies", "8", "--sprt", "0", "10")
        self.assertEqual(len(games), 2)
        self.assertEqual(summary["games"], 2)
        # Same opening, colours swapped: brain A is black in the first game.
        self.assertEqual(games[0]["opening"], games[1]["opening"])
        self.assertEqual((games[0]["black"], games[1]["black"]), ("A", "B"))
        for game in games:
            self.assertIn(game["reason"], ("adjudicated", "five"))
            self.assertLessEqual(len(game["moves"]), 8)
            self.assertEqual(len(game["times_ms"]), len(game["moves"]))
            board = replay(game, gomoku.Rule.FREESTYLE)
            self.assertEqual(board.is_over, game["reason"] == "five")
        replies = summary["reply_ms"]
        self.assertEqual(replies["A"]["replies"] + replies["B"]["replies"],
                         sum(len(g["moves"]) for g in games))
        # The opening has three stones, so white replies first: B in game 1, A in game 2.
        self.assertEqual(replies["B"]["replies"],
                         (len(games[0]["moves"]) + 1) // 2 + len(games[1]["moves"]) // 2)
        self.assertEqual(summary["verdict"], "inconclusive")
        self.assertIsNotNone(summary["llr"])

    def test_node_limit_makes_self_play_repeatable(self):
        first, _ = run(PBRAIN, PBRAIN, "--nodes", "2000", "--games", "2", "--max-plies", "6")
        second, _ = run(PBRAIN, PBRAIN, "--nodes", "2000", "--games", "2", "--max-plies", "6")
        self.assertEqual([g["moves"] for g in first], [g["moves"] for g in second])

    def test_info_for_one_brain(self):
        # max_depth 1 for B alone: its replies report depth 1, A's go deeper.
        games, _ = run(PBRAIN, PBRAIN, "--nodes", "3000", "--games", "2", "--max-plies", "6",
                       "--info-b", "max_depth=1")
        for game in games:
            stones = len(parse_opening(game["opening"], 15, 15))
            first = game["black"] if stones % 2 == 0 else game["white"]
            depths = {first: game["depths"][0::2],
                      ("B" if first == "A" else "A"): game["depths"][1::2]}
            self.assertEqual(set(depths["B"]), {1})
            self.assertGreater(max(depths["A"]), 1)

    def test_renju_self_play_is_legal(self):
        games, _ = run(PBRAIN, PBRAIN, "--rule", "renju", "--nodes", "3000", "--games", "2",
                       "--max-plies", "8")
        for game in games:
            self.assertIn(game["reason"], ("adjudicated", "five"))
            replay(game, gomoku.Rule.RENJU)

    def forfeits(self, mode, reason, *extra):
        games, summary = run(PBRAIN, f"{FAKE} {mode}", "--nodes", "2000", "--games", "2",
                             "--name-b", mode, *extra)
        for game in games:
            self.assertEqual(game["reason"], reason, game["detail"])
            self.assertEqual(game["score_a"], 1.0)
        self.assertEqual((summary["wins"], summary["losses"]), (2, 0))
        return games

    def test_illegal_move_forfeits(self):
        games = self.forfeits("occupied", "illegal")
        self.assertIn("occupied", games[0]["detail"].lower())

    def test_garbage_reply_forfeits(self):
        self.forfeits("garbage", "illegal")

    def test_slow_reply_forfeits(self):
        # 200 ms per move, a 100 ms margin: the fake answers after 3 s.
        self.forfeits("slow", "time", "--turn-ms", "200")

    def test_crash_forfeits(self):
        self.forfeits("crash", "crash")

    def test_weak_brain_loses_on_the_board(self):
        games, summary = run(PBRAIN, f"{FAKE} scan", "--nodes", "5000", "--games", "2")
        self.assertEqual([g["reason"] for g in games], ["five", "five"])
        self.assertEqual(summary["wins"], 2)


if __name__ == "__main__":
    PBRAIN = sys.argv.pop(1)
    unittest.main()
