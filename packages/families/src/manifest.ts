// The manifest a batch writes into its output folder (knossos.manifest/1), as readers need it.

import { describeValue } from '@knossos/core';
import { FamiliesError } from './registry.js';

/** The `format` of a batch folder's `manifest.json`. */
export const MANIFEST_FORMAT = 'knossos.manifest/1';

/** One puzzle of a manifest: what the run recorded of it. */
export interface ManifestItem {
  /** Its place in the batch, from 0. */
  readonly index: number;
  /** Its seed. */
  readonly seed: string;
  /** Its family's name. */
  readonly family: string;
  /** The files written for it, relative to the folder. */
  readonly files: readonly string[];
  /** Each file's SHA-256 (hex), by name, when recorded. */
  readonly sha256?: Readonly<Record<string, string>>;
  /** The rest of the record (verdict fields, settings, notes), as written. */
  readonly [field: string]: unknown;
}

/** A batch folder's manifest: the command that made it and one item per puzzle, in seed order. */
export interface Manifest {
  /** Always {@link MANIFEST_FORMAT}. */
  readonly format: typeof MANIFEST_FORMAT;
  /** The command line that made the folder. */
  readonly command: readonly string[];
  /** Puzzles asked for. */
  readonly requested: number;
  /** Puzzles made. */
  readonly completed: number;
  /** The run was stopped before it made them all. */
  readonly interrupted: boolean;
  /** The run is still going (or was killed): the items so far. */
  readonly running: boolean;
  /** The puzzles made, in seed order. */
  readonly items: readonly ManifestItem[];
}

/**
 * Checks a parsed manifest: the fields readers rely on (each item's seed, family and files).
 *
 * @throws {@link FamiliesError} naming the field at fault (`items.3.files`).
 */
export function checkManifest(value: unknown): Manifest {
  const m = value as Record<string, unknown> | null;
  if (typeof m !== 'object' || m === null || m.format !== MANIFEST_FORMAT) {
    throw new FamiliesError('format', `a manifest says "format": "${MANIFEST_FORMAT}"`);
  }
  if (!Array.isArray(m.items)) throw new FamiliesError('items', 'items must be a list');
  m.items.forEach((item: Record<string, unknown> | null, i: number) => {
    const at = `items.${i}`;
    if (typeof item !== 'object' || item === null) {
      throw new FamiliesError(at, `${at} must be an object, not ${describeValue(item)}`);
    }
    for (const field of ['seed', 'family'] as const) {
      if (typeof item[field] !== 'string') {
        throw new FamiliesError(
          `${at}.${field}`,
          `${at}.${field} must be a string, not ${describeValue(item[field])}`,
        );
      }
    }
    const files = item.files;
    if (
      !Array.isArray(files) ||
      files.some((f) => typeof f !== 'string' || f.includes('..') || f.startsWith('/'))
    ) {
      throw new FamiliesError(
        `${at}.files`,
        `${at}.files must be a list of file names inside the folder`,
      );
    }
  });
  return {
    format: MANIFEST_FORMAT,
    command: Array.isArray(m.command) ? (m.command as string[]) : [],
    requested: typeof m.requested === 'number' ? m.requested : m.items.length,
    completed: typeof m.completed === 'number' ? m.completed : m.items.length,
    interrupted: m.interrupted === true,
    running: m.running === true,
    items: m.items as ManifestItem[],
  };
}

/** The puzzle file of a manifest item: its `.json`, else its first file; `null` when none. */
export function puzzleFileOf(item: ManifestItem): string | null {
  return item.files.find((f) => f.endsWith('.json')) ?? item.files[0] ?? null;
}
