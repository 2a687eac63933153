// The three adapters the shared contract suite runs with: each family, settings small enough for
// quick tests, and the family's older file format (which every reader must still accept).

import { flowToJson } from '@knossos/flow';
import { type MazeData, mazeToJson } from '@knossos/maze';
import { netwalkToJson } from '@knossos/netwalk';
import { type AnyFamily, familyNamed } from './registry.js';

/** What the contract suite needs of a family beyond the contract itself. */
export interface ContractAdapter {
  /** The family under test. */
  readonly family: AnyFamily;
  /** Settings that make a small puzzle quickly. */
  readonly small: Record<string, unknown>;
  /** The puzzle in the family's own older JSON format. */
  readonly oldJson: (puzzle: unknown) => string;
}

/** One adapter per family. */
export const ADAPTERS: readonly ContractAdapter[] = [
  {
    family: familyNamed('maze'),
    small: { width: 10, height: 10 },
    oldJson: (puzzle) => mazeToJson(puzzle as MazeData),
  },
  {
    family: familyNamed('flow'),
    small: { width: 6, height: 6 },
    oldJson: (puzzle) => flowToJson(puzzle as Parameters<typeof flowToJson>[0]),
  },
  {
    family: familyNamed('netwalk'),
    small: { width: 5, height: 5 },
    oldJson: (puzzle) => netwalkToJson(puzzle as Parameters<typeof netwalkToJson>[0]),
  },
];
