// SPDX-License-Identifier: MIT
// The AI in a Web Worker, so the page stays responsive while it thinks. It
// loads its own copy of the library; each request carries the position as a
// JSON record. Messages in: {id, record, limits}. Out: {id, type: 'info', info}
// after each depth, then {id, type: 'done', result} or {id, type: 'error', ...}.
import { Gomoku } from '../../bindings/js/index.mjs';

const ready = Gomoku.load({ wasm: new URL('../../bindings/js/dist/gomoku.wasm', import.meta.url) });
let engine = null;

self.onmessage = async (event) => {
  const { id, record, limits } = event.data;
  const gmk = await ready;
  engine ??= gmk.newEngine({ hashMB: 32, seed: Date.now() % 1_000_000 });
  let board = null;
  try {
    board = gmk.boardFromJSON(record);
    const result = engine.search(board, {
      ...limits,
      onInfo: (info) => self.postMessage({ id, type: 'info', info }),
    });
    self.postMessage({ id, type: 'done', result });
  } catch (err) {
    self.postMessage({ id, type: 'error', name: err.name, message: err.message });
  } finally {
    board?.free();
  }
};
