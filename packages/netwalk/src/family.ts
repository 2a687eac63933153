// The Netwalk family: the one object through which apps make, prove, show, store and check
// Netwalk boards without knowing the family (the PuzzleFamily contract of @knossos/core).
import type { FamilyFormat, PictureStyle, PuzzleFamily } from '@knossos/core';
import type { Sketch } from '@knossos/export';
import { generateNetwalkBatch } from './batch.js';
import { NETWALK_PRESETS } from './presets.js';
import { type NetwalkPuzzle, toNetwalkPuzzle } from './puzzle.js';
import { fromNetwalkPuzzleFile, toNetwalkPuzzleFile } from './puzzle-file.js';
import {
  clampNetwalkSettings,
  defaultNetwalkSettings,
  NETWALK_SETTINGS,
  type NetwalkSettings,
} from './settings.js';
import { toSketch } from './sketch.js';
import { parseTathamId, toTathamId } from './tatham.js';
import { describeNetwalkCell, netwalkSummary, netwalkText } from './text.js';
import {
  generateNetwalkPuzzle,
  generateVerifiedNetwalk,
  meetsNetwalkRequest,
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
  write: (puzzle: NetwalkPuzzle) => `${toTathamId(puzzle)}\n`,
  read: (text: string) => toNetwalkPuzzle(parseTathamId(text)),
  sniff: (text: string) => TATHAM_ID.test(text),
});

/**
 * The picture of a puzzle in a style. Netwalk draws in colour in every style (lit tiles blue,
 * the rest grey) with a legend: `printable` and `as-shown` the scramble as the puzzle starts,
 * `answer-key` the solved board.
 */
function sketchOf(puzzle: NetwalkPuzzle, style: PictureStyle): Sketch {
  return toSketch(puzzle, undefined, { solution: style === 'answer-key', legend: true });
}

/**
 * The Netwalk family, by the `PuzzleFamily` contract of `@knossos/core`:
 * - settings: {@link NETWALK_SETTINGS}, clamped by {@link clampNetwalkSettings}; presets
 *   {@link NETWALK_PRESETS};
 * - `generate` is `generateNetwalk` proven and rated into a {@link NetwalkPuzzle};
 *   `generateVerified` tries the seed, `seed#1`, … (8 by default) until one is unique when
 *   asked, has the `stars` target when set, and was not cut by the time limit;
 *   `generateBatch` makes puzzle `i` from the seed `root-i` on worker threads in Node;
 * - `verdict.par` is the quarter-turns from the scramble to the stored solution;
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
  verify: verifyNetwalk,
  meetsRequest: meetsNetwalkRequest,
  shortfalls: netwalkShortfalls,
  summary: netwalkSummary,
  describeCell: describeNetwalkCell,
  toSketch: sketchOf,
  toText: netwalkText,
  formats: Object.freeze({ txt: TATHAM_FORMAT }),
  toPuzzleFile: toNetwalkPuzzleFile,
  fromPuzzleFile: fromNetwalkPuzzleFile,
});
