#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Fit of the search's move ordering to the moves self-play chose (README.md here).

Reads the lines of ``tune-features --policy``: first the hand ordering's
scores per class ('# order CLASS ATTACK DEFENCE', lib/eval/weights.h), then
one position a line (rule, mover, the played cell's pair code, then the
code:count pairs of the cells the search could play; a pair code is the
mover's class at the cell times CLS_COUNT plus the opponent's), and fits
one value per pair code so that

    p(the game played a cell) = exp(value[code]) / sum over candidates exp(value[code'])

predicts the played moves (multinomial logistic regression, the "policy"
of a move-ordering table), full-batch Adam from the hand ordering's
values, one loss line per epoch, with a mild pull towards the hand values
for pairs the games seldom show, and a check on a tenth of the positions
held out.
Written as ordering scores, SCALE per unit of log-odds (the hand table's
scale, so the history bonus keeps its weight), into one C file a rule:
lib/search/move_policy_freestyle.c, one table; lib/search/move_policy_renju.c,
one per colour (black's fouls are not his candidates, his shapes mean
other things than white's). The input files hold one rule.

    /usr/bin/python3 tools/tune/policy.py POLICY.txt... --out lib/search/move_policy_RULE.c
"""
from __future__ import annotations

import argparse
import sys
import textwrap
from pathlib import Path

import numpy as np

from fit import CLASSES
from texel import descend

N = len(CLASSES)        # CLS_COUNT
HAND_CAP = 20000        # fives and open fours never meet the table: the search plays or answers them first
SCALE = 16              # ordering score per unit of log-odds
HELD_OUT_SHARE = 0.1    # of the positions, drawn with HELD_OUT_SEED
HELD_OUT_SEED = 1
PRIOR_WEIGHT = 1e-4     # the pull towards the hand values (pairs the games seldom show)
RULE_NAMES = {0: "freestyle", 2: "renju"}
# The tables a rule's fit writes, indexed by the mover (0 black, 1 white) modulo their number.
TABLES = {0: ("freestyle",), 2: ("renju_black", "renju_white")}


class Positions:
    """Played codes and the candidates as COO (position, code, count) of one table's
    positions (a rule's, or under renju one colour's)."""

    def __init__(self):
        self.played, self.where, self.code, self.count = [], [], [], []

    def add(self, chosen: int, cells: dict) -> None:
        for k, n in cells.items():
            self.where.append(len(self.played))
            self.code.append(k)
            self.count.append(n)
        self.played.append(chosen)

    def freeze(self) -> None:
        self.played = np.array(self.played, int)
        self.where, self.code = np.array(self.where, int), np.array(self.code, int)
        self.count = np.array(self.count, float)

    def __len__(self):
        return len(self.played)

    def loss_and_gradient(self, values: np.ndarray, mask: np.ndarray):
        """Mean negative log-likelihood of the played moves over the masked positions."""
        shift = values[self.code].max()  # exp() of the largest value present is 1: no overflow
        e = self.count * np.exp(values[self.code] - shift) * mask[self.where]
        total = np.bincount(self.where, weights=e, minlength=len(self))
        logp = values[self.played] - shift - np.log(np.maximum(total, 1e-300))
        share = e / np.maximum(total[self.where], 1e-300)
        grad = np.bincount(self.code, weights=share, minlength=N * N) - \
            np.bincount(self.played[mask], minlength=N * N)
        return float(-logp[mask].mean()), grad / mask.sum()


class PolicyFile:
    """A tune-features --policy output of one rule: the hand ordering's scores per
    class (attack, defence) and the positions of each of the rule's tables."""

    def __init__(self, paths):
        self.attack, self.defence = np.full(N, np.nan), np.full(N, np.nan)
        self.rule, self.tables = None, {}
        for path in paths:
            for line in path.read_text().splitlines():
                if line.startswith("# order "):
                    c, attack, defence = (int(v) for v in line.split()[2:5])
                    self.attack[c], self.defence[c] = attack, defence
                    continue
                head, rest = line.split("|")
                rule, mover, chosen = (int(v) for v in head.split())
                if rule not in TABLES:
                    raise SystemExit(f"rule {rule}: no fitted ordering for it (freestyle 0, renju 2)")
                if self.rule is None:
                    self.rule = rule
                if rule != self.rule:
                    raise SystemExit("positions of two rules: one rule a fit (one C file a rule)")
                cells = dict((int(k), int(n)) for k, n in (p.split(":") for p in rest.split()))
                cells.setdefault(chosen, 1)
                name = TABLES[rule][mover % len(TABLES[rule])]
                self.tables.setdefault(name, Positions()).add(chosen, cells)
        for positions in self.tables.values():
            positions.freeze()

    def hand_values(self) -> np.ndarray:
        """The hand ordering as log-odds: log(1 + attack + defence), capped at HAND_CAP."""
        score = np.minimum(self.attack[:, None] + self.defence[None, :], HAND_CAP)
        return np.log1p(score).reshape(-1)


def fit(name: str, data: Positions, hand: np.ndarray, epochs: int, rate: float):
    """One table's scores (SCALE per unit of log-odds, the pair of two empty classes at 0)
    and the line its header gets."""
    held = np.random.default_rng(HELD_OUT_SEED).random(len(data)) < HELD_OUT_SHARE
    hand_train, _ = data.loss_and_gradient(hand, ~held)
    hand_test, _ = data.loss_and_gradient(hand, held)
    print(f"[policy {name}] {len(data)} positions ({int(held.sum())} held out); hand: train "
          f"{hand_train:.6f} held-out {hand_test:.6f}")
    last = {}

    def train_loss_and_gradient(v):  # an epoch's loss and the next one's gradient: computed once
        key = v.tobytes()
        if key not in last:
            last.clear()
            last[key] = data.loss_and_gradient(v, ~held)
        return last[key]
    values = descend(f"policy {name}", hand, lambda v: train_loss_and_gradient(v)[0],
                     lambda v: train_loss_and_gradient(v)[1] + PRIOR_WEIGHT * (v - hand),
                     epochs, rate)
    scores = np.round(SCALE * (values - values[0]))
    train, _ = data.loss_and_gradient(scores / SCALE, ~held)
    test, _ = data.loss_and_gradient(scores / SCALE, held)
    print(f"[policy {name}] fitted (rounded): train {train:.6f} held-out {test:.6f}")
    return scores, (f"{len(data)} positions; loss train {hand_train:.6f} -> {train:.6f}, held-out "
                    f"{hand_test:.6f} -> {test:.6f} (hand -> fitted)")


def c_rows(scores: np.ndarray, indent: str):
    for mover in range(N):
        yield f"{indent}/* {CLASSES[mover]} */\n{indent}" + \
            ", ".join(str(int(v)) for v in scores[mover * N:(mover + 1) * N]) + ","


def write_c(out: Path, rule: int, tables: dict, command: str, source: str) -> None:
    name = RULE_NAMES[rule]
    per_colour = len(TABLES[rule]) > 1
    lines = ["/* SPDX-License-Identifier: MIT */", "/*",
             *textwrap.wrap("GENERATED by tools/tune/policy.py: do not edit; rerun the pipeline in "
                            "tools/tune/README.md instead. The search's move ordering under "
                            f"{name}{' (a table per colour)' if per_colour else ''}: a score per "
                            "pair (the mover's class at the cell, the "
                            "opponent's), fitted to the moves of self-play (multinomial logistic "
                            f"regression), {SCALE} per unit of log-odds.", 80,
                            initial_indent=" * ", subsequent_indent=" * ")]
    for label, text in (("Games", source or "(not recorded)"), ("Fit", command)):
        lines += textwrap.wrap(f"{label}: {text}", 90, initial_indent=" * ", subsequent_indent=" *   ")
    for table, (_, stats) in tables.items():
        label = f"{table.rsplit('_', 1)[1]}: " if per_colour else ""
        lines += textwrap.wrap(label + stats, 90, initial_indent=" * ", subsequent_indent=" *   ")
    lines += [" */", '#include "search/move_policy.h"', ""]
    if per_colour:
        lines += [f"const int move_policy_{name}[2][CLS_COUNT * CLS_COUNT] = {{",
                  "\t/* per colour (black, white): a row per class of the mover, a column per "
                  "class of the opponent */"]
        for side, table in enumerate(TABLES[rule]):
            lines += [f"\t[{side}] = {{ /* {table.rsplit('_', 1)[1]} */",
                      *c_rows(tables[table][0], "\t\t"), "\t},"]
    else:
        lines += [f"const int move_policy_{name}[CLS_COUNT * CLS_COUNT] = {{",
                  "\t/* a row per class of the mover, a column per class of the opponent */",
                  *c_rows(tables[TABLES[rule][0]][0], "\t")]
    lines += ["};", ""]
    out.write_text("\n".join(lines))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("policy", type=Path, nargs="+", help="tune-features --policy output")
    parser.add_argument("--epochs", type=int, default=1500)
    parser.add_argument("--rate", type=float, default=0.05, help="Adam step, in log-odds")
    parser.add_argument("--out", type=Path, required=True, help="the generated C file")
    parser.add_argument("--source", default="", help="how the games were made, for the header")
    args = parser.parse_args()
    data = PolicyFile(args.policy)
    if not data.tables:
        raise SystemExit("no positions in the input")
    if np.isnan(data.attack).any():
        raise SystemExit("no '# order' line for every class: tune-features --policy output?")
    if set(data.tables) != set(TABLES[data.rule]):
        raise SystemExit(f"positions for {sorted(data.tables)} only: {RULE_NAMES[data.rule]} "
                         f"needs {list(TABLES[data.rule])}")
    hand = data.hand_values()
    tables = {name: fit(name, data.tables[name], hand, args.epochs, args.rate)
              for name in TABLES[data.rule]}
    command = "tools/tune/policy.py " + " ".join(f"{p.parent.name}/{p.name}" for p in args.policy) + \
        f" --epochs {args.epochs} --rate {args.rate}"
    write_c(args.out, data.rule, tables, command, args.source)
    return 0


if __name__ == "__main__":
    sys.exit(main())
