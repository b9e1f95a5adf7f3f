# SPDX-License-Identifier: MIT
"""Every number is checked before ctypes converts it (issue 18, A4): ctypes
wraps 2**32 + 7 to 7 and int() truncates 1.5, so without the checks these
calls would quietly do something else."""
from __future__ import annotations

import pytest

from gomoku import Board, Engine, OffBoardError, Opening, Rule

BIG = 2 ** 32


@pytest.fixture
def b():
    with Board() as board:
        yield board


@pytest.mark.parametrize("args", [(BIG + 7, 7), (7, BIG + 7), (-BIG - 1, 0), ((BIG + 7, 7),)])
def test_play_out_of_c_range(b: Board, args: tuple) -> None:
    with pytest.raises(ValueError):
        b.play(*args)
    assert b.moves == []


@pytest.mark.parametrize("args", [(1.5, 2), (1, 2.0), (True, 2), (1, False), ((1.5, 2),),
                                  ("7", 7)])
def test_play_refuses_non_integers(b: Board, args: tuple) -> None:
    with pytest.raises(TypeError):
        b.play(*args)
    assert b.moves == []


def test_integer_like_values_still_work(b: Board) -> None:
    numpy = pytest.importorskip("numpy")
    b.play(numpy.int64(7), numpy.int32(7))
    assert b.moves == [(7, 7)]
    with pytest.raises(OffBoardError):  # in C range: the library's own error
        b.play(-1, 3)


def test_queries_check_points(b: Board) -> None:
    with pytest.raises(ValueError):
        b[BIG + 7, 7]
    with pytest.raises(TypeError):
        b[1.5, 2]
    with pytest.raises(ValueError):
        b.point_name(BIG, 0)
    with pytest.raises(ValueError):
        b.foul(7, BIG + 7)
    with pytest.raises(ValueError):
        b.patterns(7, 7, color=BIG + 1)
    with pytest.raises(ValueError):
        b.setup([(BIG + 1, 0, 1)])
    with pytest.raises(TypeError):
        b.setup([(1, 0, 1.0)])
    with pytest.raises(ValueError):
        b.to_psq(times_ms=[BIG])
    with pytest.raises(ValueError):
        b.to_json(times_ms=[-5])


@pytest.mark.parametrize("kwargs, error", [
    ({"width": BIG + 15}, ValueError), ({"height": BIG + 15}, ValueError),
    ({"rule": BIG + 2}, ValueError), ({"win_length": BIG + 5}, ValueError),
    ({"backend": 1.0}, TypeError), ({"width": True}, TypeError),
    ({"foul_policy": -BIG}, ValueError),
])
def test_board_options(kwargs: dict, error: type) -> None:
    with pytest.raises(error):
        Board(**kwargs)


def test_read_psq_options() -> None:
    with pytest.raises(ValueError):
        Board.from_psq("Piskvorky 15x15, 11:11, 0\n8,8,0\n", rule=Rule.RENJU + BIG)


@pytest.mark.parametrize("kwargs, error", [
    ({"hash_mb": 2 ** 44}, ValueError), ({"hash_mb": 0}, ValueError),
    ({"hash_mb": 1.5}, TypeError), ({"seed": -1}, ValueError),
    ({"seed": 2 ** 64}, ValueError), ({"seed": 1.0}, TypeError),
])
def test_engine_options(kwargs: dict, error: type) -> None:
    with pytest.raises(error):
        Engine(**kwargs)


def test_engine_seed_extremes() -> None:
    with Engine(hash_mb=1, seed=2 ** 64 - 1) as e:
        assert e.seed == 2 ** 64 - 1


@pytest.mark.parametrize("kwargs, error", [
    ({"nodes": 2 ** 64 + 100}, ValueError), ({"time_ms": BIG + 50}, ValueError),
    ({"depth": BIG + 1}, ValueError), ({"level": BIG}, ValueError),
    ({"multipv": BIG + 1}, ValueError), ({"depth": 2.5}, TypeError),
    ({"nodes": 100.0}, TypeError), ({"time_ms": True}, TypeError),
])
def test_search_limits(kwargs: dict, error: type) -> None:
    with Board() as b, Engine(hash_mb=1, seed=1) as e:
        b.play(7, 7)
        with pytest.raises(error):
            e.search(b, **kwargs)
        with pytest.raises(TypeError):
            e.search("not a board", depth=1)  # type: ignore[arg-type]
        with pytest.raises(ValueError):
            e.solve_vcf(b, max_plies=BIG + 1)
        with pytest.raises(TypeError):
            e.solve_vcf(b, max_plies=3.0)


def test_mirrored_limits_are_the_librarys() -> None:
    """_lib.MAX_DEPTH / MAX_HASH_BYTES mirror GMK_MAX_DEPTH / GMK_MAX_HASH_BYTES."""
    from gomoku import RangeError, _lib
    with Board() as b, Engine(hash_mb=1, seed=1) as e:
        b.play(7, 7)
        assert e.search(b, depth=_lib.MAX_DEPTH, nodes=2000).best in b.legal_moves()
        with pytest.raises(RangeError):
            e.search(b, depth=_lib.MAX_DEPTH + 1)
        assert e.solve_vcf(b, max_plies=_lib.MAX_DEPTH) == []
    with pytest.raises(ValueError, match="hash_mb"):
        Engine(hash_mb=_lib.MAX_HASH_BYTES // 2 ** 20 + 1)


# Opening (openrule.h, 1.2.0/1.3.0): the same checks before ctypes.
@pytest.mark.parametrize("kwargs", [{"n": BIG + 2}, {"width": BIG + 15}, {"height": -BIG - 1},
                                    {"win_length": BIG + 5}])
def test_opening_sizes_out_of_c_range(kwargs: dict) -> None:
    with pytest.raises(ValueError):
        Opening("soosorv", **dict({"n": 2}, **kwargs))


@pytest.mark.parametrize("kwargs", [{"n": 2.0}, {"n": True}, {"width": 15.0},
                                    {"board_rule": 1.5}])
def test_opening_refuses_non_integers(kwargs: dict) -> None:
    with pytest.raises(TypeError):
        Opening("soosorv", **dict({"n": 2}, **kwargs))


@pytest.mark.parametrize("action,error", [
    (("place", BIG + 7, 7), ValueError), (("place", 7, BIG + 7), ValueError),
    (("pick", -BIG - 1, 0), ValueError), (("declare", BIG + 1), ValueError),
    (("offer", [(BIG + 1, 0)]), ValueError), (("place", 7.5, 7), TypeError),
    (("place", True, 7), TypeError), (("declare", 1.0), TypeError)])
def test_opening_actions_checked(action: tuple, error: type) -> None:
    op = Opening("swap1")
    before = op.to_json()
    with pytest.raises(error):
        op.apply(action)
    assert op.to_json() == before


def test_opening_engine_limits_checked() -> None:
    op = Opening("swap1")
    with Engine(seed=1) as engine:
        with pytest.raises(ValueError):
            op.engine_act(engine, nodes=2 ** 70)
        with pytest.raises(TypeError):
            op.engine_act(engine, depth=1.5)
    assert op.board.move_count == 0


@pytest.mark.parametrize("color,error", [(BIG + 1, ValueError), (True, TypeError),
                                         (1.0, TypeError)])
def test_threats_colour_checked(b: Board, color, error: type) -> None:
    """2**32 + 1 and True were black's threats (wrapped and converted)."""
    b.play(7, 7)
    with pytest.raises(error):
        b.threats(color)
