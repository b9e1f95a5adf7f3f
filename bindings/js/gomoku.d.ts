// SPDX-License-Identifier: MIT
// Types for libgomoku's JavaScript package (index.mjs).

export type Color = 'black' | 'white';
export type Cell = 'empty' | Color;
export type Rule = 'freestyle' | 'standard' | 'renju' | 'caro' | 'caro-exact';
export type FoulPolicy = 'reject' | 'lose';
export type Foul = 'none' | 'double-three' | 'double-four' | 'overline';
export type Pattern = 'none' | 'closed-two' | 'open-two' | 'closed-three' | 'open-three'
  | 'closed-four' | 'open-four' | 'five' | 'overline';

/** x: column from the left, y: row from the top, both 0-based. */
export interface Point { x: number; y: number; }

export interface Result {
  state: 'ongoing' | 'win' | 'draw';
  winner: Color | null;
  reason: 'none' | 'five' | 'foul' | 'full-board';
  /** The winning row's two end stones, or null. */
  line: [Point, Point] | null;
}

export interface BoardOptions {
  /** 3..1024, default 15 */
  width?: number;
  /** 3..1024, default width */
  height?: number;
  /** 3..12, default 5 (renju and caro need 5) */
  winLength?: number;
  rule?: Rule;
  /** renju: refuse a foul (default) or play it and lose */
  foulPolicy?: FoulPolicy;
}

export interface EngineOptions {
  /** transposition table, 1..1024 MiB, default 16 */
  hashMB?: number;
  /** randomness of levels 1..10 */
  seed?: number | bigint;
}

export interface SearchInfo {
  depth: number;
  score: number;
  nodes: number;
  nps: number;
  elapsedMs: number;
  pv: Point[];
}

export interface SearchLimits {
  timeMs?: number;
  depth?: number;
  nodes?: number;
  /** 0 = full strength, 1..10 weaker */
  level?: number;
  /** 1..8 best lines */
  multipv?: number;
  /** called after each completed depth; an exception stops the search and is rethrown */
  onInfo?: (info: SearchInfo) => void;
}

export interface SearchLine { move: Point; score: number; pv: Point[]; }

export interface SearchResult {
  best: Point;
  score: number;
  depth: number;
  nodes: number;
  timeMs: number;
  pv: Point[];
  lines: SearchLine[];
}

/** The library's status codes. */
export declare const Status: Readonly<{
  OK: 0; EINVAL: -1; ERANGE: -2; EOFFBOARD: -3; EOCCUPIED: -4; EGAMEOVER: -5;
  EFORBIDDEN: -6; ENOUNDO: -7; ENOREDO: -8; ENOMEM: -9; EPARSE: -10; EIO: -11;
  EUNSUPPORTED: -12; EVERSION: -13; EBUFFER: -14; ENOMOVE: -15;
}>;

export declare class GomokuError extends Error {
  /** negative status, e.g. -4 */
  readonly code: number;
  /** status name, e.g. 'GMK_EOCCUPIED' */
  readonly name: string;
}

export declare class Board {
  private constructor();
  readonly width: number;
  readonly height: number;
  /** (x, y), or a point name: 'h8' (RIF, row from the bottom) or '7,7' */
  play(x: number, y: number): this;
  play(name: string): this;
  undo(): this;
  redo(): this;
  at(x: number, y: number): Cell;
  at(name: string): Cell;
  readonly toMove: Color;
  readonly moves: Point[];
  result(): Result;
  legalMoves(): Point[];
  forbiddenPoints(): Point[];
  foul(x: number, y: number): Foul;
  foul(name: string): Foul;
  /** horizontal, vertical, diagonal (down-right), antidiagonal (up-right) */
  patterns(x: number | string, y: number | undefined, color: Color): [Pattern, Pattern, Pattern, Pattern];
  /** the library's JSON game record */
  toJSON(): string;
  clone(): Board;
  free(): void;
}

export declare class Engine {
  private constructor();
  search(board: Board, limits?: SearchLimits): SearchResult;
  /** attacker and defender moves ending with the five, or null */
  solveVcf(board: Board, options?: { maxPlies?: number }): Point[] | null;
  clear(): this;
  free(): void;
}

export declare class Geometry {
  private constructor();
  readonly width: number;
  readonly height: number;
  originX: number;
  originY: number;
  spacing: number;
  tolerance: number;
  /** centres the board in the area, margin spacings between outer lines and edges */
  fit(viewWidth: number, viewHeight: number, margin?: number): this;
  toPixel(x: number, y: number): { px: number; py: number };
  /** nearest intersection, or null off the board / beyond tolerance */
  fromPixel(px: number, py: number): Point | null;
}

export interface LoadOptions {
  /** gomoku.wasm: a URL, a path relative to the package, bytes or a compiled module */
  wasm?: string | URL | BufferSource | WebAssembly.Module;
  /** where the module's stdout (1) and stderr (2) go */
  write?: (fd: number, text: string) => void;
}

export declare class Gomoku {
  private constructor();
  static load(options?: LoadOptions): Promise<Gomoku>;
  readonly version: string;
  readonly memoryBytes: number;
  newBoard(options?: BoardOptions): Board;
  boardFromJSON(text: string): Board;
  newEngine(options?: EngineOptions): Engine;
  geometry(options?: { width?: number; height?: number; tolerance?: number }): Geometry;
}
