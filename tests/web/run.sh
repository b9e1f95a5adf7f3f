#!/bin/sh
# SPDX-License-Identifier: MIT
# CI's web step: builds bindings/js/dist/gomoku.wasm with the README's command
# and runs the JavaScript tests (the package's, then examples/web's server and
# browser tests). OUT_DIR/checks.json gets one line per test (and one for the
# build), which tests/summarize.py folds into CI's closing line.
# Usage: tests/web/run.sh OUT_DIR
set -eu
cd "$(dirname "$0")/../.."
out=$(mkdir -p "$1" && cd "$1" && pwd)
checks="$out/checks.json"
: > "$checks"
record() {
	printf '{"name": "%s", "result": "%s"}\n' "$1" "$2" >> "$checks"
}
# The README's entry points (npm test), with our reporter added through
# NODE_OPTIONS: npm passes no options to the script's own node --test.
reporter="--test-reporter=spec --test-reporter-destination=stdout"
reporter="$reporter --test-reporter=$(pwd)/tests/web/checks-reporter.mjs"

sh tests/install-deps.sh web
sh tests/cross/fetch-cjson.sh "$out"
status=0
if npm --prefix bindings/js run build; then
	record "web: npm run build (gomoku.wasm)" OK
else
	record "web: npm run build (gomoku.wasm)" FAIL
	exit 1
fi
rm -f "$out/js.json" "$out/web.json"
NODE_OPTIONS="$reporter --test-reporter-destination=$out/js.json" npm --prefix bindings/js test \
	|| status=$?
# ws and playwright-core, exactly as package-lock.json pins them.
if npm ci --prefix examples/web --no-audit --no-fund; then
	GMK_SCREENSHOT="$out/screenshot.png" NODE_OPTIONS="$reporter --test-reporter-destination=$out/web.json" \
		npm --prefix examples/web test || status=$?
else
	record "web: npm ci (examples/web)" FAIL
	status=1
fi
for log in "$out/js.json" "$out/web.json"; do
	[ -f "$log" ] && cat "$log" >> "$checks"
done
printf 'web: %s\n' "$(/usr/bin/python3 tests/summarize.py "$checks")"
exit $status
