// SPDX-License-Identifier: MIT
// The page: a game against the AI (in a Web Worker), or online through
// server/server.mjs (online.mjs). The library decides everything about the
// rules; this file only wires the controls. window.gomokuPage exposes the
// state to the browser test (test/browser.test.mjs).
import { Gomoku } from '../../bindings/js/index.mjs';
import { BoardView } from './board-view.mjs';
import { Online } from './online.mjs';

const $ = (id) => document.getElementById(id);
const AI_TIME_MS = 1500;
const LOG_LIMIT = 200;

const gmk = await Gomoku.load({ wasm: new URL('../../bindings/js/dist/gomoku.wasm', import.meta.url) });
const view = new BoardView($('board'), gmk);
const worker = new Worker(new URL('./ai-worker.mjs', import.meta.url), { type: 'module' });
const events = [];

const game = {
  board: null,
  human: 'black',
  thinking: false,
  request: 0,
  replay: null,       // a ply index while the slider looks back, else null
  online: null,       // an Online session while playing on the server
};

function log(text) {
  events.push(text);
  const li = document.createElement('li');
  li.textContent = text;
  $('log').append(li);
  while ($('log').children.length > LOG_LIMIT) $('log').firstChild.remove();
  $('log').scrollTop = $('log').scrollHeight;
}

function setStatus(text) { $('status').textContent = text; }

function name(p) {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return `${letters[p.x] ?? p.x}${game.board.height - p.y}`;
}

/** The position to draw: the live board, or the replay slider's ply. */
function snapshot() {
  const live = game.board;
  const moves = live.moves;
  const ply = game.replay ?? moves.length;
  const b = live.clone();
  try {
    for (let i = moves.length; i > ply; i--) b.undo();
    const stones = [];
    for (let y = 0; y < b.height; y++)
      for (let x = 0; x < b.width; x++) {
        const c = b.at(x, y);
        if (c !== 'empty') stones.push({ x, y, color: c });
      }
    const r = b.result();
    return {
      width: b.width, height: b.height, stones, result: r,
      last: ply > 0 ? moves[ply - 1] : null,
      line: r.line,
      forbidden: r.state === 'ongoing' && b.toMove === 'black' ? b.forbiddenPoints() : [],
    };
  } finally {
    b.free();
  }
}

function render() {
  const s = snapshot();
  view.draw(s);
  const n = game.board.moves.length;
  $('replay').max = String(n);
  if (game.replay === null) $('replay').value = String(n);
  $('board').classList.toggle('locked', locked());
  if (!game.thinking) setStatus(describe(s.result));
}

function describe(r) {
  if (r.state === 'win') return `${r.winner} wins (${r.reason})`;
  if (r.state === 'draw') return 'draw: the board is full';
  const turn = game.board.toMove;
  if (game.online) return `${turn} to move — you are ${game.online.color ?? 'watching'}`;
  return `${turn} to move${turn === game.human ? ' (you)' : ''}`;
}

function locked() {
  if (game.thinking || game.replay !== null) return true;
  if (game.board.result().state !== 'ongoing') return true;
  if (game.online) return !game.online.myTurn();
  return game.board.toMove !== game.human;
}

function newGame(board = null) {
  game.request++; // a search still running answers a game that is gone
  game.thinking = false;
  game.board?.free();
  game.board = board ?? gmk.newBoard({
    width: Number($('size').value), height: Number($('size').value), rule: $('rule').value,
  });
  game.replay = null;
  view.resize(game.board.width, game.board.height);
  log(`new game: ${game.board.width}x${game.board.height}, ${$('rule').value}, you play ${game.human}`);
  render();
  maybeAiMove();
}

/** Asks the worker for a move (play = false: a hint only). */
function think(play) {
  const id = ++game.request;
  game.thinking = true;
  render();
  const started = performance.now();
  setStatus('thinking…');
  worker.onmessage = ({ data }) => {
    if (data.id !== id) return;
    if (data.type === 'info') {
      const { depth, score } = data.info;
      setStatus(`thinking: depth ${depth}, score ${score}, ${Math.round(performance.now() - started)} ms`);
      return;
    }
    game.thinking = false;
    if (data.type === 'error') {
      log(`AI error: ${data.name}: ${data.message}`);
    } else if (play) {
      game.board.play(data.result.best.x, data.result.best.y);
      log(`AI plays ${name(data.result.best)} (depth ${data.result.depth}, score ${data.result.score})`);
      announce();
    } else {
      log(`hint: ${name(data.result.best)} (score ${data.result.score})`);
    }
    render();
  };
  worker.postMessage({ id, record: game.board.toJSON(), limits: { level: Number($('level').value), timeMs: AI_TIME_MS } });
}

