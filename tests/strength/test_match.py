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
from game import GameRecord, parse_opening  # noqa: E402

PBRAIN = ""
SMOKE_OPENINGS = HERE / "openings" / "smoke.txt"
BLACK_BOTH = ("black", "black")  # each side wins once, as black
A_BOTH = ("black", "white")      # A wins both
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


class RepeatTest(unittest.TestCase):
    """Later passes over the openings, and pairs that bring nothing new."""

    def match(self, *extra):
        openings = Path(self.tmp.name) / "two.txt"
        openings.write_text("0,0, 1,0, 0,1\n2,1, -1,0\n")
        return match.Match(match.parse_args(["a", "b", "--nodes", "1000", "--quiet",
                                             "--openings", str(openings), *extra]))

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()

    def tearDown(self):
        self.tmp.cleanup()

    def test_first_pass_as_given_later_passes_turned(self):
        m = self.match()
        self.assertEqual([m.pass_opening(p) for p in range(2)], ["0,0, 1,0, 0,1", "2,1, -1,0"])
        self.assertEqual(m.pass_nodes(1), 1000)
        # Pass 1 (pairs 2, 3): a quarter turn, (x, y) -> (-y, x), and another budget.
        self.assertEqual(m.pass_opening(2), "0,0, 0,1, -1,0")
        self.assertEqual(m.pass_opening(3), "-1,2, 0,-1")
        self.assertEqual(m.pass_nodes(2), m.pass_nodes(3))
        self.assertNotEqual(m.pass_nodes(2), 1000)
        self.assertLessEqual(abs(m.pass_nodes(2) - 1000), 100)
        # The ninth pass (pair 16) turns the openings back, with its own budget.
        self.assertEqual(m.pass_opening(16), "0,0, 1,0, 0,1")
        self.assertNotEqual(m.pass_nodes(16), m.pass_nodes(2))
        self.assertEqual(self.match("--nodes-spread", "0").pass_nodes(2), 1000)

    def play(self, m, pair, opening, winners, moves):
        """The pair's two games, A black in the first; winners: the winning colour of each."""
        for second in (0, 1):
            names = ("B", "A") if second else ("A", "B")
            m.record(2 * pair + second, GameRecord(
                opening=opening, black=names[0], white=names[1], moves=moves[second],
                winner=winners[second], reason="five"))

    def test_a_repeated_pair_is_not_counted(self):
        m = self.match()
        first = [[(7, 9), (8, 8)], [(6, 6), (9, 9)]]
        self.play(m, 0, "0,0, 1,0, 0,1", BLACK_BOTH, first)
        # The same two games turned a quarter, (x, y) -> (-y, x) about (7, 7): a repeat.
        turned = [[(14 - y, x) for x, y in game] for game in first]
        self.play(m, 2, "0,0, 0,1, -1,0", BLACK_BOTH, turned)
        self.assertEqual((m.tally.games, m.repeated_pairs), (2, 1))
        # One move different: new evidence.
        self.play(m, 4, "0,0, 1,0, 0,1", BLACK_BOTH, [[(7, 9), (8, 9)], first[1]])
        self.assertEqual((m.tally.games, m.repeated_pairs), (4, 1))
        self.assertIn("1 repeated pairs not counted", m.status())
        self.assertEqual(m.summary()["repeated_pairs"], 1)

    def test_a_verdict_inside_the_first_pass_is_flagged(self):
        # A wide test: two won pairs decide it, one does not.
        loose = ("--sprt", "0", "400", "--alpha", "0.3", "--beta", "0.3")
        won = [[(7, 9), (8, 8)], [(6, 6), (9, 9)]]
        early = self.match(*loose)
        self.play(early, 0, "0,0, 1,0, 0,1", A_BOTH, won)
        self.assertIsNone(early.verdict)
        self.play(early, 1, "2,1, -1,0", A_BOTH, [[(5, 5)], [(4, 4)]])
        self.assertEqual(early.verdict, "H1 accepted")
        self.assertTrue(early.summary()["first_pass_only"])
        self.assertIn("warning: decided inside the first pass (2 of 2 openings)",
                      early.summary()["text"])
        # The same verdict with a pair from the second pass is on other games.
        later = self.match(*loose)
        self.play(later, 0, "0,0, 1,0, 0,1", A_BOTH, won)
        self.play(later, 2, "0,0, 0,1, -1,0", A_BOTH, [[(5, 5)], [(4, 4)]])
        self.assertEqual(later.verdict, "H1 accepted")
        self.assertFalse(later.summary()["first_pass_only"])
        self.assertNotIn("warning", later.summary()["text"])


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

    def test_a_stopped_match_resumes_from_its_log(self):
        with tempfile.TemporaryDirectory() as tmp:
            log = Path(tmp) / "games.jsonl"

            def play(games, nodes="2000"):
                with contextlib.redirect_stdout(io.StringIO()):
                    return match.main([PBRAIN, PBRAIN, "--nodes", nodes, "--max-plies", "6",
                                       "--openings", str(SMOKE_OPENINGS), "--log", str(log),
                                       "--quiet", "--resume", "--games", games])
            play("2")
            first = log.read_text().splitlines()
            play("4")
            rows = [json.loads(line) for line in log.read_text().splitlines()]
            self.assertEqual(log.read_text().splitlines()[:3], first)
            games = [r for r in rows if not r.get("summary")]
            # Games 0 and 1 are not played again; the summary counts all four.
            self.assertEqual(sorted(g["game"] for g in games), [0, 1, 2, 3])
            self.assertEqual(rows[-1]["games"], 4)
            # Another node budget would not have played the logged games.
            with self.assertRaisesRegex(SystemExit, "game 1 is not one of this match's"):
                play("6", nodes="3000")
            self.assertEqual(len(log.read_text().splitlines()), len(rows))
            with log.open("a") as f:
                f.write('{"game": 4}\n')
            with self.assertRaisesRegex(SystemExit, f"{log}:{len(rows) + 1}: not a game"):
                play("6")

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
