#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Scripted Gomocup protocol sessions against pbrain-gomoku.

usage: test_pbrain.py PBRAIN CASE   (exit 0 pass, 1 fail, 77 skip)
"""

import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pbrain_session import (Brain, expect, expect_prefix, rif_to_xy, shared_folder,  # noqa: E402
                            time_factor)

SKIP = 77
CASES = {}


def case(fn):
    CASES[fn.__name__] = fn
    return fn


class Game:
    """Our own record of the stones, to check every reply is legal."""

    def __init__(self, w=15, h=15):
        self.w, self.h = w, h
        self.stones = {}

    def put(self, p, who):
        x, y = p
        assert 0 <= x < self.w and 0 <= y < self.h, "move %s off the board" % (p,)
        assert p not in self.stones, "move %s on an occupied point" % (p,)
        self.stones[p] = who


@case
def about(b):
    b.send("ABOUT")
    line = b.reply()
    expect_prefix(line, 'name="pbrain-gomoku"')
    assert 'version="' in line and 'author="' in line, line


@case
def begin_then_turns(b):
    b.start()
    g = Game()
    b.send("BEGIN")
    g.put(b.move(), "me")
    for p in [(3, 3), (11, 3), (3, 11), (11, 11), (0, 7)]:
        if p in g.stones:
            continue
        g.put(p, "opp")
        b.send("TURN %d,%d" % p)
        g.put(b.move(), "me")


@case
def pipelined_turns(b):
    """Commands sent in one burst, without waiting: each gets its answer."""
    b.start(turn_ms=100)
    opp = [(0, 0), (14, 0), (0, 14), (14, 14), (0, 7), (14, 7), (7, 0), (7, 14)]
    b.send(*(["BEGIN"] + ["TURN %d,%d" % p for p in opp] + ["ABOUT"]))
    g = Game()
    g.put(b.move(), "me")
    for p in opp:
        line = b.reply()
        if p in g.stones:
            expect_prefix(line, "ERROR")  # the brain took that point already
            continue
        g.put(p, "opp")
        m = tuple(int(v) for v in line.split(","))
        g.put(m, "me")
    expect_prefix(b.reply(), 'name="')


@case
def pipelined_within_a_millisecond(b):
    """A command right behind a reply is queued, not dropped."""
    b.start(turn_ms=100)
    b.send("BEGIN", "ABOUT", "ABOUT")
    b.move()
    expect_prefix(b.reply(), 'name="')
    expect_prefix(b.reply(), 'name="')


@case
def takeback_then_replay(b):
    b.start()
    b.send("BEGIN")
    first = b.move()
    opp = (first[0] + 2 if first[0] < 12 else first[0] - 2, first[1])
    b.send("TURN %d,%d" % opp)
    mine = b.move()
    b.send("TAKEBACK %d,%d" % mine)
    expect(b.reply(), "OK")
    b.send("TAKEBACK %d,%d" % opp)
    expect(b.reply(), "OK")
    b.send("TURN %d,%d" % opp)
    again = b.move()
    assert again not in (first, opp), "replayed onto a stone: %s" % (again,)
    # The taken-back point is free again: the opponent may play it.
    if again != mine:
        b.send("TURN %d,%d" % mine)
        last = b.move()
        assert last not in (first, opp, again, mine), last


@case
def takeback_empty_point(b):
    b.start()
    b.send("TAKEBACK 7,7")
    expect_prefix(b.reply(), "ERROR")
    b.send("BEGIN")
    b.move()


@case
def board_block(b):
    b.start()
    b.send("BOARD", "7,7,2", "8,8,1", "7,8,2", "DONE")
    g = Game()
    for p in [(7, 7), (8, 8), (7, 8)]:
        g.put(p, "x")
    g.put(b.move(), "me")


@case
def board_block_blocks_four(b):
    """The opponent has an open four's worth of threat: a sane brain blocks."""
    b.start(turn_ms=500)
    b.send("BOARD", "3,7,2", "0,0,1", "4,7,2", "0,2,1", "5,7,2", "0,4,1", "6,7,2", "DONE")
    m = b.move()
    assert m in [(2, 7), (7, 7)], "did not block the four: %s" % (m,)


