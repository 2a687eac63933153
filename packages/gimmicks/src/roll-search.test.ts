import { createRng } from '@knossos/random';
import { solve } from '@knossos/solver';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rollProblem } from './problems.js';
import { fastRoll, HOME, rollInPlace, rollStatic, staticRolls } from './roll.js';
import { searchRoll, searchRollGrouped } from './roll-search.js';
import { rulesOf } from './rules.js';
import { randomBoard, recipeArb } from './test-boards.test-util.js';

describe('rolling by straight runs', () => {
  it('gives what rolling cell by cell gives, on boards where nothing a roll meets changes', () => {
    fc.assert(
      fc.property(
        recipeArb('roll'),
        fc.integer({ min: 0, max: 6 }),
        fc.string({ maxLength: 4 }),
        (recipe, grow, seed) => {
          const counts = { ...recipe.counts, keys: 0, switches: 0, portals: 0 };
          const board = randomBoard({ ...recipe, size: recipe.size + grow, counts });
          const rules = rulesOf(board);
          const runs = staticRolls(rules);
          expect(runs).not.toBeNull();
          const fast = fastRoll(rules);
          const rng = createRng(`positions-${seed}`);
          // Random positions: distinct cells that are not traps, some players home.
          const free = rng.shuffle(
            Array.from({ length: rules.n }, (_, c) => c).filter((c) => rules.trap[c] === 0),
          );
          // Every roll that differs is collected and asserted once per board: a vitest expect
          // costs tens of µs, and each board rolls 80 times.
          const differ: string[] = [];
          for (let trial = 0; trial < 20; trial++) {
            const cells = Int32Array.from(board.starts, (_, p) =>
              rng.below(5) === 0 ? HOME : free[(trial * 3 + p) % free.length]!,
            );
            const gems = rng.below(rules.allGems + 1);
            for (let d = 0; d < 4; d++) {
              const a = Int32Array.from(cells);
              const b = Int32Array.from(cells);
              const invA = Int32Array.of(0, gems, 0);
              const invB = Int32Array.of(0, gems, 0);
              const slow = rollInPlace(rules, fast, a, invA, d);
              const quick = rollStatic(rules, fast, runs!, b, invB, d);
              const from = `from ${cells.join(',')} with ${gems} gems, direction ${d}`;
              if (quick !== slow) differ.push(`${from}: rolled ${quick}, cell by cell ${slow}`);
              else if (slow === 1 && (b.some((x, i) => x !== a[i]) || invB[1] !== invA[1]))
                differ.push(
                  `${from}: ${b.join(',')} (${invB[1]} gems), cell by cell ${a.join(',')} (${invA[1]} gems)`,
                );
            }
          }
          expect(differ).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('is not used where a roll meets doors, gates, keys, switches or portals', () => {
    const board = randomBoard({
      seed: 'k',
      movement: 'roll',
      players: 2,
      grid: 'square',
      size: 5,
      loops: 3,
      counts: { keys: 1, switches: 0, gems: 1, traps: 0, oneWays: 0, portals: 0 },
    });
    expect(staticRolls(rulesOf(board))).toBeNull();
  });
});

describe('the rolling search', () => {
  // 400,000 states: boards past it still compare, as budget-exhausted verdicts (countComplete).
  const BUDGET = 400_000;
  it('proves what the general search engine proves with the same rules', () => {
    fc.assert(
      fc.property(recipeArb('roll'), fc.integer({ min: 0, max: 3 }), (recipe, grow) => {
        const board = randomBoard({ ...recipe, size: recipe.size + grow });
        const rules = rulesOf(board);
        const ours = searchRoll(rules, BUDGET)!;
        const general = solve(rollProblem(board), { stateBudget: BUDGET });
        expect(ours.par).toBe(general.par);
        expect(ours.optimalCount).toBe(general.optimalCount);
        expect(ours.countComplete).toBe(general.countComplete);
        expect(ours.canGetStuck).toBe(general.canGetStuck);
        expect(ours.explored).toBe(general.explored);
        expect(ours.moves.length).toBe(Math.max(0, general.par));
        const quick = searchRoll(rules, BUDGET, true)!;
        expect(quick.par).toBe(general.par);
        // And grouped by what decides a roll (every random board has at most three gems).
        const grouped = searchRollGrouped(rules, BUDGET)!;
        expect(grouped.par).toBe(general.par);
        expect(grouped.optimalCount).toBe(general.optimalCount);
        expect(grouped.countComplete).toBe(general.countComplete);
        expect(grouped.canGetStuck).toBe(general.canGetStuck);
        expect(grouped.explored).toBe(general.explored);
        expect(grouped.moves.length).toBe(Math.max(0, general.par));
        expect(searchRollGrouped(rules, BUDGET, true)!.par).toBe(general.par);
      }),
      { numRuns: 100 },
    );
  });

  it('reports what it could not prove when the budget runs out', () => {
    const board = randomBoard({
      seed: 'budget',
      movement: 'roll',
      players: 3,
      grid: 'square',
      size: 9,
      loops: 12,
      counts: { keys: 0, switches: 0, gems: 3, traps: 0, oneWays: 0, portals: 0 },
    });
    const rules = rulesOf(board);
    const whole = searchRoll(rules, 2_000_000)!;
    expect(whole.explored).toBeGreaterThan(1_000);
    for (const search of [searchRoll, searchRollGrouped]) {
      const cut = search(rules, 1_000)!;
      expect(cut.budgetExhausted).toBe(true);
      expect(cut.canGetStuck).toBeNull();
      expect(cut.explored).toBe(1_000);
      if (cut.solvable) expect(cut.par).toBe(whole.par);
    }
  });
});
