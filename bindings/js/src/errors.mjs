// SPDX-License-Identifier: MIT
// GomokuError: the library's status codes as exceptions.

/** The C library's status codes (include/gomoku/status.h). */
export const Status = Object.freeze({
  OK: 0, EINVAL: -1, ERANGE: -2, EOFFBOARD: -3, EOCCUPIED: -4, EGAMEOVER: -5,
  EFORBIDDEN: -6, ENOUNDO: -7, ENOREDO: -8, ENOMEM: -9, EPARSE: -10, EIO: -11,
  EUNSUPPORTED: -12, EVERSION: -13, EBUFFER: -14, ENOMOVE: -15,
});

const names = new Map(Object.entries(Status).map(([k, v]) => [v, `GMK_${k}`]));

/** Thrown for every failure, by C (its status and message) or by the argument checks. */
export class GomokuError extends Error {
  /**
   * @param {number} code a negative status (Status.*)
   * @param {string} message
   */
  constructor(code, message) {
    super(message);
    /** @type {number} the C status code, e.g. -4 */
    this.code = code;
    /** @type {string} the status name, e.g. 'GMK_EOCCUPIED' */
    this.name = names.get(code) ?? 'GMK_UNKNOWN';
  }
}

/** The argument checks: each throws before anything reaches C. */
export function checkInt(value, what, min, max, code = Status.EINVAL) {
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw new GomokuError(Status.EINVAL, `${what} must be an integer, not ${describe(value)}`);
  if (value < min || value > max)
    throw new GomokuError(code, `${what} ${value} is outside ${min}..${max}`);
  return value;
}

export function checkString(value, what) {
  if (typeof value !== 'string')
    throw new GomokuError(Status.EINVAL, `${what} must be a string, not ${describe(value)}`);
  return value;
}

export function checkObject(value, what) {
  if (value === undefined) return {};
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new GomokuError(Status.EINVAL, `${what} must be an object, not ${describe(value)}`);
  return value;
}

export function checkKeys(obj, allowed, what) {
  for (const key of Object.keys(obj))
    if (!allowed.includes(key))
      throw new GomokuError(Status.EINVAL, `${what}: unknown option '${key}' (known: ${allowed.join(', ')})`);
}

function describe(value) {
  if (value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  return typeof value === 'number' ? String(value) : typeof value;
}
