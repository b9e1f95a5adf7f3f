# SPDX-License-Identifier: MIT
"""What the fits share (fit.py per class, combo.py per combination, threat.py
per threat mask): the sigmoid of Texel tuning and the full-batch Adam descent
that prints the loss of every epoch."""
from __future__ import annotations

from typing import Callable

import numpy as np

BETA1, BETA2 = 0.9, 0.999


def sigmoid(x: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-np.clip(x, -60, 60)))


def descend(label: str, params: np.ndarray, loss: Callable[[np.ndarray], float],
            gradient: Callable[[np.ndarray], np.ndarray], epochs: int, rate: float) -> np.ndarray:
    """Adam from params (a step of about `rate` eval units); prints '[label] epoch N loss X'."""
    params = params.copy()
    m, v = np.zeros_like(params), np.zeros_like(params)
    for epoch in range(1, epochs + 1):
        g = gradient(params)
        m = BETA1 * m + (1 - BETA1) * g
        v = BETA2 * v + (1 - BETA2) * g * g
        params -= rate * (m / (1 - BETA1 ** epoch)) / (np.sqrt(v / (1 - BETA2 ** epoch)) + 1e-12)
        print(f"[{label}] epoch {epoch:4d} loss {loss(params):.6f}")
    return params
