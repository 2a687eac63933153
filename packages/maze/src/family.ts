// The maze family behind the contract every family keeps (PuzzleFamily of @knossos/core): what
// an app needs to make, prove, show, store and check mazes without knowing they are mazes.
import type {
  FamilyBatchOptions,
  FamilyFormat,
  FamilyPreset,
  PictureStyle,
  PuzzleFamily,
  RunOptions,
  VerifiedOptions,
} from '@knossos/core';
import type { Sketch } from '@knossos/export';
import { meetsRequest, shortfalls } from './audit.js';
import { generateBatch } from './batch.js';
import { toMazeCsv } from './csv.js';
import { MazeError } from './errors.js';
import { mazeLine, mazeVerdict, verifyMaze } from './family-verdict.js';
import { generate } from './generate.js';
import type { MazeData } from './maze-data.js';
import { fromMicromouse, toMicromouse } from './micromouse.js';
import { describe, toSketch } from './pictures.js';
import { presets, tune } from './presets.js';
import { mazeFromPuzzleFile, mazeToPuzzleFile } from './puzzle-file.js';
import { MAZE_SETTINGS } from './setting-specs.js';
import { clampSettings, defaultSettings, type MazeSettings } from './settings.js';
import { toText, toTextWithRoute } from './text.js';
import { tileGridUnfit } from './tile-grid.js';
import { toTiledMap } from './tiled.js';
import { generateVerified } from './verified.js';

/** The run options a maze call reads (a time limit and a signal). */
const limits = (options: RunOptions | undefined): RunOptions => ({
  ...(options?.timeMs === undefined ? {} : { timeMs: options.timeMs }),
  ...(options?.signal === undefined ? {} : { signal: options.signal }),
});

/**
 * The request with the contract's `stars` and `tries` put in as the maze's `targetDifficulty`
 * and `maxAttempts` (clamped with the other settings, with a note when out of range).
 */
function request(
  settings: Partial<MazeSettings> | undefined,
  options: VerifiedOptions | undefined,
): unknown {
  const extra = {
    ...(options?.stars === undefined ? {} : { targetDifficulty: options.stars }),
    ...(options?.tries === undefined ? {} : { maxAttempts: options.tries }),
  };
  const given = settings ?? {};
  // Anything but a settings object is clamped as it is (to the defaults, with a note).
  if (Object.keys(extra).length === 0 || typeof given !== 'object' || Array.isArray(given)) {
    return given;
  }
  return { ...given, ...extra };
}

