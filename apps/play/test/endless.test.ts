// Endless requests made in this thread (what the worker runs): the stars asked for, the same
// puzzle for the same request, and an abort that stops a request before it starts.
import { describe, expect, it } from 'vitest';
import { makePuzzle, makePuzzleNow } from '../src/worker/endless.js';

describe('makePuzzleNow', () => {
  it('makes a maze of the mode to the stars asked for', async () => {
    for (const mode of ['classic', 'dungeon', 'roll', 'tower', 'race'] as const) {
      const made = await makePuzzleNow({ family: 'maze', mode, grid: 'hex', stars: 2, seed: 'e' });
      expect(made.family).toBe('maze');
      if (made.family !== 'maze') continue;
      expect(made.puzzle.verdict.difficulty, mode).toBe(2);
      expect(made.puzzle.board.passages.spec.kind, mode).toBe('hex');
    }
  });

  it('plays Roll on its own grids when asked for another', async () => {
    const made = await makePuzzleNow({
      family: 'maze',
      mode: 'roll',
      grid: 'circular',
      stars: 3,
      seed: 'r',
    });
    expect(made.family === 'maze' && made.puzzle.board.movement).toBe('roll');
    expect(made.family === 'maze' && made.puzzle.board.passages.spec.kind).toBe('square');
  });

  it('makes Flow and Netwalk boards of the size and stars asked for', async () => {
    const flow = await makePuzzleNow({ family: 'flow', stars: 3, width: 9, height: 9, seed: 'f' });
    expect(flow.family).toBe('flow');
    if (flow.family === 'flow') {
      expect([flow.puzzle.width, flow.puzzle.height, flow.puzzle.verdict.stars]).toEqual([9, 9, 3]);
    }
    const net = await makePuzzleNow({
      family: 'netwalk',
      stars: 2,
      width: 9,
      height: 9,
      torus: true,
      seed: 'n',
    });
    expect(net.family).toBe('netwalk');
    if (net.family === 'netwalk') {
      expect([net.puzzle.mode, net.puzzle.verdict.stars]).toEqual(['torus', 2]);
    }
  });

  it('gives the same puzzle for the same request', async () => {
    const request = {
      family: 'maze',
      mode: 'dungeon',
      grid: 'square',
      stars: 4,
      seed: 's',
    } as const;
    const a = await makePuzzleNow(request);
    const b = await makePuzzleNow(request);
    expect(JSON.stringify(a.puzzle)).toBe(JSON.stringify(b.puzzle));
  });
});

describe('makePuzzle', () => {
  it('runs the request where there is no Web Worker (Node)', async () => {
    const made = await makePuzzle({ family: 'flow', stars: 1, width: 5, height: 5, seed: 'w' });
    expect(made.family).toBe('flow');
  });

  it('rejects with the signal’s reason when aborted first', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stopped'));
    await expect(
      makePuzzle({ family: 'flow', stars: 1, width: 5, height: 5, seed: 'w' }, controller.signal),
    ).rejects.toThrow('stopped');
  });
});
