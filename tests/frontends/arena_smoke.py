#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""A 2-game match of pbrain-gomoku against random_brain.py in the shared arena.

usage: arena_smoke.py PBRAIN SHARED_FOLDER   (exit 0 pass, 1 fail, 77 skip)
"""

import os
import re
import subprocess
import sys
import tempfile


def main():
    pbrain, shared = os.path.abspath(sys.argv[1]), sys.argv[2]
    arena = os.path.join(shared, "tools", "arena.py")
    peer = os.path.join(shared, "tools", "peers", "random_brain.py")
    if not (os.path.exists(arena) and os.path.exists(peer)):
        print("skipped: the maintainers' arena (tools/arena.py, tools/peers/random_brain.py)"
              " not found in %s, a folder kept outside this repository" % shared)
        return 77
    with tempfile.TemporaryDirectory() as d:
        cmd = [sys.executable, arena, "--size", "15", "-n", "2", "--timeout-turn", "50",
               "--json", os.path.join(d, "games.json"), pbrain,
               "%s %s --near --win" % (sys.executable, peer)]
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=120)
    out = p.stdout.decode("utf-8", "replace")
    print(out)
    row = re.search(r"^pbrain-gomoku\s+(\d+)\s+(\d+)\s+(\d+)\s.*?(\S+)\s*$", out, re.M)
    if p.returncode != 0 or not row:
        print("FAIL: arena exited %d or printed no summary" % p.returncode)
        return 1
    wins, faults = int(row.group(1)), row.group(4)
    if faults != "-":
        print("FAIL: faults %s" % faults)
        return 1
    if wins != 2:
        print("FAIL: lost or drew against random moves (%d wins of 2)" % wins)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
