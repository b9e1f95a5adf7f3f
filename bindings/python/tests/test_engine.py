# SPDX-License-Identifier: MIT
"""Engine (engine.h) and evaluation (eval.h): search, multi-PV, progress, stop, VCF."""
from __future__ import annotations

import gc
import threading
import time
import weakref

import pytest

import gomoku
from gomoku import Board, Color, Engine, SearchInfo, State

from conftest import BLACK_WINS_ROW, play_all


B, W = Color.BLACK, Color.WHITE
# Black to move with an open four on row 7: (3, 7) or (8, 7) wins.
OPEN_FOUR = [(4, 7, B), (5, 7, B), (6, 7, B), (7, 7, B), (4, 4, W), (5, 4, W), (10, 10, W)]
# White to move; black threatens a five at (8, 7) only (closed four).
MUST_BLOCK = [(4, 7, B), (5, 7, B), (6, 7, B), (7, 7, B), (3, 7, W), (0, 0, W)]
# Black to move: (6, 7) makes two closed fours at once, a VCF of three plies.
DOUBLE_FOUR_VCF = [(3, 7, B), (4, 7, B), (5, 7, B), (2, 7, W),
                   (6, 4, B), (6, 5, B), (6, 6, B), (6, 3, W), (0, 0, W), (14, 14, W)]
SEARCH_TIMEOUT_S = 30


@pytest.fixture
def engine():
    with Engine(hash_mb=4, seed=7) as e:
        yield e


def position(stones, to_move=Color.BLACK) -> Board:
    b = Board()
    b.setup(stones, to_move)
    return b


def test_search_returns_a_legal_move(engine: Engine) -> None:
    with Board() as b:
        b.play(7, 7)
        res = engine.search(b, depth=2)
        assert res.best in b.legal_moves()
        assert res.depth >= 1 and res.nodes > 0 and res.time_ms >= 0
        assert res.pv and res.pv[0] == res.best


def test_search_does_not_change_the_board(engine: Engine) -> None:
    with Board() as b:
        play_all(b, [(7, 7), (8, 8)])
        before = (b.hash, b.moves)
        engine.search(b, depth=3)
        assert (b.hash, b.moves) == before


def test_search_finds_the_win(engine: Engine) -> None:
    with position(OPEN_FOUR) as b:
        res = engine.search(b, depth=3)
        assert res.best in {(3, 7), (8, 7)}
        assert res.is_win and res.plies_to_end == 1 and not res.is_loss


def test_search_blocks_a_four(engine: Engine) -> None:
    with position(MUST_BLOCK, Color.WHITE) as b:
        assert engine.search(b, depth=2).best == (8, 7)


def test_search_limits_nodes_and_time(engine: Engine) -> None:
    with Board() as b:
        b.play(7, 7)
        assert engine.search(b, nodes=2000).best in b.legal_moves()
        assert engine.search(b, time_ms=50).best in b.legal_moves()


def test_search_at_a_weak_level(engine: Engine) -> None:
    with Board() as b:
        b.play(7, 7)
        assert engine.search(b, depth=2, level=10).best in b.legal_moves()


def test_multipv(engine: Engine) -> None:
    with Board() as b:
        play_all(b, [(7, 7), (8, 8)])
        res = engine.search(b, depth=2, multipv=3)
        assert len(res.lines) == 3
        assert res.lines[0].move == res.best
        assert len({line.move for line in res.lines}) == 3
        assert res.lines[0].score >= res.lines[1].score >= res.lines[2].score


def test_multipv_out_of_range(engine: Engine) -> None:
    with Board() as b, pytest.raises(gomoku.RangeError):
        engine.search(b, depth=1, multipv=9)


def test_level_out_of_range(engine: Engine) -> None:
    with Board() as b, pytest.raises(gomoku.RangeError):
        engine.search(b, depth=1, level=11)


def test_search_on_a_finished_game(engine: Engine) -> None:
    with Board() as b:
        play_all(b, BLACK_WINS_ROW)
        with pytest.raises(gomoku.GameOverError):
            engine.search(b, depth=1)


def test_on_info_reports_each_depth(engine: Engine) -> None:
    seen: list = []
    with Board() as b:
        b.play(7, 7)
        res = engine.search(b, depth=3, on_info=seen.append)
    assert seen and all(isinstance(i, SearchInfo) for i in seen)
    depths = [i.depth for i in seen]
    assert depths == sorted(depths) and depths[-1] == res.depth
    assert all(i.nodes > 0 and i.pv for i in seen)


def test_on_info_exception_stops_and_propagates(engine: Engine) -> None:
    def boom(info: SearchInfo) -> None:
        raise KeyError("from the callback")

    with Board() as b:
        b.play(7, 7)
        with pytest.raises(KeyError, match="from the callback"):
            engine.search(b, depth=6, on_info=boom)
        # The engine is usable afterwards, without the callback.
        assert engine.search(b, depth=1).best in b.legal_moves()


