// SPDX-License-Identifier: MIT
// Engine: a gmk_engine handle, its search and its VCF solver.
import { Board } from './board.mjs';
import { checkInt, checkKeys, checkObject, GomokuError, Status } from './errors.mjs';
import { Handle } from './handle.mjs';
import { ENGINE_OPTIONS, MAX_LEVEL, MAX_MULTIPV, MAX_PV, POINT, SEARCH_INFO, SEARCH_LIMITS,
  SEARCH_LINE, SEARCH_RESULT } from './layout.mjs';

const MEGABYTE = 1024 * 1024;
// wasm32 addresses 4 GiB and the module may grow to 2 GiB (lib/wasm/meson.build).
const MAX_HASH_MB = 1024;
const INT_MAX = 2 ** 31 - 1;
const ENGINE_OPTION_KEYS = ['hashMB', 'seed'];
const SEARCH_KEYS = ['timeMs', 'depth', 'nodes', 'level', 'multipv', 'onInfo'];
const DEFAULT_VCF_PLIES = 30;
const MAX_VCF_PLIES = 225;


function checkBoard(board) {
  if (!(board instanceof Board)) throw new GomokuError(Status.EINVAL, 'board must be a Board');
  return board.handle;
}

function checkSeed(seed) {
  if (typeof seed === 'bigint') {
    if (seed < 0n || seed >= 2n ** 64n) throw new GomokuError(Status.ERANGE, 'seed must fit in 64 bits');
    return seed;
  }
  return BigInt(checkInt(seed, 'seed', 0, Number.MAX_SAFE_INTEGER, Status.ERANGE));
}

export class Engine extends Handle {
  /** @internal Use gmk.newEngine(). */
  constructor(rt, ptr) {
    super(rt, ptr, 'gmk_engine_free', 'engine');
  }

  /**
   * Searches the position for the side to move.
   * @param {Board} board
   * @param {{timeMs?: number, depth?: number, nodes?: number, level?: number,
   *          multipv?: number, onInfo?: (info: object) => void}} [limits]
   */
  search(board, limits) {
    const b = checkBoard(board);
    const l = checkObject(limits, 'search limits');
    checkKeys(l, SEARCH_KEYS, 'search limits');
    const timeMs = checkInt(l.timeMs ?? 0, 'timeMs', 0, INT_MAX, Status.ERANGE);
    const depth = checkInt(l.depth ?? 0, 'depth', 0, INT_MAX, Status.ERANGE);
    const nodes = checkInt(l.nodes ?? 0, 'nodes', 0, Number.MAX_SAFE_INTEGER, Status.ERANGE);
    const level = checkInt(l.level ?? 0, 'level', 0, MAX_LEVEL, Status.ERANGE);
    const multipv = checkInt(l.multipv ?? 1, 'multipv', 1, MAX_MULTIPV, Status.ERANGE);
    if (l.onInfo !== undefined && typeof l.onInfo !== 'function')
      throw new GomokuError(Status.EINVAL, 'onInfo must be a function');
    const e = this.handle;
    const rt = this._rt;
    return rt.scoped((alloc) => {
      const L = SEARCH_LIMITS;
      const lim = alloc(L.size);
      rt.setU32(lim, L.version);
      rt.setI32(lim + L.timeMs, timeMs);
      rt.setI32(lim + L.depth, depth);
      rt.setU64(lim + L.nodes, nodes);
      rt.setI32(lim + L.level, level);
      rt.setI32(lim + L.multipv, multipv);
      const R = SEARCH_RESULT;
      const out = alloc(R.size);
      rt.setU32(out, R.version);
      const status = this._withProgress(l.onInfo, () => rt.exports.gmk_engine_search(e, b, lim, out));
      rt.check(status);
      const lines = [];
      const count = rt.i32(out + R.lineCount);
      for (let i = 0; i < count; i++) {
        const at = out + R.lines + i * SEARCH_LINE.size;
        lines.push({
          move: rt.point(at + SEARCH_LINE.move),
          score: rt.i32(at + SEARCH_LINE.score),
          pv: rt.points(at + SEARCH_LINE.pv, Math.min(rt.i32(at + SEARCH_LINE.pvLength), MAX_PV)),
        });
      }
      return {
        best: rt.point(out + R.best),
        score: rt.i32(out + R.score),
        depth: rt.i32(out + R.depth),
        nodes: Number(rt.u64(out + R.nodes)),
        timeMs: rt.i32(out + R.timeMs),
        pv: rt.points(out + R.pv, Math.min(rt.i32(out + R.pvLength), MAX_PV)),
        lines,
      };
    });
  }

