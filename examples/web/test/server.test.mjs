// SPDX-License-Identifier: MIT
// The online server over loopback: games to a win, every error code,
// heartbeat, reconnect, spectators, undo, the server's AI, and 200 rooms at once.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startServer } from '../server/server.mjs';
import { TestClient } from './client.mjs';

// Black wins along row 7 while white plays row 8.
const WIN = [[3, 7], [3, 8], [4, 7], [4, 8], [5, 7], [5, 8], [6, 7], [6, 8], [7, 7]];
const HEARTBEAT_MS = 150;
let server;

before(async () => {
  server = await startServer({ port: 0, limits: { heartbeatMs: HEARTBEAT_MS }, aiTimeMs: 100 });
});
after(async () => { await server.close(); });

async function pair(room, options = {}) {
  const a = await TestClient.open(server.port);
  const b = await TestClient.open(server.port);
  const ja = await a.join(room, options);
  const jb = await b.join(room);
  return { a, b, ja, jb };
}

/** Plays moves alternately from the two clients; each waits for its update. */
async function playOut(black, white, moves) {
  for (let i = 0; i < moves.length; i++) {
    const [x, y] = moves[i];
    (i % 2 === 0 ? black : white).send({ type: 'move', x, y });
    await black.update(i + 1);
    await white.update(i + 1);
  }
}

test('two clients play a game to a win; both see every move and the result', async () => {
  const { a, b, ja, jb } = await pair('win-room');
  assert.equal(ja.color, 'black');
  assert.equal(jb.color, 'white');
  assert.ok(ja.token && jb.token && ja.token !== jb.token);
  await playOut(a, b, WIN);
  a.send({ type: 'ping' });
  await a.type('pong');
  const room = server.rooms.get('win-room');
  assert.deepEqual(room.board.result().winner, 'black');
  assert.deepEqual(room.board.moves.map((p) => [p.x, p.y]), WIN);
  const s = room.state();
  assert.equal(s.board[7].slice(3, 8), 'xxxxx');
  assert.equal(s.board[8].slice(3, 7), 'oooo');
  await a.close();
  await b.close();
});

test('every error code is sent for what provokes it', async () => {
  const { a, b } = await pair('err-room', { rule: 'renju' });
  const expect = async (client, msg, code) => {
    client.send(msg);
    const e = await client.error(code);
    assert.equal(e.code, code, JSON.stringify(msg));
    assert.equal(typeof e.message, 'string');
  };
  const lone = await TestClient.open(server.port);
  await expect(lone, { type: 'move', x: 1, y: 1 }, 'NOT_IN_ROOM');
  await expect(lone, 'not json', 'BAD_MESSAGE');
  await expect(lone, '[1,2]', 'BAD_MESSAGE');
  await expect(lone, { type: 'dance' }, 'BAD_MESSAGE');
  await expect(lone, { type: 'join', room: '../etc' }, 'BAD_MESSAGE');
  await expect(lone, { type: 'join', room: 'err-room', name: 'x'.repeat(99) }, 'BAD_MESSAGE');
  await expect(lone, { type: 'join', room: 'err-room' }, 'ROOM_FULL');
  await expect(lone, { type: 'join', room: 'err-room', token: 'nope' }, 'BAD_TOKEN');
  await expect(b, { type: 'move', x: 7, y: 7 }, 'NOT_YOUR_TURN');
  await expect(a, { type: 'move', x: 'a', y: 7 }, 'BAD_MESSAGE');
  await expect(a, { type: 'move', x: 15, y: 7 }, 'INVALID_MOVE');
  await expect(a, { type: 'move', x: 1.5, y: 7 }, 'INVALID_MOVE');
  await expect(a, { type: 'move', room: 'other-room', x: 7, y: 7 }, 'WRONG_ROOM');
  await expect(a, { type: 'undo-accept' }, 'NO_UNDO');
  await expect(a, { type: 'undo' }, 'NO_UNDO');
  // Renju: a double three for black at h8 (7,7).
  await playOut(a, b, [[5, 7], [0, 0], [6, 7], [0, 2], [7, 5], [0, 4], [7, 6], [0, 6]]);
  await expect(a, { type: 'move', x: 7, y: 7 }, 'FORBIDDEN');
  await expect(a, { type: 'move', x: 0, y: 0 }, 'OCCUPIED');
  const spectator = await TestClient.open(server.port);
  assert.equal((await spectator.join('err-room', { spectate: true })).color, null);
  await expect(spectator, { type: 'move', x: 9, y: 9 }, 'SPECTATOR');
  // Finish a game, then move again.
  const c = await pair('over-room');
  await playOut(c.a, c.b, WIN);
  await expect(c.b, { type: 'move', x: 12, y: 12 }, 'GAME_OVER');
  for (const cl of [a, b, lone, spectator, c.a, c.b]) await cl.close();
});

