// SPDX-License-Identifier: MIT
// JavaScript (gomoku.wasm) against native, in one run, as ratios: play+undo
// pairs per second and search nodes per second on the same fixed position
// (the native half is tests/bench/speed_pair.c, built by the native meson
// build). Usage:
//   node bench/speed.mjs [--native BUILD/tests/bench/speed-pair] [--pairs N] [--nodes N]
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Gomoku } from '../index.mjs';

const OPENING = ['h8', 'i9', 'h10', 'g9', 'i8', 'j8', 'h7', 'h6']; // as speed_pair.c
const repo = fileURLToPath(new URL('../../../', import.meta.url));
const { values: args } = parseArgs({ options: {
  native: { type: 'string', default: `${repo}build/tests/bench/speed-pair` },
  pairs: { type: 'string', default: '1000000' },
  nodes: { type: 'string', default: '300000' },
} });
const pairs = Number(args.pairs);
const nodes = Number(args.nodes);

function jsRun(gmk) {
  const board = gmk.newBoard();
  for (const m of OPENING) board.play(m);
  const size = board.width * board.height;
  // The occupied cells, known in advance: the loop times play and undo only.
  const occupied = new Set(board.moves.map((p) => p.y * board.width + p.x));
  let start = performance.now();
  let done = 0;
  for (let cell = 0; done < pairs; cell = (cell + 1) % size) {
    const x = cell % board.width;
    const y = (cell - x) / board.width;
    if (occupied.has(cell)) continue;
    board.play(x, y);
    board.undo();
    done++;
  }
  const playSeconds = (performance.now() - start) / 1000;
  const engine = gmk.newEngine();
  start = performance.now();
  const r = engine.search(board, { nodes });
  const searchSeconds = (performance.now() - start) / 1000;
  engine.free();
  board.free();
  return { pairs: done, play_seconds: playSeconds, nodes: r.nodes, search_seconds: searchSeconds,
    best: [r.best.x, r.best.y] };
}

if (!existsSync(args.native)) {
  console.error(`no native speed-pair at ${args.native}: build it with ninja -C build tests/bench/speed-pair`);
  process.exit(2);
}
const gmk = await Gomoku.load();
jsRun(gmk); // warm-up: let the engine tier the wasm up before timing
const js = jsRun(gmk);
const native = JSON.parse(execFileSync(args.native, [String(pairs), String(nodes)], { encoding: 'utf8' }));

const rate = (n, s) => n / s;
const rows = [
  ['play+undo pairs/s', rate(js.pairs, js.play_seconds), rate(native.pairs, native.play_seconds)],
  ['search nodes/s', rate(js.nodes, js.search_seconds), rate(native.nodes, native.search_seconds)],
];
console.log('workload'.padEnd(20), 'js'.padStart(12), 'native'.padStart(12), 'js/native'.padStart(10));
for (const [name, j, n] of rows)
  console.log(name.padEnd(20), j.toFixed(0).padStart(12), n.toFixed(0).padStart(12), `${(100 * j / n).toFixed(1)}%`.padStart(10));
const same = js.nodes === native.nodes && js.best[0] === native.best[0] && js.best[1] === native.best[1];
console.log(`search: ${js.nodes} nodes, best (${js.best}) in both: ${same ? 'identical' : 'DIFFERENT'}`);
process.exit(same ? 0 : 1);
