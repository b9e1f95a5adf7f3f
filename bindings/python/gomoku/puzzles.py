# SPDX-License-Identifier: MIT
"""Forced-win puzzles: found in a game record, or in self-play, and checked.

The same rules as the ``gomoku-puzzle`` program, mirrored on the public API:
``examples/puzzle/generate.c`` (candidates, trivial wins, symmetric twins,
difficulty, self-play), ``verify.c`` (the VCF check), ``verify_vct.c`` (the
VCT check) and ``io.c`` (one JSON object per line, byte for byte the same).
A puzzle is kept when the side to move has a forced win (``"vcf"``: by fours;
``"vct"``: by fours and open threes, with no VCF) of at least 5 plies, and no
other first move that makes a threat also wins.

>>> import gomoku.puzzles as gp
>>> found = gp.find(open("game.json").read(), kind="vcf")   # doctest: +SKIP
>>> gp.dump(found, "puzzles.jsonl")                           # doctest: +SKIP
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from typing import Any, Iterable, List, Optional, Set, Tuple, Union

from ._check import integer
from ._types import MAX_SIZE, MIN_SIZE, Color, Foul, Rule, State
from .board import Board
from .engine import Engine
from .errors import GomokuError

__all__ = ["Puzzle", "PuzzleError", "find", "find_many", "generate", "check", "load", "dump"]

MAX_PLIES = 31            # PUZZLE_MAX_PLIES: the longest solution looked for
VCT_NODES = 200000        # PUZZLE_VCT_NODES: the VCT solver's budget per question
MIN_SOLUTION_PLIES = 5    # shorter is trivial: a five, or a four then the five
FIRST_PUZZLE_MOVE = 7     # positions with fewer stones are openings
MAX_STONES = 400          # PUZZLE_MAX_STONES: more than a puzzle line may hold
MAX_REPLIES = 64          # defender replies tried per VCT alternative
SELF_PLAY_LEVEL, SELF_PLAY_DEPTH = 6, 4
OPENING_STONES, OPENING_REACH = 4, 3
RULE_NAMES = ("freestyle", "standard", "renju", "caro", "caro-exact")
KINDS = ("vcf", "vct")
_MASK64 = (1 << 64) - 1

Point = Tuple[int, int]
Stone = Tuple[int, int, int]


class PuzzleError(ValueError):
    """A puzzle that does not hold (the message says why), or a malformed puzzle line."""


@dataclass
class Puzzle:
    """One puzzle, with the keys of a ``gomoku-puzzle`` line.

    ``stones`` are ``(x, y, colour)`` in play order (1 black, 2 white);
    ``solution`` alternates attacker and defender moves and ends with the five.
    """

    rule: str
    size: Tuple[int, int]
    stones: List[Stone]
    to_move: int
    kind: str
    solution: List[Point]
    difficulty: float = 0.0

    def board(self) -> Board:
        """The position the puzzle starts from."""
        board = Board(self.size[0], self.size[1], rule=Rule(RULE_NAMES.index(self.rule)))
        board.setup(self.stones, Color(self.to_move))
        return board

    def to_json(self) -> str:
        """The puzzle as one line of a ``gomoku-puzzle`` file (no newline)."""
        stones = ",".join(f"[{x},{y},{c}]" for x, y, c in self.stones)
        moves = ",".join(f"[{x},{y}]" for x, y in self.solution)
        return (f'{{"rule":"{self.rule}","size":[{self.size[0]},{self.size[1]}],'
                f'"stones":[{stones}],"to_move":{self.to_move},"kind":"{self.kind}",'
                f'"solution":[{moves}],"difficulty":{self.difficulty:.1f}}}')

    @classmethod
    def from_json(cls, line: str) -> Puzzle:
        """A puzzle from one line; PuzzleError names the key at fault."""
        try:
            d = json.loads(line)
        except ValueError as e:
            raise PuzzleError(f"not a JSON object: {e}") from None
        if not isinstance(d, dict):
            raise PuzzleError("not a JSON object")

        def whole(v: Any, low: int, high: int) -> bool:
            return isinstance(v, int) and not isinstance(v, bool) and low <= v <= high

        if d.get("rule") not in RULE_NAMES:
            raise PuzzleError('"rule" is missing or unknown')
        if d.get("kind") not in KINDS:
            raise PuzzleError('"kind" must be "vcf" or "vct"')
        if not whole(d.get("to_move"), 1, 2):
            raise PuzzleError('"to_move" must be 1 or 2')
        size = d.get("size")
        if not (isinstance(size, list) and len(size) == 2 and
                all(whole(v, MIN_SIZE, MAX_SIZE) for v in size)):
            raise PuzzleError(f'"size" must be [width, height], whole numbers from {MIN_SIZE} '
                              f'to {MAX_SIZE}')
        width, height = size

        def rows(key: str, label: str, what: str,
                 limits: Tuple[Tuple[int, int], ...]) -> List[Any]:
            """A list of rows of len(limits) integers, limits[k] bounding field k."""
            value = d.get(key)
            if not isinstance(value, list):
                raise PuzzleError(f'"{key}" must be a list of {what}')
            for number, r in enumerate(value, 1):
                if not (isinstance(r, list) and len(r) == len(limits) and
                        all(whole(v, low, high) for v, (low, high) in zip(r, limits))):
                    raise PuzzleError(f"{label} {number} is not {what} on the {width}x{height} "
                                      "board" + (" with colour 1 (black) or 2 (white)"
                                                 if len(limits) == 3 else ""))
            return [tuple(r) for r in value]
        on_board = ((0, width - 1), (0, height - 1))
        stones = rows("stones", "stone", "[x, y, colour]", on_board + ((1, 2),))
        solution = rows("solution", "solution move", "[x, y]", on_board)
        if not 1 <= len(solution) <= MAX_PLIES:
            raise PuzzleError(f'"solution" must be a list of 1 to {MAX_PLIES} [x, y]')
        difficulty = d.get("difficulty", 0.0)
        if not isinstance(difficulty, (int, float)) or isinstance(difficulty, bool):
            raise PuzzleError('"difficulty" must be a number')
        return cls(d["rule"], (width, height), stones, d["to_move"], d["kind"], solution,
                   float(difficulty))


def load(path: Union[str, os.PathLike]) -> List[Puzzle]:
    """The puzzles of a JSON-lines file (blank lines skipped); PuzzleError names the bad line."""
    out = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if line.strip():
                try:
                    out.append(Puzzle.from_json(line))
                except PuzzleError as e:
                    raise PuzzleError(f"line {number}: {e}") from None
    return out


def dump(puzzles: Iterable[Puzzle], path: Union[str, os.PathLike]) -> None:
    """Write the puzzles one per line, as ``gomoku-puzzle generate`` does."""
    items = list(puzzles)
    for p in items:
        if not isinstance(p, Puzzle):
            raise TypeError(f"dump takes Puzzle objects, not {type(p).__name__}")
    with open(path, "w", encoding="utf-8") as f:
        f.writelines(p.to_json() + "\n" for p in items)


# --- the position's questions (verify.c) --------------------------------------

def _five_points(b: Board, color: int) -> List[Point]:
    return [(x, y) for y in range(b.height) for x in range(b.width)
            if b[x, y] == Color.EMPTY and b.point_info(x, y, Color(color)).makes_five]


def _has_vcf(engine: Engine, b: Board) -> bool:
    return bool(engine.solve_vcf(b, MAX_PLIES))


def _has_vct(engine: Engine, b: Board) -> bool:
    return bool(engine.solve_vct(b, MAX_PLIES, nodes=VCT_NODES))


def _played(b: Board, m: Point) -> Optional[Board]:
    """A copy of b with m played, or None when m cannot be played."""
    nxt = b.copy()
    try:
        nxt.play(m)
    except GomokuError:
        return None
    return nxt


def _vcf_alternative_wins(engine: Engine, b: Board, m: Point, attacker: int) -> bool:
    """A four at m: the block, then a VCF (or no block possible: it wins)."""
    nxt = _played(b, m)
    if nxt is None:
        return False
    fives = _five_points(nxt, attacker)
    if nxt.is_over or len(fives) >= 2:
        return True
    if len(fives) == 1:
        try:
            nxt.play(fives[0])
        except GomokuError:
            return True   # the block is forbidden for black: the four wins
        # A block that makes the defender's own five ends the game: no win (as verify.c).
        return not nxt.is_over and _has_vcf(engine, nxt)
    return False


def _replies(b: Board, attacker: int) -> List[Point]:
    defender = 3 - attacker
    out: List[Point] = []
    points = [d for t in b.threats(Color(attacker))[:MAX_REPLIES] for d in t["defences"]]
    points += [(x, y) for y in range(b.height) for x in range(b.width)
               if b[x, y] == Color.EMPTY and
               (lambda i: i.makes_five or i.fours > 0)(b.point_info(x, y, Color(defender)))]
    for p in points:
        if p not in out and len(out) < MAX_REPLIES:
            out.append(p)
    return out


def _vct_alternative_wins(engine: Engine, b: Board, m: Point, attacker: int) -> bool:
    """A threat at m wins when every defender reply still leaves a win."""
    nxt = _played(b, m)
    if nxt is None:
        return False
    for reply in _replies(nxt, attacker):
        if nxt.is_over:
            break
        try:
            nxt.play(reply)
        except GomokuError:
            continue   # a forbidden point: no reply for black
        wins = not nxt.is_over and _has_vct(engine, nxt)
        nxt.undo()
        if not wins:
            return False
    return True


def _alternatives(engine: Engine, b: Board, first: Point, kind: str) -> int:
    """How many other threat first moves fail; PuzzleError at one that wins."""
    attacker = int(b.to_move)
    wins = _vct_alternative_wins if kind == "vct" else _vcf_alternative_wins
    failed = 0
    for y in range(b.height):
        for x in range(b.width):
            if (x, y) == tuple(first) or b[x, y] != Color.EMPTY:
                continue
            info = b.point_info(x, y, Color(attacker))
            threat = info.foul == Foul.NONE and (
                info.makes_five or info.fours > 0 or (kind == "vct" and info.open_threes > 0))
            if threat and wins(engine, b, (x, y), attacker):
                raise PuzzleError(f"({x},{y}) wins too: the first move is not unique")
            failed += threat
    return failed


def _replay_vcf(p: Puzzle) -> None:
    b = p.board()
    attacker, n = p.to_move, len(p.solution)
    for i, m in enumerate(p.solution):
        if i % 2 and m not in _five_points(b, attacker):
            raise PuzzleError(f"move {i + 1} {tuple(m)} blocks no four")
        try:
            b.play(m)
        except GomokuError:
            raise PuzzleError(f"move {i + 1} {tuple(m)} is illegal") from None
        r = b.result
        if i == n - 1 and (r.state != State.WIN or int(r.winner) != attacker):
            raise PuzzleError("the last move does not win")
        if i < n - 1 and r.state != State.ONGOING:
            raise PuzzleError("the game ends before the solution does")
        if i < n - 1 and i % 2 == 0 and not _five_points(b, attacker):
            raise PuzzleError(f"move {i + 1} {tuple(m)} makes no four")


def _line_threes(p: Puzzle, b: Board) -> int:
    """verify_vct.c's check_line: each attacker move a threat, the last a five."""
    try:
        steps = b.explain_sequence(p.solution)
    except GomokuError as e:
        raise PuzzleError(f"the solution cannot be played: {e}") from None
    n = len(steps)
    for i, s in enumerate(steps):
        kind = s["kind"]
        if i == n - 1 and kind != "five":
            raise PuzzleError(f"the last move {s['move']} makes no five ({kind})")
        answers = i > 0 and steps[i - 1]["kind"] == "counter-four" and kind == "block"
        threatens = kind not in ("quiet", "block", "counter-four", "five")
        if i < n - 1 and i % 2 == 0 and not threatens and not answers:
            raise PuzzleError(f"move {i + 1} {s['move']} makes no threat ({kind})")
    return sum(s["kind"] in ("open-three", "double-three") for s in steps)


