import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectAll, type Mismatches } from '../../../tooling/test-support/expect-all.js';
import {
  generateNetwalk,
  isSolved,
  type NetwalkBoard,
  NetwalkError,
  type NetwalkMode,
  netwalkFromJson,
  netwalkToJson,
  newGame,
  parseTathamId,
  rotate,
  startMasks,
  toNetwalkPuzzle,
  toTathamId,
  validate,
} from './index.js';
import { bruteForcePar, genericCount } from './test-support/generic-count.js';

const modeArb = fc.constantFrom<NetwalkMode>('bounded', 'torus', 'classic');

/** What every generated board with walls or empty cells must keep, noted in `m`. */
function checkShape(board: NetwalkBoard, m: Mismatches): void {
  const { problems } = validate(board);
  m.ok(problems.length === 0, `problems: ${problems.join('; ')}`);
  const n = board.solution.length;
  for (let c = 0; c < n; c++) {
    // Walls never cut the solution, and empty cells never need a turn.
    m.is(board.barriers[c]! & board.solution[c]!, 0, `a wall across the solution at ${c}`);
    if (board.solution[c] === 0) m.is(board.offsets[c], 0, `turn of empty cell ${c}`);
  }
  m.ok(board.solution[board.server] !== 0, 'the server is on an empty cell');
  m.is(isSolved({ ...newGame(board), offsets: new Uint8Array(n) }), true, 'solution wins');
  m.is(isSolved(newGame(board)), false, 'solved as dealt');
}

/** A generic-counter cross-check of one kind of board, over `runs` small boards. */
function crossCheck(
  kind: { barriers: fc.Arbitrary<number>; empty: fc.Arbitrary<number> },
  runs: number,
  seed: number,
) {
  let multi = 0;
  let walls = 0;
  let empties = 0;
  fc.assert(
    fc.property(
      fc.integer({ min: 2, max: 5 }),
      fc.integer({ min: 2, max: 4 }),
      modeArb,
      fc.boolean(),
      kind.barriers,
      kind.empty,
      fc.string({ minLength: 1, maxLength: 6 }),
      (width, height, mode, wantUnique, barriers, empty, s) => {
        // A unique torus needs sides of 3 or more.
        const unique = wantUnique && !(mode === 'torus' && (width === 2 || height === 2));
        const board = generateNetwalk({ width, height, mode, unique, barriers, empty, seed: s });
        walls += board.barriers.reduce((a, b) => a + (b === 0 ? 0 : 1), 0);
        empties += board.solution.reduce((a, m) => a + (m === 0 ? 1 : 0), 0);
        // One assertion for the board (an expect costs tens of µs; this runs 2,000 times).
        expectAll((m) => {
          checkShape(board, m);
          const generic = genericCount(board, 3);
          if (board.unique) m.is(generic, 1, 'generic count of a unique board');
          else m.ok(generic >= 1, `generic count ${generic}`);
          const { verdict } = toNetwalkPuzzle(board);
          m.is(verdict.unique, generic === 1, 'verdict.unique');
          if (generic > 1) {
            multi++;
            const brute = bruteForcePar(board);
            m.is(verdict.par, brute.par, 'par');
            m.is(verdict.optimalCount, brute.count, 'optimalCount');
          }
        });
      },
    ),
    { numRuns: runs, seed },
  );
  return { multi, walls, empties };
}

