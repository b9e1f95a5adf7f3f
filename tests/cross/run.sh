#!/bin/sh
# SPDX-License-Identifier: MIT
# The cross builds and their tests: Windows x86-64 (mingw-w64, run under
# wine) and Linux ARM64 (gcc-aarch64-linux-gnu, run under qemu-aarch64).
# For each target: build the library, the programs and the tests; run the
# unit suites (check-lite stands in for Check), the cross-target identity
# test (tests/cross/fixed_game.c: hashes, JSON/PSQ records and a search equal
# to the committed report) and the differential test; then one Gomocup brain
# session. Windows also checks the DLL's exports against the ABI list.
#
# Usage: tests/cross/run.sh [--full] [OUT_DIR]     (OUT_DIR default: build-cross)
#   CI runs it without --full: the differential test plays CI_DIFF_GAMES games
#   instead of its 10,000. --full plays them all (about 4 minutes more under
#   qemu on a 2-core machine).
# Prints "cross: N passed, N failed" and exits non-zero on any failure; the
# meson logs and OUT_DIR/checks.json (the brain sessions, the exports) feed
# tests/summarize.py, and .ci/run counts them into its closing line.
set -u
cd "$(dirname "$0")/../.."

CI_DIFF_GAMES=1500
BRAIN_TIMEOUT_S=120
full=0
if [ "${1:-}" = --full ]; then
	full=1
	shift
fi
out=${1:-build-cross}
mkdir -p "$out"
out=$(cd "$out" && pwd)

checks="$out/checks.json"
: > "$checks"
record() { # name, OK|FAIL
	printf '{"name": "%s", "result": "%s"}\n' "$1" "$2" >> "$checks"
	echo "$2: $1"
}
status=0
logs=""
summary() {
	# shellcheck disable=SC2086
	printf 'cross: %s\n' "$(/usr/bin/python3 tests/summarize.py $logs "$checks")"
}

if ! sh tests/install-deps.sh cross || ! sh tests/cross/fetch-cjson.sh "$out"; then
	record "cross / toolchains and cJSON source" FAIL
	summary
	exit 1
fi

# Wine keeps its prefix in the output directory, prints nothing of its own,
# and never offers to install Mono or Gecko (a dialog that would wait forever
# without a display).
export WINEPREFIX="$out/wineprefix"
export WINEDEBUG=-all
export WINEDLLOVERRIDES="mscoree,mshtml="
unset DISPLAY
if [ ! -f "$WINEPREFIX/system.reg" ]; then
	echo "== wine: creating the prefix =="
	timeout 300 wineboot --init >/dev/null 2>&1 || true
	wineserver -w 2>/dev/null || true
fi

# Emulated searches are slower: timing bounds loosen (tests/unit/check_compat.h).
export GMK_TEST_TIME_FACTOR=10
[ "$full" -eq 1 ] || export GMK_DIFF_GAMES=$CI_DIFF_GAMES

# Runs a Gomocup session; the brain must answer START with OK and BEGIN and
# TURN with a move each, and exit after END.
brain_session() { # target, command...
	target=$1
	shift
	reply=$(printf 'START 15\r\nBEGIN\r\nTURN 7,8\r\nEND\r\n' |
		timeout "$BRAIN_TIMEOUT_S" "$@" | tr -d '\r' | grep -v '^MESSAGE' || true)
	moves=$(printf '%s\n' "$reply" | grep -cE '^[0-9]+,[0-9]+$' || true)
	if [ "$(printf '%s\n' "$reply" | head -n 1)" = OK ] && [ "$moves" -eq 2 ]; then
		record "cross:$target / brain-session" OK
	else
		printf '%s\n' "$reply" | sed 's/^/  brain: /'
		record "cross:$target / brain-session" FAIL
		status=1
	fi
}

# The DLL exports exactly the ABI's symbol list (a PE linker has no version
# script: GMK_API's dllexport decides).
dll_exports() { # build dir
	x86_64-w64-mingw32-objdump -p "$1/lib/libgomoku-1.dll" |
		sed -n '/\[Ordinal\/Name Pointer\] Table/,/^$/p' |
		awk '/\[ *[0-9]+\]/ {print $NF}' | sort -u > "$out/win64-exports.txt"
	if cmp -s "$out/win64-exports.txt" tests/abi/exported-symbols.txt; then
		record "cross:win64 / dll-exports" OK
	else
		diff tests/abi/exported-symbols.txt "$out/win64-exports.txt" | sed 's/^/  exports: /' || true
		record "cross:win64 / dll-exports" FAIL
		status=1
	fi
}

for target in win64 aarch64; do
	case $target in
	win64) cross_file=cross/x86_64-w64-mingw32.ini ;;
	aarch64) cross_file=cross/aarch64-linux-gnu.ini ;;
	esac
	build="$out/$target"
	echo "== cross: $target =="
	start=$(date +%s)
	if { [ -f "$build/build.ninja" ] ||
		meson setup "$build" --cross-file "$cross_file" --wrap-mode=nodownload \
			-Dwerror=true -Dgui=disabled; } && ninja -C "$build"; then
		record "cross:$target / build" OK
	else
		record "cross:$target / build" FAIL
		status=1
		continue
	fi
	echo "   built in $(($(date +%s) - start)) s"
	meson test -C "$build" --suite unit --suite diff --print-errorlogs || status=1
	logs="$logs $build/meson-logs/testlog.json"
	case $target in
	win64)
		brain_session win64 env WINEPATH="$build/lib" wine "$build/examples/pbrain/pbrain-gomoku.exe"
		dll_exports "$build"
		;;
	aarch64)
		brain_session aarch64 qemu-aarch64 -L /usr/aarch64-linux-gnu \
			"$build/examples/pbrain/pbrain-gomoku"
		;;
	esac
	echo "   $target done in $(($(date +%s) - start)) s"
done

summary
exit $status
