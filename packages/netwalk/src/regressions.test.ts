import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateNetwalk, isSolved, type NetwalkSettings, newGame, validate } from './index.js';

const { cases } = JSON.parse(
  readFileSync(new URL('./__fixtures__/regressions.json', import.meta.url), 'utf8'),
) as { cases: { settings: NetwalkSettings; broke: string }[] };

describe('regression seeds', () => {
  it.each(cases)('$settings.seed: $broke', ({ settings }) => {
    const board = generateNetwalk(settings);
    expect(isSolved(newGame(board))).toBe(false);
    const check = validate(board);
    if (settings.branching === undefined && settings.straights === undefined) {
      expect(check.problems).toEqual([]);
    } else if (!check.ok) {
      expect(board.notes.join(' ')).toMatch(/pathological/);
    }
  });
});