@case
def takes_the_win(b):
    """Own four at the edge, the opponent's open four in the centre: win now."""
    b.start(turn_ms=300)
    b.send("BOARD", "0,14,1", "7,7,2", "1,14,1", "8,7,2", "2,14,1", "9,7,2", "3,14,1",
           "10,7,2", "DONE")
    expect(b.reply(), "4,14")


@case
def blocks_broken_four(b):
    """A position from an arena game: white's 4,9 5,9 _ 7,9 8,9 must be blocked."""
    moves = [(7, 7), (8, 6), (5, 8), (5, 9), (7, 6), (9, 7), (6, 7), (8, 9), (8, 7), (4, 8),
             (7, 8), (4, 9), (7, 5), (7, 4), (6, 6), (7, 9)]
    b.start(turn_ms=300)
    b.send(*(["BOARD"] + ["%d,%d,%d" % (x, y, 1 if i % 2 == 0 else 2)
                          for i, (x, y) in enumerate(moves)] + ["DONE"]))
    expect(b.reply(), "6,9")


@case
def board_then_turn(b):
    b.start()
    b.send("BOARD", "7,7,1", "8,8,2", "DONE")
    g = Game()
    g.put((7, 7), "me")
    g.put((8, 8), "opp")
    g.put(b.move(), "me")
    p = next(q for q in [(2, 2), (3, 2), (4, 2)] if q not in g.stones)
    b.send("TURN %d,%d" % p)
    g.put(p, "opp")
    g.put(b.move(), "me")


@case
def crlf_and_spaces(b):
    b.send("START 15  ", eol="\r\n")
    expect(b.reply(), "OK")
    b.send("  TURN 7,7 ", eol="\r\n")
    m = b.move()
    assert m != (7, 7)


@case
def restart(b):
    b.start()
    b.send("BEGIN")
    b.move()
    b.send("RESTART")
    expect(b.reply(), "OK")
    b.send("TURN 7,7")
    assert b.move() != (7, 7)


@case
def start_again_is_new_game(b):
    b.start()
    b.send("TURN 7,7")
    b.move()
    b.send("START 15")
    expect(b.reply(), "OK")
    b.send("TURN 7,7")  # would be occupied if the old game survived
    assert b.move() != (7, 7)


@case
def rectstart(b):
    b.send("RECTSTART 20,10")
    expect(b.reply(), "OK")
    g = Game(20, 10)
    for p in [(19, 9), (0, 0), (19, 0)]:
        if p in g.stones:
            continue
        g.put(p, "opp")
        b.send("TURN %d,%d" % p)
        g.put(b.move(), "me")


@case
def start_unsupported_size(b):
    b.send("START 1")
    expect_prefix(b.reply(), "ERROR")
    b.send("START 15")
    expect(b.reply(), "OK")


def _malformed(b, *lines):
    b.start()
    b.send(*lines)
    expect_prefix(b.reply(), "ERROR")
    # ... and the brain keeps working.
    b.send("TURN 7,7")
    assert b.move() != (7, 7)


@case
def malformed_turn_no_point(b):
    _malformed(b, "TURN")


@case
def malformed_turn_one_number(b):
    _malformed(b, "TURN 7")


@case
def malformed_turn_letters(b):
    _malformed(b, "TURN a,b")


@case
def malformed_turn_three_numbers(b):
    _malformed(b, "TURN 1,2,3")


@case
def malformed_start(b):
    b.send("START fifteen")
    expect_prefix(b.reply(), "ERROR")
    b.send("START 15")
    expect(b.reply(), "OK")


@case
def malformed_board_line(b):
    b.start()
    b.send("BOARD", "7,7,1", "garbage", "8,8,2", "DONE")
    expect_prefix(b.reply(), "ERROR")  # the bad line
    expect_prefix(b.reply(), "ERROR")  # the block is refused at DONE
    b.send("TURN 7,7")
    assert b.move() != (7, 7)


@case
def malformed_board_field(b):
    b.start()
    b.send("BOARD", "7,7,4", "DONE")
    expect_prefix(b.reply(), "ERROR")
    expect_prefix(b.reply(), "ERROR")
    b.send("BEGIN")
    b.move()


