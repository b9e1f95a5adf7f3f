// SPDX-License-Identifier: MIT
// What Board and Engine share: a C handle that free() releases once, that
// refuses use after free, and that the garbage collector frees if the
// program forgot to (free() is still the way to release memory promptly).
import { GomokuError, Status } from './errors.mjs';

const leaked = new FinalizationRegistry(({ rt, ptr, release }) => rt.exports[release](ptr));

export class Handle {
  /**
   * @param {object} rt the Runtime
   * @param {number} ptr the C handle
   * @param {string} release the C function that frees it (gmk_board_free...)
   * @param {string} what for the use-after-free message
   */
  constructor(rt, ptr, release, what) {
    this._rt = rt;
    this._ptr = ptr;
    this._release = release;
    this._what = what;
    leaked.register(this, { rt, ptr, release }, this);
  }

  /** @internal the live handle, or a GomokuError after free(). */
  get handle() {
    if (!this._ptr) throw new GomokuError(Status.EINVAL, `the ${this._what} was freed`);
    return this._ptr;
  }

  /** Releases the memory; later calls throw. Calling it twice is harmless. */
  free() {
    if (!this._ptr) return;
    leaked.unregister(this);
    this._rt.exports[this._release](this._ptr);
    this._ptr = 0;
  }
}
