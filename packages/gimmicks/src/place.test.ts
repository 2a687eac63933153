import { braid, carve, createPassages, farthestPair } from '@knossos/carving';
import { createRng } from '@knossos/random';
import { createTopology, type TopologySpec } from '@knossos/topology';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Board,
  parsFromEveryCell,
  placeGimmicks,
  plainBoard,
  solveBoard,
  validate,
} from './index.js';
import { chooseOnRoute } from './place.js';

function mazeBoard(spec: TopologySpec, seed: string, movement: 'step' | 'roll' = 'step'): Board {
  const t = createTopology(spec);
  const passages = carve(t, 'recursive-backtracker', createRng(seed));
  const { a, b } = farthestPair(passages)!;
  return plainBoard(passages.toJSON(), [a], [b], { movement });
}

/**
 * A fully braided square board with up to four rolling players in its corners and one goal in
 * the middle.
 */
function rollingBoard(size: number, players: number, rng: ReturnType<typeof createRng>) {
  const t = createTopology({ kind: 'square', width: size, height: size });
  const passages = carve(t, 'recursive-backtracker', rng);
  braid(passages, 1, rng);
  const corners = [0, size - 1, size * (size - 1), size * size - 1].slice(0, players);
  const middle = Math.floor(size / 2) * size + Math.floor(size / 2);
  const board = plainBoard(passages.toJSON(), corners, [middle], { movement: 'roll' });
  return { board, corners, middle };
}

const requestArb = fc.record({
  portals: fc.integer({ min: 0, max: 2 }),
  keys: fc.integer({ min: 0, max: 4 }),
  switches: fc.integer({ min: 0, max: 2 }),
  gatesPerSwitch: fc.integer({ min: 1, max: 3 }),
  gems: fc.integer({ min: 0, max: 5 }),
  oneWays: fc.integer({ min: 0, max: 6 }),
  traps: fc.double({ min: 0, max: 0.25, noNaN: true }),
});
const specArb = fc.oneof(
  fc.record({
    kind: fc.constant('square' as const),
    width: fc.integer({ min: 6, max: 12 }),
    height: fc.integer({ min: 6, max: 12 }),
  }),
  fc.record({
    kind: fc.constant('hex' as const),
    width: fc.integer({ min: 5, max: 9 }),
    height: fc.integer({ min: 5, max: 9 }),
  }),
  fc.record({ kind: fc.constant('circular' as const), rings: fc.integer({ min: 3, max: 5 }) }),
);

