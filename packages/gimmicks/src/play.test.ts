import { createPassages } from '@knossos/carving';
import { createTopology } from '@knossos/topology';
import { describe, expect, it } from 'vitest';
import {
  type Board,
  canRoll,
  direction,
  directionCount,
  HOME,
  isGateOpen,
  isLegalStep,
  newGame,
  type Play,
  parsFromEveryCell,
  plainBoard,
  roll,
  solveBoard,
  tryStep,
  validate,
} from './index.js';

const E = 1;
const W = 3;

/** A 1 × `width` corridor (cells 0 … width − 1, west to east), every side between them open. */
function corridor(width: number, closed: number[] = []): Board['passages'] {
  const passages = createPassages(createTopology({ kind: 'square', width, height: 1 }));
  for (let c = 0; c + 1 < width; c++) if (!closed.includes(c)) passages.open(c, E);
  return passages.toJSON();
}

function board(width: number, parts: Partial<Board> & { start?: number; goal?: number }): Board {
  const base = plainBoard(corridor(width), [parts.start ?? 0], [parts.goal ?? width - 1]);
  return { ...base, ...parts };
}

/** Steps one player through cells, failing the test on a refused step. */
function walk(b: Board, cells: number[], player = 0, play: Play = newGame(b)): Play {
  let now = play;
  for (const cell of cells) {
    const r = tryStep(b, now, player, cell);
    if (!r.ok) throw new Error(`step to ${cell}: ${r.message}`);
    now = r.play;
  }
  return now;
}

describe('tryStep', () => {
  it('says why a step is refused, in words', () => {
    const refusal = (b: Board, play: Play, to: number) => {
      const r = tryStep(b, play, 0, to);
      return r.ok ? 'ok' : `${r.reason}: ${r.message}`;
    };
    const walled = { ...board(3, { start: 1 }), passages: corridor(3, [1]) };
    expect(refusal(walled, newGame(walled), 2)).toBe('wall: A wall is in the way.');
    expect(refusal(walled, newGame(walled), 1)).toBe(
      'not-adjacent: That cell is not next to the player (nor across a tunnel or stairs).',
    );
    const door = board(3, { start: 1, keys: [0], doors: [{ cell: 2, slot: W, key: 0 }] });
    expect(refusal(door, newGame(door), 2)).toBe(
      'locked-door: The door is locked: find its key first.',
    );
    const gate = board(3, {
      start: 1,
      switches: [{ cell: 0, channel: 2 }],
      gates: [{ cell: 1, slot: E, channel: 2, startsOpen: false }],
    });
    expect(refusal(gate, newGame(gate), 2)).toBe(
      'shut-gate: The gate is shut: a switch of its colour opens it.',
    );
    const oneWay = board(3, { start: 2, goal: 0, oneWays: [{ cell: 1, slot: E }] });
    expect(refusal(oneWay, newGame(oneWay), 1)).toBe(
      'one-way: That side is one-way, and this is the wrong way through it.',
    );
    const trap = board(3, { start: 0, goal: 2, traps: [1] });
    expect(refusal(trap, newGame(trap), 1)).toBe('trap: That cell is a trap.');
    const plain = board(2, {});
    const home = walk(plain, [1]);
    expect(home.positions[0]).toBe(HOME);
    expect(refusal(plain, home, 0)).toBe('home: That player is already home.');
  });

  it('opens a door with its key, from either side, and keeps the key', () => {
    const b = board(4, { start: 1, keys: [0], doors: [{ cell: 1, slot: E, key: 0 }] });
    expect(isLegalStep(b, newGame(b), 0, 2)).toBe(false);
    const withKey = walk(b, [0, 1]);
    expect(withKey.keys[0]).toBe(1);
    expect(walk(b, [2, 1, 2], 0, withKey).positions[0]).toBe(2);
  });

  it('flips a gate by landing on a switch, each time it lands', () => {
    const b = board(4, {
      start: 1,
      switches: [{ cell: 0, channel: 1 }],
      gates: [{ cell: 1, slot: E, channel: 1, startsOpen: false }],
    });
    expect(isGateOpen(b, newGame(b), 0)).toBe(false);
    const flipped = walk(b, [0, 1]);
    expect(isGateOpen(b, flipped, 0)).toBe(true);
    expect(isLegalStep(b, flipped, 0, 2)).toBe(true);
    const twice = walk(b, [0, 1], 0, flipped);
    expect(isGateOpen(b, twice, 0)).toBe(false);
  });

  it('lets a player out of a one-way side, never back in', () => {
    const b = board(4, { start: 1, goal: 3, oneWays: [{ cell: 1, slot: E }] });
    const out = walk(b, [2]);
    expect(isLegalStep(b, out, 0, 1)).toBe(false);
    expect(solveBoard(b).canGetStuck).toBe(false);
    // Heading west instead, the one-way east of the start is a trap of the other kind.
    const stuck = board(4, { start: 1, goal: 0, oneWays: [{ cell: 1, slot: E }] });
    const v = solveBoard(stuck);
    expect([v.solvable, v.par, v.canGetStuck]).toEqual([true, 1, true]);
  });

  it('puts a player who steps into a portal on its twin', () => {
    const b = board(6, { start: 0, goal: 5, portals: [{ a: 2, b: 4 }] });
    expect(walk(b, [1, 2]).positions[0]).toBe(4);
    const v = solveBoard(b);
    expect(v.par).toBe(3);
    expect(v.moves[0]).toEqual([1, 2, 5]);
    expect(v.routes[0]).toEqual([0, 1, 4, 5]);
  });

  it('lets a player home only holding every gem', () => {
    const b = board(4, { start: 2, goal: 3, gems: [0] });
    const early = walk(b, [3]);
    expect(early.positions[0]).toBe(3);
    expect(walk(b, [2, 1, 0, 1, 2, 3], 0, early).positions[0]).toBe(HOME);
    expect(solveBoard(b).par).toBe(5);
  });

  it('moves step players on their own, through each other, each with its own keys', () => {
    const b: Board = {
      ...plainBoard(corridor(3), [0, 2], [2, 0]),
      keys: [1],
      doors: [],
    };
    const v = solveBoard(b);
    expect(v.playerPars).toEqual([2, 2]);
    expect(v.par).toBe(4);
    const after = walk(b, [1], 0);
    expect(after.keys).toEqual([1, 0]);
    expect(walk(b, [1], 1, after).positions).toEqual([1, 1]);
  });
});

