# SPDX-License-Identifier: MIT
"""GomokuEnv: one agent against a built-in opponent, in Gymnasium's shape.

``reset(seed=None, options=None) -> (obs, info)``,
``step(action) -> (obs, reward, terminated, truncated, info)``, ``render()``,
``close()``, ``action_space`` / ``observation_space``, ``action_masks()``
(what maskable-PPO implementations call), ``metadata``, ``np_random``.

Actions are flat point indices ``y * width + x``. The reward is +1 when the
agent wins, -1 when it loses (or plays an illegal action under
``illegal_action="lose"``), 0 otherwise. ``info`` holds ``action_mask`` and
``move_count``, and ``winner`` once the game is over. The agent plays
``agent_color`` (``"random"``: drawn at each reset); when it is white the
opponent's first move is made inside ``reset``.
"""
from __future__ import annotations

from typing import Any, Dict, Optional, Tuple

import numpy as np

from .._types import Color, State
from ..board import Board
from . import planes
from .config import RENDER_MODES, GameConfig
from .opponent import Opponent

WIN, LOSS, NEUTRAL = 1.0, -1.0, 0.0


class GomokuEnv:
    """Single-agent Gomoku (any size and rule) against ``opponent``.

    Args:
        width, height, win_length, rule, last_move_plane, forbidden_plane,
        dtype, max_moves, illegal_action, render_mode: see
        :class:`gomoku.env.config.GameConfig`.
        opponent: ``"random"``, an engine level 0..10, or ``f(board, rng)``.
        opponent_limits: engine search limits, e.g. ``{"depth": 2}``.
        agent_color: ``Color.BLACK``, ``Color.WHITE`` or ``"random"``.
    """

    metadata = {"render_modes": list(RENDER_MODES), "render_fps": 4}

    def __init__(self, width: int = 15, height: Optional[int] = None, win_length: int = 5,
                 rule: Any = 0, opponent: Any = "random",
                 opponent_limits: Optional[Dict[str, int]] = None,
                 agent_color: Any = Color.BLACK, **options: Any) -> None:
        self.config = GameConfig(width, width if height is None else height, win_length,
                                 rule, **options)
        self.render_mode = self.config.render_mode
        self.observation_space = self.config.observation_space()
        self.action_space = self.config.action_space()
        if agent_color != "random":
            agent_color = Color(agent_color)
            if agent_color is Color.EMPTY:
                raise ValueError("agent_color must be BLACK, WHITE or 'random'")
        self._agent_choice = agent_color
        self.agent_color = Color.BLACK
        self._opponent = Opponent(opponent, opponent_limits)
        self.np_random = np.random.default_rng()
        self._board: Optional[Board] = None
        self._done = True

    # --- Gymnasium API ------------------------------------------------------

    def reset(self, seed: Optional[int] = None,
              options: Optional[Dict[str, Any]] = None) -> Tuple[np.ndarray, Dict[str, Any]]:
        """Start a new game; ``seed`` makes the whole episode reproducible."""
        if seed is not None:
            self.np_random = np.random.default_rng(seed)
            self._opponent.reseed(self.np_random)
        if self._agent_choice == "random":
            self.agent_color = Color(int(self.np_random.integers(1, 3)))
        else:
            self.agent_color = self._agent_choice
        if self._board is not None:
            self._board.close()
        self._board = self.config.new_board()
        self._done = False
        if self.agent_color is Color.WHITE:
            self._opponent_moves()
        return self._observation(), self._info()

    def step(self, action: Any) -> Tuple[np.ndarray, float, bool, bool, Dict[str, Any]]:
        """Play the agent's ``action``, then the opponent's reply."""
        if self._board is None or self._done:
            raise RuntimeError("step() after the episode ended: call reset()")
        board = self._board
        if not self.config.is_legal(board, action):
            if self.config.illegal_action == "raise":
                raise ValueError(f"illegal action {action!r} (see action_masks())")
            self._done = True
            return self._observation(), LOSS, True, False, self._info(illegal=True)
        board.play(*self.config.point(action))
        if not board.is_over and not self.config.truncated(board):
            self._opponent_moves()
        terminated = board.is_over
        truncated = self.config.truncated(board)
        self._done = terminated or truncated
        return self._observation(), self._reward(), terminated, truncated, self._info()

    def action_masks(self) -> np.ndarray:
        """Bool mask of the agent's legal actions now (all False once over)."""
        if self._board is None:
            raise RuntimeError("call reset() first")
        return planes.action_mask(self._board).astype(bool)

    def render(self) -> Any:
        """``"ansi"``: a text diagram; ``"rgb_array"``: an (H, W, 3) uint8 image."""
        if self._board is None:
            raise RuntimeError("call reset() first")
        return self.config.render(self._board)

    def close(self) -> None:
        self._opponent.close()
        if self._board is not None:
            self._board.close()
            self._board = None

    @property
    def unwrapped(self) -> "GomokuEnv":
        return self

    @property
    def board(self) -> Board:
        """The live board (read it; changing it breaks the episode)."""
        if self._board is None:
            raise RuntimeError("call reset() first")
        return self._board

    # --- internals ----------------------------------------------------------

    def _opponent_moves(self) -> None:
        board = self._board
        x, y = self._opponent.move(board, self.np_random)
        board.play(x, y)

    def _observation(self) -> np.ndarray:
        return self.config.observe(self._board, self.agent_color)

    def _reward(self) -> float:
        result = self._board.result
        if result.state is not State.WIN:
            return NEUTRAL
        return WIN if result.winner is self.agent_color else LOSS

    def _info(self, illegal: bool = False) -> Dict[str, Any]:
        board = self._board
        info: Dict[str, Any] = {"action_mask": planes.action_mask(board),
                                "move_count": board.move_count}
        if illegal:
            info["illegal_action"] = True
            info["winner"] = self.agent_color.opponent
        elif board.is_over:
            info["winner"] = board.result.winner
        return info

    def __enter__(self) -> "GomokuEnv":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()
