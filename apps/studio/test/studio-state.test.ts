// The studio's state without a browser: batches, packs and settings change it as the page shows.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { familyOf } from '../src/families/index.js';
import { FAMILIES, type Puzzle } from '../src/puzzle.js';
import { initialState, type StudioState, studioReducer } from '../src/state/studio-state.js';

/** A stand-in puzzle: the reducer only keeps puzzles in order, it never reads them. */
const puzzle = (n: number): Puzzle => ({ family: 'maze', data: { n } as never });

describe('the studio state', () => {
  it("opens on the maze with each family's initial settings and an empty set", () => {
    const state = initialState();
    expect(state.family).toBe('maze');
    for (const f of FAMILIES) expect(state.settings[f]).toEqual(familyOf(f).initialSettings());
    expect(state.puzzles).toEqual([]);
    expect(state.progress).toBeNull();
  });

  it("changes only the shown family's settings", () => {
    const flow = studioReducer(initialState(), { type: 'family', family: 'flow' });
    const changed = studioReducer(flow, { type: 'settings', settings: { width: 9 } });
    expect(changed.settings.flow).toEqual({ width: 9 });
    expect(changed.settings.maze).toBe(flow.settings.maze);
    expect(changed.settings.netwalk).toBe(flow.settings.netwalk);
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
              ? studioReducer(state, { type: 'added', puzzles })
              : studioReducer(
                  studioReducer(state, { type: 'started', seed: 's', total: Math.max(1, size) }),
                  { type: 'finished', made: puzzles },
                );
            expect(state.progress).toBeNull();
          }
          expect(state.puzzles.map((p) => (p.data as unknown as { n: number }).n)).toEqual(
            Array.from({ length: made }, (_, i) => i),
          );
          expect(state.selected).toBe(shown);
        },
      ),
    );
  });
});