def _verify(engine: Engine, p: Puzzle) -> Tuple[int, int]:
    """(failed alternatives, open-three moves), or PuzzleError."""
    if not p.solution or len(p.solution) % 2 == 0:
        raise PuzzleError(f"the solution has {len(p.solution)} moves: a win takes an odd "
                          "number (the attacker's moves and the replies, then the five)")
    try:
        b = p.board()
    except (GomokuError, ValueError, TypeError) as e:
        raise PuzzleError(f"the stones do not form a position: {e}") from None
    threes = 0
    if p.kind == "vct":
        threes = _line_threes(p, b)
        if _has_vcf(engine, b):
            raise PuzzleError("the attacker has a VCF: not a VCT puzzle")
        if not _has_vct(engine, b):
            raise PuzzleError("the solver finds no forced win")
    else:
        _replay_vcf(p)
        if not _has_vcf(engine, b):
            raise PuzzleError("the solver finds no forced win")
    return _alternatives(engine, b, p.solution[0], p.kind), threes


def _check_kind(kind: Any) -> str:
    if kind not in KINDS:
        raise ValueError(f"kind must be 'vcf' or 'vct', got {kind!r}")
    return kind


def check(puzzle: Puzzle, engine: Optional[Engine] = None) -> None:
    """Re-check a puzzle from scratch (replay, forced win, unique first move).

    Raises PuzzleError saying what is wrong; TypeError for a non-Puzzle.
    """
    if not isinstance(puzzle, Puzzle):
        raise TypeError(f"check takes a Puzzle, not {type(puzzle).__name__}")
    _check_kind(puzzle.kind)
    if puzzle.rule not in RULE_NAMES:
        raise PuzzleError(f"unknown rule {puzzle.rule!r}")
    _verify(engine or Engine(seed=1), puzzle)


