// SPDX-License-Identifier: MIT
// The server's AI on a worker thread, so a search never stalls the other
// rooms. Requests: {id, record, timeMs, level}; replies: {id, best} or {id, error}.
import { parentPort } from 'node:worker_threads';
import { Gomoku } from '../../../bindings/js/index.mjs';

const gmk = await Gomoku.load();
const engine = gmk.newEngine({ hashMB: 32, seed: 1 });

parentPort.on('message', ({ id, record, timeMs, level }) => {
  let board = null;
  try {
    board = gmk.boardFromJSON(record);
    const r = engine.search(board, { timeMs, level });
    parentPort.postMessage({ id, best: r.best });
  } catch (err) {
    parentPort.postMessage({ id, error: `${err.name}: ${err.message}` });
  } finally {
    board?.free();
  }
});
