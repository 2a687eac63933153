// `knossos solve`: every format read, each family proven through its contract.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FAMILIES } from '@knossos/families';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, knossos, knossosProcess, sharedPuzzles, temporaryFolders } from './cli-support.js';

const { fresh, cleanup } = temporaryFolders();
afterAll(cleanup);

/** The old-format files a run wrote before the family contract (see __fixtures__). */
const OLD = new URL('./__fixtures__/', import.meta.url).pathname;

/** Flow JSON as the Flow package wrote it before `knossos.puzzle/1`. */
const flowJson = (level: { width: number; height: number; dots: number[] }) =>
  JSON.stringify({ grid: 'square', ...level, solution: null });

/** Runs the built command with `input` on its standard input. */
function piped(args: string[], input: string, cwd: string) {
  return spawnSync(process.execPath, [BIN, ...args], {
    cwd,
    input,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    timeout: 240_000,
  });
}

let dir: string;
const made: unknown[] = [];
beforeAll(async () => {
  expect(existsSync(BIN), 'build the CLI first (pnpm --filter @knossos/cli build)').toBe(true);
  // The shared puzzles (made once for every file), copied: tests here write beside them.
  const shared = await sharedPuzzles();
  dir = fresh();
  cpSync(shared.folder, dir, { recursive: true });
  made.push(...shared.made.map((held) => held.puzzle));
});

describe('solve', () => {
  it('says "not proven" for a Flow search cut short, and "no solution" only when proven', async () => {
    const dir = fresh();
    // One colour corner to corner on 40 × 40 under the loose rule asks for a Hamiltonian path
    // between two cells of one checkerboard colour: none exists (a parity argument), but neither
    // the path search nor clause learning can see parity, so no machine proves it in a second.
    writeFileSync(join(dir, 'long.json'), flowJson({ width: 40, height: 40, dots: [0, 1599] }));
    // As processes: a time limit that failed to stop the search would hang a thread, which
    // only a process's time-out ends.
    const cut = knossosProcess(
      ['solve', 'long.json', '--time-limit', '1', '--loose', '--json'],
      dir,
    );
    expect(cut.status).toBe(1);
    const verdict = JSON.parse(cut.stdout);
    expect(verdict).toMatchObject({ solvable: false, countComplete: false, unique: false });
    expect(verdict).toMatchObject({ timedOut: true, family: 'flow', format: 'Flow JSON' });
    expect(verdict.notes.join(' ')).toMatch(/Search: stopped by the time limit after [\d,]+ nodes/);
    const human = knossosProcess(
      ['solve', 'long.json', '--time-limit', '0', '--rule', 'loose'],
      dir,
    );
    expect(human.status).toBe(1);
    const said = human.stdout + human.stderr;
    expect(said).toMatch(/not proven solvable/);
    expect(said).toMatch(/Time limit: 0 s is outside 0\.1–86400 s; used 0\.1 s\./);
    expect(said).toMatch(/Rule: loose/);
    expect(said).not.toMatch(/no solution/);
    // A search that finishes without a solution is a proof, and says so.
    writeFileSync(join(dir, 'none.json'), flowJson({ width: 3, height: 3, dots: [0, 1, 3, 4] }));
    const none = await knossos(['solve', 'none.json'], dir);
    expect(none.status).toBe(1);
    expect(none.stdout + none.stderr).toMatch(/2 colours, no solution/);
    expect(none.stdout + none.stderr).toMatch(/--rule loose may allow one/);
  });

  it('reads every format, solves it exactly and prints the verdict', async () => {
    const at = (name: string) => join(OLD, name);
    writeFileSync(join(dir, 'level.txt'), 'A.A\nB.B\nC.C\n');
    const maze = FAMILIES[0]!;
    const mouse = maze.formats.micromouse!.write(JSON.parse(JSON.stringify(made[0]!)));
    writeFileSync(join(dir, 'maze.txt'), mouse);
    const cases: [string, RegExp][] = [
      [at('maze-folder/maze-om-0.json'), /maze JSON/],
      [at('flow-folder/flow-of-0.csv'), /Flow CSV/],
      [at('flow-folder/flow-of-0.json'), /Flow JSON/],
      [join(dir, 'level.txt'), /Flow text/],
      [join(dir, 'maze.txt'), /micromouse text/],
      [at('netwalk-folder/netwalk-on-0.json'), /Netwalk JSON/],
      [at('netwalk-folder/netwalk-on-0.id.txt'), /Net game ID/],
      ['5x5:422e3cd79a62d8574dc265391', /Net game ID/],
      [join(dir, 'maze.json'), /Maze puzzle/],
      [join(dir, 'flow.json'), /Flow puzzle/],
      [join(dir, 'netwalk.json'), /Netwalk puzzle/],
    ];
    for (const [argument, format] of cases) {
      const run = await knossos(['solve', argument], dir);
      expect(run.stdout, argument).toMatch(format);
      expect(run.stdout, argument).toMatch(/^✔ /m);
      expect(run.status, argument).toBe(0);
    }
    // The Netwalk text draws its solution below the scramble.
    expect((await knossos(['solve', join(dir, 'netwalk.json')], dir)).stdout).toMatch(/Solution:/);
  });

  it('gives the verdict, the family, the seed, the format and the puzzle with --json', async () => {
    for (const family of FAMILIES) {
      const run = await knossos(['solve', `${family.name}.json`, '--json'], dir);
      expect(run.status).toBe(0);
      const line = JSON.parse(run.stdout);
      expect(line).toMatchObject({ family: family.name, seed: 'shared', solvable: true });
      expect(line.puzzle.format).toBe('knossos.puzzle/1');
      // The stored puzzle proven again is the same record.
      const stored = JSON.parse(readFileSync(join(dir, `${family.name}.json`), 'utf8'));
      expect(line.puzzle.verdict).toEqual(stored.verdict);
    }
  });

  it('reads standard input for "-"', async () => {
    const text = readFileSync(join(OLD, 'flow-folder/flow-of-1.json'), 'utf8');
    const run = piped(['solve', '-'], text, dir);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/standard input: read as Flow JSON/);
    const empty = piped(['solve', '-'], '', dir);
    expect(empty.status).toBe(2);
    expect(empty.stderr).toMatch(/standard input: the file is empty/);
    // Past the 256 MB Knossos reads: refused by size, before any parsing.
    const huge = await knossos(['solve', '-'], dir, { stdin: Buffer.alloc(256 * 1024 * 1024 + 1) });
    expect(huge.status).toBe(2);
    expect(huge.stderr.trim()).toBe('knossos: standard input: is past the 256 MB Knossos reads');
  });

  it('says so, with exit 1, when there is no solution', async () => {
    writeFileSync(join(dir, 'none.txt'), 'A.B\n...\nA.B\n');
    const run = await knossos(['solve', 'none.txt'], dir);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/no solution/);
  });

  it('sends a pack or a folder to verify, and refuses a rule the family lacks', async () => {
    const pack = await knossos(['solve', join(OLD, 'studio-pack.json')], dir);
    expect(pack.status).toBe(2);
    expect(pack.stderr).toMatch(/studio pack of 3; use knossos verify/);
    const folder = await knossos(['solve', join(OLD, 'maze-folder')], dir);
    expect(folder.status).toBe(2);
    expect(folder.stderr).toMatch(/use knossos verify/);
    const rule = await knossos(['solve', 'flow.json', '--rule', 'diagonal'], dir);
    expect(rule.status).toBe(2);
    expect(rule.stderr).toMatch(/"loose"/);
  });

  it('gives exit 2 and one line naming the file, line and column', async () => {
    writeFileSync(join(dir, 'broken.json'), '{\n  "format": "knossos-netwalk",\n  "width": ,\n}');
    const cases: [string[], RegExp][] = [
      [['solve', 'missing.json'], /missing\.json: no such file/],
      [['solve', 'broken.json'], /broken\.json: line 3, column 12: not JSON/],
      [['solve', '5x5:4z2'], /column 6/],
    ];
    for (const [args, message] of cases) {
      const run = await knossos(args, dir);
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
      expect(run.stderr, args.join(' ')).toMatch(message);
    }
  });
});