@case
def board_not_closed(b):
    """A command inside a BOARD block: the block is dropped, the command runs."""
    b.start()
    b.send("BOARD", "7,7,1", "ABOUT")
    expect_prefix(b.reply(), "ERROR")
    expect_prefix(b.reply(), 'name="')


@case
def turn_off_board(b):
    _malformed(b, "TURN 15,3")


@case
def turn_negative(b):
    _malformed(b, "TURN -1,3")


@case
def turn_occupied(b):
    b.start()
    b.send("TURN 7,7")
    m = b.move()
    b.send("TURN %d,%d" % m)
    expect_prefix(b.reply(), "ERROR")
    b.send("TURN 0,0")
    assert b.move() not in ((7, 7), m, (0, 0))


@case
def turn_before_start(b):
    b.send("TURN 7,7")
    expect_prefix(b.reply(), "ERROR")
    b.send("START 15")
    expect(b.reply(), "OK")


@case
def unknown_command(b):
    b.send("FROBNICATE 1,2")
    expect(b.reply(), "UNKNOWN FROBNICATE 1,2")
    b.send("ABOUT")
    expect_prefix(b.reply(), 'name="')


@case
def info_is_silent(b):
    b.send("INFO timeout_turn 1000", "INFO time_left 50000", "INFO max_memory 83886080",
           "INFO game_type 1", "INFO rule 1", "INFO folder /tmp", "INFO evaluate 7,7",
           "INFO some_future_key 12", "ABOUT")
    expect_prefix(b.reply(), 'name="')


@case
def info_bad_value_reported_later(b):
    b.send("INFO rule abc")
    b.no_reply()
    b.send("START 15")
    expect_prefix(b.reply(), "ERROR")
    expect(b.reply(), "OK")


@case
def play_forced_move(b):
    b.start()
    b.send("TURN 7,7")
    b.move()
    b.send("PLAY 2,2")
    expect(b.reply(), "2,2")
    b.send("TURN 2,2")  # the brain's own stone is there now
    expect_prefix(b.reply(), "ERROR")


@case
def timeout_turn_respected(b):
    b.start(turn_ms=300)
    b.send("TURN 7,7")
    b.move()
    for p in [(6, 6), (8, 6), (6, 8)]:
        t0 = time.monotonic()
        b.send("TURN %d,%d" % p)
        line = b.reply()
        ms = (time.monotonic() - t0) * 1000
        if line.startswith("ERROR"):
            continue
        assert ms < 300, "took %.0f ms for timeout_turn 300" % ms


@case
def time_left_respected(b):
    """Little time left on the match clock: answer fast."""
    b.start(turn_ms=30000)
    b.send("INFO timeout_match 100000", "INFO time_left 1500")
    t0 = time.monotonic()
    b.send("TURN 7,7")
    b.move()
    ms = (time.monotonic() - t0) * 1000
    assert ms < 500, "took %.0f ms with 1.5 s left for the whole game" % ms


@case
def timeout_turn_zero_is_fast(b):
    b.start(turn_ms=0)
    t0 = time.monotonic()
    b.send("TURN 7,7")
    b.move()
    ms = (time.monotonic() - t0) * 1000
    assert ms < 300 * time_factor(), "took %.0f ms at timeout_turn 0" % ms


@case
def end_mid_search(b):
    b.start(turn_ms=60000)
    b.send("BOARD", "7,7,1", "8,8,2", "7,8,1", "6,6,2", "DONE")
    time.sleep(0.3)
    t0 = time.monotonic()
    b.send("END")
    b.proc.wait(timeout=5)
    ms = (time.monotonic() - t0) * 1000
    assert ms < 1000, "END took %.0f ms" % ms


@case
def end_answers_queued_lines(b):
    """END behind many queued positions, all in one write: the brain answers
    every one (each search cut short) before it leaves, however long the
    queue takes. A fixed exit delay from END lost answers under an emulator."""
    positions = 3000
    lines = ["START 15", "INFO timeout_turn 5"]
    for i in range(positions):
        lines += ["BOARD", "7,7,1", "%d,8,2" % (i % 15), "DONE"]
    b.send(*lines, "END")
    expect(b.reply(timeout=30), "OK")
    for i in range(positions):
        b.move(timeout=30)
    expect(b.reply(timeout=30), None)
    b.proc.wait(timeout=30)


