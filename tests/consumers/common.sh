# SPDX-License-Identifier: MIT
# Sourced by the consumer checks: argument handling, scratch folder, and the
# skip rule they share.  Usage of a check: CHECK.sh SOURCE_ROOT SANITIZE
set -eu
src=$(cd "$1" && pwd)
consumers=$(cd "$(dirname "$0")" && pwd)
# Each check builds libgomoku afresh, with default flags, the way a newcomer
# would; a sanitizer build of this tree would only repeat that work.
if [ "$2" != none ]; then
	echo "skipped: builds its own uninstrumented copy; runs in the build without -Db_sanitize"
	exit 77
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# copy_tree DEST: the source tree as a fresh clone has it (no build folders).
copy_tree() {
	mkdir -p "$1"
	tar -C "$src" -cf - --exclude=./.git --exclude='./build*' \
		--exclude=./subprojects/packagecache . | tar -C "$1" -xf -
}

# run PROGRAM: under `meson test --setup valgrind` GMK_MEMCHECK runs it in memcheck.
run() {
	${GMK_MEMCHECK:-} "$@"
}
