# SPDX-License-Identifier: MIT
"""One refereed game between two brains from an opening.

The referee is libgomoku itself through its Python binding: its rules are
exact (renju fouls included), so a move it refuses is an illegal move and
loses, as a foul loses under renju. A brain that answers late, crashes or
answers nonsense loses too.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Sequence, Tuple

import gomoku
from brain import Brain, BrainError, parse_move

# Gomocup INFO rule values.
INFO_RULE = {gomoku.Rule.FREESTYLE: 0, gomoku.Rule.STANDARD: 1, gomoku.Rule.RENJU: 4,
             gomoku.Rule.CARO: 8}
PROTOCOL_UNLIMITED = 2147483647


@dataclass
class Limits:
    """What each brain is told: ``turn_ms`` per move (the protocol's
    timeout_turn), optionally ``nodes`` (INFO max_node, for brains that know
    it). A reply later than turn_ms + margin_ms loses."""

    turn_ms: int
    margin_ms: int
    nodes: int = 0
    max_plies: int = 0  # 0 = play to the end; else a draw after that many moves

    def infos(self, rule: gomoku.Rule) -> List[Tuple[str, int]]:
        infos = [("timeout_turn", self.turn_ms), ("timeout_match", 0),
                 ("time_left", PROTOCOL_UNLIMITED), ("game_type", 1),
                 ("rule", INFO_RULE[rule])]
        if self.nodes:
            infos.append(("max_node", self.nodes))
        return infos


# A game's result as the logs write it, by the winning colour (None: a draw), and back.
RESULT_OF = {"black": "1-0", "white": "0-1", None: "1/2-1/2"}
WINNER_OF = {result: winner for winner, result in RESULT_OF.items()}


@dataclass
class GameRecord:
    """What happened: the moves (x, y) after the opening, who won and why."""

    opening: str
    black: str
    white: str
    moves: List[Tuple[int, int]] = field(default_factory=list)
    times_ms: List[int] = field(default_factory=list)
    depths: List[Optional[int]] = field(default_factory=list)
    first_to_move: str = "black"  # after the opening
    winner: Optional[str] = None  # "black", "white" or None for a draw
    reason: str = ""
    detail: str = ""
    seconds: float = 0.0

    def score_of(self, colour: str) -> float:
        if self.winner is None:
            return 0.5
        return 1.0 if self.winner == colour else 0.0


def opening_offsets(line: str) -> List[Tuple[int, int]]:
    """A Gomocup opening line ("dx,dy, dx,dy, ...") as its offsets from the centre."""
    numbers = [int(v) for v in line.replace(",", " ").split()]
    if len(numbers) % 2:
        raise ValueError(f"opening {line!r} has an odd number of coordinates")
    return [(numbers[i], numbers[i + 1]) for i in range(0, len(numbers), 2)]


def parse_opening(line: str, width: int, height: int) -> List[Tuple[int, int]]:
    """A Gomocup opening line as board points."""
    return [(width // 2 + dx, height // 2 + dy) for dx, dy in opening_offsets(line)]


def _depth_of(messages: Sequence[str]) -> Optional[int]:
    """The depth a brain reported last ("MESSAGE depth N ..."), if it did."""
    for message in reversed(messages):
        words = message.split()
        if len(words) >= 3 and words[1] == "depth" and words[2].isdigit():
            return int(words[2])
    return None


def _board_command(board: gomoku.Board, me: gomoku.Color) -> List[str]:
    """The whole position in move order, 1 = the receiver's stones."""
    lines = ["BOARD"]
    for x, y in board.moves:
        lines.append(f"{x},{y},{1 if board[x, y] == me else 2}")
    lines.append("DONE")
    return lines


def play_game(commands: Dict[str, str], names: Dict[str, str], opening: str,
              size: int, rule: gomoku.Rule, limits: Limits,
              extra_infos: Optional[Dict[str, List[Tuple[str, int]]]] = None) -> GameRecord:
    """Plays ``commands['black']`` against ``commands['white']`` from the
    opening; ``extra_infos[colour]`` are INFO lines for that brain alone."""
    record = GameRecord(opening, names["black"], names["white"])
    board = gomoku.Board(size, size, rule=rule)
    started = time.monotonic()
    brains: Dict[str, Brain] = {}
    try:
        for x, y in parse_opening(opening, size, size):
            board.play(x, y)
        colour_of = {gomoku.Color.BLACK: "black", gomoku.Color.WHITE: "white"}
        record.first_to_move = colour_of[board.to_move]
        timeout_s = (limits.turn_ms + limits.margin_ms) / 1000.0
        for colour in ("black", "white"):
            brains[colour] = Brain(commands[colour], names[colour])
        last: Optional[Tuple[int, int]] = None
        introduced = set()  # colours whose brain has had START and a position
        while not board.is_over:
            if limits.max_plies and len(record.moves) >= limits.max_plies:
                record.reason = "adjudicated"
                break
            to_move = board.to_move
            side = colour_of[to_move]
            brain = brains[side]
            try:
                if side not in introduced:
                    brain.start(size, size, limits.infos(rule) +
                                (extra_infos or {}).get(side, []))
                    introduced.add(side)
                    if board.move_count == 0:
                        sent = brain.send("BEGIN")
                    else:
                        sent = brain.send(*_board_command(board, to_move))
                else:
                    assert last is not None
                    sent = brain.send(f"TURN {last[0]},{last[1]}")
                line, delay = brain.reply(sent, timeout_s)
            except BrainError as err:
                _forfeit(record, side, err.kind, err.detail)
                break
            move = parse_move(line)
            record.times_ms.append(int(delay * 1000))
            record.depths.append(_depth_of(brain.messages))
            if move is None:
                _forfeit(record, side, "illegal", f"{names[side]} answered {line!r}")
                break
            try:
                board.play(*move)
            except gomoku.ForbiddenMoveError as err:
                _forfeit(record, side, "foul", f"{names[side]} played {move}: {err}")
                break
            except gomoku.GomokuError as err:
                _forfeit(record, side, "illegal", f"{names[side]} played {move}: {err}")
                break
            record.moves.append(move)
            last = move
        if not record.reason:
            result = board.result
            if result.state == gomoku.State.WIN:
                record.winner = colour_of[result.winner]
            record.reason = result.reason.name.lower()
    finally:
        for brain in brains.values():
            brain.close()
        board.close()
        record.seconds = time.monotonic() - started
    return record


def _forfeit(record: GameRecord, side: str, kind: str, detail: str) -> None:
    record.winner = "white" if side == "black" else "black"
    record.reason = kind
    record.detail = detail
