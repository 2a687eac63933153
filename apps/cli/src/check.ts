// One stored puzzle proven again by its family and compared with what was recorded of it, for
// `knossos verify`.

import type { Held, ManifestItem } from '@knossos/families';
import type { TimeLimit } from './time-limit.js';

/**
 * What `verify` found of one puzzle (one JSON line with `--json`): `met` is false when its
 * request is not met (each reason in `unmet`); `changed` lists each recorded field whose value
 * the new proof changed, as `field before → after`.
 */
export interface Check {
  /** The file, or the pack and the puzzle's place in it. */
  name: string;
  /** The puzzle's seed (`''` for an imported one or a folder problem). */
  seed: string;
  /** The puzzle's family, or `'run'` for a problem of the folder itself. */
  family: string;
  /** Proven solvable now. */
  solvable: boolean;
  /** Proven to have exactly one best solution now. */
  unique: boolean;
  /** Stars 1–5 now, 0 when not rated. */
  stars: number;
  /** Its request is met, and it is the puzzle its record says. */
  met: boolean;
  /** Recorded fields the new proof changed. */
  changed: string[];
  /** Why the request is not met, one sentence each. */
  unmet: string[];
}

/** Verdict fields a manifest records that a new proof must give again. */
const PROVEN = ['solvable', 'par', 'optimalCount', 'unique', 'stars'] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const show = (field: string, before: unknown, after: unknown) =>
  `${field} ${JSON.stringify(before)} → ${JSON.stringify(after)}`;

/**
 * How the puzzle file differs from the manifest item that lists it: its own seed, stars, par
 * and settings (each compared only where the file records one), as `field recorded → file`.
 */
export function replacedFields(held: Held, item: ManifestItem): string[] {
  const { family, puzzle } = held;
  const kept = family.verdict(puzzle);
  const differs: string[] = [];
  const recordedFamily = item.family;
  if (recordedFamily !== family.name) {
    differs.push(show('family', recordedFamily, family.name));
  }
  const seed = family.seedOf(puzzle);
  if (seed !== '' && item.seed !== seed) differs.push(show('seed', item.seed, seed));
  if (kept.stars > 0 && typeof item.stars === 'number' && item.stars !== kept.stars) {
    differs.push(show('stars', item.stars, kept.stars));
  }
  if (kept.par !== null && typeof item.par === 'number' && item.par !== kept.par) {
    differs.push(show('par', item.par, kept.par));
  }
  const settings = family.settingsOf(puzzle) as Record<string, unknown> | null;
  const recorded = item.settings as Record<string, unknown> | null | undefined;
  if (settings && recorded && typeof recorded === 'object') {
    // Settings either side left out (older records hold fewer) are not compared.
    const fields = Object.keys(recorded).filter((f) => f in settings);
    if (fields.some((f) => !same(recorded[f], settings[f]))) differs.push('settings');
  }
  return differs;
}

/**
 * Proves one puzzle again with its family (`verify`, then `shortfalls` of its request) and
 * compares: with the puzzle's own stored verdict always, and with `item` — the manifest's record
 * of it — when given: the record's verdict fields against the new proof, and the file's own seed,
 * stars, par and settings against the record (a file swapped for another).
 */
export async function check(
  name: string,
  held: Held,
  item: ManifestItem | null,
  time: TimeLimit,
): Promise<Check> {
  const { family } = held;
  const v = await family.verify(held.puzzle, { timeMs: time.ms });
  const after = v.after;
  // A proof a limit cut proves nothing new: it changes nothing, and it is not proven.
  const cut = after.timedOut;
  const changed = [...v.changed];
  if (item !== null && !cut) {
    for (const field of PROVEN) {
      const recorded = item[field];
      const already = changed.some((c) => c.startsWith(`${field} `));
      if (
        recorded !== undefined &&
        recorded !== null &&
        !already &&
        !same(recorded, after[field])
      ) {
        changed.push(show(field, recorded, after[field]));
      }
    }
  }
  const unmet = [
    ...(cut ? [`the proof ran out of time (${time.seconds} s), so nothing was checked`] : []),
    ...family.shortfalls(v.puzzle),
  ];
  const replaced = item === null ? [] : replacedFields(held, item);
  if (replaced.length > 0) {
    unmet.push(`the file is not the puzzle the manifest records (${replaced.join(', ')})`);
  }
  return {
    name,
    seed: family.seedOf(v.puzzle) || (item?.seed ?? ''),
    family: family.name,
    solvable: after.solvable,
    unique: after.unique,
    stars: after.stars,
    met: unmet.length === 0,
    changed,
    unmet,
  };
}
