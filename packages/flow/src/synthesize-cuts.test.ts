// The cuts of Z3 synthesis: where a rejected shape is ruled out (placements), and that a cut
// rules out its shape at another place while the model stays satisfiable.
import { check, disposeZ3, getZ3 } from '@knossos/solver/z3';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { parseFlowText } from './formats.js';
import { topologyOf } from './level.js';
import { solveFlow } from './solve.js';
import { buildModel, type FlowModel, neighbours } from './z3-model.js';
import { placements } from './z3-placements.js';

afterAll(async () => {
  await disposeZ3();
});

/** The longest limit a check takes (1 hour): only a hang could reach it, never a busy machine. */
const NO_HURRY = { timeoutMs: 3_600_000 };

describe('placements', () => {
  it('moves a shape onto the board, each placement once, neighbours kept neighbours', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('square' as const, 'hex' as const),
        fc.integer({ min: 3, max: 7 }),
        fc.integer({ min: 3, max: 7 }),
        fc.nat(),
        fc.array(fc.nat(), { minLength: 0, maxLength: 5 }),
        (grid, width, height, start, steps) => {
          const near = neighbours(topologyOf({ grid, width, height }));
          // A random walk of distinct cells is the shape.
          const shape = [start % (width * height)];
          for (const step of steps) {
            const free = near[shape[shape.length - 1]!]!.filter((c) => !shape.includes(c));
            if (free.length > 0) shape.push(free[step % free.length]!);
          }
          const all = placements(grid, width, height, shape);
          expect(all[0]).toEqual(shape);
          expect(new Set(all.map((p) => p.join(','))).size).toBe(all.length);
          for (const placed of all) {
            expect(placed.every((c) => c >= 0 && c < width * height)).toBe(true);
            for (let i = 0; i < shape.length; i++) {
              for (let j = 0; j < shape.length; j++) {
                const joined = near[shape[i]!]!.includes(shape[j]!);
                if (joined) expect(near[placed[i]!]!).toContain(placed[j]!);
              }
            }
          }
          // One cell goes everywhere on a square board, everywhere in rows of its parity on hex.
          if (shape.length === 1) {
            const row = Math.floor(shape[0]! / width);
            const rows = Array.from({ length: height }, (_, y) => y).filter(
              (y) => grid === 'square' || y % 2 === row % 2,
            );
            expect(all.length).toBe(rows.length * width);
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});

/** The edge literals of a model (by the names `buildModel` gives them), for assumptions. */
const edgeOf = (model: FlowModel, u: number, v: number) =>
  model.ctx.Bool.const(`e${Math.min(u, v)}_${Math.max(u, v)}`);

/** The cells around the rectangle of columns x0–x1 and rows y0–y1 of a board `width` wide. */
function rim(width: number, x0: number, y0: number, x1: number, y1: number): number[] {
  const cells: number[] = [];
  for (let x = x0; x < x1; x++) cells.push(y0 * width + x);
  for (let y = y0; y < y1; y++) cells.push(y * width + x1);
  for (let x = x1; x > x0; x--) cells.push(y1 * width + x);
  for (let y = y1; y > y0; y--) cells.push(y * width + x0);
  return cells;
}

describe('the cuts of the edge model', () => {
  const shape = { grid: 'square', width: 6, height: 6, colors: 3, minLen: 2, maxLen: 36 } as const;

  it('rules a stray loop out wherever it fits, the model still satisfiable', async () => {
    const model = (await buildModel(
      await getZ3(),
      shape,
      1,
      Number.POSITIVE_INFINITY,
    )) as FlowModel;
    // A loop around two cells (a path of 2, allowed here) in the middle of the board.
    const loop = rim(6, 1, 1, 4, 3);
    const around = loop.map((c, i) => edgeOf(model, c, loop[(i + 1) % loop.length]!));
    expect(await check(model.solver, { ...NO_HURRY, assumptions: around })).toBe('sat');
    // The same loop, cut at the corner of the board, is ruled out in the middle too.
    model.cutLoop(rim(6, 0, 0, 3, 2));
    expect(await check(model.solver, { ...NO_HURRY, assumptions: around })).toBe('unsat');
    expect(await check(model.solver, NO_HURRY)).toBe('sat');
  });

  it('rules out the picture two solutions differ in, the model still satisfiable', async () => {
    // Two solutions under the degree rule (see the flow tests).
    const several = parseFlowText('.....\n.C...\n.BA..\n...C.\nAB...\n');
    const [first, second] = solveFlow(several, { limit: 2 }).solutions;
    // What synthesis asks: the count ignores the solution a level carries.
    expect(solveFlow({ ...several, solution: first! }, { limit: 2 }).count).toBe(2);
    const model = (await buildModel(
      await getZ3(),
      { grid: 'square', width: 5, height: 5, colors: 3, minLen: 3, maxLen: 25 },
      1,
      Number.POSITIVE_INFINITY,
    )) as FlowModel;
    const near = neighbours(topologyOf(several));
    const edgesOf = (solution: readonly number[]) =>
      near.flatMap((around, c) =>
        around
          .filter((o) => o > c)
          .map((o) => {
            const e = edgeOf(model, c, o);
            return solution[c] === solution[o] ? e : model.ctx.Not(e);
          }),
      );
    expect(await check(model.solver, { ...NO_HURRY, assumptions: edgesOf(first!) })).toBe('sat');
    model.cutSecond(first!, second!);
    expect(await check(model.solver, { ...NO_HURRY, assumptions: edgesOf(first!) })).toBe('unsat');
    expect(await check(model.solver, NO_HURRY)).toBe('sat');
  });
});
