import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateFlow, parseFlowCsv, parseFlowText, rateFlow, solveFlow } from './index.js';
import { writeFlowBatch } from './node.js';

describe('writeFlowBatch', () => {
  it('writes each level three ways and a manifest, into a timestamped folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'knossos-flow-'));
    const settings = { width: 6, height: 5 };
    const levels = [1, 2].map((seed) => generateFlow({ ...settings, seed }));
    const now = new Date(2026, 10, 29, 14, 5, 9);
    const batch = await writeFlowBatch(levels, { dir, settings, now });
    expect(batch.folder).toBe(join(dir, '20261129_140509'));
    expect((await readdir(batch.folder)).sort()).toEqual([
      'level-001.csv',
      'level-001.json',
      'level-001.txt',
      'level-002.csv',
      'level-002.json',
      'level-002.txt',
      'manifest.json',
    ]);
    const csv = parseFlowCsv(await readFile(join(batch.folder, 'level-002.csv'), 'utf8'));
    expect(csv.solution).toEqual(levels[1]!.solution);
    const text = parseFlowText(await readFile(join(batch.folder, 'level-001.txt'), 'utf8'));
    expect(text.dots.length).toBe(levels[0]!.dots.length);
    const manifest = JSON.parse(await readFile(join(batch.folder, 'manifest.json'), 'utf8'));
    expect(manifest.settings).toEqual(settings);
    expect(manifest.levels.map((l: { seed: string }) => l.seed)).toEqual(['1', '2']);
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(manifest.levels[0].files).toEqual(['level-001.json', 'level-001.txt', 'level-001.csv']);
    const { score, stars } = rateFlow(levels[1]!);
    expect(manifest.levels[1].rating).toEqual({ score, stars });
    // The same second again: a folder of its own, the first batch untouched.
    const second = await writeFlowBatch(levels.slice(0, 1), { dir, settings, now });
    expect(second.folder).toBe(join(dir, '20261129_140509-2'));
    expect((await readdir(batch.folder)).length).toBe(7);
    await expect(writeFlowBatch(levels, { dir: '' })).rejects.toThrow(/dir must name/);
  });

  it('writes levels with more colours than the text format has characters, without the text', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'knossos-flow-'));
    // 66 colours, each two dots side by side on a 12 × 11 board: past the 62 characters of the
    // text format, and rated in a moment for the manifest (a generated 32 × 32 level of 64
    // colours, not unique, took its rating seconds; the batch writes any level alike).
    const drawn = {
      grid: 'square' as const,
      width: 12,
      height: 11,
      dots: Array.from({ length: 132 }, (_, cell) => cell),
      solution: null,
    };
    const big = {
      ...drawn,
      solution: solveFlow(drawn).solution!,
      seed: 'many',
      unique: true,
      uniqueLoose: true,
      attempts: 1,
      notes: [],
    };
    expect(big.dots.length / 2).toBeGreaterThan(62);
    const batch = await writeFlowBatch([big], { dir });
    expect((await readdir(batch.folder)).sort()).toEqual([
      'level-001.csv',
      'level-001.json',
      'manifest.json',
    ]);
  });

  it('writes hex and shaped levels as JSON and text, never as CSV', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'knossos-flow-'));
    const shaped = parseFlowText(['#B#', 'A+A', '#B#'].join('\n'));
    const hex = parseFlowText('hex 3 2\n A . A\nB . B\n');
    const levels = [shaped, hex].map((level) => ({
      ...level,
      solution: solveFlow(level).solution!,
      seed: 'made',
      unique: true,
      uniqueLoose: true,
      attempts: 1,
      notes: [],
    }));
    const batch = await writeFlowBatch(levels, { dir });
    expect((await readdir(batch.folder)).sort()).toEqual([
      'level-001.json',
      'level-001.txt',
      'level-002.json',
      'level-002.txt',
      'manifest.json',
    ]);
    const text = await readFile(join(batch.folder, 'level-001.txt'), 'utf8');
    expect(parseFlowText(text)).toEqual(shaped);
    expect(parseFlowText(await readFile(join(batch.folder, 'level-002.txt'), 'utf8'))).toEqual(hex);
  });
});
