// `knossos verify`: packs of every format, batch folders old and new, one puzzle, standard input.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FAMILIES, type Held } from '@knossos/families';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, knossos, sharedPuzzles, temporaryFolders } from './cli-support.js';

const { fresh, cleanup } = temporaryFolders();
afterAll(cleanup);

/** The old-format files a run wrote before the family contract (see __fixtures__). */
const OLD = new URL('./__fixtures__/', import.meta.url).pathname;

/** verify --json: its exit code and its checks. */
async function verifyJson(dir: string, what: string) {
  const run = await knossos(['verify', what, '--json'], dir);
  const checks = run.stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { name: string; met: boolean; unmet: string[] });
  return { status: run.status, checks, stdout: run.stdout };
}

/** Every reason given for the checks named `name`. */
const said = (checks: { name: string; unmet: string[] }[], name: string) =>
  checks
    .filter((c) => c.name === name)
    .flatMap((c) => c.unmet)
    .join(' ');

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

describe('verify, files and packs', () => {
  it('passes each family’s knossos.puzzle/1 file, and a knossos.pack/1 of all three', async () => {
    for (const family of FAMILIES) {
      expect((await knossos(['verify', `${family.name}.json`], dir)).status, family.name).toBe(0);
    }
    const { status, checks } = await verifyJson(dir, 'pack.json');
    expect(status).toBe(0);
    expect(checks.map((c) => c.name)).toEqual([
      'Three #1 (seed shared)',
      'Three #2 (seed shared)',
      'Three #3 (seed shared)',
    ]);
  });

  it('fails (exit 1) a puzzle whose stored verdict the new proof contradicts, request met or not', async () => {
    const pack = JSON.parse(readFileSync(join(dir, 'pack.json'), 'utf8'));
    for (const puzzle of pack.puzzles) {
      puzzle.verdict.stars = puzzle.verdict.stars === 5 ? 4 : puzzle.verdict.stars + 1;
      puzzle.settings = { ...puzzle.settings, stars: 0, targetDifficulty: 0 };
    }
    writeFileSync(join(dir, 'lying.json'), JSON.stringify(pack));
    const { status, checks } = await verifyJson(dir, 'lying.json');
    expect(status).toBe(1);
    expect(
      checks.every((c) => (c as { changed?: string[] }).changed?.[0]?.startsWith('stars')),
    ).toBe(true);
  });

  it('refuses a manifest from standard input and a second file, naming why', async () => {
    const folder = fresh();
    await knossos(['maze', '--width', '5', '--height', '5', '--seed', 'in', '--out', 'm'], folder);
    const input = readFileSync(join(folder, 'm', 'manifest.json'));
    for (const command of ['verify', 'render']) {
      const args = command === 'render' ? [command, '-', '--svg'] : [command, '-'];
      const run = spawnSync(process.execPath, [BIN, ...args], {
        cwd: folder,
        input,
        encoding: 'utf8',
      });
      expect(run.status, command).toBe(2);
      expect(run.stderr).toMatch(/names the files beside it; give its folder/);
    }
    const two = await knossos(['verify', 'maze.json', 'flow.json'], dir);
    expect(two.status).toBe(2);
    expect(two.stderr).toMatch(/too many arguments/);
  });

  it('passes the old per-family files, a maze pack and a studio pack', async () => {
    for (const file of [
      'maze-folder/maze-om-0.json',
      'flow-folder/flow-of-0.json',
      'netwalk-folder/netwalk-on-0.json',
      'maze-pack.json',
    ]) {
      expect((await knossos(['verify', join(OLD, file)], dir)).status, file).toBe(0);
    }
    const studio = await verifyJson(dir, join(OLD, 'studio-pack.json'));
    expect(studio.status).toBe(0);
    expect(studio.checks.map((c) => c.name)).toEqual([
      'Studio pack #1 (seed om-0)',
      'Studio pack #2 (seed of-0)',
      'Studio pack #3 (seed on-0)',
    ]);
  });

  it('fails a tampered pack with exit 1: a verdict that lies is changed, a request unmet', async () => {
    const data = JSON.parse(readFileSync(join(OLD, 'maze-pack.json'), 'utf8'));
    data.mazes[1].verdict.optimalCount += 1;
    data.mazes[2].settings.targetDifficulty = data.mazes[2].verdict.difficulty === 5 ? 1 : 5;
    writeFileSync(join(dir, 'tampered.json'), JSON.stringify(data));
    const run = await knossos(['verify', 'tampered.json'], dir);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/changed optimalCount/);
    expect(run.stdout).toMatch(/request not met/);
    // The same in the shared pack format.
    const pack = JSON.parse(readFileSync(join(dir, 'pack.json'), 'utf8'));
    pack.puzzles[1].verdict.stars = pack.puzzles[1].verdict.stars === 5 ? 4 : 5;
    writeFileSync(join(dir, 'tampered-pack.json'), JSON.stringify(pack));
    const shared = await knossos(['verify', 'tampered-pack.json'], dir);
    expect(shared.stdout).toMatch(/Three #2 \(seed shared\): changed stars/);
  });

  it('reads a puzzle or a pack from standard input for "-"', async () => {
    for (const file of ['pack.json', 'flow.json']) {
      const run = spawnSync(process.execPath, [BIN, 'verify', '-'], {
        cwd: dir,
        input: readFileSync(join(dir, file)),
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1' },
      });
      expect(run.status, file).toBe(0);
      expect(run.stdout, file).toMatch(/checked: 0 do not meet their request/);
    }
  });
});