@case
def yxstop_answers_now(b):
    b.start(turn_ms=60000)
    b.send("BOARD", "7,7,1", "8,8,2", "7,8,1", "6,6,2", "DONE")
    time.sleep(0.3)
    t0 = time.monotonic()
    b.send("YXSTOP")
    b.move(timeout=5)
    ms = (time.monotonic() - t0) * 1000
    assert ms < 1000, "YXSTOP took %.0f ms" % ms


@case
def yxstop_before_search_starts(b):
    """YXSTOP in the same write as the position: the search it follows must
    still stop, though it had not begun when the input thread read YXSTOP."""
    b.start(turn_ms=60000)
    t0 = time.monotonic()
    b.send("BOARD", "7,7,1", "8,8,2", "7,8,1", "6,6,2", "DONE", "YXSTOP")
    b.move(timeout=10)
    ms = (time.monotonic() - t0) * 1000
    assert ms < 1000 * time_factor(), "YXSTOP before the search took %.0f ms" % ms


@case
def end_of_input_exits(b):
    b.start()
    b.proc.stdin.close()
    b.proc.wait(timeout=2)


@case
def yxshowforbid_double_three(b):
    b.start(rule=4)
    # Black: f8 g8 (row) and i10 i9 (column): i8 = (8,7) is a double-three.
    b.send("YXBOARD", "6,7,1", "0,0,2", "7,7,1", "0,2,2", "8,5,1", "0,4,2", "8,6,1",
           "2,0,2", "DONE")
    b.no_reply()
    b.send("YXSHOWFORBID")
    expect(b.reply(), "FORBID 0807.")
    # The same stones seen from White's side.
    b.send("YXBOARD", "6,7,2", "0,0,1", "7,7,2", "0,2,1", "8,5,2", "0,4,1", "8,6,2",
           "2,0,1", "DONE")
    b.send("YXSHOWFORBID")
    expect(b.reply(), "FORBID 0807.")


@case
def yxshowforbid_other_rules(b):
    b.start(rule=1)
    b.send("YXBOARD", "6,7,1", "0,0,2", "7,7,1", "0,2,2", "8,5,1", "0,4,2", "8,6,1",
           "2,0,2", "DONE")
    b.send("YXSHOWFORBID")
    expect(b.reply(), "FORBID .")


@case
def rule_change_mid_game(b):
    b.start(rule=0)
    b.send("YXBOARD", "6,7,1", "0,0,2", "7,7,1", "0,2,2", "8,5,1", "0,4,2", "8,6,1",
           "2,0,2", "DONE")
    b.send("INFO rule 4", "YXSHOWFORBID")
    expect(b.reply(), "FORBID 0807.")


@case
def renju_brain_never_fouls(b):
    """Black to move with a double-three point on offer: the brain avoids it."""
    b.start(rule=4)
    b.send("BOARD", "6,7,1", "0,0,2", "7,7,1", "0,2,2", "8,5,1", "0,4,2", "8,6,1",
           "2,0,2", "DONE")
    assert b.move() != (8, 7)


@case
def renju_public_forbidden_maps(b):
    """All positions of the shared renju sample, from both sides' view."""
    path = os.path.join(shared_folder(), "rules", "renju_public.jsonl")
    if not os.path.exists(path):
        print("skipped: %s not found (the maintainers' shared renju sample, kept outside"
              " this repository)" % path)
        return SKIP
    b.start(rule=4)
    with open(path) as f:
        positions = [json.loads(line) for line in f if line.strip()]
    for pos in positions:
        n = pos["size"]
        if n != 15:
            continue
        moves = [rif_to_xy(m, n) for m in pos["moves"]]
        want = sorted(rif_to_xy(p, n) for p in pos["forbidden"])
        for black_is_own in (True, False):
            lines = ["YXBOARD"]
            for i, (x, y) in enumerate(moves):
                own = (i % 2 == 0) == black_is_own
                lines.append("%d,%d,%d" % (x, y, 1 if own else 2))
            lines += ["DONE", "YXSHOWFORBID"]
            b.send(*lines)
            line = b.reply()
            expect_prefix(line, "FORBID ")
            body = line[len("FORBID "):]
            assert body.endswith("."), line
            body = body[:-1]
            got = sorted((int(body[i:i + 2]), int(body[i + 2:i + 4]))
                         for i in range(0, len(body), 4))
            if got != want:
                raise AssertionError("moves %s: forbidden %s, want %s"
                                     % (" ".join(pos["moves"]), got, want))


