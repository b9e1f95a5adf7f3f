#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""balance.py: black's score and the per-opening counts from a hand-made log."""
import contextlib
import io
import json
import sys
import tempfile
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import balance  # noqa: E402


def game(opening, result):
    return {"game": 0, "pair": 0, "opening": opening, "black": "A", "white": "B",
            "result": result, "moves": [], "reason": "five"}


# Opening a: black won twice; b: white won twice; c: one each; d: a draw and
# a black win; e: played once (a single game cannot show a colour always wins).
GAMES = [game("a", "1-0"), game("a", "1-0"), game("b", "0-1"), game("b", "0-1"),
         game("c", "1-0"), game("c", "0-1"), game("d", "1/2-1/2"), game("d", "1-0"),
         game("e", "1-0")]


class BalanceTest(unittest.TestCase):
    def test_figures(self):
        b = balance.balance(GAMES)
        self.assertEqual(b["games"], 9)
        self.assertEqual((b["black_wins"], b["draws"], b["white_wins"]), (5, 1, 3))
        self.assertAlmostEqual(b["black_score"], 5.5 / 9)
        self.assertLess(b["black_score_low"], b["black_score"])
        self.assertGreater(b["black_score_high"], b["black_score"])
        self.assertEqual(b["openings"], 5)
        self.assertEqual((b["always_black"], b["always_white"], b["mixed"]), (1, 1, 2))
        self.assertEqual([o["opening"] for o in b["per_opening"]], list("abcde"))
        self.assertEqual([o["black_score"] for o in b["per_opening"]], [1.0, 0.0, 0.5, 0.75, 1.0])

    def test_reads_logs_and_skips_summaries(self):
        with tempfile.TemporaryDirectory() as tmp:
            log = Path(tmp) / "games.jsonl"
            rows = GAMES[:4] + [{"summary": True, "games": 4}]
            log.write_text("".join(json.dumps(r) + "\n" for r in rows))
            self.assertEqual(len(balance.read_games([log])), 4)
            out = io.StringIO()
            with contextlib.redirect_stdout(out):
                self.assertEqual(balance.main([str(log), "--json"]), 0)
            self.assertEqual(json.loads(out.getvalue())["black_score"], 0.5)

    def test_empty_log_fails(self):
        with tempfile.TemporaryDirectory() as tmp:
            log = Path(tmp) / "empty.jsonl"
            log.write_text("")
            with contextlib.redirect_stderr(io.StringIO()):
                self.assertEqual(balance.main([str(log)]), 1)


if __name__ == "__main__":
    unittest.main()
