# SPDX-License-Identifier: MIT
"""Smoke runs of the benchmark script and the self-play example."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path


BINDING_DIR = Path(__file__).resolve().parent.parent
SOURCE_ROOT = BINDING_DIR.parent.parent


def run_script(script: Path, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(BINDING_DIR), PYTHONDONTWRITEBYTECODE="1")
    return subprocess.run([sys.executable, str(script), *args], env=env,
                          capture_output=True, text=True, timeout=120)


def test_bench_binding_reports_three_figures() -> None:
    proc = run_script(BINDING_DIR / "bench_binding.py", "--seconds", "0.1", "--trials", "2", "--json")
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    figures = report["pairs_per_second"]
    assert set(figures) == {"binding", "raw_ctypes", "plain_python"}
    assert all(v > 0 for v in figures.values())


def test_bench_plain_board_detects_fives() -> None:
    sys.path.insert(0, str(BINDING_DIR))
    import bench_binding
    board = bench_binding.PlainBoard(15)
    for x in range(4):
        board.play(x, 0)
        board.play(x, 1)
    board.play(4, 0)
    assert board.winner == bench_binding.BLACK
    board.undo()
    assert board.winner == bench_binding.EMPTY


def test_selfplay_prints_the_summary() -> None:
    proc = run_script(SOURCE_ROOT / "examples" / "python" / "selfplay.py",
                      "--games", "2", "--size", "9", "--depth", "1", "--level", "3")
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert "black win rate:" in out and "average game length:" in out
    assert "moves per second:" in out
