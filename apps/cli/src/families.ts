import { join } from 'node:path';
import { renderSvg, type Sketch } from '@knossos/export';
import {
  COLOR_CHARACTERS,
  type FlowSettings,
  toSketch as flowSketch,
  flowToJson,
  type GeneratedFlow,
  generateFlow,
  type RateOptions,
  rateFlow,
  TEXT_CHARACTERS,
  toFlowCsv,
  toFlowText,
} from '@knossos/flow';
import {
  exportPng,
  exportSvg,
  generateVerified,
  type MazeData,
  type MazePictureStyle,
  type MazeSettings,
  toText as mazeText,
  mazeToJson,
  meetsRequest,
  shortfalls,
} from '@knossos/maze';
import {
  type GeneratedNetwalk,
  generateNetwalk,
  type NetwalkSettings,
  toSketch as netwalkSketch,
  netwalkToJson,
  rateNetwalk,
  startMasks,
  toTathamId,
  turnsBetween,
} from '@knossos/netwalk';
import { CliError, EXIT } from './errors.js';
import { fileName, writeAtomic } from './files.js';

/** The three puzzle families. */
export type Family = 'maze' | 'flow' | 'netwalk';
/** Every family. */
export const FAMILIES: readonly Family[] = ['maze', 'flow', 'netwalk'];

/** File formats, per family. */
export const FORMATS: Readonly<Record<Family, readonly string[]>> = {
  maze: ['json', 'svg', 'png', 'txt'],
  flow: ['json', 'csv', 'txt', 'svg', 'png'],
  netwalk: ['json', 'txt', 'svg', 'png'],
};

/** What a batch writes when `--format` is not given. */
export const DEFAULT_FORMATS: Readonly<Record<Family, readonly string[]>> = {
  maze: ['json', 'svg', 'png'],
  flow: ['json', 'csv', 'svg', 'png'],
  netwalk: ['json', 'txt', 'svg', 'png'],
};

/** The picture styles (`--style`); Flow and Netwalk draw the solution for `answer-key`. */
export const STYLES: readonly MazePictureStyle[] = ['printable', 'answer-key', 'as-shown'];

/** One puzzle to make: what the batch worker and the main job run. */
export interface Job {
  readonly family: Family;
  /** The family's settings (already merged from preset and flags), without the seed. */
  readonly settings: Record<string, unknown>;
  readonly seed: string;
  /** Where to write files, or `null` to write none. */
  readonly outDir: string | null;
  readonly formats: readonly string[];
  readonly style: MazePictureStyle;
  readonly force: boolean;
  /** Its place in the batch, from 0. */
  readonly index: number;
  /** Return the puzzle itself as JSON text in `Made.data` (for packs). */
  readonly keep?: boolean;
  /** How long the searches for this puzzle may run, in ms (`--time-limit`); default none. */
  readonly timeMs?: number;
}

/**
 * One made puzzle as reported: the fields of a JSON line (named as in the libraries' data) plus
 * what the terminal shows.
 */
export interface Made {
  readonly index: number;
  readonly seed: string;
  readonly family: Family;
  readonly solvable: boolean;
  /** Fewest moves (maze), quarter-turns from the scramble (Netwalk); `null` for Flow. */
  readonly par: number | null;
  /** How many best solutions (maze), or solutions (Flow, Netwalk: 1 when unique). */
  readonly optimalCount: number | null;
  readonly unique: boolean;
  /** Maze only: a player can get into a position with no way home; `null` where moot. */
  readonly canGetStuck: boolean | null;
  readonly stars: number;
  readonly notes: readonly string[];
  /** Files written, relative to the output folder. */
  readonly files: readonly string[];
  /** Each file's SHA-256 (hex), by name: set by the run for the manifest. */
  readonly sha256?: Readonly<Record<string, string>>;
  /** The settings used, as the library resolved them (with the seed). */
  readonly settings: unknown;
  /** The request was met (maze: `meetsRequest`; Flow, Netwalk: unique when asked for). */
  readonly met: boolean;
  /** Why not, one sentence each. */
  readonly unmet: readonly string[];
  /** Milliseconds to make it (files included). */
  readonly ms: number;
  /** Terminal art of the puzzle (and its solution where the family has one). */
  readonly art: string;
  /** A one-line verdict. */
  readonly line: string;
  /**
   * The puzzle's data as JSON text (the maze object a pack holds, not a maze file), when the job
   * asked to keep it.
   */
  readonly data?: string;
  /** The maze's score (for ordering packs); `null` for other families. */
  readonly score?: number | null;
}

