#!/bin/sh
# SPDX-License-Identifier: MIT
# Prints the result logs that tests/run-all.sh BUILD_DIR writes, for
# tests/summarize.py: the meson suite's, the web step's and the cross
# builds' (a step that stopped early may lack some; summarize.py skips those).
build=$1
echo "$build/meson-logs/testlog.json"
echo "$build-web/checks.json"
echo "$build-cross/checks.json"
echo "$build-cross/win64/meson-logs/testlog.json"
echo "$build-cross/aarch64/meson-logs/testlog.json"
