// SPDX-License-Identifier: MIT
// The online server: serves the page at /, hosts rooms over WebSocket at /ws,
// and is authoritative (its own libgomoku validates every move).
//   node examples/web/server/server.mjs [--port 8080] [--host 127.0.0.1]
// Messages are described in examples/web/README.md.
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { WebSocketServer } from 'ws';
import { Gomoku } from '../../../bindings/js/index.mjs';
import { LIMITS, parseMessage, ProtocolError } from './protocol.mjs';
import { Room } from './room.mjs';
import { serveStatic } from './static.mjs';

const AI_TIME_MS = 500;
const AI_LEVEL = 4;
const CLOSE_TOO_BIG = 1009;
const CLOSE_POLICY = 1008;

/** One connection: its socket, room, heartbeat and rate budget. */
class Client {
  constructor(ws, limits) {
    this.ws = ws;
    this.room = null;
    this.missed = 0;
    this.tokens = limits.rateBurst;
    this.lastRefill = Date.now();
    this.refused = 0;
    this.limits = limits;
  }

  send(msg) {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(JSON.stringify(msg));
  }

  error(code, message) { this.send({ type: 'error', code, message }); }

  /** Token bucket: false when the client is over its rate. */
  spend() {
    const now = Date.now();
    const l = this.limits;
    this.tokens = Math.min(l.rateBurst, this.tokens + ((now - this.lastRefill) / 1000) * l.ratePerSecond);
    this.lastRefill = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Another connection took this client's seat with the token. */
  replaced() {
    this.room = null;
    this.ws.close(CLOSE_POLICY, 'seat taken by a reconnection');
  }
}

/**
 * Starts the server.
 * @param {{port?: number, host?: string, limits?: object, aiTimeMs?: number}} [options]
 *   port 0 picks a free port; limits override protocol.mjs's LIMITS (tests shorten the heartbeat)
 * @returns {Promise<{port: number, rooms: Map<string, Room>, close: () => Promise<void>}>}
 */
export async function startServer(options = {}) {
  const limits = { ...LIMITS, ...options.limits };
  const aiTimeMs = options.aiTimeMs ?? AI_TIME_MS;
  const gmk = await Gomoku.load();
  const rooms = new Map();
  const clients = new Set();

  let ai = null;
  let aiRequests = 0;
  const pending = new Map();
  function think(record) {
    if (!ai) {
      ai = new Worker(new URL('./ai-thread.mjs', import.meta.url));
      ai.on('message', ({ id, best, error }) => {
        const p = pending.get(id);
        pending.delete(id);
        if (p) (error ? p.reject(new Error(error)) : p.resolve(best));
      });
    }
    const id = ++aiRequests;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      ai.postMessage({ id, record, timeMs: aiTimeMs, level: AI_LEVEL });
    });
  }

  function broadcast(room) {
    const state = room.state();
    for (const c of room.clients) c.send(state);
  }

  async function aiTurn(room) {
    while (room.aiToMove() && rooms.get(room.name) === room) {
      const ply = room.board.moves.length;
      const color = room.board.toMove;
      let best;
      try {
        best = await think(room.board.toJSON());
      } catch (err) {
        console.error(`room ${room.name}: AI failed: ${err.message}`);
        return;
      }
      // The game may have moved on (undo) while the AI thought.
      if (rooms.get(room.name) !== room || room.board.moves.length !== ply) continue;
      room.playFor(color, best.x, best.y);
      broadcast(room);
    }
  }

  function handle(client, msg) {
    if (msg.type === 'ping') { client.send({ type: 'pong' }); return; }
    if (msg.type === 'pong') { client.missed = 0; return; }
    if (msg.type === 'join') {
      let room = rooms.get(msg.room);
      if (!room) {
        if (rooms.size >= limits.maxRooms) throw new ProtocolError('TOO_MANY_ROOMS');
        room = new Room(gmk, msg.room, msg, think);
        rooms.set(msg.room, room);
      }
      const seat = room.join(client, msg);
      if (client.room && client.room !== room) client.room.leave(client);
      client.room = room;
      client.send({ type: 'joined', room: room.name, color: seat.color, token: seat.token, resumed: seat.resumed });
      broadcast(room);
      aiTurn(room);
      return;
    }
    const room = client.room;
    if (!room) throw new ProtocolError('NOT_IN_ROOM');
    if (msg.room !== undefined && msg.room !== room.name) throw new ProtocolError('WRONG_ROOM');
    if (msg.type === 'move') {
      room.move(client, msg.x, msg.y);
      broadcast(room);
      aiTurn(room);
    } else if (msg.type === 'undo') {
      const asked = room.requestUndo(client);
      asked?.send({ type: 'undo-request', room: room.name, from: room.colorOf(client) });
      broadcast(room);
    } else if (msg.type === 'undo-accept') {
      room.acceptUndo(client);
      broadcast(room);
      aiTurn(room);
    }
  }

  const http = createServer((req, res) => {
    serveStatic(req, res).catch(() => { if (!res.headersSent) res.writeHead(500).end(); });
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxMessageBytes });
  http.on('upgrade', (req, socket, head) => {
    if (new URL(req.url, 'http://x').pathname !== '/ws') {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws));
  });

  wss.on('connection', (ws) => {
    const client = new Client(ws, limits);
    clients.add(client);
    ws.on('message', (data, isBinary) => {
      if (!client.spend()) {
        client.refused++;
        if (client.refused > limits.floodDisconnect) ws.close(CLOSE_POLICY, 'flood');
        else client.error('RATE_LIMITED', 'too many messages: slow down');
        return;
      }
      try {
        if (isBinary) throw new ProtocolError('BAD_MESSAGE', 'binary frames are not messages');
        handle(client, parseMessage(data.toString('utf8')));
      } catch (err) {
        if (!(err instanceof ProtocolError)) {
          console.error('server error:', err);
          client.error('BAD_MESSAGE', 'the server could not handle that message');
          return;
        }
        client.error(err.code, err.message);
      }
    });
    // ws closes with 1009 itself when a frame exceeds maxPayload; 'error' must
    // be handled so that it never becomes an uncaught exception.
    ws.on('error', () => {});
    ws.on('close', () => {
      clients.delete(client);
      if (client.room) {
        client.room.leave(client);
        broadcast(client.room);
      }
    });
  });

  // Heartbeat: a ping every heartbeatMs; a client that missed two is dropped.
  const heartbeat = setInterval(() => {
    for (const c of clients) {
      if (c.missed >= limits.missedBeats) {
        c.ws.terminate();
        continue;
      }
      c.missed++;
      c.send({ type: 'ping' });
    }
    const now = Date.now();
    for (const [name, room] of rooms)
      if (room.clients.length === 0 && now - room.emptySince > limits.emptyRoomMs) {
        rooms.delete(name);
        room.free();
      }
  }, limits.heartbeatMs);

  await new Promise((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? 8080, options.host ?? '127.0.0.1', resolve);
  });

  return {
    port: http.address().port,
    rooms,
    clients,
    async close() {
      clearInterval(heartbeat);
      for (const c of clients) c.ws.terminate();
      await new Promise((resolve) => wss.close(resolve));
      await new Promise((resolve) => http.close(resolve));
      if (ai) await ai.terminate();
      for (const room of rooms.values()) room.free();
      rooms.clear();
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: {
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: '127.0.0.1' },
  } });
  const server = await startServer({ port: Number(values.port), host: values.host });
  console.log(`libgomoku server: http://${values.host}:${server.port}/ (WebSocket at /ws)`);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => server.close().then(() => process.exit(0)));
}
