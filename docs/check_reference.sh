#!/bin/sh
# SPDX-License-Identifier: MIT
# Usage: DOXYGEN=/usr/bin/doxygen check_reference.sh DOXYFILE HEADER...
# The docs test. Doxygen warns about undocumented functions, enums and macros
# only in files that carry a @file comment, so a header without one would let
# all of its declarations go unchecked: refuse that first, then run doxygen
# (WARN_AS_ERROR: any warning fails).
set -eu
doxygen=${DOXYGEN:-doxygen}
doxyfile=$1
shift
status=0
for header in "$@"; do
	if ! grep -q '@file' "$header"; then
		echo "$header: no @file comment, so doxygen would not check its declarations"
		status=1
	fi
done
[ "$status" -eq 0 ] || exit 1
"$doxygen" "$doxyfile"
echo "doxygen: no warnings in $# public headers"