/** Makes one puzzle and writes its files. */
export async function makeOne(job: Job, signal?: AbortSignal): Promise<Made> {
  const started = performance.now();
  const made =
    job.family === 'maze'
      ? await makeMaze(job)
      : job.family === 'flow'
        ? await makeFlow(job, signal)
        : await makeNetwalk(job);
  return { ...made, index: job.index, ms: Math.round(performance.now() - started) };
}

type Record_ = Omit<Made, 'index' | 'ms'>;

const star = (n: number) => (n > 0 ? `${'★'.repeat(n)}${'☆'.repeat(5 - n)}` : 'unrated');

async function write(
  job: Job,
  files: Record<string, () => string | Uint8Array | Promise<string | Uint8Array>>,
): Promise<string[]> {
  if (job.outDir === null) return [];
  const written: string[] = [];
  for (const format of job.formats) {
    const make = files[format];
    if (make === undefined) continue;
    const data = await make();
    if (data === '') continue;
    const name = fileName(job.family, job.seed, format);
    writeAtomic(join(job.outDir, name), data, job.force);
    written.push(name);
  }
  return written;
}

async function png(sketch: Sketch): Promise<Uint8Array> {
  const { renderPng } = await import('@knossos/export/png');
  return renderPng(sketch, { size: 1024 });
}

async function makeMaze(job: Job): Promise<Record_> {
  const maze: MazeData = generateVerified(
    { ...(job.settings as globalThis.Partial<MazeSettings>), seed: job.seed },
    job.timeMs === undefined ? {} : { timeMs: job.timeMs },
  );
  const files = await write(job, {
    json: () => mazeToJson(maze),
    svg: () => exportSvg(maze, { style: job.style }),
    png: () => exportPng(maze, { style: job.style, size: 1024 }),
    txt: () => `${mazeText(maze)}\n`,
  });
  return {
    ...mazeRecord(maze, files),
    ...(job.keep ? { data: JSON.stringify(maze) } : {}),
    score: maze.verdict.score,
  };
}

/** The record of a maze (for `make` and `solve`). */
export function mazeRecord(maze: MazeData, files: string[] = []): Record_ {
  const v = maze.verdict;
  const met = meetsRequest(maze);
  const f = maze.settings;
  const size = f.grid === 'circular' ? `${f.rings} rings` : `${f.width}×${f.height}`;
  return {
    seed: maze.seed,
    family: 'maze',
    solvable: v.solvable,
    par: v.solvable ? v.par : null,
    optimalCount: v.solvable ? v.optimalCount : null,
    unique: v.unique,
    canGetStuck: v.canGetStuck,
    stars: v.difficulty,
    notes: [...maze.notes, ...v.notes],
    files,
    settings: maze.settings,
    met,
    unmet: met ? [] : shortfalls(maze),
    art: mazeText(maze),
    line: `${
      v.solvable
        ? `maze ${f.grid} ${size}  seed ${maze.seed}  ${star(v.difficulty)}  par ${v.par}, ${v.unique ? 'unique' : `${v.optimalCount} best solutions`}${v.canGetStuck ? ', can get stuck' : ''}`
        : `maze ${f.grid} ${size}  seed ${maze.seed}  not proven solvable`
    }${maze.cut ? `  (not verified: the ${maze.cut.by} ran out)` : ''}`,
  };
}

