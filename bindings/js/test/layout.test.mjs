// SPDX-License-Identifier: MIT
// src/layout.mjs against the library: the defaults each *_init function
// writes must appear at the offsets the binding reads and writes. (The search
// result's layout is pinned by engine.test.mjs: best == pv[0] == lines[0].move.)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BOARD_OPTIONS, GEOMETRY, SEARCH_LIMITS } from '../src/layout.mjs';
import { gmk } from './load.mjs';

const rt = gmk._rt;
const BOARD_DEFAULTS = { width: 15, height: 15, winLength: 5 };
const GEOMETRY_DEFAULTS = { spacing: 32, tolerance: 0.45, width: 15, height: 15 };

test('gmk_board_options_init writes 15x15, five, where BOARD_OPTIONS says', () => {
  rt.scoped((alloc) => {
    const p = alloc(BOARD_OPTIONS.size);
    rt.check(rt.exports.gmk_board_options_init(p, BOARD_OPTIONS.version));
    assert.equal(rt.u32(p), BOARD_OPTIONS.version);
    for (const [field, value] of Object.entries(BOARD_DEFAULTS)) assert.equal(rt.i32(p + BOARD_OPTIONS[field]), value, field);
  });
});

test('gmk_search_limits_init writes multipv 1 where SEARCH_LIMITS says', () => {
  rt.scoped((alloc) => {
    const p = alloc(SEARCH_LIMITS.size);
    rt.check(rt.exports.gmk_search_limits_init(p, SEARCH_LIMITS.version));
    assert.equal(rt.i32(p + SEARCH_LIMITS.multipv), 1);
    assert.equal(rt.view.getBigInt64(p + SEARCH_LIMITS.nodes, true), 0n);
  });
});

test('gmk_geometry_init writes its doubles and ints where GEOMETRY says', () => {
  rt.scoped((alloc) => {
    const p = alloc(GEOMETRY.size);
    rt.check(rt.exports.gmk_geometry_init(p, GEOMETRY.version));
    const v = rt.view;
    assert.equal(v.getFloat64(p + GEOMETRY.spacing, true), GEOMETRY_DEFAULTS.spacing);
    assert.equal(v.getFloat64(p + GEOMETRY.tolerance, true), GEOMETRY_DEFAULTS.tolerance);
    assert.equal(v.getInt32(p + GEOMETRY.width, true), GEOMETRY_DEFAULTS.width);
    assert.equal(v.getInt32(p + GEOMETRY.height, true), GEOMETRY_DEFAULTS.height);
  });
});
