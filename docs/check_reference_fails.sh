#!/bin/sh
# SPDX-License-Identifier: MIT
# Usage: DOXYGEN=/usr/bin/doxygen check_reference_fails.sh DOXYFILE SOURCE_ROOT BUILD_INCLUDE
# The docs test must keep failing on an undocumented public function (a
# setting such as EXTRACT_ALL = YES would silence it): run the same
# configuration on a copy of the headers where gmk_board_width has lost its
# comment, and pass only when doxygen refuses that function.
set -eu
doxygen=${DOXYGEN:-doxygen}
doxyfile=$1
source_root=$2
source_include=$source_root/include
build_include=$3
victim='gmk_board_width('
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp -R "$source_include" "$tmp/include"
# Drops the /** ... */ block right above the victim's declaration.
awk -v victim="$victim" '
	pending == 0 && /^\/\*\*/ { block = $0 "\n"; pending = ($0 ~ /\*\//) ? 2 : 1; next }
	pending == 1 { block = block $0 "\n"; if ($0 ~ /\*\//) pending = 2; next }
	pending == 2 { if (!index($0, victim)) printf "%s", block; pending = 0 }
	{ print }
' "$source_include/gomoku/board.h" > "$tmp/include/gomoku/board.h"
if cmp -s "$source_include/gomoku/board.h" "$tmp/include/gomoku/board.h"; then
	echo "could not remove the comment of $victim"
	exit 1
fi
cat > "$tmp/Doxyfile" <<END
@INCLUDE = $doxyfile
INPUT = $tmp/include/gomoku.h $tmp/include/gomoku $build_include/gomoku/version.h $source_root/docs
OUTPUT_DIRECTORY = $tmp/out
STRIP_FROM_PATH = $tmp/include $build_include $source_root
INCLUDE_PATH = $tmp/include $build_include
END
if "$doxygen" "$tmp/Doxyfile" > "$tmp/log" 2>&1; then
	echo "doxygen accepted a public function without a comment"
	exit 1
fi
if ! grep -q "gmk_board_width.*not documented" "$tmp/log"; then
	echo "doxygen failed, but not on the undocumented function:"
	cat "$tmp/log"
	exit 1
fi
echo "doxygen refuses an undocumented public function:"
cat "$tmp/log"
