// The play kits by family name: a family without one is still generated, analysed, exported and
// opened (its contract is enough), only not played here.
import type { AnyFamily } from '../families/index.js';
import { flowKit } from './flow.js';
import type { PlayKit } from './kit.js';
import { mazeKit } from './maze-kit.js';
import { netwalkKit } from './netwalk.js';

const KITS: Readonly<Record<string, PlayKit>> = {
  maze: mazeKit as PlayKit,
  flow: flowKit as PlayKit,
  netwalk: netwalkKit as PlayKit,
};

/** The kit of a family, or `undefined` when the studio has no play view for it. */
export function kitOf(family: AnyFamily): PlayKit | undefined {
  return Object.hasOwn(KITS, family.name) ? KITS[family.name] : undefined;
}