@case
def swap2_open(b):
    b.start()
    b.send("SWAP2BOARD", "DONE")
    parts = b.reply().split()
    assert len(parts) == 3, parts
    pts = [tuple(int(v) for v in p.split(",")) for p in parts]
    assert len(set(pts)) == 3 and all(0 <= x < 15 and 0 <= y < 15 for x, y in pts), pts
    # The library's balance search starts at the centre and stays near the stones.
    assert pts[0] == (7, 7), pts
    assert all(max(abs(x - 7), abs(y - 7)) <= 4 for x, y in pts), pts


@case
def swap2_three_stones(b):
    b.start()
    b.send("SWAP2BOARD", "7,7", "8,8", "9,7", "DONE")
    line = b.reply()
    if line != "SWAP":
        # One stone (4th move as white) or two (4th and 5th, the choice goes back).
        pts = [tuple(int(v) for v in p.split(",")) for p in line.split()]
        assert 1 <= len(pts) <= 2 and len(set(pts)) == len(pts), line
        for x, y in pts:
            assert (x, y) not in [(7, 7), (8, 8), (9, 7)] and 0 <= x < 15 and 0 <= y < 15, line


@case
def swap2_five_stones(b):
    b.start()
    b.send("SWAP2BOARD", "7,7", "8,8", "9,7", "8,7", "6,6", "DONE")
    line = b.reply()
    if line != "SWAP":
        x, y = (int(v) for v in line.split(","))
        assert 0 <= x < 15 and 0 <= y < 15, line


@case
def swap2_occupied_stone(b):
    b.start()
    b.send("SWAP2BOARD", "7,7", "8,8", "7,7", "DONE")
    expect_prefix(b.reply(), "ERROR")
    # The brain keeps going.
    b.send("SWAP2BOARD", "DONE")
    assert len(b.reply().split()) == 3


@case
def swap2_bad_count(b):
    b.start()
    b.send("SWAP2BOARD", "7,7", "DONE")
    expect_prefix(b.reply(), "ERROR")


@case
def max_memory_small(b):
    b.send("INFO max_memory 20000000")
    b.start()
    b.send("TURN 7,7")
    b.move()


def peak_rss_bytes(b):
    """The brain's peak resident memory, or None where it means nothing
    (sanitizer or valgrind builds, which shadow every byte)."""
    if os.environ.get("GMK_SANITIZED") or time_factor() > 1:
        return None
    with open("/proc/%d/status" % b.proc.pid) as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) * 1024
    return None


@case
def max_memory_bounds_every_allocation(b):
    """INFO max_memory covers the board and the search, not only the hash (A8)."""
    b.send("INFO max_memory 50000000", "START 1024")
    expect_prefix(b.reply(), "ERROR board 1024x1024")
    limit = 100000000
    b.send("INFO max_memory %d" % limit)
    b.start(size=1024, turn_ms=1000)
    g = Game(1024, 1024)
    for p in [(512, 512), (515, 509)]:
        g.put(p, "opp")
        b.send("TURN %d,%d" % p)
        g.put(b.move(timeout=30), "me")
    rss = peak_rss_bytes(b)
    assert rss is None or rss <= limit, "peak RSS %d over max_memory %d" % (rss, limit)
    # A limit the board cannot live with is refused (at the next command).
    b.send("INFO max_memory 20000000", "ABOUT")
    expect_prefix(b.reply(), "ERROR INFO max_memory 20000000 is too small")
    expect_prefix(b.reply(), 'name="')


@case
def huge_line_is_not_buffered(b):
    """A 64 MiB line without a newline: refused, and never held in memory (A8)."""
    b.start()
    # START builds the rule tables; the line may add little on top of that peak.
    before = peak_rss_bytes(b)
    chunk = b"x" * (1 << 20)
    for _ in range(64):
        b.proc.stdin.write(chunk)
    b.proc.stdin.flush()
    b.send("")
    expect_prefix(b.reply(), "ERROR line longer than")
    rss = peak_rss_bytes(b)
    assert rss is None or rss - before < 16 << 20, \
        "peak RSS %d after a long line, %d before it" % (rss, before)
    b.send("TURN 7,7")
    b.move()


