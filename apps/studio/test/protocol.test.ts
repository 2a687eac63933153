// The generation protocol without a browser: `answer` is what the worker (and the page, for Z3)
// runs, so every reply the page would hear is checked here against the family called directly.
import { FAMILIES, puzzleToJson } from '@knossos/families';
import { batchSeed } from '@knossos/random';
import { describe, expect, it } from 'vitest';
import { answer, batchSize, needsPage, type Reply, type Request } from '../src/protocol.js';
import { SMALL } from './fixtures.test-util.js';

/** The replies to one request, in the order they were posted. */
async function repliesTo(request: Request, signal?: AbortSignal): Promise<Reply[]> {
  const replies: Reply[] = [];
  await answer(request, (reply) => replies.push(reply), signal);
  return replies;
}

describe('the generation protocol', () => {
  for (const family of FAMILIES) {
    it(`answers a ${family.name} batch with the family's own puzzles, in order, then done`, async () => {
      const request = { family: family.name, settings: SMALL, seed: 'proto', count: 3, stars: 0 };
      const replies = await repliesTo(request);
      expect(replies.map((r) => r.kind)).toEqual(['made', 'made', 'made', 'done']);
      for (const [i, reply] of replies.slice(0, 3).entries()) {
        if (reply.kind !== 'made') throw new Error(`reply ${i} is ${reply.kind}`);
        expect([reply.index, reply.done, reply.total]).toEqual([i, i + 1, 3]);
        // What crosses postMessage is plain data: a structured clone changes nothing.
        expect(structuredClone(reply)).toEqual(reply);
        const held = { family, puzzle: reply.puzzle };
        expect(family.seedOf(reply.puzzle)).toMatch(new RegExp(`^${batchSeed('proto', i)}(#|$)`));
        // The second code path: verified generation from puzzle i's seed, called directly.
        const direct = await family.generateVerified({ ...SMALL, seed: batchSeed('proto', i) });
        expect(puzzleToJson(held)).toBe(puzzleToJson({ family, puzzle: direct }));
      }
    });
  }

  it('makes a single puzzle from the seed itself (then seed#1, …), aiming for the stars asked', async () => {
    const family = FAMILIES[1]!;
    // Without a target the first try is kept; the target is a star count that try misses.
    const any = await family.generateVerified({ ...SMALL, seed: 'one' }, { stars: 0 });
    expect(family.seedOf(any)).toBe('one');
    const stars = family.verdict(any).stars === 1 ? 2 : 1;
    const replies = await repliesTo({
      family: family.name,
      settings: SMALL,
      seed: 'one',
      count: 1,
      stars,
    });
    expect(replies.map((r) => r.kind)).toEqual(['made', 'done']);
    const made = replies[0]!;
    if (made.kind !== 'made') throw new Error('no puzzle made');
    const direct = await family.generateVerified({ ...SMALL, seed: 'one' }, { stars });
    expect(puzzleToJson({ family, puzzle: made.puzzle })).toBe(
      puzzleToJson({ family, puzzle: direct }),
    );
    // The target was passed on: a later try, rated as asked.
    expect(family.verdict(made.puzzle).stars).toBe(stars);
    expect(family.seedOf(made.puzzle)).toMatch(/^one#\d+$/);
  });

  it('fails a batch of a family there is not, naming the field, and sends nothing else', async () => {
    const replies = await repliesTo({
      family: 'sudoku',
      settings: {},
      seed: 's',
      count: 2,
      stars: 0,
    });
    expect(replies).toHaveLength(1);
    const [failed] = replies;
    expect(failed).toMatchObject({ kind: 'failed', field: 'family' });
    expect(failed?.kind === 'failed' && failed.message).toMatch(/sudoku.*maze, flow, netwalk/);
    expect(needsPage(failed!)).toBe(false);
    expect(
      needsPage({ kind: 'failed', message: 'Z3 could not be loaded', field: 'z3-solver' }),
    ).toBe(true);
    expect(needsPage({ kind: 'done' })).toBe(false);
  });

  it('ends an aborted batch with done and no puzzles', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    const request = { family: FAMILIES[0]!.name, settings: SMALL, seed: 'x', count: 3, stars: 0 };
    expect(await repliesTo(request, controller.signal)).toEqual([{ kind: 'done' }]);
  });

  it('holds a batch to 1–20 puzzles', () => {
    expect([0, 1, 2.4, 20, 21, Number.NaN, -3].map(batchSize)).toEqual([1, 1, 2, 20, 20, 1, 1]);
  });
});
