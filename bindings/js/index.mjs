// SPDX-License-Identifier: MIT
/**
 * libgomoku for JavaScript: the C library compiled to WebAssembly
 * (dist/gomoku.wasm, built by `npm run build`), for Node 20+ and browsers.
 *
 *   import { Gomoku } from 'libgomoku';
 *   const gmk = await Gomoku.load();
 *   const board = gmk.newBoard({ width: 15, height: 15, rule: 'renju' });
 *   board.play('h8');
 *
 * @module libgomoku
 */
import { Board, boardFromJSON, newBoard } from './src/board.mjs';
import { Engine, newEngine } from './src/engine.mjs';
import { GomokuError, Status } from './src/errors.mjs';
import { Geometry, newGeometry } from './src/geometry.mjs';
import { Runtime } from './src/runtime.mjs';

export { Board, Engine, Geometry, GomokuError, Status };

const DEFAULT_WASM = new URL('./dist/gomoku.wasm', import.meta.url);

async function readWasm(source) {
  if (source instanceof WebAssembly.Module || ArrayBuffer.isView(source) || source instanceof ArrayBuffer)
    return source;
  const url = source instanceof URL ? source : new URL(String(source), DEFAULT_WASM);
  if (url.protocol === 'file:') {
    const { readFile } = await import('node:fs/promises');
    try {
      return await readFile(url);
    } catch (err) {
      throw new GomokuError(Status.EIO, `cannot load ${url}: ${err.code ?? err.message} (npm run build makes dist/gomoku.wasm)`);
    }
  }
  const response = await fetch(url);
  if (!response.ok) throw new GomokuError(Status.EIO, `cannot load ${url}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

/** One loaded instance of the library; boards and engines belong to it. */
export class Gomoku {
  /**
   * Loads and starts the WebAssembly module.
   * @param {{wasm?: string|URL|BufferSource|WebAssembly.Module,
   *          write?: (fd: number, text: string) => void}} [options]
   *   wasm: where gomoku.wasm is (default: dist/gomoku.wasm next to this file)
   * @returns {Promise<Gomoku>}
   */
  static async load(options = {}) {
    const rt = await Runtime.instantiate(await readWasm(options.wasm ?? DEFAULT_WASM), options.write);
    return new Gomoku(rt);
  }

  /** @internal */
  constructor(rt) { this._rt = rt; }

  /** The library's version, e.g. '1.2.0'. */
  get version() { return this._rt.readString(this._rt.exports.gmk_version_string()); }

  /**
   * A new empty board.
   * @param {{width?: number, height?: number, winLength?: number,
   *          rule?: 'freestyle'|'standard'|'renju'|'caro'|'caro-exact',
   *          foulPolicy?: 'reject'|'lose'}} [options] 15x15, five, freestyle by default
   */
  newBoard(options) { return newBoard(this._rt, options); }

  /** A board rebuilt from a JSON record (Board.toJSON()). */
  boardFromJSON(text) { return boardFromJSON(this._rt, text); }

  /**
   * A new engine.
   * @param {{hashMB?: number, seed?: number|bigint}} [options]
   */
  newEngine(options) { return newEngine(this._rt, options); }

  /**
   * Pixel <-> intersection mapping for a drawn board (call fit() first).
   * @param {{width?: number, height?: number, tolerance?: number}} [options]
   */
  geometry(options) { return newGeometry(this._rt, options); }

  /** Bytes of WebAssembly memory (it only grows): for leak checks. */
  get memoryBytes() { return this._rt.exports.memory.buffer.byteLength; }
}
