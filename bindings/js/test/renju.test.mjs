// SPDX-License-Identifier: MIT
// Renju through JavaScript: black's fouls named, listed, refused or lost.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gmk, playAll, throwsGomoku } from './load.mjs';

// White's replies go to the far corner rows, out of every line that matters.
const FAR = ['a15', 'c15', 'e15', 'g15', 'j15', 'l15', 'n15'];

function interleave(black) {
  const out = [];
  black.forEach((m, i) => { out.push(m); if (i < black.length - 1) out.push(FAR[i]); });
  return out;
}

test('double-three, double-four and overline are named and listed, and only for black', () => {
  // Double three at h8: open twos f8-g8 and h6-h7 cross there.
  const b3 = playAll(gmk.newBoard({ rule: 'renju' }), interleave(['f8', 'g8', 'h6', 'h7']));
  b3.play('o1'); // white's move: black to play
  assert.equal(b3.toMove, 'black');
  assert.equal(b3.foul('h8'), 'double-three');
  assert.ok(b3.forbiddenPoints().some((p) => p.x === 7 && p.y === 7));
  assert.ok(!b3.legalMoves().some((p) => p.x === 7 && p.y === 7));
  throwsGomoku(assert, () => b3.play('h8'), 'GMK_EFORBIDDEN');
  assert.equal(b3.at('h8'), 'empty', 'a refused foul leaves the board as it was');
  b3.free();

  const b4 = playAll(gmk.newBoard({ rule: 'renju' }), interleave(['e8', 'f8', 'g8', 'h5', 'h6', 'h7']));
  b4.play('o1');
  assert.equal(b4.foul('h8'), 'double-four');
  b4.free();

  const b6 = playAll(gmk.newBoard({ rule: 'renju' }), interleave(['c8', 'd8', 'e8', 'g8', 'h8']));
  b6.play('o1');
  assert.equal(b6.foul('f8'), 'overline');
  throwsGomoku(assert, () => b6.play('f8'), 'GMK_EFORBIDDEN');
  b6.free();
});

test('no fouls under freestyle; a five beats a foul for black under renju', () => {
  const free = playAll(gmk.newBoard(), interleave(['f8', 'g8', 'h6', 'h7']));
  free.play('o1');
  assert.equal(free.foul('h8'), 'none');
  assert.deepEqual(free.forbiddenPoints(), []);
  free.free();
  // e8 f8 g8 h8 _ : i8 is a five for black even though it also makes a four elsewhere.
  const r = playAll(gmk.newBoard({ rule: 'renju' }), interleave(['e8', 'f8', 'g8', 'h8']));
  r.play('o1');
  assert.equal(r.foul('i8'), 'none');
  r.play('i8');
  assert.equal(r.result().winner, 'black');
  r.free();
});

test('foul policy "lose": the foul is played and black loses', () => {
  const b = playAll(gmk.newBoard({ rule: 'renju', foulPolicy: 'lose' }), interleave(['f8', 'g8', 'h6', 'h7']));
  b.play('o1');
  b.play('h8');
  assert.deepEqual(b.result(), { state: 'win', winner: 'white', reason: 'foul', line: null });
  b.free();
});

test('a renju game with fouls: black steers round them, white wins with an overline', () => {
  const b = gmk.newBoard({ rule: 'renju' });
  playAll(b, interleave(['f8', 'g8', 'h6', 'h7']));
  b.play('o1');
  throwsGomoku(assert, () => b.play('h8'), 'GMK_EFORBIDDEN');
  b.play('a8');
  // White: b1 c1 d1 f1 g1 then e1 makes six; white may win with an overline.
  playAll(b, ['b1', 'a10', 'c1', 'a12', 'd1', 'b12', 'f1', 'b14', 'g1', 'd14', 'e1']);
  const r = b.result();
  assert.equal(r.winner, 'white');
  assert.equal(r.reason, 'five');
  b.free();
});
