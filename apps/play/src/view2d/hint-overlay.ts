// The 2D view's hint: a gold arrow with a dark rim, drawn over the rendered maze picture in its
// pixels (through @knossos/export's pictureFrame), from the player's piece toward the next move,
// pulsing until the next move.
import type { Frame, Point } from '@knossos/export';

/** A hint to draw, in board units (the sketch's). */
export interface HintMark {
  /** The player's cell centre. */
  readonly from: Point;
  /** The point it points toward (the next cell's centre, or one cell along a roll). */
  readonly to: Point;
  /** Whether the move leaves this floor (stairs): a ring round the piece instead of an arrow. */
  readonly climb: boolean;
}

/** The arrow's gold and its rim. */
const GOLD = '#f2b705';
const RIM = '#5c3d00';

const n = (v: number) => (Math.round(v * 100) / 100).toString();

/**
 * The SVG markup (one `<g>`, pixels of `frame`) of `hint` on a picture of cells `cell` board
 * units across; `still` leaves out the pulse (reduced motion).
 */
export function hintSvg(hint: HintMark, frame: Frame, cell: number, still: boolean): string {
  const c = cell * frame.scale;
  const p0 = frame.toPixel(hint.from);
  const pulse = still
    ? ''
    : '<animate attributeName="opacity" values="1;0.55;1" dur="1s" repeatCount="indefinite"/>';
  if (hint.climb) {
    const r = 0.42 * c;
    return (
      `<g class="maze-hint" pointer-events="none">${pulse}` +
      `<circle cx="${n(p0.x)}" cy="${n(p0.y)}" r="${n(r)}" fill="none" stroke="${RIM}" stroke-width="${n(0.16 * c)}"/>` +
      `<circle cx="${n(p0.x)}" cy="${n(p0.y)}" r="${n(r)}" fill="none" stroke="${GOLD}" stroke-width="${n(0.1 * c)}"/></g>`
    );
  }
  const p1 = frame.toPixel(hint.to);
  const dx = p1.x - p0.x;
  const dy = p1.y - p0.y;
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  // Sized by the step to the next centre (a cell on square boards, more between hex centres):
  // from the piece's edge to nearly that centre.
  const d = Math.min(Math.max(len, 0.8 * c), 2 * c);
  const tail = Math.max(0.3 * c, 0.28 * d);
  const tip = 0.98 * d;
  const head = 0.42 * d;
  const half = 0.32 * d;
  const at = (along: number, side: number) =>
    `${n(p0.x + ux * along - uy * side)},${n(p0.y + uy * along + ux * side)}`;
  const shaft = 0.13 * d;
  const arrow = [
    at(tail, shaft),
    at(tip - head, shaft),
    at(tip - head, half),
    at(tip, 0),
    at(tip - head, -half),
    at(tip - head, -shaft),
    at(tail, -shaft),
  ].join(' ');
  return (
    `<g class="maze-hint" pointer-events="none">${pulse}` +
    `<polygon points="${arrow}" fill="${GOLD}" stroke="${RIM}" stroke-width="${n(0.06 * c)}" stroke-linejoin="round"/></g>`
  );
}
