// The 3D view's geometry, in Node: the wall pieces match the passages (every closed side one
// wall, none where a passage is open), arcs stay near their circle, floor tiles cover their
// cells, and gimmicks and bridges sit on their sides (motion: view-motion.test.ts).
import { generate, type MazeData } from '@knossos/maze';
import { createTopology, type Topology } from '@knossos/topology';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ARC_TOLERANCE, layoutMaze, sideSpan, tessellateArc } from '../src/view3d/layout.js';

/** Small mazes of every grid, with floors, holes, shapes, weave, doors, gates and open borders. */
const settings = fc.record({
  grid: fc.constantFrom('square', 'hex', 'triangle', 'circular'),
  width: fc.integer({ min: 3, max: 7 }),
  height: fc.integer({ min: 3, max: 6 }),
  rings: fc.integer({ min: 2, max: 4 }),
  floors: fc.constantFrom(1, 1, 2),
  holes: fc.constantFrom(0, 0, 0.1),
  weave: fc.constantFrom(0, 0, 2),
  shape: fc.constantFrom('none', 'none', 'circle'),
  keys: fc.constantFrom(0, 1),
  switches: fc.constantFrom(0, 1),
  openBorder: fc.boolean(),
  seed: fc.string({ minLength: 1, maxLength: 6 }),
});

const mazeOf = (s: Record<string, unknown>): { maze: MazeData; t: Topology } => {
  const maze = generate({ ...s, maxAttempts: 2, stateBudget: 20_000 });
  return { maze, t: createTopology(maze.board.passages.spec) };
};

/** The sides a wall must stand on, by the pictures' rule, each physical side named once. */
function expectedWalls(maze: MazeData, t: Topology): Set<string> {
  const json = maze.board.passages;
  const hole = new Set(json.holes);
  const open = (c: number, s: number) => ((json.masks[c]! >>> s) & 1) === 1;
  const gaps = new Set<string>();
  const gap = (c: number, s: number) => {
    if (s < 0) return;
    gaps.add(`${c}:${s}`);
    const o = t.neighbor(c, s);
    if (o >= 0) gaps.add(`${o}:${t.oppositeSlot(c, s)}`);
  };
  for (const e of maze.entrances) gap(e.cell, e.slot);
  for (const d of maze.board.doors) gap(d.cell, d.slot);
  for (const g of maze.board.gates) gap(g.cell, g.slot);
  for (const x of json.tunnels) {
    gap(x.over, t.slotTo(x.over, x.a));
    gap(x.over, t.slotTo(x.over, x.c));
  }
  const out = new Set<string>();
  for (let c = 0; c < t.cellCount; c++) {
    if (hole.has(c)) continue;
    for (let s = 0; s < t.slotCount(c); s++) {
      if (t.isStairSlot(c, s) || open(c, s) || gaps.has(`${c}:${s}`)) continue;
      const o = t.neighbor(c, s);
      // A side between two playable cells is named by its lower cell.
      const name = o >= 0 && !hole.has(o) && o < c ? `${o}:${t.oppositeSlot(c, s)}` : `${c}:${s}`;
      out.add(name);
    }
  }
  return out;
}

