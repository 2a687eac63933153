import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectAll } from '../../../tooling/test-support/expect-all.js';
import {
  connected,
  generateNetwalk,
  hint,
  isSolved,
  jumble,
  lock,
  NetwalkError,
  type NetwalkMode,
  netwalkFromJson,
  netwalkToJson,
  newGame,
  obviousShare,
  parOf,
  rotate,
  rotateTile,
  shownMasks,
  startMasks,
  tileKindOn,
  toNetwalkPuzzle,
  toSketch,
  toTathamId,
  undo,
  validate,
} from './index.js';
import { bruteForcePar, genericCount } from './test-support/generic-count.js';

const modeArb = fc.constantFrom<NetwalkMode>('bounded', 'classic');

describe('hex boards', () => {
  it('turn by sixths: six turns are a full turn, and kinds are named by their pipes', () => {
    for (let m = 0; m < 64; m++) {
      expect(rotateTile(m, 6, 'hex')).toBe(m);
      expect(rotateTile(rotateTile(m, 1, 'hex'), -1, 'hex')).toBe(m);
    }
    // E (1) turned clockwise once points south-east (32).
    expect(rotateTile(1, 1, 'hex')).toBe(32);
    expect(tileKindOn(9, 'hex')).toBe('straight');
    expect(tileKindOn(3, 'hex')).toBe('elbow');
    expect(tileKindOn(7, 'hex')).toBe('tee');
  });

  it('2,000 small hex boards: uniqueness, solution counts and par agree with the generic counter', () => {
    let several = 0;
    let unique = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 2, max: 4 }),
        modeArb,
        fc.boolean(),
        fc.constantFrom(0, 0.3),
        fc.constantFrom(0, 0.2),
        fc.string({ minLength: 1, maxLength: 6 }),
        (width, height, mode, wantUnique, barriers, empty, seed) => {
          const board = generateNetwalk({
            width,
            height,
            mode,
            grid: 'hex',
            unique: wantUnique,
            barriers,
            empty,
            seed,
          });
          // One assertion for the board (an expect costs tens of µs; this runs 2,000 times).
          expectAll((m) => {
            m.is(board.grid, 'hex', 'grid');
            // A star (most tiles endpoints) is more likely with six neighbours on a tiny board;
            // generation avoids it where it can, and validate names it: anything else is wrong.
            const problems = validate(board).problems.filter((p) => !p.startsWith('Tile kinds:'));
            m.ok(problems.length === 0, `problems: ${problems.join('; ')}`);
            const n = width * height;
            m.is(
              isSolved({ ...newGame(board), offsets: new Uint8Array(n) }),
              true,
              'solution wins',
            );
            m.is(isSolved(newGame(board)), false, 'solved as dealt');
            for (let c = 0; c < n; c++)
              m.is(
                board.barriers[c]! & board.solution[c]!,
                0,
                `a wall across the solution at ${c}`,
              );
            const generic = genericCount(board, 3);
            if (board.unique) {
              unique++;
              m.is(generic, 1, 'generic count of a unique board');
            } else m.ok(generic >= 1, `generic count ${generic}`);
            const { verdict } = toNetwalkPuzzle(board);
            m.is(verdict.unique, generic === 1, 'verdict.unique');
            if (generic > 1) {
              several++;
              const brute = bruteForcePar(board);
              m.is(verdict.par, brute.par, 'par');
              m.is(verdict.optimalCount, brute.count, 'optimalCount');
            }
          });
        },
      ),
      { numRuns: 2_000, seed: 2830 },
    );
    // The check means something: most boards are unique, and some have several solutions.
    expect(unique).toBeGreaterThan(500);
    expect(several).toBeGreaterThan(10);
  });

  it('par costs a tile that repeats every 3 sixths the short way (regression seeds m3550, m1594)', () => {
    for (const settings of [
      { width: 3, height: 4, unique: false, seed: 'm3550', empty: 0.15, straights: 0.7 },
      { width: 3, height: 4, unique: false, seed: 'm1594' },
    ]) {
      const board = generateNetwalk({ ...settings, grid: 'hex' });
      const { verdict } = toNetwalkPuzzle(board);
      const brute = bruteForcePar(board);
      expect(verdict.par).toBe(brute.par);
      expect(verdict.optimalCount).toBe(brute.count);
      expect(verdict.par).toBeLessThanOrEqual(parOf(board));
    }
  });

  it('par over every solution holds for any scramble of a hex board with several solutions', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 2, max: 3 }),
        fc.string({ minLength: 1, maxLength: 5 }),
        fc.array(fc.nat(5), { minLength: 12, maxLength: 12 }),
        (width, height, seed, turns) => {
          const made = generateNetwalk({ width, height, grid: 'hex', unique: false, seed });
          const offsets = Uint8Array.from(made.solution, (_, c) => turns[c]!);
          const board = { ...made, offsets };
          const { verdict } = toNetwalkPuzzle(board);
          const brute = bruteForcePar(board);
          expect(verdict.par).toBe(brute.par);
          expect(verdict.optimalCount).toBe(brute.count);
        },
      ),
      { numRuns: 400, seed: 2831 },
    );
  });

  it('bigger hex boards are unique, valid, and solved by following hints', () => {
    for (const mode of ['bounded', 'classic'] as const) {
      for (let i = 0; i < 8; i++) {
        const board = generateNetwalk({ width: 9, height: 8, mode, grid: 'hex', seed: `big${i}` });
        expect(board.unique).toBe(true);
        expect(genericCount(board, 2)).toBe(1);
        let play = newGame(board);
        for (let h = hint(play); h !== null; h = hint(play))
          play = rotate(play, h.cell, h.quarterTurns);
        expect(isSolved(play)).toBe(true);
        expect([...connected(play)].every((v) => v === 1)).toBe(true);
      }
    }
  });

  it('play turns by sixths: anticlockwise after clockwise is the identity, locks survive a jumble, undo restores', () => {
    const board = generateNetwalk({ width: 6, height: 5, grid: 'hex', seed: 'play' });
    const play = newGame(board);
    for (let c = 0; c < 30; c++) {
      expect([...rotate(rotate(play, c, 1), c, -1).offsets]).toEqual([...play.offsets]);
      expect([...rotate(play, c, 6).offsets]).toEqual([...play.offsets]);
      expect(rotate(play, c, 3).offsets[c]).toBe((play.offsets[c]! + 3) % 6);
    }
    const locked = lock(rotate(play, 4, 2), 4);
    const jumbled = jumble(locked, 'j');
    expect(jumbled.offsets[4]).toBe(locked.offsets[4]);
    expect(Math.max(...jumbled.offsets)).toBeLessThanOrEqual(5);
    expect([...undo(undo(undo(jumbled))).offsets]).toEqual([...play.offsets]);
    expect(shownMasks(play)).toEqual(startMasks(board));
  });

  it('round-trips through JSON, draws hexagons, refuses Net IDs and a hex torus', () => {
    const board = generateNetwalk({
      width: 7,
      height: 6,
      grid: 'hex',
      barriers: 0.3,
      seed: 'json',
    });
    const back = netwalkFromJson(netwalkToJson(board));
    expect(back.grid).toBe('hex');
    expect([...back.solution]).toEqual([...board.solution]);
    expect([...back.barriers]).toEqual([...board.barriers]);
    expect(() => toTathamId(board)).toThrow(/square boards only/);
    expect(() => toNetwalkPuzzle({ ...board, mode: 'torus' })).toThrow(NetwalkError);
    const asked = generateNetwalk({ width: 5, height: 5, grid: 'hex', mode: 'torus', seed: 't' });
    expect(asked.mode).toBe('bounded');
    expect(asked.notes.join(' ')).toMatch(/a hex grid does not wrap/);
    const sketch = toSketch(board, undefined, { legend: true });
    const server = sketch.items.find((i) => i.kind === 'polygon');
    expect(server?.kind === 'polygon' && server.points.length).toBe(6);
    const pipes = sketch.items.filter((i) => i.kind === 'marker' && i.marker === 'pipe');
    expect(pipes.length).toBe(board.solution.filter((m) => m !== 0).length);
  });

  it('avoidObvious and the difficulty aims work on hex boards too', () => {
    for (let i = 0; i < 10; i++) {
      const plain = generateNetwalk({ width: 9, height: 9, grid: 'hex', seed: `o${i}` });
      const avoided = generateNetwalk({
        width: 9,
        height: 9,
        grid: 'hex',
        avoidObvious: true,
        seed: `o${i}`,
      });
      expect(obviousShare(avoided)).toBe(0);
      expect(obviousShare(plain)).toBeGreaterThanOrEqual(0);
      const hard = generateNetwalk({
        width: 9,
        height: 9,
        grid: 'hex',
        hardestRule: 'dead-ends',
        seed: `o${i}`,
      });
      expect(hard.unique).toBe(true);
    }
  });
});
