# SPDX-License-Identifier: MIT
"""Values per combination of a cell's four line patterns (lib/eval/line_combo.h),
fitted after the class values (fit.py, README.md here).

A combination refines a class (the class is a function of the combination),
so the fit starts from the fitted class table spread over the combinations
and is pulled back towards it, as strongly as PRIOR_POSITIONS positions
would pull: a combination the games seldom show keeps its class's value, a
frequent one learns its own (an open three beside a closed two, a four
beside three open twos). Same sigmoid scale K, same held-out games, same
mean squared error as the class fit. The counts are sparse (a cell's
combinations take ~20 of the 715 values), so the evaluation and the
gradient are bincounts over (position, combination, count) triples.
"""
from __future__ import annotations

from pathlib import Path
from typing import Dict

import numpy as np

from texel import c_rows, descend, sigmoid, write_refinement

# The rules with a per-combination table (the symbols lib/eval/weights.h declares).
COMBO_RULES = ("freestyle", "renju")
PRIOR_POSITIONS = 200
CLS_NONE, CLS_FIVE = 0, 14


class ComboModel:
    """params[t] = (to_move[combos], waiting[combos]), t = the cell owner's colour or 0."""

    def __init__(self, colours: int, combo_class: np.ndarray, class_params: np.ndarray):
        self.colours, self.combos = colours, len(combo_class)
        n = class_params.shape[1] // 2
        start = []
        for t in range(colours):
            # Renju's black table (t 0 of 2) reads black's classes, with the fouls.
            cls = combo_class[:, 1] if colours == 2 and t == 0 else combo_class[:, 0]
            start.append(np.concatenate([class_params[t, :n][cls], class_params[t, n:][cls]]))
        self.start = np.array(start)
        fixed = np.array([(np.arange(self.combos) == 0) | (combo_class[:, int(colours == 2 and t == 0)]
                                                          == CLS_FIVE) for t in range(colours)])
        self.free = np.concatenate([~fixed, ~fixed], axis=1)

    def columns(self, data):
        """The flat parameter column of every own and opponent entry."""
        mover = data.rows[:, 1].astype(int)
        t_own = mover if self.colours == 2 else np.zeros(len(mover), int)
        t_opp = 1 - t_own if self.colours == 2 else t_own
        return t_own[data.own[0]] * self.combos + data.own[1], \
            t_opp[data.opp[0]] * self.combos + data.opp[1]

    def evaluate(self, params, data, cols):
        n, c = len(data.rows), self.combos
        to_move, waiting = params[:, :c].ravel(), params[:, c:].ravel()
        return (np.bincount(data.own[0], data.own[2] * to_move[cols[0]], n) -
                np.bincount(data.opp[0], data.opp[2] * waiting[cols[1]], n))

    def loss(self, params, k, data, cols) -> float:
        return float(np.mean((sigmoid(k * self.evaluate(params, data, cols)) - data.rows[:, 2]) ** 2))

    def gradient(self, params, k, data, cols, prior_weight):
        p = sigmoid(k * self.evaluate(params, data, cols))
        de = 2 * (p - data.rows[:, 2]) * p * (1 - p) * k / len(data.rows)
        size = self.colours * self.combos
        g_move = np.bincount(cols[0], de[data.own[0]] * data.own[2], size)
        g_wait = -np.bincount(cols[1], de[data.opp[0]] * data.opp[2], size)
        grad = np.concatenate([g_move.reshape(self.colours, -1), g_wait.reshape(self.colours, -1)], 1)
        return (grad + prior_weight * (params - self.start)) * self.free


def fit(name: str, train, test, k: float, class_params: np.ndarray, colours: int, epochs: int,
        rate: float) -> Dict:
    """Fits one rule's combination values; returns the tables and the losses."""
    model = ComboModel(colours, train.combo_class, class_params)
    cols_train, cols_test = model.columns(train), model.columns(test)
    start_train = model.loss(model.start, k, train, cols_train)
    start_test = model.loss(model.start, k, test, cols_test)
    print(f"[{name} combos] {model.combos} combinations; from the class table: train "
          f"{start_train:.6f} held-out {start_test:.6f}")
    prior_weight = PRIOR_POSITIONS / len(train.rows) * (k / 4) ** 2
    params = descend(f"{name} combos", model.start, lambda q: model.loss(q, k, train, cols_train),
                     lambda q: model.gradient(q, k, train, cols_train, prior_weight), epochs, rate)
    params = np.clip(np.round(params), -32768, 32767)
    tuned_train, tuned_test = model.loss(params, k, train, cols_train), model.loss(params, k, test, cols_test)
    print(f"[{name} combos] tuned (rounded): train {tuned_train:.6f} held-out {tuned_test:.6f}")
    return dict(params=params, colours=colours, k=k, positions=len(train.rows) + len(test.rows),
                start_train=start_train, start_test=start_test, train=tuned_train, test=tuned_test)


def c_table(symbol: str, params: np.ndarray) -> str:
    half = len(params) // 2
    return (f"const combo_values {symbol} = {{\n\t.to_move = {{\n{c_rows(params[:half])}\t}},\n"
            f"\t.waiting = {{\n{c_rows(params[half:])}\t}},\n}};\n")


def write_c(out: Path, fitted: Dict[str, Dict], command: str, source: str) -> None:
    write_refinement(out, "--combo-out", "Values per combination of a cell's four line patterns "
                     "(lib/eval/line_combo.h gives the index), fitted from the class table of the "
                     "same fit (Texel tuning, mean squared error).", "combinations", fitted,
                     COMBO_RULES, "combo", c_table, command, source)
