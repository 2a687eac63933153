import { canRoll } from '@knossos/gimmicks';
import { createTopology } from '@knossos/topology';
import { clampSettings, defaultSettings, type MazeSettings } from './settings.js';

/** A ready-made recipe: a name (`Group/Title`), what you get, and fresh settings for it. */
export interface Preset {
  /** `Group/Title`, as `Classic/Square 15×15`. */
  readonly name: string;
  /** What the preset makes, in a sentence, then the stars it aims at (`Aims at 3–4★.`). */
  readonly description: string;
  /**
   * The stars (1–5, lowest first) most of its mazes rate under plain `generate`, as measured
   * over 40 seeds by `preset-stars.bench.ts`; equal when it aims at one, as a preset with a
   * target difficulty does (its verified mazes rate exactly that).
   */
  readonly stars: readonly [low: number, high: number];
  /** Fresh settings (a new object each call; seed empty, so each maze gets a fresh one). */
  make(): MazeSettings;
}

const preset = (
  name: string,
  what: string,
  stars: readonly [number, number],
  settings: Partial<MazeSettings>,
): Preset => ({
  name,
  description: `${what} Aims at ${stars[0] === stars[1] ? stars[0] : `${stars[0]}–${stars[1]}`}★.`,
  stars,
  make: () => ({ ...defaultSettings(), ...structuredClone(settings) }),
});

/**
 * The nineteen presets of the reference generator, in its order. Each `make()` replaces every
 * setting; shapes, open borders and several players are asked for where the reference asks for
 * them, and generation notes what it cannot make yet.
 */
export const presets: readonly Preset[] = [
  preset('Classic/Square 15×15', 'A plain perfect maze.', [4, 5], { width: 15, height: 15 }),
  preset(
    'Classic/Circular 10 rings',
    'The polar maze: start on the rim, finish in the centre.',
    [3, 4],
    {
      grid: 'circular',
      rings: 10,
      endpoints: 'outside-in',
    },
  ),
  preset('Classic/Hex 13×13', 'Honeycomb cells, six ways out of each.', [3, 4], {
    grid: 'hex',
    width: 13,
    height: 13,
  }),
  preset('Classic/Triangle 21×10', 'Alternating triangles, three sides each.', [4, 4], {
    grid: 'triangle',
    width: 21,
    height: 10,
  }),
  preset(
    'Classic/Printable 30×30',
    'Big, with an entrance and an exit cut in the outer wall.',
    [5, 5],
    {
      width: 30,
      height: 30,
      openBorder: true,
    },
  ),
  preset('Shapes/Heart (circular)', 'A circular board cut to a heart.', [4, 5], {
    grid: 'circular',
    rings: 12,
    shape: 'heart',
  }),
  preset('Shapes/Star (hex)', 'A hex board cut to a star.', [2, 3], {
    grid: 'hex',
    width: 21,
    height: 21,
    shape: 'star',
  }),
  preset(
    'Shapes/Word: MAZE',
    'The board is the word, and its letters are joined by bridges.',
    [2, 3],
    {
      width: 28,
      height: 11,
      shape: 'text',
      shapeText: 'MAZE',
      connectPieces: true,
    },
  ),
  preset('Shapes/Ring with rooms', 'A circular ring with open rooms to cross.', [3, 4], {
    grid: 'circular',
    rings: 12,
    shape: 'ring',
    rooms: 4,
    roomSize: 1,
  }),
  preset(
    'Gimmicks/Keys and doors',
    'Three locked doors on the way, each with its key hidden before it, and gems to collect.',
    [4, 5],
    { width: 11, height: 11, keys: 3, gems: 3 },
  ),
  preset(
    'Gimmicks/Switches and gates',
    'Shut gates on the way, opened by switches, and decoy gates the switches shut.',
    [4, 4],
    { width: 13, height: 13, switches: 2, gatesPerSwitch: 3 },
  ),
  preset(
    'Gimmicks/Traps and one-ways (hex)',
    "Traps beside the way, and one-way sides you can't go back through.",
    [3, 4],
    { grid: 'hex', width: 13, height: 13, braid: 0.3, traps: 0.1, oneWays: 8 },
  ),
  preset(
    'Gimmicks/Portal hop (circular)',
    'Portal pairs and gems on a circular board; it asks for 3 pairs, and a note says when fewer fit.',
    [4, 5],
    { grid: 'circular', rings: 10, portals: 3, gems: 2 },
  ),
  preset(
    'Roll/Ice board (square)',
    'Roll until a wall stops you, rated 3 stars by its target difficulty.',
    [3, 3],
    {
      width: 10,
      height: 10,
      movement: 'roll',
      braid: 0.6,
      targetDifficulty: 3,
      maxAttempts: 150,
    },
  ),
  preset('Roll/Co-op pair (hex)', 'Two players roll together, each to its own goal.', [5, 5], {
    grid: 'hex',
    width: 9,
    height: 9,
    movement: 'roll',
    braid: 0.6,
    players: 2,
    sharedGoal: false,
    stateBudget: 2_000_000,
  }),
  preset(
    'Players/Race of 4 (hex)',
    'Four players and one goal in the middle, with exactly equal routes.',
    [1, 2],
    { grid: 'hex', width: 13, height: 13, players: 4, sharedGoal: true, endpoints: 'outside-in' },
  ),
  preset('Players/Duel (circular)', 'Two players race to the centre.', [3, 4], {
    grid: 'circular',
    rings: 10,
    players: 2,
    sharedGoal: true,
    endpoints: 'outside-in',
  }),
  preset('Big/Weave 20×20', 'Corridors crossing over and under each other.', [4, 5], {
    width: 20,
    height: 20,
    weave: 30,
  }),
  preset(
    'Big/Tower of 3 floors',
    'Three floors joined by stairs, with the goal on the top floor and a key and a switch on the way.',
    [4, 5],
    { width: 8, height: 8, floors: 3, stairs: 1, keys: 1, switches: 1 },
  ),
];

