// The families Knossos makes, each behind the one contract of @knossos/core.

import { KnossosError, type PuzzleFamily } from '@knossos/core';
import type { Sketch } from '@knossos/export';
import { flowFamily } from '@knossos/flow';
import { mazeFamily } from '@knossos/maze';
import { netwalkFamily } from '@knossos/netwalk';

/** Any family, its puzzle and settings types forgotten: what an app holds. */
export type AnyFamily = PuzzleFamily<unknown, Record<string, unknown>, Sketch>;

/** A puzzle with the family that reads it: everything an app needs to show, store and check it. */
export interface Held {
  /** The puzzle's family. */
  readonly family: AnyFamily;
  /** The family's puzzle (pass it back to `family`'s members only). */
  readonly puzzle: unknown;
}

/** An error of this package: an unknown family, or a file no family reads. */
export class FamiliesError extends KnossosError {
  constructor(field: string, message: string, where: { line?: number; column?: number } = {}) {
    super('KNOSSOS_FAMILIES', field, message, where);
    this.name = 'FamiliesError';
  }
}

/** Every family, in the order menus list them: maze, Flow, Netwalk. */
export const FAMILIES: readonly AnyFamily[] = Object.freeze([
  mazeFamily as unknown as AnyFamily,
  flowFamily as unknown as AnyFamily,
  netwalkFamily as unknown as AnyFamily,
]);

/** Every family's name: `['maze', 'flow', 'netwalk']`. */
export const FAMILY_NAMES: readonly string[] = Object.freeze(FAMILIES.map((f) => f.name));

/**
 * The family of a name (`'maze'`, `'flow'`, `'netwalk'`; case ignored).
 *
 * @throws {@link FamiliesError} (field `family`) naming the families there are.
 */
export function familyNamed(name: string): AnyFamily {
  const family = FAMILIES.find((f) => f.name === name.toLowerCase());
  if (family === undefined) {
    throw new FamiliesError(
      'family',
      `no family "${name}"; the families are ${FAMILY_NAMES.join(', ')}`,
    );
  }
  return family;
}

/** A puzzle of a family, held. */
export function hold(family: AnyFamily, puzzle: unknown): Held {
  return { family, puzzle };
}
