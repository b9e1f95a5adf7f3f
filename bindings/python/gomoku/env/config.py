# SPDX-License-Identifier: MIT
"""The game both environments play: board options, spaces, observations,
illegal-action policy and the move cap, in one place."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional, Tuple

import numpy as np

from .._types import Color, FoulPolicy, Rule
from ..board import Board
from . import planes, render
from .spaces import Box, Discrete

ILLEGAL_POLICIES = ("raise", "lose")
RENDER_MODES = ("ansi", "rgb_array")


@dataclass
class GameConfig:
    """Options shared by :class:`GomokuEnv` and :class:`GomokuAEC`.

    ``illegal_action``: ``"raise"`` (ValueError, nothing changes) or
    ``"lose"`` (the mover loses at once, reward -1). ``max_moves``: the game
    is truncated (not terminated) once that many moves are on the board.
    """

    width: int = 15
    height: int = 15
    win_length: int = 5
    rule: Rule = Rule.FREESTYLE
    last_move_plane: bool = False
    forbidden_plane: bool = False
    dtype: Any = np.uint8
    max_moves: Optional[int] = None
    illegal_action: str = "raise"
    render_mode: Optional[str] = None

    def __post_init__(self) -> None:
        self.rule = Rule(self.rule)
        self.dtype = np.dtype(self.dtype)
        if self.dtype not in (np.dtype(np.uint8), np.dtype(np.float32)):
            raise ValueError("dtype must be uint8 or float32")
        if self.illegal_action not in ILLEGAL_POLICIES:
            raise ValueError(f"illegal_action must be one of {ILLEGAL_POLICIES}")
        if self.render_mode not in (None,) + RENDER_MODES:
            raise ValueError(f"render_mode must be None or one of {RENDER_MODES}")
        if self.max_moves is not None and self.max_moves <= 0:
            raise ValueError("max_moves must be positive")
        # Fails early with the library's RangeError on a bad size or rule.
        Board(self.width, self.height, self.win_length, self.rule).close()

    @property
    def points(self) -> int:
        return self.width * self.height

    def new_board(self) -> Board:
        return Board(self.width, self.height, self.win_length, self.rule,
                     foul_policy=FoulPolicy.REJECT)

    def observation_space(self) -> Box:
        shape: Tuple[int, ...] = (planes.plane_count(self.last_move_plane, self.forbidden_plane),
                                  self.height, self.width)
        return Box(0, 1, shape, self.dtype)

    def action_space(self) -> Discrete:
        return Discrete(self.points)

    def observe(self, board: Board, color: Color) -> np.ndarray:
        return planes.observe(board, color, self.last_move_plane, self.forbidden_plane,
                              self.dtype)

    def point(self, action: Any) -> Tuple[int, int]:
        """The (x, y) of a flat action; ValueError when it is no action."""
        if not self.action_space().contains(action):
            raise ValueError(f"action {action!r} is not in Discrete({self.points})")
        return int(action) % self.width, int(action) // self.width

    def is_legal(self, board: Board, action: Any) -> bool:
        x, y = self.point(action)
        return bool(planes.action_mask(board)[y * self.width + x])

    def truncated(self, board: Board) -> bool:
        return (self.max_moves is not None and not board.is_over
                and board.move_count >= self.max_moves)

    def render(self, board: Board) -> Any:
        if self.render_mode == "ansi":
            return render.ansi(board)
        if self.render_mode == "rgb_array":
            return render.rgb_array(board)
        return None
