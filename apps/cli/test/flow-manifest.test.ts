// A Flow batch's manifest rebuilds its levels: the settings as asked and each level's seed, run
// through the command again, write the same bytes; the JSON lines and the manifest carry both
// uniqueness answers.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { familyNamed, puzzleToJson } from '@knossos/families';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, knossos, temporaryFolders } from './cli-support.js';

const { fresh, cleanup } = temporaryFolders();
afterAll(cleanup);

/** The manifest item of one level, as far as this test reads it. */
interface Item {
  readonly seed: string;
  readonly files: string[];
  readonly settings: Record<string, unknown>;
  readonly unique: boolean;
  readonly uniqueLoose?: boolean | null;
  readonly sha256: Record<string, string>;
}

const FORMATS = 'json,csv,txt,svg';
let dir: string;
let items: Item[];
let lines: Record<string, unknown>[];

beforeAll(async () => {
  expect(existsSync(BIN), 'build the CLI first (pnpm --filter @knossos/cli build)').toBe(true);
  dir = fresh();
  const args = ['flow', '--seed', 'q7', '--colors', '8', '--count', '6', '--format', FORMATS];
  const run = await knossos([...args, '--out', 'batch', '--json'], dir);
  expect(run.status, run.stderr).toBe(0);
  lines = run.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  items = JSON.parse(readFileSync(join(dir, 'batch', 'manifest.json'), 'utf8')).items;
});

describe('a Flow batch manifest', () => {
  it('stores the colours asked for and each level’s seed', async () => {
    expect(items.map((item) => item.seed)).toEqual([0, 1, 2, 3, 4, 5].map((i) => `q7-${i}`));
    for (const item of items) expect(item.settings).toMatchObject({ colors: 8, seed: item.seed });
  });

  it('rebuilds every level byte for byte from its settings and seed', async () => {
    const flow = familyNamed('flow');
    for (const item of items) {
      const puzzle = await flow.generate({ ...item.settings, seed: item.seed });
      const json = readFileSync(join(dir, 'batch', `flow-${item.seed}.json`), 'utf8');
      expect(puzzleToJson({ family: flow, puzzle }), item.seed).toBe(json);
      for (const format of ['csv', 'txt']) {
        const text = readFileSync(join(dir, 'batch', `flow-${item.seed}.${format}`), 'utf8');
        expect(`${flow.formats[format]!.write(puzzle).trimEnd()}\n`).toBe(text);
      }
    }
    // And through the command itself, for two of them: the item's settings as a mix of one
    // entry, its seed as the seed, nothing else asked.
    for (const item of [items[1]!, items[4]!]) {
      const mix = join(dir, `mix-${item.seed}.json`);
      const { seed: _seed, ...settings } = item.settings;
      writeFileSync(mix, JSON.stringify([{ family: 'flow', settings }]));
      const args = ['flow', '--mix', mix, '--seed', item.seed, '--count', '1'];
      const run = await knossos([...args, '--format', FORMATS, '--out', `again-${item.seed}`], dir);
      expect(run.status, run.stderr).toBe(0);
      for (const name of item.files) {
        const before = readFileSync(join(dir, 'batch', name));
        const after = readFileSync(join(dir, `again-${item.seed}`, name));
        expect(after.equals(before), `${name} rebuilt`).toBe(true);
      }
    }
  });

  it('carries unique and uniqueLoose in each JSON line, the manifest and the puzzle file', async () => {
    expect(lines).toHaveLength(items.length);
    for (const [i, item] of items.entries()) {
      const line = lines[i]!;
      expect(typeof item.uniqueLoose === 'boolean' || item.uniqueLoose === null).toBe(true);
      expect(line).toMatchObject({ unique: item.unique, uniqueLoose: item.uniqueLoose });
      const puzzle = line.puzzle as { verdict: Record<string, unknown> };
      expect(puzzle.verdict).toMatchObject({ unique: item.unique, uniqueLoose: item.uniqueLoose });
    }
    // 7 × 7 boards are checked under the loose rule by default.
    expect(items.every((item) => item.uniqueLoose !== null)).toBe(true);
  });

  it('verifies: each level proven again and rebuilt', async () => {
    const run = await knossos(['verify', 'batch', '--json'], dir);
    expect(run.status, run.stdout + run.stderr).toBe(0);
    const checks = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(checks.filter((c) => c.family === 'flow')).toHaveLength(items.length);
    for (const c of checks) expect(c).toMatchObject({ met: true, changed: [] });
  });
});
