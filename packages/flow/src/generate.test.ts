import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flowGraph } from './graph.js';
import {
  type FlowLevel,
  flowStats,
  generateFlow,
  parseFlowText,
  solutionProblem,
  solveFlow,
  topologyOf,
} from './index.js';
import { borderNodes, borderRun, pathTurns, sideOf, solutionPaths } from './level-stats.js';
import { searchFlow } from './search.js';

/** Whether any 2 × 2 block of a square level's cells holds one colour. */
function hasBlock(level: FlowLevel & { solution: readonly number[] }): boolean {
  const { width, height, solution } = level;
  for (let y = 0; y + 1 < height; y++) {
    for (let x = 0; x + 1 < width; x++) {
      const c = solution[y * width + x];
      if (
        c === solution[y * width + x + 1] &&
        c === solution[(y + 1) * width + x] &&
        c === solution[(y + 1) * width + x + 1]
      ) {
        return true;
      }
    }
  }
  return false;
}

/** The most cells of a square-board path in a straight line (by cell differences). */
function longestSegment(path: readonly number[]): number {
  let longest = Math.min(path.length, 2);
  let run = 2;
  for (let i = 2; i < path.length; i++) {
    run = path[i]! - path[i - 1]! === path[i - 1]! - path[i - 2]! ? run + 1 : 2;
    longest = Math.max(longest, run);
  }
  return longest;
}

describe('generateFlow, shaped like hand-made levels', () => {
  it('gives the colours asked for, with paths that wind (no long straight path or segment), hug no border and make no 2 × 2 block', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 10 }),
        fc.integer({ min: 6, max: 10 }),
        fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
        fc.nat(),
        (width, height, share, seed) => {
          const side = sideOf({ width, height });
          // From half the side to twice it (never past cells / 3), or the default (0.8 · side,
          // rounded, in that range).
          const most = Math.min(2 * side, Math.floor((width * height) / 3));
          const least = Math.max(2, Math.ceil(side / 2));
          const byDefault = Math.min(most, Math.max(least, Math.round(0.8 * side)));
          const colors =
            share === undefined ? undefined : least + Math.round(((most - least) * share) / 100);
          const level = generateFlow({ width, height, colors, seed, checkLoose: false });
          // Few long paths on a small board can be out of reach of the shape rules: then the
          // count moves, with a note; from a quarter of the way up the range, never (measured).
          const made = level.dots.length / 2;
          if (share !== undefined && share < 25 && made !== colors) {
            expect(level.notes.some((n) => n.startsWith('Colors: no level with'))).toBe(true);
          } else {
            expect(made).toBe(colors ?? byDefault);
            expect(level.notes.filter((n) => n.startsWith('Colors'))).toEqual([]);
          }
          const graph = flowGraph(level);
          const border = borderNodes(graph);
          for (const path of solutionPaths(level, level.solution, graph)) {
            if (pathTurns(graph, path) === 0) expect(2 * path.length).toBeLessThanOrEqual(side);
            expect(borderRun(border, path)).toBeLessThanOrEqual(side);
            expect(longestSegment(path)).toBeLessThanOrEqual(Math.ceil(side / 2) + 2);
          }
          expect(hasBlock(level)).toBe(false);
        },
      ),
      { seed: 20261202, numRuns: 40 },
    );
  });

  it('proves uniqueness that a second engine confirms, under both rules', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 8 }), fc.nat(), (size, seed) => {
        const level = generateFlow({ width: size, height: size, seed });
        const puzzle = { ...level, solution: null };
        expect(level.unique).toBe(true);
        // The path search, not the sweep and CDCL engine that made the proof.
        const second = searchFlow(puzzle, { limit: 2 });
        expect([second.count, second.complete]).toEqual([1, true]);
        expect(second.solution).toEqual(level.solution);
        if (level.uniqueLoose !== null) {
          const loose = solveFlow(puzzle, { limit: 2, touching: true, engine: 'sat' });
          expect(loose.count === 1).toBe(level.uniqueLoose);
        }
      }),
      { seed: 20261203, numRuns: 12 },
    );
  });

  it('gives the same level for the same seed and settings', () => {
    for (const settings of [
      { width: 9, height: 7, seed: 's', colors: 6 },
      { width: 8, height: 8, seed: 3, windiness: 0.4, minLen: 4 },
    ]) {
      expect(generateFlow(settings)).toEqual(generateFlow(settings));
    }
  });

  it('says when the colours cannot be honoured', () => {
    const many = generateFlow({ width: 5, height: 5, colors: 20, seed: 1 });
    expect(many.notes).toContain('Colors: 20 is outside 3–8; used 8.');
    const made = many.dots.length / 2;
    if (made !== 8)
      expect(many.notes.some((n) => n.startsWith('Colors: no level with'))).toBe(true);
    const long = generateFlow({ width: 6, height: 6, colors: 6, minLen: 8, seed: 1 });
    expect(long.notes).toContain(
      'Colors: 6 paths of at least 8 cells cannot fit in 36 cells; used 4.',
    );
    expect(long.dots.length / 2).toBeLessThanOrEqual(4);
  });

  it('winds its paths more at a higher windiness', () => {
    const turns = (windiness: number) =>
      [0, 1, 2, 3].reduce((sum, seed) => {
        const level = generateFlow({ width: 9, height: 9, windiness, unique: false, seed });
        return sum + flowStats(level).turnsPerPath;
      }, 0);
    expect(turns(0)).toBeLessThan(turns(0.4));
  });
});

describe('flowStats', () => {
  it('measures colours, straight paths, turns and border runs', () => {
    // Three rows, one path each (rows top first).
    const stats = flowStats(parseFlowText('A.A\nB.B\nC.C\n'));
    expect(stats).toEqual({
      colors: 3,
      cellsPerColor: 3,
      straightShare: 1,
      longStraight: 3,
      turnsPerPath: 0,
      longestBorderRun: 3,
      borderHugging: 0,
    });
  });
});

describe('generateFlow on shaped boards and with bridges', () => {
  it('makes unique levels whose solutions keep the rules, with no dot on a bridge', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 7, max: 10 }),
        fc.constantFrom('heart', 'circle', 'ring', 'diamond', undefined),
        fc.integer({ min: 0, max: 3 }),
        fc.nat(),
        (size, shape, bridges, seed) => {
          const level = generateFlow({ width: size, height: size, shape, bridges, seed });
          if (shape !== undefined) expect(level.holes?.length ?? 0).toBeGreaterThan(0);
          expect(level.bridges?.length ?? 0).toBeLessThanOrEqual(bridges);
          expect(solutionProblem(level, topologyOf(level), level.solution)).toBeNull();
          for (const bridge of level.bridges ?? []) expect(level.dots).not.toContain(bridge);
          expect(level.unique).toBe(true);
          const second = searchFlow({ ...level, solution: null }, { limit: 2 });
          expect([second.count, second.complete]).toEqual([1, true]);
        },
      ),
      { seed: 20261204, numRuns: 12 },
    );
  });
});