# --- finding puzzles (generate.c) ---------------------------------------------

def _canonical(p: Puzzle) -> Tuple[Any, ...]:
    """The smallest form over the board's symmetries: equal for symmetric twins."""
    w, h = p.size
    forms = []
    for t in range(8):
        if t & 4 and w != h:
            continue
        mapped = []
        for x, y, c in p.stones:
            if t & 4:
                x, y = y, x
            if t & 1:
                x = (h if t & 4 else w) - 1 - x
            if t & 2:
                y = (w if t & 4 else h) - 1 - y
            mapped.append((y, x, c))
        forms.append((tuple(sorted(mapped)), p.to_move))
    return min(forms)


@dataclass
class _Finder:
    engine: Engine
    kind: str
    max_plies: int
    seen: Set[Tuple[Any, ...]] = field(default_factory=set)

    def forced_win(self, b: Board) -> List[Point]:
        vcf = self.engine.solve_vcf(b, self.max_plies if self.kind == "vcf" else MAX_PLIES)
        if self.kind == "vcf" or vcf:
            return vcf if self.kind == "vcf" else []
        return self.engine.solve_vct(b, self.max_plies, nodes=VCT_NODES)

    def at(self, b: Board, stones: List[Stone]) -> Optional[Puzzle]:
        """The puzzle of b's position (whose stones in play order are given), or None."""
        if not FIRST_PUZZLE_MOVE <= len(stones) <= MAX_STONES or b.is_over:
            return None
        line = self.forced_win(b)
        if len(line) < MIN_SOLUTION_PLIES:
            return None
        p = Puzzle(RULE_NAMES[int(b.rule)], (b.width, b.height), list(stones),
                   int(b.to_move), self.kind, line)
        key = _canonical(p)
        if key in self.seen:
            return None
        self.seen.add(key)   # a rejected candidate's twins are not tried again either
        try:
            failed, threes = _verify(self.engine, p)
        except PuzzleError:
            return None
        p.difficulty = (len(line) + 1) // 2 + 0.5 * failed + threes
        return p


