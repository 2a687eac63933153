// Board geometry for the SVG boards: cell outlines and centres in SVG space (y down), and the
// cell under a pointer. Board units come from @knossos/topology (one cell is 1, y up).
import type { Point, Topology } from '@knossos/topology';

/** A point in SVG units: board units with y flipped (y grows downwards). */
export interface SvgPoint {
  readonly x: number;
  readonly y: number;
}

/** A board point as an SVG point. */
export const toSvg = (p: Point): SvgPoint => ({ x: p.x, y: -p.y });

/** An SVG point as a board point. */
export const toBoard = (p: SvgPoint): Point => ({ x: p.x, y: -p.y });

/** The SVG `viewBox` of a board, with `margin` board units round it. */
export function viewBoxOf(t: Topology, margin = 0.2): string {
  const { min, max } = t.bounds();
  const w = max.x - min.x + 2 * margin;
  const h = max.y - min.y + 2 * margin;
  return `${min.x - margin} ${-max.y - margin} ${w} ${h}`;
}

/** A cell's centre in SVG units. */
export const centreOf = (t: Topology, cell: number): SvgPoint => toSvg(t.center(cell));

/**
 * A cell's outline as an SVG `points` string: the ends of its straight sides, in order round its
 * centre (cells of square and hex grids are convex).
 */
export function outlineOf(t: Topology, cell: number): string {
  const c = t.center(cell);
  const corners: Point[] = [];
  for (let s = 0; s < t.slotCount(cell); s++) {
    const edge = t.edgeOf(cell, s);
    if (edge?.kind !== 'segment') continue;
    for (const p of [edge.a, edge.b]) {
      if (!corners.some((q) => Math.hypot(q.x - p.x, q.y - p.y) < 1e-6)) corners.push(p);
    }
  }
  corners.sort((p, q) => Math.atan2(p.y - c.y, p.x - c.x) - Math.atan2(q.y - c.y, q.x - c.x));
  return corners.map((p) => `${round(p.x)},${round(-p.y)}`).join(' ');
}

const round = (v: number) => Math.round(v * 1000) / 1000;

/** The SVG point under a pointer event's client position. */
export function svgPointAt(svg: SVGSVGElement, clientX: number, clientY: number): SvgPoint {
  const m = svg.getScreenCTM();
  if (m === null) return { x: Number.NaN, y: Number.NaN };
  const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
  return { x: p.x, y: p.y };
}

/**
 * The cells a pointer passes over going from `from` to `to` (SVG units), sampled every fifth
 * of a cell, in order, without repeats, the cell at `from` left out; −1 (off the board) skipped.
 */
export function cellsAlong(t: Topology, from: SvgPoint, to: SvgPoint): number[] {
  const steps = Math.max(1, Math.ceil(Math.hypot(to.x - from.x, to.y - from.y) / 0.2));
  const cells: number[] = [];
  let last = t.cellAt(toBoard(from));
  for (let i = 1; i <= steps; i++) {
    const f = i / steps;
    const cell = t.cellAt(
      toBoard({ x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f }),
    );
    if (cell >= 0 && cell !== last) cells.push(cell);
    if (cell >= 0) last = cell;
  }
  return cells;
}
