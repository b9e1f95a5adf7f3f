#!/bin/sh
# SPDX-License-Identifier: MIT
# Puts cJSON 1.7.15's source tarball where the wrap (subprojects/cjson.wrap)
# looks before it would download: subprojects/packagecache/. The cross builds
# need it (no system cJSON for mingw-w64 or arm64). It comes from Debian's
# source package through apt-get, with deb-src lists of its own made from
# the machine's package sources (its apt configuration is not changed); Debian's orig tarball is
# upstream's release, and meson checks it against the wrap's sha256.
# Usage: tests/cross/fetch-cjson.sh WORK_DIR
set -eu
cd "$(dirname "$0")/../.."
tarball=subprojects/packagecache/cJSON-1.7.15.tar.gz
[ -f "$tarball" ] && exit 0
work=$(mkdir -p "$1" && cd "$1" && pwd)/apt-cjson
mkdir -p "$work/lists/partial" "$work/cache/archives/partial" "$work/src"
# The source lists are the machine's own binary lists, turned into deb-src.
mkdir -p "$work/parts"
: > "$work/sources.list"
for list in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
	[ -f "$list" ] && sed -n 's/^deb /deb-src /p' "$list" >> "$work/sources.list"
done
for list in /etc/apt/sources.list.d/*.sources; do
	[ -f "$list" ] && sed 's/^Types: deb$/Types: deb-src/' "$list" > "$work/parts/$(basename "$list")"
done
apt_private="-o Dir::Etc::SourceList=$work/sources.list -o Dir::Etc::SourceParts=$work/parts"
apt_private="$apt_private -o Dir::State::Lists=$work/lists -o Dir::Cache=$work/cache"
apt_private="$apt_private -o APT::Sandbox::User=$(id -un)"
# shellcheck disable=SC2086
apt-get $apt_private update -qq
# shellcheck disable=SC2086
(cd "$work/src" && apt-get $apt_private source --download-only -qq cjson)
mkdir -p subprojects/packagecache
cp "$work/src/cjson_1.7.15.orig.tar.gz" "$tarball"
echo "fetched $tarball"
