#!/bin/sh
# SPDX-License-Identifier: MIT
# examples/play.sh, the README's first command, without a terminal: one
# progress line before the game, the console game and the library built and
# nothing else (no tests, GUI or brain), and a game played.
. "$(dirname "$0")/common.sh"
GOMOKU_PLAY_BUILD=$tmp/build sh "$src/examples/play.sh" --max-moves 4 </dev/null >"$tmp/out" 2>&1 ||
	{ cat "$tmp/out"; echo "FAIL: play.sh failed"; exit 1; }
cat "$tmp/out"
before=$(sed -n '/^1\. black/q;p' "$tmp/out" | grep -vc '^installing:' || true)
[ "$before" -eq 1 ] || { echo "FAIL: $before lines before the first move, expected one"; exit 1; }
grep -q '^4\. white' "$tmp/out" || { echo "FAIL: no game was played"; exit 1; }
linked=$(sed -n 's/.*Linking target \([^ ]*\).*/\1/p' "$tmp/build/play-build.log" | sort | tr '\n' ' ')
case $linked in
"examples/cli/gomoku lib/libgomoku.so."*" ") ;;
*) echo "FAIL: play.sh built more than the game and the library: $linked"; exit 1 ;;
esac
