# SPDX-License-Identifier: MIT
"""The local space classes: sample, contains, seeding, masks."""
from __future__ import annotations

import pytest

np = pytest.importorskip("numpy")

from gomoku.env import Box, Dict, Discrete


def test_discrete_sample_contains_and_seed() -> None:
    space = Discrete(10, seed=4)
    draws = [space.sample() for _ in range(50)]
    assert all(space.contains(d) for d in draws) and len(set(draws)) > 3
    space.seed(4)
    assert [space.sample() for _ in range(50)] == draws
    assert 9 in space and 10 not in space and -1 not in space
    assert np.int64(3) in space and np.array(3) in space
    assert 3.0 not in space and True not in space and "3" not in space


def test_discrete_mask() -> None:
    space = Discrete(5, seed=0)
    mask = np.array([0, 1, 0, 1, 0], dtype=np.int8)
    assert {space.sample(mask) for _ in range(40)} == {1, 3}
    with pytest.raises(ValueError):
        space.sample(np.zeros(5, dtype=np.int8))
    with pytest.raises(ValueError):
        space.sample(np.ones(4, dtype=np.int8))


def test_box() -> None:
    space = Box(0, 1, (2, 3, 3), np.uint8, seed=1)
    sample = space.sample()
    assert sample.shape == (2, 3, 3) and sample.dtype == np.uint8 and sample in space
    assert np.full((2, 3, 3), 2, np.uint8) not in space
    assert np.zeros((3, 3), np.uint8) not in space
    assert np.zeros((2, 3, 3), np.float64) not in space
    floats = Box(0, 1, (4,), np.float32)
    assert floats.sample() in floats and np.zeros(4, np.uint8) in floats


def test_dict() -> None:
    space = Dict({"observation": Box(0, 1, (2,), np.uint8), "action_mask": Box(0, 1, (3,), np.int8)})
    sample = space.sample()
    assert sample in space
    assert {"observation": sample["observation"]} not in space
    assert space["observation"].shape == (2,)
