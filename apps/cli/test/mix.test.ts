// Batches of several families (repeated --preset, a --mix file) and batches added to a folder
// made before (--append).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openText } from '@knossos/families';
import { afterAll, describe, expect, it } from 'vitest';
import { knossos, oneLine, temporaryFolders } from './cli-support.js';

const { fresh, cleanup } = temporaryFolders();
afterAll(cleanup);

const manifestOf = (dir: string, out: string) =>
  JSON.parse(readFileSync(join(dir, out, 'manifest.json'), 'utf8'));

describe('mixes', () => {
  it('use repeated presets of any family in turn, one puzzle each by default', async () => {
    const dir = fresh();
    const presets = ['Flow/Starter 5×5', 'Netwalk/Bounded 7×7', 'Classic/Hex 13×13'];
    const run = await knossos(
      ['flow', ...presets.flatMap((p) => ['--preset', p]), '--seed', 'mx', '--out', 'm'],
      dir,
    );
    expect(run.status).toBe(0);
    const items = manifestOf(dir, 'm').items;
    expect(items.map((i: { family: string }) => i.family)).toEqual(['flow', 'netwalk', 'maze']);
    expect(items.map((i: { seed: string }) => i.seed)).toEqual(['mx-0', 'mx-1', 'mx-2']);
    // Each keeps its preset's settings and its family's default formats.
    expect([items[0].settings.width, items[1].settings.width, items[2].settings.grid]).toEqual([
      5,
      7,
      'hex',
    ]);
    expect(items[1].files).toContain('netwalk-mx-1.id.txt');
  });

  it('leave out, with a note, a format some family of the mix lacks; refuse one none has', async () => {
    const dir = fresh();
    const args = ['maze', '--preset', 'Flow/Starter 5×5', '--preset', 'Classic/Square 15×15'];
    const run = await knossos([...args, '--seed', 'fm', '--format', 'json,tmj', '--out', 'f'], dir);
    expect(run.status).toBe(0);
    expect(run.stdout + run.stderr).toMatch(/Format: Flow has no tmj format/);
    expect(readdirSync(join(dir, 'f')).sort()).toEqual([
      'flow-fm-0.json',
      'manifest.json',
      'maze-fm-1.json',
      'maze-fm-1.tmj',
    ]);
    const none = await knossos([...args, '--format', 'json,gif', '--out', 'g'], dir);
    expect(none.status).toBe(2);
    expect(oneLine(none)).toMatch(/no family of this mix has a format "gif"/);
  });

  it('read a --mix file of families, presets and settings, and name the entry at fault', async () => {
    const dir = fresh();
    const mix = [
      { family: 'netwalk', settings: { width: 5, height: 4 } },
      { family: 'maze', preset: 'Classic/Square 15×15', settings: { width: 6 } },
    ];
    writeFileSync(join(dir, 'mix.json'), JSON.stringify(mix));
    const run = await knossos(
      [
        'maze',
        '--mix',
        'mix.json',
        '--count',
        '4',
        '--seed',
        'f',
        '--out',
        'o',
        '--format',
        'json',
      ],
      dir,
    );
    expect(run.status).toBe(0);
    const items = manifestOf(dir, 'o').items;
    expect(items.map((i: { family: string }) => i.family)).toEqual([
      'netwalk',
      'maze',
      'netwalk',
      'maze',
    ]);
    expect(items.map((i: { settings: { width: number } }) => i.settings.width)).toEqual([
      5, 6, 5, 6,
    ]);
    expect(items[1].settings.height).toBe(15);
    for (const [bad, message] of [
      ['{}', /--mix: bad\.json must hold a JSON list/],
      ['[{"family":"sudoku"}]', /--mix: bad\.json: entry 1: no family "sudoku"/],
      [
        '[{"family":"flow","preset":"Classic/Hex 13×13"}]',
        /entry 1: "Classic\/Hex 13×13" is a maze preset, not flow/,
      ],
    ] as const) {
      writeFileSync(join(dir, 'bad.json'), bad);
      const refused = await knossos(['flow', '--mix', 'bad.json'], dir);
      expect(refused.status).toBe(2);
      expect(oneLine(refused)).toMatch(message);
    }
  });
});

describe('--append', () => {
  it('adds a batch to a folder: items appended, indices go on, the command recorded', async () => {
    const dir = fresh();
    const first = ['netwalk', '--count', '2', '--seed', 'a', '--out', 'f', '--format', 'json'];
    expect((await knossos(first, dir)).status).toBe(0);
    const more = ['flow', '--count', '2', '--seed', 'b', '--out', 'f', '--append'];
    const run = await knossos([...more, '--format', 'json'], dir);
    expect(run.status).toBe(0);
    const manifest = manifestOf(dir, 'f');
    expect(manifest.command).toEqual(['knossos', ...first]);
    expect(manifest.appended.map((a: { command: string[] }) => a.command)).toEqual([
      ['knossos', ...more, '--format', 'json'],
    ]);
    expect([manifest.requested, manifest.completed]).toEqual([4, 4]);
    expect(manifest.items.map((i: { index: number }) => i.index)).toEqual([0, 1, 2, 3]);
    expect(manifest.items.map((i: { seed: string }) => i.seed)).toEqual([
      'a-0',
      'a-1',
      'b-2',
      'b-3',
    ]);
    const files = readdirSync(join(dir, 'f')).filter((f) => f !== 'manifest.json');
    expect(files.sort()).toEqual(
      manifest.items.flatMap((i: { files: string[] }) => i.files).sort(),
    );
    for (const f of files)
      expect(openText(readFileSync(join(dir, 'f', f), 'utf8')).kind).toBe('puzzle');
  });

  it('refuses up front, naming the file, to overwrite anything; and needs a manifest', async () => {
    const dir = fresh();
    const args = ['maze', '--seed', 's', '--out', 'f', '--format', 'json', '--width', '5'];
    expect((await knossos(args, dir)).status).toBe(0);
    const before = readFileSync(join(dir, 'f', 'manifest.json'), 'utf8');
    for (const more of [['--append'], ['--append', '--force']]) {
      const again = await knossos([...args, ...more], dir);
      expect(again.status).toBe(2);
      expect(oneLine(again)).toMatch(/--append: .*maze-s\.json already exists/);
    }
    expect(readFileSync(join(dir, 'f', 'manifest.json'), 'utf8')).toBe(before);
    const none = await knossos(['maze', '--out', 'empty', '--append'], dir);
    expect(none.status).toBe(2);
    expect(oneLine(none)).toMatch(/--append: .*manifest\.json does not exist/);
  });
});