def test_stop_from_the_main_thread(engine: Engine) -> None:
    """A search in a thread, told to stop from the main thread."""
    started = threading.Event()
    outcome: dict = {}
    board = Board()
    board.play(7, 7)

    def worker() -> None:
        try:
            outcome["result"] = engine.search(board, time_ms=60_000, depth=60,
                                              on_info=lambda info: started.set())
        except BaseException as err:  # reported to the main thread
            outcome["error"] = err

    thread = threading.Thread(target=worker)
    t0 = time.monotonic()
    thread.start()
    assert started.wait(SEARCH_TIMEOUT_S), "no progress report from the search"
    assert thread.is_alive()
    with pytest.raises(RuntimeError, match="already searching"):
        engine.search(board, depth=1)
    engine.stop()
    thread.join(SEARCH_TIMEOUT_S)
    assert not thread.is_alive(), "stop() did not end the search"
    assert "error" not in outcome, outcome.get("error")
    assert time.monotonic() - t0 < SEARCH_TIMEOUT_S
    assert outcome["result"].best in board.legal_moves()
    board.close()


def test_solve_vcf_finds_the_double_four(engine: Engine) -> None:
    with position(DOUBLE_FOUR_VCF) as b:
        seq = engine.solve_vcf(b)
        assert len(seq) % 2 == 1 and len(seq) >= 3
        replay = b.copy()
        for move in seq:
            replay.play(*move)
        assert replay.result.state is State.WIN and replay.result.winner is Color.BLACK
        replay.close()


def test_solve_vcf_none(engine: Engine) -> None:
    with Board() as b:
        b.play(7, 7)
        assert engine.solve_vcf(b, max_plies=9) == []


def test_solve_vct_finds_the_double_three(engine: Engine) -> None:
    # Black's open twos cross at (9,7): the double three there wins in 3 moves, by threes.
    with Board() as b:
        b.setup([(7, 7, Color.BLACK), (8, 7, Color.BLACK), (9, 8, Color.BLACK), (9, 9, Color.BLACK),
                 (0, 0, Color.WHITE), (14, 0, Color.WHITE), (0, 14, Color.WHITE),
                 (14, 14, Color.WHITE)], Color.BLACK)
        assert engine.solve_vcf(b) == []
        seq = engine.solve_vct(b, nodes=1000000)
        assert len(seq) == 5 and seq[0] == (9, 7)
        replay = b.copy()
        for move in seq:
            replay.play(*move)
        assert replay.result.state is State.WIN and replay.result.winner is Color.BLACK
        replay.close()
        assert engine.solve_vct(b, max_plies=3) == []


def test_solve_vct_bad_limits(engine: Engine) -> None:
    with Board() as b:
        b.play(7, 7)
        with pytest.raises(ValueError):
            engine.solve_vct(b, max_plies=0)
        with pytest.raises(gomoku.RangeError):
            engine.solve_vct(b, nodes=-1)


def test_solve_vcf_bad_length(engine: Engine) -> None:
    with Board() as b, pytest.raises(ValueError):
        engine.solve_vcf(b, max_plies=0)


def test_solve_vcf_game_over(engine: Engine) -> None:
    with Board() as b:
        play_all(b, BLACK_WINS_ROW)
        with pytest.raises(gomoku.GameOverError):
            engine.solve_vcf(b)


def test_clear(engine: Engine) -> None:
    with Board() as b:
        b.play(7, 7)
        engine.search(b, depth=2)
        engine.clear()
        assert engine.search(b, depth=2).best in b.legal_moves()


def test_same_seed_same_weak_move() -> None:
    with Board() as b:
        b.play(7, 7)
        moves = set()
        for _ in range(2):
            with Engine(hash_mb=1, seed=99) as e:
                moves.add(e.search(b, depth=2, level=8).best)
        assert len(moves) == 1


def test_engine_bad_hash_size() -> None:
    with pytest.raises(ValueError):
        Engine(hash_mb=0)


def test_engine_close_and_finalizer() -> None:
    e = Engine(hash_mb=1)
    e.close()
    e.close()
    assert e.closed and "closed" in repr(e)
    with Board() as b, pytest.raises(ValueError, match="closed"):
        e.search(b, depth=1)
    e.stop()  # harmless on a closed engine
    e2 = Engine(hash_mb=1)
    ref, fin = weakref.ref(e2), e2._finalizer
    del e2
    gc.collect()
    assert ref() is None and not fin.alive


def test_search_with_a_closed_board(engine: Engine) -> None:
    b = Board()
    b.close()
    with pytest.raises(ValueError, match="closed"):
        engine.search(b, depth=1)


# --- eval.h ----------------------------------------------------------------

def test_evaluate_favours_the_stronger_side() -> None:
    with position([(5, 7, B), (6, 7, B), (7, 7, B), (0, 0, W), (14, 0, W)]) as b:
        assert b.evaluate() > 0
    with position([(5, 7, B), (6, 7, B), (7, 7, B), (0, 0, W), (14, 0, W)], W) as b:
        assert b.evaluate() < 0


def test_evaluate_empty_board_is_an_int() -> None:
    with Board() as b:
        assert isinstance(b.evaluate(), int)


def test_move_scores() -> None:
    with position(OPEN_FOUR) as b:
        scores = b.move_scores()
        assert set(scores) == set(b.legal_moves())
        best = max(scores, key=scores.get)
        assert best in {(3, 7), (8, 7)}


def test_set_log_reports_each_search(engine: Engine) -> None:
    board = position(OPEN_FOUR)
    events = []
    engine.set_log(events.append)
    found = engine.search(board, depth=2)
    assert len(events) == 1
    event = events[0]
    assert event["event"] == "search"
    assert event["depth"] == found.depth and event["nodes"] == found.nodes
    assert (event["best"]["x"], event["best"]["y"]) == tuple(found.best)
    engine.set_log(None)
    engine.search(board, depth=2)
    assert len(events) == 1
