#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Fails on an include that reaches up the layer order.

Each layer uses only the layers below it (README, "Layout"):

    core < backend < rules < board < eval < search < record, log < batch < mcts

A file in lib/FOLDER may include headers of its own folder and of lower
layers; record and log share the top rank and stay independent of each
other. Public headers count as the layer that implements them
(include/gomoku/engine.h is search's), and are checked by the same rule, so
the installed headers cannot hide an upward dependency either. A header the
table does not know fails the test: a new one must be placed on purpose.

Usage: check_layers.py SOURCE_ROOT
"""
import os
import re
import sys

RANKS = {"core": 0, "backend": 1, "rules": 2, "board": 3, "eval": 4, "search": 5,
         "record": 6, "log": 6, "batch": 7, "mcts": 8}

# Which layer each public header belongs to.
PUBLIC = {
    "gomoku/export.h": "core", "gomoku/types.h": "core", "gomoku/version.h": "core",
    "gomoku/status.h": "core", "gomoku/notation.h": "core", "gomoku/geometry.h": "core",
    "gomoku/rules.h": "rules", "gomoku/board.h": "board", "gomoku/eval.h": "eval",
    "gomoku/engine.h": "search", "gomoku/record.h": "record", "gomoku/log.h": "log",
    "gomoku/batch.h": "batch", "gomoku/mcts.h": "mcts",
}

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


def layer_of_header(name, user, directory):
    """The layer of an included header, or None when unknown."""
    if name in PUBLIC:
        return PUBLIC[name]
    # A bare name found beside the including file is that folder's own header
    # (lib/core/thread*.c include "thread.h" so that the brain, which compiles
    # them too, needs lib/core and nothing else on its include path).
    in_lib = os.path.basename(os.path.dirname(directory)) == "lib"
    if in_lib and "/" not in name and os.path.isfile(os.path.join(directory, name)):
        return user
    folder = name.split("/", 1)[0]
    return folder if folder in RANKS and "/" in name else None


def may_include(user, used):
    return used == user or RANKS[used] < RANKS[user]


def check_file(path, user, label, errors):
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            m = INCLUDE.match(line)
            if not m:
                continue
            used = layer_of_header(m.group(1), user, os.path.dirname(path))
            where = f"{label}:{number}: {user} includes \"{m.group(1)}\""
            if used is None:
                errors.append(f"{where}, a header of no known layer")
            elif not may_include(user, used):
                errors.append(f"{where}, a header of the higher layer {used}")


def main():
    root = sys.argv[1]
    errors = []
    checked = 0
    lib = os.path.join(root, "lib")
    for folder in sorted(os.listdir(lib)):
        directory = os.path.join(lib, folder)
        if not os.path.isdir(directory):
            continue
        if folder not in RANKS:
            errors.append(f"lib/{folder}: a folder of no known layer")
            continue
        for name in sorted(os.listdir(directory)):
            if name.endswith((".c", ".h")):
                check_file(os.path.join(directory, name), folder, f"lib/{folder}/{name}",
                           errors)
                checked += 1
    public = os.path.join(root, "include", "gomoku")
    for name in sorted(os.listdir(public)):
        key = "gomoku/" + name.replace(".h.in", ".h")
        if not name.endswith((".h", ".h.in")):
            continue
        if key not in PUBLIC:
            errors.append(f"include/{key}: a public header of no known layer")
            continue
        check_file(os.path.join(public, name), PUBLIC[key], f"include/gomoku/{name}", errors)
        checked += 1
    for e in errors:
        print(e)
    if errors:
        print(f"{len(errors)} include(s) against the layer order")
        return 1
    print(f"{checked} files follow the layer order")
    return 0


if __name__ == "__main__":
    sys.exit(main())
