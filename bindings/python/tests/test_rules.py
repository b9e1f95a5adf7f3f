# SPDX-License-Identifier: MIT
"""Rule queries (rules.h): fouls, forbidden points, patterns, point info, foul policies."""
from __future__ import annotations

import pytest

import gomoku
from gomoku import Board, Color, Foul, FoulPolicy, Pattern, Reason, Rule, State

B, W = Color.BLACK, Color.WHITE
# Whites in the corners keep the stone counts plausible and out of the way.
CORNER_WHITES = [(0, 0, W), (14, 0, W), (0, 14, W), (14, 14, W)]
DOUBLE_THREE = [(5, 7, B), (6, 7, B), (7, 5, B), (7, 6, B)]     # at (7, 7)
DOUBLE_FOUR = [(4, 7, B), (5, 7, B), (6, 7, B),
               (7, 4, B), (7, 5, B), (7, 6, B)]                 # at (7, 7)
OVERLINE = [(2, 7, B), (3, 7, B), (4, 7, B), (6, 7, B), (7, 7, B)]  # at (5, 7)


def renju(stones, policy=FoulPolicy.REJECT, backend=gomoku.Backend.AUTO) -> Board:
    b = Board(rule=Rule.RENJU, foul_policy=policy, backend=backend)
    b.setup(stones + CORNER_WHITES, Color.BLACK)
    return b


@pytest.mark.parametrize("stones,point,foul", [
    (DOUBLE_THREE, (7, 7), Foul.DOUBLE_THREE),
    (DOUBLE_FOUR, (7, 7), Foul.DOUBLE_FOUR),
    (OVERLINE, (5, 7), Foul.OVERLINE),
])
def test_fouls(stones, point, foul, backend) -> None:
    with renju(stones, backend=backend) as b:
        assert b.foul(*point) is foul
        assert b.foul(b.point_name(*point)) is foul
        assert point in b.forbidden_points()


def test_no_foul_elsewhere() -> None:
    with renju(DOUBLE_THREE) as b:
        assert b.foul(3, 3) is Foul.NONE


def test_no_fouls_outside_renju() -> None:
    with Board(rule=Rule.FREESTYLE) as b:
        b.setup(DOUBLE_THREE + CORNER_WHITES, Color.BLACK)
        assert b.foul(7, 7) is Foul.NONE
        assert b.forbidden_points() == []


def test_foul_on_occupied_point() -> None:
    with renju(DOUBLE_THREE) as b, pytest.raises(gomoku.OccupiedError):
        b.foul(5, 7)


def test_foul_off_board() -> None:
    with renju(DOUBLE_THREE) as b, pytest.raises(gomoku.OffBoardError):
        b.foul(15, 7)


def test_forbidden_move_rejected() -> None:
    with renju(DOUBLE_THREE) as b:
        before = b.hash
        with pytest.raises(gomoku.ForbiddenMoveError) as info:
            b.play(7, 7)
        assert info.value.status == -6 and b.hash == before
        assert (7, 7) not in b.legal_moves()
        assert b.legal_mask(as_numpy=False)[7 * 15 + 7] == 0


def test_foul_loses_under_lose_policy() -> None:
    with renju(DOUBLE_THREE, policy=FoulPolicy.LOSE) as b:
        b.play(7, 7)
        res = b.result
        assert res.state is State.WIN and res.winner is Color.WHITE
        assert res.reason is Reason.FOUL and res.line is None


def test_white_may_play_a_black_foul_point() -> None:
    with Board(rule=Rule.RENJU) as b:
        b.setup(DOUBLE_THREE + CORNER_WHITES, Color.WHITE)
        b.play(7, 7)
        assert b[7, 7] is Color.WHITE


@pytest.mark.parametrize("blacks,whites,expected", [
    ([(6, 7), (7, 7)], [], Pattern.OPEN_THREE),
    ([(5, 7), (6, 7), (7, 7)], [], Pattern.OPEN_FOUR),
    ([(5, 7), (6, 7), (7, 7)], [(4, 7)], Pattern.CLOSED_FOUR),
    ([(4, 7), (5, 7), (6, 7), (7, 7)], [], Pattern.FIVE),
    ([(7, 7)], [], Pattern.OPEN_TWO),
])
def test_patterns_horizontal(blacks, whites, expected, backend) -> None:
    with Board(backend=backend) as b:
        b.setup([(x, y, B) for x, y in blacks] + [(x, y, W) for x, y in whites]
                + CORNER_WHITES)
        pats = b.patterns(8, 7, Color.BLACK)
        assert pats[gomoku.Direction.HORIZONTAL] is expected
        assert pats[gomoku.Direction.VERTICAL] is Pattern.NONE