def _record_board(source: Union[Board, str, os.PathLike], rule: Rule) -> Board:
    if isinstance(source, Board):
        return source
    if not isinstance(source, (str, os.PathLike)):
        raise TypeError(f"find takes a Board, a record's text or a path, "
                        f"not {type(source).__name__}")
    text = str(source)
    if isinstance(source, os.PathLike) or (len(text) < 4096 and "\n" not in text and
                                           os.path.isfile(text)):
        with open(source, encoding="utf-8") as f:
            text = f.read()
    if text.lstrip().startswith("{"):
        return Board.from_json(text)
    return Board.from_psq(text, rule=rule)


def find(board_or_record: Union[Board, str, os.PathLike], kind: str = "vcf",
         engine: Optional[Engine] = None, max_plies: int = MAX_PLIES,
         rule: Rule = Rule.FREESTYLE) -> List[Puzzle]:
    """The puzzles of every position of one game.

    Args:
        board_or_record: a Board (its set-up and moves are the game), or a
            JSON record / PSQ file's text, or the path of one.
        kind: "vcf" or "vct".
        engine: the solver (a fresh one, seed 1, by default).
        max_plies: the longest solution wanted, 5..31.
        rule: the rule of a PSQ record (a PSQ file holds none; JSON does).

    Raises ValueError/TypeError for bad arguments, ParseError for a bad record.
    """
    return find_many([board_or_record], kind, engine, max_plies, rule)


