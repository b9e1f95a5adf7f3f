#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The console game's opening rules (--opening), driven by scripted stdin:
every rule played to its end by two humans, against the AI and by the AI
alone, and the refusals.

usage: test_cli_opening.py GOMOKU CASE   (exit 0 pass, 1 fail, 77 skip)
"""

import os
import re
import sys

import test_cli
from test_cli import contains, lacks

CASES = {}


def case(fn):
    CASES[fn.__name__] = fn
    return fn


def play(rule, lines, args=("--mode", "human-human", "--rule", "renju")):
    rc, out, err = test_cli.run(["--opening", rule] + list(args), "\n".join(lines) + "\n")
    assert rc == 0, "exit %d: %s" % (rc, err)
    return out


def steps(out):
    """The echoed opening steps, without the player's colour."""
    return [re.sub(r"^opening: player (\d) \([a-z, A-Z]+\) ", r"\1 ", l)
            for l in out.splitlines() if l.startswith("opening: ")]


def errors(out):
    return [l for l in out.splitlines() if l.startswith("? ")]


@case
def free_starts_at_once(_):
    out = play("free", ["h8", "quit"])
    contains(out, "opening over: player 1 plays black, player 2 white; black to move")
    contains(out, "1. black h8")


@case
def swap1_swap(_):
    out = play("swap1", ["h8", "h9", "j10", "choose swap", "k11", "quit"])
    assert steps(out) == ["1 placed black h8", "1 placed white h9", "1 placed black j10",
                          "2 swapped (now plays black)"], steps(out)
    contains(out, "opening choose: player 2 (white) to stay or swap")
    contains(out, "opening over: player 1 plays white, player 2 black; white to move")
    contains(out, "1. white k11")


@case
def new_game_opens_again(_):
    """new starts the opening again, with the same players whatever their colours."""
    out = play("swap1", ["h8", "h9", "j10", "k11", "new", "a1", "quit"],
               args=("--mode", "human-ai", "-t", "60", "--depth", "2"))
    assert out.count("opening Swap1: player 1 starts as black, you are player 1") == 2, out
    contains(out, "new game")
    assert steps(out)[-1] == "1 placed black a1", steps(out)


@case
def swap2_place_two(_):
    out = play("swap2", ["h8", "h9", "j10", "two", "a1", "o15", "stay", "quit"])
    contains(out, "player 2 (white) to stay, swap, or place two more (two)")
    assert steps(out)[3:] == ["2 chose to place two more stones", "2 placed white a1",
                              "2 placed black o15", "1 stayed (plays black)"], steps(out)
    contains(out, "opening over: player 1 plays black, player 2 white; white to move")


@case
def rif_offers_and_pick(_):
    # 1D Kansei (h8 h9 h10) and h5 are symmetric in column h: g7 and i7 are one offer.
    out = play("rif", ["h8", "h9", "h10", "stay", "h5", "g7 i7", "g7 j9", "pick j9",
                       "quit"])
    contains(out, "player 1 (black) to offer 2 fifth moves (no two alike by symmetry)")
    assert len(errors(out)) == 1 and "repeats offer 1" in errors(out)[0], errors(out)
    contains(out, "player 2 (white) to pick one of the offers: g7 j9")
    assert steps(out)[-2:] == ["1 offered g7 j9", "2 picked j9"], steps(out)
    contains(out, "opening over: player 1 plays black, player 2 white; white to move")


@case
def yamaguchi_declare(_):
    out = play("yamaguchi", ["h8", "h9", "i9", "17", "declare 3", "swap", "a1",
                             "offer b2 c3 o1", "o1", "quit"])
    contains(out, "player 1 (black) to declare how many fifth moves black offers: 1 to 16")
    assert "1 to 16" in errors(out)[0], errors(out)
    assert "1 declared 3 offers" in steps(out), steps(out)
    contains(out, "player 2 (black) to offer 3 fifth moves")
    contains(out, "opening over: player 1 plays white, player 2 black; white to move")


@case
def soosorv_declare_and_second_swap(_):
    out = play("soosorv:2", ["h8", "h9", "i9", "stay", "a1", "3", "2", "swap", "c3 m13",
                             "pick m13", "quit"])
    assert "1 to 2" in errors(out)[0], errors(out)
    assert steps(out)[4:] == ["2 placed white a1", "2 declared 2 offers",
                              "1 swapped (now plays white)", "2 offered c3 m13",
                              "1 picked m13"], steps(out)
    contains(out, "opening over: player 1 plays white, player 2 black; white to move")


