#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The console game's learner commands (why, threats, the puzzle mode) driven
by scripted stdin, with test_cli.py's helpers.

usage: test_cli_learn.py GOMOKU CASE   (exit 0 pass, 1 fail)
"""

import json
import os
import sys
import tempfile

import test_cli
from test_cli import contains, hvh, lacks

CASES = {}

# A VCT puzzle gomoku-puzzle generated (freestyle, seed 2): black's double three at h10.
PUZZLE = {"rule": "freestyle", "size": [15, 15],
          "stones": [[7, 6, 1], [10, 6, 2], [6, 6, 1], [8, 7, 2], [6, 7, 1], [8, 8, 2], [8, 6, 1],
                     [5, 6, 2], [6, 4, 1], [6, 5, 2], [9, 4, 1], [8, 5, 2], [7, 4, 1], [8, 4, 2]],
          "to_move": 1, "kind": "vct", "solution": [[7, 5], [5, 5], [5, 3], [9, 7], [4, 2]],
          "difficulty": 6.0}


def case(fn):
    CASES[fn.__name__] = fn
    return fn


@case
def why_double_three(_):
    out = hvh("g8", "a1", "h8", "a3", "i9", "a5", "i10", "a7", "why i8", "why i 8",
              args=["--rule", "renju"])
    contains(out, "i8 is forbidden for black: double-three")
    contains(out, "horizontal: open-three g8 h8 i8, a real three")
    contains(out, "vertical: open-three i10 i9 i8, a real three")
    assert out.count("is forbidden for black") == 1, out   # "i 8" is not a point: refused


@case
def why_not_forbidden(_):
    out = hvh("h8", "a1", "i8", "a3", "why j8", "why h8", "why z99", args=["--rule", "renju"])
    contains(out, "j8 is not forbidden for black: no two real threes")
    contains(out, "horizontal: open-three h8 i8 j8, a real three")
    contains(out, "? h8: h8 is occupied")
    contains(out, "? why needs a point on the board")
    out = hvh("h8", "why i8")
    contains(out, "i8 is not forbidden: freestyle has no forbidden points")


@case
def why_fake_three(_):
    """RENJU.md 5.5 (as tests/unit/test_explain.c): i7's horizontal three is not real."""
    moves = []
    for black, white in zip("f7 g8 g9 g10 h7 j8 k9".split(), "a1 a3 a5 a7 a9 a11 a13".split()):
        moves += [black, white]
    out = hvh(*moves, "why i7", args=["--rule", "renju"])
    contains(out, "i7 is not forbidden for black")
    contains(out, "not a real three: its four point g7 is forbidden (double-four)")


@case
def threats_both_sides(_):
    out = hvh("h8", "a1", "i8", "a2", "j8", "a3", "k8", "a4", "threats")
    contains(out, "black four h8 i8 j8 k8 (five at g8 l8; cannot be stopped)")
    contains(out, "white four a4 a3 a2 a1 (five at a5; stopped at a5)")
    out = hvh("h8", "threats", "threats now")
    contains(out, "black: no four, no open three")
    contains(out, "white: no four, no open three")
    contains(out, "? threats takes no argument")


def with_puzzles(puzzles, *lines):
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "p.jsonl")
        with open(path, "w") as f:
            f.writelines(json.dumps(p) + "\n" for p in puzzles)
        return hvh("h8", "puzzle " + path, *lines)


@case
def puzzle_right_then_wrong(_):
    out = with_puzzles([PUZZLE, PUZZLE], "why h10", "h10", "g8", "a1")
    contains(out, "loaded 2 puzzles")
    contains(out, "puzzle 1 of 2 (vct, freestyle, difficulty 6.0): black to play and win")
    contains(out, "h10 is not forbidden")            # why looks at the puzzle's board
    contains(out, "right: h10 wins, and no other first move does")
    contains(out, "1. black h10: double-three")
    contains(out, "5. black e13: five")
    contains(out, "? g8 is occupied: try again")
    contains(out, "2. white f10: quiet (nothing saves the game)")
    contains(out, "3. black f12: open-four")
    contains(out, "wrong: a1 does not win; the winning move is h10")
    contains(out, "puzzles done: 1 of 2 right; back to the game")
    # The game's own board was left alone: h8 is still black's, white is to move.
    lines = out.splitlines()
    assert lines[-1] == "puzzles done: 1 of 2 right; back to the game", lines[-3:]


@case
def puzzle_skip_stop_and_game_moves(_):
    out = with_puzzles([PUZZLE, PUZZLE], "puzzle skip", "puzzle stop", "h9", "puzzle stop")
    contains(out, "puzzle 2 of 2")
    contains(out, "puzzles done: 0 of 2 right")
    contains(out, "2. white h9")                      # back to the game
    contains(out, "? no puzzle is shown")


