// SPDX-License-Identifier: MIT
// Byte offsets of the public structs on wasm32 (int and size_t 4 bytes,
// int64_t/uint64_t 8 with 8-byte alignment, enums 4). Written from
// include/gomoku/*.h; test/layout.test.mjs checks them against what the
// library's own *_init functions write.

export const POINT = { size: 8, x: 0, y: 4 };

export const BOARD_OPTIONS = {
  version: 1, size: 28,
  width: 4, height: 8, winLength: 12, rule: 16, backend: 20, foulPolicy: 24,
};

export const RESULT = {
  version: 1, size: 32,
  state: 4, winner: 8, reason: 12, lineStart: 16, lineEnd: 24,
};

export const ENGINE_OPTIONS = { version: 2, size: 24, hashBytes: 4, seed: 8, threads: 16 };

export const SEARCH_LIMITS = {
  version: 1, size: 32, timeMs: 4, depth: 8, nodes: 16, level: 24, multipv: 28,
};

export const MAX_PV = 64;
export const MAX_MULTIPV = 8;
export const MAX_LEVEL = 10;

export const SEARCH_LINE = { size: 16 + MAX_PV * 8, move: 0, score: 8, pvLength: 12, pv: 16 };

export const SEARCH_RESULT = {
  version: 1, size: 4784,
  best: 4, score: 12, depth: 16, nodes: 24, timeMs: 32, pvLength: 36, pv: 40,
  lineCount: 40 + MAX_PV * 8, lines: 44 + MAX_PV * 8,
};

export const SEARCH_INFO = {
  depth: 4, score: 8, nodes: 16, nps: 24, elapsedMs: 32, pvLength: 36, pv: 40,
};

export const GEOMETRY = {
  version: 1, size: 48, originX: 8, originY: 16, spacing: 24, width: 32, height: 36, tolerance: 40,
};
