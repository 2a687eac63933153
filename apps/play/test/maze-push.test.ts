// A push toward a side's exact direction steps through that side, on every grid; a roll toward
// a roll direction's exact angle rolls that way; and keys and swipes map to the right actions.
import { angleGap, newGame, roll, rollAngle, sideAngle } from '@knossos/maze';
import type { TopologySpec } from '@knossos/topology';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MazeGame } from '../src/maze/game.js';
import { KEY_ANGLES, keyAction, swipeAngle } from '../src/maze/input.js';
import { madeMaze, topologyOfMaze } from './maze-boards.test-util.js';

const GRIDS: readonly TopologySpec[] = [
  { kind: 'square', width: 5, height: 4 },
  { kind: 'hex', width: 5, height: 4 },
  { kind: 'triangle', width: 6, height: 4 },
  { kind: 'circular', rings: 3 },
  { kind: 'circular', rings: 3, firstRing: 5 },
  { kind: 'torus', width: 4, height: 4 },
  { kind: 'square', width: 3, height: 3, floors: 2 },
  { kind: 'hex', width: 3, height: 3, floors: 3 },
];

describe('push', () => {
  it.each(GRIDS.map((spec) => [spec.kind, spec] as const))(
    "%s: toward each side's exact angle steps onto its neighbour",
    (_, spec) => {
      const probe = madeMaze({ spec, open: 'all', starts: [0], goals: [0] });
      const t = topologyOfMaze(probe);
      fc.assert(
        fc.property(fc.nat(t.cellCount - 1), fc.nat(t.maxSlots - 1), (cell, pick) => {
          const slot = pick % t.slotCount(cell);
          const angle = sideAngle(t, cell, slot);
          const next = t.neighbor(cell, slot);
          if (angle === null) {
            expect(t.isStairSlot(cell, slot)).toBe(true);
            return;
          }
          // Starting on its goal, so that the step never takes the player home.
          const game = new MazeGame(madeMaze({ spec, open: 'all', starts: [cell], goals: [cell] }));
          game.push(angle);
          expect(game.play.positions).toEqual([next < 0 ? cell : next]);
          expect(game.moves).toBe(next < 0 ? 0 : 1);
          // Any angle a little off still picks the same side.
          const off = recorded(spec, cell);
          off.push(angle + 10);
          expect(off.play.positions).toEqual([next < 0 ? cell : next]);
        }),
        { numRuns: 120 },
      );
    },
  );

  it.each(['square', 'hex'] as const)('%s Roll: toward each roll angle rolls that way', (kind) => {
    const spec: TopologySpec = { kind, width: 5, height: 5 };
    const probe = madeMaze({ spec, open: 'all', starts: [0], goals: [0], movement: 'roll' });
    const t = topologyOfMaze(probe);
    fc.assert(
      fc.property(fc.nat(t.cellCount - 1), fc.nat(kind === 'hex' ? 5 : 3), (cell, dir) => {
        const maze = madeMaze({
          spec,
          open: 'all',
          starts: [cell],
          goals: [cell],
          movement: 'roll',
        });
        const game = new MazeGame(maze);
        game.push(rollAngle(t, dir) - 20);
        const want = roll(maze.board, newGame(maze.board), dir);
        expect(game.play.positions).toEqual(want.after.positions);
        expect(game.moves).toBe(want.moved ? 1 : 0);
      }),
      { numRuns: 120 },
    );
  });
});

function recorded(spec: TopologySpec, cell: number): MazeGame {
  return new MazeGame(madeMaze({ spec, open: 'all', starts: [cell], goals: [cell] }));
}

describe('keys and swipes', () => {
  it('maps every key the game uses', () => {
    const expected: Record<string, ReturnType<typeof keyAction>> = {
      ArrowRight: { kind: 'push', screenAngle: 0 },
      ArrowUp: { kind: 'push', screenAngle: 90 },
      ArrowLeft: { kind: 'push', screenAngle: 180 },
      ArrowDown: { kind: 'push', screenAngle: 270 },
      d: { kind: 'push', screenAngle: 0 },
      w: { kind: 'push', screenAngle: 90 },
      a: { kind: 'push', screenAngle: 180 },
      s: { kind: 'push', screenAngle: 270 },
      E: { kind: 'push', screenAngle: 45 },
      q: { kind: 'push', screenAngle: 135 },
      z: { kind: 'push', screenAngle: 225 },
      c: { kind: 'push', screenAngle: 315 },
      ' ': { kind: 'stairs' },
      Enter: { kind: 'stairs' },
      u: { kind: 'undo' },
      Backspace: { kind: 'undo' },
      r: { kind: 'restart' },
      R: { kind: 'restart' },
      h: { kind: 'hint' },
      f: { kind: 'solve' },
      Tab: { kind: 'player', player: 'next' },
      '1': { kind: 'player', player: 0 },
      '2': { kind: 'player', player: 1 },
      '3': { kind: 'player', player: 2 },
      '4': { kind: 'player', player: 3 },
      m: { kind: 'mute' },
      Escape: { kind: 'menu' },
      x: null,
      '5': null,
      PageUp: null,
    };
    for (const [key, action] of Object.entries(expected))
      expect(keyAction({ key }), key).toEqual(action);
    expect(keyAction({ key: 'z', ctrlKey: true })).toEqual({ kind: 'undo' });
    expect(keyAction({ key: 'z', metaKey: true })).toEqual({ kind: 'undo' });
    expect(keyAction({ key: 'r', ctrlKey: true })).toBeNull();
    expect(Object.keys(KEY_ANGLES).sort()).toEqual([
      'ArrowDown',
      'ArrowLeft',
      'ArrowRight',
      'ArrowUp',
      'a',
      'c',
      'd',
      'e',
      'q',
      's',
      'w',
      'z',
    ]);
  });

  it('turns a swipe into a screen angle, y growing downward on screen', () => {
    expect(swipeAngle(40, 0)).toBe(0);
    expect(swipeAngle(0, -40)).toBe(90); // upward on screen
    expect(swipeAngle(-40, 0)).toBe(180);
    expect(swipeAngle(0, 40)).toBe(270);
    expect(swipeAngle(30, -30)).toBeCloseTo(45);
    expect(swipeAngle(10, 10)).toBeNull();
    expect(swipeAngle(10, 10, 5)).toBeCloseTo(315);
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 359.9, noNaN: true }),
        fc.double({ min: 25, max: 500, noNaN: true }),
        (a, r) => {
          const rad = (a * Math.PI) / 180;
          const got = swipeAngle(r * Math.cos(rad), -r * Math.sin(rad));
          expect(got).not.toBeNull();
          expect(angleGap(got!, a)).toBeLessThan(1e-6);
        },
      ),
    );
  });
});
