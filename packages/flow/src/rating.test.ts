import { stars } from '@knossos/rating';
import { UNLIMITED } from '@knossos/solver';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { humanBoard } from './human-board.js';
import { OFF, ON } from './human-deductions.js';
import { FLOW_RULES, solveHuman } from './human-solve.js';
import {
  FLOW_BANDS,
  FLOW_RATING_SWEEP,
  FLOW_RULE_WEIGHTS,
  type FlowLevel,
  flowBands,
  type GeneratedFlow,
  generateFlow,
  parseFlowText,
  rateFlow,
} from './index.js';
import { topologyOf } from './level.js';

/**
 * One of the 8 symmetries of a square board (0–3: quarter turns; 4–7: the same after a mirror)
 * applied to a level: its dots move, its colours stay. Cells are `y · side + x`.
 */
function transformed(level: FlowLevel, symmetry: number): FlowLevel {
  const side = level.width;
  const move = (cell: number) => {
    let x = cell % side;
    let y = Math.floor(cell / side);
    if (symmetry >= 4) x = side - 1 - x;
    for (let t = 0; t < symmetry % 4; t++) [x, y] = [y, side - 1 - x];
    return y * side + x;
  };
  return { ...level, dots: level.dots.map(move), solution: null };
}

/**
 * The square level of side `size` generated from `seed`, made once for the file: the properties
 * below draw their sides and seeds from the same arbitraries (5–12, any natural number) and
 * fast-check's one seed, so they draw the same 30 levels, and generating them is most of their
 * work.
 */
function generated(size: number, seed: number): GeneratedFlow {
  const key = `${size} ${seed}`;
  let level = made.get(key);
  if (level === undefined) {
    level = generateFlow({ width: size, height: size, seed });
    made.set(key, level);
  }
  return level;
}
const made = new Map<string, GeneratedFlow>();

/** A level generated here (6 × 6, five colours) that forced moves alone do not solve. */
const OPEN = parseFlowText(['BC....', '......', 'A..E..', '..D..C', '..E...', 'A...BD'].join('\n'));

describe('rateFlow', () => {
  it("scores the rules the solver needed, and stars the score in its size's FLOW_BANDS", () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 12 }), fc.nat(), (size, seed) => {
        const level = generated(size, seed);
        const rating = rateFlow(level);
        expect(rating.solvable).toBe(true);
        expect(rating.stoppedBy).toBeNull();
        const uses = FLOW_RULES.map((rule) => rating.counts[rule]);
        // The hardest rule is the last one used; the score by a second route from the counts.
        const rank = FLOW_RULES.indexOf(rating.hardest!);
        expect(uses.slice(rank + 1).every((u) => u === 0)).toBe(true);
        expect(rank === 0 || uses[rank]! > 0).toBe(true);
        const effort = uses.reduce((sum, u, i) => sum + FLOW_RULE_WEIGHTS[i]! * u, 0);
        expect(rating.score).toBe(Math.round(100 * rank + (200 * effort + 50 * uses[0]!) / size));
        expect(rating.nodes).toBe(uses.reduce((a, b) => a + b, 0));
        expect(rating.guesses).toBe(rating.counts.search);
        expect(rating.deduced + rating.undeduced).toBe(size * size - level.dots.length);
        const { minSize, maxSize } = FLOW_RATING_SWEEP;
        const bands = FLOW_BANDS[Math.min(maxSize, Math.max(minSize, size))]!;
        expect(flowBands(level)).toBe(bands);
        expect(rating.stars).toBe(1 + bands.filter((b) => (rating.score ?? 0) > b).length);
        expect(rating.stars).toBe(stars(rating.score, bands));
      }),
      { numRuns: 30 },
    );
  });

  it('only ever deduces what the solution has: every link it decides agrees with it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 12 }), fc.nat(), (size, seed) => {
        const level = generated(size, seed);
        const board = humanBoard(topologyOf(level), level.dots);
        // No guess reads the solution here: a rule that guessed wrong would leave a link off it.
        const solved = solveHuman(board, () => level.solution, UNLIMITED);
        expect(solved.solved).toBe(true);
        const colors = level.solution!;
        for (let id = 0; id < board.linkA.length; id++) {
          const same = colors[board.linkA[id]!] === colors[board.linkB[id]!];
          expect(solved.links[id]).toBe(same ? ON : OFF);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('rates a level and its 7 rotations and mirror images alike', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 12 }),
        fc.nat(),
        fc.integer({ min: 1, max: 7 }),
        (size, seed, symmetry) => {
          const level = generated(size, seed);
          const { hardest, counts, score, stars } = rateFlow(level);
          const other = rateFlow(transformed(level, symmetry));
          expect({
            hardest: other.hardest,
            counts: other.counts,
            score: other.score,
            stars: other.stars,
          }).toEqual({
            hardest,
            counts,
            score,
            stars,
          });
        },
      ),
      // The 30 levels of the properties above, each under a symmetry: every side 5–12 and
      // every one of the 7 symmetries is drawn (fixed seed).
      { numRuns: 30 },
    );
  });

  it('gives a level with no solution no score and 0 stars', () => {
    // Crossing pairs: A must cross B.
    const level = parseFlowText(['.A.', 'B.B', '.A.'].join('\n'));
    expect(rateFlow(level)).toMatchObject({
      solvable: false,
      score: null,
      stars: 0,
      hardest: null,
    });
  });

  it('leaves a level its time limit or signal cut unrated, never "unsolvable"', () => {
    const free = rateFlow(OPEN);
    expect(free.stoppedBy).toBeNull();
    expect(free.counts.forced).toBeGreaterThan(0);
    expect(free.hardest).not.toBe('forced');
    const cut = rateFlow(OPEN, { timeMs: 0 });
    expect(cut).toMatchObject({ solvable: false, score: null, stars: 0, stoppedBy: 'time' });
    const aborted = new AbortController();
    aborted.abort();
    expect(rateFlow(OPEN, { signal: aborted.signal }).stoppedBy).toBe('signal');
    expect(rateFlow(OPEN, { timeMs: 1e9 })).toEqual(free);
  });

  it('rates a level that forced moves solve below one that needs harder rules', () => {
    const easy = rateFlow(parseFlowText(['AB', 'AB'].join('\n')));
    const hard = rateFlow(OPEN);
    expect(easy).toMatchObject({ hardest: 'forced', guesses: 0, undeduced: 0, stars: 1 });
    expect(FLOW_RULES.indexOf(hard.hardest!)).toBeGreaterThan(0);
    expect(hard.score).toBeGreaterThan(easy.score ?? Number.POSITIVE_INFINITY);
  });

  it('rates shaped levels on their graph: around a hole and over a bridge', () => {
    // The hole in the middle leaves a ring: A takes its top, B the rest.
    const ring = parseFlowText(['A.A', 'B#B', '...'].join('\n'));
    expect(ring.holes).toEqual([4]);
    expect(rateFlow(ring)).toMatchObject({ solvable: true, hardest: 'forced', stoppedBy: null });
    // A crosses B on the bridge: A west to east, B north to south.
    const bridged = parseFlowText(['#B#', 'A+A', '#B#'].join('\n'));
    expect(bridged.bridges).toEqual([4]);
    expect(rateFlow(bridged)).toMatchObject({ solvable: true, hardest: 'forced', stoppedBy: null });
    // Without the bridge the same dots have no solution.
    expect(rateFlow(parseFlowText(['#B#', 'A.A', '#B#'].join('\n'))).solvable).toBe(false);
  });
});
