// SPDX-License-Identifier: MIT
// The page in Debian's Chromium (playwright-core, headless): clicks become
// stones where clicked, the AI answers, renju's forbidden point is marked and
// refused, undo works, a screenshot is saved; the page also runs from
// python3 -m http.server; then two pages play one online game through the
// server. Skips (with the reason) only where the browser cannot start.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../server/server.mjs';

const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
// The README's picture is examples/web/screenshot.png, made with
// GMK_SCREENSHOT=examples/web/screenshot.png; by default a run leaves the tree alone.
const SCREENSHOT = process.env.GMK_SCREENSHOT ?? join(tmpdir(), 'gomoku-web-screenshot.png');
// The flags that keep Chromium quiet on a machine without outside network.
const ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync'];
const WAIT_MS = 20_000;

let server;
let context = null;
let profile;
let skipReason = null;

before(async () => {
  server = await startServer({ port: 0 });
  profile = mkdtempSync(join(tmpdir(), 'gomoku-chromium-'));
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM, headless: true, args: ARGS,
      viewport: { width: 1100, height: 720 }, deviceScaleFactor: 2,
    });
  } catch (err) {
    skipReason = `Chromium cannot start (${CHROMIUM}): ${err.message.split('\n')[0]}`;
  }
});

after(async () => {
  await context?.close();
  await server.close();
  rmSync(profile, { recursive: true, force: true });
});

async function openPage(url = `http://127.0.0.1:${server.port}/`) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto(url);
  await page.waitForFunction(() => window.gomokuPage !== undefined, null, { timeout: WAIT_MS });
  page.errors = errors;
  return page;
}

const state = (page) => page.evaluate(() => window.gomokuPage.state());

/** Clicks the canvas at intersection (x, y), through the page's own geometry. */
async function clickPoint(page, x, y) {
  const { px, py } = await page.evaluate(([a, b]) => window.gomokuPage.pixelOf(a, b), [x, y]);
  const box = await page.locator('#board').boundingBox();
  await page.mouse.click(box.x + px, box.y + py);
}