describe('placeGimmicks', () => {
  it('keeps the board proven after every type, valid, and walkable by its own solution', () => {
    fc.assert(
      fc.property(specArb, requestArb, fc.string({ maxLength: 5 }), (spec, request, seed) => {
        const board = mazeBoard(spec, `place-${seed}`);
        const { board: placed, verdict, notes } = placeGimmicks(board, request, createRng(seed));
        expect(verdict.solvable).toBe(true);
        expect(validate(placed, verdict.moves)).toEqual([]);
        expect(placed.keys.length).toBeLessThanOrEqual(request.keys);
        expect(placed.gems.length).toBeLessThanOrEqual(request.gems);
        for (const note of notes)
          expect(note).toMatch(
            /^(Portals|Keys|Switches|Gems|One-ways|Traps|Gimmicks|Gates per switch):/,
          );
        // Traps never lie on the best route.
        const route = new Set(verdict.routes.flat());
        for (const trap of placed.traps) expect(route.has(trap)).toBe(false);
        // Every door and every first gate is needed: opening it for free shortens the way.
        placed.doors.forEach((_, i) => {
          const open = solveBoard({ ...placed, doors: placed.doors.filter((_, j) => j !== i) });
          expect(open.solvable && open.par < verdict.par).toBe(true);
        });
        const firstGates = placed.switches.map((s) =>
          placed.gates.findIndex((g) => g.channel === s.channel),
        );
        for (const g of firstGates) {
          const open = solveBoard({ ...placed, gates: placed.gates.filter((_, j) => j !== g) });
          expect(!open.solvable || open.par < verdict.par).toBe(true);
        }
        // Every portal shortens the way.
        placed.portals.forEach((_, i) => {
          const without = solveBoard({
            ...placed,
            portals: placed.portals.filter((_, j) => j !== i),
          });
          expect(!without.solvable || without.par > verdict.par).toBe(true);
        });
      }),
      { numRuns: 40 },
    );
  });

  it('gives the same layout for the same seed', () => {
    const board = mazeBoard({ kind: 'square', width: 12, height: 12 }, 'same');
    const request = {
      keys: 3,
      gems: 4,
      switches: 2,
      gatesPerSwitch: 2,
      oneWays: 6,
      traps: 0.1,
      portals: 2,
    };
    const a = placeGimmicks(board, request, createRng('s'));
    const b = placeGimmicks(board, request, createRng('s'));
    expect(JSON.stringify(a.board)).toBe(JSON.stringify(b.board));
  });

  it('lowers counts that do not fit with a note, and clamps out-of-range requests', () => {
    const small = mazeBoard({ kind: 'square', width: 7, height: 7 }, 'small');
    const { board, notes } = placeGimmicks(small, { keys: 9, gems: -2 }, createRng('n'));
    expect(notes[0]).toBe('Keys: 9 is outside 0–6; used 6.');
    expect(notes[1]).toBe('Gems: -2 is outside 0–8; used 0.');
    expect(notes[2]).toMatch(/^Keys: room for [0-5] of 6 doors, each with its key off the way.$/);
    expect(board.keys.length).toBeLessThan(6);
  });

  it('says why counts were lowered: loops round every door, traps that round to none, coverage', () => {
    // A 6 × 6 board with every side open: any door can be walked around.
    const open = createPassages(createTopology({ kind: 'square', width: 6, height: 6 }));
    for (let c = 0; c < 36; c++) {
      if (c % 6 < 5) open.open(c, 1);
      if (c < 30) open.open(c, 0);
    }
    const board = plainBoard(open.toJSON(), [0], [35]);
    const placed = placeGimmicks(
      board,
      { keys: 2, traps: 0.01, minCoverage: 0.9 },
      createRng('why'),
    );
    expect(placed.board.doors).toEqual([]);
    expect(placed.notes).toEqual([
      "Keys: the maze's loops (or portals) leave room for 0 of 2 doors that can't be walked around.",
      'Traps: 0.01 of the 25 free cells off the way is no trap at all.',
      `Coverage: the best solution passes ${Math.round(placed.coverage * 100)} % of the board, short of the 90 % asked.`,
    ]);
    expect(placed.coverage).toBeCloseTo(11 / 36, 9);
  });

  it('gives no par from cells a player cannot start on: traps and portal ends', () => {
    const board = mazeBoard({ kind: 'square', width: 8, height: 8 }, 'pars');
    const { board: placed } = placeGimmicks(board, { traps: 0.2, portals: 1 }, createRng('pars'));
    const pars = parsFromEveryCell(placed, 0)!;
    for (const trap of placed.traps) expect(pars[trap]).toBe(-1);
    for (const { a, b } of placed.portals) expect([pars[a], pars[b]]).toEqual([-1, -1]);
  });

  it('accepts only layouts where nobody can get stuck when asked', () => {
    const board = mazeBoard({ kind: 'square', width: 10, height: 10 }, 'locks');
    const { verdict } = placeGimmicks(
      board,
      { oneWays: 12, switches: 2, noSoftLocks: true },
      createRng('x'),
    );
    expect(verdict.canGetStuck).toBe(false);
  });
  it('places gems on Roll boards of several players that their proof (and a second one) solves', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 9 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 4 }),
        fc.string({ maxLength: 4 }),
        (size, players, gems, seed) => {
          const rng = createRng(`roll-gems-${seed}`);
          const { board } = rollingBoard(size, players, rng);
          if (!solveBoard(board).solvable) return;
          const placed = placeGimmicks(board, { gems }, rng);
          expect(placed.verdict.solvable).toBe(true);
          expect(validate(placed.board, placed.verdict.moves)).toEqual([]);
          // The second path: a fresh copy proved from scratch agrees.
          const again = solveBoard(structuredClone(placed.board));
          expect(again.par).toBe(placed.verdict.par);
        },
      ),
      { numRuns: 25 },
    );
  });
  it('puts Roll gems where the best solution already rolls: same par, proven (chooseOnRoute)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 9 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 5 }),
        fc.string({ maxLength: 4 }),
        (size, players, gems, seed) => {
          const { board, corners, middle } = rollingBoard(
            size,
            players,
            createRng(`on-route-${seed}`),
          );
          const v = solveBoard(board);
          if (!v.solvable) return;
          const { board: withGems, chosen } = chooseOnRoute(
            board,
            v,
            gems,
            new Set([...corners, middle]),
          );
          expect(withGems.gems).toEqual(chosen);
          expect(new Set(chosen).size).toBe(chosen.length);
          // The second path: a fresh proof of the board with its gems.
          const again = solveBoard(structuredClone(withGems));
          expect(again.solvable).toBe(true);
          expect(again.par).toBe(v.par);
        },
      ),
      { numRuns: 40 },
    );
  });
});
