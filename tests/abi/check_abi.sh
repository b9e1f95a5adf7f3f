#!/bin/sh
# SPDX-License-Identifier: MIT
# The ABI gate: the built library's ABI (types and functions reachable from the
# public headers, read from its DWARF by libabigail) must equal the committed
# baseline. Any non-zero abidiff status fails: it exits 4 for a struct layout
# change, 8 for an incompatible one, 1 or 2 for its own errors.
#
# Usage: check_abi.sh check|write LIBRARY BASELINE HEADERS_DIR GENERATED_HEADER
#   check  compares LIBRARY with BASELINE (exit 77 = skipped: no debug info or
#          no abigail-tools)
#   write  regenerates BASELINE from LIBRARY (after a deliberate change, see
#          CONTRIBUTING.md)
set -eu
[ $# -eq 5 ] || { echo "usage: $0 check|write LIBRARY BASELINE HEADERS_DIR GENERATED_HEADER" >&2; exit 2; }
mode=$1 lib=$2 baseline=$3 headers=$4 generated=$5
skip=77

for tool in abidw abidiff; do
	if ! command -v "$tool" >/dev/null 2>&1; then
		echo "$tool not found (Debian package abigail-tools): ABI gate skipped"
		[ "$mode" = check ] && exit $skip
		exit 1
	fi
done
# Without DWARF abidiff sees only symbol names and would pass a real break.
if ! LC_ALL=C readelf -S "$lib" | grep -q '\.debug_info'; then
	echo "$lib has no debug info (buildtype release/plain?): ABI gate skipped"
	[ "$mode" = check ] && exit $skip
	exit 1
fi

# Leave out what differs between machines and build directories but not
# between ABIs: paths, source locations, DT_NEEDED, the architecture, and
# types that no public header declares (the opaque handles' insides).
dump() {
	abidw --no-corpus-path --no-comp-dir-path --no-show-locs --no-elf-needed \
		--no-architecture --drop-undefined-syms --drop-private-types \
		--type-id-style hash --headers-dir "$headers" --header-file "$generated" \
		--out-file "$2" "$1"
}

case $mode in
write)
	dump "$lib" "$baseline"
	echo "wrote $baseline"
	;;
check)
	tmp=$(mktemp -d)
	trap 'rm -rf "$tmp"' EXIT
	dump "$lib" "$tmp/built.abi"
	status=0
	abidiff --no-added-syms "$baseline" "$tmp/built.abi" || status=$?
	if [ $status -ne 0 ]; then
		echo "abidiff exited $status: the ABI differs from $baseline."
		echo "Deliberate? Follow CONTRIBUTING.md (SONAME bump or compatible addition, new baseline)."
		exit 1
	fi
	echo "ABI matches $baseline"
	;;
*)
	echo "unknown mode $mode" >&2
	exit 2
	;;
esac
