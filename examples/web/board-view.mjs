// SPDX-License-Identifier: MIT
// The Canvas board: lines, edge coordinates, star points, shaded stones, the
// last-move marker, the winning line and renju's forbidden points. Pixel
// positions and click mapping come from the library's geometry (CSS pixels;
// the canvas is scaled by devicePixelRatio so it stays sharp).

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const MARGIN = 1.2; // spacings between the outer lines and the canvas edge

/** Star points: the centre, and the 4th lines from the edges on 13x13 and up. */
function starPoints(w, h) {
  const c = [[(w - 1) / 2, (h - 1) / 2]].filter(([x, y]) => Number.isInteger(x) && Number.isInteger(y));
  if (w < 13 || h < 13) return c;
  const e = 3;
  return c.concat([[e, e], [w - 1 - e, e], [e, h - 1 - e], [w - 1 - e, h - 1 - e]]);
}

export class BoardView {
  /**
   * @param {HTMLCanvasElement} canvas
   * @param {import('../../bindings/js/gomoku.d.ts').Gomoku} gmk
   */
  constructor(canvas, gmk) {
    this.canvas = canvas;
    this.gmk = gmk;
    this.geometry = null;
  }

  /** Re-fits the geometry to the canvas's CSS size and the board size. */
  resize(width, height) {
    const rect = this.canvas.getBoundingClientRect();
    const dpr = window.devicePixelRatio || 1;
    this.canvas.width = Math.round(rect.width * dpr);
    this.canvas.height = Math.round(rect.height * dpr);
    this.dpr = dpr;
    this.geometry = this.gmk.geometry({ width, height }).fit(rect.width, rect.height, MARGIN);
  }

  /** The intersection under a mouse event, or null (off the board, between points). */
  pointAt(event) {
    const rect = this.canvas.getBoundingClientRect();
    return this.geometry.fromPixel(event.clientX - rect.left, event.clientY - rect.top);
  }

  /**
   * @param {{width: number, height: number, stones: {x: number, y: number, color: string}[],
   *          last: {x: number, y: number}|null, line: object[]|null,
   *          forbidden: {x: number, y: number}[]}} s
   */
  draw(s) {
    const g = this.geometry;
    const ctx = this.canvas.getContext('2d');
    ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    const cssW = this.canvas.width / this.dpr;
    const cssH = this.canvas.height / this.dpr;
    ctx.fillStyle = '#dcb36b';
    ctx.fillRect(0, 0, cssW, cssH);
    const px = (x, y) => g.toPixel(x, y);
    const sp = g.spacing;

    ctx.strokeStyle = '#3b2a14';
    ctx.lineWidth = 1;
    for (let x = 0; x < s.width; x++) {
      const a = px(x, 0), b = px(x, s.height - 1);
      line(ctx, a.px, a.py, b.px, b.py);
    }
    for (let y = 0; y < s.height; y++) {
      const a = px(0, y), b = px(s.width - 1, y);
      line(ctx, a.px, a.py, b.px, b.py);
    }
    ctx.fillStyle = '#3b2a14';
    for (const [x, y] of starPoints(s.width, s.height)) disc(ctx, px(x, y), Math.max(2, sp * 0.1));

    // Coordinates as RIF names: letters left to right, numbers from the bottom.
    ctx.font = `${Math.max(9, sp * 0.32)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let x = 0; x < s.width; x++) {
      const p = px(x, s.height - 1);
      ctx.fillText(LETTERS[x] ?? String(x), p.px, p.py + sp * 0.75);
    }
    for (let y = 0; y < s.height; y++) {
      const p = px(0, y);
      ctx.fillText(String(s.height - y), p.px - sp * 0.75, p.py);
    }

    ctx.strokeStyle = '#c0392b';
    ctx.lineWidth = Math.max(1.5, sp * 0.07);
    for (const f of s.forbidden) {
      const p = px(f.x, f.y);
      const r = sp * 0.18;
      line(ctx, p.px - r, p.py - r, p.px + r, p.py + r);
      line(ctx, p.px - r, p.py + r, p.px + r, p.py - r);
    }

    for (const st of s.stones) this.stone(ctx, px(st.x, st.y), sp * 0.46, st.color);

    if (s.last) {
      const p = px(s.last.x, s.last.y);
      const last = s.stones.find((st) => st.x === s.last.x && st.y === s.last.y);
      ctx.fillStyle = last?.color === 'black' ? '#f5f5f5' : '#111';
      disc(ctx, p, sp * 0.1);
    }
    if (s.line) {
      const a = px(s.line[0].x, s.line[0].y), b = px(s.line[1].x, s.line[1].y);
      ctx.strokeStyle = 'rgba(214, 48, 49, 0.85)';
      ctx.lineWidth = Math.max(3, sp * 0.12);
      ctx.lineCap = 'round';
      line(ctx, a.px, a.py, b.px, b.py);
      ctx.lineCap = 'butt';
    }
  }

  stone(ctx, p, r, color) {
    // Light from the upper left: a radial gradient, offset towards it.
    const grad = ctx.createRadialGradient(p.px - r * 0.35, p.py - r * 0.35, r * 0.1, p.px, p.py, r);
    if (color === 'black') {
      grad.addColorStop(0, '#666');
      grad.addColorStop(1, '#080808');
    } else {
      grad.addColorStop(0, '#ffffff');
      grad.addColorStop(1, '#c9c9c9');
    }
    ctx.fillStyle = grad;
    ctx.beginPath();
    ctx.arc(p.px, p.py, r, 0, 2 * Math.PI);
    ctx.fill();
    ctx.strokeStyle = 'rgba(0, 0, 0, 0.45)';
    ctx.lineWidth = 0.75;
    ctx.stroke();
  }
}

function line(ctx, x1, y1, x2, y2) {
  ctx.beginPath();
  ctx.moveTo(x1, y1);
  ctx.lineTo(x2, y2);
  ctx.stroke();
}

function disc(ctx, p, r) {
  ctx.beginPath();
  ctx.arc(p.px, p.py, r, 0, 2 * Math.PI);
  ctx.fill();
}
