// SPDX-License-Identifier: MIT
// JSON records: a round trip keeps everything; malformed text is refused.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gmk, playAll, throwsGomoku } from './load.mjs';

test('toJSON / boardFromJSON round trip: moves, redo line, rule, size, result', () => {
  const a = playAll(gmk.newBoard({ width: 13, height: 11, rule: 'renju' }),
    ['g6', 'h7', 'f5', 'e4', 'j9', 'k10']);
  a.undo().undo();
  const text = a.toJSON();
  const parsed = JSON.parse(text);
  assert.equal(parsed.rule, 'renju');
  assert.equal(parsed.width, 13);
  assert.equal(parsed.height, 11);
  const b = gmk.boardFromJSON(text);
  assert.deepEqual(b.moves, a.moves);
  assert.equal(b.width, 13);
  assert.equal(b.height, 11);
  assert.equal(b.toMove, a.toMove);
  b.redo().redo();
  assert.equal(b.at('k10'), 'white', 'the undone moves come back with redo');
  assert.equal(b.toJSON().length > 0, true);
  a.free();
  b.free();
});

test('a finished game keeps its result through JSON', () => {
  const a = playAll(gmk.newBoard(), ['h8', 'h9', 'i8', 'i9', 'j8', 'j9', 'k8', 'k9', 'l8']);
  const b = gmk.boardFromJSON(a.toJSON());
  assert.deepEqual(b.result(), a.result());
  a.free();
  b.free();
});

test('non-ASCII text and malformed records are refused with a status', () => {
  throwsGomoku(assert, () => gmk.boardFromJSON('{'), 'GMK_EPARSE');
  throwsGomoku(assert, () => gmk.boardFromJSON('{"format": "libgomoku-record", "width": "x"}'), 'GMK_EPARSE');
  throwsGomoku(assert, () => gmk.boardFromJSON('"héllo"'), 'GMK_EPARSE');
  throwsGomoku(assert, () => gmk.boardFromJSON(''), 'GMK_EPARSE');
  throwsGomoku(assert, () => gmk.boardFromJSON(42), 'GMK_EINVAL');
  throwsGomoku(assert, () => gmk.boardFromJSON(), 'GMK_EINVAL');
});

test('a record with an illegal move is refused by the rules, not trusted', () => {
  const text = playAll(gmk.newBoard(), ['h8', 'h9']).toJSON();
  const bad = JSON.parse(text);
  bad.moves = [[7, 7], [7, 7]];
  assert.throws(() => gmk.boardFromJSON(JSON.stringify(bad)), (e) => e.code < 0);
});