describe('verify, batch folders', () => {
  it('passes the folder the main job writes now, given as the folder or its manifest', async () => {
    const work = fresh();
    expect((await knossos(['--seed', 'main-job', '--out', 'o'], work)).status).toBe(0);
    const [made] = readdirSync(join(work, 'o'));
    expect((await knossos(['verify', join('o', made!)], work)).status).toBe(0);
    expect((await knossos(['verify', join('o', made!, 'manifest.json')], work)).status).toBe(0);
  });

  it('passes each family’s folder written before the family contract', async () => {
    for (const name of ['maze-folder', 'flow-folder']) {
      const { status, checks } = await verifyJson(dir, join(OLD, name));
      expect(status, name).toBe(0);
      expect(checks.length, name).toBe(2);
    }
    expect((await knossos(['verify', join(OLD, 'flow-folder', 'manifest.json')], dir)).status).toBe(
      0,
    );
    // Netwalk stars were calibrated again since (per size): the old folder's proofs still hold,
    // and the one star that moved is told as a change, nothing else.
    const { status, checks } = await verifyJson(dir, join(OLD, 'netwalk-folder'));
    expect(checks.length).toBe(2);
    const unmet = checks.flatMap((c) => c.unmet);
    expect(
      unmet.every((u) => /stars \d → \d/.test(u)),
      unmet.join('; '),
    ).toBe(true);
    expect(status).toBe(unmet.length === 0 ? 0 : 1);
  });

  it('reports a replaced maze, a broken SVG, unlisted files and each corrupt file', async () => {
    const work = fresh();
    cpSync(join(OLD, 'maze-folder'), join(work, 'm'), { recursive: true });
    const at = (name: string) => join(work, 'm', name);
    writeFileSync(at('maze-om-1.json'), readFileSync(at('maze-om-0.json')));
    writeFileSync(at('maze-om-0.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><g>');
    writeFileSync(at('stray.txt'), 'x');
    writeFileSync(at('maze-om-9.json.1.a.tmp'), 'x');
    let { status, checks } = await verifyJson(work, 'm');
    expect(status).toBe(1);
    expect(said(checks, 'maze-om-1.json')).toMatch(
      /not the puzzle the manifest records \(seed "om-1" → "om-0"/,
    );
    expect(said(checks, 'maze-om-1.json')).toMatch(/changed since the run wrote it/);
    expect(said(checks, 'maze-om-0.svg')).toMatch(/not well-formed SVG/);
    expect(said(checks, 'stray.txt')).toMatch(/not in the manifest/);
    expect(said(checks, 'maze-om-9.json.1.a.tmp')).toMatch(/temporary file/);
    expect(checks.find((c) => c.name === 'maze-om-0.json')?.met).toBe(true);
    // Two corrupt files: both reported, the rest still checked, exit 2 (bad input).
    writeFileSync(at('maze-om-0.json'), '{bad');
    writeFileSync(at('maze-om-1.json'), '{"x":');
    ({ status, checks } = await verifyJson(work, 'm'));
    expect(status).toBe(2);
    expect(said(checks, 'maze-om-0.json')).toMatch(/line 1, column 2: not JSON/);
    expect(said(checks, 'maze-om-1.json')).toMatch(/line 1, column 6: not JSON/);
    expect(said(checks, 'maze-om-0.svg')).toMatch(/not well-formed SVG/);
  });

  it('tells a Flow or Netwalk file swapped for another by its recorded SHA-256', async () => {
    const work = fresh();
    for (const [family, seed] of [
      ['flow', 'of'],
      ['netwalk', 'on'],
    ] as const) {
      cpSync(join(OLD, `${family}-folder`), join(work, family), { recursive: true });
      const at = (i: number) => join(work, family, `${family}-${seed}-${i}.json`);
      writeFileSync(at(0), readFileSync(at(1)));
      const { status, checks } = await verifyJson(work, family);
      expect(status).toBe(1);
      expect(said(checks, `${family}-${seed}-0.json`)).toMatch(/changed since the run wrote it/);
    }
  });

  it('refuses a manifest naming a file outside its folder, a link leading out included', async () => {
    const work = fresh();
    cpSync(join(OLD, 'maze-folder'), join(work, 'm'), { recursive: true });
    const inside = JSON.parse(readFileSync(join(work, 'm', 'manifest.json'), 'utf8'));
    writeFileSync(join(work, 'outside.json'), readFileSync(join(work, 'm', 'maze-om-0.json')));
    symlinkSync(join(work, 'outside.json'), join(work, 'm', 'link.json'));
    for (const name of [
      '../outside.json',
      '/etc/passwd',
      'a/../../outside.json',
      '..\\outside.json',
      'link.json',
    ]) {
      const manifest = structuredClone(inside);
      manifest.items[0].files = [name];
      writeFileSync(join(work, 'm', 'manifest.json'), JSON.stringify(manifest));
      const run = await knossos(['verify', 'm'], work);
      expect(run.status, name).toBe(2);
      // checkManifest refuses `..` and absolute names itself; verify refuses links leading out.
      expect(run.stdout + run.stderr, name).toMatch(/items\.0.*(outside|names inside) the folder/);
      expect(run.stdout, name).not.toMatch(/✔/);
    }
  });

  it('fails a folder whose level no longer meets its request, naming what changed', async () => {
    const work = fresh();
    cpSync(join(OLD, 'flow-folder'), join(work, 'f'), { recursive: true });
    // Two colours corner to corner cross: no solution, where the manifest records a unique one.
    const crossed = { grid: 'square', width: 2, height: 2, dots: [0, 3, 1, 2], solution: null };
    writeFileSync(join(work, 'f', 'flow-of-1.json'), JSON.stringify(crossed));
    const run = await knossos(['verify', 'f'], work);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/flow-of-1\.json: changed .*unique true → false/);
    expect(run.stdout).toMatch(/request not met: Solvable: the level has no solution/);
  });
});