@case
def puzzle_file_past_the_limit(_):
    out = with_puzzles([PUZZLE] * 1003, "puzzle stop")
    contains(out, "loaded 1000 puzzles")
    contains(out, "(at most 1000: 3 more lines not loaded)")
    contains(out, "puzzles done: 0 of 1000 right")


@case
def puzzle_bad_files(_):
    out = hvh("puzzle /nonexistent/p.jsonl", "puzzle", "h8")
    contains(out, "? /nonexistent/p.jsonl: cannot read the file")
    contains(out, "? puzzle needs a file")
    contains(out, "1. black h8")
    bad = dict(PUZZLE, kind="vcx")
    out = with_puzzles([PUZZLE, bad], "h9")
    contains(out, "p.jsonl: line 2: \"kind\" must be \"vcf\" or \"vct\"")
    lacks(out, "puzzle 1 of")
    contains(out, "2. white h9")


# A puzzle line the reader must refuse, and the message that names what is wrong.
BAD_LINES = [
    (dict(PUZZLE, size=[15.5, 15]), '"size" must be [width, height], whole numbers from 3 to 1024'),
    (dict(PUZZLE, size=[1e12, 15]), '"size" must be [width, height], whole numbers from 3 to 1024'),
    (dict(PUZZLE, size=[2, 15]), '"size" must be [width, height], whole numbers from 3 to 1024'),
    (dict(PUZZLE, to_move=1.5), '"to_move" must be 1 or 2'),
    (dict(PUZZLE, to_move=3), '"to_move" must be 1 or 2'),
    (dict(PUZZLE, stones=PUZZLE["stones"][:2] + [[7, 7, 3]]),
     "stone 3 is not [x, y, colour] on the 15x15 board with colour 1 (black) or 2 (white)"),
    (dict(PUZZLE, stones=[[15, 0, 1]]),
     "stone 1 is not [x, y, colour] on the 15x15 board"),
    (dict(PUZZLE, stones=[[7, 7, 1]] * 401), '"stones" must be a list of at most 400'),
    (dict(PUZZLE, solution=[]), '"solution" must be a list of 1 to 31 [x, y]'),
    (dict(PUZZLE, solution=[[7, 5]] * 32), '"solution" must be a list of 1 to 31 [x, y]'),
    (dict(PUZZLE, solution=[[7, 5], [1e30, 2]]), "solution move 2 is not [x, y] on the 15x15 board"),
    (dict(PUZZLE, solution=[[7, 5], [-1, 2]]), "solution move 2 is not [x, y] on the 15x15 board"),
]


@case
def puzzle_bad_lines(_):
    """Each malformed line is refused by name; the game goes on as it was."""
    for bad, why in BAD_LINES:
        out = with_puzzles([PUZZLE, bad], "h9")
        contains(out, "p.jsonl: line 2: " + why)
        lacks(out, "puzzle 1 of")
        contains(out, "2. white h9")
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "p.jsonl")
        with open(path, "w") as f:
            f.write(json.dumps(PUZZLE) + "\n" + '{"rule": "freestyle", "size": [15\n')
        out = hvh("h8", "puzzle " + path, "h9")
        contains(out, "p.jsonl: line 2: not a JSON object")
        contains(out, "2. white h9")


@case
def puzzle_unplayable_passed_over(_):
    """A puzzle whose stones or solution cannot be played is named and passed over."""
    occupied = dict(PUZZLE, solution=[[7, 6]] + PUZZLE["solution"][1:])
    no_five = dict(PUZZLE, solution=PUZZLE["solution"][:3])
    twice = dict(PUZZLE, stones=PUZZLE["stones"] + [[7, 6, 2]])
    out = with_puzzles([occupied, no_five, twice, PUZZLE], "h10")
    contains(out, "? puzzle 1: the solution cannot be played: sequence move 1 (7,6): h9 is occupied")
    contains(out, "? puzzle 2: the last move (5,3) makes no five (open-four)")
    contains(out, "? puzzle 3: the stones do not form a position: h9 (stones[14]) holds an earlier stone")
    contains(out, "puzzle 4 of 4")
    contains(out, "right: h10 wins")
    contains(out, "puzzles done: 1 of 4 right")


@case
def help_lists_learning(_):
    out = hvh("help")
    contains(out, "why h8")
    contains(out, "puzzle FILE")


if __name__ == "__main__":
    sys.exit(test_cli.run_case(CASES, "test_cli_learn.py"))
