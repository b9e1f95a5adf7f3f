# SPDX-License-Identifier: MIT
"""Match statistics: Elo from a score, its 95% interval, and the sequential
probability ratio test (SPRT) that accepts or rejects a change on evidence.

The model is the one chess engine testing uses (fishtest, OpenBench,
cutechess): logistic Elo, expected score ``s = 1 / (1 + 10^(-elo/400))``.
Results are counted either per game (trinomial: loss, draw, win) or per
pair of games on one opening with colours swapped (pentanomial: the pair
scores 0, 1/4, 1/2, 3/4 or 1). Pairs are the better model: the two games of
a pair share their opening, so counting them apart overstates the evidence.

The log-likelihood ratio is the generalised SPRT of fishtest: for each
hypothesis the multinomial of highest likelihood whose mean is that
hypothesis's score (a one-dimensional root, found by bisection), and
``LLR = N * sum(p_hat * log(p1 / p0))``. Outcomes never seen get a tiny count
so a short run of one outcome does not look like proof.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import List, Optional, Sequence, Tuple

# Two-sided 95% quantile of the normal distribution.
Z95 = 1.959963984540054
# Fishtest's count for outcomes never observed (keeps every log finite).
UNSEEN_COUNT = 1e-3
# Bisection steps for the Lagrange multiplier: far below double precision.
BISECT_STEPS = 200

TRINOMIAL_SCORES = (0.0, 0.5, 1.0)
PENTANOMIAL_SCORES = (0.0, 0.25, 0.5, 0.75, 1.0)


def expected_score(elo: float) -> float:
    """The logistic expected score of a player ``elo`` points stronger."""
    return 1.0 / (1.0 + 10.0 ** (-elo / 400.0))


def elo_of_score(score: float) -> float:
    """The Elo difference that a score in (0, 1) stands for (+-inf at 0 and 1)."""
    if score <= 0.0:
        return -math.inf
    if score >= 1.0:
        return math.inf
    return -400.0 * math.log10(1.0 / score - 1.0)


def sprt_bounds(alpha: float, beta: float) -> Tuple[float, float]:
    """Wald's stopping bounds (lower, upper) on the LLR for error rates alpha, beta."""
    if not (0.0 < alpha < 1.0 and 0.0 < beta < 1.0):
        raise ValueError("alpha and beta must lie in (0, 1)")
    return math.log(beta / (1.0 - alpha)), math.log((1.0 - beta) / alpha)


def _mean_and_variance(counts: Sequence[float], scores: Sequence[float]) -> Tuple[float, float, float]:
    total = float(sum(counts))
    mean = sum(c * a for c, a in zip(counts, scores)) / total
    var = sum(c * (a - mean) ** 2 for c, a in zip(counts, scores)) / total
    return total, mean, var


def _constrained_mle(pdf: Sequence[float], scores: Sequence[float], s: float) -> List[float]:
    """The distribution on ``scores`` closest to ``pdf`` (maximum likelihood)
    whose mean is ``s``: ``p_i = pdf_i / (1 + x (a_i - s))`` with x the root of
    ``sum pdf_i (a_i - s) / (1 + x (a_i - s)) = 0``, which falls strictly
    between the poles, where every ``1 + x (a_i - s)`` stays positive."""
    shifted = [a - s for a in scores]
    hi_shift, lo_shift = max(shifted), min(shifted)
    if hi_shift <= 0.0 or lo_shift >= 0.0:
        raise ValueError("the hypothesis score must lie inside the outcome range")
    lo, hi = -1.0 / hi_shift, -1.0 / lo_shift
    for _ in range(BISECT_STEPS):
        x = 0.5 * (lo + hi)
        if x <= lo or x >= hi:
            break
        f = sum(p * d / (1.0 + x * d) for p, d in zip(pdf, shifted))
        # f decreases in x: a positive value means the root lies above.
        if f > 0.0:
            lo = x
        else:
            hi = x
    x = 0.5 * (lo + hi)
    return [p / (1.0 + x * d) for p, d in zip(pdf, shifted)]


