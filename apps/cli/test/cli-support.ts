// What the CLI test files share: running the built command, and temporary folders.
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The built command. */
export const BIN = new URL('../dist/bin.js', import.meta.url).pathname;

/** Runs the built command in `cwd`; colours off so output can be compared. */
export function knossos(args: string[], cwd: string): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [BIN, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    // A hang guard only, below the test's own: a busy machine runs the command slowly.
    timeout: 240_000,
  });
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
    },
  };
}
