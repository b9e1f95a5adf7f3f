#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""select_openings.py: the keep/drop rule, the logs as evidence, and whole
runs with fake brains whose results do or do not depend on their budget."""
import contextlib
import io
import json
import re
import sys
import tempfile
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import select_openings as so  # noqa: E402
import make_openings as mo  # noqa: E402
import gomoku  # noqa: E402  (make_openings put the binding on the path)
from balance import read_games  # noqa: E402
from game import opening_offsets  # noqa: E402
from match import load_openings  # noqa: E402

FAKE = f"{sys.executable} {HERE / 'fake_brain.py'}"
SCHEDULE = ((100, 200), (200, 100), (300, 400))


def never_played(*_args):
    raise AssertionError("a game was played")


def scripted(winners):
    """A player that returns the given winners in turn and records its calls."""
    calls = []

    def play(line, black_nodes, white_nodes):
        calls.append((line, black_nodes, white_nodes))
        return winners[len(calls) - 1]
    return play, calls


class RuleTest(unittest.TestCase):
    def test_mixed(self):
        self.assertFalse(so.mixed([]))
        self.assertFalse(so.mixed(["black", "black"]))
        self.assertFalse(so.mixed(["white"]))
        self.assertTrue(so.mixed(["black", "white"]))
        self.assertTrue(so.mixed([None]))  # a draw: neither colour won it
        self.assertTrue(so.mixed(["white", None]))

    def test_min_share(self):
        one_in_eleven = ["black"] * 10 + ["white"]
        self.assertTrue(so.mixed(one_in_eleven))
        self.assertFalse(so.mixed(one_in_eleven, 0.1))
        self.assertTrue(so.mixed(one_in_eleven[1:], 0.1))  # 1 in 10
        self.assertTrue(so.mixed(["black", None], 0.4))
        self.assertFalse(so.mixed(["white"] * 4 + [None], 0.25))

    def test_nearly_one_sided_logs_drop_unplayed_and_few_are_played_on(self):
        logs = ["black"] * 9 + ["white"]  # white failed 9 times, black once: 10%
        self.assertTrue(so.judge("0,0", logs, SCHEDULE, never_played, 8, 0.1).kept)
        v = so.judge("0,0", ["black"] + logs, SCHEDULE, never_played, 8, 0.1)
        self.assertEqual((v.kept, v.how), (False, "dropped by logs"))
        play, calls = scripted(["white", "black", "black"])
        v = so.judge("0,0", ["black"] * 6 + ["white"], SCHEDULE, play, 8, 0.2)
        self.assertTrue(v.kept)  # 2 in 8 after the first game played
        self.assertEqual(v.played, ["white"])

    def test_logs_that_show_both_colours_keep_without_playing(self):
        v = so.judge("0,0", ["black", "black", "white"], SCHEDULE, never_played, 8)
        self.assertTrue(v.kept)
        self.assertEqual((v.how, v.played), ("logs", []))

    def test_enough_one_sided_logs_drop_without_playing(self):
        v = so.judge("0,0", ["white"] * 3, SCHEDULE, never_played, 3)
        self.assertFalse(v.kept)
        self.assertEqual(v.how, "dropped by logs")

    def test_plays_in_schedule_order_until_both_colours_failed_once(self):
        play, calls = scripted(["black", "white", "black"])
        v = so.judge("1,1", [], SCHEDULE, play, 8)
        self.assertTrue(v.kept)
        self.assertEqual(v.played, ["black", "white"])
        self.assertEqual(calls, [("1,1", 100, 200), ("1,1", 200, 100)])

    def test_few_logs_count_with_the_played_games(self):
        play, calls = scripted(["black"])
        v = so.judge("1,1", ["white"], SCHEDULE, play, 8)
        self.assertTrue(v.kept)
        self.assertEqual((v.how, len(calls)), ("played", 1))

    def test_one_colour_winning_the_whole_schedule_drops(self):
        play, calls = scripted(["white"] * 3)
        v = so.judge("1,1", [], SCHEDULE, play, 8)
        self.assertFalse(v.kept)
        self.assertEqual(len(calls), 3)

    def test_schedule_parsing(self):
        self.assertEqual(so.parse_schedule("1:2,30:4"), ((1, 2), (30, 4)))
        for bad in ("1:2,3", "a:b", "0:5", ""):
            with self.assertRaises(Exception):
                so.parse_schedule(bad)


class EvidenceTest(unittest.TestCase):
    def test_symmetric_images_are_one_position_and_other_rules_are_ignored(self):
        rows = [{"opening": "0,0, 1,0, 0,1", "rule": "renju", "result": "1-0"},
                # the same position turned a quarter (a later pass of match.py)
                {"opening": "0,0, 0,1, -1,0", "rule": "renju", "result": "0-1"},
                {"opening": "0,0, 1,0, 0,1", "rule": "freestyle", "result": "1-0"},
                {"summary": True}]
        with tempfile.TemporaryDirectory() as tmp:
            log = Path(tmp) / "m.jsonl"
            log.write_text("".join(json.dumps(r) + "\n" for r in rows))
            # Named twice, counted once.
            found = so.logged_winners([log, Path(tmp) / "." / "m.jsonl"], "renju")
        key = mo.canonical(((0, 0), (1, 0), (0, 1)))
        self.assertEqual(found, {key: ["black", "white"]})


def run(*args):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        assert so.main([*map(str, args)]) == 0
    return out.getvalue()


class RunTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.dir = Path(self.tmp.name)
        self.set = self.dir / "cands.txt"
        # Black to move after the first, white after the second; the third is
        # the first's position mirrored (a duplicate, judged once).
        self.set.write_text("# two openings\n0,0, 1,0\n0,0, 2,1, -1,0  # a comment\n0,0, -1,0\n")

    def tearDown(self):
        self.tmp.cleanup()

    def select(self, mode, *extra):
        return run("--rule", "freestyle", "--brain", f"{FAKE} {mode}", "--candidates", self.set,
                   "--schedule", "40000:60000,60000:40000,30000:90000", *extra)

    def body(self, text):
        return [ln for ln in text.splitlines() if not ln.startswith("#")]

    def test_a_budget_sensitive_brain_keeps_every_opening(self):
        log = self.dir / "games.jsonl"
        text = self.select("budget", "--log", log)
        # The side below 50 000 nodes forfeits: the first game goes to the
        # 60 000 side (white), the second to black: kept after two games.
        self.assertEqual(self.body(text), ["0,0, 1,0  # 0-0-0 1-0-1",
                                           "0,0, 2,1, -1,0  # 0-0-0 1-0-1"])
        self.assertIn("2 played (4 games, 4 forfeits), of which 2 kept; 2 kept in all", text)
        self.assertIn("--schedule 40000:60000,60000:40000,30000:90000", text)
        games = read_games([log])
        self.assertEqual([(g["nodes_black"], g["nodes_white"], g["result"]) for g in games],
                         [(40000, 60000, "0-1"), (60000, 40000, "1-0")] * 2)
        # Deterministic: a second run writes the same file but for its time.
        untimed = re.compile(r" in \d+ s,")
        again = self.select("budget", "--log", log)
        self.assertEqual(untimed.sub("", again), untimed.sub("", text))

    def test_a_brain_that_always_loses_its_move_keeps_nothing(self):
        # The side to move after the opening forfeits every game.
        text = self.select("garbage")
        self.assertEqual(self.body(text), [])
        self.assertIn("2 played (6 games, 6 forfeits), of which 0 kept; 0 kept in all", text)

    def test_logs_decide_before_any_game_and_count_stops(self):
        log = self.dir / "past.jsonl"
        log.write_text("".join(json.dumps({"opening": "0,0, 1,0", "rule": "freestyle",
                                           "result": r}) + "\n" for r in ("1-0", "0-1")))
        text = self.select("garbage", "--evidence", log, "--count", "1")
        self.assertEqual(self.body(text), ["0,0, 1,0  # 1-0-1 0-0-0"])
        self.assertIn("Of 1 candidates judged: 1 kept by the logs alone", text)
        self.assertIn("0 played (0 games", text)

    def test_max_games_stops_after_the_candidate_under_way(self):
        text = self.select("garbage", "--max-games", "2")
        self.assertIn("Of 1 candidates judged:", text)
        self.assertIn("(3 games, 3 forfeits)", text)

    def test_fresh_candidates_are_new_and_playable(self):
        text = run("--rule", "renju", "--brain", f"{FAKE} budget", "--candidates", self.set,
                   "--fresh", "3", "--seed", "5", "--schedule", "40000:60000,60000:40000")
        lines = self.body(text)
        self.assertEqual(len(lines), 5)
        names = {mo.canonical(tuple(zip(*[iter(int(v) for v in
                                               ln.split("#")[0].replace(",", " ").split())] * 2)))
                 for ln in lines}
        self.assertEqual(len(names), 5)


class CommittedSetsTest(unittest.TestCase):
    def test_even_sets_are_what_their_headers_say(self):
        for rule in ("freestyle", "renju"):
            path = HERE / "openings" / f"{rule}-even.txt"
            text = path.read_text()
            openings = load_openings(path)
            kept = int(re.search(r"(\d+) kept in all", text).group(1))
            self.assertEqual(len(openings), kept, rule)
            self.assertGreaterEqual(kept, 100, rule)
            self.assertIn(f"--rule {rule}", text)
            names = set()
            for line in openings:
                names.add(mo.canonical(tuple(opening_offsets(line))))
                with gomoku.Board(15, 15, rule=mo.RULES[rule]) as board:
                    board.apply_opening(line)
                    self.assertFalse(board.is_over, line)
            self.assertEqual(len(names), kept, f"{rule}: two openings are one position")
            # Every line's record shows each colour failing to win the header's share.
            share = int(re.search(r"in (\d+)% of the games", text).group(1)) / 100
            self.assertEqual(share, so.DEFAULT_MIN_SHARE)
            for raw in text.splitlines():
                if raw.startswith("#"):
                    continue
                logged, played = raw.split("#", 1)[1].split()
                w, d, l = (int(logged.split("-")[i]) + int(played.split("-")[i]) for i in range(3))
                self.assertTrue(so.mixed(["black"] * w + [None] * d + ["white"] * l, share), raw)


if __name__ == "__main__":
    unittest.main()
