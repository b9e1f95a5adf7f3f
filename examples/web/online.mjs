// SPDX-License-Identifier: MIT
// The page's online mode: a WebSocket to server/server.mjs. The server owns
// the game; this side sends moves and renders each `update` (rebuilt from the
// JSON record the server sends, so forbidden points are the library's too).
// A dropped connection is retried with the seat's token.
const RETRY_MS = 1000;

export class Online {
  /**
   * @param {{gmk: object, room: string, name: string, log: (s: string) => void,
   *          onState: (board: object) => void, url?: string}} options
   */
  constructor({ gmk, room, name, log, onState, url }) {
    this.gmk = gmk;
    this.room = room || 'lobby';
    this.name = name || 'player';
    this.log = log;
    this.onState = onState;
    this.url = url ?? `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
    this.color = null;
    this.token = null;
    this.toMove = 'black';
    this.over = false;
    this.connected = false;
    this.closed = false;
    this.connect();
  }

  connect() {
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      this.connected = true;
      ws.send(JSON.stringify({ type: 'join', room: this.room, name: this.name,
        ...(this.token ? { token: this.token } : {}) }));
    };
    ws.onmessage = (event) => this.receive(JSON.parse(event.data));
    ws.onclose = () => {
      this.connected = false;
      if (this.closed) return;
      this.log(`connection lost; retrying in ${RETRY_MS} ms`);
      setTimeout(() => { if (!this.closed) this.connect(); }, RETRY_MS);
    };
  }

  receive(msg) {
    if (msg.type === 'ping') this.send({ type: 'pong' });
    else if (msg.type === 'joined') {
      this.color = msg.color;
      this.token = msg.token;
      this.log(`joined room ${msg.room} as ${msg.color ?? 'spectator'}${msg.resumed ? ' (resumed)' : ''}`);
    } else if (msg.type === 'update') {
      this.toMove = msg.toMove;
      this.over = msg.result.state !== 'ongoing';
      this.onState(this.gmk.boardFromJSON(msg.record));
    } else if (msg.type === 'undo-request') {
      this.log(`${msg.from} asks to undo: accepting`);
      this.send({ type: 'undo-accept' });
    } else if (msg.type === 'error') {
      this.log(`server: ${msg.code}: ${msg.message}`);
    }
  }

  send(msg) {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(msg));
  }

  myTurn() { return this.connected && !this.over && this.color === this.toMove; }

  move(p) { this.send({ type: 'move', room: this.room, x: p.x, y: p.y }); }

  requestUndo() { this.send({ type: 'undo' }); }

  close() {
    this.closed = true;
    this.ws.close();
  }
}
