#!/bin/sh
# SPDX-License-Identifier: MIT
# Usage: check_lengths.sh LESSON.c...
# A lesson is read in one sitting: 60 to 150 lines, opening with the SPDX line
# and a comment that names its concept ("Lesson N: ...").
set -eu
status=0
for f do
	lines=$(wc -l <"$f")
	if [ "$lines" -lt 60 ] || [ "$lines" -gt 150 ]; then
		echo "FAIL: $f has $lines lines (60..150)"
		status=1
	fi
	head -n 1 "$f" | grep -q 'SPDX-License-Identifier' || { echo "FAIL: $f lacks the SPDX line"; status=1; }
	sed -n 3p "$f" | grep -q '^ \* Lesson [0-9]*: ' || { echo "FAIL: $f does not say its lesson"; status=1; }
	[ "$status" -ne 0 ] || echo "$f: $lines lines"
done
exit $status