describe('roll', () => {
  const rolling = (width: number, parts: Partial<Board>): Board => ({
    ...plainBoard(corridor(width), [0], [width - 1], { movement: 'roll' }),
    ...parts,
  });

  it('rolls until something stops it, front-most player first', () => {
    const b = rolling(5, { starts: [0, 2], goals: [4], sharedGoal: true });
    const trails: number[][] = [[], []];
    const r = roll(b, newGame(b), E, trails);
    // Player 1 is in front: it reaches the goal and leaves; player 0 then rolls on to it too.
    expect(r.after.positions).toEqual([HOME, HOME]);
    expect(trails).toEqual([
      [1, 2, 3, 4],
      [3, 4],
    ]);
    const stopped = rolling(5, { starts: [0, 3], goals: [2, 2], sharedGoal: false });
    expect(roll(stopped, newGame(stopped), E).after.positions).toEqual([HOME, 4]);
  });

  it('fails the whole roll on a trap, and wastes a roll that moves nobody', () => {
    const b = rolling(5, { traps: [3] });
    const r = roll(b, newGame(b), E);
    expect([r.trapped, r.moved, r.after.positions]).toEqual([true, false, [0]]);
    const still = roll(b, newGame(b), W);
    expect([still.trapped, still.moved]).toEqual([false, false]);
  });

  it('picks up a key on the way and opens the door ahead in the same roll', () => {
    const b = rolling(5, { keys: [1], doors: [{ cell: 2, slot: E, key: 0 }] });
    expect(roll(b, newGame(b), E).after.positions).toEqual([HOME]);
    const keyless = rolling(5, { keys: [4], doors: [{ cell: 2, slot: E, key: 0 }], goals: [3] });
    expect(roll(keyless, newGame(keyless), E).after.positions).toEqual([2]);
  });

  it('throws a player out of a portal still rolling, and flips a switch where it comes to rest', () => {
    const b: Board = {
      ...plainBoard(corridor(7, [3]), [0], [6], { movement: 'roll' }),
      portals: [{ a: 2, b: 4 }],
    };
    expect(roll(b, newGame(b), E).after.positions).toEqual([HOME]);
    const sw = rolling(4, {
      goals: [0],
      switches: [{ cell: 3, channel: 0 }],
      gates: [{ cell: 0, slot: E, channel: 0, startsOpen: true }],
      starts: [1],
    });
    const r = roll(sw, newGame(sw), E);
    expect(r.after.positions).toEqual([3]);
    expect(isGateOpen(sw, r.after, 0)).toBe(false);
  });

  it('hands each player its own route when players share a goal (regression)', () => {
    // The search keeps interchangeable players' cells sorted; the routes must still follow the
    // players themselves, as replaying the moves through roll() shows.
    const open = createPassages(createTopology({ kind: 'square', width: 5, height: 5 }));
    for (let c = 0; c < 25; c++) {
      if (c % 5 < 4) open.open(c, E);
      if (c < 20) open.open(c, 0);
    }
    const b = plainBoard(open.toJSON(), [24, 0], [20], { movement: 'roll', sharedGoal: true });
    const v = solveBoard(b);
    const trails: number[][] = [[24], [0]];
    let play = newGame(b);
    for (const dir of v.moves[0]!) play = roll(b, play, dir, trails).after;
    expect(v.routes).toEqual(trails);
  });

  it('knows which grids roll and which way each direction points', () => {
    expect([
      canRoll({ kind: 'square' }),
      canRoll({ kind: 'hex' }),
      canRoll({ kind: 'triangle' }),
    ]).toEqual([true, true, false]);
    expect(canRoll({ kind: 'square', floors: 2 })).toBe(false);
    expect([directionCount({ kind: 'square' }), directionCount({ kind: 'hex' })]).toEqual([4, 6]);
    const hex = createTopology({ kind: 'hex', width: 3, height: 3 });
    for (let d = 0; d < 6; d++) {
      const v = direction(hex, d);
      const from = hex.center(4);
      const to = hex.center(hex.neighbor(4, d));
      const length = Math.hypot(to.x - from.x, to.y - from.y);
      expect(v.x).toBeCloseTo((to.x - from.x) / length, 9);
      expect(v.y).toBeCloseTo((to.y - from.y) / length, 9);
    }
  });
});

