// `knossos pack`: ordered packs (knossos.pack/1) of any family or a mix, rising in stars, written
// as they are made.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openText } from '@knossos/families';
import { afterAll, describe, expect, it } from 'vitest';
import { doneAtLeast, interrupted, knossos, temporaryFolders } from './cli-support.js';

const { fresh, cleanup } = temporaryFolders();
afterAll(cleanup);

interface PackPuzzle {
  format: string;
  family: string;
  verdict: { stars: number; score: number | null };
}

/** A pack file, checked to be knossos.pack/1 with one puzzle per line, each read back alone. */
function readPack(path: string): { name: string; notes: string[]; puzzles: PackPuzzle[] } {
  const text = readFileSync(path, 'utf8');
  const pack = JSON.parse(text);
  expect(pack.format).toBe('knossos.pack/1');
  expect(text.split('\n').filter((l) => l.startsWith('{"format":"knossos.puzzle/1"'))).toHaveLength(
    pack.puzzles.length,
  );
  const opened = openText(text);
  expect(opened.kind).toBe('pack');
  for (const puzzle of pack.puzzles) {
    const one = openText(JSON.stringify(puzzle));
    if (one.kind !== 'puzzle') throw new Error('not a puzzle');
    expect(one.held.family.name).toBe(puzzle.family);
  }
  return pack;
}

/** Stars never fall, and within a star the score never falls. */
function expectRising(puzzles: readonly PackPuzzle[]): void {
  const keys = puzzles.map((p) => [p.verdict.stars, p.verdict.score ?? 0] as const);
  const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  expect(keys).toEqual(sorted);
}

describe('packs of every family', () => {
  for (const family of ['flow', 'netwalk', 'maze']) {
    it(`${family}: 12 puzzles over 1–5 stars, ordered by stars then score`, async () => {
      const dir = fresh();
      const run = await knossos(
        ['pack', '--family', family, '--count', '12', '--stars', '1-5', '--seed', family],
        dir,
      );
      // Exit 1 says a puzzle missed its stars (each is the closest of its tries, with a note).
      expect([0, 1], run.stderr).toContain(run.status);
      expect(run.stdout).toMatch(/12 puzzles, rising in difficulty, written to pack\.json/);
      const pack = readPack(join(dir, 'pack.json'));
      expect(pack.puzzles).toHaveLength(12);
      expect(new Set(pack.puzzles.map((p) => p.family))).toEqual(new Set([family]));
      expectRising(pack.puzzles);
      // Aimed at 1, 1, 1, 2, 2, 3, 3, 3, 4, 4, 5, 5 stars: the easiest and the hardest differ.
      expect(pack.puzzles[0]!.verdict.stars).toBeLessThan(pack.puzzles[11]!.verdict.stars);
    });
  }

  it('mixes families with repeated presets or a --mix file', async () => {
    const dir = fresh();
    const presets = ['Flow/Starter 5×5', 'Netwalk/Bounded 7×7'];
    const run = await knossos(
      ['pack', ...presets.flatMap((p) => ['--preset', p]), '--count', '4', '--stars', '2'],
      dir,
    );
    expect([0, 1], run.stderr).toContain(run.status);
    const pack = readPack(join(dir, 'pack.json'));
    expect(pack.puzzles.map((p) => p.family).sort()).toEqual([
      'flow',
      'flow',
      'netwalk',
      'netwalk',
    ]);
    expectRising(pack.puzzles);
    writeFileSync(
      join(dir, 'mix.json'),
      JSON.stringify([{ family: 'maze', settings: { grid: 'hex' } }, { family: 'netwalk' }]),
    );
    const mixed = await knossos(
      ['pack', '--mix', 'mix.json', '--count', '6', '--out', 'm.json'],
      dir,
    );
    expect([0, 1], mixed.stderr).toContain(mixed.status);
    const families = readPack(join(dir, 'm.json')).puzzles.map((p) => p.family);
    expect(families.filter((f) => f === 'maze')).toHaveLength(3);
    expect(families.filter((f) => f === 'netwalk')).toHaveLength(3);
  });
});

describe('packs stopped', () => {
  it('are written as they are made: SIGTERM leaves a valid, shorter pack with a note', async () => {
    const dir = fresh();
    const args = ['pack', '--count', '5000', '--stars', '1', '--seed', 'st', '--out', 'p.json'];
    const { code, stdout } = await interrupted(args, dir, doneAtLeast(10), 'SIGTERM');
    expect(code).toBe(143);
    const held = Number(/the pack holds (\d+) of the 5000 puzzles/.exec(stdout)?.[1] ?? -1);
    const pack = readPack(join(dir, 'p.json'));
    expect(pack.puzzles.length).toBeGreaterThanOrEqual(10);
    expect(pack.puzzles.length).toBeLessThan(5000);
    expectRising(pack.puzzles);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(held).toBe(pack.puzzles.length);
    // The pack says so itself.
    expect(pack.notes).toEqual([
      `Interrupted: the pack holds ${held} of the 5000 puzzles asked for.`,
    ]);
  });

  it('leave no spool behind: a second Ctrl-C quits at once, a killed run is cleared after', async () => {
    const dir = fresh();
    const args = ['pack', '--count', '5000', '--stars', '1', '--seed', 'tw', '--out', 'p.json'];
    const run = await interrupted(args, dir, doneAtLeast(5), ['SIGINT', 'SIGINT']);
    // The second Ctrl-C quits with 130; one that lands as the process is already ending (its
    // pack written after the first) ends it as a signal does: either way it is Ctrl-C's.
    expect(run.code === 130 || run.killedBy === 'SIGINT', `${run.code} ${run.killedBy}`).toBe(true);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    // What a killed run left (its process gone) goes with the next pack of that name.
    const gone = 2 ** 22 + 12_345;
    writeFileSync(join(dir, `p.json.${gone}.spool.tmp`), 'x');
    writeFileSync(join(dir, `p.json.${gone}.abc.tmp`), 'x');
    // (A Ctrl-C that came after the short pack was written leaves that pack: this one replaces it.)
    const next = await knossos(
      ['pack', '--count', '2', '--seed', 'tw', '--out', 'p.json', '--force'],
      dir,
    );
    expect(next.status).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(['p.json']);
  });
});

describe('a pack on standard output', () => {
  it('is the pack file, with every other line on stderr', async () => {
    const dir = fresh();
    const run = await knossos(
      ['pack', '--family', 'netwalk', '--count', '3', '--seed', 'so', '--out', '-'],
      dir,
    );
    expect(run.status).toBe(0);
    const opened = openText(run.stdout);
    if (opened.kind !== 'pack') throw new Error(`read as ${opened.kind}`);
    expect(opened.puzzles).toHaveLength(3);
    expect(run.stderr).toMatch(/3 puzzles, rising in difficulty, written to standard output/);
    expect(readdirSync(dir)).toEqual([]);
  });
});
