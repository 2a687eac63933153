// What every placer shares: the proofs it is handed, and the searches over the bare maze.

import type { Rng } from '@knossos/random';
import type { Board } from './board.js';
import type { BoardVerdict, QuickProof } from './problems.js';
import { rulesOf } from './rules.js';

/** The full proof of a board (see `solveBoard`). */
export type Prove = (b: Board) => BoardVerdict;
/** Whether a board can be solved within a number of moves (see `solvableWithin`). */
export type Within = (b: Board, bound: number) => boolean | null;
/** The par alone, found the quick way (see `quickPar`). */
export type Quick = (b: Board) => QuickProof;
/** Whether every door, first gate and portal is still needed, given the board's par. */
export type Needed = (b: Board, par: number) => boolean;

/** What every placer works with: the seeded stream, the two proofs, and the shared rules. */
export interface Tools {
  readonly rng: Rng;
  readonly prove: Prove;
  readonly quick: Quick;
  readonly needed: Needed;
  /** Doors and first gates may be walked around. */
  readonly shortcuts: boolean;
}

/**
 * Cells already holding something — starts, goals, keys, gems, traps, switches, portal ends —
 * where no new item (or player) may go.
 */
export function occupiedCells(b: Board): Set<number> {
  return new Set([
    ...b.starts,
    ...b.goals,
    ...b.keys,
    ...b.gems,
    ...b.traps,
    ...b.switches.map((s) => s.cell),
    ...b.portals.flatMap((p) => [p.a, p.b]),
  ]);
}

/** Sides already holding a door, gate or one-way, as `cell · maxSlots + slot` both ways. */
export function sidesTaken(b: Board): Set<number> {
  const rules = rulesOf(b);
  const t = rules.topology;
  const set = new Set<number>();
  for (const s of [...b.doors, ...b.gates, ...b.oneWays]) {
    set.add(s.cell * rules.maxSlots + s.slot);
    const other = t.neighbor(s.cell, s.slot);
    if (other >= 0) set.add(other * rules.maxSlots + t.oppositeSlot(s.cell, s.slot));
  }
  return set;
}

/** The way: the first player's best route, as the sides it passes (open sides only, in order). */
export function waySides(
  b: Board,
  v: BoardVerdict,
): { cell: number; slot: number; index: number }[] {
  const rules = rulesOf(b);
  const t = rules.topology;
  const route = v.routes[0] ?? [];
  const sides: { cell: number; slot: number; index: number }[] = [];
  for (let i = 0; i + 1 < route.length; i++) {
    const slot = t.slotTo(route[i]!, route[i + 1]!);
    if (
      slot >= 0 &&
      rules.passages.isOpen(route[i]!, slot) &&
      slot < t.base.slotCount(t.baseCell(route[i]!))
    ) {
      sides.push({ cell: route[i]!, slot, index: i });
    }
  }
  return sides;
}

/** Steps from `from` to every cell through open sides and tunnels, ignoring gimmicks. */
export function distancesOver(
  b: Board,
  from: number,
  blocked: Set<number> = new Set(),
): Int32Array {
  const rules = rulesOf(b);
  const dist = new Int32Array(rules.n).fill(-1);
  dist[from] = 0;
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head]!;
    for (let s = 0; s < rules.topology.slotCount(cell); s++) {
      const side = cell * rules.maxSlots + s;
      if (blocked.has(side)) continue;
      const next = rules.across[side]!;
      if (next >= 0 && dist[next] === -1 && rules.trap[next] === 0) {
        dist[next] = dist[cell]! + 1;
        queue.push(next);
      }
    }
  }
  return dist;
}

/** Open sides between two cells off the way, with no door, gate or one-way yet. */
export function offWaySides(b: Board, v: BoardVerdict, used: Set<number>): [number, number][] {
  const rules = rulesOf(b);
  const t = rules.topology;
  const way = new Set(v.routes.flat());
  const sides: [number, number][] = [];
  for (let c = 0; c < rules.n; c++) {
    if (way.has(c)) continue;
    for (let s = 0; s < t.base.slotCount(t.baseCell(c)); s++) {
      const other = t.neighbor(c, s);
      if (
        other > c &&
        !way.has(other) &&
        rules.passages.isOpen(c, s) &&
        !used.has(c * rules.maxSlots + s)
      ) {
        sides.push([c, s]);
      }
    }
  }
  return sides;
}
