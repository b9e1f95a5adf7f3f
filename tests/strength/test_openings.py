#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""make_openings.py: one name per position, a tiny reproducible run, and
the committed sets are well-formed, playable and distinct."""
import contextlib
import io
import re
import sys
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import make_openings as mo  # noqa: E402
import gomoku  # noqa: E402  (make_openings put the binding on the path)
from match import DEFAULT_OPENINGS, load_openings  # noqa: E402

TINY = ["--count", "2", "--candidates", "6", "--screen-nodes", "500",
        "--finalists", "3", "--nodes", "2000"]


def generate(*args):
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        assert mo.main(list(args)) == 0
    return out.getvalue()


class OpeningsTest(unittest.TestCase):
    def test_canonical_is_the_same_for_every_symmetry_and_order(self):
        stones = ((0, 0), (1, 2), (-3, 1), (2, -1), (0, 3))
        name = mo.canonical(stones)
        for f in mo.SYMMETRIES:
            image = tuple(f(x, y) for x, y in stones)
            self.assertEqual(mo.canonical(image), name)
        # The same stones of each colour in another order: the same position.
        swapped = (stones[2], stones[3], stones[0], stones[1], stones[4])
        self.assertEqual(mo.canonical(swapped), name)
        # Colours matter: black's and white's stones exchanged is another position.
        self.assertNotEqual(mo.canonical(stones[1:] + stones[:1]), name)

    def test_a_tiny_run_is_reproducible_and_playable(self):
        first = generate("--rule", "renju", *TINY)
        # Everything but the time it took is the same on a second run.
        untimed = re.compile(r" in \d+ s:")
        second = generate("--rule", "renju", *TINY)
        self.assertEqual(untimed.sub("", second), untimed.sub("", first))
        lines = [ln for ln in first.splitlines() if not ln.startswith("#")]
        self.assertEqual(len(lines), 2)
        self.assertIn("--finalists 3 --nodes 2000 --seed 2026", first)
        for line in lines:
            opening, _, scores = line.partition("#")
            self.assertEqual(len(scores.split()), 2)
            with gomoku.Board(15, 15, rule=gomoku.Rule.RENJU) as board:
                board.apply_opening(opening)
                self.assertFalse(board.is_over)

    def test_committed_sets(self):
        for rule in ("freestyle", "renju"):
            openings = load_openings(DEFAULT_OPENINGS[rule])
            self.assertEqual(len(openings), 40, rule)
            names = set()
            for line in openings:
                numbers = [int(v) for v in line.replace(",", " ").split()]
                stones = tuple(zip(numbers[0::2], numbers[1::2]))
                self.assertTrue(mo.MIN_STONES <= len(stones) <= mo.MAX_STONES, line)
                names.add(mo.canonical(stones))
                with gomoku.Board(15, 15, rule=mo.RULES[rule]) as board:
                    board.apply_opening(line)
                    self.assertFalse(board.is_over, line)
            self.assertEqual(len(names), 40, f"{rule}: two openings are one position")


if __name__ == "__main__":
    unittest.main()
