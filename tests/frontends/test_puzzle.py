#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""gomoku-puzzle: generates puzzles, and each one is re-checked here with the
Python binding: the keys, a move-by-move replay (every attacker move a four,
every defender move the forced block, the last a five), an alpha-beta search
(not the VCF solver that found it) that confirms the forced win, and no two
puzzles equal under the board's symmetries. Then `solve` accepts the file and
refuses a corrupted copy.

VCT puzzles (KIND vct) are re-checked by CHECKER (tests/tactics/puzzle_check.c:
no VCF, the forced win against every reply, every other threat first move
refuted, by a search of its own), which must also refuse a wrong first move,
a puzzle with a VCF and one whose first move is not unique.

Usage: test_puzzle.py GOMOKU_PUZZLE RULE COUNT [KIND CHECKER GAMES SEED]
"""
import json
import os
import subprocess
import sys
import tempfile

import gomoku

KEYS = ["rule", "size", "stones", "to_move", "kind", "solution", "difficulty"]
RULES = {"freestyle": gomoku.Rule.FREESTYLE, "standard": gomoku.Rule.STANDARD,
         "renju": gomoku.Rule.RENJU}


def canonical(p):
    w, h = p["size"]
    forms = []
    for t in range(8):
        if t & 4 and w != h:
            continue
        stones = []
        for x, y, c in p["stones"]:
            if t & 4:
                x, y = y, x
            if t & 1:
                x = w - 1 - x
            if t & 2:
                y = h - 1 - y
            stones.append((x, y, c))
        forms.append((tuple(sorted(stones)), p["to_move"]))
    return min(forms)


def board_of(p):
    b = gomoku.Board(p["size"][0], p["size"][1], rule=RULES[p["rule"]])
    b.setup([(x, y, gomoku.Color(c)) for x, y, c in p["stones"]], gomoku.Color(p["to_move"]))
    return b


def fives(b, color):
    return [(x, y) for x, y in b.legal_moves() if b.point_info(x, y, color).makes_five] \
        if not b.is_over else []


def check_keys(p, kind):
    assert list(p) == KEYS, list(p)
    assert p["kind"] == kind and p["to_move"] in (1, 2) and p["difficulty"] > 0


def check(p, engine):
    check_keys(p, "vcf")
    sol = p["solution"]
    assert len(sol) >= 5 and len(sol) % 2 == 1, sol
    b = board_of(p)
    attacker = gomoku.Color(p["to_move"])
    result = engine.search(b, depth=len(sol) + 1)
    assert result.score >= gomoku.SCORE_WIN - len(sol), result.score
    for i, (x, y) in enumerate(sol):
        if i % 2:
            # The defender blocks a five point (of two, after a double four: the
            # attacker then completes the other one).
            threats = fives(b, attacker)
            assert (x, y) in threats, (i, threats)
            assert len(threats) == 1 or i == len(sol) - 2, (i, threats)
        b.play(x, y)
        if i == len(sol) - 1:
            assert b.result.winner == attacker
        elif i % 2 == 0:
            assert fives(b, attacker), ("no four", i)


def checker_says(checker, tmp, puzzles):
    path = os.path.join(tmp, "check.jsonl")
    with open(path, "w") as f:
        f.writelines(json.dumps(p) + "\n" for p in puzzles)
    run = subprocess.run([checker, path], capture_output=True, text=True, timeout=600)
    return run.returncode, run.stdout


def puzzle_of(board, rule, line):
    cells = board.cells(as_numpy=False)
    w = board.width
    stones = [[x, y, cells[y * w + x]] for y in range(board.height) for x in range(w)
              if cells[y * w + x] in (1, 2)]
    return {"rule": rule, "size": [board.width, board.height], "stones": stones,
            "to_move": int(board.to_move), "kind": "vct", "solution": [list(m) for m in line],
            "difficulty": 1.0}


def refusals(checker, tmp, good):
    """The checker must be able to fail: a wrong first move, a VCF, two winning first moves."""
    bad = dict(good)
    bad["solution"] = [good["solution"][2]] + good["solution"][1:]
    rc, out = checker_says(checker, tmp, [bad])
    assert rc == 1 and "ok" not in out, out
    engine = gomoku.Engine(seed=1)
    board = gomoku.Board()   # a four-three at k8: a VCF
    for m in ["h8", "a1", "i8", "a3", "j8", "a5", "k9", "g8", "k10", "o15"]:
        board.play(*board.parse_point(m))
    rc, out = checker_says(checker, tmp, [puzzle_of(board, "freestyle", engine.solve_vcf(board))])
    assert rc == 1 and "has a VCF" in out, out
    board = gomoku.Board()   # tests/tactics/vct_positions.txt: a VCT the solver finds
    board.setup([(7, 7, 1), (8, 7, 1), (8, 8, 1), (9, 8, 1), (9, 6, 2), (10, 7, 2), (7, 9, 2),
                 (10, 9, 2)], gomoku.Color.BLACK)
    line = engine.solve_vct(board)
    # A copy of it 12 columns further on a 25x15 board, out of reach of the first:
    # two winning first moves, one in each copy.
    twin = puzzle_of(board, "freestyle", line)
    twin["size"] = [25, 15]
    twin["stones"] += [[x + 12, y, c] for x, y, c in twin["stones"]]
    rc, out = checker_says(checker, tmp, [twin])
    assert rc == 1 and "another first move wins too" in out, out


def main_vct(tool, rule, count, checker, games, seed):
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "p.jsonl")
        run = subprocess.run([tool, "generate", "--rule", rule, "--kind", "vct", "--count",
                              str(count), "--games", games, "--seed", seed, "--max-plies", "9",
                              "--out", out, "--quiet"], capture_output=True, text=True,
                             timeout=900)
        assert run.returncode == 0, run.stderr
        puzzles = [json.loads(line) for line in open(out).read().splitlines()]
        assert len(puzzles) == count, puzzles
        for p in puzzles:
            assert p["rule"] == rule
            check_keys(p, "vct")
            assert 5 <= len(p["solution"]) <= 9 and len(p["solution"]) % 2 == 1
        forms = [canonical(p) for p in puzzles]
        assert len(set(forms)) == len(forms), "two puzzles are symmetric twins"
        rc, said = checker_says(checker, tmp, puzzles)
        print(said, end="")
        assert rc == 0, said
        ok = subprocess.run([tool, "solve", out], capture_output=True, text=True, timeout=900)
        assert ok.returncode == 0, ok.stdout
        refusals(checker, tmp, puzzles[0])
    print("ok")


def main():
    tool, rule, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    if len(sys.argv) > 4 and sys.argv[4] == "vct":
        return main_vct(tool, rule, count, *sys.argv[5:8])
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "p.jsonl")
        run = subprocess.run([tool, "generate", "--rule", rule, "--kind", "vcf", "--count",
                              str(count), "--games", "60", "--seed", "5", "--out", out,
                              "--quiet"], capture_output=True, text=True, timeout=600)
        assert run.returncode == 0, run.stderr
        lines = open(out).read().splitlines()
        assert len(lines) == count, lines
        puzzles = [json.loads(line) for line in lines]
        engine = gomoku.Engine(seed=1)
        for p in puzzles:
            assert p["rule"] == rule
            check(p, engine)
        forms = [canonical(p) for p in puzzles]
        assert len(set(forms)) == len(forms), "two puzzles are symmetric twins"
        ok = subprocess.run([tool, "solve", out], capture_output=True, text=True, timeout=600)
        assert ok.returncode == 0, ok.stdout
        # A wrong first move must be caught.
        bad = dict(puzzles[0])
        bad["solution"] = [bad["solution"][2]] + bad["solution"][1:]
        with open(out, "w") as f:
            f.write(json.dumps(bad) + "\n")
        refused = subprocess.run([tool, "solve", out], capture_output=True, text=True,
                                 timeout=600)
        assert refused.returncode == 1 and "FAIL" in refused.stdout, refused.stdout
        unknown = subprocess.run([tool, "generate", "--kind", "vcx", "--count", "1", "--out",
                                  out], capture_output=True, text=True, timeout=60)
        assert unknown.returncode == 2 and "usage" in unknown.stderr
    print("ok")


if __name__ == "__main__":
    main()
