// SPDX-License-Identifier: MIT
// One room: two seats, spectators, and the authoritative board. Every move is
// played on the server's own libgomoku board, so only what the library
// accepts is ever broadcast; clients only render.
import { randomUUID } from 'node:crypto';
import { LIMITS, ProtocolError } from './protocol.mjs';

const COLORS = ['black', 'white'];
const other = (color) => (color === 'black' ? 'white' : 'black');
const CELL_CHARS = { empty: '.', black: 'x', white: 'o' };

/** The library's refusal of a move as the protocol's error code. */
function moveError(err) {
  const code = {
    GMK_EOCCUPIED: 'OCCUPIED', GMK_EFORBIDDEN: 'FORBIDDEN', GMK_EGAMEOVER: 'GAME_OVER',
    GMK_EOFFBOARD: 'INVALID_MOVE', GMK_EINVAL: 'INVALID_MOVE',
  }[err.name];
  if (!code) throw err;
  return new ProtocolError(code, err.message);
}

export class Room {
  /**
   * @param {object} gmk the loaded library
   * @param {string} name
   * @param {{rule?: string, size?: number, ai?: boolean}} options from the first join
   * @param {(record: string) => Promise<{x: number, y: number}>} [think] the server's AI
   */
  constructor(gmk, name, options, think) {
    this.name = name;
    this.board = gmk.newBoard({ width: options.size ?? 15, height: options.size ?? 15,
      rule: options.rule ?? 'freestyle' });
    this.rule = options.rule ?? 'freestyle';
    this.seats = { black: null, white: null };
    this.spectators = new Set();
    this.undoRequest = null;
    this.think = think;
    this.emptySince = Date.now();
    if (options.ai && think) this.seats.white = { name: 'libgomoku AI', token: null, client: null, ai: true };
  }

  get clients() {
    const seated = COLORS.map((c) => this.seats[c]?.client).filter(Boolean);
    return [...seated, ...this.spectators];
  }

  /** Seats (or re-seats, with a token) a client; returns what `joined` says. */
  join(client, msg) {
    if (msg.token) {
      const color = COLORS.find((c) => this.seats[c]?.token === msg.token);
      if (!color) throw new ProtocolError('BAD_TOKEN');
      const seat = this.seats[color];
      if (seat.client && seat.client !== client) seat.client.replaced();
      seat.client = client;
      return { color, token: seat.token, resumed: true };
    }
    if (!msg.spectate) {
      const free = COLORS.find((c) => this.seats[c] === null);
      if (free) {
        this.seats[free] = { name: msg.name ?? free, token: randomUUID(), client, ai: false };
        return { color: free, token: this.seats[free].token, resumed: false };
      }
      throw new ProtocolError('ROOM_FULL');
    }
    if (this.spectators.size >= LIMITS.maxSpectators) throw new ProtocolError('ROOM_FULL');
    this.spectators.add(client);
    return { color: null, token: null, resumed: false };
  }

  /** A connection went away: a seat is kept (for its token), a spectator forgotten. */
  leave(client) {
    this.spectators.delete(client);
    for (const c of COLORS) if (this.seats[c]?.client === client) this.seats[c].client = null;
    if (this.clients.length === 0) this.emptySince = Date.now();
  }

  colorOf(client) {
    return COLORS.find((c) => this.seats[c]?.client === client) ?? null;
  }

  move(client, x, y) {
    const color = this.colorOf(client);
    if (!color) throw new ProtocolError('SPECTATOR');
    this.playFor(color, x, y);
  }

  playFor(color, x, y) {
    if (this.board.result().state !== 'ongoing') throw new ProtocolError('GAME_OVER');
    if (this.board.toMove !== color) throw new ProtocolError('NOT_YOUR_TURN');
    try {
      this.board.play(x, y);
    } catch (err) {
      throw moveError(err);
    }
    this.undoRequest = null;
  }

  /** The first player asks; the opponent accepts; then the last move goes. */
  requestUndo(client) {
    const color = this.colorOf(client);
    if (!color) throw new ProtocolError('SPECTATOR');
    if (this.board.moves.length === 0) throw new ProtocolError('NO_UNDO');
    const opponent = this.seats[other(color)];
    if (opponent?.ai) {
      this.undoTurn(color); // the AI always agrees
      return null;
    }
    this.undoRequest = color;
    return opponent?.client ?? null;
  }

  acceptUndo(client) {
    const color = this.colorOf(client);
    if (!color) throw new ProtocolError('SPECTATOR');
    if (!this.undoRequest || this.undoRequest === color) throw new ProtocolError('NO_UNDO');
    this.undoTurn(this.undoRequest);
  }

  /** Undoes moves until it is the asker's turn again. */
  undoTurn(color) {
    this.board.undo();
    if (this.board.toMove !== color && this.board.moves.length > 0) this.board.undo();
    this.undoRequest = null;
  }

  /** Whether the server's AI is to move now. */
  aiToMove() {
    const seat = this.seats[this.board.toMove];
    return Boolean(seat?.ai) && this.board.result().state === 'ongoing';
  }

  /** The full state every client receives after each change. */
  state() {
    const b = this.board;
    const rows = [];
    for (let y = 0; y < b.height; y++) {
      let row = '';
      for (let x = 0; x < b.width; x++) row += CELL_CHARS[b.at(x, y)];
      rows.push(row);
    }
    const player = (c) => (this.seats[c]
      ? { name: this.seats[c].name, connected: Boolean(this.seats[c].client) || this.seats[c].ai, ai: this.seats[c].ai }
      : null);
    return {
      type: 'update', room: this.name, width: b.width, height: b.height, rule: this.rule,
      board: rows, moves: b.moves, toMove: b.toMove, result: b.result(), record: b.toJSON(),
      players: { black: player('black'), white: player('white') }, spectators: this.spectators.size,
      undoRequest: this.undoRequest,
    };
  }

  free() { this.board.free(); }
}