/** What {@link tune} returns. */
export interface Tuned {
  /** The tuned settings (a fresh object). */
  readonly settings: MazeSettings;
  /** One line per change. */
  readonly changes: string[];
}

/**
 * The Auto button: clamps the settings (like {@link clampSettings}, any input), then fixes
 * settings that fight each other, returning a tuned copy and one line per change (the reference
 * generator's rules): Roll becomes Step on a grid that cannot roll; Braid
 * rises to 0.6 on a Roll maze below 0.5, or to 0.9 with No soft-locks; Weave goes off on a board
 * that is not square or has several floors; keys and switches drop to about one per 40 cells,
 * keeping one key when keys were asked for (so a 6 × 6 board keeps a key); the state budget rises
 * to 2,000,000 for several rolling players; max attempts rise to 150 for 4 or 5 star targets,
 * coverage targets or No soft-locks.
 */
export function tune(settings: Partial<MazeSettings> | unknown): Tuned {
  // Anything goes in: the settings are clamped first, each change one line.
  const clamped = clampSettings(settings);
  const s: MazeSettings = clamped.settings;
  const changes: string[] = [...clamped.notes];
  const grid =
    s.grid === 'circular'
      ? { kind: 'circular', floors: s.floors }
      : { kind: s.grid, floors: s.floors };
  if (s.movement === 'roll' && !canRoll(grid)) {
    s.movement = 'step';
    changes.push(`Movement: Roll on a ${s.grid} board with ${s.floors} floor(s) → Step.`);
  }
  if (s.movement === 'roll') {
    const wanted = s.noSoftLocks ? 0.9 : s.braid < 0.5 ? 0.6 : s.braid;
    if (wanted > s.braid) {
      changes.push(`Braid: ${s.braid} → ${wanted} (rolling needs loops).`);
      s.braid = wanted;
    }
  }
  if (s.weave > 0 && s.grid !== 'square') {
    changes.push(`Weave crossings: ${s.weave} → 0 (only square boards weave).`);
    s.weave = 0;
  } else if (s.weave > 0 && s.floors > 1) {
    changes.push(`Weave crossings: ${s.weave} → 0 (a board of ${s.floors} floors does not weave).`);
    s.weave = 0;
  }
  const cells = createTopology(
    s.grid === 'circular'
      ? { kind: 'circular', rings: s.rings, firstRing: s.firstRing, floors: s.floors }
      : { kind: s.grid, width: s.width, height: s.height, floors: s.floors },
  ).cellCount;
  // One per 40 cells, but a key asked for survives on a small board (6 × 6 has 36 cells).
  const room = Math.max(s.keys > 0 ? 1 : 0, Math.floor(cells / 40));
  if (s.keys + s.switches > room) {
    const keys = Math.min(s.keys, room);
    const switches = Math.min(s.switches, room - keys);
    changes.push(
      `Keys and switches: ${s.keys} and ${s.switches} → ${keys} and ${switches} (about one per 40 cells).`,
    );
    s.keys = keys;
    s.switches = switches;
  }
  if (s.movement === 'roll' && s.players > 1 && s.stateBudget < 2_000_000) {
    changes.push(`State budget: ${s.stateBudget} → 2000000 (several rolling players).`);
    s.stateBudget = 2_000_000;
  }
  const hard = s.targetDifficulty >= 4 || s.minCoverage > 0 || s.noSoftLocks;
  if (hard && s.maxAttempts < 150) {
    changes.push(`Max attempts: ${s.maxAttempts} → 150 (a demanding request).`);
    s.maxAttempts = 150;
  }
  return { settings: s, changes };
}
