// Solving levels with holes: corpus levels with two of their paths cut out of the board (each
// cell of those paths a hole), so they stay solvable. These levels take the path search and the
// CDCL engine (the nested-corner sweep is for plain square boards): compare with the plain
// levels in flow.bench.ts.
import { bench, describe } from 'vitest';
import { corpusLevel } from './corpus-level.js';
import type { FlowLevel } from './level.js';
import { solveFlow } from './solve.js';

/** A corpus level with the cells of colours `cut` made holes, and those colours dropped. */
function withHoles(name: string, cut: readonly number[]): FlowLevel {
  const level = corpusLevel(name);
  const solution = level.solution ?? solveFlow(level, { limit: 1 }).solution!;
  const holes = solution.flatMap((color, cell) => (cut.includes(color) ? [cell] : []));
  const dots = level.dots.filter((_, i) => !cut.includes(i >> 1));
  return { ...level, dots, holes, solution: null };
}

for (const [name, cut] of [
  ['hand-14x14-a', [0, 5]],
  ['hand-20x20-b', [0, 7]],
  ['link-16x16-7', [0, 8]],
] as const) {
  const level = withHoles(name, cut);
  describe(`solveFlow, ${name} with ${level.holes!.length} holes`, () => {
    bench('uniqueness proof', () => void solveFlow(level, { limit: 2 }), {
      iterations: 5,
      time: 0,
    });
  });
}
