#!/bin/sh
# SPDX-License-Identifier: MIT
# The README's main command: install what is missing, build everything, play.
# On a terminal you play the console game against the AI; without one (a
# script, CI) the AI plays itself quickly and the board and result are printed.
set -eu
cd "$(dirname "$0")/.."
sh tests/install-deps.sh
[ -f build/build.ninja ] || meson setup build --wrap-mode=nodownload
ninja -C build
if [ -t 0 ]; then
	exec build/examples/cli/gomoku "$@"
fi
exec build/examples/cli/gomoku --ai-vs-ai --time 100 "$@"
