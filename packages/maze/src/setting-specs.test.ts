import { settingApplies } from '@knossos/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generate, MAZE_SETTINGS, type MazeData, mazeFamily, NUMBER_SETTINGS } from './index.js';

describe('the maze settings table', () => {
  it('builds its settings table from the settings tables, with when each applies', () => {
    const defaults = mazeFamily.defaultSettings() as unknown as Record<string, unknown>;
    expect(MAZE_SETTINGS.map((s) => s.name).sort()).toEqual(Object.keys(defaults).sort());
    for (const spec of MAZE_SETTINGS) {
      const numeric = NUMBER_SETTINGS[spec.name as keyof typeof NUMBER_SETTINGS];
      if (numeric !== undefined) {
        expect([spec.min, spec.max, spec.default, spec.label]).toEqual([
          numeric.min,
          numeric.max,
          numeric.default,
          numeric.label,
        ]);
        expect(spec.kind).toBe(numeric.whole ? 'integer' : 'number');
      } else if (spec.kind !== 'lines') {
        expect(spec.default).toEqual(defaults[spec.name]);
      }
    }
    const rings = MAZE_SETTINGS.find((s) => s.name === 'rings')!;
    expect(settingApplies(rings, { grid: 'circular' })).toBe(true);
    expect(settingApplies(rings, { grid: 'hex' })).toBe(false);
    const stairs = MAZE_SETTINGS.find((s) => s.name === 'stairs')!;
    expect([1, 2, 8].map((floors) => settingApplies(stairs, { floors }))).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('makes the same maze whatever a setting that does not apply is set to', () => {
    const board = (maze: MazeData) => JSON.stringify([maze.board, maze.entrances, maze.facts]);
    fc.assert(
      fc.property(
        fc.constantFrom('square', 'hex', 'circular' as const),
        fc.constantFrom(0, 2),
        fc.integer({ min: 1, max: 2 }),
        fc.string({ maxLength: 4 }),
        (grid, rooms, floors, seed) => {
          const base = {
            grid,
            rooms,
            floors,
            width: 6,
            height: 5,
            rings: 3,
            seed: `a${seed}`,
            maxAttempts: 1,
          };
          const settings = { ...mazeFamily.defaultSettings(), ...base };
          const made = board(generate(settings));
          for (const spec of MAZE_SETTINGS) {
            if (settingApplies(spec, settings as never)) continue;
            const other =
              spec.kind === 'integer' || spec.kind === 'number'
                ? spec.max
                : spec.kind === 'switch'
                  ? !spec.default
                  : spec.kind === 'choice'
                    ? spec.choices!.at(-1)
                    : spec.kind === 'lines'
                      ? ['#.', '##']
                      : 'HI';
            expect(board(generate({ ...settings, [spec.name]: other })), spec.name).toBe(made);
          }
        },
      ),
      { numRuns: 8 },
    );
  });
});
