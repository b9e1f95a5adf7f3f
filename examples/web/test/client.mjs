// SPDX-License-Identifier: MIT
// A scripted WebSocket client for the server tests: it queues what the
// server sends and waits for a message that matches.
import WebSocket from 'ws';

const WAIT_MS = 10_000;

export class TestClient {
  static async open(port, { autoPong = true } = {}) {
    const c = new TestClient(new WebSocket(`ws://127.0.0.1:${port}/ws`), autoPong);
    await new Promise((resolve, reject) => {
      c.ws.once('open', resolve);
      c.ws.once('error', reject);
    });
    return c;
  }

  constructor(ws, autoPong) {
    this.ws = ws;
    this.inbox = [];
    this.waiters = [];
    this.closed = new Promise((resolve) => ws.once('close', (code) => resolve(code)));
    ws.on('message', (data) => {
      const msg = JSON.parse(data.toString());
      if (msg.type === 'ping' && autoPong) this.send({ type: 'pong' });
      this.inbox.push(msg);
      this.waiters = this.waiters.filter((w) => !w.check());
    });
    ws.on('error', () => {});
  }

  send(msg) { this.ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg)); }

  /** The first queued message matching pred (removed from the queue). */
  next(pred, what = 'a message') {
    return new Promise((resolve, reject) => {
      const w = {
        check: () => {
          const i = this.inbox.findIndex(pred);
          if (i < 0) return false;
          clearTimeout(w.timer);
          resolve(this.inbox.splice(i, 1)[0]);
          return true;
        },
      };
      if (w.check()) return;
      w.timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), WAIT_MS);
      this.waiters.push(w);
    });
  }

  type(t) { return this.next((m) => m.type === t, t); }

  error(code) { return this.next((m) => m.type === 'error', `error ${code}`); }

  /** The next update whose move list has n moves. */
  update(n) { return this.next((m) => m.type === 'update' && m.moves.length === n, `update with ${n} moves`); }

  async join(room, extra = {}) {
    this.send({ type: 'join', room, name: 'test', ...extra });
    const joined = await this.next((m) => m.type === 'joined' || m.type === 'error', 'joined');
    return joined;
  }

  close() { this.ws.close(); return this.closed; }
}
