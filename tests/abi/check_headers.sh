#!/bin/sh
# SPDX-License-Identifier: MIT
# Usage: check_headers.sh c|cxx SOURCE_INCLUDE BUILD_INCLUDE
# Compiles a file that includes only <gomoku.h>, with the strictest flags.
set -eu
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf '#include <gomoku.h>\nint main(void) { return gmk_version_number() > 0 ? 0 : 1; }\n' > "$tmp/t.c"
if [ "$1" = c ]; then
	${CC:-cc} -std=c11 -Wall -Wextra -Wpedantic -pedantic-errors -Werror -I"$2" -I"$3" -c "$tmp/t.c" -o "$tmp/t.o"
else
	cp "$tmp/t.c" "$tmp/t.cpp"
	${CXX:-c++} -std=c++11 -Wall -Wextra -Wpedantic -pedantic-errors -Werror -I"$2" -I"$3" -c "$tmp/t.cpp" -o "$tmp/t.o"
fi
echo "gomoku.h compiles as $1"