describe('validate', () => {
  const sound = (): Board => ({
    ...plainBoard(corridor(6), [0], [5]),
    keys: [2],
    doors: [{ cell: 3, slot: E, key: 0 }],
    switches: [{ cell: 1, channel: 0 }],
    gates: [{ cell: 1, slot: E, channel: 0, startsOpen: true }],
    gems: [4],
  });
  const fields = (b: Board, route?: number[][]) => validate(b, route).map((p) => p.field);

  it('finds nothing wrong with a sound board and its solution', () => {
    const b = sound();
    expect(validate(b, solveBoard(b).moves as number[][])).toEqual([]);
  });

  it('finds each kind of planted corruption', () => {
    const masks = [...sound().passages.masks];
    masks[5] = masks[5]! | (1 << 1); // open east off the board
    expect(fields({ ...sound(), passages: { ...sound().passages, masks } })).toContain('passages');
    const oneSided = [...sound().passages.masks];
    oneSided[2] = oneSided[2]! & ~(1 << 3); // cell 2 closes its west side, cell 1 keeps it open
    expect(fields({ ...sound(), passages: { ...sound().passages, masks: oneSided } })).toContain(
      'passages',
    );
    // A hole left open is refused with the maze; a sealed hole under a gem is the gem's fault
    // (and the door beside it now stands on a wall).
    expect(fields({ ...sound(), passages: { ...sound().passages, holes: [4] } })).toEqual([
      'passages',
    ]);
    const sealed = [...sound().passages.masks];
    sealed[3] = sealed[3]! & ~(1 << 1);
    sealed[4] = 0;
    sealed[5] = sealed[5]! & ~(1 << 3);
    expect(
      fields({ ...sound(), passages: { ...sound().passages, masks: sealed, holes: [4] } }),
    ).toEqual(['gems[0]', 'doors[0]']);
    expect(fields({ ...sound(), gems: [2] })).toContain('gems[0]');
    expect(fields({ ...sound(), switches: [] })).toContain('gates');
    expect(fields({ ...sound(), doors: [{ cell: 0, slot: 0, key: 0 }] })).toContain('doors[0]');
    expect(fields({ ...sound(), gems: [1, 2, 3, 4, 5, 0, 1, 2, 3] })).toContain('gems');
    expect(
      fields({
        ...sound(),
        movement: 'roll',
        passages: {
          ...sound().passages,
          spec: { kind: 'triangle', width: 6, height: 1, floors: 1 },
        },
      }),
    ).not.toEqual([]);
    expect(fields(sound(), [[1, 2, 3]])).toContain('route');
    expect(fields(sound(), [[1, 2, 4]])).toContain('route');
    expect(fields({ ...sound(), starts: [9] })).toEqual(['starts[0]']);
    // An unreadable maze still gets the checks that need no maze.
    const broken = {
      ...sound(),
      gems: [1, 2, 3, 4, 5, 0, 1, 2, 3],
      passages: { ...sound().passages, masks: [] },
    };
    expect(fields(broken)).toEqual(['gems', 'passages']);
    // Two things on one side, named from either of its cells.
    expect(fields({ ...sound(), oneWays: [{ cell: 4, slot: W }] })).toEqual(['oneWays[0]']);
    // A route that cannot even be read is a problem, not an exception.
    expect(fields({ ...sound(), movement: 'roll' }, [[9]])).toContain('route');
  });
});

describe('parsFromEveryCell', () => {
  it('gives each cell the par a player starting there would have (checked cell by cell)', () => {
    const b: Board = {
      ...plainBoard(corridor(6), [0], [5]),
      keys: [1],
      doors: [{ cell: 3, slot: E, key: 0 }],
      gems: [2],
      traps: [],
    };
    const pars = parsFromEveryCell(b, 0)!;
    for (let c = 0; c < 6; c++) {
      const alone = solveBoard({ ...b, starts: [c] });
      expect(pars[c]).toBe(alone.par);
    }
    expect(() => parsFromEveryCell({ ...b, movement: 'roll' }, 0)).toThrow(/Step boards/);
  });
});