/**
 * Whether a job searches with Z3, whose searches run for seconds and are cancelled on the first
 * Ctrl-C (see `runJobs`) instead of waited for.
 */
export function isCancellable(job: Pick<Job, 'family' | 'settings'>): boolean {
  return job.family === 'flow' && job.settings.method === 'z3';
}

async function makeFlow(job: Job, signal?: AbortSignal): Promise<Record_> {
  const started = performance.now();
  let level: GeneratedFlow;
  try {
    level = await generateFlow({
      ...(job.settings as FlowSettings),
      seed: job.seed,
      ...(signal ? { signal } : {}),
      ...(job.timeMs === undefined ? {} : { timeMs: job.timeMs }),
    });
  } catch (error) {
    // Z3 running out of time or rounds is a request not met, not bad input; a search cancelled
    // by Ctrl-C says so with the exit code of an interrupted run.
    const field = (error as { field?: string }).field;
    if (field === 'signal') throw new CliError((error as Error).message, EXIT.interrupted);
    if (field === 'timeoutMs' || field === 'timeMs') {
      throw new CliError((error as Error).message, EXIT.unmet);
    }
    throw error;
  }
  const answer = job.style === 'answer-key';
  const files = await write(job, {
    json: () => flowToJson(level),
    csv: () => toFlowCsv(level),
    txt: () => (textable(level) ? toFlowText(level) : ''),
    svg: () => renderSvg(flowSketch(level, undefined, { solution: answer, legend: true })),
    png: () => png(flowSketch(level, undefined, { solution: answer, legend: true })),
  });
  // Rating searches too: it gets what is left of the puzzle's time.
  const left =
    job.timeMs === undefined
      ? {}
      : { timeMs: Math.max(0, job.timeMs - (performance.now() - started)) };
  const record = flowRecord(level, files, job.settings, left);
  if (job.formats.includes('txt') && !textable(level)) {
    const why =
      level.grid === 'square'
        ? `has characters for ${TEXT_CHARACTERS.length} colours`
        : 'is for square levels';
    return {
      ...record,
      notes: [...record.notes, `Format: the text format ${why}, so no .txt was written.`],
    };
  }
  return record;
}

/** Whether the Flow text format can hold a level: square, one character per colour. */
function textable(level: GeneratedFlow): boolean {
  return level.grid === 'square' && level.dots.length / 2 <= TEXT_CHARACTERS.length;
}

/** The record of a generated Flow level. */
export function flowRecord(
  level: GeneratedFlow,
  files: string[] = [],
  asked: Record<string, unknown> = {},
  limits: RateOptions = {},
): Record_ {
  const rating = rateFlow(level, limits);
  const notes =
    rating.stoppedBy === null
      ? level.notes
      : [
          ...level.notes,
          `Rating: the ${rating.stoppedBy === 'time' ? 'time limit' : rating.stoppedBy === 'signal' ? 'signal' : 'node budget'} stopped the search before it found the solution, so the level is not rated.`,
        ];
  const wantUnique = asked.unique !== false;
  const met = !wantUnique || level.unique;
  const colours = level.dots.length / 2;
  return {
    seed: level.seed,
    family: 'flow',
    solvable: true,
    par: null,
    optimalCount: level.unique ? 1 : null,
    unique: level.unique,
    canGetStuck: null,
    stars: rating.stars,
    notes,
    files,
    settings: {
      ...asked,
      grid: level.grid,
      width: level.width,
      height: level.height,
      colors: colours,
      seed: level.seed,
    },
    met,
    unmet: met ? [] : ['Unique: the level could not be proven unique.'],
    art: flowArt(level),
    line: `flow ${level.grid} ${level.width}×${level.height}  seed ${level.seed}  ${star(rating.stars)}  ${colours} colours, ${level.unique ? 'unique' : 'not proven unique'}`,
  };
}

