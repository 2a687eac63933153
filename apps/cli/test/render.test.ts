// `knossos render`: one puzzle of any family, a pack or a folder → one picture per puzzle.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FAMILIES, type Held } from '@knossos/families';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, knossos, sharedPuzzles, temporaryFolders } from './cli-support.js';

const { fresh, cleanup } = temporaryFolders();
afterAll(cleanup);

/** The old-format files a run wrote before the family contract (see __fixtures__). */
const OLD = new URL('./__fixtures__/', import.meta.url).pathname;
const PNG = [0x89, 0x50, 0x4e, 0x47];

/** The width and height a PNG's header gives. */
const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

let dir: string;
const made: Held[] = [];
beforeAll(async () => {
  expect(existsSync(BIN), 'build the CLI first (pnpm --filter @knossos/cli build)').toBe(true);
  // The shared puzzles (made once for every file), copied: tests here write beside them.
  const shared = await sharedPuzzles();
  dir = fresh();
  cpSync(shared.folder, dir, { recursive: true });
  made.push(...shared.made);
});

describe('render', () => {
  it('draws each family’s puzzle as SVG and PNG beside the file', async () => {
    for (const family of FAMILIES) {
      const svg = await knossos(['render', `${family.name}.json`, '--svg'], dir);
      expect(svg.status, family.name).toBe(0);
      expect(svg.stdout.trim()).toBe(`${family.name}.svg`);
      expect(readFileSync(join(dir, `${family.name}.svg`), 'utf8')).toMatch(/^<svg/);
      const png = await knossos(
        ['render', `${family.name}.json`, '--png', '--style', 'answer-key'],
        dir,
      );
      expect(png.status, family.name).toBe(0);
      const bytes = readFileSync(join(dir, `${family.name}.png`));
      expect([...bytes.subarray(0, 4)]).toEqual(PNG);
      expect(Math.max(...pngSize(bytes))).toBe(1024);
    }
  });

  it('draws the answer key unlike the printable picture', async () => {
    const printable = (await knossos(['render', 'flow.json', '--svg', '--out', '-'], dir)).stdout;
    const answer = await knossos(
      ['render', 'flow.json', '--svg', '--out', '-', '--style', 'answer-key'],
      dir,
    );
    expect(printable).toMatch(/^<svg/);
    expect(answer.stdout).toMatch(/^<svg/);
    expect(answer.stdout).not.toBe(printable);
  });

  it('draws old per-family files and a Net game ID', async () => {
    const out = fresh();
    for (const file of [
      'maze-folder/maze-om-0.json',
      'flow-folder/flow-of-0.csv',
      'netwalk-folder/netwalk-on-0.json',
    ]) {
      const target = join(out, `${file.replace(/\W/g, '_')}.svg`);
      const run = await knossos(['render', join(OLD, file), '--svg', '--out', target], dir);
      expect(run.status, file).toBe(0);
      expect(readFileSync(target, 'utf8'), file).toMatch(/^<svg/);
    }
    const id = await knossos(['render', '5x5:422e3cd79a62d8574dc265391', '--svg'], out);
    expect(id.status).toBe(0);
    expect(id.stdout.trim()).toBe('netwalk-imported.svg');
  });

  it('draws every puzzle of a pack, a studio pack and a folder, one picture each', async () => {
    const run = await knossos(['render', 'pack.json', '--svg'], dir);
    expect(run.status).toBe(0);
    expect(readdirSync(join(dir, 'pack-pictures')).sort()).toEqual([
      'flow-shared.svg',
      'maze-shared.svg',
      'netwalk-shared.svg',
    ]);
    const out = fresh();
    const studio = await knossos(
      ['render', join(OLD, 'studio-pack.json'), '--png', '--out', 's'],
      out,
    );
    expect(studio.status).toBe(0);
    expect(readdirSync(join(out, 's')).sort()).toEqual([
      'flow-of-0.png',
      'maze-om-0.png',
      'netwalk-on-0.png',
    ]);
    const folder = await knossos(['render', join(OLD, 'maze-folder'), '--svg', '--out', 'f'], out);
    expect(folder.status).toBe(0);
    expect(readdirSync(join(out, 'f')).sort()).toEqual(['maze-om-0.svg', 'maze-om-1.svg']);
    // Drawn again: nothing is overwritten without --force.
    const again = await knossos(['render', join(OLD, 'maze-folder'), '--svg', '--out', 'f'], out);
    expect(again.status).toBe(2);
    expect(again.stderr).toMatch(/already exists \(use --force/);
    expect((await knossos(['render', 'pack.json', '--svg', '--out', '-'], dir)).status).toBe(2);
  });

  it('reads standard input for "-" and writes one picture to stdout for --out -', async () => {
    const run = spawnSync(process.execPath, [BIN, 'render', '-', '--svg', '--out', '-'], {
      cwd: dir,
      input: readFileSync(join(dir, 'netwalk.json')),
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^<svg/);
    expect(run.stdout).toBe(readFileSync(join(dir, 'netwalk.svg'), 'utf8'));
  });

  it('gives exit 2 and one line for bad flags or input', async () => {
    writeFileSync(join(dir, 'broken.json'), '{\n  "width": ,\n}');
    for (const [args, message] of [
      [['render', 'broken.json'], /exactly one of --svg and --png/],
      [['render', 'broken.json', '--svg'], /broken\.json: line 2, column 12: not JSON/],
    ] as const) {
      const run = await knossos([...args], dir);
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toMatch(message);
    }
  });
});
