// SPDX-License-Identifier: MIT
// Board: every method, every refusal, and a full game to five.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GomokuError } from '../index.mjs';
import { gmk, playAll, throwsGomoku } from './load.mjs';

test('a new board is empty, 15x15 freestyle by default', () => {
  const b = gmk.newBoard();
  assert.equal(b.width, 15);
  assert.equal(b.height, 15);
  assert.equal(b.toMove, 'black');
  assert.deepEqual(b.moves, []);
  assert.equal(b.legalMoves().length, 225);
  assert.deepEqual(b.result(), { state: 'ongoing', winner: null, reason: 'none', line: null });
  b.free();
});

test('coordinates: x from the left, y from the top; h8 is the centre of 15x15', () => {
  const b = gmk.newBoard();
  b.play('h8');
  assert.equal(b.at(7, 7), 'black');
  b.play('a1');
  assert.equal(b.at(0, 14), 'white');
  b.play(14, 0);
  assert.equal(b.at('o15'), 'black');
  assert.equal(b.at(3, 3), 'empty');
  assert.deepEqual(b.moves, [{ x: 7, y: 7 }, { x: 0, y: 14 }, { x: 14, y: 0 }]);
  assert.equal(b.toMove, 'white');
  b.free();
});

test('rectangular boards and other win lengths', () => {
  const b = gmk.newBoard({ width: 9, height: 6, winLength: 4 });
  assert.equal(b.width, 9);
  assert.equal(b.height, 6);
  playAll(b, [[0, 0], [0, 1], [1, 0], [1, 1], [2, 0], [2, 1], [3, 0]]);
  assert.deepEqual(b.result(), { state: 'win', winner: 'black', reason: 'five',
    line: [{ x: 0, y: 0 }, { x: 3, y: 0 }] });
  b.free();
});

test('undo and redo walk the history', () => {
  const b = playAll(gmk.newBoard(), ['h8', 'i9', 'j10']);
  b.undo().undo();
  assert.deepEqual(b.moves, [{ x: 7, y: 7 }]);
  assert.equal(b.at(8, 6), 'empty');
  b.redo();
  assert.equal(b.at('i9'), 'white');
  assert.equal(b.toMove, 'black');
  b.free();
});

test('a full game to five: the result, the winning row, and no move after it', () => {
  const b = gmk.newBoard();
  playAll(b, ['h8', 'h9', 'i8', 'i9', 'j8', 'j9', 'k8', 'k9']);
  assert.equal(b.result().state, 'ongoing');
  b.play('l8');
  const r = b.result();
  assert.equal(r.state, 'win');
  assert.equal(r.winner, 'black');
  assert.equal(r.reason, 'five');
  assert.deepEqual(r.line, [{ x: 7, y: 7 }, { x: 11, y: 7 }]);
  assert.deepEqual(b.legalMoves(), []);
  throwsGomoku(assert, () => b.play('a1'), 'GMK_EGAMEOVER');
  b.undo();
  assert.equal(b.result().state, 'ongoing');
  b.free();
});

test('a draw on a full 3x3 board', () => {
  const b = gmk.newBoard({ width: 3, height: 3, winLength: 3 });
  // b w b / b w w / w b b: nobody has three in a row.
  playAll(b, [[0, 0], [1, 0], [2, 0], [1, 1], [0, 1], [2, 1], [1, 2], [0, 2], [2, 2]]);
  assert.deepEqual(b.result(), { state: 'draw', winner: null, reason: 'full-board', line: null });
  b.free();
});

test('clone is independent of the original', () => {
  const a = playAll(gmk.newBoard(), ['h8', 'h9']);
  const c = a.clone();
  c.play('h10');
  assert.equal(a.moves.length, 2);
  assert.equal(c.moves.length, 3);
  assert.equal(a.at('h10'), 'empty');
  a.free();
  assert.equal(c.at('h8'), 'black');
  c.free();
});

test('patterns of a point in the four directions', () => {
  const b = playAll(gmk.newBoard(), ['h8', 'a1', 'i8', 'a3', 'j8', 'a5']);
  assert.deepEqual(b.patterns('k8', undefined, 'black'), ['open-four', 'none', 'none', 'none']);
  assert.deepEqual(b.patterns(10, 7, 'black'), ['open-four', 'none', 'none', 'none']);
  assert.deepEqual(b.patterns(10, 7, 'white'), ['none', 'none', 'none', 'none']);
  b.free();
});

