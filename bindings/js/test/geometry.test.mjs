// SPDX-License-Identifier: MIT
// Geometry: the library's click mapping, reached from JavaScript.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gmk, throwsGomoku } from './load.mjs';

test('fit centres the board; toPixel and fromPixel agree', () => {
  const g = gmk.geometry({ width: 15, height: 15 }).fit(640, 640, 1);
  assert.equal(g.spacing, 40);
  assert.deepEqual(g.toPixel(0, 0), { px: 40, py: 40 });
  assert.deepEqual(g.toPixel(14, 14), { px: 600, py: 600 });
  assert.deepEqual(g.fromPixel(281, 279), { x: 6, y: 6 });
  assert.deepEqual(g.fromPixel(40 + 7 * 40 + 10, 40 + 7 * 40 - 10), { x: 7, y: 7 });
});

test('clicks off the board or between intersections map to nothing', () => {
  const g = gmk.geometry({ width: 9, height: 9 }).fit(400, 400, 1);
  assert.equal(g.fromPixel(1, 1), null);
  assert.equal(g.fromPixel(399, 200), null);
  const { px, py } = g.toPixel(4, 4);
  assert.equal(g.fromPixel(px + g.spacing / 2, py + g.spacing / 2), null, 'a square\'s centre is too far');
});

test('bad arguments are refused', () => {
  throwsGomoku(assert, () => gmk.geometry({ width: 2 }), 'GMK_ERANGE');
  throwsGomoku(assert, () => gmk.geometry({ tolerance: 0 }), 'GMK_EINVAL');
  const g = gmk.geometry();
  throwsGomoku(assert, () => g.fit(NaN, 10), 'GMK_EINVAL');
  throwsGomoku(assert, () => g.fit(-10, 10), 'GMK_EINVAL'); // C's check
  throwsGomoku(assert, () => g.toPixel(15, 0), 'GMK_EOFFBOARD');
  throwsGomoku(assert, () => g.fromPixel('1', 2), 'GMK_EINVAL');
});
