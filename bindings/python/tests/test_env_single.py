# SPDX-License-Identifier: MIT
"""GomokuEnv walked like Gymnasium's env checker walks an environment."""
from __future__ import annotations

import pytest

np = pytest.importorskip("numpy")

import gomoku
from gomoku import Color, Rule
from gomoku.env import GomokuEnv


def play_out(env: GomokuEnv, seed: int):
    """A whole masked-random episode; returns the observations and the end."""
    obs, info = env.reset(seed=seed)
    seen = [obs]
    rng = np.random.default_rng(seed)
    while True:
        mask = env.action_masks()
        action = int(rng.choice(np.flatnonzero(mask)))
        obs, reward, terminated, truncated, info = env.step(action)
        seen.append(obs)
        if terminated or truncated:
            return seen, reward, terminated, truncated, info


def test_reset_and_step_signatures_and_spaces() -> None:
    with GomokuEnv(width=9, opponent="random") as env:
        obs, info = env.reset(seed=0)
        assert env.observation_space.contains(obs) and obs in env.observation_space
        assert obs.shape == (3, 9, 9) and obs.dtype == np.uint8
        assert env.action_space.n == 81
        assert isinstance(info, dict) and info["action_mask"].shape == (81,)
        action = env.action_space.sample(env.action_masks())
        result = env.step(action)
        assert len(result) == 5
        obs, reward, terminated, truncated, info = result
        assert obs in env.observation_space
        assert isinstance(reward, float)
        assert isinstance(terminated, bool) and isinstance(truncated, bool)


def test_seeded_resets_are_reproducible() -> None:
    for opponent in ("random", 3):
        with GomokuEnv(width=9, opponent=opponent, opponent_limits={"depth": 1}) as a, \
                GomokuEnv(width=9, opponent=opponent, opponent_limits={"depth": 1}) as b:
            first, *_ = play_out(a, 7)
            second, *_ = play_out(b, 7)
            assert len(first) == len(second)
            assert all(np.array_equal(x, y) for x, y in zip(first, second))


def test_different_seeds_differ() -> None:
    with GomokuEnv(width=9) as env:
        a, *_ = play_out(env, 1)
        b, *_ = play_out(env, 2)
        assert len(a) != len(b) or any(not np.array_equal(x, y) for x, y in zip(a, b))


def test_masks_match_legal_moves() -> None:
    with GomokuEnv(width=9) as env:
        env.reset(seed=3)
        env.action_space.seed(3)
        for _ in range(10):
            mask = env.action_masks()
            legal = {y * 9 + x for x, y in env.board.legal_moves()}
            assert set(np.flatnonzero(mask)) == legal
            env.step(env.action_space.sample(mask))


def test_renju_masks_exclude_black_fouls() -> None:
    with GomokuEnv(width=15, rule=Rule.RENJU, forbidden_plane=True) as env:
        env.reset(seed=0)
        # A double-three at h8 for black: stones at g8, i8 (row) and h7, h9 (column).
        env.board.setup([(6, 7, Color.BLACK), (8, 7, Color.BLACK), (7, 6, Color.BLACK),
                         (7, 8, Color.BLACK), (0, 0, Color.WHITE), (14, 0, Color.WHITE),
                         (0, 14, Color.WHITE), (14, 14, Color.WHITE)], Color.BLACK)
        assert (7, 7) in env.board.forbidden_points()
        assert not env.action_masks()[7 * 15 + 7]
        assert env.action_masks().sum() == len(env.board.legal_moves())
        obs = env.config.observe(env.board, Color.BLACK)
        assert obs.shape[0] == 4 and obs[3, 7, 7] == 1
        with pytest.raises(ValueError, match="illegal"):
            env.step(7 * 15 + 7)


def test_terminal_rewards_win_and_loss() -> None:
    def fixed(column):
        # Plays down column `column` from the top, whatever the board.
        return lambda board, rng: next((column, y) for y in range(board.height)
                                       if board[column, y] is Color.EMPTY)
    with GomokuEnv(width=9, opponent=fixed(8)) as env:
        env.reset(seed=0)
        for y in range(4):
            _, reward, terminated, _, _ = env.step(y * 9)
            assert (reward, terminated) == (0.0, False)
        _, reward, terminated, truncated, info = env.step(4 * 9)
        assert (reward, terminated, truncated) == (1.0, True, False)
        assert info["winner"] is Color.BLACK and not env.action_masks().any()
        with pytest.raises(RuntimeError):
            env.step(5 * 9)
    with GomokuEnv(width=9, opponent=fixed(8), agent_color=Color.WHITE) as env:
        env.reset(seed=0)
        rewards = [env.step(y * 9)[1] for y in range(4)]
        assert rewards == [0.0, 0.0, 0.0, -1.0] and env.board.result.winner is Color.BLACK


