import type { FamilyPreset } from '@knossos/core';
import type { FlowSettings } from './generate-types.js';

/**
 * Named starting points for Flow settings, the first (7 × 7, as the defaults) the family's
 * default. Each sets the board only; the other settings keep their defaults.
 */
export const FLOW_PRESETS: readonly FamilyPreset<FlowSettings>[] = Object.freeze([
  {
    name: 'Flow/Classic 7×7',
    description: 'The everyday size, unique.',
    settings: { width: 7, height: 7 },
  },
  {
    name: 'Flow/Starter 5×5',
    description: 'A small square level with a unique solution.',
    settings: { width: 5, height: 5 },
  },
  {
    name: 'Flow/Hex 8×8',
    description: 'Six neighbours per cell.',
    settings: { grid: 'hex', width: 8, height: 8 },
  },
  {
    name: 'Flow/Large 14×14',
    description: 'A long level with many colours.',
    settings: { width: 14, height: 14 },
  },
]);