function maybeAiMove() {
  if (game.online || game.thinking) return;
  if (game.board.result().state === 'ongoing' && game.board.toMove !== game.human) think(true);
}

function announce() {
  const r = game.board.result();
  if (r.state !== 'ongoing') log(`game over: ${describe(r)}`);
}

function onClick(event) {
  const p = view.pointAt(event);
  if (!p) {
    log('click outside the board: ignored');
    return;
  }
  if (locked()) return; // the AI is thinking, replaying, over, or not our turn
  if (game.online) {
    game.online.move(p);
    return;
  }
  try {
    game.board.play(p.x, p.y);
  } catch (err) {
    log(`refused ${name(p)}: ${err.name} ${err.message}`);
    return;
  }
  log(`you play ${name(p)}`);
  announce();
  render();
  maybeAiMove();
}

function undo() {
  if (game.thinking) return;
  if (game.online) { game.online.requestUndo(); return; }
  // Take back the AI's reply and our move, so it is our turn again.
  try {
    game.board.undo();
    if (game.board.toMove !== game.human && game.board.moves.length > 0) game.board.undo();
    log('undo');
  } catch (err) {
    log(`undo: ${err.message}`);
  }
  game.replay = null;
  render();
  maybeAiMove();
}

function redo() {
  if (game.thinking || game.online) return;
  try {
    game.board.redo();
    log('redo');
  } catch (err) {
    log(`redo: ${err.message}`);
  }
  render();
}

function save() {
  const blob = new Blob([game.board.toJSON()], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = 'gomoku-game.json';
  a.click();
  URL.revokeObjectURL(a.href);
  log('saved the game as JSON');
}

async function load(file) {
  try {
    const board = gmk.boardFromJSON(await file.text());
    game.human = board.toMove;
    newGame(board);
    log(`loaded ${file.name}: ${board.moves.length} moves`);
  } catch (err) {
    log(`cannot load ${file.name}: ${err.message}`);
  }
}

$('board').addEventListener('click', onClick);
/** A local game again: leaves the online room, if any. */
function localGame() {
  if (game.online) {
    game.online.close();
    game.online = null;
    log('left the online room');
  }
  newGame();
}

$('new').addEventListener('click', localGame);
$('undo').addEventListener('click', undo);
$('redo').addEventListener('click', redo);
$('hint').addEventListener('click', () => { if (!locked()) think(false); });
$('swap').addEventListener('click', () => {
  if (game.online) return;
  game.human = game.human === 'black' ? 'white' : 'black';
  log(`you now play ${game.human}`);
  render();
  maybeAiMove();
});
for (const id of ['rule', 'size']) $(id).addEventListener('change', localGame);
$('replay').addEventListener('input', () => {
  const v = Number($('replay').value);
  game.replay = v >= game.board.moves.length ? null : v;
  render();
});
$('save').addEventListener('click', save);
$('load').addEventListener('change', () => { if ($('load').files[0]) load($('load').files[0]); });
$('join').addEventListener('click', () => {
  game.online?.close();
  game.online = new Online({ gmk, room: $('room').value.trim(), name: $('name').value.trim(), log,
    onState: (board) => { game.board?.free(); game.board = board; game.replay = null; render(); } });
  game.request++;
  game.thinking = false;
});
window.addEventListener('resize', () => { view.resize(game.board.width, game.board.height); render(); });

newGame();

window.gomokuPage = {
  state: () => ({
    width: game.board.width,
    height: game.board.height,
    moves: game.board.moves,
    toMove: game.board.toMove,
    result: game.board.result(),
    thinking: game.thinking,
    human: game.human,
    forbidden: game.board.toMove === 'black' ? game.board.forbiddenPoints() : [],
    online: game.online ? { color: game.online.color, connected: game.online.connected } : null,
    events: [...events],
  }),
  /** The CSS pixel centre of intersection (x, y) relative to the canvas. */
  pixelOf: (x, y) => view.geometry.toPixel(x, y),
};
setStatus(describe(game.board.result()));