  /**
   * Runs fn with the library's progress reports going to onInfo. An exception
   * from onInfo cannot unwind through C: it stops the search and is rethrown
   * once the search has returned.
   */
  _withProgress(onInfo, fn) {
    if (!onInfo) return fn();
    const rt = this._rt;
    const e = this.handle;
    let thrown = null;
    rt.progress = (ptr) => {
      if (thrown) return;
      const I = SEARCH_INFO;
      try {
        onInfo({
          depth: rt.i32(ptr + I.depth),
          score: rt.i32(ptr + I.score),
          nodes: Number(rt.u64(ptr + I.nodes)),
          nps: Number(rt.u64(ptr + I.nps)),
          elapsedMs: rt.i32(ptr + I.elapsedMs),
          pv: rt.points(rt.u32(ptr + I.pv), Math.min(rt.i32(ptr + I.pvLength), MAX_PV)),
        });
      } catch (err) {
        thrown = { err };
        rt.exports.gmk_engine_stop(e);
      }
    };
    rt.check(rt.exports.gmkjs_engine_set_progress(e, 1));
    try {
      const status = fn();
      if (thrown) throw thrown.err;
      return status;
    } finally {
      rt.progress = null;
      rt.exports.gmkjs_engine_set_progress(e, 0);
    }
  }

  /**
   * A forced win by continuous fours for the side to move, or null.
   * @param {Board} board
   * @param {{maxPlies?: number}} [options]
   * @returns {{x: number, y: number}[] | null} attacker and defender moves, ending with the five
   */
  solveVcf(board, options) {
    const b = checkBoard(board);
    const o = checkObject(options, 'VCF options');
    checkKeys(o, ['maxPlies'], 'VCF options');
    const maxPlies = checkInt(o.maxPlies ?? DEFAULT_VCF_PLIES, 'maxPlies', 1, MAX_VCF_PLIES, Status.ERANGE);
    const e = this.handle;
    const rt = this._rt;
    return rt.scoped((alloc) => {
      const seq = alloc(maxPlies * POINT.size);
      const len = alloc(4);
      rt.check(rt.exports.gmk_engine_solve_vcf(e, b, maxPlies, seq, maxPlies, len));
      const n = rt.i32(len);
      return n > 0 ? rt.points(seq, n) : null;
    });
  }

  /** Forgets the transposition table. */
  clear() { this._rt.check(this._rt.exports.gmk_engine_clear(this.handle)); return this; }
}

export function newEngine(rt, options) {
  const o = checkObject(options, 'engine options');
  checkKeys(o, ENGINE_OPTION_KEYS, 'engine options');
  const hashMB = checkInt(o.hashMB ?? 16, 'hashMB', 1, MAX_HASH_MB, Status.ERANGE);
  const seed = checkSeed(o.seed ?? 0);
  return rt.scoped((alloc) => {
    const E = ENGINE_OPTIONS;
    const opts = alloc(E.size);
    rt.setU32(opts, E.version);
    rt.setU32(opts + E.hashBytes, hashMB * MEGABYTE);
    rt.setU64(opts + E.seed, seed);
    rt.setU32(opts + E.threads, 1);
    const out = alloc(4);
    rt.check(rt.exports.gmk_engine_new(out, opts));
    return new Engine(rt, rt.u32(out));
  });
}
