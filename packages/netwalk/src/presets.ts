// Named starting points for Netwalk boards.
import type { FamilyPreset } from '@knossos/core';
import type { NetwalkSettings } from './settings.js';

const preset = (
  name: string,
  description: string,
  settings: NetwalkSettings,
): FamilyPreset<NetwalkSettings> =>
  Object.freeze({ name, description, settings: Object.freeze(settings) });

/**
 * The Netwalk presets, `Netwalk/…` by name; the first, Tatham's Net default size, is the one a
 * request without a preset starts from in the apps. Each sets only what it names: the rest keep
 * their defaults ({@link NETWALK_SETTINGS}), and no preset sets a seed.
 */
export const NETWALK_PRESETS: readonly FamilyPreset<NetwalkSettings>[] = Object.freeze([
  preset('Netwalk/Torus 13×11', "Tatham's Net default size, wrapping round.", {
    width: 13,
    height: 11,
    mode: 'torus',
  }),
  preset('Netwalk/Bounded 7×7', 'A closed board, a spanning tree from the centre.', {
    width: 7,
    height: 7,
    mode: 'bounded',
  }),
  preset('Netwalk/Classic 9×9', 'Extra links close loops; any connected arrangement wins.', {
    width: 9,
    height: 9,
    mode: 'classic',
  }),
  preset('Netwalk/Expert 20×20', 'Wrapping, no four-way crosses.', {
    width: 20,
    height: 20,
    mode: 'torus',
    crosses: false,
  }),
]);
