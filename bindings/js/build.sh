#!/bin/sh
# SPDX-License-Identifier: MIT
# Builds dist/gomoku.wasm from the repository's lib/ with meson and the
# cross file cross/wasm32-wasi.ini (clang, lld, wasi-libc). Installs nothing;
# cJSON comes from the wrap, whose tarball tests/cross/fetch-cjson.sh puts in
# subprojects/packagecache/ (meson downloads nothing: --wrap-mode=nodownload).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build="$root/build-wasm"
if [ ! -f "$root/subprojects/packagecache/cJSON-1.7.15.tar.gz" ] && [ ! -d "$root/subprojects/cJSON-1.7.15" ]; then
	echo "cJSON's source is missing: run  sh tests/cross/fetch-cjson.sh build-deps  first" >&2
	exit 1
fi
if [ ! -f "$build/build.ninja" ]; then
	meson setup "$build" "$root" --cross-file "$root/cross/wasm32-wasi.ini" \
		--wrap-mode=nodownload -Dwerror=true -Dtests=disabled -Dbuildtype=release
fi
ninja -C "$build"
mkdir -p "$here/dist"
cp "$build/lib/wasm/gomoku.wasm" "$here/dist/gomoku.wasm"
echo "built $here/dist/gomoku.wasm"
