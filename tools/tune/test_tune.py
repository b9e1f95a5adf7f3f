#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The tuning pipeline end to end on a few games (meson test --suite tune).

selfplay.py plays four short games per rule, tune-features turns them into
positions (and, with --skip-vcf, the same less those where the mover wins
by fours), and each position line must be consistent with its game: the
class counts of each side add up to the empty cells, no five point is left
in, the mover alternates, the two movers' results add up to 1 and the
combination counts add up to the class counts, and each carries the score
of the search that chose the game's move. Then fit.py must lower the
training loss from the hand table's, then the combination fit from the class
table's, and write C files with every table the library links against; and
again with labels blended from results and search scores; and the threat
values on top of the committed class tables; and the move ordering's fit
(`tune-features --policy`, policy.py).

    test_tune.py TUNE_FEATURES_EXE
"""
from __future__ import annotations

import math
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
N = 15  # CLS_COUNT
SIZE = 15
COMBO_SYMBOLS = ["combo_freestyle", "combo_renju_black", "combo_renju_white"]
THREAT_SYMBOLS = ["threat_freestyle", "threat_renju_black", "threat_renju_white"]
SYMBOLS = ["tuned_freestyle", "tuned_standard", "tuned_renju_black", "tuned_renju_white",
           "tuned_caro"]


COMBOS = 715  # COMBO_COUNT (lib/eval/line_combo.h)


def check_features(lines) -> int:
    """Checks tune-features' output; returns the size of a threat table it declares."""
    combo_lines = [line for line in lines if line.startswith("# combo ")]
    assert [int(line.split()[2]) for line in combo_lines] == list(range(COMBOS)), "combo header"
    classes = {int(line.split()[2]): [int(v) for v in line.split()[3:5]] for line in combo_lines}
    assert classes[0] == [0, 0], "four empty lines are no class"
    threat_lines = [line.split()[2:] for line in lines if line.startswith("# threat ")]
    bits = {int(c): (int(mover), int(opponent)) for c, mover, opponent in threat_lines}
    assert sorted(bits) == list(range(N)), "threat header"
    # An open four point and an open three point make different kinds; a two makes none.
    kinds = {c: mover for c, (mover, _) in bits.items()}
    assert kinds[13] and kinds[7] and kinds[13] != kinds[7] and kinds[3] == 0, kinds
    masks = [int(line.split()[2]) for line in lines if line.startswith("# threat-masks ")]
    assert len(masks) == 1, "one threat-masks line"
    # The mover's and the opponent's bits are apart, and every mask fits the table.
    mover_bits = opponent_bits = 0
    for mover, opponent in bits.values():
        mover_bits, opponent_bits = mover_bits | mover, opponent_bits | opponent
    assert mover_bits & opponent_bits == 0 and (mover_bits | opponent_bits) < masks[0], bits
    # Plenty: the fours' and the threes' cells each set a bit of their own per side, above
    # the kinds, from a count of cells.
    plenty_lines = [line.split()[2:] for line in lines if line.startswith("# threat-plenty ")]
    plenty = {int(c): tuple(int(v) for v in rest) for c, *rest in plenty_lines}
    assert sorted(plenty) == [7, 8, 9, 10, 11, 12], plenty  # the open threes' and the fours'
    assert plenty[7] == plenty[8] == plenty[9] != plenty[10] == plenty[11] == plenty[12], plenty
    groups = {plenty[7], plenty[10]}
    assert all(cells > 1 for _, _, cells in groups), groups
    plenty_bits = 0
    for m, o, _ in groups:
        assert m & o == 0 and (m | o) & (mover_bits | opponent_bits) == 0 and m & plenty_bits == 0
        plenty_bits |= m | o
    assert plenty_bits < masks[0], groups
    previous = None
    for line in (line for line in lines if not line.startswith("#")):
        dense, own_combos, opp_combos, score = line.split("|")
        assert abs(int(score)) <= 1_000_000, f"a search score out of range in {line}"
        f = [float(v) for v in dense.split()]
        rule, mover, result, ply = int(f[0]), int(f[1]), f[2], int(f[3])
        own, opp = f[4:4 + N], f[4 + N:]
        assert len(opp) == N, line
        assert sum(own) == sum(opp) == SIZE * SIZE - ply, line
        assert own[N - 1] == opp[N - 1] == 0, f"a five point in {line}"
        assert mover == ply % 2, line
        # The combinations count the same cells, and each adds up to its class's count.
        for counts, combos in ((own, own_combos), (opp, opp_combos)):
            per_class = [0] * N
            for pair in combos.split():
                k, n = (int(v) for v in pair.split(":"))
                per_class[classes[k][1 if rule == 2 and (mover == 0) == (counts is own) else 0]] += n
            assert per_class == counts, f"combinations {combos} against classes {counts}"
        assert result in (0.0, 0.5, 1.0), line
        if previous and previous[0] == rule and previous[3] + 1 == ply:
            assert previous[2] + result == 1.0, f"results disagree: {previous} / {line}"
        previous = (rule, mover, result, ply)
    return masks[0]


