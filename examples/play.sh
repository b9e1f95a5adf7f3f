#!/bin/sh
# SPDX-License-Identifier: MIT
# The README's main command: install what the console game needs, build only
# it (in build-play/, beside the test build), and play. On a terminal you play
# against the AI; without one (a script, CI) the AI plays itself quickly and
# the board and result are printed. Options go to the game (gomoku --help).
# GOMOKU_PLAY_BUILD names another build folder.
set -eu
cd "$(dirname "$0")/.."
build=${GOMOKU_PLAY_BUILD:-build-play}
sh tests/install-deps.sh console
mkdir -p "$build"
log=$build/play-build.log
printf 'building the console game (log: %s) ... ' "$log"
if ! { [ -f "$build/build.ninja" ] ||
       meson setup "$build" --wrap-mode=nodownload -Dtests=disabled -Dgui=disabled; } >"$log" 2>&1 ||
   ! ninja -C "$build" examples/cli/gomoku >>"$log" 2>&1; then
	echo "failed"
	tail -n 30 "$log"
	exit 1
fi
echo "done"
if [ -t 0 ]; then
	exec "$build/examples/cli/gomoku" "$@"
fi
exec "$build/examples/cli/gomoku" --ai-vs-ai --time 100 "$@"
