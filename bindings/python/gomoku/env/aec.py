# SPDX-License-Identifier: MIT
"""GomokuAEC: two agents taking turns, in PettingZoo's AEC shape.

Agents ``"black"`` and ``"white"``. ``reset(seed=None, options=None)``,
``observe(agent) -> {"observation", "action_mask"}``, ``last()``,
``step(action)``, ``agent_selection``, ``agents`` / ``possible_agents``,
``rewards``, ``terminations``, ``truncations``, ``infos``,
``observation_space(agent)`` / ``action_space(agent)``, ``agent_iter()``,
``render()``, ``close()``.

Rewards: +1 to the winner and -1 to the loser on the move that ends the game
(``last()`` reports the sum since the agent's own last step, as PettingZoo's
``_cumulative_rewards``). Once the game is over (or truncated at
``max_moves``) every agent is terminated (truncated) and must be stepped with
``None``, which removes it from ``agents``.

Illegal actions: with ``illegal_action="raise"`` (default) ``step`` raises
ValueError and nothing changes; with ``"lose"`` the mover gets -1, the other
+1, and the game ends, with ``infos[agent]["illegal_action"] = True``.
"""
from __future__ import annotations

from typing import Any, Dict, Iterator, List, Optional, Tuple

import numpy as np

from .._types import Color, State
from ..board import Board
from . import planes
from .config import RENDER_MODES, GameConfig
from .spaces import Box, Dict as DictSpace, Discrete

AGENTS = ("black", "white")
COLORS = {"black": Color.BLACK, "white": Color.WHITE}


class GomokuAEC:
    """Two-player Gomoku; options as :class:`gomoku.env.config.GameConfig`."""

    metadata = {"render_modes": list(RENDER_MODES), "name": "gomoku_aec_v0",
                "is_parallelizable": False}

    def __init__(self, width: int = 15, height: Optional[int] = None, win_length: int = 5,
                 rule: Any = 0, **options: Any) -> None:
        self.config = GameConfig(width, width if height is None else height, win_length,
                                 rule, **options)
        self.render_mode = self.config.render_mode
        self.possible_agents: List[str] = list(AGENTS)
        obs_space = self.config.observation_space()
        mask_space = Box(0, 1, (self.config.points,), np.int8)
        self._observation_spaces = {a: DictSpace({"observation": obs_space,
                                                  "action_mask": mask_space})
                                    for a in AGENTS}
        self._action_spaces = {a: self.config.action_space() for a in AGENTS}
        self.np_random = np.random.default_rng()
        self._board: Optional[Board] = None
        self.agents: List[str] = []

    def observation_space(self, agent: str) -> DictSpace:
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> Discrete:
        return self._action_spaces[agent]

    def reset(self, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None) -> None:
        if seed is not None:
            self.np_random = np.random.default_rng(seed)
            for i, agent in enumerate(AGENTS):
                self._action_spaces[agent].seed(seed + i)
        if self._board is not None:
            self._board.close()
        self._board = self.config.new_board()
        self.agents = list(AGENTS)
        self.rewards = {a: 0.0 for a in AGENTS}
        self._cumulative_rewards = {a: 0.0 for a in AGENTS}
        self.terminations = {a: False for a in AGENTS}
        self.truncations = {a: False for a in AGENTS}
        self.infos: Dict[str, Dict[str, Any]] = {a: {} for a in AGENTS}
        self.agent_selection = "black"

    def observe(self, agent: str) -> Dict[str, np.ndarray]:
        board = self.board
        mask = planes.action_mask(board)
        if agent != self._to_move_name() or self.terminations.get(agent, True) \
                or self.truncations.get(agent, True):
            mask = np.zeros_like(mask)
        return {"observation": self.config.observe(board, COLORS[agent]), "action_mask": mask}

    def last(self, observe: bool = True) -> Tuple[Any, float, bool, bool, Dict[str, Any]]:
        agent = self.agent_selection
        obs = self.observe(agent) if observe else None
        return (obs, self._cumulative_rewards[agent], self.terminations[agent],
                self.truncations[agent], self.infos[agent])

    def agent_iter(self, max_iter: int = 2 ** 63) -> Iterator[str]:
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._dead_step(agent, action)
            return
        board = self.board
        if not self.config.is_legal(board, action):
            if self.config.illegal_action == "raise":
                raise ValueError(f"illegal action {action!r} for {agent} (see action_mask)")
            self._finish(loser=agent, illegal=True)
            return
        self._cumulative_rewards[agent] = 0.0
        self.rewards = {a: 0.0 for a in self.agents}
        board.play(*self.config.point(action))
        if board.is_over:
            result = board.result
            loser = None
            if result.state is State.WIN:
                loser = AGENTS[int(result.winner.opponent) - 1]
            self._finish(loser=loser)
            return
        if self.config.truncated(board):
            self.truncations = {a: True for a in AGENTS}
        self.agent_selection = self._to_move_name()

    def render(self) -> Any:
        return self.config.render(self.board)

    def close(self) -> None:
        if self._board is not None:
            self._board.close()
            self._board = None

    @property
    def board(self) -> Board:
        if self._board is None:
            raise RuntimeError("call reset() first")
        return self._board

    # --- internals ----------------------------------------------------------

    def _to_move_name(self) -> str:
        return AGENTS[int(self.board.to_move) - 1]

    def _finish(self, loser: Optional[str], illegal: bool = False) -> None:
        self._cumulative_rewards[self.agent_selection] = 0.0
        self.rewards = {a: 0.0 for a in AGENTS}
        if loser is not None:
            for a in AGENTS:
                self.rewards[a] = -1.0 if a == loser else 1.0
        for a in AGENTS:
            self._cumulative_rewards[a] += self.rewards[a]
            self.terminations[a] = True
            if illegal and a == loser:
                self.infos[a]["illegal_action"] = True
        # The next agent (the other one) sees the end first, as PettingZoo does.
        self.agent_selection = self._next_agent(self.agent_selection)

    def _next_agent(self, agent: str) -> str:
        live = [a for a in self.agents if a != agent]
        return live[0] if live else agent

    def _dead_step(self, agent: str, action: Any) -> None:
        if action is not None:
            raise ValueError(f"{agent} is done: step(None) removes it")
        # PettingZoo's dead step: the agent leaves agents and every dict.
        self.agents.remove(agent)
        for table in (self.rewards, self._cumulative_rewards, self.terminations,
                      self.truncations, self.infos):
            del table[agent]
        if self.agents:
            self.agent_selection = self.agents[0]