@case
def overlong_and_nul_lines_refused(b):
    """A line is taken whole or refused, never cut at 511 bytes or a NUL (A11)."""
    b.start()
    b.send("TURN 7,7" + " " * 600 + "garbage")
    expect_prefix(b.reply(), "ERROR line longer than 511")
    b.proc.stdin.write(b"TURN 7,7\0garbage\n")
    b.proc.stdin.flush()
    expect_prefix(b.reply(), "ERROR a NUL byte")
    b.proc.stdin.write(b"END\0\n")
    b.proc.stdin.flush()
    expect_prefix(b.reply(), "ERROR a NUL byte")
    # Inside a block, a refused line spoils the block.
    b.send("BOARD", "7,7,1" + " " * 600, "DONE")
    expect_prefix(b.reply(), "ERROR line longer than")
    expect_prefix(b.reply(), "ERROR the position had malformed lines")
    # A long line that is all trailing spaces up to the limit still reads.
    b.send("TURN 7,7" + " " * (511 - 8))
    b.move()


@case
def time_info_extremes_saturate(b):
    """INFO values at the int64 limits: no overflow, and no time means move now (A7)."""
    b.start(turn_ms=5000)
    b.send("INFO timeout_turn 9223372036854775807",
           "INFO timeout_match 9223372036854775807",
           "INFO time_left -9223372036854775808")
    g = Game()
    g.put((7, 7), "opp")
    t0 = time.monotonic()
    b.send("TURN 7,7")
    g.put(b.move(), "me")
    p = next(q for q in [(7, 9), (9, 9)] if q not in g.stones)
    g.put(p, "opp")
    b.send("INFO time_left -9223372036854775807", "TURN %d,%d" % p)
    g.put(b.move(), "me")
    ms = (time.monotonic() - t0) * 1000
    assert ms < 1000 * time_factor(), "took %.0f ms with no time left" % ms
    p = next(q for q in [(9, 9), (9, 7), (5, 5)] if q not in g.stones)
    b.send("INFO time_left 9223372036854775807", "INFO timeout_turn 300", "TURN %d,%d" % p)
    b.move()


@case
def swap2_tiny_boards(b):
    """The proposed opening stays on 3x3 and 4x4 boards (A9)."""
    for size in (3, 4):
        b.start(size=size, turn_ms=300)
        b.send("SWAP2BOARD", "DONE")
        parts = b.reply().split()
        assert len(parts) == 3, parts
        pts = [tuple(int(v) for v in p.split(",")) for p in parts]
        assert len(set(pts)) == 3, pts
        assert all(0 <= x < size and 0 <= y < size for x, y in pts), pts


@case
def yxshowforbid_large_board(b):
    """Two-digit coordinates cannot name (107,107): ERROR, not 0707 (A10)."""
    b.start(size=100, rule=4)
    b.send("YXBOARD", "95,97,1", "0,0,2", "96,97,1", "0,2,2", "97,95,1", "0,4,2",
           "97,96,1", "2,0,2", "DONE")
    b.send("YXSHOWFORBID")
    expect(b.reply(), "FORBID 9797.")
    b.start(size=120, rule=4)
    b.send("YXBOARD", "105,107,1", "0,0,2", "106,107,1", "0,2,2", "108,105,1", "0,4,2",
           "108,106,1", "2,0,2", "DONE")
    b.send("YXSHOWFORBID")
    expect_prefix(b.reply(), "ERROR YXSHOWFORBID")


@case
def first_renju_move_in_time(b):
    """The first move of a process under renju keeps to timeout_turn (the
    rule's tables are built at START, outside the turn clock)."""
    b.start(turn_ms=200, rule=4)
    t0 = time.monotonic()
    b.send("BOARD", "7,7,1", "5,7,2", "DONE")
    line = b.reply()
    ms = (time.monotonic() - t0) * 1000
    assert "," in line, line
    assert ms < 200 * time_factor(), "first renju move took %.0f ms for timeout_turn 200" % ms


