import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNT_CAP, distancesToGoal, type SearchProblem, solve, solveFrom } from './index.js';

/** A small directed graph with labelled moves, some goals and one or more starts. */
interface Graph {
  nodes: number;
  edges: [from: number, to: number, move: number][];
  goals: number[];
  starts: number[];
  /** Multiplier that turns node i into a state (large ones exercise the hash table). */
  scale: number;
}

const graphArb: fc.Arbitrary<Graph> = fc.integer({ min: 1, max: 7 }).chain((nodes) =>
  fc.record({
    nodes: fc.constant(nodes),
    edges: fc.array(
      fc.tuple(
        fc.integer({ min: 0, max: nodes - 1 }),
        fc.integer({ min: 0, max: nodes - 1 }),
        fc.integer({ min: 0, max: 3 }),
      ),
      { maxLength: nodes * 3 },
    ),
    goals: fc.uniqueArray(fc.integer({ min: 0, max: nodes - 1 }), { maxLength: 2 }),
    starts: fc.array(fc.integer({ min: 0, max: nodes - 1 }), { minLength: 1, maxLength: 2 }),
    scale: fc.constantFrom(1, 3, 2 ** 40 + 7),
  }),
);

/** The graph as a search problem; states are node × scale. Moves keep their label + 4 × edge. */
function problemOf(g: Graph, withSpace = false): SearchProblem {
  const out: [number, number][][] = Array.from({ length: g.nodes }, () => []);
  g.edges.forEach(([from, to, move], i) => {
    out[from]!.push([to, move + 4 * i]);
  });
  const goals = new Set(g.goals);
  return {
    initial: g.starts.length === 1 ? g.starts[0]! * g.scale : g.starts.map((s) => s * g.scale),
    successors(state, emit) {
      for (const [to, move] of out[state / g.scale]!) emit(to * g.scale, move);
    },
    isGoal: (state) => goals.has(state / g.scale),
    ...(withSpace && g.scale === 1 ? { stateSpace: g.nodes } : {}),
  };
}

/**
 * The reference: every walk from every distinct start, enumerated one by one (a walk ends at a
 * goal, where play ends). A best solution is a shortest walk ending at a goal; it never repeats
 * a node (a repeat could be cut out), so walks of up to `nodes` moves suffice.
 */
function enumerate(g: Graph) {
  const goals = new Set(g.goals);
  let par = -1;
  let count = 0;
  const walk = (node: number, length: number) => {
    if (goals.has(node)) {
      if (par === -1 || length < par) {
        par = length;
        count = 0;
      }
      if (length === par) count++;
      return;
    }
    if (length >= g.nodes) return;
    for (const [from, to] of g.edges) if (from === node) walk(to, length + 1);
  };
  for (const start of new Set(g.starts)) walk(start, 0);
  // Reachable positions (goals end play), and whether each can still reach a goal.
  const canReach = (node: number, seen = new Set<number>()): boolean => {
    if (goals.has(node)) return true;
    if (seen.has(node)) return false;
    seen.add(node);
    return g.edges.some(([from, to]) => from === node && canReach(to, seen));
  };
  const reachable = new Set<number>();
  const visit = (node: number) => {
    if (reachable.has(node)) return;
    reachable.add(node);
    if (goals.has(node)) return;
    for (const [from, to] of g.edges) if (from === node) visit(to);
  };
  for (const start of g.starts) visit(start);
  const stuck = [...reachable].some((node) => !canReach(node));
  return { par, count, stuck, reachable: reachable.size };
}

