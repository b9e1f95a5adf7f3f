// SPDX-License-Identifier: MIT
// Board: a gmk_board handle and the rules' queries on it.
import { checkInt, checkKeys, checkObject, checkString, GomokuError, Status } from './errors.mjs';
import { Handle } from './handle.mjs';
import { BOARD_OPTIONS, POINT, RESULT } from './layout.mjs';
import { COLORS, FOUL_POLICIES, FOULS, PATTERNS, REASONS, RULES, STATES } from './names.mjs';

export const MIN_SIZE = 3;
export const MAX_SIZE = 1024;
export const MIN_WIN_LENGTH = 3;
export const MAX_WIN_LENGTH = 12;
const DIRECTIONS = 4;
const BOARD_OPTION_KEYS = ['width', 'height', 'winLength', 'rule', 'foulPolicy'];


function enumIndex(list, value, what) {
  const i = list.indexOf(value);
  if (i < 0)
    throw new GomokuError(Status.EINVAL, `${what} must be one of ${list.map((s) => `'${s}'`).join(', ')}`);
  return i;
}

/** Checks options and writes a gmk_board_options at ptr. */
export function writeBoardOptions(rt, ptr, options) {
  const o = checkObject(options, 'board options');
  checkKeys(o, BOARD_OPTION_KEYS, 'board options');
  const width = checkInt(o.width ?? 15, 'width', MIN_SIZE, MAX_SIZE, Status.ERANGE);
  const height = checkInt(o.height ?? width, 'height', MIN_SIZE, MAX_SIZE, Status.ERANGE);
  const winLength = checkInt(o.winLength ?? 5, 'winLength', MIN_WIN_LENGTH, MAX_WIN_LENGTH, Status.ERANGE);
  const rule = enumIndex(RULES, o.rule ?? 'freestyle', 'rule');
  const foulPolicy = enumIndex(FOUL_POLICIES, o.foulPolicy ?? 'reject', 'foulPolicy');
  const B = BOARD_OPTIONS;
  rt.setU32(ptr, B.version);
  rt.setI32(ptr + B.width, width);
  rt.setI32(ptr + B.height, height);
  rt.setI32(ptr + B.winLength, winLength);
  rt.setI32(ptr + B.rule, rule);
  rt.setI32(ptr + B.backend, 0);
  rt.setI32(ptr + B.foulPolicy, foulPolicy);
}

export class Board extends Handle {
  /** @internal Use gmk.newBoard() or gmk.boardFromJSON(). */
  constructor(rt, ptr) {
    super(rt, ptr, 'gmk_board_free', 'board');
    this.width = rt.exports.gmk_board_width(ptr);
    this.height = rt.exports.gmk_board_height(ptr);
  }

  _call(name, ...args) {
    const h = this.handle;
    return this._rt.check(this._rt.exports[name](h, ...args));
  }

  /** (x, y) or a notation string ('h8', '7,7') → [x, y], checked against this board. */
  _point(x, y, what = 'move') {
    if (typeof x === 'string' && y === undefined) {
      return this._rt.scoped((alloc, str) => {
        const out = alloc(POINT.size);
        this._rt.check(this._rt.exports.gmk_point_parse(str(x), this.width, this.height, out));
        const p = this._rt.point(out);
        return [p.x, p.y];
      });
    }
    if (typeof x !== 'number' && typeof x !== 'string')
      throw new GomokuError(Status.EINVAL, `${what}: give (x, y) or a point name like 'h8'`);
    checkInt(x, 'x', 0, this.width - 1, Status.EOFFBOARD);
    checkInt(y, 'y', 0, this.height - 1, Status.EOFFBOARD);
    return [x, y];
  }

  /**
   * Plays a move for the side to move.
   * @param {number|string} x column from the left, or a point name ('h8', '7,7')
   * @param {number} [y] row from the top
   */
  play(x, y) {
    const [px, py] = this._point(x, y);
    this._call('gmk_board_play', px, py);
    return this;
  }

  /** Takes back the last move. */
  undo() { this._call('gmk_board_undo'); return this; }

  /** Replays the last undone move. */
  redo() { this._call('gmk_board_redo'); return this; }

