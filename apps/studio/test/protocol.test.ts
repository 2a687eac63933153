// The worker protocol without a browser: `answer` is what the generation worker runs, so every
// reply the page would receive is checked here against the packages called directly.
import { flowFromJson, flowToJson, generateFlow } from '@knossos/flow';
import { generateVerified, mazeToJson } from '@knossos/maze';
import { generateNetwalk, netwalkToJson } from '@knossos/netwalk';
import { batchSeed } from '@knossos/random';
import { describe, expect, it } from 'vitest';
import { type Family, toJson, workOutVerdict } from '../src/model.js';
import { answer, type Reply, type Request, revive, seedOf } from '../src/protocol.js';

const SMALL: Record<Family, Record<string, unknown>> = {
  maze: { width: 6, height: 5 },
  flow: { width: 5, height: 5 },
  netwalk: { width: 4, height: 4 },
};

/** The replies to one request, in the order they were posted. */
async function repliesTo(request: Request): Promise<Reply[]> {
  const replies: Reply[] = [];
  await answer(request, (reply) => replies.push(reply));
  return replies;
}

/** The same puzzle made by calling the family's package directly (the second code path). */
async function direct(family: Family, seed: string): Promise<string> {
  if (family === 'maze') return mazeToJson(generateVerified({ ...SMALL.maze, seed }));
  if (family === 'flow') {
    return flowToJson(await generateFlow({ ...SMALL.flow, method: 'constructive', seed }));
  }
  return netwalkToJson(generateNetwalk({ ...SMALL.netwalk, seed }));
}

describe('the worker protocol', () => {
  for (const family of ['maze', 'flow', 'netwalk'] as const) {
    it(`answers a ${family} batch: one reply per puzzle in order, then done`, async () => {
      const request = { family, settings: SMALL[family], seed: 'proto', count: 3 };
      const replies = await repliesTo(request);
      expect(replies.map((r) => r.kind)).toEqual(['made', 'made', 'made', 'done']);
      for (const [index, reply] of replies.slice(0, 3).entries()) {
        if (reply.kind !== 'made') throw new Error(`reply ${index} is ${reply.kind}`);
        expect(reply.index).toBe(index);
        expect(reply.seed).toBe(batchSeed('proto', index));
        // What crosses postMessage is plain data: a structured clone changes nothing.
        expect(structuredClone(reply)).toEqual(reply);
        const puzzle = revive(family, reply.json);
        // The worker's puzzle is the package's own for that seed, byte for byte.
        expect(toJson(puzzle)).toBe(await direct(family, reply.seed));
        expect(reply.verdict).toEqual(workOutVerdict(puzzle));
      }
    });
  }

  it('uses the seed itself for a single puzzle, and keeps a Flow level its seed and notes', async () => {
    const [made] = await repliesTo({
      family: 'flow',
      settings: { ...SMALL.flow, colors: 40 },
      seed: 'one',
      count: 1,
    });
    if (made?.kind !== 'made') throw new Error('no puzzle made');
    expect(made.seed).toBe('one');
    const puzzle = revive('flow', made.json);
    if (puzzle.family !== 'flow' || !('seed' in puzzle.data)) throw new Error('no Flow seed');
    expect(puzzle.data.seed).toBe('one');
    // 40 colours do not fit 25 cells: the clamping note travels with the level.
    expect(puzzle.data.notes.some((n) => n.startsWith('Colors:'))).toBe(true);
    expect(flowFromJson(made.json).dots.length).toBe(puzzle.data.dots.length);
  });

  it('reports a puzzle it cannot make and goes on to the end of the batch', async () => {
    const replies = await repliesTo({
      family: 'sudoku' as Family,
      settings: {},
      seed: 's',
      count: 2,
    });
    expect(replies).toEqual([
      { kind: 'error', index: 0, message: 'family: "sudoku" is not maze, flow, netwalk' },
      { kind: 'error', index: 1, message: 'family: "sudoku" is not maze, flow, netwalk' },
      { kind: 'done' },
    ]);
  });

  it('holds a batch to 1–20 puzzles, as the page asks', async () => {
    const none = await repliesTo({
      family: 'netwalk',
      settings: SMALL.netwalk,
      seed: 'n',
      count: 0,
    });
    expect(none.map((r) => r.kind)).toEqual(['made', 'done']);
    expect(seedOf({ seed: 'n', count: 1 }, 0)).toBe('n');
    expect(seedOf({ seed: 'n', count: 5 }, 4)).toBe(batchSeed('n', 4));
  });
});
