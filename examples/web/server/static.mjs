// SPDX-License-Identifier: MIT
// Serves the page and the library files it imports, and nothing else: the
// URL paths are the repository's, so the page's relative imports
// (../../bindings/js/...) work the same here and under any static server.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PAGE = '/examples/web/';
const ALLOWED = ['examples/web/', 'bindings/js/index.mjs', 'bindings/js/src/', 'bindings/js/dist/gomoku.wasm'];
const DENIED = ['examples/web/node_modules/', 'examples/web/server/', 'examples/web/test/'];
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm', '.json': 'application/json', '.png': 'image/png',
};

function allowed(rel) {
  return ALLOWED.some((a) => rel === a || (a.endsWith('/') && rel.startsWith(a)))
    && !DENIED.some((d) => rel.startsWith(d));
}

/** Answers a GET for the page or one of its files; 404 for everything else. */
export async function serveStatic(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  let path;
  try {
    path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  } catch {
    res.writeHead(400).end();
    return;
  }
  if (path === '/') {
    res.writeHead(302, { Location: PAGE }).end();
    return;
  }
  if (path.endsWith('/')) path += 'index.html';
  const rel = normalize(path.slice(1)).split(sep).join('/');
  if (rel.startsWith('..') || !allowed(rel)) {
    res.writeHead(404).end('not found');
    return;
  }
  const file = ROOT + rel;
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new Error('not a file');
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Length': info.size,
      'Cache-Control': 'no-cache',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  } catch {
    res.writeHead(404).end('not found');
  }
}