def test_patterns_default_colour_is_side_to_move() -> None:
    with Board() as b:
        b.setup([(6, 7, W), (7, 7, W)], to_move=Color.WHITE)
        assert b.patterns(8, 7)[0] is Pattern.OPEN_THREE
        assert b.patterns(8, 7, Color.BLACK)[0] is Pattern.NONE


def test_patterns_bad_colour() -> None:
    with Board() as b, pytest.raises(gomoku.InvalidArgumentError):
        b.patterns(1, 1, Color.EMPTY)


def test_patterns_occupied() -> None:
    with Board() as b:
        b.play(1, 1)
        with pytest.raises(gomoku.OccupiedError):
            b.patterns(1, 1, Color.BLACK)


def test_point_info() -> None:
    with renju(DOUBLE_THREE) as b:
        info = b.point_info(7, 7, Color.BLACK)
        assert info.foul is Foul.DOUBLE_THREE and info.open_threes == 2
        assert not info.makes_five and info.fours == 0
        assert info.patterns[:2] == (Pattern.OPEN_THREE, Pattern.OPEN_THREE)


def test_point_info_five() -> None:
    with Board() as b:
        b.setup([(4, 7, B), (5, 7, B), (6, 7, B), (7, 7, B)])
        assert b.point_info(8, 7).makes_five


def test_point_info_off_board() -> None:
    with Board() as b, pytest.raises(gomoku.OffBoardError):
        b.point_info(-1, 0, Color.BLACK)


def test_explain_foul_fake_three():
    """RENJU.md 5.5: i7 is no foul, the horizontal three's only key (g7) is a double-four."""
    board = gomoku.Board(rule=gomoku.Rule.RENJU)
    stones = "f7 g8 g9 g10 h7 j8 k9"
    board.setup([(*board.parse_point(s), gomoku.Color.BLACK) for s in stones.split()])
    why = board.explain_foul("i7")
    assert why["foul"] == gomoku.Foul.NONE
    horizontal = [l for l in why["lines"] if l["direction"] == gomoku.Direction.HORIZONTAL][0]
    assert not horizontal["real"]
    assert horizontal["keys"] == [{"point": board.parse_point("g7"),
                                   "foul": gomoku.Foul.DOUBLE_FOUR, "makes_five": False}]


def test_threats_open_three():
    board = gomoku.Board()
    for move in [(6, 7), (0, 0), (7, 7), (0, 14), (8, 7)]:
        board.play(*move)
    threats = board.threats(gomoku.Color.BLACK)
    assert len(threats) == 1 and threats[0]["kind"] == "open-three"
    assert sorted(threats[0]["keys"]) == [(5, 7), (9, 7)]
    assert sorted(threats[0]["defences"]) == [(5, 7), (9, 7)]
    assert board.threats(gomoku.Color.WHITE) == []


def test_explain_sequence_open_four():
    board = gomoku.Board()
    for move in ["h8", "a1", "i8", "a3", "j8", "a5"]:
        board.play(*board.parse_point(move))
    steps = board.explain_sequence([board.parse_point(m) for m in ("k8", "g8", "l8")])
    assert [s["kind"] for s in steps] == ["open-four", "block", "five"]
    assert [s["attacker"] for s in steps] == [True, False, True]
    assert steps[0]["color"] == gomoku.Color.BLACK
    assert sorted(steps[0]["lines"][0]["keys"]) == [(6, 7), (11, 7)]
    assert steps[1]["lines"][0]["color"] == gomoku.Color.BLACK
    assert steps[2]["lines"][0]["kind"] == "five" and len(steps[2]["lines"][0]["stones"]) == 5
    assert board.move_count == 6 and board.stone_count == 6
    with pytest.raises(gomoku.OccupiedError):
        board.explain_sequence([(0, 14)])


def test_explain_sequence_of_a_vct():
    """tests/tactics/vct_positions.txt: no VCF, a win by threes."""
    board = gomoku.Board()
    black, white = [(7, 7), (8, 7), (8, 8), (9, 8)], [(9, 6), (10, 7), (7, 9), (10, 9)]
    board.setup([(x, y, gomoku.Color.BLACK) for x, y in black]
                + [(x, y, gomoku.Color.WHITE) for x, y in white], gomoku.Color.BLACK)
    line = gomoku.Engine(seed=1).solve_vct(board)
    assert len(line) >= 5
    steps = board.explain_sequence(line)
    assert steps[-1]["kind"] == "five"
    assert all(s["kind"] in ("block", "counter-four") for s in steps[1::2])
    assert any(s["kind"] in ("open-three", "double-three") for s in steps[0::2])
