#!/bin/sh
# SPDX-License-Identifier: MIT
# Usage: check_install.sh SOURCE_ROOT BUILD_ROOT CONSUMER.c
# Installs into a scratch DESTDIR, then builds and runs a consumer with only pkg-config.
set -eu
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
DESTDIR="$tmp/root" meson install -C "$2" --no-rebuild --quiet >/dev/null
prefix=$(meson introspect "$2" --buildoptions | /usr/bin/python3 -c 'import json,sys; print([o["value"] for o in json.load(sys.stdin) if o["name"]=="prefix"][0])')
pc=$(dirname "$(find "$tmp/root" -name gomoku.pc | head -n 1)")
[ -n "$pc" ] || { echo "gomoku.pc was not installed"; exit 1; }
export PKG_CONFIG_PATH="$pc"
export PKG_CONFIG_SYSROOT_DIR="$tmp/root"
flags=$(pkg-config --cflags --libs gomoku)
${CC:-cc} -std=c11 -Wall -Werror "$3" -o "$tmp/consumer" $flags
# Under `meson test --setup valgrind`, GMK_MEMCHECK runs the consumer under memcheck.
LD_LIBRARY_PATH=$(dirname "$pc") ${GMK_MEMCHECK:-} "$tmp/consumer"
ls "$tmp/root$prefix/include/gomoku/version.h" "$tmp/root$prefix/include/gomoku.h" >/dev/null
echo "consumer built with: pkg-config --cflags --libs gomoku"
