import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cornerSearch, startCornerSearch } from './corner-search.js';
import { corpusLevel as corpus } from './corpus-level.js';
import { parseFlowText } from './formats.js';
import { generateFlow } from './generate.js';
import { type FlowLevel, solutionProblem, topologyOf } from './level.js';
import { startSatCount } from './sat-engine.js';
import { solveFlow } from './solve.js';

const UNLIMITED = { nodes: Number.POSITIVE_INFINITY, deadline: Number.POSITIVE_INFINITY };
const sweep = (level: FlowLevel, limits: Partial<typeof UNLIMITED> = {}, signal?: AbortSignal) =>
  cornerSearch(level, topologyOf(level), { ...UNLIMITED, ...limits, signal });

describe('cornerSearch, the nested-corner sweep', () => {
  it('finds the one solution of unique levels (generated 5 × 5 to 12 × 12)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 12 }), fc.nat(), (size, salt) => {
        const level = generateFlow({ width: size, height: size, seed: `corner-${salt}` });
        const found = sweep(level);
        // Generated levels are proven unique, so the sweep must find exactly their solution.
        expect(found.solution).toEqual(level.solution);
        expect(found.stoppedBy).toBeNull();
      }),
      // On the fixed seed, the fewest runs that draw every side from 5 to 12.
      { numRuns: 26 },
    );
  });

  it('solves long-path corpus levels, and its answers obey the degree rule', () => {
    for (const name of ['hand-25x25-a', 'link-25x25-19', 'hand-40x40-c']) {
      const level = corpus(name);
      const found = sweep(level);
      expect(found.solution).not.toBeNull();
      expect(solutionProblem(level, topologyOf(level), found.solution!)).toBeNull();
    }
  });

  it('leaves levels with several solutions to the exact engines', () => {
    // Two solutions (see the flow tests): the sweep may find one of them or none, and solveFlow
    // counts both with its exact engines either way.
    const several = parseFlowText('.....\n.C...\n.BA..\n...C.\nAB...\n');
    const counted = solveFlow(several, { limit: 10 });
    const found = sweep(several);
    if (found.solution === null) expect(found.stoppedBy).toBeNull();
    else expect(solutionProblem(several, topologyOf(several), found.solution)).toBeNull();
    expect(counted.complete).toBe(true);
    expect(counted.count).toBe(2);
  });

  it('stops at its node budget, its deadline and its signal', () => {
    const level = corpus('hand-40x40-c');
    expect(sweep(level, { nodes: 2048 })).toMatchObject({ solution: null, stoppedBy: 'nodes' });
    expect(sweep(level, { deadline: 0 })).toMatchObject({ solution: null, stoppedBy: 'time' });
    const stop = new AbortController();
    stop.abort();
    expect(sweep(level, {}, stop.signal)).toMatchObject({ solution: null, stoppedBy: 'signal' });
  });

  it('hands solveFlow a first solution that the exact engines only extend', () => {
    const level = corpus('hand-22x22-a');
    const first = solveFlow(level, { limit: 1 });
    expect(first).toMatchObject({ count: 1, engine: 'sweep', stoppedBy: 'limit' });
    const proof = solveFlow(level, { limit: 2 });
    expect(proof).toMatchObject({ count: 1, complete: true });
    expect(proof.solution).toEqual(first.solution);
    expect(solveFlow(level, { limit: 2, engine: 'sat' }).solution).toEqual(first.solution);
  });

  it('resumes in slices where it stopped, like one run, and so does the CDCL count', () => {
    const level = corpus('hand-38x38-c');
    const topology = topologyOf(level);
    const whole = sweep(level);
    const sliced = startCornerSearch(level, topology);
    let answer = sliced.run({ ...UNLIMITED, nodes: 1000, signal: undefined });
    for (let cap = 2000; answer.stoppedBy === 'nodes'; cap *= 2) {
      expect(answer.nodes).toBeLessThanOrEqual(cap / 2);
      answer = sliced.run({ ...UNLIMITED, nodes: cap, signal: undefined });
    }
    expect(answer).toEqual(whole);
    const small = parseFlowText('.....\n.C...\n.BA..\n...C.\nAB...\n');
    const count = startSatCount(small, topologyOf(small), { limit: 10, touching: false });
    let counted = count.run({ ...UNLIMITED, decisions: 1, signal: undefined });
    for (let d = 2; counted.stoppedBy === 'nodes'; d++) {
      counted = count.run({ ...UNLIMITED, decisions: d, signal: undefined });
    }
    expect([counted.count, counted.stoppedBy]).toEqual([2, null]);
  });

  it('keeps within the node budget, whichever engine answers', () => {
    // One level per side, generated once: the runs draw budgets for the seven of them.
    const levels = new Map<number, FlowLevel>();
    const levelOf = (size: number) => {
      let level = levels.get(size);
      if (level === undefined) {
        level = generateFlow({ width: size, height: size, seed: `budget-${size}` });
        levels.set(size, level);
      }
      return level;
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 12 }),
        fc.integer({ min: 1, max: 5000 }),
        (size, budget) => {
          const level = levelOf(size);
          for (const limit of [1, 2]) {
            const result = solveFlow(level, { limit, nodeBudget: budget });
            expect(result.nodes).toBeLessThanOrEqual(budget);
            if (result.stoppedBy === 'nodes') expect(result.complete).toBe(false);
            if (result.complete) expect(result.count).toBe(1);
          }
        },
      ),
      { numRuns: 40 },
    );
    // A level the sweep cannot solve (two dots swapped): the budget still holds.
    const level = corpus('hand-40x40-c');
    const swapped = {
      ...level,
      dots: [
        level.dots[0]!,
        level.dots[3]!,
        level.dots[2]!,
        level.dots[1]!,
        ...level.dots.slice(4),
      ],
    };
    for (const budget of [5000, 100_000]) {
      const result = solveFlow(swapped, { nodeBudget: budget });
      expect(result.nodes).toBeLessThanOrEqual(budget);
      expect(result.stoppedBy === null || result.complete === false).toBe(true);
    }
  });
});
