// The maze game's cues on small hand-made boards, where it is known exactly what lies where:
// keys, doors, gems and the goal opening, switches and gates, portals, traps, tunnels, stairs,
// and rolls.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../src/maze/events.js';
import {
  CHANNEL_COLORS,
  GOLD,
  KEY_COLORS,
  MARKER_COLORS,
  PORTAL_COLORS,
} from '../src/maze/palette.js';
import { corridor, madeMaze, recorded } from './maze-boards.test-util.js';

const GEM_COLOR = MARKER_COLORS.gem;

const EAST = 0;
const WEST = 180;

/** The moments of the last event. */
function lastMoments(events: readonly GameEvent[]) {
  const e = events.at(-1);
  return e !== undefined && 'moments' in e ? e.moments : [];
}

describe('cues of a Step move', () => {
  it('a key, its door, a gem and the goal opening, each where it happened', () => {
    // 0 start · 1 key · 2 |door| 3 gem · 4 goal
    const maze = corridor(5, {
      starts: [0],
      goals: [4],
      keys: [1],
      doors: [{ cell: 2, slot: 1, key: 0 }],
      gems: [3],
      par: 4,
    });
    const { game, events } = recorded(maze);
    game.push(EAST);
    expect(lastMoments(events)).toEqual([
      { cue: 'step', cell: 1 },
      { cue: 'key', cell: 1, color: KEY_COLORS[0] },
    ]);
    game.push(EAST);
    expect(lastMoments(events)).toEqual([{ cue: 'step', cell: 2 }]);
    game.push(EAST);
    expect(lastMoments(events)).toEqual([
      { cue: 'step', cell: 3 },
      { cue: 'door', cell: 3, color: KEY_COLORS[0] },
      { cue: 'gem', cell: 3, color: GEM_COLOR },
      { cue: 'goal-open', cell: 4, color: GOLD },
    ]);
    game.push(EAST);
    expect(lastMoments(events.slice(0, -1))).toEqual([
      { cue: 'step', cell: 4 },
      { cue: 'win', cell: 4, color: GOLD },
    ]);
    expect(events.at(-1)).toEqual({ type: 'won', moves: 4, par: 4, helped: false });
  });

  it('a locked door bumps, a trap spikes; neither counts', () => {
    const maze = corridor(4, {
      starts: [1],
      goals: [3],
      keys: [0],
      doors: [{ cell: 1, slot: 1, key: 0 }],
      traps: [],
    });
    const { game, events } = recorded(maze);
    game.push(EAST);
    expect(events.at(-1)).toEqual({
      type: 'refused',
      message: 'The door is locked: find its key first.',
      moments: [{ cue: 'bump', cell: 1 }],
    });
    expect(game.moves).toBe(0);
    const trapped = recorded(corridor(4, { starts: [1], goals: [3], traps: [2] }));
    trapped.game.push(EAST);
    expect(trapped.events.at(-1)).toEqual({
      type: 'refused',
      message: 'That cell is a trap.',
      moments: [{ cue: 'spikes', cell: 2 }],
    });
    expect(trapped.game.moves).toBe(0);
    // Off the board's edge is a wall too.
    game.push(WEST);
    game.push(WEST);
    expect(lastMoments(game.moves === 1 ? events : [])).toEqual([{ cue: 'bump', cell: 0 }]);
  });

  it('a push halfway between two sides takes the one that can be passed', () => {
    // Triangle cell 0 points up: sides at 150° (left, the border), 30° (right, to cell 1) and
    // 270° (flat). Straight up is 60° off both slanted sides.
    const tri = recorded(
      madeMaze({
        spec: { kind: 'triangle', width: 3, height: 1 },
        open: [[0, 1]],
        starts: [0],
        goals: [2],
      }),
    );
    tri.game.push(90);
    expect(tri.game.play.positions).toEqual([1]);
    // Square: 45° is a tie between north and east; only east is open.
    const sq = recorded(corridor(3, { starts: [0], goals: [2] }));
    sq.game.push(45);
    expect(sq.game.play.positions).toEqual([1]);
    sq.game.push(90);
    expect(sq.events.at(-1)).toEqual({
      type: 'refused',
      message: 'A wall is in the way.',
      moments: [{ cue: 'bump', cell: 1 }],
    });
  });

  it('a switch flips its gate: shut before, open after', () => {
    // 0 · 1 switch · 2 |gate| 3 goal; the gate starts shut.
    const maze = corridor(4, {
      starts: [1],
      goals: [3],
      switches: [{ cell: 0, channel: 0 }],
      gates: [{ cell: 2, slot: 1, channel: 0, startsOpen: false }],
    });
    const { game, events } = recorded(maze);
    game.push(EAST);
    game.push(EAST);
    expect(events.at(-1)).toEqual({
      type: 'refused',
      message: 'The gate is shut: a switch of its colour opens it.',
      moments: [{ cue: 'bump', cell: 2 }],
    });
    game.push(WEST);
    game.push(WEST);
    expect(lastMoments(events)).toEqual([
      { cue: 'step', cell: 0 },
      { cue: 'switch', cell: 0, color: CHANNEL_COLORS[0] },
    ]);
    game.push(EAST);
    game.push(EAST);
    game.push(EAST);
    expect(game.won).toBe(true);
    expect(game.moves).toBe(6);
  });

  it('a portal: a hop as the last two cells, a swirl at both ends', () => {
    // Row 0..3 and row 4..7 with the side 3|4 shut; portal 2 ↔ 5.
    const maze = corridor(8, { starts: [0], goals: [7], closed: [3], portals: [{ a: 2, b: 5 }] });
    const { game, events } = recorded(maze);
    game.push(EAST);
    game.push(EAST);
    const e = events.at(-1);
    expect(e?.type === 'moved' && e.motions).toEqual([
      { player: 0, kind: 'portal', cells: [1, 2, 5], hops: [1] },
    ]);
    expect(lastMoments(events)).toEqual([
      { cue: 'step', cell: 5 },
      { cue: 'portal', cell: 2, color: PORTAL_COLORS[0] },
      { cue: 'portal', cell: 5, color: PORTAL_COLORS[0] },
    ]);
    expect(game.play.positions).toEqual([5]);
  });

  it('a weave tunnel: the cell passed under lies between its ends', () => {
    // 3 × 3: the centre 4 is a north-south corridor (1–4–7); a tunnel runs 3 → under 4 → 5.
    const maze = madeMaze({
      spec: { kind: 'square', width: 3, height: 3 },
      open: [
        [1, 0],
        [4, 0],
      ],
      tunnels: [{ over: 4, a: 3, c: 5 }],
      starts: [3],
      goals: [5],
    });
    const { game, events } = recorded(maze);
    game.push(EAST);
    const moved = events.find((x) => x.type === 'moved');
    expect(moved?.type === 'moved' && moved.motions).toEqual([
      { player: 0, kind: 'step', cells: [3, 4, 5] },
    ]);
    expect(game.won).toBe(true);
  });

  it('stairs: up with Space where they go up, a no-way where there are none', () => {
    // Two floors of 2 × 1; stairs up from cell 1 (floor 0) to cell 3 (floor 1), goal cell 2.
    const spec = { kind: 'square' as const, width: 2, height: 1, floors: 2 };
    const maze = madeMaze({
      spec,
      open: [
        [0, 1],
        [2, 1],
        [1, 4],
      ],
      starts: [0],
      goals: [2],
    });
    const { game, events } = recorded(maze);
    expect(game.stairsHere()).toEqual({ up: false, down: false });
    game.stairs('up');
    expect(events.at(-1)).toEqual({
      type: 'refused',
      message: 'There are no stairs up here.',
      moments: [{ cue: 'no-way', cell: 0 }],
    });
    game.push(EAST);
    expect(game.stairsHere()).toEqual({ up: true, down: false });
    expect(game.floor).toBe(0);
    game.stairs('up');
    const e = events.at(-1);
    expect(e?.type === 'moved' && e.motions).toEqual([
      { player: 0, kind: 'stairs', cells: [1, 3] },
    ]);
    expect(lastMoments(events)).toEqual([{ cue: 'stairs', cell: 3 }]);
    expect(game.floor).toBe(1);
    expect(game.stairsHere()).toEqual({ up: false, down: true });
    game.push(WEST);
    expect(game.won).toBe(true);
  });
});

