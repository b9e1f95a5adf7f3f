#!/bin/sh
# SPDX-License-Identifier: MIT
# The copy-the-sources recipe (README "Plain Makefile"): include/, lib/,
# meson.build and examples/make/Makefile copied into a project's
# third_party/libgomoku, built with make alone, and the program runs.
. "$(dirname "$0")/common.sh"
project=$tmp/project
vendored=$project/third_party/libgomoku
mkdir -p "$vendored"
cp -r "$src/include" "$src/lib" "$src/meson.build" "$src/examples/make/Makefile" "$vendored/"
cp "$src/examples/c/first_game.c" "$project/"
cd "$project"
make -f third_party/libgomoku/Makefile GOMOKU=third_party/libgomoku PROGRAM_SRC=first_game.c \
	>"$tmp/make.log" 2>&1 || { cat "$tmp/make.log"; exit 1; }
grep -q "GMK_VERSION_STRING \"$(sed -n "s/^  version: '\([0-9.]*\)',/\1/p" "$src/meson.build")\"" gomoku/version.h ||
	{ echo "FAIL: gomoku/version.h does not carry the project's version"; cat gomoku/version.h; exit 1; }
run ./first-game