describe('solve', () => {
  it('agrees with an exhaustive walk enumerator on small graphs (one-way moves, traps, loops)', () => {
    fc.assert(
      fc.property(graphArb, fc.boolean(), (g, withSpace) => {
        const verdict = solve(problemOf(g, withSpace));
        const truth = enumerate(g);
        expect(verdict.par).toBe(truth.par);
        expect(verdict.solvable).toBe(truth.par >= 0);
        expect(verdict.optimalCount).toBe(truth.par >= 0 ? truth.count : 0);
        expect(verdict.countComplete).toBe(truth.par >= 0);
        expect(verdict.unique).toBe(truth.count === 1 && truth.par >= 0);
        expect(verdict.canGetStuck).toBe(truth.stuck);
        expect(verdict.explored).toBe(truth.reachable);
        expect(verdict.budgetExhausted).toBe(false);
      }),
      { numRuns: 400 },
    );
  });

  it('returns a best solution that walks: each move is legal and the last state is a goal', () => {
    fc.assert(
      fc.property(graphArb, (g) => {
        const problem = problemOf(g);
        const verdict = solve(problem);
        if (!verdict.solvable) {
          expect([verdict.path, verdict.moves]).toEqual([[], []]);
          return;
        }
        expect(verdict.path.length).toBe(verdict.par + 1);
        expect(verdict.moves.length).toBe(verdict.par);
        const starts = typeof problem.initial === 'number' ? [problem.initial] : problem.initial;
        expect(starts).toContain(verdict.path[0]);
        for (let k = 0; k < verdict.moves.length; k++) {
          const legal: [number, number][] = [];
          problem.successors(verdict.path[k]!, (next, move) => legal.push([next, move]));
          expect(legal).toContainEqual([verdict.path[k + 1], verdict.moves[k]]);
        }
        expect(problem.isGoal(verdict.path.at(-1)!)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('counts best routes across an open grid as binomial coefficients', () => {
    // Corner to corner of a w × h grid moving only right or up: C(w + h − 2, w − 1) routes.
    const grid = (w: number, h: number): SearchProblem => ({
      initial: 0,
      successors(cell, emit) {
        const x = cell % w;
        const y = Math.floor(cell / w);
        if (x + 1 < w) emit(cell + 1, 1);
        if (y + 1 < h) emit(cell + w, 0);
        if (x > 0) emit(cell - 1, 3);
        if (y > 0) emit(cell - w, 2);
      },
      isGoal: (cell) => cell === w * h - 1,
    });
    const choose = (n: number, k: number) => {
      let r = 1;
      for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
      return Math.round(r);
    };
    for (const [w, h] of [
      [1, 1],
      [2, 3],
      [5, 5],
      [8, 11],
    ] as const) {
      const verdict = solve(grid(w, h));
      expect(verdict.par).toBe(w + h - 2);
      expect(verdict.optimalCount).toBe(choose(w + h - 2, w - 1));
      expect(verdict.canGetStuck).toBe(false);
    }
    // 40 × 40: C(78, 39) ≈ 2.7 · 10²², far past the cap.
    const big = solve(grid(40, 40));
    expect([big.optimalCount, big.countComplete, big.unique]).toEqual([COUNT_CAP, false, false]);
  });

  it('reports "not proven" when the budget runs out before a goal, and keeps a par it proved', () => {
    const corridor = (length: number): SearchProblem => ({
      initial: 0,
      successors(cell, emit) {
        if (cell + 1 < length) emit(cell + 1, 1);
        if (cell > 0) emit(cell - 1, 0);
      },
      isGoal: (cell) => cell === length - 1,
    });
    const far = solve(corridor(5000), { stateBudget: 1000 });
    expect(far).toMatchObject({
      solvable: false,
      par: -1,
      optimalCount: 0,
      countComplete: false,
      unique: false,
      canGetStuck: null,
      explored: 1000,
      budgetExhausted: true,
    });
    expect(far.notes.join()).toMatch(/State budget: ran out after 1,000 states/);

    // A goal near the start of a large space: the par is proven, soft-locks are not.
    const wide: SearchProblem = {
      initial: 0,
      successors(state, emit) {
        emit(state + 1, 1);
        emit(state + 2, 2);
      },
      isGoal: (state) => state === 3,
    };
    const near = solve(wide, { stateBudget: 1000 });
    expect(near).toMatchObject({
      solvable: true,
      par: 2,
      budgetExhausted: true,
      canGetStuck: null,
    });
    expect(near.countComplete).toBe(true); // layer 2 was searched whole: 1+2 and 2+1
    expect(near.optimalCount).toBe(2);
  });

  it('keeps a count exact when routes past the goal layer overflow the cap (regression)', () => {
    // Found in review: a count capped deeper than the goal made the goal's count "incomplete".
    const verdict = solve({
      initial: 0,
      successors(s, emit) {
        if (s === 0) {
          emit(1, 0);
          emit(2, 1);
        } else if (s >= 2 && s < 40) {
          emit(s + 1, 0);
          emit(s + 1, 1);
        }
      },
      isGoal: (s) => s === 1,
    });
    expect([verdict.par, verdict.optimalCount, verdict.countComplete, verdict.unique]).toEqual([
      1,
      1,
      true,
      true,
    ]);
  });

  it('clamps the budget with a note', () => {
    const tiny: SearchProblem = { initial: 0, successors() {}, isGoal: () => true };
    expect(solve(tiny, { stateBudget: 5 }).notes).toEqual([
      'State budget: 5 is outside 1,000–5,000,000; used 1,000.',
    ]);
    expect(solve(tiny, { stateBudget: 1e9 }).notes[0]).toMatch(/used 5,000,000/);
    expect(solve(tiny, { stateBudget: Number.NaN }).notes[0]).toMatch(/not a number; used 500,000/);
    expect(solve(tiny).par).toBe(0);
  });

  it('names a malformed problem', () => {
    const bad = (p: unknown) => () => solve(p as SearchProblem);
    expect(bad({ initial: -1, successors() {}, isGoal: () => false })).toThrow(/^initial must/);
    expect(bad({ initial: [0, -1], successors() {}, isGoal: () => false })).toThrow(/initial\[1\]/);
    expect(bad({ initial: 1.5, successors() {}, isGoal: () => false })).toThrow(/2\^53/);
    expect(bad({ initial: 'a', successors() {}, isGoal: () => false })).toThrow(/initial must be/);
    expect(bad({ initial: [], successors() {}, isGoal: () => false })).toThrow(/at least one/);
    expect(bad({ initial: 7, successors() {}, isGoal: () => false, stateSpace: 4 })).toThrow(
      /^initial \(7\) is not below the problem's stateSpace/,
    );
    expect(bad({ initial: 0, successors() {}, isGoal: () => false, stateSpace: 4.5 })).toThrow(
      /stateSpace must be a positive integer/,
    );
    expect(() =>
      solveFrom({ initial: 0, successors() {}, isGoal: () => false, stateSpace: 4 }, 9),
    ).toThrow(/^state \(9\)/);
    expect(bad({ initial: 0, isGoal: () => false })).toThrow(/successors\(state, emit\)/);
    expect(
      bad({
        initial: 0,
        successors: (_s: number, emit: (n: number, m: number) => void) => emit(Number.NaN, 0),
        isGoal: () => false,
      }),
    ).toThrow(/emitted NaN/);
    expect(
      bad({
        initial: 0,
        successors: (_s: number, emit: (n: number, m: number) => void) => emit(7, 0),
        isGoal: () => false,
        stateSpace: 4,
      }),
    ).toThrow(/not below the problem's stateSpace/);
  });
});

describe('solveFrom and distancesToGoal', () => {
  it('agree with solve from every state of small graphs', () => {
    fc.assert(
      fc.property(graphArb, (g) => {
        const problem = problemOf(g);
        const states = Array.from({ length: g.nodes }, (_, i) => i * g.scale);
        const distances = distancesToGoal(problem, states);
        expect(distances).not.toBeNull();
        for (const [i, state] of states.entries()) {
          const alone = solve({ ...problem, initial: state });
          expect(distances![i]).toBe(alone.par);
          const hint = solveFrom(problem, state);
          expect(hint.par).toBe(alone.par);
          if (alone.par === 0) expect(hint.status).toBe('solved');
          else if (alone.par < 0) expect(hint.status).toBe('stuck');
          else {
            // The hinted move is one step along a best way on.
            expect(hint.status).toBe('move');
            expect(solve({ ...problem, initial: hint.next }).par).toBe(alone.par - 1);
            const legal: [number, number][] = [];
            problem.successors(state, (next, move) => legal.push([next, move]));
            expect(legal).toContainEqual([hint.next, hint.move]);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('gives up honestly when the budget runs out', () => {
    const endless: SearchProblem = {
      initial: 0,
      successors: (state, emit) => emit(state + 1, 0),
      isGoal: () => false,
    };
    expect(solveFrom(endless, 0, { stateBudget: 1000 }).status).toBe('budget');
    expect(distancesToGoal(endless, [0, 5], { stateBudget: 1000 })).toBeNull();
    expect(distancesToGoal(endless, [])).toEqual(new Int32Array(0));
  });
});