describe('barriers and empty cells', () => {
  it('2,000 small boards with walls: uniqueness and par agree with the generic counter', () => {
    const seen = crossCheck(
      { barriers: fc.double({ min: 0.1, max: 1, noNaN: true }), empty: fc.constant(0) },
      2_000,
      2810,
    );
    // The check means something: walls were placed, and boards with several solutions met.
    expect(seen.walls).toBeGreaterThan(2_000);
    expect(seen.multi).toBeGreaterThan(100);
  });

  it('2,000 small boards with empty cells: uniqueness and par agree with the generic counter', () => {
    const seen = crossCheck(
      { barriers: fc.constant(0), empty: fc.double({ min: 0.05, max: 0.3, noNaN: true }) },
      2_000,
      2811,
    );
    expect(seen.empties).toBeGreaterThan(2_000);
    expect(seen.multi).toBeGreaterThan(100);
  });

  it('bigger boards with both stay unique, empty the share asked, and wall sides at about the chance', () => {
    let sides = 0;
    let walled = 0;
    for (const mode of ['bounded', 'torus', 'classic'] as const) {
      for (let i = 0; i < 12; i++) {
        const board = generateNetwalk({
          width: 12,
          height: 10,
          mode,
          barriers: 0.5,
          empty: 0.2,
          seed: `big${i}`,
        });
        expectAll((m) => checkShape(board, m));
        expect(board.unique).toBe(true);
        expect(genericCount(board, 2)).toBe(1);
        expect(board.solution.filter((m) => m === 0).length).toBe(24);
        // Inner sides between two tiles with pipes that no link crosses, from each cell's N and E.
        for (let c = 0; c < 120; c++) {
          if (board.solution[c] === 0) continue;
          const x = c % 12;
          const y = Math.floor(c / 12);
          for (const [s, other] of [
            [0, y < 9 ? c + 12 : mode === 'torus' ? x : -1],
            [1, x < 11 ? c + 1 : mode === 'torus' ? c - 11 : -1],
          ] as const) {
            if (other < 0 || board.solution[other] === 0 || (board.solution[c]! >> s) & 1) continue;
            sides++;
            if ((board.barriers[c]! >> s) & 1) walled++;
          }
        }
      }
    }
    // Reworking for uniqueness moves links after the walls are placed, so the share of the
    // final free sides walled sits a little under the chance.
    expect(walled / sides).toBeGreaterThan(0.35);
    expect(walled / sides).toBeLessThan(0.55);
  });

  it('the defaults draw nothing new: a board without walls or empty cells is as before', () => {
    for (let i = 0; i < 20; i++) {
      const plain = generateNetwalk({ width: 7, height: 6, seed: `same${i}` });
      const zero = generateNetwalk({
        width: 7,
        height: 6,
        seed: `same${i}`,
        barriers: 0,
        empty: 0,
      });
      expect(netwalkToJson(zero)).toBe(netwalkToJson(plain));
      expect(plain.barriers.every((b) => b === 0)).toBe(true);
    }
  });

  it('round-trips walls through Net game IDs and both through JSON; IDs refuse empty cells by name', () => {
    for (let i = 0; i < 20; i++) {
      const board = generateNetwalk({
        width: 7,
        height: 6,
        mode: i % 2 ? 'torus' : 'bounded',
        barriers: 0.5,
        seed: `id${i}`,
      });
      const back = parseTathamId(toTathamId(board));
      expect([...back.barriers]).toEqual([...board.barriers]);
      expect([...startMasks(back)]).toEqual([...startMasks(board)]);
      const both = generateNetwalk({
        width: 7,
        height: 6,
        barriers: 0.5,
        empty: 0.2,
        seed: `js${i}`,
      });
      const read = netwalkFromJson(netwalkToJson(both));
      expect([...read.solution]).toEqual([...both.solution]);
      expect([...read.barriers]).toEqual([...both.barriers]);
      expect(() => toTathamId(both)).toThrow(NetwalkError);
      expect(() => toTathamId(both)).toThrow(/no empty cells, and cell \(\d+, \d+\) is empty/);
    }
  });

  it('empty cells never turn in play, and the server cannot sit on one', () => {
    const board = generateNetwalk({ width: 6, height: 6, empty: 0.3, seed: 'play' });
    const empty = board.solution.indexOf(0);
    expect(empty).toBeGreaterThanOrEqual(0);
    const play = newGame(board);
    expect(rotate(play, empty, 1)).toBe(play);
    expect(() => toNetwalkPuzzle({ ...board, server: empty })).toThrow(
      /server's tile must have a pipe/,
    );
  });

  it('clamps the settings with a note', () => {
    const board = generateNetwalk({ width: 5, height: 5, barriers: 2, empty: 0.9, seed: 'clamp' });
    expect(board.settings).toMatchObject({ barriers: 1, empty: 0.3 });
    expect(board.notes.join(' ')).toMatch(/Barriers: 2 is outside 0–1; used 1\./);
    expect(board.notes.join(' ')).toMatch(/Empty: 0\.9 is outside 0–0\.3; used 0\.3\./);
  });
});