/** The first sentence of an error, as a format's `unfit` says it. */
function sentence(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${text.endsWith('.') ? '' : '.'}`;
}

/**
 * The square side whose mazes (default settings otherwise) usually earn 1–5 stars: measured,
 * each side's mazes earn its stars more often than any other count.
 */
const MAZE_STAR_SIDES = [6, 9, 12, 16, 22] as const;

const formats: Readonly<Record<string, FamilyFormat<MazeData>>> = Object.freeze({
  txt: {
    extension: 'txt',
    description:
      'The maze drawn for a terminal (box-drawing characters on square boards, a summary on the others), and its summary line.',
    write: (maze: MazeData) => `${toText(maze)}\n`,
  },
  micromouse: {
    extension: 'micromouse.txt',
    description:
      'The micromouse contest text format (posts o, walls --- and |, S and G), for square one-floor mazes walked step by step without gimmicks; read back and solved exactly.',
    unfit(maze: MazeData) {
      try {
        toMicromouse(maze);
        return null;
      } catch (error) {
        return sentence(error);
      }
    },
    write: toMicromouse,
    read: fromMicromouse,
    sniff: (text: string) => /^\uFEFF?o((---| {3})o)+\r?$/.test(text.split('\n', 1)[0] ?? ''),
  },
  tmj: {
    extension: 'tmj',
    description:
      'A Tiled map (JSON): one group per floor of floor, walls and items tile layers, walls as tiles, for game engines that read Tiled; square boards only.',
    unfit: (maze: MazeData) => tileGridUnfit(maze, 'A Tiled map'),
    write: toTiledMap,
  },
  csv: {
    extension: 'csv',
    description:
      'A character grid per floor (# wall, . open, S start, G goal, gimmicks by letter), walls as characters; square boards only.',
    unfit: (maze: MazeData) => tileGridUnfit(maze, 'The CSV grid'),
    write: toMazeCsv,
  },
});

const familyPresets: readonly FamilyPreset<MazeSettings>[] = Object.freeze(
  presets.map((preset) =>
    Object.freeze({
      name: preset.name,
      description: preset.description,
      /** Fresh settings on every read (a new object each time, seed empty). */
      get settings() {
        return preset.make();
      },
    }),
  ),
);

/**
 * The maze family (`name` `'maze'`), keeping the contract of `@knossos/core`: the settings table
 * {@link MAZE_SETTINGS}, the presets, generation (plain, verified, batches: `stars` is the
 * request's `targetDifficulty`, `tries` its `maxAttempts`; a batch's `timeMs` is each maze's),
 * the shared verdict (`stars` the difficulty, `score` the maze score), `verify` field by field,
 * the summary line, pictures and terminal text, the `knossos.puzzle/1` record (older
 * `knossos.maze/1` files read too) and the text formats `txt`, `micromouse`, `tmj` (a Tiled map)
 * and `csv`.
 */
export const mazeFamily: PuzzleFamily<MazeData, MazeSettings, Sketch> = Object.freeze({
  name: 'maze',
  title: 'Maze',
  settings: MAZE_SETTINGS,
  defaultSettings,
  clampSettings,
  tune: (input: unknown) => {
    const tuned = tune(input);
    return { settings: tuned.settings, notes: tuned.changes };
  },
  presets: familyPresets,
  generate: async (settings: Partial<MazeSettings>, options?: RunOptions) =>
    generate(settings, limits(options)),
  generateVerified: async (settings: Partial<MazeSettings>, options?: VerifiedOptions) =>
    generateVerified(request(settings, options), limits(options)),
  generateBatch: (
    settings: Partial<MazeSettings>,
    count: number,
    options?: FamilyBatchOptions<MazeData>,
  ) => {
    const onProgress = options?.onProgress;
    return generateBatch(request(settings, options), count, {
      ...limits(options),
      ...(options?.seed === undefined ? {} : { seed: options.seed }),
      ...(options?.workers === undefined ? {} : { workers: options.workers }),
      ...(onProgress === undefined
        ? {}
        : {
            onProgress: ({ done, total, index, maze }) =>
              onProgress({ done, total, index, puzzle: maze }),
          }),
    });
  },
  verdict: mazeVerdict,
  seedOf: (maze: MazeData) => maze.seed,
  settingsOf: (maze: MazeData) => (maze.seed === '' ? null : maze.settings),
  verify: async (maze: MazeData, options?: RunOptions) => {
    if (options?.rule !== undefined) {
      throw new MazeError(
        'rule',
        `the maze family has one rule, not ${JSON.stringify(options.rule)}`,
      );
    }
    return verifyMaze(maze, limits(options));
  },
  meetsRequest,
  shortfalls,
  summary: mazeLine,
  describeCell: (maze: MazeData, cell: number) => describe(maze, cell),
  toSketch: (maze: MazeData, style: PictureStyle) => toSketch(maze, { style }),
  toText: toTextWithRoute,
  defaultFormats: Object.freeze(['json', 'svg', 'png']),
  starSettings: (stars: number) => {
    const side = MAZE_STAR_SIDES[Math.min(5, Math.max(1, Math.round(stars))) - 1]!;
    return { width: side, height: side };
  },
  rules: Object.freeze({}),
  formats,
  toPuzzleFile: mazeToPuzzleFile,
  fromPuzzleFile: mazeFromPuzzleFile,
});