/** The level's solution as letters, one row per line, top row first (hex rows shifted). */
export function flowArt(level: {
  grid: string;
  width: number;
  height: number;
  dots: readonly number[];
  solution?: readonly number[] | null;
}): string {
  const letters = COLOR_CHARACTERS;
  // The colour of each dot's cell, looked up once rather than searched per cell.
  const dotColour = new Map(level.dots.map((cell, i) => [cell, i >> 1]));
  const rows: string[] = [];
  for (let y = level.height - 1; y >= 0; y--) {
    let row = level.grid === 'hex' && y % 2 === 1 ? ' ' : '';
    for (let x = 0; x < level.width; x++) {
      const cell = y * level.width + x;
      const k = level.solution?.[cell] ?? -1;
      const dot = dotColour.get(cell);
      // Past the letters every colour is '#' (dots) or '+' (paths).
      const ch =
        dot !== undefined
          ? (letters[dot] ?? '#')
          : k >= 0
            ? (letters[k]?.toLowerCase() ?? '+')
            : '.';
      row += `${ch} `;
    }
    rows.push(row.trimEnd());
  }
  return rows.join('\n');
}

async function makeNetwalk(job: Job): Promise<Record_> {
  const board = generateNetwalk(
    { ...(job.settings as NetwalkSettings), seed: job.seed },
    job.timeMs === undefined ? {} : { timeMs: job.timeMs },
  );
  const answer = job.style === 'answer-key';
  const files = await write(job, {
    json: () => netwalkToJson(board),
    txt: () => `${toTathamId(board)}\n`,
    svg: () => renderSvg(netwalkSketch(board, undefined, { solution: answer, legend: true })),
    png: () => png(netwalkSketch(board, undefined, { solution: answer, legend: true })),
  });
  return netwalkRecord(board, files, job.settings);
}

/** The record of a Netwalk board. */
export function netwalkRecord(
  board: GeneratedNetwalk | (Parameters<typeof netwalkToJson>[0] & { settings?: unknown }),
  files: string[] = [],
  asked: Record<string, unknown> = {},
): Record_ {
  const rating = rateNetwalk(board);
  const shown = startMasks(board);
  let par = 0;
  for (let c = 0; c < shown.length; c++) par += turnsBetween(shown[c]!, board.solution[c]!);
  const wantUnique = asked.unique !== false;
  const met = !wantUnique || board.unique;
  return {
    seed: board.seed ?? '',
    family: 'netwalk',
    solvable: rating.solvable,
    par,
    optimalCount: board.unique ? 1 : null,
    unique: board.unique,
    canGetStuck: false,
    stars: rating.stars,
    notes: board.notes,
    files,
    settings:
      'settings' in board && board.settings ? board.settings : { ...asked, seed: board.seed },
    met,
    unmet: met ? [] : ['Unique: the board could not be proven unique.'],
    art: netwalkArt(board.width, board.height, shown, board.server),
    line: `netwalk ${board.mode} ${board.width}×${board.height}  seed ${board.seed ?? '(imported)'}  ${star(rating.stars)}  ${par} quarter-turns, ${board.unique ? 'unique' : 'not proven unique'}, hardest rule ${rating.hardestRule}`,
  };
}

const PIPES = [' ', '╵', '╶', '└', '╷', '│', '┌', '├', '╴', '┘', '─', '┴', '┐', '┤', '┬', '┼'];

/** Tiles as box-drawing pipes, top row first; the server in brackets-free bold is marked `■`. */
export function netwalkArt(
  width: number,
  height: number,
  masks: Uint8Array,
  server: number,
): string {
  const rows: string[] = [];
  for (let y = height - 1; y >= 0; y--) {
    let row = '';
    for (let x = 0; x < width; x++) {
      const cell = y * width + x;
      const m = masks[cell]!;
      row += cell === server ? '■' : PIPES[m]!;
      row += m & 2 ? '─' : ' ';
    }
    rows.push(row.trimEnd());
  }
  return rows.join('\n');
}
