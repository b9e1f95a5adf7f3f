#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Texel-style fit of the evaluation's class values (see README.md here).

Reads the feature lines of ``tune-features`` (one position each: rule,
mover, result for the mover, ply, then the mover's and the opponent's count
of empty cells of each class) and, per rule, fits the two columns of
``class_values`` (lib/eval/weights.h) so that

    eval = sum(own[c] * to_move[mover][c]) - sum(opp[c] * waiting[other][c])
    p(mover wins) = 1 / (1 + exp(-K * eval))

predicts the games' results (mean squared error, as Texel tuning does), or,
with --result-weight W < 1, W * result + (1 - W) * p(the position's search
score) where the feature line carries the score of the search that chose
the game's move (the labels of deeper search that engine tuners blend in).
Steps: the hand table's loss, the sigmoid's scale K fitted to the hand
table (so the tuned values keep the search's scale: its margins and the
level's move choice are in these units), then full-batch Adam on the values
with K fixed, one loss line per epoch, a mild pull towards the hand values
for classes the data rarely shows, and a check on held-out games. Renju gets
a table per colour (black's fouls change what his shapes are worth); the
other rules one table for both colours. Writes lib/eval/weights_tuned.c.

    /usr/bin/python3 tools/tune/fit.py FEATURES.txt... --out lib/eval/weights_tuned.c
"""
from __future__ import annotations

import argparse
import math
import re
import sys
import textwrap
from pathlib import Path
from typing import Dict, List, Optional, Tuple

import numpy as np

import combo
import threat
from texel import descend, sigmoid

CLASSES = ["CLS_NONE", "CLS_FORBIDDEN", "CLS_TWO_CLOSED", "CLS_TWO", "CLS_TWO_TWO",
           "CLS_THREE_CLOSED", "CLS_THREE_CLOSED_TWO", "CLS_THREE", "CLS_THREE_PLUS",
           "CLS_THREE_THREE", "CLS_FOUR", "CLS_FOUR_PLUS", "CLS_FOUR_THREE", "CLS_FLEX4",
           "CLS_FIVE"]
N = len(CLASSES)
# The hand table's base values (lib/eval/weights.c): waiting; the mover's are 3/2 of them.
HAND_WAITING = np.array([0, 0, 2, 8, 20, 10, 24, 32, 50, 140, 36, 60, 220, 300, 600], float)
HAND_TO_MOVE = HAND_WAITING * 3 / 2
# Never fitted: CLS_NONE (a constant count that only tracks the move number)
# and CLS_FIVE (positions with a five point are left out: the search takes or
# blocks the five before it evaluates).
FIXED = {0, N - 1}
RULES = {0: "freestyle", 1: "standard", 2: "renju", 3: "caro", 4: "caro"}
PER_COLOUR = {"renju"}
HELD_OUT_EVERY = 10   # every tenth game checks the fit
PRIOR_POSITIONS = 200  # the pull towards the hand value weighs like this many positions


class Data:
    """Positions of one or more feature files: the dense class counts, the sparse
    combination counts (COO: row, combination, count) of the mover and the opponent,
    and the mover's search score (NaN where the line has none)."""

    def __init__(self, rows: np.ndarray, own: Tuple, opp: Tuple, combo_class: np.ndarray,
                 score: np.ndarray, threat_bits: np.ndarray, threat_plenty: np.ndarray,
                 threat_masks: int):
        self.rows, self.own, self.opp, self.combo_class = rows, own, opp, combo_class
        self.score, self.threat_bits, self.threat_masks = score, threat_bits, threat_masks
        self.threat_plenty = threat_plenty

    def subset(self, mask: np.ndarray) -> "Data":
        new_index = np.cumsum(mask) - 1

        def pick(coo):
            keep = mask[coo[0]]
            return new_index[coo[0][keep]], coo[1][keep], coo[2][keep]
        return Data(self.rows[mask], pick(self.own), pick(self.opp), self.combo_class,
                    self.score[mask], self.threat_bits, self.threat_plenty, self.threat_masks)


def load(paths: List[Path]) -> Data:
    """Reads tune-features output: '# combo' and '# threat*' lines, then one position a line."""
    rows, sparse, combo_class, score = [], ([], [], [], [], [], []), {}, []
    threat_bits, threat_masks = np.zeros((2, N), int), 0  # [owner: mover, opponent][class]
    threat_plenty = np.zeros((3, N), int)  # [mover's bit, opponent's bit, cells it takes][class]
    header = None
    for path in paths:
        lines = path.read_text().splitlines()
        # The '#' lines describe the layout: files made by different builds cannot be mixed.
        mine = [line for line in lines if line.startswith("# ")]
        if header is None:
            header = mine
        elif mine != header:
            raise SystemExit(f"{path}: its '#' lines differ from {paths[0]}'s: features of another "
                             "tune-features build (rerun it on the games)")
        for line in lines:
            if line.startswith("# threat "):
                c, mover, opponent = (int(v) for v in line.split()[2:5])
                threat_bits[:, c] = mover, opponent
                continue
            if line.startswith("# threat-plenty "):
                c, *plenty = (int(v) for v in line.split()[2:6])
                threat_plenty[:, c] = plenty
                continue
            if line.startswith("# threat-masks "):
                threat_masks = int(line.split()[2])
                continue
            if line.startswith("# combo "):
                k, plain, renju_black = (int(v) for v in line.split()[2:5])
                combo_class[k] = (plain, renju_black)
                continue
            dense, *combos = line.split("|")
            score.append(float(combos.pop()) if len(combos) == 3 else math.nan)
            row = len(rows)
            rows.append([float(v) for v in dense.split()])
            for side, part in enumerate(combos):
                for pair in part.split():
                    k, n = pair.split(":")
                    sparse[3 * side].append(row)
                    sparse[3 * side + 1].append(int(k))
                    sparse[3 * side + 2].append(float(n))
    table = np.zeros((max(combo_class, default=-1) + 1, 2), int)
    for k, classes in combo_class.items():
        table[k] = classes
    coo = [np.array(v, dtype=float if i % 3 == 2 else int) for i, v in enumerate(sparse)]
    return Data(np.array(rows, float).reshape(-1, 4 + 2 * N), tuple(coo[:3]), tuple(coo[3:]),
                table, np.array(score, float), threat_bits, threat_plenty, threat_masks)


def game_ids(rows: np.ndarray) -> np.ndarray:
    """Positions come game by game with the ply rising: a fall starts a new game."""
    ply = rows[:, 3]
    starts = np.concatenate([[1], (ply[1:] <= ply[:-1]).astype(int)])
    return np.cumsum(starts) - 1


class Model:
    """The values of one rule: tables[t] = (to_move, waiting), t = colour or 0."""

    def __init__(self, colours: int):
        self.colours = colours
        self.params = np.tile(np.concatenate([HAND_TO_MOVE, HAND_WAITING]), (colours, 1))

    def evaluate(self, params: np.ndarray, mover: np.ndarray, own: np.ndarray,
                 opp: np.ndarray) -> np.ndarray:
        t_own = mover.astype(int) if self.colours == 2 else np.zeros(len(mover), int)
        t_opp = 1 - t_own if self.colours == 2 else t_own
        return (own * params[t_own, :N]).sum(1) - (opp * params[t_opp, N:]).sum(1)


def mse(model: Model, params, k, data) -> float:
    mover, result, own, opp = data
    return float(np.mean((sigmoid(k * model.evaluate(params, mover, own, opp)) - result) ** 2))


def fit_scale(model: Model, data) -> float:
    """Golden-section search of log K on the hand table."""
    lo, hi = math.log(1e-5), math.log(1e-1)
    g = (math.sqrt(5) - 1) / 2
    for _ in range(60):
        a, b = hi - g * (hi - lo), lo + g * (hi - lo)
        if mse(model, model.params, math.exp(a), data) < mse(model, model.params, math.exp(b), data):
            hi = b
        else:
            lo = a
    return math.exp((lo + hi) / 2)


def gradient(model: Model, params, k, data, prior_weight) -> np.ndarray:
    mover, result, own, opp = data
    e = model.evaluate(params, mover, own, opp)
    p = sigmoid(k * e)
    de = 2 * (p - result) * p * (1 - p) * k / len(result)  # d(mean sq. error)/d(eval)
    grad = np.zeros_like(params)
    t_own = mover.astype(int) if model.colours == 2 else np.zeros(len(mover), int)
    t_opp = 1 - t_own if model.colours == 2 else t_own
    for t in range(model.colours):
        grad[t, :N] += (de[t_own == t, None] * own[t_own == t]).sum(0)
        grad[t, N:] -= (de[t_opp == t, None] * opp[t_opp == t]).sum(0)
    hand = np.concatenate([HAND_TO_MOVE, HAND_WAITING])
    grad += prior_weight * (params - hand)
    for c in FIXED:
        grad[:, c] = grad[:, N + c] = 0
    return grad


def targets(data: "Data", k: float, result_weight: float) -> np.ndarray:
    """What the fit predicts: the mover's result, blended with p(search score)
    where the position has one."""
    result = data.rows[:, 2]
    if result_weight >= 1:
        return result
    blend = result_weight * result + (1 - result_weight) * sigmoid(k * np.nan_to_num(data.score))
    return np.where(np.isnan(data.score), result, blend)


def read_classes(path: Path) -> Dict[str, np.ndarray]:
    """The class tables of a generated weights_tuned.c, as Model params by rule."""
    tables = {}
    for symbol, body in re.findall(r"const class_values tuned_(\w+) = \{(.*?)\n\};", path.read_text(), re.S):
        to_move, waiting = body.split(".waiting")
        values = [int(v) for part in (to_move, waiting) for v in re.findall(r"\] = (-?\d+)", part)]
        tables[symbol] = np.array(values, float)
    fitted = {}
    for name in dict.fromkeys(RULES.values()):
        if name in PER_COLOUR:
            fitted[name] = np.array([tables[f"{name}_black"], tables[f"{name}_white"]])
        else:
            fitted[name] = np.array([tables[name]])
    return fitted


def fit(name: str, data: "Data", epochs: int, rate: float, combos: bool,
        result_weight: float = 1.0, threats: bool = False,
        classes: Optional[np.ndarray] = None) -> Tuple[Model, Dict]:
    """Fits one rule's class values, or takes them from classes (then K is fitted to them)."""
    rows = data.rows
    games = game_ids(rows)
    held = games % HELD_OUT_EVERY == HELD_OUT_EVERY - 1
    split = lambda m, y: (rows[m, 1], y[m], rows[m, 4:4 + N], rows[m, 4 + N:])  # noqa: E731
    model = Model(2 if name in PER_COLOUR else 1)
    if classes is not None:
        model.params = classes
    # K from the results alone, so the blend's scores are read on the same scale.
    k = fit_scale(model, split(~held, rows[:, 2]))
    y = targets(data, k, result_weight)
    train, test = split(~held, y), split(held, y)
    hand_train, hand_test = mse(model, model.params, k, train), mse(model, model.params, k, test)
    start = "given" if classes is not None else "hand"
    print(f"[{name}] {int(games.max()) + 1} games, {len(rows)} positions "
          f"({int(held.sum())} held out); K = {k:.6g}; {start} table: train {hand_train:.6f} "
          f"held-out {hand_test:.6f}")
    if classes is None:
        # The prior's weight per position: PRIOR_POSITIONS positions' worth of squared error.
        prior_weight = PRIOR_POSITIONS / len(train[1]) * (k / 4) ** 2
        model.params = descend(name, model.params, lambda p: mse(model, p, k, train),
                               lambda p: gradient(model, p, k, train, prior_weight), epochs, rate)
        model.params = np.round(model.params)
    tuned_train, tuned_test = mse(model, model.params, k, train), mse(model, model.params, k, test)
    if classes is None:
        print(f"[{name}] tuned (rounded): train {tuned_train:.6f} held-out {tuned_test:.6f}")
    stats = dict(games=int(games.max()) + 1, positions=len(rows), k=k, hand_train=hand_train,
                 hand_test=hand_test, train=tuned_train, test=tuned_test)
    if combos and name in combo.COMBO_RULES:
        stats["combo"] = combo.fit(name, data.subset(~held), data.subset(held), k,
                                   model.params, model.colours, epochs, rate)
    if threats and name in threat.THREAT_RULES:
        class_eval = lambda d: model.evaluate(model.params, d.rows[:, 1], d.rows[:, 4:4 + N],  # noqa: E731
                                              d.rows[:, 4 + N:])
        stats["threat"] = threat.fit(name, data.subset(~held), data.subset(held), k, class_eval,
                                     model.colours, epochs, rate)
    return model, stats


def c_table(symbol: str, params: np.ndarray) -> str:
    def column(values):
        return "".join(f"\t\t[{CLASSES[c]}] = {int(values[c])},\n" for c in range(N))
    return (f"const class_values {symbol} = {{\n\t.to_move = {{\n{column(params[:N])}\t}},\n"
            f"\t.waiting = {{\n{column(params[N:])}\t}},\n}};\n")


def write_c(out: Path, fitted: Dict[str, Tuple[Model, Dict]], command: str, source: str) -> None:
    lines = ["/* SPDX-License-Identifier: MIT */",
             "/*",
             " * GENERATED by tools/tune/fit.py: do not edit; rerun the pipeline in",
             " * tools/tune/README.md instead. Class values fitted to self-play results",
             " * (Texel tuning: mean squared error of 1 / (1 + exp(-K * eval))).",
             *textwrap.wrap(f"Games: {source or '(not recorded)'}", 90,
                            initial_indent=" * ", subsequent_indent=" *   "),
             *textwrap.wrap(f"Fit: {command}", 90, initial_indent=" * ",
                            subsequent_indent=" *   ")]
    for name, (_, s) in fitted.items():
        lines.append(f" * {name}: {s['games']} games, {s['positions']} positions, K {s['k']:.6g};")
        lines.append(f" *   loss train {s['hand_train']:.6f} -> {s['train']:.6f}, "
                     f"held-out {s['hand_test']:.6f} -> {s['test']:.6f} (hand -> tuned)")
    missing = [n for n in dict.fromkeys(RULES.values()) if n not in fitted]
    if missing:
        lines.append(f" * No data for {', '.join(missing)}: the hand table's values.")
    lines += [" */", '#include "eval/weights.h"', ""]
    body = []
    for name in missing:
        model = Model(2 if name in PER_COLOUR else 1)
        fitted = {**fitted, name: (model, {})}
    for name, (model, _) in fitted.items():
        if model.colours == 2:
            body.append(c_table(f"tuned_{name}_black", model.params[0]))
            body.append(c_table(f"tuned_{name}_white", model.params[1]))
        else:
            body.append(c_table(f"tuned_{name}", model.params[0]))
    out.write_text("\n".join(lines) + "\n" + "\n".join(body))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("features", type=Path, nargs="+")
    parser.add_argument("--epochs", type=int, default=400)
    parser.add_argument("--rate", type=float, default=1.0, help="Adam step, in eval units")
    parser.add_argument("--out", type=Path, help="the generated C file")
    parser.add_argument("--combo-out", type=Path,
                        help="also fit values per combination of line patterns into this C file")
    parser.add_argument("--threat-out", type=Path,
                        help="also fit values per threat mask into this C file")
    parser.add_argument("--classes-from", type=Path,
                        help="take the class tables of this generated C file instead of fitting "
                             "them (for --threat-out or --combo-out on top of committed tables)")
    parser.add_argument("--source", default="", help="how the games were made, for the header")
    parser.add_argument("--result-weight", type=float, default=1.0,
                        help="the result's share of each label, the search score's the rest "
                             "(where the features carry one; default 1: results only)")
    args = parser.parse_args()
    if not 0.0 <= args.result_weight <= 1.0:
        parser.error("--result-weight must be in [0, 1]")
    if args.result_weight < 1 and args.combo_out:
        parser.error("--result-weight is for the class fit only, not --combo-out")
    if args.classes_from and args.out:
        parser.error("--classes-from fits no class table: drop --out")
    classes = read_classes(args.classes_from) if args.classes_from else {}
    data = load(args.features)
    rows = data.rows
    fitted: Dict[str, Tuple[Model, Dict]] = {}
    for rule in sorted(set(rows[:, 0].astype(int))):
        name = RULES[rule]
        if name in fitted:
            continue
        picked = np.isin(rows[:, 0], [r for r, n in RULES.items() if n == name])
        fitted[name] = fit(name, data.subset(picked), args.epochs, args.rate,
                           args.combo_out is not None, args.result_weight,
                           args.threat_out is not None, classes.get(name))
    command = "tools/tune/fit.py " + " ".join(f"{p.parent.name}/{p.name}" for p in args.features) + \
        f" --epochs {args.epochs} --rate {args.rate}"
    if args.result_weight < 1:
        command += f" --result-weight {args.result_weight}"
    if args.classes_from:
        command += f" --classes-from {args.classes_from.parent.name}/{args.classes_from.name}"
    if args.out:
        write_c(args.out, fitted, command, args.source)
    if args.combo_out:
        combo.write_c(args.combo_out, {n: s["combo"] for n, (_, s) in fitted.items() if "combo" in s},
                      command + " --combo-out", args.source)
    if args.threat_out:
        threat.write_c(args.threat_out, {n: s["threat"] for n, (_, s) in fitted.items() if "threat" in s},
                       command + " --threat-out", args.source)
    return 0


if __name__ == "__main__":
    sys.exit(main())
