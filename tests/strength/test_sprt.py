#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""The harness's statistics against values worked out by hand or in closed form."""
import math
import random
import sys
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import sprt  # noqa: E402


class EloTest(unittest.TestCase):
    def test_known_scores(self):
        self.assertEqual(sprt.elo_of_score(0.5), 0.0)
        # 3:1 odds: 400 * log10(3).
        self.assertAlmostEqual(sprt.elo_of_score(0.75), 190.848501887865, places=9)
        self.assertAlmostEqual(sprt.elo_of_score(0.25), -190.848501887865, places=9)
        self.assertEqual(sprt.elo_of_score(1.0), math.inf)
        self.assertEqual(sprt.elo_of_score(0.0), -math.inf)

    def test_expected_score_inverts_elo(self):
        for elo in (-400, -35.5, 0, 10, 200, 800):
            self.assertAlmostEqual(sprt.elo_of_score(sprt.expected_score(elo)), elo, places=9)
        # 400 Elo stronger: odds of 10 to 1.
        self.assertAlmostEqual(sprt.expected_score(400), 10 / 11, places=12)

    def test_interval_of_a_trinomial(self):
        # 60 wins, 20 draws, 20 losses: score 0.7, per-game variance
        # (60*0.3^2 + 20*0.2^2 + 20*0.7^2)/100 = 0.16, standard error 0.04,
        # so the score lies in 0.7 -+ 1.96*0.04 = [0.62160, 0.77840].
        est = sprt.elo_estimate([20, 20, 60], sprt.TRINOMIAL_SCORES)
        self.assertAlmostEqual(est.score, 0.7)
        self.assertAlmostEqual(est.elo, 400 * math.log10(7 / 3), places=9)
        self.assertAlmostEqual(est.low, 86.2, places=1)
        self.assertAlmostEqual(est.high, 218.3, places=1)
        self.assertGreater(est.los, 0.999)

    def test_interval_of_pairs_is_from_pair_variance(self):
        # Every pair split 1-1: score exactly 0.5 with no spread at all.
        est = sprt.elo_estimate([0, 0, 7, 0, 0], sprt.PENTANOMIAL_SCORES)
        self.assertEqual((est.elo, est.low, est.high, est.los), (0.0, 0.0, 0.0, 0.5))
        # The same games counted one by one look far noisier.
        games = sprt.elo_estimate([7, 0, 7], sprt.TRINOMIAL_SCORES)
        self.assertLess(games.low, -100)


class SprtTest(unittest.TestCase):
    def test_bounds(self):
        low, high = sprt.sprt_bounds(0.05, 0.05)
        self.assertAlmostEqual(low, -2.9444389791664403, places=12)
        self.assertAlmostEqual(high, 2.9444389791664403, places=12)
        low, high = sprt.sprt_bounds(0.05, 0.1)
        self.assertAlmostEqual(low, math.log(0.1 / 0.95))
        self.assertAlmostEqual(high, math.log(0.9 / 0.05))
        with self.assertRaises(ValueError):
            sprt.sprt_bounds(0, 0.05)

    def test_two_outcomes_give_the_classical_sprt(self):
        # With wins and losses only, the constrained maximum likelihood is the
        # binomial itself: LLR = W ln(s1/s0) + L ln((1-s1)/(1-s0)).
        s0, s1 = 0.5, sprt.expected_score(10)
        closed = 60 * math.log(s1 / s0) + 40 * math.log((1 - s1) / (1 - s0))
        self.assertAlmostEqual(closed, 0.534230912016598, places=12)
        # The unseen draws count 1e-3: a difference in the fifth decimal.
        self.assertAlmostEqual(sprt.llr([40, 0, 60], 0, 10), closed, places=4)

    def test_long_runs_agree_with_the_normal_approximation(self):
        counts = [100, 400, 1000, 420, 110]
        exact = sprt.llr(counts, 0, 10)
        approx = sprt.llr_normal(counts, 0, 10, sprt.PENTANOMIAL_SCORES)
        self.assertAlmostEqual(exact, -1.2947512890, places=8)
        self.assertLess(abs(exact - approx) / abs(approx), 0.01)

    def test_mirror_symmetry(self):
        # Swapping the players mirrors the outcomes and the hypotheses.
        counts = [3, 11, 20, 9, 6]
        self.assertAlmostEqual(sprt.llr(counts, 0, 10), -sprt.llr(counts[::-1], -10, 0), places=9)
        tri = [30, 12, 41]
        self.assertAlmostEqual(sprt.llr(tri, -5, 5), -sprt.llr(tri[::-1], -5, 5), places=9)

    def test_a_short_streak_is_weak_evidence(self):
        # Two pairs won 2-0 prove little: about 2 ln(s1/s0) (the mass moved
        # to the unseen outcomes decides), nowhere near the bound.
        value = sprt.llr([0, 0, 0, 0, 2], 0, 10)
        self.assertGreater(value, 0)
        self.assertLess(value, 0.1)
        self.assertEqual(sprt.llr([0, 0, 0, 0, 0], 0, 10), 0.0)

    def test_llr_grows_with_wins(self):
        weaker = sprt.llr([10, 20, 40, 20, 10], 0, 10)
        stronger = sprt.llr([10, 20, 40, 25, 10], 0, 10)
        self.assertLess(weaker, stronger)
        with self.assertRaises(ValueError):
            sprt.llr([1, 2], 0, 10)
        with self.assertRaises(ValueError):
            sprt.llr([1, -1, 2], 0, 10)

    def simulate(self, true_elo, rng, elo0=0.0, elo1=50.0):
        """One SPRT over simulated pairs of a player true_elo stronger
        (draw-free games, as in gomoku): True when H1 is accepted."""
        low, high = sprt.sprt_bounds(0.05, 0.05)
        p = sprt.expected_score(true_elo)
        tally = sprt.Tally()
        while True:
            tally.add_pair(float(rng.random() < p), float(rng.random() < p))
            value = sprt.llr(tally.penta, elo0, elo1)
            if value <= low or value >= high:
                return value >= high

    def test_error_rates_in_simulated_matches(self):
        # Far outside the indifference zone the test must decide right
        # nearly always (alpha = beta = 5%; here much better still).
        rng = random.Random(13)
        runs = 30
        self.assertGreaterEqual(sum(self.simulate(120, rng) for _ in range(runs)), runs - 2)
        self.assertLessEqual(sum(self.simulate(-70, rng) for _ in range(runs)), 2)


class TallyTest(unittest.TestCase):
    def test_pairs_and_games(self):
        t = sprt.Tally()
        t.add_pair(1.0, 0.5)
        t.add_pair(0.0, 1.0)
        t.add_pair(0.0, 0.0)
        self.assertEqual(t.penta, [1, 0, 1, 1, 0])
        self.assertEqual((t.wins, t.draws, t.losses, t.games), (2, 1, 3, 6))
        self.assertEqual(t.counts("trinomial")[0], [3, 1, 2])
        with self.assertRaises(ValueError):
            t.add_game(0.7)


if __name__ == "__main__":
    unittest.main()