test('local game: stones where clicked, the AI answers, undo, hint, swap, outside clicks ignored', async (t) => {
  if (skipReason) return t.skip(skipReason);
  const page = await openPage();
  await page.selectOption('#level', '10');
  await clickPoint(page, 7, 7);
  await page.waitForFunction(() => window.gomokuPage.state().moves.length === 2, null, { timeout: WAIT_MS });
  let s = await state(page);
  assert.deepEqual(s.moves[0], { x: 7, y: 7 });
  assert.equal(s.thinking, false);
  assert.ok(s.events.some((e) => e.startsWith('AI plays')));
  // A click off the board changes nothing.
  const box = await page.locator('#board').boundingBox();
  await page.mouse.click(box.x + 2, box.y + 2);
  await clickPoint(page, 3, 11);
  await page.waitForFunction(() => window.gomokuPage.state().moves.length === 4, null, { timeout: WAIT_MS });
  s = await state(page);
  assert.deepEqual(s.moves[2], { x: 3, y: 11 });
  assert.ok(s.events.includes('click outside the board: ignored'));
  await page.click('#undo');
  s = await state(page);
  assert.equal(s.moves.length, 2);
  assert.equal(s.toMove, 'black');
  await page.click('#hint');
  await page.waitForFunction(() => window.gomokuPage.state().events.some((e) => e.startsWith('hint: ')),
    null, { timeout: WAIT_MS });
  assert.equal((await state(page)).moves.length, 2, 'a hint plays nothing');
  // Swap colours: the human takes white, so the AI moves for black at once.
  await page.click('#swap');
  await page.waitForFunction(() => window.gomokuPage.state().moves.length === 3, null, { timeout: WAIT_MS });
  assert.equal((await state(page)).human, 'white');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('renju: the forbidden point is marked and a click on it is refused; screenshot', async (t) => {
  if (skipReason) return t.skip(skipReason);
  const page = await openPage();
  await page.selectOption('#rule', 'renju');
  // Set up a double three for black at h8 through a loaded record, then click h8.
  const record = await page.evaluate(async () => {
    const { Gomoku } = await import('/bindings/js/index.mjs');
    const gmk = await Gomoku.load({ wasm: '/bindings/js/dist/gomoku.wasm' });
    const b = gmk.newBoard({ rule: 'renju' });
    for (const m of ['f8', 'a15', 'g8', 'c15', 'h6', 'e15', 'h7', 'o1']) b.play(m);
    const text = b.toJSON();
    b.free();
    return text;
  });
  await page.setInputFiles('#load', { name: 'fouls.json', mimeType: 'application/json', buffer: Buffer.from(record) });
  await page.waitForFunction(() => window.gomokuPage.state().moves.length === 8, null, { timeout: WAIT_MS });
  const s = await state(page);
  assert.equal(s.toMove, 'black');
  assert.equal(s.human, 'black');
  assert.ok(s.forbidden.some((p) => p.x === 7 && p.y === 7), 'h8 is listed as forbidden');
  await clickPoint(page, 7, 7);
  const after = await state(page);
  assert.equal(after.moves.length, 8, 'the foul was refused');
  assert.ok(after.events.some((e) => e.includes('GMK_EFORBIDDEN')));
  await page.screenshot({ path: SCREENSHOT });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the page works from any static server too (python3 -m http.server)', async (t) => {
  if (skipReason) return t.skip(skipReason);
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const python = spawn('/usr/bin/python3', ['-m', 'http.server', '0', '--bind', '127.0.0.1'],
    { cwd: root, env: { ...process.env, PYTHONUNBUFFERED: '1' } });
  try {
    const port = await new Promise((resolve, reject) => {
      let out = '';
      python.stdout.on('data', (d) => {
        out += d;
        const m = out.match(/port (\d+)/);
        if (m) resolve(Number(m[1]));
      });
      python.once('exit', (code) => reject(new Error(`http.server exited ${code}`)));
    });
    const page = await openPage(`http://127.0.0.1:${port}/examples/web/`);
    await page.selectOption('#level', '10');
    await clickPoint(page, 4, 4);
    await page.waitForFunction(() => window.gomokuPage.state().moves.length === 2, null, { timeout: WAIT_MS });
    assert.deepEqual((await state(page)).moves[0], { x: 4, y: 4 });
    assert.deepEqual(page.errors, []);
    await page.close();
  } finally {
    python.kill();
  }
});

test('online: two pages play one game through the server', async (t) => {
  if (skipReason) return t.skip(skipReason);
  const black = await openPage();
  const white = await openPage();
  for (const [page, name] of [[black, 'ann'], [white, 'bob']]) {
    await page.fill('#room', 'browser-room');
    await page.fill('#name', name);
    await page.click('#join');
    await page.waitForFunction(() => window.gomokuPage.state().online?.color, null, { timeout: WAIT_MS });
  }
  assert.equal((await state(black)).online.color, 'black');
  assert.equal((await state(white)).online.color, 'white');
  const moves = [[3, 7], [3, 8], [4, 7], [4, 8], [5, 7], [5, 8], [6, 7], [6, 8], [7, 7]];
  for (let i = 0; i < moves.length; i++) {
    await clickPoint(i % 2 === 0 ? black : white, ...moves[i]);
    for (const page of [black, white])
      await page.waitForFunction((n) => window.gomokuPage.state().moves.length === n, i + 1, { timeout: WAIT_MS });
  }
  for (const page of [black, white]) {
    const s = await state(page);
    assert.equal(s.result.winner, 'black');
    assert.deepEqual(s.moves.map((p) => [p.x, p.y]), moves);
  }
  assert.deepEqual(server.rooms.get('browser-room').board.moves.map((p) => [p.x, p.y]), moves);
  await black.close();
  await white.close();
});
