#!/bin/sh
# SPDX-License-Identifier: MIT
# Installs the Debian packages the build and the tests need, if any is missing.
# Usage: tests/install-deps.sh          the native build and its tests
#        tests/install-deps.sh console  what the console game needs (examples/play.sh)
#        tests/install-deps.sh cross    the cross builds (tests/cross/run.sh)
#        tests/install-deps.sh web      the wasm build and the JS tests (tests/web/run.sh)
set -eu
if [ "${1:-}" = console ]; then
	packages="meson ninja-build pkg-config gcc libcjson-dev"
elif [ "${1:-}" = web ]; then
	# clang + wasm-ld + wasi-libc + the wasm32 compiler runtime build
	# gomoku.wasm; Node 20+ and npm run the package's tests; chromium is
	# the browser the page's test drives (playwright-core, from npm).
	packages="meson ninja-build python3 patch clang lld wasi-libc libclang-rt-14-dev-wasm32"
	packages="$packages nodejs chromium"
elif [ "${1:-}" = cross ]; then
	# Windows x86-64: mingw-w64 and wine; ARM64 Linux: gcc, its libc, qemu.
	# patch applies the cJSON wrap's diff_files.
	packages="meson ninja-build python3 patch gcc-mingw-w64-x86-64 wine wine64"
	packages="$packages gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user binutils-mingw-w64-x86-64"
else
	packages="meson ninja-build pkg-config gcc g++ libcjson-dev check python3 python3-pytest tmux"
	# The ABI gate (tests/abi/check_abi.sh: abidw, abidiff; check_headers.sh
	# compiles the headers for Windows too, so it runs before the cross step).
	packages="$packages abigail-tools gcc-mingw-w64-x86-64"
	# The API reference and its warning-free check (docs/, meson option docs).
	packages="$packages doxygen"
	# The Python package: pip/venv install tests (setuptools, no PyPI), RL environments,
	# batch and MCTS (numpy), self-play on Dask (gomoku.selfplay and its worker-killing test).
	packages="$packages python3-setuptools python3-pip python3-venv python3-numpy"
	packages="$packages python3-distributed"
	# The optional graphical board (examples/gui) and its Xvfb session tests.
	packages="$packages libsdl2-dev libsdl2-ttf-dev libpng-dev fonts-dejavu-core xvfb xauth"
	# The consumer recipes (tests/consumers): a plain Makefile and CMake.
	packages="$packages make cmake"
fi
missing=""
for p in $packages; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
echo "installing:$missing"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO=sudo
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing >/dev/null
