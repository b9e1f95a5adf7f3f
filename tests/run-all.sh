#!/bin/sh
# SPDX-License-Identifier: MIT
# The README's test command: install what is missing, build, run every test.
# Usage: tests/run-all.sh [BUILD_DIR]   (default: build)
set -eu
cd "$(dirname "$0")/.."
build=${1:-build}
sh tests/install-deps.sh
[ -f "$build/build.ninja" ] || meson setup "$build" --wrap-mode=nodownload -Dwerror=true
ninja -C "$build"
status=0
meson test -C "$build" --print-errorlogs || status=$?
/usr/bin/python3 tests/summarize.py "$build/meson-logs/testlog.json"
exit $status
