// The manifest of an output folder (knossos.manifest/1): the command, the versions and one item
// per puzzle, rewritten as a run goes on; `--append` adds a run's items to one already there.

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { readJson } from '@knossos/core';
import { FAMILY_NAMES, MANIFEST_FORMAT } from '@knossos/families';
import { CliError, describeError } from './errors.js';
import { readInput } from './files.js';
import type { Made } from './make-one.js';

const require = createRequire(import.meta.url);

/** The versions of the packages that made the puzzles, for the manifest. */
export function versions(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of [
    '@knossos/cli',
    '@knossos/core',
    '@knossos/families',
    // Each family's package is named after it.
    ...FAMILY_NAMES.map((family) => `@knossos/${family}`),
    '@knossos/export',
  ]) {
    try {
      out[name] = (
        require(name === '@knossos/cli' ? '../package.json' : `${name}/package.json`) as {
          version: string;
        }
      ).version;
    } catch {
      out[name] = 'unknown';
    }
  }
  return out;
}

/** What a folder's manifest held before `--append` adds to it. */
export interface EarlierRuns {
  /** The raw manifest, its fields kept. */
  readonly manifest: Readonly<Record<string, unknown>>;
  /** Its items, in order. */
  readonly items: readonly Record<string, unknown>[];
}

/**
 * The manifest of a folder to add a batch to.
 *
 * @throws {@link CliError} naming `--append` when the folder has no manifest, or not one of
 *   {@link MANIFEST_FORMAT}.
 */
export function earlierRuns(outDir: string): EarlierRuns {
  const path = join(outDir, 'manifest.json');
  if (!existsSync(path)) throw new CliError(`--append: ${path} does not exist; nothing to add to`);
  let manifest: Record<string, unknown>;
  try {
    manifest = readJson(readInput(path, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new CliError(`--append: ${describeError(error, path)}`);
  }
  if (manifest?.format !== MANIFEST_FORMAT || !Array.isArray(manifest.items)) {
    throw new CliError(`--append: ${path} is not a Knossos manifest (${MANIFEST_FORMAT})`);
  }
  return { manifest, items: manifest.items as Record<string, unknown>[] };
}

/** One run's manifest: what it was asked, what it did. */
export interface ManifestRun {
  /** The command line after `knossos`. */
  readonly command: readonly string[];
  /** When the run began (ISO 8601). */
  readonly created: string;
  /** Puzzles asked for. */
  readonly requested: number;
  /** What the folder held before (`--append`), or `null`. */
  readonly earlier: EarlierRuns | null;
}

/**
 * The manifest text of a folder: the run's puzzles after those of earlier runs; `finished` is
 * when the run ended (default now; a queued batch gives its last puzzle's time, so collecting
 * it twice gives the same bytes).
 */
export function manifestText(
  run: ManifestRun,
  done: readonly Made[],
  interrupted: boolean,
  failed: string | null,
  running = false,
  finished: string = new Date().toISOString(),
): string {
  const items = [...done]
    .sort((a, b) => a.index - b.index)
    .map(({ art: _art, line: _line, puzzle: _puzzle, ...item }) => item);
  const before = run.earlier?.manifest;
  const command = ['knossos', ...run.command];
  const all = [...(run.earlier?.items ?? []), ...items];
  const appended = before === undefined ? [] : [...((before.appended as unknown[]) ?? [])];
  if (before !== undefined) appended.push({ command, created: run.created });
  return `${JSON.stringify(
    {
      format: MANIFEST_FORMAT,
      command: before === undefined ? command : before.command,
      created: before === undefined ? run.created : before.created,
      ...(appended.length > 0 ? { appended } : {}),
      // While the run goes on (a manifest rewritten as puzzles finish), `running` is true and
      // `finished` null; a manifest left so says the run did not end (it was killed).
      running,
      finished: running ? null : finished,
      node: process.version,
      versions: versions(),
      requested: run.requested + (typeof before?.requested === 'number' ? before.requested : 0),
      completed: all.length,
      interrupted: interrupted || before?.interrupted === true,
      ...(failed === null ? {} : { failed }),
      items: all,
    },
    null,
    2,
  )}\n`;
}

/** The SHA-256 (hex) of each of a puzzle's files, by name. */
export function digests(outDir: string | null, files: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  if (outDir === null) return out;
  for (const name of files) {
    out[name] = createHash('sha256')
      .update(readFileSync(join(outDir, name)))
      .digest('hex');
  }
  return out;
}
