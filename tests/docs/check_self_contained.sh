#!/bin/sh
# SPDX-License-Identifier: MIT
# Usage: check_self_contained.sh SOURCE_ROOT
# What a reader is sent to must be in the repository: no document may point
# into the maintainers' folder beside it (../shared).
set -eu
cd "$1"
hits=$(find . -path ./.git -prune -o -path './build*' -prune -o -path ./subprojects -prune -o \
	-name '*.md' -print | xargs grep -nE '(\.\./|/work/)shared' || true)
if [ -n "$hits" ]; then
	echo "FAIL: documents point outside the repository:"
	echo "$hits"
	exit 1
fi
echo "every document stays inside the repository"
