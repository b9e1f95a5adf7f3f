// SPDX-License-Identifier: MIT
// Engine: search with every limit, progress, multi-PV, levels, VCF, refusals.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gmk, playAll, throwsGomoku } from './load.mjs';

const onBoard = (b, p) => p.x >= 0 && p.y >= 0 && p.x < b.width && p.y < b.height;

test('search finds the winning move and reports a consistent result', () => {
  const e = gmk.newEngine({ seed: 1 });
  const b = playAll(gmk.newBoard(), ['h8', 'h9', 'i8', 'i9', 'j8', 'j9', 'k8', 'a1']);
  const r = e.search(b, { depth: 3 });
  assert.ok([{ x: 6, y: 7 }, { x: 11, y: 7 }].some((p) => p.x === r.best.x && p.y === r.best.y));
  assert.ok(r.score > 10000, `a win scores high (${r.score})`);
  // An immediate five is played without a tree search: no nodes counted.
  assert.ok(r.nodes >= 0 && r.depth >= 1);
  assert.deepEqual(r.pv[0], r.best);
  assert.deepEqual(r.lines[0].move, r.best);
  b.free();
  e.free();
});

test('search blocks the opponent\'s four', () => {
  const e = gmk.newEngine();
  const b = playAll(gmk.newBoard(), ['h8', 'a1', 'i8', 'a3', 'j8', 'a5', 'k8']);
  const r = e.search(b, { depth: 2 });
  assert.ok((r.best.x === 6 || r.best.x === 11) && r.best.y === 7, JSON.stringify(r.best));
  b.free();
  e.free();
});

test('limits: depth, nodes, time; onInfo reports every depth', () => {
  const e = gmk.newEngine({ hashMB: 4, seed: 7 });
  const b = playAll(gmk.newBoard(), ['h8', 'i9']);
  const infos = [];
  const r = e.search(b, { depth: 4, onInfo: (i) => infos.push(i) });
  assert.equal(r.depth, 4);
  assert.deepEqual(infos.map((i) => i.depth), [1, 2, 3, 4]);
  for (const i of infos) {
    assert.ok(i.nodes > 0 && i.pv.length > 0 && onBoard(b, i.pv[0]));
    assert.equal(typeof i.score, 'number');
    assert.equal(typeof i.elapsedMs, 'number');
  }
  const n = e.search(b, { nodes: 2000 });
  assert.ok(n.nodes <= 4000, `node limit kept (${n.nodes})`);
  const start = Date.now();
  const t = e.search(b, { timeMs: 200 });
  assert.ok(Date.now() - start < 2000, 'time limit kept');
  assert.ok(onBoard(b, t.best));
  b.free();
  e.free();
});

test('multipv returns distinct lines; levels are reproducible with a seed', () => {
  const e = gmk.newEngine({ seed: 3 });
  const b = playAll(gmk.newBoard(), ['h8', 'i9', 'g7']);
  const r = e.search(b, { depth: 2, multipv: 3 });
  assert.equal(r.lines.length, 3);
  const keys = new Set(r.lines.map((l) => `${l.move.x},${l.move.y}`));
  assert.equal(keys.size, 3);
  const a1 = e.search(b, { level: 5, nodes: 3000 });
  const a2 = e.search(b, { level: 5, nodes: 3000 });
  assert.deepEqual(a1.best, a2.best);
  b.free();
  e.free();
});

test('an exception in onInfo stops the search and reaches the caller', () => {
  const e = gmk.newEngine();
  const b = playAll(gmk.newBoard(), ['h8']);
  assert.throws(() => e.search(b, { depth: 6, onInfo: () => { throw new Error('boom'); } }), /boom/);
  const r = e.search(b, { depth: 2 });
  assert.ok(onBoard(b, r.best), 'the engine still works afterwards');
  b.free();
  e.free();
});

test('solveVcf finds a win by fours, or null', () => {
  const e = gmk.newEngine();
  // Black: an open three h8 i8 j8 is not a VCF by itself; a four-three is.
  const b = playAll(gmk.newBoard(), ['h8', 'a1', 'i8', 'a3', 'j8', 'a5', 'k9', 'a7', 'k10', 'a9', 'k11', 'a11']);
  const seq = e.solveVcf(b);
  assert.ok(Array.isArray(seq) && seq.length % 2 === 1, JSON.stringify(seq));
  for (const p of seq) b.play(p.x, p.y);
  assert.equal(b.result().winner, 'black');
  const quiet = playAll(gmk.newBoard(), ['h8', 'i9']);
  assert.equal(e.solveVcf(quiet), null);
  quiet.free();
  b.free();
  e.free();
});

test('refusals: finished game, bad limits, wrong types, freed engine', () => {
  const e = gmk.newEngine();
  const over = playAll(gmk.newBoard(), ['h8', 'h9', 'i8', 'i9', 'j8', 'j9', 'k8', 'k9', 'l8']);
  throwsGomoku(assert, () => e.search(over), 'GMK_EGAMEOVER');
  const b = gmk.newBoard();
  throwsGomoku(assert, () => e.search(b, { depth: -1 }), 'GMK_ERANGE');
  throwsGomoku(assert, () => e.search(b, { depth: 2.5 }), 'GMK_EINVAL');
  throwsGomoku(assert, () => e.search(b, { level: 11 }), 'GMK_ERANGE');
  throwsGomoku(assert, () => e.search(b, { multipv: 0 }), 'GMK_ERANGE');
  throwsGomoku(assert, () => e.search(b, { multipv: 9 }), 'GMK_ERANGE');
  throwsGomoku(assert, () => e.search(b, { onInfo: 'x' }), 'GMK_EINVAL');
  throwsGomoku(assert, () => e.search(b, { speed: 1 }), 'GMK_EINVAL');
  throwsGomoku(assert, () => e.search({}), 'GMK_EINVAL');
  throwsGomoku(assert, () => e.solveVcf(b, { maxPlies: 0 }), 'GMK_ERANGE');
  throwsGomoku(assert, () => gmk.newEngine({ hashMB: 0 }), 'GMK_ERANGE');
  throwsGomoku(assert, () => gmk.newEngine({ hashMB: 1e6 }), 'GMK_ERANGE');
  throwsGomoku(assert, () => gmk.newEngine({ seed: -1 }), 'GMK_ERANGE');
  throwsGomoku(assert, () => gmk.newEngine({ seed: 'x' }), 'GMK_EINVAL');
  gmk.newEngine({ seed: 2n ** 63n }).free();
  const freedBoard = gmk.newBoard();
  freedBoard.free();
  throwsGomoku(assert, () => e.search(freedBoard), 'GMK_EINVAL');
  e.free();
  e.free();
  throwsGomoku(assert, () => e.search(b), 'GMK_EINVAL');
  throwsGomoku(assert, () => e.clear(), 'GMK_EINVAL');
  over.free();
  b.free();
});

test('self-play: two engines finish a game on 9x9 with legal moves only', () => {
  const black = gmk.newEngine({ seed: 1 });
  const white = gmk.newEngine({ seed: 2 });
  const b = gmk.newBoard({ width: 9, height: 9 });
  while (b.result().state === 'ongoing') {
    const r = (b.toMove === 'black' ? black : white).search(b, { depth: 2 });
    assert.equal(b.at(r.best.x, r.best.y), 'empty');
    b.play(r.best.x, r.best.y);
  }
  assert.notEqual(b.result().state, 'ongoing');
  assert.ok(b.moves.length >= 9);
  b.free();
  black.free();
  white.free();
});
