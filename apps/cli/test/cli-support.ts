// What the CLI test files share: running the built command (in this process through its
// programmatic entry, or as a process for what only a process shows), and temporary folders.
import { type ChildProcess, type SpawnSyncReturns, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FAMILIES, type Held, packToJson, puzzleToJson } from '@knossos/families';
import { expect } from 'vitest';
import type { CliRun, RunCliOptions } from '../src/cli.js';

/** The built command. */
export const BIN = new URL('../dist/bin.js', import.meta.url).pathname;

/** The built programmatic entry (`src/cli.ts`), beside the worker its runs start. */
const CLI = new URL('../dist/cli.js', import.meta.url).href;

/** What a run left: its exit code and output, in process or not. */
export interface Ran {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs `knossos <args>` in this process through `runCli` (the same command table as the
 * binary) with `cwd` as its working folder and `stdin` as standard input. Colours are off: the
 * CLI's vitest config sets NO_COLOR.
 */
export async function knossos(
  args: readonly string[],
  cwd: string,
  options: RunCliOptions = {},
): Promise<CliRun> {
  const { runCli } = (await import(CLI)) as typeof import('../src/cli.js');
  return runCli(args, { ...options, cwd });
}

/**
 * Runs the built binary as a process in `cwd`, colours off: for what only a process shows
 * (exit codes as the shell sees them, signals, pipes, the environment).
 */
export function knossosProcess(
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
  input = '',
): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [BIN, ...args], {
    cwd,
    input,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env },
    // A hang guard only, below the test's own: a busy machine runs the command slowly.
    timeout: 240_000,
  });
}

const alive: ChildProcess[] = [];

/**
 * A process that stays alive until the file's `cleanup` (or the test process's exit): its pid
 * stands for another knossos run holding a lock.
 */
export function liveProcess(): ChildProcess {
  const child = spawn('sleep', ['600'], { stdio: 'ignore' });
  if (alive.length === 0) {
    process.once('exit', () => {
      for (const one of alive) one.kill('SIGKILL');
    });
  }
  alive.push(child);
  return child;
}

/** Temporary folders, removed together by `cleanup` (call it from `afterAll`). */
export function temporaryFolders(): { fresh: () => string; cleanup: () => void } {
  const made: string[] = [];
  return {
    fresh: () => {
      const dir = mkdtempSync(join(tmpdir(), 'knossos-cli-'));
      made.push(dir);
      return dir;
    },
    cleanup: () => {
      for (const dir of made) rmSync(dir, { recursive: true, force: true });
      // The processes standing for live runs go too.
      for (const one of alive.splice(0)) one.kill('SIGKILL');
    },
  };
}

/** The one-line message of a failed run: exactly one line, no stack trace. */
export function oneLine(run: Ran): string {
  const lines = run.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(run.stderr).not.toMatch(/\n\s+at /);
  return lines[0]!;
}

/**
 * Starts the built command in `cwd`, sends `signal` (SIGINT by default) once `ready()` holds
 * (polled), and resolves with its exit code and what it wrote.
 */
export async function interrupted(
  args: string[],
  cwd: string,
  ready: (pid: number, stderr: string) => boolean,
  signal: NodeJS.Signals | readonly NodeJS.Signals[] = 'SIGINT',
): Promise<{
  code: number | null;
  stderr: string;
  stdout: string;
  /** The signal that ended the process, when one did (not its own exit). */
  killedBy: NodeJS.Signals | null;
}> {
  const child = spawn(process.execPath, [BIN, ...args], {
    cwd,
    env: { ...process.env, NO_COLOR: '1' },
  });
  let stdout = '';
  child.stdout.on('data', (d) => {
    stdout += d;
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  let killedBy: NodeJS.Signals | null = null;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code, by) => {
      killedBy = by;
      resolve(code);
    }),
  );
  let poll: ReturnType<typeof setInterval> | undefined;
  try {
    // Signal once ready (or not at all if the command ends first).
    await Promise.race([
      exited,
      new Promise<void>((resolve) => {
        poll = setInterval(() => {
          if (ready(child.pid!, stderr)) resolve();
        }, 10);
      }),
    ]);
    clearInterval(poll);
    // Several signals go one after another, as a user pressing Ctrl-C twice.
    for (const [i, one] of (typeof signal === 'string' ? [signal] : signal).entries()) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      child.kill(one);
    }
    const code = await exited;
    return { code, stderr, stdout, killedBy };
  } finally {
    clearInterval(poll);
    child.kill('SIGKILL');
  }
}

/** A `ready` test for {@link interrupted}: at least `count` puzzles reported done. */
export const doneAtLeast = (count: number) => (_pid: number, stderr: string) =>
  (stderr.match(/ done/g) ?? []).length >= count;

/** One puzzle of each family and their pack, in a folder of their own. */
export interface SharedPuzzles {
  /** Holds `<family>.json` (knossos.puzzle/1) for each family and `pack.json` (all three). */
  readonly folder: string;
  /** The puzzles, in the registry's order. */
  readonly made: readonly Held[];
}

let shared: Promise<SharedPuzzles> | null = null;

/**
 * One 1★ puzzle of each family (seed `shared`) and their pack, made once for every test file
 * of the process that reads them (the files share their modules). Tests read the folder or
 * copy it; none writes into it. Removed as the process exits.
 */
export function sharedPuzzles(): Promise<SharedPuzzles> {
  shared ??= (async () => {
    const folder = mkdtempSync(join(tmpdir(), 'knossos-cli-shared-'));
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
    const made: Held[] = [];
    for (const family of FAMILIES) {
      const puzzle = await family.generateVerified({ ...family.starSettings(1), seed: 'shared' });
      made.push({ family, puzzle });
      writeFileSync(join(folder, `${family.name}.json`), puzzleToJson({ family, puzzle }));
    }
    writeFileSync(join(folder, 'pack.json'), packToJson('Three', made));
    return { folder, made };
  })();
  return shared;
}
