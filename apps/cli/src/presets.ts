import type { FlowSettings } from '@knossos/flow';
import { presets as mazePresets } from '@knossos/maze';
import type { NetwalkSettings } from '@knossos/netwalk';
import { CliError } from './errors.js';
import type { Family } from './families.js';

/** A named starting point for a family's settings. */
export interface CliPreset {
  readonly name: string;
  readonly family: Family;
  readonly description: string;
  /** Fresh settings (no seed). */
  make(): Record<string, unknown>;
}

const flow = (name: string, description: string, settings: FlowSettings): CliPreset => ({
  name,
  family: 'flow',
  description,
  make: () => ({ ...settings }),
});
const netwalk = (name: string, description: string, settings: NetwalkSettings): CliPreset => ({
  name,
  family: 'netwalk',
  description,
  make: () => ({ ...settings }),
});

/** Every preset: the maze family's own, then Flow and Netwalk ones. */
export const PRESETS: readonly CliPreset[] = [
  ...mazePresets.map(
    (p): CliPreset => ({
      name: p.name,
      family: 'maze',
      description: p.description,
      make: () => {
        const { seed: _seed, ...settings } = p.make();
        return settings;
      },
    }),
  ),
  flow('Flow/Starter 5×5', 'A small square level with a unique solution.', { width: 5, height: 5 }),
  flow('Flow/Classic 7×7', 'The everyday size, unique.', { width: 7, height: 7 }),
  flow('Flow/Hex 8×8', 'Six neighbours per cell.', { grid: 'hex', width: 8, height: 8 }),
  flow('Flow/Large 14×14', 'A long level with many colours.', { width: 14, height: 14 }),
  netwalk('Netwalk/Bounded 7×7', 'A closed board, a spanning tree from the centre.', {
    width: 7,
    height: 7,
    mode: 'bounded',
  }),
  netwalk('Netwalk/Torus 13×11', "Tatham's Net default size, wrapping round.", {
    width: 13,
    height: 11,
    mode: 'torus',
  }),
  netwalk('Netwalk/Classic 9×9', 'Extra links close loops; any connected arrangement wins.', {
    width: 9,
    height: 9,
    mode: 'classic',
  }),
  netwalk('Netwalk/Expert 20×20', 'Wrapping, no four-way crosses.', {
    width: 20,
    height: 20,
    mode: 'torus',
    crosses: false,
  }),
];

/** The preset the main job uses for each family. */
export const MAIN_PRESETS: Readonly<Record<Family, string>> = {
  maze: 'Classic/Square 15×15',
  flow: 'Flow/Classic 7×7',
  netwalk: 'Netwalk/Torus 13×11',
};

/**
 * The preset of a family by name (case and spacing ignored; `×` may be written `x`).
 *
 * @throws {@link CliError} naming the family's presets when there is none by that name.
 */
export function findPreset(family: Family, name: string): CliPreset {
  const norm = (s: string) => s.toLowerCase().replace(/×/g, 'x').replace(/\s+/g, ' ').trim();
  const own = PRESETS.filter((p) => p.family === family);
  const found = own.find((p) => norm(p.name) === norm(name));
  if (found === undefined) {
    throw new CliError(
      `--preset: no ${family} preset "${name}"; try one of: ${own.map((p) => `"${p.name}"`).join(', ')}`,
    );
  }
  return found;
}
