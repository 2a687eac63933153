// The studio's state without a browser: batches, packs and settings change it as the page shows.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAMILIES, type Held, initialSettings } from '../src/families/index.js';
import { initialState, type StudioState, studioReducer } from '../src/state/studio-state.js';

/** A stand-in puzzle: the reducer only keeps puzzles in order, it never reads them. */
const puzzle = (n: number): Held => ({ family: FAMILIES[0]!, puzzle: { n } });

describe('the studio state', () => {
  it("opens on the first family with each family's initial settings and an empty set", () => {
    const state = initialState();
    expect(state.family).toBe(FAMILIES[0]!.name);
    for (const f of FAMILIES) expect(state.settings[f.name]).toEqual(initialSettings(f));
    expect(state.stars).toBe(0);
    expect(state.puzzles).toEqual([]);
    expect(state.progress).toBeNull();
  });

  it("changes only the shown family's settings", () => {
    const [first, second, third] = FAMILIES.map((f) => f.name) as [string, string, string];
    const shown = studioReducer(initialState(), { type: 'family', family: second });
    const changed = studioReducer(shown, { type: 'settings', settings: { width: 9 } });
    expect(changed.settings[second]).toEqual({ width: 9 });
    expect(changed.settings[first]).toBe(shown.settings[first]);
    expect(changed.settings[third]).toBe(shown.settings[third]);
  });

  it('shows the seed a batch used in the seed field only when seeds are random', () => {
    const typed: StudioState = { ...initialState(), seed: 'mine', errors: ['old'] };
    const random = studioReducer(typed, { type: 'started', seed: 'fresh', total: 3 });
    expect([random.seed, random.lastSeed, random.errors]).toEqual(['fresh', 'fresh', []]);
    expect(random.progress).toEqual({ done: 0, total: 3 });
    const fixed = studioReducer(
      { ...typed, randomSeed: false },
      { type: 'started', seed: 'mine', total: 1 },
    );
    expect([fixed.seed, fixed.lastSeed]).toEqual(['mine', 'mine']);
  });

  it('holds the stars target to 0–5 whole stars', () => {
    const stars = (n: number) => studioReducer(initialState(), { type: 'stars', stars: n }).stars;
    expect([-1, 0, 2.6, 5, 9, Number.NaN].map(stars)).toEqual([0, 0, 3, 5, 5, 0]);
  });

  it('keeps what files opened held and what was wrong, beside the set', () => {
    const state = studioReducer(initialState(), {
      type: 'opened',
      puzzles: [],
      opened: ['a.json: Maze puzzle'],
      errors: ['b.json: the file is empty'],
    });
    expect([state.opened, state.openErrors, state.puzzles]).toEqual([
      ['a.json: Maze puzzle'],
      ['b.json: the file is empty'],
      [],
    ]);
  });

  it('grows the set in order and shows the first puzzle of the last batch that made any', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), fc.nat({ max: 3 })), { maxLength: 8 }),
        (batches) => {
          let state = initialState();
          let made = 0;
          let shown = 0;
          for (const [fromPack, size] of batches) {
            const puzzles = Array.from({ length: size }, (_, i) => puzzle(made + i));
            if (size > 0) shown = made;
            made += size;
            state = fromPack
              ? studioReducer(state, { type: 'opened', puzzles, opened: [], errors: [] })
              : studioReducer(
                  studioReducer(state, { type: 'started', seed: 's', total: Math.max(1, size) }),
                  { type: 'finished', made: puzzles },
                );
            expect(state.progress).toBeNull();
          }
          expect(state.puzzles.map((p) => (p.puzzle as { n: number }).n)).toEqual(
            Array.from({ length: made }, (_, i) => i),
          );
          expect(state.selected).toBe(shown);
        },
      ),
    );
  });
});
