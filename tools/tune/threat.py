# SPDX-License-Identifier: MIT
"""Values per threat situation, fitted on top of the class values (fit.py
--threat-out, README.md here).

The class values are linear: a double-three point is worth the same whether
or not the opponent has a four to answer it with, although without one it
wins. A position's *threat mask* (lib/eval/threat.h) says which kinds of
threat each side could make next: a four, an open three, a double threat
(three-three or four-three), an open four; the mover's four bits and the
opponent's; and whether either has plenty: many cells that make a four, or
an open three. tune-features prints the bits each class sets, the classes
whose cells count towards a plenty with how many it takes, and the number
of masks, so the layout lives in the C header alone. One value per mask
(4096 per table today, per colour under renju) is added to the class sum,
so the evaluation learns what those combinations are worth together.
Fitted like the combinations (combo.py): the class table fixed, the same
sigmoid scale K, the same held-out games, a pull towards 0 for masks the
games seldom show.
"""
from __future__ import annotations

from pathlib import Path
from typing import Dict

import numpy as np

from texel import c_rows, descend, sigmoid, write_refinement

# The rules with a threat table (the symbols lib/eval/weights.h declares).
THREAT_RULES = ("freestyle", "renju")
PRIOR_POSITIONS = 200


def threat_masks(bits: np.ndarray, plenty: np.ndarray, own: np.ndarray,
                 opp: np.ndarray) -> np.ndarray:
    """Each position's mask from its class counts: bits[0][c] the bits class c
    sets when the mover has a cell of it, bits[1][c] when the opponent has
    (tune-features' '# threat' lines); plenty[0][c] and plenty[1][c] the bit
    the mover's or the opponent's cells of class c set together when there
    are at least plenty[2][c] of them ('# threat-plenty' lines)."""
    mask = np.zeros(len(own), int)
    for c in range(bits.shape[1]):
        mask |= np.where(own[:, c] > 0, bits[0, c], 0) | np.where(opp[:, c] > 0, bits[1, c], 0)
    for mover_bit, opponent_bit, cells in {tuple(plenty[:, c]) for c in np.flatnonzero(plenty[2])}:
        group = (plenty[0] == mover_bit) & (plenty[1] == opponent_bit) & (plenty[2] == cells)
        mask |= np.where(own[:, group].sum(1) >= cells, mover_bit, 0) | \
            np.where(opp[:, group].sum(1) >= cells, opponent_bit, 0)
    return mask


def fit(name: str, train, test, k: float, class_eval, colours: int, epochs: int, rate: float) -> Dict:
    """class_eval(data) -> the class sums; returns the threat tables and the losses."""
    masks = train.threat_masks
    if not masks:
        raise SystemExit("--threat-out needs features with '# threat-masks' (a newer tune-features)")

    def columns(data):
        n = data.threat_bits.shape[1]
        mover = data.rows[:, 1].astype(int)
        table = mover if colours == 2 else np.zeros(len(mover), int)
        return table * masks + threat_masks(data.threat_bits, data.threat_plenty,
                                            data.rows[:, 4:4 + n], data.rows[:, 4 + n:])

    base_train, base_test = class_eval(train), class_eval(test)
    cols_train, cols_test = columns(train), columns(test)

    def loss(params, base, cols, data):
        return float(np.mean((sigmoid(k * (base + params.ravel()[cols])) - data.rows[:, 2]) ** 2))

    def gradient(params, prior_weight):
        p = sigmoid(k * (base_train + params.ravel()[cols_train]))
        de = 2 * (p - train.rows[:, 2]) * p * (1 - p) * k / len(train.rows)
        return np.bincount(cols_train, de, colours * masks).reshape(colours, masks) + \
            prior_weight * params

    start = np.zeros((colours, masks))
    start_train, start_test = loss(start, base_train, cols_train, train), loss(start, base_test, cols_test, test)
    seen = len(np.unique(cols_train))
    print(f"[{name} threats] {seen} of {colours * masks} masks seen; from the class table: "
          f"train {start_train:.6f} held-out {start_test:.6f}")
    prior_weight = PRIOR_POSITIONS / len(train.rows) * (k / 4) ** 2
    params = descend(f"{name} threats", start, lambda q: loss(q, base_train, cols_train, train),
                     lambda q: gradient(q, prior_weight), epochs, rate)
    params = np.clip(np.round(params), -30000, 30000)
    tuned_train, tuned_test = loss(params, base_train, cols_train, train), loss(params, base_test, cols_test, test)
    print(f"[{name} threats] tuned (rounded): train {tuned_train:.6f} held-out {tuned_test:.6f}")
    return dict(params=params, colours=colours, k=k, positions=len(train.rows) + len(test.rows),
                start_train=start_train, start_test=start_test, train=tuned_train, test=tuned_test)


def c_table(symbol: str, values: np.ndarray) -> str:
    return f"const threat_values {symbol} = {{\n\t.value = {{\n{c_rows(values)}\t}},\n}};\n"


def write_c(out: Path, fitted: Dict[str, Dict], command: str, source: str) -> None:
    """One file for the rules the data had (lib/eval has one a rule, so a rule
    is refitted without the games of the others)."""
    rules = [name for name in THREAT_RULES if name in fitted]
    if not rules:
        raise SystemExit(f"--threat-out needs positions of {' or '.join(THREAT_RULES)}")
    write_refinement(out, "--threat-out", "What each threat mask (lib/eval/threat.h) adds to the "
                     "mover's evaluation, fitted on top of the class table (Texel tuning, mean "
                     "squared error). Index: the mask, bits 0-3 the mover's four, open three, double "
                     "threat, open four; bits 4-7 the opponent's; bits 8-9 the mover's many fours, "
                     "many threes; bits 10-11 the opponent's.", "with threats", fitted,
                     rules, "threat", c_table, command, source)
