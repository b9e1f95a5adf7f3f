#!/bin/sh
# SPDX-License-Identifier: MIT
# libgomoku installed into a prefix, then used as the README's "Installing
# into a prefix" and "CMake" sections say: pkg-config from the multiarch
# pkgconfig folder, the program run with LD_LIBRARY_PATH or built with an
# rpath, and a CMake project through find_package(PkgConfig).
. "$(dirname "$0")/common.sh"
prefix=$tmp/prefix
meson setup "$tmp/build" "$src" --prefix="$prefix" --wrap-mode=nodownload \
	-Dtests=disabled -Dexamples=disabled >"$tmp/setup.log" 2>&1 || { cat "$tmp/setup.log"; exit 1; }
ninja -C "$tmp/build" >"$tmp/ninja.log" 2>&1 || { cat "$tmp/ninja.log"; exit 1; }
meson install -C "$tmp/build" --quiet >"$tmp/install.log" 2>&1 || { cat "$tmp/install.log"; exit 1; }

# The README names the folder: lib/<multiarch triplet>/pkgconfig on Debian.
libdir=$(meson introspect "$tmp/build" --buildoptions |
	/usr/bin/python3 -c 'import json, sys; print([o["value"] for o in json.load(sys.stdin) if o["name"] == "libdir"][0])')
triplet=$(${CC:-cc} -print-multiarch 2>/dev/null || true)
if [ -n "$triplet" ] && [ "$libdir" != "lib/$triplet" ]; then
	echo "FAIL: libdir is $libdir, the README says lib/$triplet"
	exit 1
fi
export PKG_CONFIG_PATH="$prefix/$libdir/pkgconfig"
[ -f "$PKG_CONFIG_PATH/gomoku.pc" ] || { echo "FAIL: no gomoku.pc in $PKG_CONFIG_PATH"; find "$prefix"; exit 1; }
libdir=$(pkg-config --variable=libdir gomoku)
first_game=$src/examples/c/first_game.c

# Without an rpath the loader needs LD_LIBRARY_PATH ...
${CC:-cc} "$first_game" -o "$tmp/first-game" $(pkg-config --cflags --libs gomoku)
# (A libgomoku.so.1 installed in the system folders would be found instead.)
if env -u LD_LIBRARY_PATH "$tmp/first-game" >/dev/null 2>&1; then
	echo "note: ran without LD_LIBRARY_PATH: a libgomoku.so.1 is installed system-wide"
fi
LD_LIBRARY_PATH="$libdir" run "$tmp/first-game"
# ... or the program carries the library's folder itself.
${CC:-cc} "$first_game" -o "$tmp/first-game-rpath" $(pkg-config --cflags --libs gomoku) -Wl,-rpath,"$libdir"
env -u LD_LIBRARY_PATH ${GMK_MEMCHECK:-} "$tmp/first-game-rpath"

cmake -S "$src/examples/cmake" -B "$tmp/cmake" >"$tmp/cmake.log" 2>&1 || { cat "$tmp/cmake.log"; exit 1; }
cmake --build "$tmp/cmake" >>"$tmp/cmake.log" 2>&1 || { cat "$tmp/cmake.log"; exit 1; }
env -u LD_LIBRARY_PATH ${GMK_MEMCHECK:-} "$tmp/cmake/first-game"
