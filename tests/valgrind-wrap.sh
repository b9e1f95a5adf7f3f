#!/bin/sh
# SPDX-License-Identifier: MIT
# The exe_wrapper of `meson test --setup valgrind` (meson.build).
#
# A compiled test program runs under memcheck: any error or leak fails it.
# A test whose code runs inside the Python interpreter (it sets
# GMK_MEMCHECK_INTERPRETER) runs the interpreter under memcheck, with
# Python's own "possibly lost" objects suppressed (valgrind-python.supp).
# A driver (a Python or shell script) runs as it is: each compiled program
# among its arguments is replaced by a shim that runs it under memcheck with
# a log of its own, GMK_MEMCHECK tells it how to run the programs it builds
# itself, and the test fails when any log is not empty.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
memcheck="valgrind --error-exitcode=1 --leak-check=full --keep-debuginfo=yes
	--show-leak-kinds=definite,indirect,possible
	--errors-for-leak-kinds=definite,indirect,possible
	--suppressions=$here/valgrind.supp --quiet"

if [ -n "${GMK_MEMCHECK_INTERPRETER:-}" ]; then
	PYTHONMALLOC=malloc exec $memcheck --suppressions="$here/valgrind-python.supp" "$@"
fi
case $(basename "$1") in
python* | *.sh) ;;
*) exec $memcheck "$@" ;;
esac

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export GMK_MEMCHECK="$(echo $memcheck) --log-file=$tmp/built.%p.log"
shims=0
for arg do
	shift
	case $arg in
	*.so | *.so.*) ;;   # a library under test, not a program
	*)
		if [ -f "$arg" ] && [ -x "$arg" ] &&
		   [ "$(head -c 4 "$arg" | od -An -c | tr -d ' ')" = '177ELF' ]; then
			# Same base name: drivers and the arena print and match it.
			shims=$((shims + 1))
			mkdir "$tmp/$shims"
			program=$(cd "$(dirname "$arg")" && pwd)/$(basename "$arg")
			printf '#!/bin/sh\nexec %s --log-file=%s/%s.%%p.log %s "$@"\n' \
				"$(echo $memcheck)" "$tmp" "$(basename "$arg")" "$program" \
				> "$tmp/$shims/$(basename "$arg")"
			chmod +x "$tmp/$shims/$(basename "$arg")"
			arg=$tmp/$shims/$(basename "$arg")
		fi
		;;
	esac
	set -- "$@" "$arg"
done

status=0
"$@" || status=$?
for log in "$tmp"/*.log; do
	if [ -s "$log" ]; then
		echo "== valgrind: $(basename "$log")"
		cat "$log"
		status=1   # even when the driver passed or skipped
	fi
done
exit $status