  /** @returns {'empty'|'black'|'white'} */
  at(x, y) {
    const [px, py] = this._point(x, y, 'at');
    return COLORS[this._call('gmk_board_at', px, py)];
  }

  /** @returns {'black'|'white'} */
  get toMove() { return COLORS[this._call('gmk_board_to_move')]; }

  /** The moves played, first to last. */
  get moves() {
    const count = this._call('gmk_board_move_count');
    return this._rt.scoped((alloc) => {
      const out = alloc(POINT.size);
      const moves = [];
      for (let i = 0; i < count; i++) {
        this._call('gmk_board_move_at', i, out);
        moves.push(this._rt.point(out));
      }
      return moves;
    });
  }

  /** The rules' verdict: state, winner, reason and the winning row's ends. */
  result() {
    return this._rt.scoped((alloc) => {
      const R = RESULT;
      const out = alloc(R.size);
      this._rt.setU32(out, R.version);
      this._call('gmk_board_result', out);
      const rt = this._rt;
      const start = rt.point(out + R.lineStart);
      const end = rt.point(out + R.lineEnd);
      const winner = rt.i32(out + R.winner);
      return {
        state: STATES[rt.i32(out + R.state)],
        winner: winner ? COLORS[winner] : null,
        reason: REASONS[rt.i32(out + R.reason)],
        line: start.x < 0 ? null : [start, end],
      };
    });
  }

  _pointList(fn) {
    const total = this._call(fn, 0, 0);
    if (total === 0) return [];
    return this._rt.scoped((alloc) => {
      const out = alloc(total * POINT.size);
      const n = this._call(fn, out, total);
      return this._rt.points(out, n);
    });
  }

  /** Legal moves for the side to move (renju fouls excluded when refused). */
  legalMoves() { return this._pointList('gmk_board_legal_moves'); }

  /** Black's forbidden points under renju (empty under other rules). */
  forbiddenPoints() { return this._pointList('gmk_board_forbidden_points'); }

  /** @returns {'none'|'double-three'|'double-four'|'overline'} the foul black would make at (x, y) */
  foul(x, y) {
    const [px, py] = this._point(x, y, 'foul');
    return FOULS[this._call('gmk_board_foul', px, py)];
  }

  /**
   * The line patterns a stone of color at (x, y) would make, one per
   * direction: horizontal, vertical, diagonal, antidiagonal.
   * @param {'black'|'white'} color
   */
  patterns(x, y, color) {
    const [px, py] = this._point(x, y, 'patterns');
    const c = COLORS.indexOf(color);
    if (c < 1) throw new GomokuError(Status.EINVAL, "color must be 'black' or 'white'");
    return this._rt.scoped((alloc) => {
      const out = alloc(DIRECTIONS * 4);
      this._call('gmk_board_patterns', px, py, c, out);
      return Array.from({ length: DIRECTIONS }, (_, i) => PATTERNS[this._rt.i32(out + i * 4)]);
    });
  }

  /** The game as the library's JSON record (text). */
  toJSON() {
    return this._rt.scoped((alloc) => {
      const out = alloc(4);
      this._call('gmk_record_to_json', 0, out);
      const ptr = this._rt.u32(out);
      try {
        return this._rt.readString(ptr);
      } finally {
        this._rt.exports.gmk_free(ptr);
      }
    });
  }

  /** An independent copy (history included). */
  clone() {
    const h = this.handle;
    return this._rt.scoped((alloc) => {
      const out = alloc(4);
      this._rt.check(this._rt.exports.gmk_board_clone(out, h));
      return new Board(this._rt, this._rt.u32(out));
    });
  }
}

export function newBoard(rt, options) {
  return rt.scoped((alloc) => {
    const opts = alloc(BOARD_OPTIONS.size);
    writeBoardOptions(rt, opts, options);
    const out = alloc(4);
    rt.check(rt.exports.gmk_board_new(out, opts));
    return new Board(rt, rt.u32(out));
  });
}

export function boardFromJSON(rt, text) {
  checkString(text, 'JSON text');
  return rt.scoped((alloc, str) => {
    const out = alloc(4);
    rt.check(rt.exports.gmk_record_from_json(out, str(text), rt.byteLength(text), 0));
    return new Board(rt, rt.u32(out));
  });
}
