import { describe, expect, it } from 'vitest';
import {
  type BatchProgress,
  generateBatch,
  generateVerified,
  MazeError,
  mazeToJson,
  presets,
} from './index.js';

const small = { width: 7, height: 7, keys: 1, gems: 1 };

describe('generateBatch', () => {
  it('makes root-0 … root-(n−1), each the verified maze of its own seed, in seed order', async () => {
    const seen: BatchProgress[] = [];
    const mazes = await generateBatch({ ...small, seed: 'lvl' }, 5, {
      workers: 2,
      onProgress: (p) => seen.push(p),
    });
    expect(mazes.map((m) => m.seed.split('#')[0])).toEqual([0, 1, 2, 3, 4].map((i) => `lvl-${i}`));
    mazes.forEach((maze, i) => {
      // The second path: the same maze made alone in this thread.
      expect(mazeToJson(maze)).toBe(mazeToJson(generateVerified({ ...small, seed: `lvl-${i}` })));
    });
    expect(seen.map((p) => p.done)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(seen.map((p) => p.index))).toEqual(new Set([0, 1, 2, 3, 4]));
    for (const p of seen) {
      expect(p.total).toBe(5);
      expect(mazeToJson(p.maze)).toBe(mazeToJson(mazes[p.index]!));
    }
  });

  it('gives the same batch on one worker as on two', async () => {
    const one = await generateBatch({ ...small, seed: 'same' }, 4, { workers: 1 });
    const two = await generateBatch({ ...small, seed: 'same' }, 4, { workers: 2 });
    expect(one.map(mazeToJson)).toEqual(two.map(mazeToJson));
  });

  it('takes a list of requests in turn (a mix), and a fresh root when the seed is empty', async () => {
    const mix = presets.slice(0, 3).map((p) => p.make());
    const mazes = await generateBatch(mix, 4, { workers: 1 });
    expect(mazes.map((m) => m.settings.grid)).toEqual([
      mix[0]!.grid,
      mix[1]!.grid,
      mix[2]!.grid,
      mix[0]!.grid,
    ]);
    const root = mazes[0]!.seed.split('-')[0];
    expect(root).toMatch(/^[0-9a-z]{12}$/);
    expect(mazes[3]!.seed.startsWith(`${root}-3`)).toBe(true);
  });

  it('makes a batch of one in the calling thread, with its progress', async () => {
    const seen: number[] = [];
    const [one] = await generateBatch({ ...small, seed: 'solo' }, 1, {
      onProgress: (p) => seen.push(p.index),
    });
    expect(one!.seed.split('#')[0]).toBe('solo-0');
    expect(mazeToJson(one!)).toBe(mazeToJson(generateVerified({ ...small, seed: 'solo-0' })));
    expect(seen).toEqual([0]);
  });

  it('stops when aborted, and refuses a bad count or settings it cannot copy', async () => {
    const controller = new AbortController();
    const run = generateBatch({ seed: 'stop', width: 30, height: 30, keys: 4 }, 50, {
      workers: 2,
      signal: controller.signal,
      onProgress: () => controller.abort(new Error('stopped')),
    });
    await expect(run).rejects.toThrow('stopped');
    await expect(generateBatch({}, -1)).rejects.toBeInstanceOf(MazeError);
    await expect(generateBatch({}, 1.5)).rejects.toThrow(/count/);
    await expect(generateBatch({ seed: () => 1 }, 2)).rejects.toThrow(/plain data/);
    expect(await generateBatch({}, 0)).toEqual([]);
    await expect(generateBatch({}, 2, { onProgress: 5 as never })).rejects.toThrow(/onProgress/);
    await expect(generateBatch({}, 2, { signal: 'no' as never })).rejects.toThrow(/AbortSignal/);
    const gone = AbortSignal.abort(new Error('before'));
    await expect(generateBatch({}, 2, { signal: gone })).rejects.toThrow('before');
  });
});
