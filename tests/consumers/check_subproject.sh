#!/bin/sh
# SPDX-License-Identifier: MIT
# libgomoku as a meson subproject of a tiny parent (README "As a meson
# subproject"): only the library is built, the parent's `meson test` runs only
# the parent's tests, and the program linked through gomoku_dep runs.
. "$(dirname "$0")/common.sh"
parent=$tmp/parent
mkdir -p "$parent/subprojects"
cp "$consumers/parent/meson.build" "$src/examples/c/first_game.c" "$parent/"
copy_tree "$parent/subprojects/libgomoku"
# --force-fallback-for: use the subproject even where gomoku.pc is installed.
meson setup "$tmp/build" "$parent" --wrap-mode=nodownload --force-fallback-for=gomoku >"$tmp/setup.log" 2>&1 ||
	{ cat "$tmp/setup.log"; exit 1; }
ninja -C "$tmp/build" >"$tmp/ninja.log" 2>&1 || { cat "$tmp/ninja.log"; exit 1; }
meson introspect "$tmp/build" --targets >"$tmp/targets.json"
meson introspect "$tmp/build" --tests >"$tmp/tests.json"
/usr/bin/python3 - "$tmp/targets.json" "$tmp/tests.json" <<'PY'
import json, sys
targets = json.load(open(sys.argv[1]))
tests = json.load(open(sys.argv[2]))
ours = sorted(t["name"] + " (" + t["type"] + ")" for t in targets
              if "/subprojects/libgomoku/" in t["defined_in"])
print("libgomoku targets:", ", ".join(ours))
if ours != ["gomoku (shared library)", "gomoku (static library)"]:
    sys.exit("FAIL: a subproject build must build the library only")
names = sorted(t["name"] for t in tests)
print("tests:", ", ".join(names))
if names != ["first-game"]:
    sys.exit("FAIL: the parent's meson test must run only the parent's tests")
PY
meson test -C "$tmp/build" --no-rebuild --print-errorlogs >"$tmp/test.log" || { cat "$tmp/test.log"; exit 1; }
run "$tmp/build/first-game"
