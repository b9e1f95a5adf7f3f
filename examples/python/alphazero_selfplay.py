#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""AlphaZero in miniature: MCTS self-play with a numpy policy/value model.

A linear model (policy logits and a tanh value over the observation planes)
guides the library's tree search through a batched evaluator; self-play
games yield (planes, visit-count policy, outcome) examples, augmented with
the board's 8 symmetries, and a few epochs of gradient descent fit the model
to them. Runs on a CPU in seconds; the printed losses should fall:

    python3 examples/python/alphazero_selfplay.py --games 6 --size 7
"""
from __future__ import annotations

import argparse
from typing import List, Optional, Tuple

import numpy as np

import _checkout  # noqa: F401  (a source checkout needs no install)
import gomoku
from gomoku.batch import Symmetry, transform_grid
from gomoku.env.planes import observe

PLANES = 3
OPENING_TEMPERATURE_MOVES = 4
# Gradient steps: the value head sees ~50 active inputs per position (the
# black-to-move plane is all ones), so it needs a much smaller step.
POLICY_RATE = 0.5
VALUE_RATE = 0.01


class LinearModel:
    """Policy logits = planes . W + b; value = tanh(planes . v + c)."""

    def __init__(self, size: int, rng: np.random.Generator) -> None:
        features, points = PLANES * size * size, size * size
        self.w = rng.normal(0, 0.01, (features, points))
        self.b = np.zeros(points)
        self.v = rng.normal(0, 0.01, features)
        self.c = 0.0

    def forward(self, planes: np.ndarray) -> Tuple[np.ndarray, np.ndarray]:
        x = planes.reshape(len(planes), -1).astype(np.float64)
        logits = x @ self.w + self.b
        return logits, np.tanh(x @ self.v + self.c)

    def evaluate(self, planes: np.ndarray, masks: np.ndarray) -> Tuple[np.ndarray, np.ndarray]:
        """The MCTS evaluator: a whole batch of leaves in one matrix product."""
        logits, values = self.forward(planes)
        logits = np.where(masks > 0, logits, -np.inf)
        priors = np.exp(logits - logits.max(axis=1, keepdims=True))
        return priors, values

    def losses(self, planes: np.ndarray, policies: np.ndarray, outcomes: np.ndarray):
        logits, values = self.forward(planes)
        log_p = logits - logits.max(axis=1, keepdims=True)
        log_p -= np.log(np.exp(log_p).sum(axis=1, keepdims=True))
        return -(policies * log_p).sum(axis=1).mean(), ((values - outcomes) ** 2).mean()

    def train_step(self, planes, policies, outcomes, rate: float, value_rate: float) -> None:
        x = planes.reshape(len(planes), -1).astype(np.float64)
        logits, values = self.forward(planes)
        p = np.exp(logits - logits.max(axis=1, keepdims=True))
        p /= p.sum(axis=1, keepdims=True)
        grad_logits = (p - policies) / len(x)
        grad_value = 2 * (values - outcomes) * (1 - values ** 2) / len(x)
        self.w -= rate * x.T @ grad_logits
        self.b -= rate * grad_logits.sum(axis=0)
        self.v -= value_rate * x.T @ grad_value
        self.c -= value_rate * grad_value.sum()


def self_play(model: LinearModel, size: int, win: int, visits: int,
              rng: np.random.Generator, seed: int):
    """One game: the examples (planes, policy, side to move) and the winner."""
    board = gomoku.Board(size, size, win_length=win)
    mcts = gomoku.MCTS(model.evaluate, batch_size=8, dirichlet_alpha=0.3, seed=seed)
    examples: List[Tuple[np.ndarray, np.ndarray, gomoku.Color]] = []
    while not board.is_over:
        result = mcts.search(board, visits=visits)
        temperature = 1.0 if board.move_count < OPENING_TEMPERATURE_MOVES else 0.0
        examples.append((observe(board, board.to_move), result.policy(1.0), board.to_move))
        move = result.sample(rng, temperature)
        board.play(move % size, move // size)
    return examples, board.result.winner


def augment(planes: np.ndarray, policies: np.ndarray, outcomes: np.ndarray, size: int):
    """Each example under the 8 symmetries: 8 times the data for free."""
    out_p, out_pi, out_z = [], [], []
    for symmetry in Symmetry:
        out_p.append(transform_grid(symmetry, planes))
        out_pi.append(transform_grid(symmetry, policies, (size, size)))
        out_z.append(outcomes)
    return np.concatenate(out_p), np.concatenate(out_pi), np.concatenate(out_z)


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--size", type=int, default=7)
    parser.add_argument("--win", type=int, default=4, help="stones in a row to win")
    parser.add_argument("--visits", type=int, default=64)
    parser.add_argument("--epochs", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    rng = np.random.default_rng(args.seed)
    model = LinearModel(args.size, rng)
    planes, policies, outcomes = [], [], []
    wins = {gomoku.Color.BLACK: 0, gomoku.Color.WHITE: 0, gomoku.Color.EMPTY: 0}
    for game in range(args.games):
        examples, winner = self_play(model, args.size, args.win, args.visits, rng,
                                     args.seed * 1000 + game)
        wins[winner] += 1
        for p, pi, mover in examples:
            planes.append(p)
            policies.append(pi)
            outcomes.append(0.0 if winner is gomoku.Color.EMPTY else
                            (1.0 if winner is mover else -1.0))
    data = augment(np.array(planes), np.array(policies), np.array(outcomes), args.size)
    print(f"self-play: {args.games} games, {len(planes)} positions "
          f"({len(data[0])} with symmetries); black {wins[gomoku.Color.BLACK]}, "
          f"white {wins[gomoku.Color.WHITE]}, draws {wins[gomoku.Color.EMPTY]}")
    before = model.losses(*data)
    for _ in range(args.epochs):
        model.train_step(*data, rate=POLICY_RATE, value_rate=VALUE_RATE)
    after = model.losses(*data)
    print(f"policy loss {before[0]:.3f} -> {after[0]:.3f}, "
          f"value loss {before[1]:.3f} -> {after[1]:.3f}")
    return 0 if after[0] < before[0] and after[1] < before[1] else 1


if __name__ == "__main__":
    raise SystemExit(main())
