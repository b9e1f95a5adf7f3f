#!/bin/sh
# SPDX-License-Identifier: MIT
# Usage: no_display.sh GOMOKU_GUI
# Without a display (none named, or one that cannot be reached) the graphical
# board exits at once with status 1 and says why, instead of running
# windowless until killed.
set -u
gui=$1

# expect_refusal DESCRIPTION ENV-ARGS...
expect_refusal() {
	what=$1
	shift
	out=$(env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER "$@" timeout 20 "$gui" 2>&1)
	status=$?
	echo "$what: $out"
	[ "$status" -eq 124 ] && { echo "FAIL ($what): still running after 20 s"; exit 1; }
	[ "$status" -eq 1 ] || { echo "FAIL ($what): exit status $status, expected 1"; exit 1; }
	case $out in
	*"no display to open a window on"*) ;;
	*) echo "FAIL ($what): no clear reason given"; exit 1 ;;
	esac
}

expect_refusal "no DISPLAY"
expect_refusal "DISPLAY=:4242 unreachable" DISPLAY=:4242
