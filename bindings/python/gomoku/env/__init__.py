# SPDX-License-Identifier: MIT
"""Reinforcement-learning environments over libgomoku (numpy required).

* :class:`GomokuEnv` — one agent against an opponent (Gymnasium's API);
* :class:`GomokuAEC` — two agents taking turns (PettingZoo's AEC API);
* :mod:`gomoku.env.spaces` — the small space classes both use;
* :mod:`gomoku.env.planes` — observation planes and action masks.

Neither Gymnasium nor PettingZoo is imported: the classes follow their
documented interfaces, so wrappers and training loops written for them work.
"""
from .aec import GomokuAEC
from .config import GameConfig
from .single import GomokuEnv
from .spaces import Box, Dict, Discrete

__all__ = ["GomokuEnv", "GomokuAEC", "GameConfig", "Box", "Dict", "Discrete"]
