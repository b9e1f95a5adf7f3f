# SPDX-License-Identifier: MIT
"""Opening rules (openrule.h): Opening, CANONICAL_OPENINGS, offers, JSON, the engine."""
from __future__ import annotations

import pytest

import gomoku
from gomoku import Color, Opening, Phase


def test_canonical_openings_are_the_26_named():
    table = gomoku.CANONICAL_OPENINGS
    assert len(table) == 26
    assert table["4D Kagetsu"] == ((7, 7), (7, 6), (8, 6))
    assert table["1I Chosei"] == ((7, 7), (8, 6), (9, 5))
    assert list(table)[12] == "13D Yusei" and list(table)[25] == "13I Suisei"
    for name, (first, _, _) in table.items():
        assert first == (7, 7), name


def test_canonical_of_names_a_rotated_opening():
    board = gomoku.Board(rule=gomoku.Rule.RENJU)
    # 4D Kagetsu turned a quarter: h8, g8, g9.
    for x, y in [(7, 7), (6, 7), (6, 6)]:
        board.play(x, y)
    assert gomoku.canonical_of(board) == "4D Kagetsu"


def test_swap2_place_two_then_swap():
    op = Opening("swap2")
    assert (op.phase, op.to_act) == (Phase.PLACE, 1)
    for x, y in [(7, 7), (8, 8), (6, 9)]:
        op.apply(("place", x, y))
    assert op.phase == Phase.CHOOSE and op.to_act == 2
    assert ("place_two",) in op.legal_actions()
    op.apply(("place_two",))
    op.apply(("place", 3, 3))
    op.apply(("place", 4, 4))
    assert ("place_two",) not in op.legal_actions()
    op.apply(("swap",))
    assert op.done and op.to_act == 0
    assert op.colors == {1: Color.WHITE, 2: Color.BLACK}
    assert op.board.move_count == 5


def test_refused_action_changes_nothing():
    op = Opening("rif")
    before = op.to_json()
    with pytest.raises(gomoku.InvalidArgumentError, match="central 1x1"):
        op.apply(("place", 0, 0))
    with pytest.raises(gomoku.InvalidArgumentError):
        op.apply(("swap",))
    with pytest.raises(ValueError):
        op.apply(("jump", 1))
    assert op.to_json() == before
    assert op.legal_actions() == [("place", 7, 7)]


def test_rif_offers_and_pick_with_json_round_trip():
    op = Opening("rif")
    for x, y in gomoku.CANONICAL_OPENINGS["1D Kansei"]:
        op.apply(("place", x, y))
    op.apply(("stay",))
    op.apply(("place", 7, 10))
    assert op.legal_actions() == [("offer", 2)]
    # Kansei is symmetric in column h: g7 and i7 are one offer.
    with pytest.raises(gomoku.InvalidArgumentError, match="repeats offer 1"):
        op.apply(("offer", [(6, 8), (8, 8)]))
    op.apply(("offer", [(6, 8), (9, 9)]))
    again = Opening.from_json(op.to_json())
    assert again.phase == Phase.PICK and again.offers() == [(6, 8), (9, 9)]
    again.apply(("pick", 9, 9))
    assert again.done and again.board[9, 9] == Color.BLACK


def test_soosorv_needs_n_and_unknown_rules_are_refused():
    with pytest.raises(gomoku.RangeError):
        Opening("soosorv")
    with pytest.raises(ValueError):
        Opening("swap3")
    assert Opening("soosorv", n=3).phase == Phase.PLACE
    assert Opening("free").done


def _taraguchi_four(op):
    """h8 (white swaps), i8 in the 3x3, g10 in the 5x5, l4 in the 7x7: a swap
    offered after each stone, taken after the second."""
    for (x, y), swap in [((7, 7), False), ((8, 7), True), ((6, 5), False)]:
        op.apply(("place", x, y))
        assert op.legal_actions() == [("stay",), ("swap",)]
        op.apply(("swap",) if swap else ("stay",))
    op.apply(("place", 10, 10))


def test_taraguchi_offers_branch():
    op = Opening("taraguchi", n=3)
    assert op.legal_actions() == [("place", 7, 7)]
    _taraguchi_four(op)
    # Player 2 swapped after white's 2nd: player 2 holds black and decides.
    assert op.phase == Phase.CHOOSE and op.to_act == 2
    assert op.legal_actions() == [("stay",), ("swap",), ("offer_fifths",)]
    op.apply(("offer_fifths",))
    assert op.legal_actions() == [("offer", 3)]
    op.apply(("offer", [(0, 0), (14, 0), (3, 12)]))
    op = Opening.from_json(op.to_json())
    assert op.to_act == 1 and op.offers() == [(0, 0), (14, 0), (3, 12)]
    op.apply(("pick", 3, 12))
    assert op.done and op.colors == {1: Color.WHITE, 2: Color.BLACK}
    assert op.board.move_count == 5 and op.board.to_move == Color.WHITE


def test_taraguchi_fifth_in_the_9x9_then_a_swap():
    op = Opening("taraguchi", n=10)
    _taraguchi_four(op)
    op.apply(("stay",))
    with pytest.raises(gomoku.InvalidArgumentError, match="central 9x9"):
        op.apply(("place", 12, 7))
    assert ("place", 11, 11) in op.legal_actions()
    op.apply(("place", 11, 11))
    assert op.to_act == 1 and op.legal_actions() == [("stay",), ("swap",)]
    with pytest.raises(gomoku.InvalidArgumentError, match="Taraguchi-N"):
        op.apply(("offer_fifths",))
    op.apply(("swap",))
    assert op.done and op.colors == {1: Color.BLACK, 2: Color.WHITE}


def test_taraguchi_needs_n_and_a_9x9_board():
    with pytest.raises(gomoku.RangeError):
        Opening("taraguchi")
    with pytest.raises(gomoku.RangeError, match="too small"):
        Opening("taraguchi", n=5, width=8, height=8)
    assert Opening("taraguchi", n=5, width=9, height=9).phase == Phase.PLACE


@pytest.mark.parametrize("rule", ["swap1", "swap2", "rif", "yamaguchi", "soosorv",
                                  "taraguchi"])
def test_engine_decides_every_step(rule):
    op = Opening(rule, n=2 if rule in ("soosorv", "taraguchi") else None)
    with gomoku.Engine(seed=1) as engine:
        for _ in range(12):
            if op.done:
                break
            op.engine_act(engine, depth=2)
    assert op.done
    assert not op.board.is_over
