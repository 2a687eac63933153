// The second code path the Netwalk tests check the solver against: the generic backtracking
// counter of @knossos/solver, with the rules of a win written out here from scratch.
import { countSolutions } from '@knossos/solver';
import { expect } from 'vitest';
import { type NetwalkBoard, startMasks } from '../index.js';

/**
 * Counts a board's solutions up to `limit` by a second code path: the generic backtracking counter of `@knossos/solver`, with the rules
 * written out here from scratch. One variable per tile, its values the visibly different turns
 * of the tile as shown; propagation only matches a fixed tile's sides with its neighbours' (a
 * tile left with one turn counts as fixed, and is matched in its turn); a full assignment is
 * accepted by a walk of its own from the server, which must reach every tile with a pipe. `onSolution` sees each accepted one: its masks and its clockwise turns
 * from the tiles as shown.
 */
export function genericCount(
  board: NetwalkBoard,
  limit: number,
  onSolution?: (masks: readonly number[], turns: readonly number[]) => void,
): number {
  const { width, height, mode } = board;
  const n = width * height;
  const shown = startMasks(board);
  const wrap = mode === 'torus';
  const tree = mode !== 'classic';
  const hex = board.grid === 'hex';
  const k = hex ? 6 : 4;
  const back = (s: number) => (s + k / 2) % k;
  // Steps to the neighbour across each slot: square N, E, S, W; hex (odd rows half a cell to
  // the right) E, NE, NW, W, SW, SE, for even rows and for odd rows.
  const SQUARE_STEPS = [
    [0, 1],
    [1, 0],
    [0, -1],
    [-1, 0],
  ];
  const HEX_STEPS = [
    [
      [1, 0],
      [0, 1],
      [-1, 1],
      [-1, 0],
      [-1, -1],
      [0, -1],
    ],
    [
      [1, 0],
      [1, 1],
      [0, 1],
      [-1, 0],
      [0, -1],
      [1, -1],
    ],
  ];
  const across = (c: number, s: number): number => {
    const x = c % width;
    const y = Math.floor(c / width);
    const [dx, dy] = hex ? HEX_STEPS[y & 1]![s]! : SQUARE_STEPS[s]!;
    let nx = x + dx!;
    let ny = y + dy!;
    if (wrap) {
      nx = (nx + width) % width;
      ny = (ny + height) % height;
    }
    if (nx < 0 || ny < 0 || nx >= width || ny >= height) return -1;
    return ny * width + nx;
  };
  const turned = (c: number, r: number): number => {
    let m = shown[c]!;
    // Clockwise: square slots are numbered clockwise (bits move up), hex ones anticlockwise.
    for (let i = 0; i < r; i++) m = hex ? ((m >> 1) | (m << 5)) & 63 : ((m << 1) | (m >> 3)) & 15;
    return m;
  };
  const distinct = (c: number): number[] => {
    const seen = new Set<number>();
    const out: number[] = [];
    for (let r = 0; r < k; r++) {
      if (!seen.has(turned(c, r))) out.push(r);
      seen.add(turned(c, r));
    }
    return out;
  };
  const domains = Array.from({ length: n }, (_, c) => {
    let set = 0;
    for (const r of distinct(c)) {
      const m = turned(c, r);
      let ok = true;
      for (let s = 0; s < k; s++) {
        if ((m >> s) & 1 && (across(c, s) < 0 || (board.barriers[c]! >> s) & 1)) ok = false;
      }
      if (ok) set |= 1 << r;
    }
    return set === 0 ? 1 : set;
  });
  const dead = domains.some((set, c) => {
    for (const r of distinct(c)) if ((set >> r) & 1) return false;
    return true;
  });
  if (dead) return 0;
  const result = countSolutions(
    {
      domains,
      propagate(d, changed) {
        // A tile fixed here, as one left with a single turn, narrows its own neighbours in turn:
        // the same rule again, so a contradiction shows at once instead of at the leaves. The
        // first call (changed −1) starts from the tiles that have one turn from the outset.
        const fixed = changed >= 0 ? [changed] : [];
        if (changed < 0) for (let c = 0; c < n; c++) if ((d[c]! & (d[c]! - 1)) === 0) fixed.push(c);
        while (fixed.length > 0) {
          const c = fixed.pop()!;
          const m = turned(c, 31 - Math.clz32(d[c]!));
          for (let s = 0; s < k; s++) {
            const o = across(c, s);
            if (o < 0) continue;
            let keep = 0;
            for (let r = 0; r < k; r++) {
              if ((d[o]! >> r) & 1 && ((turned(o, r) >> back(s)) & 1) === ((m >> s) & 1))
                keep |= 1 << r;
            }
            if (keep === 0) return false;
            if (keep !== d[o] && (keep & (keep - 1)) === 0) fixed.push(o);
            d[o] = keep;
          }
        }
        return true;
      },
      accept(values) {
        const masks = Array.from(values, (r, c) => turned(c, r));
        let ends = 0;
        let area = 0;
        for (let c = 0; c < n; c++) {
          if (masks[c] !== 0) area++;
          for (let s = 0; s < k; s++) {
            if (!((masks[c]! >> s) & 1)) continue;
            const o = across(c, s);
            if (o < 0 || !((masks[o]! >> back(s)) & 1)) return false;
            ends++;
          }
        }
        if (tree && ends !== 2 * (area - 1)) return false;
        const seen = new Set([board.server]);
        const todo = [board.server];
        while (todo.length > 0) {
          const c = todo.pop()!;
          for (let s = 0; s < k; s++) {
            const o = across(c, s);
            if ((masks[c]! >> s) & 1 && !seen.has(o)) {
              seen.add(o);
              todo.push(o);
            }
          }
        }
        if (seen.size !== area) return false;
        onSolution?.(masks, Array.from(values));
        return true;
      },
    },
    { limit, nodeBudget: 50_000_000 },
  );
  expect(result.complete || result.count === limit).toBe(true);
  return result.count;
}

/**
 * The fewest par over every solution and how many solutions reach it, by {@link genericCount}:
 * each tile costs the fewest steps, either way, from how it is shown to how the solution has
 * it, found by turning the shown mask step by step here (square: bits move up; hex: down).
 */
export function bruteForcePar(board: NetwalkBoard): { par: number; count: number } {
  const hex = board.grid === 'hex';
  const k = hex ? 6 : 4;
  const full = (1 << k) - 1;
  const cw = (m: number) => (hex ? ((m >> 1) | (m << 5)) & full : ((m << 1) | (m >> 3)) & full);
  const ccw = (m: number) => (hex ? ((m << 1) | (m >> 5)) & full : ((m >> 1) | (m << 3)) & full);
  const shown = startMasks(board);
  const steps = (from: number, to: number): number => {
    let a = from;
    let b = from;
    for (let r = 0; r <= k / 2; r++) {
      if (a === to || b === to) return r;
      a = cw(a);
      b = ccw(b);
    }
    throw new Error(`no turn takes ${from} to ${to}`);
  };
  let par = Number.POSITIVE_INFINITY;
  let count = 0;
  genericCount(board, 1_000_000, (masks) => {
    let cost = 0;
    for (let c = 0; c < masks.length; c++) cost += steps(shown[c]!, masks[c]!);
    if (cost < par) {
      par = cost;
      count = 1;
    } else if (cost === par) count++;
  });
  return { par, count };
}
