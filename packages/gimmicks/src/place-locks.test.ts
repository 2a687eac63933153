import { braid, carve, farthestPair } from '@knossos/carving';
import { createRng } from '@knossos/random';
import { createTopology } from '@knossos/topology';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Board, placeGimmicks, plainBoard } from './index.js';
import { rulesOf } from './rules.js';

/** A braided board (loops everywhere), start and goal as far apart as the maze allows. */
function braidedBoard(kind: 'square' | 'hex', size: number, share: number, seed: string): Board {
  const rng = createRng(seed);
  const passages = carve(createTopology({ kind, width: size, height: size }), 'wilson', rng);
  braid(passages, share, rng);
  const { a, b } = farthestPair(passages)!;
  return plainBoard(passages.toJSON(), [a], [b]);
}

/**
 * Whether `to` can be reached from the board's first start through open sides and tunnels with
 * one side shut, every gimmick aside: worked out here, apart from the placer's own search.
 */
function reachableWithout(board: Board, shut: { cell: number; slot: number }, to: number): boolean {
  const rules = rulesOf(board);
  const t = rules.topology;
  const other = t.neighbor(shut.cell, shut.slot);
  const seen = new Uint8Array(rules.n);
  const queue = [board.starts[0]!];
  seen[queue[0]!] = 1;
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head]!;
    for (let s = 0; s < t.slotCount(cell); s++) {
      const next = rules.passages.across(cell, s);
      if (next < 0 || seen[next]) continue;
      if ((cell === shut.cell && next === other) || (cell === other && next === shut.cell))
        continue;
      seen[next] = 1;
      queue.push(next);
    }
  }
  return seen[to] === 1;
}

describe('shortcut doors', () => {
  it('keep each key and switch reachable before its lock, and the maze solvable', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('square' as const, 'hex' as const),
        fc.integer({ min: 8, max: 14 }),
        fc.double({ min: 0.5, max: 1, noNaN: true }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 2 }),
        fc.string({ maxLength: 6 }),
        (kind, size, share, keys, switches, seed) => {
          const board = braidedBoard(kind, size, share, seed);
          const placed = placeGimmicks(
            board,
            { keys, switches, shortcutDoors: true },
            createRng(`${seed}/place`),
          );
          expect(placed.verdict.solvable).toBe(true);
          const b = placed.board;
          for (const door of b.doors) {
            expect(reachableWithout(b, door, b.keys[door.key]!)).toBe(true);
          }
          for (const sw of b.switches) {
            const first = b.gates.find((g) => g.channel === sw.channel)!;
            expect(reachableWithout(b, first, sw.cell)).toBe(true);
          }
          // A shortfall is told as what limited it, never as layouts that could not be solved.
          for (const note of placed.notes) expect(note).not.toMatch(/no layout .* was solvable/);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('fill a fully braided board with every door asked', () => {
    for (const seed of ['k', 'k1', 'k2', 'k3']) {
      const board = braidedBoard('square', 16, 1, seed);
      const placed = placeGimmicks(board, { keys: 3, shortcutDoors: true }, createRng(seed));
      expect(placed.board.doors).toHaveLength(3);
      expect(placed.notes).toEqual([]);
    }
  });
});
