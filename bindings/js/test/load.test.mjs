// SPDX-License-Identifier: MIT
// Gomoku.load: from the default file, from bytes, from a compiled module;
// a missing file is a GomokuError (EIO). Instances are independent. The WASI shim.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { Gomoku, GomokuError } from '../index.mjs';
import { wasiImports } from '../src/wasi.mjs';

const WASM = new URL('../dist/gomoku.wasm', import.meta.url);

test('load from bytes and from a compiled module; the version is the library\'s', async () => {
  const bytes = readFileSync(WASM);
  const a = await Gomoku.load({ wasm: bytes });
  const b = await Gomoku.load({ wasm: new WebAssembly.Module(bytes) });
  assert.match(a.version, /^\d+\.\d+\.\d+$/);
  assert.equal(a.version, b.version);
  // Two instances share nothing: a board of one is unknown to the other.
  const board = a.newBoard().play('h8');
  assert.equal(b.newBoard().at('h8'), 'empty');
  board.free();
});

test('a missing wasm file rejects with GMK_EIO', async () => {
  await assert.rejects(Gomoku.load({ wasm: new URL('./no-such.wasm', WASM) }),
    (err) => err instanceof GomokuError && err.name === 'GMK_EIO');
});

test('the WASI shim: fd_write reaches the write option, other fds are refused, clocks advance', () => {
  const memory = new WebAssembly.Memory({ initial: 1 });
  const seen = [];
  const wasi = wasiImports(() => memory, (fd, text) => seen.push([fd, text]));
  const view = new DataView(memory.buffer);
  new Uint8Array(memory.buffer).set(new TextEncoder().encode('hi\n'), 100);
  view.setUint32(16, 100, true); // iovec: base, length
  view.setUint32(20, 3, true);
  assert.equal(wasi.fd_write(2, 16, 1, 32), 0);
  assert.equal(view.getUint32(32, true), 3);
  assert.deepEqual(seen, [[2, 'hi\n']]);
  assert.equal(wasi.fd_write(5, 16, 1, 32), 8, 'EBADF');
  assert.equal(wasi.clock_time_get(1, 0n, 40), 0);
  const t1 = view.getBigUint64(40, true);
  assert.equal(wasi.clock_time_get(1, 0n, 40), 0);
  assert.ok(view.getBigUint64(40, true) >= t1);
  wasi.clock_time_get(0, 0n, 48);
  const wallMs = Number(view.getBigUint64(48, true) / 1_000_000n);
  assert.ok(Math.abs(wallMs - Date.now()) < 1000, 'realtime is the wall clock');
});