def find_many(records: Iterable[Union[Board, str, os.PathLike]], kind: str = "vcf",
              engine: Optional[Engine] = None, max_plies: int = MAX_PLIES,
              rule: Rule = Rule.FREESTYLE) -> List[Puzzle]:
    """:func:`find` over several games, symmetric twins dropped across them too."""
    _check_kind(kind)
    max_plies = integer("max_plies", max_plies, MIN_SOLUTION_PLIES, MAX_PLIES)
    if engine is not None and not isinstance(engine, Engine):
        raise TypeError(f"engine must be an Engine or None, not {type(engine).__name__}")
    if isinstance(records, (str, bytes, os.PathLike, Board)):
        raise TypeError("find_many takes a list of games; find takes one")
    rule = Rule(integer("rule", rule))
    games = [_record_board(r, rule) for r in records]
    finder = _Finder(engine or Engine(seed=1), kind, max_plies)
    return [p for game in games for p in _scan(finder, game)]


def _scan(finder: _Finder, game: Board) -> List[Puzzle]:
    moves = game.moves
    start = game.copy()
    for _ in moves:
        start.undo()
    b = start.copy()
    stones: List[Stone] = [(x, y, int(c)) for x, y, c in b.setup_stones]
    found = []
    for m in moves + [None]:
        p = finder.at(b, stones)
        if p is not None:
            found.append(p)
        if m is None or b.is_over:
            break
        stones.append((m[0], m[1], int(b.to_move)))
        b.play(m)
    return found


def _next_random(state: int) -> int:
    """xorshift64, as generate.c: the same openings for the same seed."""
    x = state or 0x9E3779B97F4A7C15
    x ^= (x << 13) & _MASK64
    x ^= x >> 7
    x ^= (x << 17) & _MASK64
    return x


def generate(rule: Rule = Rule.FREESTYLE, kind: str = "vcf", count: int = 10,
             games: int = 100, seed: int = 1, max_plies: int = MAX_PLIES) -> List[Puzzle]:
    """Up to ``count`` puzzles from at most ``games`` self-play games.

    The engine plays itself at a weak level from four random stones near the
    centre, as ``gomoku-puzzle generate`` does.
    """
    rule = Rule(integer("rule", rule))
    _check_kind(kind)
    count = integer("count", count, 1)
    games = integer("games", games, 1)
    seed = integer("seed", seed, 0, _MASK64)
    max_plies = integer("max_plies", max_plies, MIN_SOLUTION_PLIES, MAX_PLIES)
    engine = Engine(seed=seed)
    finder = _Finder(engine, kind, max_plies)
    state = (seed * 0x9E3779B97F4A7C15 + 1) & _MASK64
    found: List[Puzzle] = []
    for _ in range(games):
        if len(found) >= count:
            break
        b = Board(rule=rule)
        cx, cy, span = b.width // 2, b.height // 2, 2 * OPENING_REACH + 1
        placed = tries = 0
        while placed < OPENING_STONES and tries < 100:
            tries += 1
            state = _next_random(state)
            x = cx - OPENING_REACH + state % span
            state = _next_random(state)
            y = cy - OPENING_REACH + state % span
            try:
                b.play(x, y)
                placed += 1
            except GomokuError:
                pass
        stones = [(x, y, 1 if i % 2 == 0 else 2) for i, (x, y) in enumerate(b.moves)]
        while not b.is_over and len(found) < count:
            p = finder.at(b, stones)
            if p is not None:
                found.append(p)
            r = engine.search(b, depth=SELF_PLAY_DEPTH, level=SELF_PLAY_LEVEL)
            stones.append((r.best[0], r.best[1], int(b.to_move)))
            b.play(r.best)
    return found
