# SPDX-License-Identifier: MIT
"""Spreading games over a Dask cluster and writing each game exactly once.

Only this process writes the output file, one JSON line per game, appended
as results arrive and flushed after each batch, so a finished game is never
lost. Games already in the file are skipped (a stopped run resumes) and a
game id is never written twice. A task whose worker dies is rescheduled by
Dask; one that still fails (``KilledWorker`` after repeated deaths, or an
error) is submitted again up to ``MAX_ATTEMPTS`` times. Since a game is
determined by its spec and index, a replayed game equals the lost one.
"""
from __future__ import annotations

import json
import logging
import sys
import time
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any, Dict, Iterator, List, Optional, Set

from .games import GameSpec, play_games

MAX_ATTEMPTS = 4
BAR_WIDTH = 30


def games_in(path: Path) -> Set[int]:
    """Game ids already recorded in ``path`` (a torn last line is ignored)."""
    done: Set[int] = set()
    if not path.exists():
        return done
    with path.open(encoding="utf-8") as lines:
        for line in lines:
            try:
                done.add(int(json.loads(line)["game"]))
            except (ValueError, KeyError, TypeError):
                continue
    return done


@contextmanager
def _client(workers: Optional[int], scheduler: Optional[str], client: Any) -> Iterator[Any]:
    if client is not None:
        yield client
        return
    from distributed import Client, LocalCluster
    if scheduler:
        with Client(scheduler) as remote:
            yield remote
        return
    with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                      dashboard_address=None, silence_logs=logging.ERROR) as cluster, \
            Client(cluster) as local:
        yield local


class Progress:
    """A one-line text progress bar on a stream (stderr by default)."""

    def __init__(self, total: int, stream: Optional[IO[str]] = None, enabled: bool = True) -> None:
        self.total, self.done = total, 0
        self.stream = stream or sys.stderr
        self.enabled = enabled
        self.started = time.monotonic()

    def advance(self, count: int) -> None:
        self.done += count
        if not self.enabled:
            return
        filled = BAR_WIDTH * self.done // max(self.total, 1)
        rate = self.done / max(time.monotonic() - self.started, 1e-9)
        self.stream.write(f"\r[{'#' * filled}{'.' * (BAR_WIDTH - filled)}] "
                          f"{self.done}/{self.total} games, {rate:.1f}/s")
        if self.done >= self.total:
            self.stream.write("\n")
        self.stream.flush()


def _ends_torn(path: Path) -> bool:
    """Whether the file's last line lacks its newline."""
    with path.open("rb") as raw:
        raw.seek(0, 2)
        if raw.tell() == 0:
            return False
        raw.seek(-1, 2)
        return raw.read(1) != b"\n"


def _chunks(ids: List[int], size: int) -> List[List[int]]:
    return [ids[i:i + size] for i in range(0, len(ids), size)]


def run(spec: GameSpec, games: int, out: Path, workers: Optional[int] = None,
        scheduler: Optional[str] = None, chunk: int = 1, progress: bool = True,
        client: Any = None) -> Dict[str, Any]:
    """Plays games ``0 .. games-1`` of ``spec`` not yet in ``out`` and appends
    them; returns a summary (games written, resubmissions, seconds)."""
    from distributed import as_completed
    out = Path(out)
    done = games_in(out)
    todo = [i for i in range(games) if i not in done]
    bar = Progress(len(todo), enabled=progress)
    started = time.monotonic()
    written = resubmitted = 0
    if not todo:
        return {"written": 0, "resubmitted": 0, "seconds": 0.0, "skipped": len(done)}
    with _client(workers, scheduler, client) as dask, out.open("a", encoding="utf-8") as sink:
        if _ends_torn(out):
            sink.write("\n")  # a crash cut the last line: keep the next record apart
        attempts: Dict[Any, int] = {}
        tasks: Dict[Any, List[int]] = {}
        for ids in _chunks(todo, chunk):
            future = dask.submit(play_games, spec, ids, pure=False)
            tasks[future], attempts[future] = ids, 1
        pending = as_completed(list(tasks))
        for future in pending:
            ids = tasks.pop(future)
            tries = attempts.pop(future)
            try:
                records = future.result()
            except Exception:  # noqa: BLE001 - KilledWorker, a worker's error
                if tries >= MAX_ATTEMPTS:
                    raise
                again = dask.submit(play_games, spec, ids, pure=False)
                tasks[again], attempts[again] = ids, tries + 1
                pending.add(again)
                resubmitted += 1
                continue
            fresh = [r for r in records if r["game"] not in done]
            for record in fresh:
                sink.write(json.dumps(record, separators=(",", ":")) + "\n")
                done.add(record["game"])
            sink.flush()
            written += len(fresh)
            bar.advance(len(ids))
    return {"written": written, "resubmitted": resubmitted,
            "seconds": round(time.monotonic() - started, 3), "skipped": games - len(todo)}
