// SPDX-License-Identifier: MIT
// The tests' one loaded library (dist/gomoku.wasm: `npm run build` first).
import { Gomoku } from '../index.mjs';

export const gmk = await Gomoku.load();

/** Plays a list of moves ('h8' names or [x, y]) on board. */
export function playAll(board, moves) {
  for (const m of moves) (Array.isArray(m) ? board.play(m[0], m[1]) : board.play(m));
  return board;
}

/** Asserts fn throws a GomokuError named name (e.g. 'GMK_EOCCUPIED'). */
export function throwsGomoku(assert, fn, name) {
  assert.throws(fn, (err) => err.constructor.name === 'GomokuError' && err.name === name
    && typeof err.code === 'number' && err.code < 0 && err.message.length > 0);
}
