// SPDX-License-Identifier: MIT
// Memory stays flat: 10,000 create/free cycles grow the wasm heap no further
// than the first few did. The leak check is shown to bite on a second,
// separate instance that forgets to free.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Gomoku } from '../index.mjs';
import { playAll } from './load.mjs';

const CYCLES = 10_000;
const WARMUP = 100;
// Records and engines (a 1 MiB table each) are slower to make: every tenth cycle.
const HEAVY_EVERY = 10;

function cycle(gmk, i, free) {
  const b = playAll(gmk.newBoard({ rule: 'renju' }), ['h8', 'i9', 'j10']);
  const c = b.clone();
  c.play('a1');
  const owned = [b, c];
  if (i % HEAVY_EVERY === 0) {
    const r = gmk.boardFromJSON(c.toJSON());
    const e = gmk.newEngine({ hashMB: 1 });
    e.search(r, { depth: 1 });
    owned.push(r, e);
  }
  if (free) for (const o of owned) o.free();
}

test('10,000 create/free cycles of boards, records and engines keep memory flat', async () => {
  const gmk = await Gomoku.load();
  for (let i = 0; i < WARMUP; i++) cycle(gmk, i, true);
  const before = gmk.memoryBytes;
  for (let i = 0; i < CYCLES; i++) cycle(gmk, i, true);
  assert.equal(gmk.memoryBytes, before);
});

test('the same loop without free() does grow memory (the check can fail)', async () => {
  const gmk = await Gomoku.load();
  for (let i = 0; i < WARMUP; i++) cycle(gmk, i, true);
  const before = gmk.memoryBytes;
  for (let i = 0; i < 300; i++) cycle(gmk, i, false);
  assert.ok(gmk.memoryBytes > before);
});
