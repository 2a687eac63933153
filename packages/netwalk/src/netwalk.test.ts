import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectAll } from '../../../tooling/test-support/expect-all.js';
import {
  countNetwalkSolutions,
  generateNetwalk,
  isSolved,
  MIN_SCRAMBLE_PER_TILE,
  NetwalkError,
  type NetwalkMode,
  netwalkFromJson,
  newGame,
  parseTathamId,
  rotate,
  rotateMask,
  solveNetwalk,
  startMasks,
  toTathamId,
  turnsBetween,
  validate,
} from './index.js';
import { genericCount } from './test-support/generic-count.js';

const FIXTURES = new URL('./__fixtures__/tatham-net-ids.tsv', import.meta.url);

/** The fixture rows: params, seed id, seconds, game ID, brute-force solution count. */
function fixtures(): { params: string; id: string; count: number }[] {
  return readFileSync(FIXTURES, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [params, , , id, count] = line.split('\t');
      return { params: params!, id: id!, count: Number(count) };
    });
}

const modeArb = fc.constantFrom<NetwalkMode>('bounded', 'torus', 'classic');
const seedArb = fc.string({ minLength: 1, maxLength: 8 });

describe('netwalkFromJson, hostile text', () => {
  it('refuses deep nesting with a NetwalkError at its place, not a stack overflow', () => {
    const deep = `${'['.repeat(3_000)}${']'.repeat(3_000)}`;
    expect(() => netwalkFromJson(deep)).toThrow(/not JSON: nested deeper than 256 levels/);
    try {
      netwalkFromJson(deep);
    } catch (error) {
      expect([(error as { line: number }).line, (error as { column: number }).column]).toEqual([
        1, 257,
      ]);
    }
  });
});

