// The tiles a square maze is drawn with when its walls are tiles too (the Tiled map and the CSV
// grid): one table, so both formats name every tile alike.

/** Which layer of a Tiled map a tile belongs to. */
export type TileLayer = 'floor' | 'walls' | 'items';

/** One tile of {@link MAZE_TILES}. */
export interface MazeTile {
  /** The tile's local id in the map's tileset (its global id, GID, is `id + 1`). */
  readonly id: number;
  /** Its name, the tile's `type` in the tileset: `'wall'`, `'key-a'`, `'one-way-east'`. */
  readonly name: string;
  /** The layer it is drawn on. */
  readonly layer: TileLayer;
  /** Its character in the CSV grid. */
  readonly char: string;
  /** What it stands for, in a few words. */
  readonly description: string;
}

const KEY_LETTERS = ['a', 'b', 'c', 'd', 'e', 'f'];
const GATE_LETTERS = ['k', 'l', 'm', 'n'];
const PORTAL_LETTERS = ['p', 'q', 'r', 's'];
const PLAYER_STARTS = ['S', 'T', 'U', 'V'];
const PLAYER_GOALS = ['G', 'H', 'I', 'J'];
const WAYS: readonly [string, string][] = [
  ['north', '^'],
  ['east', '>'],
  ['south', 'v'],
  ['west', '<'],
];

type Row = [string, TileLayer, string, string];

const rows: Row[] = [
  ['floor', 'floor', '.', 'open floor: a cell, or an opening between two cells'],
  ['hole', 'floor', '_', 'outside the board: a hole, or beyond the shape'],
  ['stairs-up', 'floor', '+', 'a cell with stairs up to the floor above'],
  ['stairs-down', 'floor', '-', 'a cell with stairs down to the floor below'],
  ['stairs-up-down', 'floor', '%', 'a cell with stairs up and down'],
  ['bridge', 'floor', '.', 'a cell a weave tunnel passes under'],
  ['wall', 'walls', '#', 'a wall'],
  ['tunnel', 'walls', '=', 'a wall a weave tunnel passes under'],
  ...PLAYER_STARTS.map((c, p): Row => [`start-${p + 1}`, 'items', c, `player ${p + 1}'s start`]),
  ...PLAYER_GOALS.map(
    (c, p): Row => [
      `goal-${p + 1}`,
      'items',
      c,
      p === 0 ? "the goal (player 1's, or everyone's)" : `player ${p + 1}'s goal`,
    ],
  ),
  ...KEY_LETTERS.map((c): Row => [`key-${c}`, 'items', c, `key ${c.toUpperCase()}`]),
  ...KEY_LETTERS.map(
    (c): Row => [
      `door-${c}`,
      'items',
      c.toUpperCase(),
      `door ${c.toUpperCase()}, opened by key ${c.toUpperCase()}`,
    ],
  ),
  ...[1, 2, 3, 4].map((n): Row => [`switch-${n}`, 'items', String(n), `a switch of channel ${n}`]),
  ...GATE_LETTERS.map(
    (c, i): Row => [
      `gate-${i + 1}`,
      'items',
      c.toUpperCase(),
      `a gate of channel ${i + 1}, shut at the start`,
    ],
  ),
  ...GATE_LETTERS.map(
    (c, i): Row => [
      `gate-open-${i + 1}`,
      'items',
      c,
      `a gate of channel ${i + 1}, open at the start`,
    ],
  ),
  ['gem', 'items', 'g', 'a gem'],
  ['trap', 'items', 't', 'a trap'],
  ...PORTAL_LETTERS.map(
    (c, i): Row => [`portal-${i + 1}`, 'items', c, `an end of portal pair ${i + 1}`],
  ),
  ...WAYS.map(([way, c]): Row => [`one-way-${way}`, 'items', c, `a one-way side, passed ${way}`]),
];

/**
 * Every tile of the Tiled map and the CSV grid, by local id (the map's tile layers hold global
 * ids, `id + 1`, and 0 for no tile). On the `floor` layer: 0 `floor`, 1 `hole`, 2 `stairs-up`,
 * 3 `stairs-down`, 4 `stairs-up-down`, 5 `bridge`. On the `walls` layer: 6 `wall`, 7 `tunnel`.
 * On the `items` layer: 8–11 `start-1`…`start-4`, 12–15 `goal-1`…`goal-4`, 16–21
 * `key-a`…`key-f`, 22–27 `door-a`…`door-f`, 28–31 `switch-1`…`switch-4`, 32–35
 * `gate-1`…`gate-4` (shut at the start), 36–39 `gate-open-1`…`gate-open-4`, 40 `gem`, 41
 * `trap`, 42–45 `portal-1`…`portal-4`, 46–49 `one-way-north`…`one-way-west` (the way the side
 * may be passed). Doors, gates and one-way sides stand on the opening between two cells.
 */
export const MAZE_TILES: readonly MazeTile[] = Object.freeze(
  rows.map(([name, layer, char, description], id) =>
    Object.freeze({ id, name, layer, char, description }),
  ),
);

/** A tile's local id by its name. @internal */
export function tileId(name: string): number {
  const id = BY_NAME.get(name);
  if (id === undefined) throw new Error(`no tile ${name}`);
  return id;
}

const BY_NAME = new Map(MAZE_TILES.map((t) => [t.name, t.id]));

/** The key letters of the tile names, by key colour 0–5. @internal */
export const KEY_NAMES: readonly string[] = KEY_LETTERS;
/** The way names of one-way tiles, by square slot (0 north, 1 east, 2 south, 3 west). @internal */
export const WAY_NAMES: readonly string[] = WAYS.map(([way]) => way);