def test_truncation_at_the_move_cap() -> None:
    with GomokuEnv(width=15, max_moves=6) as env:
        reward, terminated, truncated, info = play_out(env, 5)[1:]
        assert (terminated, truncated, reward) == (False, True, 0.0)
        assert info["move_count"] == 6


def test_illegal_action_policies() -> None:
    with GomokuEnv(width=9) as env:
        env.reset(seed=0)
        env.step(40)
        before = env.board.moves
        with pytest.raises(ValueError):
            env.step(40)            # occupied
        with pytest.raises(ValueError):
            env.step(81)            # off the board
        assert env.board.moves == before
    with GomokuEnv(width=9, illegal_action="lose") as env:
        env.reset(seed=0)
        env.step(40)
        _, reward, terminated, _, info = env.step(40)
        assert (reward, terminated, info["illegal_action"]) == (-1.0, True, True)


def test_agent_colour_white_and_random() -> None:
    with GomokuEnv(width=9, agent_color=Color.WHITE) as env:
        obs, info = env.reset(seed=0)
        assert env.board.move_count == 1
        assert obs[1].sum() == 1 and obs[0].sum() == 0   # the opponent's stone
        assert obs[2].sum() == 0                          # white to move
    with GomokuEnv(width=9, agent_color="random") as env:
        colours = {env.reset(seed=s) and env.agent_color for s in range(20)}
        assert colours == {Color.BLACK, Color.WHITE}


def test_float_planes_and_last_move() -> None:
    with GomokuEnv(width=7, win_length=4, dtype=np.float32, last_move_plane=True) as env:
        obs, _ = env.reset(seed=0)
        assert obs.dtype == np.float32 and obs.shape == (4, 7, 7)
        assert obs in env.observation_space and obs[3].sum() == 0
        obs, *_ = env.step(24)
        x, y = env.board.moves[-1]
        assert obs[3, y, x] == 1.0 and obs[3].sum() == 1.0


def test_render_modes() -> None:
    with GomokuEnv(width=9, render_mode="ansi") as env:
        env.reset(seed=0)
        env.step(40)
        text = env.render()
        assert "X" in text and "O" in text
    with GomokuEnv(width=9, height=7, render_mode="rgb_array") as env:
        env.reset(seed=0)
        env.step(0)
        image = env.render()
        assert image.shape == (7 * 16, 9 * 16, 3) and image.dtype == np.uint8
        assert tuple(image[8, 8]) == (15, 15, 15)        # black's stone at (0, 0)
        assert tuple(image[0, 0]) == (220, 179, 92)      # background in the corner
        x, y = env.board.moves[-1]                        # white's reply
        centre = (y * 16 + 8, x * 16 + 8)
        assert tuple(image[centre]) == (200, 30, 30)      # the last-move dot
        assert tuple(image[centre[0], centre[1] - 4]) == (240, 240, 240)


def test_engine_opponent_blocks_a_four() -> None:
    """Black runs along the top edge; a closed four there must be blocked
    (a random opponent fails this almost always)."""
    for seed in range(3):
        with GomokuEnv(width=9, opponent=1, opponent_limits={"depth": 2}) as env:
            env.reset(seed=seed)
            reward = 0.0
            for x in range(5):
                if env.board[x, 0] is not Color.EMPTY:
                    break
                _, reward, terminated, _, _ = env.step(x)
                if terminated:
                    break
            assert reward != 1.0


def test_bad_options_are_refused() -> None:
    with pytest.raises(ValueError):
        GomokuEnv(dtype=np.int32)
    with pytest.raises(ValueError):
        GomokuEnv(render_mode="human")
    with pytest.raises(ValueError):
        GomokuEnv(opponent=11)
    with pytest.raises(TypeError):
        GomokuEnv(opponent=object())
    with pytest.raises(gomoku.GomokuError):
        GomokuEnv(width=2)
