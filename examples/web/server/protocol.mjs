// SPDX-License-Identifier: MIT
// The online protocol's vocabulary: limits, error codes, and the checks that
// turn a client's text into a known message or a BAD_MESSAGE error.

export const LIMITS = Object.freeze({
  maxMessageBytes: 4096,     // larger frames close the connection (1009)
  ratePerSecond: 20,         // messages a client may send per second, sustained
  rateBurst: 40,             // ... and in one burst
  floodDisconnect: 200,      // refused messages after which the client is dropped
  maxRooms: 2000,
  maxSpectators: 50,
  maxNameLength: 32,
  heartbeatMs: 30_000,       // a ping every 30 s; two missed beats drop the client
  missedBeats: 2,
  emptyRoomMs: 10 * 60_000,  // a room nobody is in is forgotten after this
});

export const ERRORS = Object.freeze({
  BAD_MESSAGE: 'not JSON, not an object, unknown type or bad fields',
  NOT_IN_ROOM: 'join a room first',
  WRONG_ROOM: 'the message names a room you are not in',
  ROOM_FULL: 'both seats are taken (join as a spectator instead)',
  TOO_MANY_ROOMS: 'the server hosts as many rooms as it can',
  BAD_TOKEN: 'no seat in this room has that token',
  SPECTATOR: 'spectators cannot play',
  NOT_YOUR_TURN: 'it is the other player\'s move',
  INVALID_MOVE: 'the point is off the board or not a point',
  OCCUPIED: 'the point already holds a stone',
  FORBIDDEN: 'a renju foul for black',
  GAME_OVER: 'the game has ended',
  NO_UNDO: 'nothing to undo, or no undo request to accept',
  RATE_LIMITED: 'too many messages: slow down',
});

export const TYPES = ['join', 'move', 'undo', 'undo-accept', 'ping', 'pong'];
export const RULES = ['freestyle', 'standard', 'renju', 'caro', 'caro-exact'];
const ROOM_NAME = /^[A-Za-z0-9_-]{1,32}$/;
const SIZES = [9, 11, 13, 15, 17, 19];

export class ProtocolError extends Error {
  constructor(code, message = ERRORS[code]) {
    super(message);
    this.code = code;
  }
}

const bad = (why) => new ProtocolError('BAD_MESSAGE', why);

/** Parses and checks one client message; throws ProtocolError('BAD_MESSAGE'). */
export function parseMessage(text) {
  let msg;
  try {
    msg = JSON.parse(text);
  } catch {
    throw bad('not JSON');
  }
  if (msg === null || typeof msg !== 'object' || Array.isArray(msg)) throw bad('not a JSON object');
  if (!TYPES.includes(msg.type)) throw bad(`unknown type ${JSON.stringify(msg.type)}`);
  if (msg.room !== undefined && (typeof msg.room !== 'string' || !ROOM_NAME.test(msg.room)))
    throw bad('room: 1-32 letters, digits, _ or -');
  if (msg.type === 'join') {
    if (msg.room === undefined) throw bad('join needs a room');
    if (msg.name !== undefined && (typeof msg.name !== 'string' || msg.name.length > LIMITS.maxNameLength))
      throw bad(`name: a string of at most ${LIMITS.maxNameLength} characters`);
    if (msg.token !== undefined && typeof msg.token !== 'string') throw bad('token: a string');
    if (msg.rule !== undefined && !RULES.includes(msg.rule)) throw bad(`rule: one of ${RULES.join(', ')}`);
    if (msg.size !== undefined && !SIZES.includes(msg.size)) throw bad(`size: one of ${SIZES.join(', ')}`);
    for (const flag of ['spectate', 'ai'])
      if (msg[flag] !== undefined && typeof msg[flag] !== 'boolean') throw bad(`${flag}: true or false`);
  }
  if (msg.type === 'move') {
    // Numbers are checked against the board by the library (INVALID_MOVE);
    // anything but a number is not a move at all.
    if (typeof msg.x !== 'number' || typeof msg.y !== 'number') throw bad('move needs numbers x and y');
  }
  return msg;
}
