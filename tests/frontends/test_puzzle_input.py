#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""gomoku-puzzle with bad input: every refusal names what is wrong and
changes nothing (no output file is made; solve says FAIL for the bad lines
alone and exits 1).

usage: test_puzzle_input.py GOMOKU_PUZZLE   (exit 0 pass, 1 fail)
"""
import json
import os
import subprocess
import sys
import tempfile

# A VCT puzzle gomoku-puzzle generated (as tests/frontends/test_cli_learn.py).
GOOD = {"rule": "freestyle", "size": [15, 15],
        "stones": [[7, 6, 1], [10, 6, 2], [6, 6, 1], [8, 7, 2], [6, 7, 1], [8, 8, 2], [8, 6, 1],
                   [5, 6, 2], [6, 4, 1], [6, 5, 2], [9, 4, 1], [8, 5, 2], [7, 4, 1], [8, 4, 2]],
        "to_move": 1, "kind": "vct", "solution": [[7, 5], [5, 5], [5, 3], [9, 7], [4, 2]],
        "difficulty": 6.0}

# generate's arguments, and the line its refusal must print.
BAD_ARGUMENTS = [
    (["--count", "abc"], "--count abc: not a whole number from 0 to 2147483647"),
    (["--count", "99999999999"], "--count 99999999999: not a whole number"),
    (["--count", "-3"], "--count -3: not a whole number"),
    (["--count", "0"], "generate needs --count N, 1 or more"),
    (["--count", "2", "--games", "0"], "--games 0: not a whole number from 1 to"),
    (["--count", "2", "--games", "1e3"], "--games 1e3: not a whole number"),
    (["--count", "2", "--max-plies", "3"], "--max-plies 3: not a whole number from 5 to 31"),
    (["--count", "2", "--max-plies", "32"], "--max-plies 32: not a whole number from 5 to 31"),
    (["--count", "2", "--seed", "12x"], "--seed 12x: not a whole number from 0 to"),
    (["--count", "2", "--seed", "-1"], "--seed -1: not a whole number"),
    (["--count", "2", "--rule", "caro"], "--rule caro: the rules are freestyle, standard and renju"),
    (["--count", "2", "--kind", "vcx"], "--kind vcx: the kinds are vcf and vct"),
]

# solve's lines, and what it must say of each.
BAD_LINES = [
    (dict(GOOD, size=[15.5, 15]), '"size" must be [width, height], whole numbers from 3 to 1024'),
    (dict(GOOD, to_move=1.5), '"to_move" must be 1 or 2'),
    (dict(GOOD, stones=[[7, 7, 0]]), "stone 1 is not [x, y, colour] on the 15x15 board"),
    (dict(GOOD, solution=[[7, 5], [1e30, 1]]), "solution move 2 is not [x, y] on the 15x15 board"),
    (dict(GOOD, solution=[]), '"solution" must be a list of 1 to 31 [x, y]'),
    (dict(GOOD, solution=GOOD["solution"][:4]), "the solution has 4 moves: a win takes an odd number"),
    (dict(GOOD, stones=GOOD["stones"] + [[7, 6, 2]]),
     "the stones do not form a position: h9 (stones[14]) holds an earlier stone"),
    (dict(GOOD, solution=[[7, 6]] + GOOD["solution"][1:]),
     "the solution cannot be played: sequence move 1 (7,6): h9 is occupied"),
]


def run(tool, args):
    p = subprocess.run([tool] + args, capture_output=True, text=True, timeout=600)
    return p.returncode, p.stdout, p.stderr


def main():
    tool = sys.argv[1]
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "out.jsonl")
        for args, why in BAD_ARGUMENTS:
            rc, _, err = run(tool, ["generate"] + args + ["--out", out])
            assert rc == 2 and "gomoku-puzzle: " + why in err, (args, rc, err)
            assert not os.path.exists(out), args
        rc, _, err = run(tool, ["generate", "--count", "2"])
        assert rc == 2 and "generate needs --out FILE" in err, err

        # An unreadable record stops the run before the output file is touched.
        with open(out, "w") as f:
            f.write(json.dumps(GOOD) + "\n")
        garbage = os.path.join(tmp, "garbage.psq")
        with open(garbage, "w") as f:
            f.write("Piskvorky 15x15, 11:11, 0\n99,99,0\n-\n")
        for record, why in [(garbage, "garbage.psq: not a game record: line 2: move 99,99 is off"),
                            (os.path.join(tmp, "missing.json"), "missing.json: No such file")]:
            rc, _, err = run(tool, ["generate", "--kind", "vcf", "--out", out, "--from", record])
            assert rc == 1 and why in err, (record, rc, err)
            with open(out) as f:
                assert f.read() == json.dumps(GOOD) + "\n", record

        path = os.path.join(tmp, "bad.jsonl")
        lines = [json.dumps(GOOD)] + [json.dumps(bad) for bad, _ in BAD_LINES]
        lines += ['{"rule": "freestyle"', "[1, 2]"]
        lines += ["x" * 70000, json.dumps(GOOD)]    # a line too long, then one that keeps its number
        with open(path, "w") as f:
            f.write("\n".join(lines) + "\n")
        rc, stdout, _ = run(tool, ["solve", path])
        assert rc == 1, stdout
        assert "line 1: ok, 5 plies" in stdout, stdout
        for number, (_, why) in enumerate(BAD_LINES, 2):
            assert "line %d: FAIL %s" % (number, why) in stdout, (number, why, stdout)
        for number in range(len(BAD_LINES) + 2, len(lines) - 1):
            assert "line %d: FAIL not a JSON object" % number in stdout, (number, stdout)
        assert "line %d: FAIL longer than 65535 bytes" % (len(lines) - 1) in stdout, stdout
        assert "line %d: ok, 5 plies" % len(lines) in stdout, stdout
        assert stdout.rstrip().endswith("some puzzles are wrong"), stdout
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except AssertionError as e:
        print("FAIL:", e)
        sys.exit(1)
