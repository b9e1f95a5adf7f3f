// SPDX-License-Identifier: MIT
// One instance of gomoku.wasm: its exports, memory access, C strings and
// the status check that turns a negative return into a GomokuError.
import { GomokuError, Status } from './errors.mjs';
import { POINT } from './layout.mjs';
import { wasiImports } from './wasi.mjs';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export class Runtime {
  /**
   * @param {BufferSource|WebAssembly.Module} wasm
   * @param {(fd: number, text: string) => void} [write]
   */
  static async instantiate(wasm, write) {
    const rt = new Runtime();
    const memory = () => rt.exports.memory;
    const imports = {
      wasi_snapshot_preview1: wasiImports(memory, write),
      gomoku_js: { progress: (ptr) => rt.onProgress(ptr) },
    };
    const module = wasm instanceof WebAssembly.Module ? wasm : await WebAssembly.compile(wasm);
    const instance = await WebAssembly.instantiate(module, imports);
    rt.exports = instance.exports;
    rt.exports._initialize();
    return rt;
  }

  constructor() {
    /** @type {any} */
    this.exports = null;
    /** The search's progress receiver while one runs (see engine.mjs). */
    this.progress = null;
  }

  onProgress(ptr) {
    if (this.progress) this.progress(ptr);
  }

  get view() {
    // The buffer is replaced whenever memory grows: never cache the view.
    return new DataView(this.exports.memory.buffer);
  }

  i32(ptr) { return this.view.getInt32(ptr, true); }
  u32(ptr) { return this.view.getUint32(ptr, true); }
  u64(ptr) { return this.view.getBigUint64(ptr, true); }
  setI32(ptr, v) { this.view.setInt32(ptr, v, true); }
  setU32(ptr, v) { this.view.setUint32(ptr, v, true); }
  setU64(ptr, v) { this.view.setBigUint64(ptr, BigInt(v), true); }
  point(ptr) { return { x: this.i32(ptr + POINT.x), y: this.i32(ptr + POINT.y) }; }

  points(ptr, count) {
    const out = [];
    for (let i = 0; i < count; i++) out.push(this.point(ptr + i * POINT.size));
    return out;
  }

  /** Zeroed C memory; the caller frees it (use `scoped`). */
  alloc(size) {
    const ptr = this.exports.malloc(size);
    if (!ptr) throw new GomokuError(Status.ENOMEM, `out of memory allocating ${size} bytes`);
    new Uint8Array(this.exports.memory.buffer, ptr, size).fill(0);
    return ptr;
  }

  /** Runs fn(alloc) and frees everything it allocated, whatever happens. */
  scoped(fn) {
    const owned = [];
    try {
      return fn((size) => { const p = this.alloc(size); owned.push(p); return p; },
        (text) => { const p = this.cstring(text); owned.push(p); return p; });
    } finally {
      for (const p of owned) this.exports.free(p);
    }
  }

  /** A NUL-terminated UTF-8 copy of text in C memory (caller frees). */
  cstring(text) {
    const bytes = encoder.encode(text);
    const ptr = this.alloc(bytes.length + 1);
    new Uint8Array(this.exports.memory.buffer, ptr, bytes.length).set(bytes);
    return ptr;
  }

  byteLength(text) { return encoder.encode(text).length; }

  readString(ptr) {
    const bytes = new Uint8Array(this.exports.memory.buffer);
    let end = ptr;
    while (bytes[end] !== 0) end++;
    return decoder.decode(bytes.subarray(ptr, end));
  }

  /** Returns status when it is >= 0; throws the library's error otherwise. */
  check(status) {
    if (status >= 0) return status;
    const msgPtr = this.exports.gmk_last_error_message();
    const message = msgPtr ? this.readString(msgPtr) : '';
    const name = this.readString(this.exports.gmk_strerror(status));
    throw new GomokuError(status, message || name);
  }
}