/**
 * Whether a knossos process has its stop handlers in place: it catches SIGHUP (its caught-signal
 * mask in /proc, bit 1), which it handles along with SIGINT and SIGTERM and nothing else does.
 */
function catchesSighup(pid: number): boolean {
  try {
    const mask = /SigCgt:\s*([0-9a-f]+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return mask !== undefined && (BigInt(`0x${mask}`) & 1n) !== 0n;
  } catch {
    return false;
  }
}

describe('stopping a long solve', () => {
  it('ends the search on the first Ctrl-C: exit 130', async () => {
    const dir = fresh();
    // The 40 × 40 parity board under the loose rule: no search proves it in the time given.
    writeFileSync(join(dir, 'long.json'), flowJson({ width: 40, height: 40, dots: [0, 1599] }));
    const args = [BIN, 'solve', 'long.json', '--time-limit', '600', '--loose'];
    const child = spawn(process.execPath, args, {
      cwd: dir,
      env: { ...process.env, NO_COLOR: '1' },
    });
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    // Once the process catches its stop signals (Linux shows it in /proc), the stop is in place.
    const poll = setInterval(() => {
      if (catchesSighup(child.pid!)) {
        clearInterval(poll);
        child.kill('SIGINT');
      }
    }, 10);
    try {
      expect(await exited).toBe(130);
      expect(stderr).toMatch(/Stopping: ending the search/);
    } finally {
      clearInterval(poll);
      child.kill('SIGKILL');
    }
  });
});