test('a server at its room limit refuses a new room (TOO_MANY_ROOMS)', async () => {
  const small = await startServer({ port: 0, limits: { maxRooms: 1 } });
  try {
    const a = await TestClient.open(small.port);
    assert.equal((await a.join('only')).color, 'black');
    const b = await TestClient.open(small.port);
    const e = await b.join('second');
    assert.equal(e.code, 'TOO_MANY_ROOMS');
    assert.equal((await b.join('only')).color, 'white', 'an existing room still takes players');
    await a.close();
    await b.close();
  } finally {
    await small.close();
  }
});

test('huge messages close the connection; floods are rate-limited, then dropped', async () => {
  const big = await TestClient.open(server.port);
  big.send({ type: 'join', room: 'x', name: 'y'.repeat(10_000) });
  assert.equal(await big.closed, 1009);
  const flood = await TestClient.open(server.port);
  for (let i = 0; i < 300; i++) flood.send({ type: 'ping' });
  const e = await flood.error('RATE_LIMITED');
  assert.equal(e.code, 'RATE_LIMITED');
  assert.equal(await flood.closed, 1008);
  // The server is still fine.
  const ok = await TestClient.open(server.port);
  ok.send({ type: 'ping' });
  await ok.type('pong');
  await ok.close();
});

test('a client that stops answering pings is dropped after two missed beats', async () => {
  // The server's beats count from the connection, so the clock starts before it
  // (after the join, a beat may already have passed).
  const start = Date.now();
  const silent = await TestClient.open(server.port, { autoPong: false });
  await silent.join('quiet-room');
  await silent.closed;
  const waited = Date.now() - start;
  assert.ok(waited >= 2 * HEARTBEAT_MS && waited < 20 * HEARTBEAT_MS, `dropped after ${waited} ms`);
});

test('a dropped client reconnects with its token and resumes its seat and the game', async () => {
  const { a, b, ja } = await pair('again-room');
  await playOut(a, b, WIN.slice(0, 4));
  a.ws.terminate();
  await a.closed;
  const back = await TestClient.open(server.port);
  const joined = await back.join('again-room', { token: ja.token });
  assert.equal(joined.color, 'black');
  assert.equal(joined.resumed, true);
  const state = await back.update(4);
  assert.deepEqual(state.moves.map((p) => [p.x, p.y]), WIN.slice(0, 4));
  assert.equal(state.toMove, 'black');
  back.send({ type: 'move', x: 5, y: 7 });
  await b.update(5);
  await back.update(5);
  await back.close();
  await b.close();
});

test('spectators see updates; undo needs the opponent\'s consent', async () => {
  const { a, b } = await pair('watch-room');
  const s = await TestClient.open(server.port);
  await s.join('watch-room', { spectate: true });
  await playOut(a, b, WIN.slice(0, 2));
  await s.update(2);
  b.send({ type: 'undo' });
  const ask = await a.type('undo-request');
  assert.equal(ask.from, 'white');
  a.send({ type: 'undo-accept' });
  const after = await s.update(1);
  assert.equal(after.toMove, 'white');
  for (const cl of [a, b, s]) await cl.close();
});

test('play against the server\'s AI: it answers every move', async () => {
  const h = await TestClient.open(server.port);
  const j = await h.join('ai-room', { ai: true, size: 9 });
  assert.equal(j.color, 'black');
  h.send({ type: 'move', x: 4, y: 4 });
  const answer = await h.update(2);
  assert.equal(answer.toMove, 'black');
  assert.equal(answer.players.white.ai, true);
  await h.close();
});

test('200 concurrent rooms finish their games with no lost or duplicated move', async () => {
  const ROOMS = 200;
  const start = Date.now();
  const games = await Promise.all(Array.from({ length: ROOMS }, async (_, i) => {
    const { a, b } = await pair(`load-${i}`);
    await playOut(a, b, WIN);
    await a.close();
    await b.close();
    return server.rooms.get(`load-${i}`);
  }));
  const seconds = (Date.now() - start) / 1000;
  for (const room of games) {
    assert.deepEqual(room.board.moves.map((p) => [p.x, p.y]), WIN);
    assert.equal(room.board.result().winner, 'black');
  }
  console.log(`# 200 rooms, ${ROOMS * WIN.length} moves, 400 clients: ${seconds.toFixed(2)} s`);
  assert.ok(seconds < 60, `bounded in time (${seconds} s)`);
});