TARAGUCHI_FOUR = ["h8", "stay", "i8", "swap", "g10", "stay", "k11"]


@case
def taraguchi_offers(_):
    out = play("taraguchi:3", ["k8"] + TARAGUCHI_FOUR + ["two", "offer", "a1 a2 a3",
                                                          "pick a2", "quit"])
    contains(out, "player 1 (black) to place a black stone on the centre point")
    contains(out, "player 2 (white) to place a white stone within the central 3x3")
    contains(out, "player 1 (white) to place a white stone within the central 7x7")
    contains(out, "player 2 (black) to stay, swap, or offer fifth moves instead of placing "
             "one (offer)")
    errs = errors(out)
    assert len(errs) == 2, errs
    assert "outside the central 1x1" in errs[0] and "swap2's first choice" in errs[1], errs
    assert steps(out)[-3:] == ["2 chose to offer fifth moves", "2 offered a1 a2 a3",
                               "1 picked a2"], steps(out)
    contains(out, "opening over: player 1 plays white, player 2 black; white to move")


@case
def taraguchi_fifth_and_swap(_):
    out = play("taraguchi", TARAGUCHI_FOUR + ["stay", "m13", "l12", "offer", "swap",
                                              "quit"])
    contains(out, "player 2 (black) to place a black stone within the central 9x9")
    errs = errors(out)
    assert len(errs) == 2 and "9x9" in errs[0] and "Taraguchi-N" in errs[1], errs
    assert steps(out)[-3:] == ["2 stayed (plays black)", "2 placed black l12",
                               "1 swapped (now plays black)"], steps(out)
    contains(out, "opening over: player 1 plays black, player 2 white; white to move")


@case
def refusals_change_nothing(_):
    out = play("rif", ["", "swap", "pick h8", "3", "h8 h9", "z99", "board", "help", "h8",
                       "quit"])
    errs = errors(out)
    assert len(errs) == 6, errs
    assert "empty line" in errs[0] and "not a step" in errs[1], errs
    contains(out, "Opening steps:")
    assert steps(out) == ["1 placed black h8"], steps(out)
    # The board was shown once, with nothing on it.
    contains(out, " 8 . . . . . . . . . . . . . . . 8")


@case
def ai_answers_swap2(_):
    out = play("swap2", ["h8", "a1", "o15", "quit"],
               args=("--mode", "human-ai", "-t", "80", "--depth", "3"))
    contains(out, "opening Swap2: player 1 starts as black, you are player 1")
    assert any(s.startswith("2 ") for s in steps(out)), steps(out)
    contains(out, "(white, AI)")
    contains(out, "opening over:")


@case
def ai_opens_taraguchi_for_white_human(_):
    """--color white: the AI is player 1 and places the first stone itself."""
    rc, out, err = test_cli.run(["--opening", "taraguchi:2", "--color", "white", "-t", "80",
                                 "--depth", "2", "--rule", "renju"], "swap\n" * 3 + "quit\n")
    assert rc == 0, err
    contains(out, "the AI is player 1")
    contains(out, "opening: player 1 (black, AI) placed black h8")


@case
def ai_vs_ai_every_rule(_):
    for rule in ("swap1", "swap2", "rif", "yamaguchi", "soosorv:3", "taraguchi:4"):
        rc, out, err = test_cli.run(["--ai-vs-ai", "--opening", rule, "--rule", "renju",
                                     "-t", "40", "--depth", "2", "--max-moves", "1"])
        assert rc == 0, (rule, err)
        contains(out, "opening over:")
        contains(out, "Stopped after 1 moves")


@case
def options_refused(_):
    for args, why in ((["--opening", "swap3"], "invalid opening rule 'swap3'"),
                      (["--opening", "swap2:3"], "invalid opening rule"),
                      (["--opening", "taraguchi:17"], "invalid opening rule"),
                      (["--opening", "rif", "--load", "x.json"], "does not go with --load")):
        rc, out, err = test_cli.run(args)
        assert rc == 2 and why in err, (args, rc, err)
    rc, out, err = test_cli.run(["--opening", "taraguchi", "--size", "7"], "quit\n")
    assert rc == 1 and "too small" in err, (rc, err)


if __name__ == "__main__":
    sys.exit(test_cli.run_case(CASES, "test_cli_opening.py"))
