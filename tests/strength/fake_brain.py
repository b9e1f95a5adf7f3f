#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""A misbehaving Gomocup brain for the harness's own tests.

Usage: fake_brain.py MODE, where MODE says how it answers a move request:
  scan     the first empty point in reading order (legal, and weak)
  occupied the point the opponent just played (illegal)
  garbage  a line that is not a move
  slow     a legal move, but only after SLOW_S seconds
  crash    exits without a word
  budget   scan when its INFO max_node is at least BUDGET_LINE, else garbage
           (a brain whose results depend on its node budget)
"""
import sys
import time

SLOW_S = 3.0
BUDGET_LINE = 50000


def main() -> int:
    mode = sys.argv[1]
    size = 0
    stones = set()
    last = None
    collecting = False
    nodes = 0

    def answer() -> None:
        if mode == "crash":
            sys.exit(3)
        if mode == "garbage" or (mode == "budget" and nodes < BUDGET_LINE):
            print("I resign, sort of", flush=True)
            return
        if mode == "occupied" and last is not None:
            print(f"{last[0]},{last[1]}", flush=True)
            return
        if mode == "slow":
            time.sleep(SLOW_S)
        move = next((x, y) for y in range(size) for x in range(size) if (x, y) not in stones)
        stones.add(move)
        print(f"{move[0]},{move[1]}", flush=True)

    for raw in sys.stdin:
        words = raw.strip().replace(",", " ").split()
        if not words:
            continue
        command = words[0].upper()
        if collecting:
            if command == "DONE":
                collecting = False
                answer()
            else:
                last = (int(words[0]), int(words[1]))
                stones.add(last)
        elif command == "START":
            size = int(words[1])
            stones.clear()
            print("OK", flush=True)
        elif command == "INFO" and len(words) == 3 and words[1] == "max_node":
            nodes = int(words[2])
        elif command == "BOARD":
            collecting = True
        elif command == "BEGIN":
            answer()
        elif command == "TURN":
            last = (int(words[1]), int(words[2]))
            stones.add(last)
            answer()
        elif command == "END":
            return 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
