#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""gomoku-puzzle: generates puzzles, and each one is re-checked here with the
Python binding: the keys, a move-by-move replay (every attacker move a four,
every defender move the forced block, the last a five), an alpha-beta search
(not the VCF solver that found it) that confirms the forced win, and no two
puzzles equal under the board's symmetries. Then `solve` accepts the file and
refuses a corrupted copy.

Usage: test_puzzle.py GOMOKU_PUZZLE RULE COUNT
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


def check(p, engine):
    assert list(p) == KEYS, list(p)
    assert p["kind"] == "vcf" and p["to_move"] in (1, 2) and p["difficulty"] > 0
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


def main():
    tool, rule, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
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
        vct = subprocess.run([tool, "generate", "--kind", "vct", "--count", "1", "--out", out],
                             capture_output=True, text=True, timeout=60)
        assert vct.returncode == 2 and "VCT" in vct.stderr
    print("ok")


if __name__ == "__main__":
    main()