def _threads_while_searching(b, thread_num):
    """The brain's thread count (Linux /proc) in the middle of a long search."""
    b.start(turn_ms=3000)
    b.send("INFO thread_num %d" % thread_num, "TURN 7,7")
    time.sleep(0.5)
    with open("/proc/%d/status" % b.proc.pid) as status:
        count = next(int(line.split()[1]) for line in status if line.startswith("Threads:"))
    b.send("YXSTOP")
    assert "," in b.reply(), "no move after YXSTOP"
    return count


@case
def thread_num_searches_in_parallel(b):
    """INFO thread_num 3 adds two search threads for the time of a search."""
    if not os.path.exists("/proc/self/status"):
        return SKIP
    one = _threads_while_searching(b, 1)
    other = Brain(sys.argv[1])
    try:
        three = _threads_while_searching(other, 3)
    finally:
        other.close()
    assert three == one + 2, "%d threads with thread_num 1, %d with 3" % (one, three)


def _last_search(b, *infos):
    """The last progress MESSAGE (depth, nodes) of the reply to TURN 7,7."""
    b.start(turn_ms=30000)
    b.send(*infos)
    t0 = time.monotonic()
    b.send("TURN 7,7")
    depth = nodes = 0
    while True:
        line = b.lines.get(timeout=30)
        if not line.startswith("MESSAGE"):
            break
        words = line.split()
        depth, nodes = int(words[words.index("depth") + 1]), int(words[words.index("nodes") + 1])
    return depth, nodes, time.monotonic() - t0


@case
def max_node_limits_search(b):
    """INFO max_node caps the search however long the clock allows."""
    depth, nodes, seconds = _last_search(b, "INFO max_node 5000")
    assert 0 < nodes <= 5000, "searched %d nodes with max_node 5000" % nodes
    assert seconds < 10, "took %.1f s with max_node 5000" % seconds


@case
def max_depth_limits_search(b):
    depth, _, _ = _last_search(b, "INFO max_depth 3")
    assert depth == 3, "reached depth %d with max_depth 3" % depth


@case
def level_plays_weaker(b):
    """INFO level 9 caps the search at the level's depth (2); 11 is refused."""
    depth, _, seconds = _last_search(b, "INFO level 9")
    assert 1 <= depth <= 2, "depth %d at level 9" % depth
    assert seconds < 10, "took %.1f s at level 9" % seconds
    b.send("INFO level 11", "TURN 8,8")
    line = b.reply()
    assert line.startswith("ERROR") and "level" in line, line


@case
def messages_while_thinking(b):
    b.start(turn_ms=300)
    b.send("TURN 7,7")
    saw = False
    while True:
        line = b.lines.get(timeout=5)
        if line.startswith("MESSAGE"):
            saw = True
            assert "depth" in line, line
            continue
        break
    assert saw, "no MESSAGE line before the move"


@case
def full_game_vs_itself_is_legal(b):
    """Our brain as both players on a 7x7 board, until five or a full board."""
    other = Brain(sys.argv[1])
    try:
        for br in (b, other):
            br.start(size=7, turn_ms=50)
        g = Game(7, 7)
        b.send("BEGIN")
        m = b.move()
        g.put(m, "a")
        sides = [other, b]
        turn = 0
        while len(g.stones) < 49:
            br = sides[turn % 2]
            br.send("TURN %d,%d" % m)
            m = br.move()
            g.put(m, "ab"[turn % 2 == 1])
            turn += 1
            if _five(g, m):
                break
    finally:
        other.close()


def _five(g, p):
    who = g.stones[p]
    for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
        n = 1
        for s in (1, -1):
            x, y = p[0] + s * dx, p[1] + s * dy
            while g.stones.get((x, y)) == who:
                n += 1
                x, y = x + s * dx, y + s * dy
        if n >= 5:
            return True
    return False


def main():
    if len(sys.argv) != 3 or sys.argv[2] not in CASES:
        print("usage: test_pbrain.py PBRAIN CASE; cases: " + " ".join(sorted(CASES)))
        return 2
    b = Brain(sys.argv[1])
    try:
        rc = CASES[sys.argv[2]](b)
    except AssertionError as e:
        print("FAIL %s: %s" % (sys.argv[2], e))
        return 1
    finally:
        b.close()
    return SKIP if rc == SKIP else 0


if __name__ == "__main__":
    sys.exit(main())