describe('the 3D layout', () => {
  it('stands exactly one wall on every closed side and none on an open one', () => {
    fc.assert(
      fc.property(settings, (s) => {
        const { maze, t } = mazeOf(s);
        const layout = layoutMaze(maze, t);
        const names = layout.sides.map((w) => `${w.cell}:${w.slot}`);
        expect(new Set(names).size).toBe(names.length);
        expect(new Set(names)).toEqual(expectedWalls(maze, t));
        for (const w of layout.sides) {
          expect(layout.isOpen(w.cell, w.slot)).toBe(false);
          expect(w.pieces.length).toBeGreaterThan(0);
        }
        // Every piece belongs to one side.
        expect(layout.sides.reduce((n, w) => n + w.pieces.length, 0)).toBe(layout.pieces.length);
      }),
      { numRuns: 40 },
    );
  });

  it('keeps wall pieces off open sides', () => {
    fc.assert(
      fc.property(settings, (s) => {
        const { maze, t } = mazeOf(s);
        const layout = layoutMaze(maze, t);
        const key = (f: number, x: number, y: number) =>
          `${f}:${Math.round(x * 1000)}:${Math.round(y * 1000)}`;
        const mids = new Set(
          layout.pieces.map((p) => key(p.floor, (p.x1 + p.x2) / 2, (p.y1 + p.y2) / 2)),
        );
        for (let c = 0; c < t.cellCount; c++) {
          for (let slot = 0; slot < t.slotCount(c); slot++) {
            if (!layout.isOpen(c, slot)) continue;
            const e = layout.edge(c, slot);
            if (e?.kind !== 'segment') continue;
            const mid = key(t.floorOf(c), (e.a.x + e.b.x) / 2, (e.a.y + e.b.y) / 2);
            expect(mids.has(mid)).toBe(false);
          }
        }
      }),
      { numRuns: 30 },
    );
  });

  it('lays a floor tile under every playable cell, with its centre inside', () => {
    fc.assert(
      fc.property(settings, (s) => {
        const { maze, t } = mazeOf(s);
        const layout = layoutMaze(maze, t);
        for (let c = 0; c < t.cellCount; c++) {
          const tri = layout.floorTriangles[c]!;
          if (layout.isHole(c)) {
            expect(tri.length).toBe(0);
            continue;
          }
          expect(tri.length % 9).toBe(0);
          const p = layout.centre(c);
          let inside = false;
          for (let i = 0; i < tri.length && !inside; i += 9) {
            const [ax, ay, bx, by, cx, cy] = [
              tri[i]!,
              tri[i + 1]!,
              tri[i + 3]!,
              tri[i + 4]!,
              tri[i + 6]!,
              tri[i + 7]!,
            ];
            const d1 = (p.x - bx) * (ay - by) - (ax - bx) * (p.y - by);
            const d2 = (p.x - cx) * (by - cy) - (bx - cx) * (p.y - cy);
            const d3 = (p.x - ax) * (cy - ay) - (cx - ax) * (p.y - ay);
            const neg = d1 < -1e-9 || d2 < -1e-9 || d3 < -1e-9;
            const pos = d1 > 1e-9 || d2 > 1e-9 || d3 > 1e-9;
            inside = !(neg && pos);
          }
          expect(inside).toBe(true);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('tessellates arcs within the tolerance of their radius, end to end', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.3, max: 60, noNaN: true }),
        fc.double({ min: -7, max: 7, noNaN: true }),
        fc.double({ min: 0.01, max: 2 * Math.PI, noNaN: true }),
        (radius, start, span) => {
          const center = { x: 1.5, y: -2 };
          const pts = tessellateArc(center, radius, start, start + span);
          const first = pts[0]!;
          const last = pts[pts.length - 1]!;
          expect(first.x).toBeCloseTo(center.x + radius * Math.cos(start), 9);
          expect(last.y).toBeCloseTo(center.y + radius * Math.sin(start + span), 9);
          for (let i = 0; i + 1 < pts.length; i++) {
            const m = { x: (pts[i]!.x + pts[i + 1]!.x) / 2, y: (pts[i]!.y + pts[i + 1]!.y) / 2 };
            const r = Math.hypot(m.x - center.x, m.y - center.y);
            // A chord's middle is its farthest point from the circle.
            expect(radius - r).toBeLessThanOrEqual(ARC_TOLERANCE + 1e-9);
            expect(Math.hypot(pts[i]!.x - center.x, pts[i]!.y - center.y)).toBeCloseTo(radius, 9);
          }
        },
      ),
    );
  });

  it('draws circular walls as arcs cut into pieces on the circle', () => {
    const { maze, t } = mazeOf({ grid: 'circular', rings: 4, seed: 'arc' });
    const layout = layoutMaze(maze, t);
    const arcs = layout.sides.filter((w) => layout.edge(w.cell, w.slot)?.kind === 'arc');
    expect(arcs.length).toBeGreaterThan(0);
    expect(arcs.some((w) => w.pieces.length > 1)).toBe(true);
  });
});

describe('gimmick places', () => {
  it('leaves door and gate sides without a wall and puts their piece on the side', () => {
    for (const seed of ['g1', 'g2', 'g3']) {
      const { maze, t } = mazeOf({
        grid: 'square',
        width: 7,
        height: 7,
        keys: 2,
        switches: 1,
        seed,
      });
      const layout = layoutMaze(maze, t);
      const walled = new Set(layout.sides.map((w) => `${w.cell}:${w.slot}`));
      const sides = [...maze.board.doors, ...maze.board.gates];
      expect(sides.length).toBeGreaterThan(0);
      for (const { cell, slot } of sides) {
        const o = t.neighbor(cell, slot);
        expect(walled.has(`${cell}:${slot}`)).toBe(false);
        expect(walled.has(`${o}:${t.oppositeSlot(cell, slot)}`)).toBe(false);
        const span = sideSpan(layout, cell, slot)!;
        const a = layout.centre(cell);
        const b = layout.centre(o);
        // The side's middle is halfway between the two cells' centres, across a unit side.
        expect(span.x).toBeCloseTo((a.x + b.x) / 2, 9);
        expect(span.y).toBeCloseTo((a.y + b.y) / 2, 9);
        expect(span.length).toBeCloseTo(1, 9);
      }
    }
  });

  it('lays each weave bridge across its crossing, square to the tunnel', () => {
    const { maze, t } = mazeOf({ grid: 'square', width: 8, height: 8, weave: 3, seed: 'v' });
    const layout = layoutMaze(maze, t);
    expect(layout.bridges.length).toBeGreaterThan(0);
    for (const b of layout.bridges) {
      const o = layout.centre(b.over);
      const a = layout.centre(b.a);
      const c = layout.centre(b.c);
      const deck = { x: b.to.x - b.from.x, y: b.to.y - b.from.y };
      expect(Math.hypot(deck.x, deck.y)).toBeCloseTo(1, 9);
      expect(deck.x * (c.x - a.x) + deck.y * (c.y - a.y)).toBeCloseTo(0, 9);
      expect((b.from.x + b.to.x) / 2).toBeCloseTo(o.x, 9);
      expect((b.from.y + b.to.y) / 2).toBeCloseTo(o.y, 9);
    }
  });
});
