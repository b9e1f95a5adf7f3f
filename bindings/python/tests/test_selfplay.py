# SPDX-License-Identifier: MIT
"""gomoku.selfplay: records, determinism, and no game lost or written twice
when a Dask worker is killed mid-run."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

distributed = pytest.importorskip("distributed")
import dask  # noqa: E402  (comes with distributed)

from gomoku import Board, Color, Engine, NoMoveError, Rule  # noqa: E402
from gomoku.selfplay import GameSpec, games_in, play_game, run  # noqa: E402
from gomoku.selfplay.__main__ import main  # noqa: E402

SMALL = GameSpec(size=9, depth=1, black_level=3, white_level=3, seed=7)


def test_a_record_has_moves_result_and_search_info() -> None:
    record = play_game(SMALL, 5)
    assert record["game"] == 5 and record["spec"]["size"] == 9
    assert record["moves"][:2] == record["opening"] and len(record["opening"]) == 2
    assert len(record["search"]) == len(record["moves"]) - 2
    assert all({"move", "score", "depth", "nodes"} <= set(s) for s in record["search"])
    assert record["result"]["state"] in ("win", "draw")
    json.dumps(record)


def test_a_renju_game_where_black_has_no_legal_move_ends_as_a_draw() -> None:
    # Random renju game 1 on 7x7 (seed 1) leaves black only fouls after 48 moves.
    spec = GameSpec(size=7, rule=int(Rule.RENJU), black_level=-1, white_level=-1, seed=1)
    record = play_game(spec, 1)
    assert record["result"] == {"state": "draw", "winner": "empty", "reason": "no_legal_move"}
    with Board(7, 7, rule=Rule.RENJU) as board:
        for move in record["moves"]:
            board.play(*move)
        assert not board.is_over and board.to_move is Color.BLACK and not board.legal_moves()


def test_an_engine_without_a_legal_move_ends_the_game_as_a_draw(
        monkeypatch: pytest.MonkeyPatch) -> None:
    def no_move(*args: object, **kwargs: object) -> None:
        raise NoMoveError("no legal move")
    monkeypatch.setattr(Engine, "search", no_move)
    record = play_game(SMALL, 0)
    assert record["result"]["reason"] == "no_legal_move"
    assert record["moves"] == record["opening"] and record["search"] == []


def test_games_are_determined_by_spec_and_index() -> None:
    assert play_game(SMALL, 3)["moves"] == play_game(SMALL, 3)["moves"]
    moves = {str(play_game(SMALL, i)["moves"]) for i in range(4)}
    assert len(moves) > 1
    random_game = play_game(GameSpec(size=7, black_level=-1, white_level=-1), 0)
    assert random_game["search"] and "score" not in random_game["search"][0]


def _kill_one_worker_when(out: Path, lines: int, pids, killed: dict) -> None:
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline:
        if out.exists() and len(out.read_text().splitlines()) >= lines:
            killed["at"] = len(out.read_text().splitlines())
            os.kill(pids[0], signal.SIGKILL)
            return
        time.sleep(0.05)


def test_a_killed_worker_loses_no_game_and_writes_none_twice(tmp_path: Path) -> None:
    games = 10
    out = tmp_path / "games.jsonl"
    # Without retries in the scheduler, the killed worker's task fails at once
    # (KilledWorker) and the runner has to submit it again itself.
    with dask.config.set({"distributed.scheduler.allowed-failures": 0}), \
            distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                     dashboard_address=None, silence_logs=50) as cluster, \
            distributed.Client(cluster) as client:
        pids = list(client.run(os.getpid).values())
        killed: dict = {}
        watcher = threading.Thread(target=_kill_one_worker_when, args=(out, 2, pids, killed))
        watcher.start()
        summary = run(SMALL, games, out, client=client, progress=False)
        watcher.join()
    assert killed and killed["at"] < games, "the worker was killed after the run"
    ids = [json.loads(line)["game"] for line in out.read_text().splitlines()]
    assert sorted(ids) == list(range(games))
    assert summary["written"] == games and summary["resubmitted"] >= 1
    # Replayed games equal what any worker would have played.
    replay = {r["game"]: r["moves"] for r in map(json.loads, out.read_text().splitlines())}
    assert replay[0] == play_game(SMALL, 0)["moves"]


def test_a_second_run_resumes_and_skips_what_is_written(tmp_path: Path) -> None:
    out = tmp_path / "games.jsonl"
    out.write_text(json.dumps({"game": 0}) + "\n" + json.dumps({"game": 2}) + "\n{torn")
    assert games_in(out) == {0, 2}
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False,
                                  dashboard_address=None, silence_logs=50) as cluster, \
            distributed.Client(cluster) as client:
        summary = run(SMALL, 3, out, client=client, progress=False)
        assert summary["written"] == 1 and summary["skipped"] == 2
        assert run(SMALL, 3, out, client=client, progress=False)["written"] == 0
    assert games_in(out) == {0, 1, 2}


def test_command_line(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    out = tmp_path / "cli.jsonl"
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    proc = subprocess.run([sys.executable, "-m", "gomoku.selfplay", "--games", "3", "--out",
                           str(out), "--size", "7", "--rule", "standard", "--level", "2",
                           "--depth", "1", "--workers", "1", "--quiet"],
                          capture_output=True, text=True, timeout=240, env=env)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout.splitlines()[-1])["written"] == 3
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert {r["spec"]["rule"] for r in records} == {1}
    with pytest.raises(SystemExit):
        main(["--games", "1", "--out", str(out), "--rule", "chess"])