describe('generateNetwalk', () => {
  it('every board validates, its solution wins, and a single turn of any tile away from it loses', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 12 }),
        fc.integer({ min: 3, max: 12 }),
        modeArb,
        fc.boolean(),
        fc.boolean(),
        seedArb,
        (width, height, mode, unique, crosses, seed) => {
          const board = generateNetwalk({ width, height, mode, unique, crosses, seed });
          const check = validate(board);
          expect(check.problems).toEqual([]);
          if (!crosses) expect([...board.solution]).not.toContain(15);
          const solved = newGame({ ...board, offsets: new Uint8Array(width * height) });
          expect(isSolved(solved)).toBe(true);
          expectAll((m) => {
            for (let c = 0; c < width * height; c++) {
              for (let k = 1; k < 4; k++) {
                if (rotateMask(board.solution[c]!, k) === board.solution[c]) continue;
                m.is(isSolved(rotate(solved, c, k)), false, `solved with tile ${c} turned ${k}`);
              }
            }
          });
          expect(isSolved(newGame(board))).toBe(false);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('uniqueness claims and solution counts agree with the generic counter of @knossos/solver (up to 6 × 6)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 2, max: 6 }),
        modeArb,
        fc.boolean(),
        seedArb,
        (width, height, mode, unique, seed) => {
          if (mode === 'torus' && unique && (width === 2 || height === 2)) return;
          const board = generateNetwalk({ width, height, mode, unique, seed });
          const generic = genericCount(board, 3);
          expect(generic).toBeGreaterThanOrEqual(1);
          if (board.unique) expect(generic).toBe(1);
          const ours = countNetwalkSolutions(board, 3);
          expect(ours.complete).toBe(true);
          expect(ours.count).toBe(generic);
          const result = solveNetwalk(board);
          expect(result.unique).toBe(generic === 1);
          expect(result.solutions).toBe(Math.min(generic, 2));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('same settings and seed give the same board; another seed another', () => {
    for (const mode of ['bounded', 'torus', 'classic'] as const) {
      const a = generateNetwalk({ width: 9, height: 7, mode, seed: 'same' });
      const b = generateNetwalk({ width: 9, height: 7, mode, seed: 'same' });
      const c = generateNetwalk({ width: 9, height: 7, mode, seed: 'other' });
      expect(b).toEqual(a);
      expect(toTathamId(c)).not.toBe(toTathamId(a));
    }
  });

  it('scrambles at least the minimum distance, never into a solved start', () => {
    for (let i = 0; i < 60; i++) {
      const board = generateNetwalk({ width: 2 + (i % 5), height: 2 + (i % 3), seed: `s${i}` });
      let distance = 0;
      let turnable = 0;
      const shown = startMasks(board);
      for (let c = 0; c < shown.length; c++) {
        distance += turnsBetween(board.solution[c]!, shown[c]!);
        if (rotateMask(board.solution[c]!, 1) !== board.solution[c]) turnable++;
      }
      expect(distance).toBeGreaterThanOrEqual(Math.ceil(turnable * MIN_SCRAMBLE_PER_TILE));
      expect(isSolved(newGame(board))).toBe(false);
    }
  });

  it('refuses a unique torus 2 wide or 2 high, which cannot exist: the generic counter finds two', () => {
    expect(() => generateNetwalk({ width: 2, height: 5, mode: 'torus' })).toThrow(NetwalkError);
    expect(() => generateNetwalk({ width: 5, height: 2, mode: 'torus' })).toThrow(/2 high/);
    for (let i = 0; i < 10; i++) {
      const board = generateNetwalk({
        width: 2,
        height: 3 + (i % 3),
        mode: 'torus',
        unique: false,
        seed: `t${i}`,
      });
      expect(genericCount(board, 2)).toBe(2);
      expect(board.unique).toBe(false);
    }
    // Walls rule the swaps out, so a walled one may be unique: asked for, it is tried, and a
    // board it calls unique is, by the generic counter.
    let walledUnique = 0;
    for (let i = 0; i < 10; i++) {
      const board = generateNetwalk({
        width: 2,
        height: 5,
        mode: 'torus',
        barriers: 1,
        seed: `w${i}`,
      });
      if (board.unique) {
        walledUnique++;
        expect(genericCount(board, 2)).toBe(1);
      } else expect(board.notes.join(' ')).toMatch(/not proven unique/);
    }
    expect(walledUnique).toBeGreaterThan(0);
  });

  it('classic boards keep E ≥ V − 1, often with loops, and still prove unique', () => {
    let loops = 0;
    for (let i = 0; i < 30; i++) {
      const board = generateNetwalk({ width: 7, height: 7, mode: 'classic', seed: `c${i}` });
      const check = validate(board);
      expect(check.ok).toBe(true);
      expect(check.links).toBeGreaterThanOrEqual(48);
      if (check.links > 48) loops++;
      expect(board.unique).toBe(true);
    }
    expect(loops).toBeGreaterThan(15);
  });

  it('clamps settings with a note and never crashes on odd ones', () => {
    const board = generateNetwalk({
      width: 1,
      height: 500,
      mode: 'x' as NetwalkMode,
      unique: 'yes' as never,
    });
    expect(board.width).toBe(2);
    expect(board.height).toBe(128);
    expect(board.mode).toBe('bounded');
    expect(board.notes.join(' ')).toMatch(/Width: 1 is outside 2–128/);
    expect(board.notes.join(' ')).toMatch(/Mode: "x"/);
    expect(board.notes.join(' ')).toMatch(/Unique: "yes"/);
  });
});

describe('Tatham Net game IDs', () => {
  it('every fixture parses, is solved uniquely by deduction alone, and re-exports to the same ID', () => {
    const rows = fixtures();
    expect(rows.length).toBe(100);
    for (const { id, count } of rows) {
      const board = parseTathamId(id);
      const result = solveNetwalk(board);
      expect(result.unique).toBe(true);
      expect(result.hardestRule).not.toBe('search');
      expect(result.guesses).toBe(0);
      expect(count).toBe(1);
      expect(validate(board).problems.filter((p) => !p.startsWith('Tile kinds'))).toEqual([]);
      expect(toTathamId(board)).toBe(id);
    }
  });

  it('the 5 × 5 fixtures have one solution by the generic counter too', () => {
    for (const { params, id } of fixtures().filter((r) => r.params.startsWith('5x5'))) {
      expect(genericCount(parseTathamId(id), 2), params).toBe(1);
    }
  });

  it('export → import gives the same puzzle, for every mode', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 9 }),
        fc.integer({ min: 3, max: 9 }),
        modeArb,
        seedArb,
        (w, h, mode, seed) => {
          const board = generateNetwalk({ width: w, height: h, mode, seed });
          const id = toTathamId(board);
          const back = parseTathamId(id);
          expect(toTathamId(back)).toBe(id);
          expect([...startMasks(back)]).toEqual([...startMasks(board)]);
          if (mode !== 'classic') expect(back.mode).toBe(mode);
          else expect(['bounded', 'classic']).toContain(back.mode);
          if (board.unique && back.mode === mode) {
            expect(back.unique).toBe(true);
            expect([...back.solution]).toEqual([...board.solution]);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('reads walls (v, h), keeps them in the solver and in play, and writes them back', () => {
    for (const mode of ['bounded', 'torus'] as const) {
      for (let i = 0; i < 10; i++) {
        const board = generateNetwalk({ width: 6, height: 5, mode, seed: `w${i}` });
        // Wall every edge the solution does not use: it changes nothing about the solution.
        const barriers = new Uint8Array(30);
        for (let c = 0; c < 30; c++) barriers[c] = ~board.solution[c]! & 15;
        const walled = { ...board, barriers };
        if (mode === 'bounded') {
          for (let c = 0; c < 30; c++) {
            const x = c % 6;
            const y = Math.floor(c / 6);
            if (y === 4) barriers[c]! &= ~1;
            if (x === 5) barriers[c]! &= ~2;
            if (y === 0) barriers[c]! &= ~4;
            if (x === 0) barriers[c]! &= ~8;
          }
        }
        const id = toTathamId(walled);
        expect(id).toMatch(/[vh]/);
        const back = parseTathamId(id);
        expect([...back.barriers]).toEqual([...barriers]);
        expect(toTathamId(back)).toBe(id);
        const result = solveNetwalk(back);
        expect(result.unique).toBe(true);
        expect([...result.masks!]).toEqual([...board.solution]);
        expect(genericCount(back, 2)).toBe(1);
      }
    }
  });

  it('names the position of what is wrong in a malformed ID', () => {
    const wrong = (id: string): NetwalkError => {
      try {
        parseTathamId(id);
      } catch (error) {
        return error as NetwalkError;
      }
      throw new Error(`${id} parsed`);
    };
    expect(wrong('5x5').message).toMatch(/no ":"/);
    expect(wrong('5y5:00').column).toBe(1);
    expect(wrong('2x2:12g4').column).toBe(7);
    expect(wrong('2x2:12g4').message).toMatch(/tile 3 of 4/);
    expect(wrong('2x2:123').message).toMatch(/the end of the ID/);
    expect(wrong('2x2:1234zz').column).toBe(9);
    expect(wrong('1x5:12345').field).toBe('width');
    expect(wrong('2x2:1111').message).toMatch(/2 links' worth of pipe ends/);
    expect(wrong('2x2:1113').message).toMatch(/odd number/);
    expect(wrong('2x2:5511').message).toMatch(/no solution/);
    expect(wrong('2x2:1f01').column).toBe(7);
    expect(wrong('2x2w:5555').message).toMatch(/a wrapping game is a tree of 3 links/);
    expect(wrong('5x200:1').field).toBe('height');
    expect(wrong('5x200:1').column).toBe(3);
    expect(wrong('  2x2:12g4').column).toBe(9);
  });
});
