#!/bin/sh
# SPDX-License-Identifier: MIT
# Usage: check_headers.sh c|cxx|mingw SOURCE_INCLUDE BUILD_INCLUDE
# c, cxx: every public header compiles on its own (each first in its own
# file, so it cannot lean on an earlier include), and so does the umbrella,
# with the strictest flags.
# mingw: GMK_API is dllimport for a consumer of the DLL and empty with
# GMK_STATIC, seen in the symbols the object file references (skipped, exit
# 77, without the mingw-w64 cross compiler).
set -eu
mode=$1 src=$2 bld=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

headers="gomoku.h"
for h in "$src"/gomoku/*.h "$bld"/gomoku/version.h; do
	headers="$headers gomoku/$(basename "$h")"
done

case $mode in
c) compile() { ${CC:-cc} -std=c11 -Wall -Wextra -Wpedantic -pedantic-errors -Werror \
	-I"$src" -I"$bld" -x c -c "$1" -o "$tmp/t.o"; } ;;
cxx) compile() { ${CXX:-c++} -std=c++11 -Wall -Wextra -Wpedantic -pedantic-errors -Werror \
	-I"$src" -I"$bld" -x c++ -c "$1" -o "$tmp/t.o"; } ;;
mingw)
	mingw=x86_64-w64-mingw32-gcc
	command -v $mingw >/dev/null 2>&1 || { echo "no $mingw: skipped"; exit 77; }
	printf '#include <gomoku.h>\nint f(void) { return gmk_version_number(); }\n' > "$tmp/w.c"
	$mingw -std=c11 -Werror -I"$src" -I"$bld" -c "$tmp/w.c" -o "$tmp/dll.o"
	$mingw -std=c11 -Werror -DGMK_STATIC -I"$src" -I"$bld" -c "$tmp/w.c" -o "$tmp/static.o"
	nm "$tmp/dll.o" | grep -q ' U __imp_gmk_version_number$' ||
		{ echo "DLL consumer does not import gmk_version_number"; nm "$tmp/dll.o"; exit 1; }
	nm "$tmp/static.o" | grep -q ' U gmk_version_number$' ||
		{ echo "GMK_STATIC consumer does not call gmk_version_number directly"; exit 1; }
	if nm "$tmp/static.o" | grep -q '__imp_'; then
		echo "GMK_STATIC consumer still imports"; exit 1
	fi
	echo "GMK_API: dllimport for DLL consumers, plain with GMK_STATIC"
	exit 0 ;;
*) echo "usage: $0 c|cxx|mingw SOURCE_INCLUDE BUILD_INCLUDE" >&2; exit 2 ;;
esac

for h in $headers; do
	printf '#include <%s>\n#include <%s>\nint main(void) { return 0; }\n' "$h" "$h" > "$tmp/t.src"
	compile "$tmp/t.src" || { echo "$h does not compile on its own as $mode"; exit 1; }
done
printf '#include <gomoku.h>\nint main(void) { return gmk_version_number() > 0 ? 0 : 1; }\n' > "$tmp/t.src"
compile "$tmp/t.src"
echo "$(echo $headers | wc -w) headers compile on their own as $mode (each included twice)"
