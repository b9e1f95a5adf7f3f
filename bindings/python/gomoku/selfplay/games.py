# SPDX-License-Identifier: MIT
"""One self-play game as a JSON-ready record; what each worker runs.

A game is fully determined by its spec and its index: the random opening and
both engines' seeds derive from ``(seed, index)``, so a game a dead worker
had started comes out the same when another worker plays it again.
"""
from __future__ import annotations

import random
import time
from dataclasses import asdict, dataclass
from typing import Any, Dict, List, Optional

from .._types import Color, Rule, State
from ..board import Board
from ..engine import Engine
from ..errors import NoMoveError

RECORD_FORMAT = 1
_SEED_BITS = 63


@dataclass(frozen=True)
class GameSpec:
    """What every game of a run shares.

    ``black_level`` / ``white_level``: engine levels 0..10, or -1 for uniformly
    random moves. ``opening_moves``: random moves played first (near the
    centre) so games differ. ``depth`` / ``time_ms`` / ``nodes``: search limits.
    """

    size: int = 15
    rule: int = int(Rule.FREESTYLE)
    black_level: int = 3
    white_level: int = 3
    opening_moves: int = 2
    depth: Optional[int] = 4
    time_ms: Optional[int] = None
    nodes: Optional[int] = None
    max_moves: int = 0
    seed: int = 0
    hash_mb: int = 4


def _opening(board: Board, rng: random.Random, count: int) -> None:
    """``count`` random legal moves within the central third of the board."""
    low, high = board.width // 3, board.width - 1 - board.width // 3
    for _ in range(count):
        if board.is_over:
            return
        legal = [(x, y) for x, y in board.legal_moves() if low <= x <= high and low <= y <= high]
        board.play(*rng.choice(legal or board.legal_moves()))


def _move(board: Board, engine: Optional[Engine], spec: GameSpec, level: int,
          rng: random.Random) -> Dict[str, Any]:
    if engine is None:
        legal = board.legal_moves()
        if not legal:
            raise NoMoveError("no legal move: every empty point is forbidden for black")
        x, y = rng.choice(legal)
        return {"move": [x, y]}
    found = engine.search(board, depth=spec.depth, time_ms=spec.time_ms, nodes=spec.nodes,
                          level=level)
    return {"move": list(found.best), "score": found.score, "depth": found.depth,
            "nodes": found.nodes, "time_ms": found.time_ms}


def _outcome(state: State, winner: Color, reason: str) -> Dict[str, str]:
    """A record's ``result``: the enums' names in lower case."""
    return {"state": state.name.lower(), "winner": winner.name.lower(), "reason": reason}


def play_game(spec: GameSpec, index: int) -> Dict[str, Any]:
    """Plays game ``index`` of a run and returns its record."""
    rng = random.Random((spec.seed << 32) ^ index)
    started = time.time()
    engines: List[Optional[Engine]] = [
        Engine(hash_mb=spec.hash_mb, seed=rng.getrandbits(_SEED_BITS)) if level >= 0 else None
        for level in (spec.black_level, spec.white_level)]
    board = Board(spec.size, spec.size, rule=Rule(spec.rule))
    try:
        _opening(board, rng, spec.opening_moves)
        opening = [list(m) for m in board.moves]
        searched: List[Dict[str, Any]] = []
        outcome: Optional[Dict[str, str]] = None
        while not board.is_over and not (spec.max_moves and board.move_count >= spec.max_moves):
            side = 0 if board.to_move is Color.BLACK else 1
            level = (spec.black_level, spec.white_level)[side]
            try:
                info = _move(board, engines[side], spec, level, rng)
            except NoMoveError:
                # Renju: every empty point is a foul for black. The rules say
                # nothing of how such a game goes on, so it ends here, a draw.
                outcome = _outcome(State.DRAW, Color.EMPTY, "no_legal_move")
                break
            board.play(*info["move"])
            searched.append(info)
        if outcome is None:
            result = board.result
            outcome = _outcome(State(result.state), Color(result.winner),
                               result.reason.name.lower())
        return {
            "format": RECORD_FORMAT, "game": index, "spec": asdict(spec),
            "opening": opening, "moves": [list(m) for m in board.moves],
            "notation": board.moves_string(), "search": searched, "result": outcome,
            "seconds": round(time.time() - started, 3),
        }
    finally:
        board.close()
        for engine in engines:
            if engine is not None:
                engine.close()


def play_games(spec: GameSpec, indices: List[int]) -> List[Dict[str, Any]]:
    """Several games in one task (fewer round trips to the scheduler)."""
    return [play_game(spec, i) for i in indices]
