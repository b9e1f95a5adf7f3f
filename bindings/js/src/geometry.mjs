// SPDX-License-Identifier: MIT
// Geometry: the library's pixel <-> intersection mapping for a drawn board,
// so a page maps clicks exactly as the C front ends do.
import { checkInt, GomokuError, Status } from './errors.mjs';
import { GEOMETRY, POINT } from './layout.mjs';
import { MAX_SIZE, MIN_SIZE } from './board.mjs';

function checkNumber(value, what) {
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new GomokuError(Status.EINVAL, `${what} must be a finite number`);
  return value;
}

export class Geometry {
  /** @internal Use gmk.geometry(). */
  constructor(rt, width, height, tolerance) {
    this._rt = rt;
    this.width = width;
    this.height = height;
    this.tolerance = tolerance;
    this.originX = 0;
    this.originY = 0;
    this.spacing = 32;
  }

  /** Runs fn(ptr) on a C copy of this geometry; copies origin and spacing back. */
  _withStruct(fn) {
    const rt = this._rt;
    return rt.scoped((alloc) => {
      const G = GEOMETRY;
      const g = alloc(G.size);
      const view = rt.view;
      view.setUint32(g, G.version, true);
      view.setFloat64(g + G.originX, this.originX, true);
      view.setFloat64(g + G.originY, this.originY, true);
      view.setFloat64(g + G.spacing, this.spacing, true);
      view.setInt32(g + G.width, this.width, true);
      view.setInt32(g + G.height, this.height, true);
      view.setFloat64(g + G.tolerance, this.tolerance, true);
      const result = fn(g, alloc);
      const after = rt.view;
      this.originX = after.getFloat64(g + G.originX, true);
      this.originY = after.getFloat64(g + G.originY, true);
      this.spacing = after.getFloat64(g + G.spacing, true);
      return result;
    });
  }

  /** Centres the board in a viewWidth x viewHeight area with margin spacings around it. */
  fit(viewWidth, viewHeight, margin = 1) {
    checkNumber(viewWidth, 'viewWidth');
    checkNumber(viewHeight, 'viewHeight');
    checkNumber(margin, 'margin');
    this._withStruct((g) => this._rt.check(this._rt.exports.gmk_geometry_fit(
      g, this.width, this.height, viewWidth, viewHeight, margin)));
    return this;
  }

  /** The pixel centre of intersection (x, y). */
  toPixel(x, y) {
    checkInt(x, 'x', 0, this.width - 1, Status.EOFFBOARD);
    checkInt(y, 'y', 0, this.height - 1, Status.EOFFBOARD);
    return this._withStruct((g, alloc) => {
      const rt = this._rt;
      // gmk_point is passed by value: on wasm32 that is a pointer to a copy.
      const p = alloc(POINT.size);
      rt.setI32(p + POINT.x, x);
      rt.setI32(p + POINT.y, y);
      const out = alloc(16);
      rt.check(rt.exports.gmk_geometry_to_pixel(g, p, out, out + 8));
      return { px: rt.view.getFloat64(out, true), py: rt.view.getFloat64(out + 8, true) };
    });
  }

  /** The intersection nearest to a pixel, or null when it is off the board or too far. */
  fromPixel(px, py) {
    checkNumber(px, 'px');
    checkNumber(py, 'py');
    return this._withStruct((g, alloc) => {
      const rt = this._rt;
      const out = alloc(POINT.size);
      const status = rt.exports.gmk_geometry_from_pixel(g, px, py, out);
      if (status === Status.EOFFBOARD) return null;
      rt.check(status);
      return rt.point(out);
    });
  }
}

export function newGeometry(rt, options = {}) {
  const width = checkInt(options.width ?? 15, 'width', MIN_SIZE, MAX_SIZE, Status.ERANGE);
  const height = checkInt(options.height ?? width, 'height', MIN_SIZE, MAX_SIZE, Status.ERANGE);
  const tolerance = options.tolerance ?? 0.45;
  if (typeof tolerance !== 'number' || !(tolerance > 0))
    throw new GomokuError(Status.EINVAL, 'tolerance must be a number above 0');
  return new Geometry(rt, width, height, tolerance);
}
