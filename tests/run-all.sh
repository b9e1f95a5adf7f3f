#!/bin/sh
# SPDX-License-Identifier: MIT
# The README's test command: install what is missing, build, run every test —
# the meson suite, then the WebAssembly build and the JavaScript tests
# (tests/web/run.sh), then the Windows and ARM64 cross builds under wine and
# qemu (tests/cross/run.sh). Each step prints its own count; the last line
# counts them all.
# Usage: tests/run-all.sh [BUILD_DIR]   (default: build; the web and cross
#        steps work in BUILD_DIR-web and BUILD_DIR-cross)
set -eu
cd "$(dirname "$0")/.."
build=${1:-build}
sh tests/install-deps.sh
[ -f "$build/build.ninja" ] || meson setup "$build" --wrap-mode=nodownload -Dwerror=true
ninja -C "$build"
status=0
meson test -C "$build" --print-errorlogs || status=$?

echo "== web (gomoku.wasm, JavaScript tests) =="
sh tests/web/run.sh "$build-web" || status=$?

echo "== cross builds (Windows x86-64 under wine, Linux ARM64 under qemu) =="
sh tests/cross/run.sh "$build-cross" || status=$?

/usr/bin/python3 tests/summarize.py $(sh tests/logs.sh "$build")
exit $status