test('refusals from C: occupied, nothing to undo or redo, game over', () => {
  const b = gmk.newBoard();
  throwsGomoku(assert, () => b.undo(), 'GMK_ENOUNDO');
  throwsGomoku(assert, () => b.redo(), 'GMK_ENOREDO');
  b.play('h8');
  throwsGomoku(assert, () => b.play('h8'), 'GMK_EOCCUPIED');
  assert.equal(b.moves.length, 1, 'a refused move changes nothing');
  b.free();
});

test('bad arguments throw before C: types, integers, ranges, names', () => {
  const b = gmk.newBoard();
  throwsGomoku(assert, () => b.play(1.5, 2), 'GMK_EINVAL');
  throwsGomoku(assert, () => b.play('7', 2), 'GMK_EINVAL');
  throwsGomoku(assert, () => b.play(null, 2), 'GMK_EINVAL');
  throwsGomoku(assert, () => b.play(3), 'GMK_EINVAL');
  throwsGomoku(assert, () => b.play(15, 0), 'GMK_EOFFBOARD');
  throwsGomoku(assert, () => b.play(0, -1), 'GMK_EOFFBOARD');
  throwsGomoku(assert, () => b.at(0, 15), 'GMK_EOFFBOARD');
  throwsGomoku(assert, () => b.foul(-1, 0), 'GMK_EOFFBOARD');
  throwsGomoku(assert, () => b.patterns(0, 0, 'red'), 'GMK_EINVAL');
  throwsGomoku(assert, () => b.patterns(0, 0, 'empty'), 'GMK_EINVAL');
  throwsGomoku(assert, () => b.play('z99'), 'GMK_EOFFBOARD');
  throwsGomoku(assert, () => b.play('hello'), 'GMK_EPARSE');
  assert.deepEqual(b.moves, []);
  throwsGomoku(assert, () => gmk.newBoard({ width: 2 }), 'GMK_ERANGE');
  throwsGomoku(assert, () => gmk.newBoard({ width: 1025 }), 'GMK_ERANGE');
  throwsGomoku(assert, () => gmk.newBoard({ winLength: 13 }), 'GMK_ERANGE');
  throwsGomoku(assert, () => gmk.newBoard({ width: '15' }), 'GMK_EINVAL');
  throwsGomoku(assert, () => gmk.newBoard({ rule: 'chess' }), 'GMK_EINVAL');
  throwsGomoku(assert, () => gmk.newBoard({ colour: 'x' }), 'GMK_EINVAL');
  throwsGomoku(assert, () => gmk.newBoard(42), 'GMK_EINVAL');
  b.free();
});

test('C checks what only C knows: renju and caro need five', () => {
  throwsGomoku(assert, () => gmk.newBoard({ rule: 'renju', winLength: 4 }), 'GMK_ERANGE');
  throwsGomoku(assert, () => gmk.newBoard({ rule: 'caro', winLength: 6 }), 'GMK_ERANGE');
});

test('a freed board refuses every call; free twice is harmless', () => {
  const b = gmk.newBoard();
  b.free();
  b.free();
  for (const call of [() => b.play(0, 0), () => b.undo(), () => b.at(0, 0), () => b.toMove,
    () => b.moves, () => b.result(), () => b.legalMoves(), () => b.toJSON(), () => b.clone()])
    assert.throws(call, GomokuError);
});

test('GomokuError carries the code, the status name and the library message', () => {
  const b = playAll(gmk.newBoard(), ['h8']);
  try {
    b.play('h8');
    assert.fail('no error');
  } catch (err) {
    assert.ok(err instanceof GomokuError);
    assert.ok(err instanceof Error);
    assert.equal(err.code, -4);
    assert.equal(err.name, 'GMK_EOCCUPIED');
    assert.match(err.message, /h8/);
  }
  b.free();
});

test('all five rules: standard refuses an overline as a win, caro a blocked five', () => {
  for (const rule of ['freestyle', 'standard', 'renju', 'caro', 'caro-exact'])
    gmk.newBoard({ rule }).free();
  const std = gmk.newBoard({ rule: 'standard' });
  // Black: a b c d _ f on row 1, then the gap: six in a row is no win.
  playAll(std, ['a1', 'a3', 'b1', 'b3', 'c1', 'c3', 'e1', 'e3', 'f1', 'o15', 'd1']);
  assert.equal(std.result().state, 'ongoing');
  std.free();
  const caro = gmk.newBoard({ rule: 'caro' });
  // White blocks both ends of black's five: it does not win under caro.
  playAll(caro, ['b8', 'a8', 'c8', 'g8', 'd8', 'o1', 'e8', 'o3', 'f8']);
  assert.equal(caro.result().state, 'ongoing');
  caro.free();
});
