// SPDX-License-Identifier: MIT
// gomoku.wasm exports the public C API exactly (the native library's list,
// tests/abi/exported-symbols.txt), plus the few helpers the binding needs.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const HELPERS = ['memory', '_initialize', 'malloc', 'free', 'gmkjs_engine_set_progress'];

test('the exports are the ABI list plus the binding\'s helpers', () => {
  const module = new WebAssembly.Module(readFileSync(new URL('../dist/gomoku.wasm', import.meta.url)));
  const exports = WebAssembly.Module.exports(module).map((e) => e.name).sort();
  const abi = readFileSync(new URL('../../../tests/abi/exported-symbols.txt', import.meta.url), 'utf8')
    .split(/\s+/).filter(Boolean);
  assert.deepEqual(exports, [...abi, ...HELPERS].sort());
});

test('the imports are WASI\'s four and the progress hook', () => {
  const module = new WebAssembly.Module(readFileSync(new URL('../dist/gomoku.wasm', import.meta.url)));
  const imports = WebAssembly.Module.imports(module).map((i) => `${i.module}.${i.name}`).sort();
  assert.deepEqual(imports, ['gomoku_js.progress', 'wasi_snapshot_preview1.clock_time_get',
    'wasi_snapshot_preview1.fd_close', 'wasi_snapshot_preview1.fd_seek', 'wasi_snapshot_preview1.fd_write']);
});