def llr(counts: Sequence[float], elo0: float, elo1: float,
        scores: Optional[Sequence[float]] = None) -> float:
    """The generalised SPRT log-likelihood ratio of H1 (elo1) against H0
    (elo0) for ``counts`` of the outcomes ``scores`` (trinomial or
    pentanomial, chosen by the number of counts when not given)."""
    if scores is None:
        scores = PENTANOMIAL_SCORES if len(counts) == len(PENTANOMIAL_SCORES) else TRINOMIAL_SCORES
    if len(counts) != len(scores):
        raise ValueError("one count per outcome")
    if any(c < 0 for c in counts):
        raise ValueError("counts cannot be negative")
    if sum(counts) <= 0:
        return 0.0
    regular = [c if c > 0 else UNSEEN_COUNT for c in counts]
    total = float(sum(regular))
    pdf = [c / total for c in regular]
    s0, s1 = expected_score(elo0), expected_score(elo1)
    p0 = _constrained_mle(pdf, scores, s0)
    p1 = _constrained_mle(pdf, scores, s1)
    return total * sum(p * math.log(q1 / q0) for p, q0, q1 in zip(pdf, p0, p1))


def llr_normal(counts: Sequence[float], elo0: float, elo1: float,
               scores: Sequence[float]) -> float:
    """The normal approximation of the LLR (OpenBench's older formula):
    close to :func:`llr` for long runs; used as a cross-check."""
    total, mean, var = _mean_and_variance(counts, scores)
    if var <= 0.0:
        return 0.0
    s0, s1 = expected_score(elo0), expected_score(elo1)
    return (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * var / total)


@dataclass(frozen=True)
class EloEstimate:
    """Elo with its 95% interval from the score's normal approximation."""

    elo: float
    low: float
    high: float
    score: float
    los: float  # likelihood of superiority: P(true Elo > 0)

    def __str__(self) -> str:
        return f"{self.elo:+.1f} [{self.low:+.1f}, {self.high:+.1f}] (score {self.score:.3f}, LOS {self.los:.1%})"


def elo_estimate(counts: Sequence[float], scores: Sequence[float]) -> EloEstimate:
    """Elo and its 95% interval; the spread comes from the per-unit (game or
    pair) variance, so pairs give an honest, usually narrower interval."""
    total, mean, var = _mean_and_variance(counts, scores)
    stderr = math.sqrt(var / total)
    los = 0.5 if stderr == 0 else 0.5 * (1.0 + math.erf((mean - 0.5) / (stderr * math.sqrt(2.0))))
    return EloEstimate(elo_of_score(mean), elo_of_score(mean - Z95 * stderr),
                       elo_of_score(mean + Z95 * stderr), mean, los)


class Tally:
    """Results of one engine (A) against another (B), game by game and by
    pairs: ``add_pair`` takes A's two scores (1, 0.5 or 0) of one opening."""

    def __init__(self) -> None:
        self.wins = self.draws = self.losses = 0
        self.penta = [0, 0, 0, 0, 0]

    def add_game(self, score: float) -> None:
        if score == 1.0:
            self.wins += 1
        elif score == 0.5:
            self.draws += 1
        elif score == 0.0:
            self.losses += 1
        else:
            raise ValueError(f"a game scores 0, 0.5 or 1, not {score}")

    def add_pair(self, first: float, second: float) -> None:
        self.add_game(first)
        self.add_game(second)
        self.penta[int(round((first + second) * 2))] += 1

    @property
    def trinomial(self) -> List[int]:
        return [self.losses, self.draws, self.wins]

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses

    def counts(self, model: str) -> Tuple[List[int], Sequence[float]]:
        if model == "pentanomial":
            return list(self.penta), PENTANOMIAL_SCORES
        if model == "trinomial":
            return self.trinomial, TRINOMIAL_SCORES
        raise ValueError(f"unknown model {model!r}")