def run_policy_fit(path: Path, table: Path, *options: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(HERE / "policy.py"), str(path), "--out", str(table),
                           *options], capture_output=True, text=True)


def check_policy(features_exe: str, tmp: Path) -> None:
    """tune-features --policy: each line's played pair is among its candidates' (or the
    played cell was no candidate, which the fit adds); policy.py lowers the hand
    ordering's loss and writes the tables move_policy.h declares: one for freestyle,
    one per colour for renju."""
    header = []
    for rule, number, tables in (("freestyle", 0, ["black"]), ("renju", 2, ["black", "white"])):
        games = tmp / f"{rule}.jsonl"
        out = subprocess.run([features_exe, "--policy", str(games)], check=True,
                             capture_output=True, text=True).stdout
        header = [line for line in out.splitlines() if line.startswith("# order ")]
        assert [int(line.split()[2]) for line in header] == list(range(N)), "order header"
        # An open four point orders above an open three point, for either side.
        order = {int(line.split()[2]): [int(v) for v in line.split()[3:5]] for line in header}
        assert order[13][0] > order[7][0] and order[13][1] > order[7][1], order
        lines = [line for line in out.splitlines() if not line.startswith("#")]
        assert len(lines) > 20, out[:400]
        inside = 0
        for line in lines:
            head, rest = line.split("|")
            line_rule, mover, played = (int(v) for v in head.split())
            codes = {int(pair.split(":")[0]): int(pair.split(":")[1]) for pair in rest.split()}
            assert line_rule == number and mover in (0, 1) and 0 <= played < N * N, line
            assert all(0 <= code < N * N and count > 0 for code, count in codes.items()), line
            inside += played in codes
        assert inside == len(lines), f"{len(lines) - inside} played moves were no candidate"
        path, table = tmp / f"policy_{rule}.txt", tmp / f"move_policy_{rule}.c"
        path.write_text(out)
        fit = run_policy_fit(path, table, "--epochs", "30", "--rate", "0.2")
        assert fit.returncode == 0, fit.stderr
        for colour in tables:
            name = rule if len(tables) == 1 else f"{rule}_{colour}"
            hand = float(re.search(rf"\[policy {name}\].*hand: train ([0-9.]+)", fit.stdout).group(1))
            losses = [float(v) for v in re.findall(rf"\[policy {name}\] epoch +\d+ loss ([0-9.]+)",
                                                   fit.stdout)]
            assert len(losses) == 30 and losses[-1] < hand, fit.stdout
        size = r"\[2\]\[CLS_COUNT \* CLS_COUNT\]" if len(tables) > 1 else r"\[CLS_COUNT \* CLS_COUNT\]"
        values = re.search(rf"const int move_policy_{rule}{size} = {{(.*?)\n}};", table.read_text(), re.S)
        assert values, table.read_text()[:800]
        count = len(re.findall(r"-?\d+,", values.group(1)))
        assert count == len(tables) * N * N, f"{rule}: {count} values"
    # Three candidates of one pair, one of them played: the loss is log 3 whatever the values.
    path.write_text("\n".join(header) + "\n" + "0 0 0 | 0:3\n" * 20)
    fit = run_policy_fit(path, table, "--epochs", "1")
    hand = float(re.search(r"\[policy freestyle\].*hand: train ([0-9.]+)", fit.stdout).group(1))
    assert abs(hand - math.log(3)) < 1e-6, fit.stdout
    # Refused: positions of two rules in one fit, renju with one colour only, a rule with
    # no table, and no hand ordering's scores to start from.
    for lines, complaint in ((["0 0 0 | 0:3", "2 0 0 | 0:3", "2 1 0 | 0:3"], "two rules"),
                             (["2 0 0 | 0:3"], "renju_white"), (["1 0 0 | 0:3"], "rule 1"),
                             (["0 0 0 | 0:3"], "# order")):
        body = "\n".join(lines) + "\n"
        path.write_text(body if complaint == "# order" else "\n".join(header) + "\n" + body)
        refused = run_policy_fit(path, table)
        assert refused.returncode != 0 and complaint in refused.stderr, (complaint, refused.stderr)


