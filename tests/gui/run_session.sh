#!/bin/sh
# SPDX-License-Identifier: MIT
# Runs one scripted gomoku-gui session under a virtual X server, then checks
# what it left behind with check_session.py.
# Usage: run_session.sh GUI PYTHON SRCDIR OUTDIR NAME [gui options...]
#   Runs SRCDIR/NAME.script; when SRCDIR/NAME.expect exists, it is passed to
#   check_session.py. NAME ending in -fails: the session must fail (exit 1).
# Exits 77 (skipped) without xvfb-run.
set -eu
gui=$1 python=$2 srcdir=$3 outdir=$4 name=$5
shift 5
# meson passes the program relative to the build directory; we change directory below.
gui="$(cd "$(dirname "$gui")" && pwd)/$(basename "$gui")"
command -v xvfb-run >/dev/null 2>&1 || { echo "xvfb-run not found: skipped"; exit 77; }
# The software renderer: the same pixels on every machine, no GL driver threads.
export SDL_RENDER_DRIVER=software
# SDL 2.26 loads libdbus at run time and never frees its connection; once the
# library is unloaded LeakSanitizer cannot tell those blocks from ours, so leak
# checking is off here (address and undefined-behaviour checks stay on).
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
out="$outdir/$name"
rm -rf "$out"
mkdir -p "$out"
# The script's file names are relative to the session's own directory.
cd "$out"
start=$(date +%s)
status=0
# Our own authority file: xvfb-run then has no temporary directory to remove,
# whose removal sometimes failed under load and turned the session's exit
# status into 5.
: >Xauthority
xvfb-run -a -f "$out/Xauthority" -s "-screen 0 1280x1024x24" "$gui" --script "$srcdir/$name.script" "$@" \
	>stdout.txt 2>stderr.txt || status=$?
elapsed=$(( $(date +%s) - start ))
echo "$elapsed" >elapsed.txt
cat stdout.txt
cat stderr.txt >&2
echo "session $name: exit $status after ${elapsed}s"
case $name in
*-fails)
	[ "$status" -eq 1 ] || { echo "expected the script to fail (exit 1)"; exit 1; }
	exit 0 ;;
esac
[ "$status" -eq 0 ] || exit 1
expect="$srcdir/$name.expect"
[ -f "$expect" ] || expect=""
exec "$python" "$srcdir/check_session.py" "$out" $expect
