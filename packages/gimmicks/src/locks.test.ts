// The lock queries agree with the moves: a door or gate they call shut is one tryStep refuses
// to pass (and open, one it does not refuse for that), and a step onto the goal brings the
// player home exactly when isGoalOpen says so of the play after it.
import { createPassages } from '@knossos/carving';
import { createTopology } from '@knossos/topology';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Board,
  HOME,
  isDoorOpen,
  isGateOpen,
  isGoalOpen,
  type Play,
  plainBoard,
  tryStep,
} from './index.js';
import { rulesOf } from './rules.js';
import { randomBoard, recipeArb } from './test-boards.test-util.js';

/** A Step board and a made-up play on it: each player anywhere, holding any keys, gems, flips. */
const playArb = recipeArb('step').chain((recipe) => {
  const board = randomBoard(recipe);
  const n = rulesOf(board).n;
  const players = board.starts.length;
  const bits = (count: number) => fc.integer({ min: 0, max: (1 << count) - 1 });
  return fc
    .record({
      positions: fc.array(fc.nat(n - 1), { minLength: players, maxLength: players }),
      keys: fc.array(bits(6), { minLength: players, maxLength: players }),
      gems: fc.array(bits(board.gems.length), { minLength: players, maxLength: players }),
      flips: fc.array(bits(4), { minLength: players, maxLength: players }),
      player: fc.nat(players - 1),
    })
    .map(({ player, ...play }) => ({ board, play: play as Play, player }));
});

/** How many sides of `cell` lead to `to` (a step to `to` tries each of them). */
function waysTo(board: Board, cell: number, to: number): number {
  const rules = rulesOf(board);
  let ways = 0;
  for (let s = 0; s < rules.topology.slotCount(cell); s++) {
    const across = rules.across[cell * rules.maxSlots + s]!;
    if (across === to || (across < 0 && rules.topology.neighbor(cell, s) === to)) ways++;
  }
  return ways;
}

/** The play with `player` moved to `cell`. */
function standingOn(play: Play, player: number, cell: number): Play {
  return { ...play, positions: play.positions.map((c, p) => (p === player ? cell : c)) };
}

describe('isDoorOpen and isGateOpen', () => {
  it('agree with what tryStep lets through the side', () => {
    const seen = { open: 0, shut: 0 };
    fc.assert(
      fc.property(playArb, ({ board, play, player }) => {
        const rules = rulesOf(board);
        const locks = [
          ...board.doors.map((d, i) => ({
            d,
            shut: 'locked-door',
            open: isDoorOpen(board, play, i, player),
          })),
          ...board.gates.map((d, i) => ({
            d,
            shut: 'shut-gate',
            open: isGateOpen(board, play, i, player),
          })),
        ];
        for (const { d, shut, open } of locks) {
          // Through the lock's side from either end (a lock holds both ends of its side).
          const back = rules.topology.neighbor(d.cell, d.slot);
          for (const [from, to] of [
            [d.cell, back],
            [back, d.cell],
          ] as const) {
            if (from < 0 || to < 0 || waysTo(board, from, to) !== 1) continue;
            const r = tryStep(board, standingOn(play, player, from), player, to);
            seen[open ? 'open' : 'shut']++;
            if (open) expect(r.ok ? 'ok' : r.reason).not.toBe(shut);
            else expect(r.ok ? 'ok' : r.reason).toBe(shut);
          }
        }
      }),
      { numRuns: 150 },
    );
    expect(seen.open).toBeGreaterThan(20);
    expect(seen.shut).toBeGreaterThan(20);
  });
});

describe('isGoalOpen', () => {
  it('is whether a step arriving at the goal brings the player home', () => {
    let arrivals = 0;
    fc.assert(
      fc.property(playArb, ({ board, play, player }) => {
        const rules = rulesOf(board);
        const goal = rules.goalOf[player]!;
        const t = rules.topology;
        for (let s = 0; s < t.slotCount(goal); s++) {
          const from = t.neighbor(goal, s);
          if (from < 0) continue;
          const r = tryStep(board, standingOn(play, player, from), player, goal);
          if (!r.ok) continue;
          const landed = r.play.positions[player]!;
          if (landed !== goal && landed !== HOME) continue; // a portal on the goal
          arrivals++;
          expect(r.home).toBe(isGoalOpen(board, r.play, player));
          expect(landed === HOME).toBe(r.home);
        }
      }),
      { numRuns: 150 },
    );
    expect(arrivals).toBeGreaterThan(20);
  });

  it('is open with every gem held, and on a board without gems always', () => {
    const passages = createPassages(createTopology({ kind: 'square', width: 2, height: 1 }));
    const bare = plainBoard(passages.toJSON(), [0], [1]);
    const play: Play = { positions: [0], keys: [0], gems: [0], flips: [0] };
    expect(isGoalOpen(bare, play)).toBe(true);
    const gems = { ...bare, gems: [0, 1] };
    expect(isGoalOpen(gems, play)).toBe(false);
    expect(isGoalOpen(gems, { ...play, gems: [1] })).toBe(false);
    expect(isGoalOpen(gems, { ...play, gems: [3] })).toBe(true);
    expect(() => isGoalOpen(gems, play, 1)).toThrow(/player 1 does not exist/);
    expect(() => isDoorOpen(gems, play, 0)).toThrow(/door 0 does not exist/);
  });
});
