#!/bin/sh
# SPDX-License-Identifier: MIT
# Usage: check_symbols.sh LIBRARY EXPECTED_LIST
# Every exported symbol must be gmk_ and listed; every listed symbol must exist.
set -eu
lib=$1
expected=$2
actual=$(nm -D --defined-only "$lib" | awk '$2 ~ /^[TDBRVW]$/ { print $3 }' | sed 's/@.*//' | sort -u)
bad=$(printf '%s\n' "$actual" | grep -v '^gmk_' || true)
if [ -n "$bad" ]; then
	echo "symbols without the gmk_ prefix are exported:"; echo "$bad"; exit 1
fi
if ! printf '%s\n' "$actual" | diff -u "$expected" - ; then
	echo "exported symbols differ from $expected (a + line is new, a - line is gone)"
	exit 1
fi
echo "$(printf '%s\n' "$actual" | wc -l) exported symbols match"
