# SPDX-License-Identifier: MIT
"""GomokuAEC walked like PettingZoo's api_test walks an AEC environment."""
from __future__ import annotations

import pytest

np = pytest.importorskip("numpy")

from gomoku import Color, Rule
from gomoku.env import GomokuAEC


def random_game(env: GomokuAEC, seed: int):
    """agent_iter/last/step to the end; returns (agent, obs, reward, term, trunc) per turn."""
    env.reset(seed=seed)
    trace = []
    for agent in env.agent_iter():
        obs, reward, term, trunc, info = env.last()
        assert env.observation_space(agent).contains(obs), agent
        assert set(env.rewards) == set(env.agents) == set(env.terminations)
        assert set(env.truncations) == set(env.infos) == set(env.agents)
        trace.append((agent, obs, reward, term, trunc))
        action = None if term or trunc else env.action_space(agent).sample(obs["action_mask"])
        env.step(action)
    return trace


def test_agents_and_spaces() -> None:
    env = GomokuAEC(width=9)
    env.reset(seed=0)
    assert env.agents == env.possible_agents == ["black", "white"]
    assert env.agent_selection == "black"
    for agent in env.agents:
        assert env.action_space(agent).n == 81
        assert env.observation_space(agent)["observation"].shape == (3, 9, 9)
        assert env.observation_space(agent)["action_mask"].shape == (81,)
    env.close()


def test_a_whole_game_follows_the_cycle() -> None:
    env = GomokuAEC(width=9)
    trace = random_game(env, 11)
    assert env.agents == []
    turns = [t for t in trace if not (t[3] or t[4])]
    # Agents alternate while the game runs, black first.
    assert [t[0] for t in turns] == (["black", "white"] * 81)[:len(turns)]
    # The two closing (dead) steps report the result: +1/-1 or 0/0.
    end = [t for t in trace if t[3] or t[4]]
    assert len(end) == 2 and {t[0] for t in end} == {"black", "white"}
    result = env.board.result
    if result.winner is not Color.EMPTY:
        winner = "black" if result.winner is Color.BLACK else "white"
        assert {t[0]: t[2] for t in end} == {winner: 1.0, ("white" if winner == "black" else "black"): -1.0}
    env.close()


def test_seeded_games_are_reproducible() -> None:
    env = GomokuAEC(width=9)
    first = [t[0:1] + (t[1]["observation"].tobytes(),) for t in random_game(env, 5)]
    second = [t[0:1] + (t[1]["observation"].tobytes(),) for t in random_game(env, 5)]
    assert first == second


def test_masks_match_legal_moves_and_only_the_mover_has_one() -> None:
    env = GomokuAEC(width=9, rule=Rule.RENJU, win_length=5)
    env.reset(seed=0)
    for action in (40, 0, 41, 8):
        env.step(action)
    mover = env.agent_selection
    other = "white" if mover == "black" else "black"
    mask = env.observe(mover)["action_mask"]
    assert set(np.flatnonzero(mask)) == {y * 9 + x for x, y in env.board.legal_moves()}
    assert not env.observe(other)["action_mask"].any()
    # Each agent sees its own stones in plane 0.
    assert env.observe("black")["observation"][0, 4, 4] == 1
    assert env.observe("white")["observation"][1, 4, 4] == 1


def test_win_rewards_and_terminations() -> None:
    env = GomokuAEC(width=9)
    env.reset(seed=0)
    for x in range(4):
        env.step(x)            # black on row 0
        env.step(9 * 8 + x)    # white on row 8
    env.step(4)                # black's five
    assert all(env.terminations.values())
    assert env.rewards == {"black": 1.0, "white": -1.0}
    assert env.agent_selection == "white"
    _, reward, term, _, _ = env.last()
    assert (reward, term) == (-1.0, True)
    with pytest.raises(ValueError):
        env.step(5)            # a done agent may only step None
    env.step(None)
    assert env.agents == ["black"]
    _, reward, term, _, _ = env.last()
    assert (reward, term) == (1.0, True)
    env.step(None)
    assert env.agents == []


def test_truncation_at_the_move_cap() -> None:
    env = GomokuAEC(width=9, max_moves=4)
    trace = random_game(env, 3)
    assert env.board.move_count == 4
    assert [t[4] for t in trace[-2:]] == [True, True]
    assert all(t[2] == 0.0 for t in trace)


def test_illegal_actions() -> None:
    env = GomokuAEC(width=9)
    env.reset(seed=0)
    env.step(40)
    with pytest.raises(ValueError):
        env.step(40)
    assert env.board.move_count == 1 and env.agent_selection == "white"
    lose = GomokuAEC(width=9, illegal_action="lose")
    lose.reset(seed=0)
    lose.step(40)
    lose.step(40)              # white plays on black's stone
    assert lose.rewards == {"black": 1.0, "white": -1.0}
    assert all(lose.terminations.values()) and lose.infos["white"]["illegal_action"]


def test_render_and_close() -> None:
    env = GomokuAEC(width=7, win_length=4, render_mode="rgb_array")
    env.reset(seed=0)
    env.step(24)
    assert env.render().shape == (7 * 16, 7 * 16, 3)
    env.close()
    with pytest.raises(RuntimeError):
        env.observe("black")
