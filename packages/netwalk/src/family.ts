// The Netwalk family: the one object through which apps make, prove, show, store and check
// Netwalk boards without knowing the family (the PuzzleFamily contract of @knossos/core).
import type { FamilyFormat, PictureStyle, PuzzleFamily, RunOptions } from '@knossos/core';
import type { Sketch } from '@knossos/export';
import { generateNetwalkBatch } from './batch.js';
import { toNetwalkCsv } from './csv.js';
import { dailySeed } from './daily.js';
import { NetwalkError } from './errors.js';
import { NETWALK_PRESETS } from './presets.js';
import { type NetwalkPuzzle, toNetwalkPuzzle } from './puzzle.js';
import { fromNetwalkPuzzleFile, toNetwalkPuzzleFile } from './puzzle-file.js';
import { NETWALK_SETTINGS, type NetwalkSettings } from './settings.js';
import { clampNetwalkSettings, defaultNetwalkSettings } from './settings-clamp.js';
import { toSketch } from './sketch.js';
import { parseTathamId, tathamUnfit, toTathamId } from './tatham.js';
import { describeNetwalkCell, netwalkSummary, netwalkText } from './text.js';
import {
  generateNetwalkPuzzle,
  generateVerifiedNetwalk,
  meetsNetwalkRequest,
  NETWALK_AIM_LADDER,
  NETWALK_STAR_RUNGS,
  netwalkShortfalls,
} from './verified.js';
import { verifyNetwalk } from './verify.js';

/** A Tatham Net game ID: `W`, `WxH` or `WxHw`, a colon, then a hex digit per tile. */
const TATHAM_ID = /^\s*\d+(?:x\d+)?w?:[0-9a-f]/i;

/** The Net game ID format (`--format txt`). */
const TATHAM_FORMAT: FamilyFormat<NetwalkPuzzle> = Object.freeze({
  extension: 'id.txt',
  description:
    "A game ID of Simon Tatham's Net (Portable Puzzle Collection), which Net opens with Game → Specific.",
  unfit: (puzzle: NetwalkPuzzle) => tathamUnfit(puzzle),
  write: (puzzle: NetwalkPuzzle) => `${toTathamId(puzzle)}\n`,
  read: (text: string) => toNetwalkPuzzle(parseTathamId(text)),
  sniff: (text: string) => TATHAM_ID.test(text),
});

const CSV_FORMAT: FamilyFormat<NetwalkPuzzle> = Object.freeze({
  extension: 'csv',
  description:
    'The board as a CSV grid for game engines: each tile as a pipe mask 0–15 (N 1, E 2, S 4, W 8), top row first, the server marked *; the scramble, a blank line, then the solution.',
  write: (puzzle: NetwalkPuzzle) => toNetwalkCsv(puzzle),
});

/**
 * The picture of a puzzle in a style, with a legend: `printable` the scramble in black and
 * white (`ink`: black pipes, a grey server, no play-state marks), `answer-key` the solved board
 * in the same ink, `as-shown` the scramble as a game shows it (lit tiles blue, the rest grey,
 * leaks red).
 */
function sketchOf(puzzle: NetwalkPuzzle, style: PictureStyle): Sketch {
  return toSketch(puzzle, undefined, {
    solution: style === 'answer-key',
    legend: true,
    ink: style !== 'as-shown',
  });
}

/**
 * The square side of a pack's board for each star, rising gently: stars are per size
 * (`NETWALK_BANDS`), so the difficulty comes from the aim of the star's first rung
 * ({@link NETWALK_STAR_RUNGS}), and the size only makes a pack feel as if it grows.
 */
const NETWALK_STAR_SIDES = [7, 8, 9, 10, 11] as const;

/**
 * The Netwalk family, by the `PuzzleFamily` contract of `@knossos/core`:
 * - settings: {@link NETWALK_SETTINGS}, clamped by {@link clampNetwalkSettings}; presets
 *   {@link NETWALK_PRESETS};
 * - `generate` is `generateNetwalk` proven and rated into a {@link NetwalkPuzzle};
 *   `generateVerified` tries the seed, `seed#1`, … (8 by default) until one is unique when
 *   asked, has the `stars` target when set, and was not cut by the time limit;
 *   `generateBatch` makes puzzle `i` from the seed `root-i` on worker threads in Node;
 * - `verdict.par` is the fewest quarter-turns from the scramble to any solution, and
 *   `verdict.optimalCount` how many solutions need that few;
 * - `dailySeed(day, settings)` is {@link dailySeed} for the settings' mode and size;
 * - `formats.txt` is a Tatham Net game ID (`.id.txt`), written and read;
 * - `toPuzzleFile` writes `knossos.puzzle/1` (the board as `netwalkToJson` holds it), and
 *   `fromPuzzleFile` reads it, or the older `knossos-netwalk` JSON.
 */
export const netwalkFamily: PuzzleFamily<NetwalkPuzzle, NetwalkSettings, Sketch> = Object.freeze({
  name: 'netwalk',
  title: 'Netwalk',
  settings: NETWALK_SETTINGS,
  defaultSettings: defaultNetwalkSettings,
  clampSettings: clampNetwalkSettings,
  presets: NETWALK_PRESETS,
  generate: generateNetwalkPuzzle,
  generateVerified: generateVerifiedNetwalk,
  generateBatch: generateNetwalkBatch,
  verdict: (puzzle: NetwalkPuzzle) => puzzle.verdict,
  seedOf: (puzzle: NetwalkPuzzle) => puzzle.seed,
  settingsOf: (puzzle: NetwalkPuzzle) => puzzle.settings,
  verify: async (puzzle: NetwalkPuzzle, options?: RunOptions) => {
    if (options?.rule !== undefined) {
      throw new NetwalkError('rule', `Netwalk has one rule, not ${JSON.stringify(options.rule)}`);
    }
    return verifyNetwalk(puzzle, options);
  },
  meetsRequest: meetsNetwalkRequest,
  shortfalls: netwalkShortfalls,
  summary: netwalkSummary,
  describeCell: describeNetwalkCell,
  toSketch: sketchOf,
  toText: netwalkText,
  defaultFormats: Object.freeze(['json', 'txt', 'svg', 'png']),
  starSettings: (stars: number) => {
    const star = Math.min(5, Math.max(1, Math.round(stars)));
    const side = NETWALK_STAR_SIDES[star - 1]!;
    return { width: side, height: side, ...NETWALK_AIM_LADDER[NETWALK_STAR_RUNGS[star - 1]!] };
  },
  dailySeed: (day: string, settings: Partial<NetwalkSettings>) => {
    const { width, height, mode } = clampNetwalkSettings(settings).settings;
    return dailySeed(day, mode, { width, height });
  },
  rules: Object.freeze({}),
  formats: Object.freeze({ txt: TATHAM_FORMAT, csv: CSV_FORMAT }),
  toPuzzleFile: toNetwalkPuzzleFile,
  fromPuzzleFile: fromNetwalkPuzzleFile,
});
