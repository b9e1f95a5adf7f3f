// SPDX-License-Identifier: MIT
// The WASI preview1 imports gomoku.wasm uses, and nothing more: the library
// reads the clocks (search time limits) and cJSON/stdio may write to stdout
// or stderr. One shim for Node and browsers alike, so both run the same code
// (Node's node:wasi would also do, but prints an ExperimentalWarning and is
// absent in browsers).

const ERRNO_SUCCESS = 0;
const ERRNO_BADF = 8;
const ERRNO_INVAL = 28;
const CLOCK_REALTIME = 0;
const NS_PER_MS = 1_000_000;

/**
 * Builds the wasi_snapshot_preview1 import object.
 * @param {() => WebAssembly.Memory} memory the instance's memory, once known
 * @param {(fd: number, text: string) => void} [write] where stdout/stderr go
 */
export function wasiImports(memory, write = defaultWrite) {
  const decoder = new TextDecoder();
  return {
    clock_time_get(id, _precision, outPtr) {
      const ms = id === CLOCK_REALTIME ? Date.now() : performance.now();
      const view = new DataView(memory().buffer);
      view.setBigUint64(outPtr, BigInt(Math.round(ms * NS_PER_MS)), true);
      return ERRNO_SUCCESS;
    },
    fd_write(fd, iovs, iovsLen, writtenPtr) {
      if (fd !== 1 && fd !== 2) return ERRNO_BADF;
      const view = new DataView(memory().buffer);
      let text = '';
      let total = 0;
      for (let i = 0; i < iovsLen; i++) {
        const base = view.getUint32(iovs + i * 8, true);
        const len = view.getUint32(iovs + i * 8 + 4, true);
        text += decoder.decode(new Uint8Array(memory().buffer, base, len));
        total += len;
      }
      view.setUint32(writtenPtr, total, true);
      write(fd, text);
      return ERRNO_SUCCESS;
    },
    // No files are ever opened: only the standard streams exist.
    fd_close() { return ERRNO_BADF; },
    fd_seek() { return ERRNO_INVAL; },
  };
}

function defaultWrite(fd, text) {
  (fd === 2 ? console.error : console.log)(text.replace(/\n$/, ''));
}
