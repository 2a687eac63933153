import type { PassagesJSON } from '@knossos/carving';

/** How players move: one cell at a time, or rolling in a straight line until stopped. */
export type Movement = 'step' | 'roll';

/** A locked side: passing it either way needs key colour `key`. */
export interface Door {
  /** A cell beside the door. */
  readonly cell: number;
  /** The door's side of that cell (the twin side of the neighbour is the same door). */
  readonly slot: number;
  /** The key colour that opens it, 0–5 (an index into {@link Board.keys}). */
  readonly key: number;
}

/** A switch: landing on it (Step) or coming to rest on it (Roll) flips every gate of its channel. */
export interface Switch {
  /** Where it is. */
  readonly cell: number;
  /** Its channel, 0–3. */
  readonly channel: number;
}

/** A gate on a side: open or shut, flipped by the switches of its channel. */
export interface Gate {
  /** A cell beside the gate. */
  readonly cell: number;
  /** The gate's side of that cell. */
  readonly slot: number;
  /** The channel whose switches flip it, 0–3. */
  readonly channel: number;
  /** Open before any switch is used. */
  readonly startsOpen: boolean;
}

/** A one-way side: a player may leave `cell` through `slot`, never come back in through it. */
export interface OneWay {
  /** The cell a player may leave. */
  readonly cell: number;
  /** The side it leaves by. */
  readonly slot: number;
}

/** Two portal ends: stepping (or rolling) into either puts the player on the other. */
export interface PortalPair {
  /** One end. */
  readonly a: number;
  /** The other end. */
  readonly b: number;
}

/**
 * A maze board with its players and gimmicks, as plain data (`JSON.stringify` keeps all of it).
 * Cells and slots are numbered as `@knossos/topology` numbers them.
 */
export interface Board {
  /** The maze: the board's spec, open sides, holes, weave tunnels (stairs are open stair slots). */
  readonly passages: PassagesJSON;
  /** Each player's start cell, one per player (1–4 players). */
  readonly starts: readonly number[];
  /** Each player's goal, or one goal for everyone when `sharedGoal`. */
  readonly goals: readonly number[];
  /** Every player heads for `goals[0]`. */
  readonly sharedGoal: boolean;
  /** How players move. Roll works on one-floor square and hex boards. */
  readonly movement: Movement;
  /** Key cells: `keys[k]` holds key colour `k` (at most 6). */
  readonly keys: readonly number[];
  /** Locked sides. */
  readonly doors: readonly Door[];
  /** Switches (at most 4, one channel each). */
  readonly switches: readonly Switch[];
  /** Gates (at most 3 per switch channel). */
  readonly gates: readonly Gate[];
  /** Gem cells (at most 8): a player is home only holding every gem. */
  readonly gems: readonly number[];
  /** Trap cells: never a legal step; rolling onto one fails the roll. */
  readonly traps: readonly number[];
  /** One-way sides (at most 24). */
  readonly oneWays: readonly OneWay[];
  /** Portal pairs (at most 4). */
  readonly portals: readonly PortalPair[];
}

/** The most of each gimmick a board may hold. */
export const LIMITS = Object.freeze({
  /** Players. */
  players: 4,
  /** Key colours. */
  keys: 6,
  /** Switch channels. */
  switches: 4,
  /** Gates per switch channel. */
  gatesPerSwitch: 3,
  /** Gems. */
  gems: 8,
  /** One-way sides. */
  oneWays: 24,
  /** Portal pairs. */
  portals: 4,
});

/** A board with no gimmicks: players, goals and movement over given passages. */
export function plainBoard(
  passages: PassagesJSON,
  starts: readonly number[],
  goals: readonly number[],
  options: { movement?: Movement; sharedGoal?: boolean } = {},
): Board {
  return {
    passages,
    starts: [...starts],
    goals: [...goals],
    sharedGoal: options.sharedGoal ?? goals.length === 1,
    movement: options.movement ?? 'step',
    keys: [],
    doors: [],
    switches: [],
    gates: [],
    gems: [],
    traps: [],
    oneWays: [],
    portals: [],
  };
}
