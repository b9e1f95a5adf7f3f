# SPDX-License-Identifier: MIT
"""Handles closed from callbacks and other threads (issue 18, A1-A3) and
callback exceptions (A12). A use-after-free shows in the ASan build, where
the interpreter aborts; a deadlock shows as a thread that never ends."""
from __future__ import annotations

import threading

import pytest

from gomoku import Board, Engine

from conftest import BLACK_WINS_ROW, play_all

DEADLINE_S = 30


def run_with_deadline(target) -> dict:
    """Runs target() on a daemon thread; fails the test if it hangs."""
    outcome: dict = {}

    def worker() -> None:
        try:
            outcome["value"] = target()
        except BaseException as err:  # reported to the test
            outcome["error"] = err

    thread = threading.Thread(target=worker, daemon=True)
    thread.start()
    thread.join(DEADLINE_S)
    assert not thread.is_alive(), "deadlocked"
    return outcome


def close_on_move(b: Board, events: list):
    """A log callback that records each event and closes b on the first move."""
    def log(ev: dict) -> None:
        events.append(ev["event"])
        if ev["event"] == "move":
            b.close()
    return log


def test_board_closed_by_its_move_event() -> None:
    b = Board()
    events: list = []
    b.set_log(close_on_move(b, events))
    b.play(7, 7)
    assert b.closed and events == ["move"]
    with pytest.raises(ValueError, match="closed"):
        b.play(8, 8)


def test_board_closed_before_its_result_event() -> None:
    b = Board()
    play_all(b, BLACK_WINS_ROW[:-1])
    events: list = []
    b.set_log(close_on_move(b, events))
    b.play(*BLACK_WINS_ROW[-1])
    # The board is freed once play() returns: the result is still reported.
    assert events == ["move", "result"] and b.closed


@pytest.mark.parametrize("method", ["undo", "redo", "play_moves"])
def test_board_closed_by_other_events(method: str) -> None:
    b = Board()
    b.play(7, 7)
    if method == "redo":
        b.undo()
    b.set_log(lambda ev: b.close())
    if method == "play_moves":
        b.play_moves("a1 b2")
    else:
        getattr(b, method)()
    assert b.closed


def test_board_closed_from_on_info_during_a_search() -> None:
    with Engine(hash_mb=1, seed=1) as engine:
        b = Board()
        b.play(7, 7)
        engine.set_log(lambda ev: None)  # the C search logs the board's size
        result = engine.search(b, depth=3, on_info=lambda info: b.close())
        assert b.closed and result.depth >= 1


def test_board_closed_from_another_thread_during_a_search() -> None:
    with Engine(hash_mb=1, seed=1) as engine:
        b = Board()
        b.play(7, 7)
        started = threading.Event()
        engine.set_log(lambda ev: None)

        def search():
            return engine.search(b, time_ms=60_000, depth=60, on_info=lambda i: started.set())

        thread_out: dict = {}
        thread = threading.Thread(target=lambda: thread_out.update(r=search()))
        thread.start()
        assert started.wait(DEADLINE_S)
        b.close()
        assert b.closed
        engine.stop()
        thread.join(DEADLINE_S)
        assert not thread.is_alive() and thread_out["r"].depth >= 1


def test_engine_closed_from_on_info_does_not_deadlock() -> None:
    b = Board()
    b.play(7, 7)
    engine = Engine(hash_mb=1, seed=1)
    out = run_with_deadline(
        lambda: engine.search(b, time_ms=60_000, depth=60, on_info=lambda i: engine.close()))
    assert "error" not in out, out.get("error")
    assert engine.closed and out["value"].depth >= 1
    with pytest.raises(ValueError, match="closed"):
        engine.search(b, depth=1)
    b.close()


def test_engine_closed_from_its_log_and_from_another_thread() -> None:
    b = Board()
    b.play(7, 7)
    engine = Engine(hash_mb=1, seed=1)
    engine.set_log(lambda ev: engine.close())
    engine.search(b, depth=2)
    assert engine.closed

    engine = Engine(hash_mb=1, seed=1)
    started = threading.Event()
    out: dict = {}
    thread = threading.Thread(target=lambda: out.update(r=engine.search(
        b, time_ms=60_000, depth=60, on_info=lambda i: started.set())))
    thread.start()
    assert started.wait(DEADLINE_S)
    engine.close()  # stops the search; freed when it returns
    thread.join(DEADLINE_S)
    assert not thread.is_alive() and engine.closed and out["r"].depth >= 1
    b.close()


class Boom(Exception):
    pass


def raise_boom(_ev: object) -> None:
    raise Boom("from the callback")


def test_board_log_exception_propagates_and_the_move_stands() -> None:
    with Board() as b:
        b.set_log(raise_boom)
        with pytest.raises(Boom):
            b.play(7, 7)
        assert b.moves == [(7, 7)]
        with pytest.raises(Boom):
            b.undo()
        assert b.moves == []
        b.set_log(None)
        b.play(7, 7)


def test_engine_log_exception_propagates_from_search() -> None:
    with Board() as b, Engine(hash_mb=1, seed=1) as engine:
        b.play(7, 7)
        engine.set_log(raise_boom)
        with pytest.raises(Boom):
            engine.search(b, depth=1)
        engine.set_log(None)
        assert engine.search(b, depth=1).depth == 1


@pytest.mark.parametrize("bad", [5, "print", object()])
def test_set_log_refuses_a_non_callable(bad: object) -> None:
    with Board() as b, Engine(hash_mb=1) as engine:
        with pytest.raises(TypeError, match="callable"):
            b.set_log(bad)
        with pytest.raises(TypeError, match="callable"):
            engine.set_log(bad)
        with pytest.raises(TypeError, match="callable"):
            engine.search(b, depth=1, on_info=bad)
