import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cornerSearch } from './corner-search.js';
import { flowFromJson, parseFlowText } from './formats.js';
import { generateFlow } from './generate.js';
import { type FlowLevel, solutionProblem, topologyOf } from './level.js';
import { solveFlow } from './solve.js';

const UNLIMITED = { nodes: Number.POSITIVE_INFINITY, deadline: Number.POSITIVE_INFINITY };
const sweep = (level: FlowLevel, limits: Partial<typeof UNLIMITED> = {}, signal?: AbortSignal) =>
  cornerSearch(level, topologyOf(level), { ...UNLIMITED, ...limits, signal });
const corpus = (name: string) =>
  flowFromJson(
    readFileSync(join(import.meta.dirname, '..', 'bench', 'corpus', `${name}.json`), 'utf8'),
  );

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
      { numRuns: 40 },
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
});
