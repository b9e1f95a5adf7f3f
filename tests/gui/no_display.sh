#!/bin/sh
# SPDX-License-Identifier: MIT
# Usage: no_display.sh GOMOKU_GUI
# Without any display the graphical board exits at once with status 1 and
# says why, instead of running windowless until killed.
set -u
out=$(env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER timeout 20 "$1" 2>&1)
status=$?
echo "$out"
[ "$status" -eq 124 ] && { echo "FAIL: still running after 20 s"; exit 1; }
[ "$status" -eq 1 ] || { echo "FAIL: exit status $status, expected 1"; exit 1; }
case $out in
*"no display to open a window on"*) ;;
*) echo "FAIL: no clear reason given"; exit 1 ;;
esac