def check_skip_vcf(features_exe: str, games: Path, lines) -> None:
    """tune-features --skip-vcf: the same positions less those where the mover wins by
    fours (won games end in such positions), as many as it says it left out."""
    run = subprocess.run([features_exe, "--skip-vcf", str(games)], check=True,
                         capture_output=True, text=True)
    left_out = int(re.search(r"(\d+) positions with the mover's VCF left out", run.stderr).group(1))
    kept = run.stdout.splitlines()
    assert left_out > 0, run.stderr
    assert len(kept) + left_out == len(lines), (len(kept), left_out, len(lines))
    plain = iter(lines)
    assert all(line in plain for line in kept), "not the plain positions in order"


def main() -> int:
    features_exe = sys.argv[1]
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        feature_files = []
        for rule in ("freestyle", "renju"):
            games = tmp / f"{rule}.jsonl"
            subprocess.run([sys.executable, str(HERE / "selfplay.py"), "--rule", rule,
                            "--games", "4", "--nodes", "300", "--seed", "7", "--out", str(games)],
                           check=True)
            assert len(games.read_text().splitlines()) == 4
            out = subprocess.run([features_exe, str(games)], check=True, capture_output=True,
                                 text=True).stdout
            lines = out.splitlines()
            assert len(lines) > 20, f"{rule}: only {len(lines)} positions"
            threat_masks = check_features(lines)
            check_skip_vcf(features_exe, games, lines)
            path = tmp / f"{rule}.txt"
            path.write_text(out)
            feature_files.append(str(path))
        # Features of another layout (another build's header) are refused, not mixed.
        other = tmp / "other.txt"
        other.write_text(out.replace(f"# threat-masks {threat_masks}\n", "# threat-masks 256\n"))
        mixed = subprocess.run([sys.executable, str(HERE / "fit.py"), path, other, "--epochs", "1"],
                               capture_output=True, text=True)
        assert mixed.returncode != 0 and "lines differ" in mixed.stderr, mixed.stderr
        c_file = tmp / "weights_tuned.c"
        combo_file = tmp / "weights_combo.c"
        fit = subprocess.run([sys.executable, str(HERE / "fit.py"), *feature_files,
                              "--epochs", "30", "--out", str(c_file), "--combo-out", str(combo_file)],
                             check=True, capture_output=True, text=True).stdout
        for rule in ("freestyle", "renju"):
            hand = float(re.search(rf"\[{rule}\].*hand table: train ([0-9.]+)", fit).group(1))
            losses = [float(v) for v in re.findall(rf"\[{rule}\] epoch +\d+ loss ([0-9.]+)", fit)]
            assert len(losses) == 30, fit
            assert losses[-1] < hand, f"{rule}: loss {losses[-1]} not below the hand {hand}"
            start = float(re.search(rf"\[{rule} combos\].*from the class table: train ([0-9.]+)",
                                    fit).group(1))
            losses = [float(v) for v in re.findall(rf"\[{rule} combos\] epoch +\d+ loss ([0-9.]+)", fit)]
            assert len(losses) == 30, fit
            assert losses[-1] < start, f"{rule}: combination loss {losses[-1]} not below {start}"
        text = c_file.read_text()
        for symbol in SYMBOLS:
            assert f"const class_values {symbol} = {{" in text, symbol
        assert text.startswith("/* SPDX-License-Identifier: MIT */")
        text = combo_file.read_text()
        for symbol in COMBO_SYMBOLS:
            values = re.search(rf"const combo_values {symbol} = {{(.*?)\n}};", text, re.S)
            assert values, symbol
            assert len(re.findall(r"-?\d+,", values.group(1))) == 2 * COMBOS, symbol
        blended = subprocess.run([sys.executable, str(HERE / "fit.py"), *feature_files,
                                  "--epochs", "30", "--result-weight", "0.5", "--out", str(c_file)],
                                 check=True, capture_output=True, text=True).stdout
        for rule in ("freestyle", "renju"):
            pick = rf"\[{rule}\].*hand table: train ([0-9.]+)"
            hand = float(re.search(pick, blended).group(1))
            # Scores are nearer the hand table's own predictions than results are.
            assert hand < float(re.search(pick, fit).group(1)), f"{rule}: labels not blended"
            losses = [float(v) for v in re.findall(rf"\[{rule}\] epoch +\d+ loss ([0-9.]+)", blended)]
            assert len(losses) == 30 and losses[-1] < hand, blended
        assert "--result-weight 0.5" in c_file.read_text(), "the header names the blend"
        # Threat values on top of the committed class tables, which stay as they are.
        threat_file = tmp / "weights_threat.c"
        threats = subprocess.run([sys.executable, str(HERE / "fit.py"), *feature_files,
                                  "--epochs", "30", "--rate", "4", "--threat-out", str(threat_file),
                                  "--classes-from", str(HERE.parents[1] / "lib/eval/weights_tuned.c")],
                                 check=True, capture_output=True, text=True).stdout
        for rule in ("freestyle", "renju"):
            start = float(re.search(rf"\[{rule} threats\].*from the class table: train ([0-9.]+)",
                                    threats).group(1))
            given = float(re.search(rf"\[{rule}\].*given table: train ([0-9.]+)", threats).group(1))
            assert start == given, f"{rule}: the threat fit starts from the given table"
            losses = [float(v) for v in re.findall(rf"\[{rule} threats\] epoch +\d+ loss ([0-9.]+)",
                                                   threats)]
            assert len(losses) == 30 and losses[-1] < start, threats
        text = threat_file.read_text()
        for symbol in THREAT_SYMBOLS:
            values = re.search(rf"const threat_values {symbol} = {{(.*?)\n}};", text, re.S)
            assert values, symbol
            assert len(re.findall(r"-?\d+,", values.group(1))) == threat_masks, symbol
        # One rule's features make that rule's file alone (lib/eval has one a rule).
        renju_features = [f for f in feature_files if f.endswith("renju.txt")]
        subprocess.run([sys.executable, str(HERE / "fit.py"), *renju_features, "--epochs", "3",
                        "--threat-out", str(threat_file), "--classes-from",
                        str(HERE.parents[1] / "lib/eval/weights_tuned.c")],
                       check=True, capture_output=True, text=True)
        text = threat_file.read_text()
        assert "threat_renju_black" in text and "threat_freestyle" not in text, text[:800]
        check_policy(features_exe, tmp)
    print("tune pipeline ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
