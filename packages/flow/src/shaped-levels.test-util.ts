// For tests only: small levels with holes and bridges, drawn by fast-check.
import fc from 'fast-check';
import { type FlowLevel, topologyOf } from './level.js';

/** Small square (2–5 a side) and hex (2–4) boards with holes, bridges and 1–3 colours. */
export const shapedLevelArb = fc
  .record({
    width: fc.integer({ min: 2, max: 5 }),
    height: fc.integer({ min: 2, max: 5 }),
    hex: fc.constantFrom(false, false, false, true),
    holes: fc.integer({ min: 0, max: 3 }),
    bridges: fc.constantFrom(0, 1, 1, 2),
    colors: fc.integer({ min: 1, max: 3 }),
    salt: fc.integer({ min: 0, max: 2 ** 31 }),
    cover: fc.boolean(),
  })
  .map((r) => shapedLevel(r));

export function shapedLevel(r: {
  width: number;
  height: number;
  hex: boolean;
  holes: number;
  bridges: number;
  colors: number;
  salt: number;
  cover: boolean;
}): FlowLevel | null {
  const grid = r.hex ? ('hex' as const) : ('square' as const);
  // A bridge needs a cell on every side: 3 × 3 at least.
  const least = !r.hex && r.bridges > 0 ? 3 : 2;
  const width = r.hex ? Math.min(r.width, 4) : Math.max(least, r.width);
  const height = r.hex ? Math.min(r.height, 4) : Math.max(least, r.height);
  const n = width * height;
  let x = r.salt | 1;
  const next = (m: number) => {
    x = (Math.imul(x, 1103515245) + 12345) | 0;
    return (x >>> 8) % m;
  };
  const cells = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = next(i + 1);
    [cells[i], cells[j]] = [cells[j]!, cells[i]!];
  }
  const holes = cells.splice(0, Math.min(r.holes, n - 2));
  const t = topologyOf({ grid, width, height });
  const bridges: number[] = [];
  if (!r.hex) {
    for (const cell of [...cells]) {
      if (bridges.length >= r.bridges) break;
      const sides = [0, 1, 2, 3].map((s) => t.neighbor(cell, s));
      if (sides.every((o) => o >= 0 && !holes.includes(o))) {
        bridges.push(cell);
        cells.splice(cells.indexOf(cell), 1);
      }
    }
  }
  if (r.cover) return coverLevel({ grid, width, height, holes, bridges }, next);
  if (2 * r.colors > cells.length) return null;
  return {
    grid,
    width,
    height,
    dots: cells.slice(0, 2 * r.colors),
    solution: null,
    holes,
    bridges,
  };
}

/**
 * A level that has a solution: the board covered by random walks (straight over bridges), their
 * ends the dots; `null` when a cell was left that no walk could take.
 */
export function coverLevel(
  board: Pick<FlowLevel, 'grid' | 'width' | 'height' | 'holes' | 'bridges'>,
  next: (m: number) => number,
): FlowLevel | null {
  const t = topologyOf(board);
  const n = t.cellCount;
  const holes = board.holes ?? [];
  const bridges = board.bridges ?? [];
  const used = new Uint8Array(n + bridges.length);
  for (const cell of holes) used[cell] = 1;
  const dots: number[] = [];
  /** The cells a step across `slot` passes (straight over bridges) and lands on; null if none. */
  const reach = (cell: number, slot: number): number[] | null => {
    const crossed: number[] = [];
    let at = cell;
    for (;;) {
      const other = t.neighbor(at, slot);
      if (other < 0 || holes.includes(other)) return null;
      const b = bridges.indexOf(other);
      crossed.push(b >= 0 && slot % 2 === 0 ? n + b : other);
      if (b < 0) return crossed;
      at = other; // straight on: the same slot again
    }
  };
  const free = (way: number[] | null) => way?.every((unit) => !used[unit]) === true;
  const paths: number[][] = [];
  for (let start = 0; start < n; start++) {
    if (used[start] || bridges.includes(start)) continue;
    const path = [start];
    used[start] = 1;
    for (;;) {
      const at = path[path.length - 1]!;
      const options: number[][] = [];
      for (let s = 0; s < t.slotCount(at); s++) {
        const way = reach(at, s);
        if (free(way)) options.push(way!);
      }
      if (options.length === 0 || (path.length > 2 && next(5) === 0)) break;
      // Mostly over a bridge when one is in reach, so that bridges get covered.
      const over = options.filter((way) => way.length > 1);
      const pick = over.length > 0 && next(4) > 0 ? over : options;
      for (const unit of pick[next(pick.length)]!) {
        used[unit] = 1;
        path.push(unit);
      }
    }
    if (path.length >= 2) {
      paths.push(path);
      continue;
    }
    // A lone cell joins a path that ends beside it, if one does.
    let joined = false;
    for (let s = 0; s < t.slotCount(start) && !joined; s++) {
      const way = reach(start, s);
      if (way === null || !free(way.slice(0, -1))) continue;
      const land = way[way.length - 1]!;
      const owner = paths.find((p) => p[p.length - 1] === land || p[0] === land);
      if (owner === undefined) continue;
      if (owner[0] === land) owner.reverse();
      for (const unit of way.slice(0, -1).reverse()) {
        used[unit] = 1;
        owner.push(unit);
      }
      owner.push(start);
      joined = true;
    }
    if (!joined) return null;
  }
  for (const path of paths) dots.push(path[0]!, path[path.length - 1]!);
  if (!used.every((u) => u === 1)) return null;
  return { ...board, dots, solution: null };
}
