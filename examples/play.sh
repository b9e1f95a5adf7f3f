#!/bin/sh
# SPDX-License-Identifier: MIT
# The README's main command: install what is missing, build everything, play.
set -eu
cd "$(dirname "$0")/.."
sh tests/install-deps.sh
[ -f build/build.ninja ] || meson setup build --wrap-mode=nodownload
ninja -C build
exec build/examples/c/first-game "$@"