describe('hints', () => {
  it('a hint where there is no way home says so with a no-way; the solver has no move', () => {
    const { game, events } = recorded(corridor(3, { starts: [0], goals: [2], closed: [1] }));
    game.hint();
    expect(events.at(-1)).toEqual({
      type: 'refused',
      message: 'There is no way home from here: undo or restart.',
      moments: [{ cue: 'no-way', cell: 0 }],
    });
    expect(game.autoStep()).toBe(false);
    expect(game.helped).toBe(false);
  });

  it('a Roll hint gives the direction and the cell the roll ends on', () => {
    const { game, events } = recorded(corridor(5, { starts: [2], goals: [0], movement: 'roll' }));
    game.hint();
    expect(events.at(-1)).toEqual({ type: 'hint', player: 0, from: 2, to: 0, direction: 3 });
    expect(game.helped).toBe(false);
  });
});

describe('cues of a roll', () => {
  it('rolls to the wall, then bumps; a roll onto a trap spikes and does not count', () => {
    const maze = corridor(5, { starts: [0], goals: [3], movement: 'roll', gems: [4] });
    const { game, events } = recorded(maze);
    game.push(EAST);
    const e = events.at(-1);
    expect(e?.type === 'moved' && e.motions).toEqual([
      { player: 0, kind: 'roll', cells: [0, 1, 2, 3, 4] },
    ]);
    expect(lastMoments(events)).toEqual([
      { cue: 'roll', cell: 4 },
      { cue: 'gem', cell: 4, color: GEM_COLOR },
      { cue: 'goal-open', cell: 3, color: GOLD },
    ]);
    game.push(EAST);
    expect(events.at(-1)).toEqual({
      type: 'refused',
      message: 'Nothing moves that way.',
      moments: [{ cue: 'bump', cell: 4 }],
    });
    expect(game.moves).toBe(1);
    const trap = recorded(corridor(5, { starts: [0], goals: [4], movement: 'roll', traps: [3] }));
    trap.game.push(EAST);
    expect(trap.events.at(-1)).toEqual({
      type: 'refused',
      message: 'A trap lies that way: the roll would end on its spikes.',
      moments: [{ cue: 'spikes', cell: 3 }],
    });
    expect(trap.game.moves).toBe(0);
  });

  it('a roll through a portal hops mid-way and rolls on', () => {
    // 0..2 | 3..6: portal 1 ↔ 4; rolling east from 0 goes 1, hops to 4, rolls to 6.
    const maze = corridor(7, {
      starts: [0],
      goals: [2],
      closed: [2],
      movement: 'roll',
      portals: [{ a: 1, b: 4 }],
    });
    const { game, events } = recorded(maze);
    game.push(EAST);
    const e = events.at(-1);
    expect(e?.type === 'moved' && e.motions).toEqual([
      { player: 0, kind: 'roll', cells: [0, 1, 4, 5, 6], hops: [1] },
    ]);
  });
});
