// Endless puzzles: a request (a maze mode, grid and stars; or a Flow / Netwalk size and stars)
// made by the family's verified generation in a Web Worker, so the page keeps drawing.
import { type FlowPuzzle, flowFamily } from '@knossos/flow';
import { type GridShape, type MazeData, mazeFamily } from '@knossos/maze';
import { type NetwalkPuzzle, netwalkFamily } from '@knossos/netwalk';
import { ENDLESS_TRIES } from '../modes/endless-sizes.js';
import { type MazeModeId, modeNamed } from '../modes/modes.js';

/** An Endless maze: a mode's recipe on a grid, to a star count 1–5, from a seed. */
export interface MazeRequest {
  readonly family: 'maze';
  /** The mode whose recipe makes it. */
  readonly mode: MazeModeId;
  /** The grid (a mode that cannot play on it uses its first grid). */
  readonly grid: GridShape;
  /** The stars to aim for, 1–5. */
  readonly stars: number;
  /** The seed; the same request gives the same maze. */
  readonly seed: string;
}

/** An Endless Flow or Netwalk board: its size, stars 1–5 and seed. */
export interface GridRequest {
  readonly family: 'flow' | 'netwalk';
  /** The stars to aim for, 1–5. */
  readonly stars: number;
  /** Columns (Flow 5–40, Netwalk 2–128). */
  readonly width: number;
  /** Rows (Flow 5–40, Netwalk 2–128). */
  readonly height: number;
  /** Netwalk only: wrap the edges round (a torus). Default off (bounded). */
  readonly torus?: boolean;
  /** The seed; the same request gives the same board. */
  readonly seed: string;
}

/** What Endless and the daily puzzles ask for. */
export type EndlessRequest = MazeRequest | GridRequest;

/**
 * A made puzzle with its family, the stars its verdict gives (0–5: the request's when it was met;
 * another count when every try missed, which its `Verified:` note says), and what generation
 * noted (a missed star target, …).
 */
export type MadePuzzle = { readonly stars: number; readonly notes: readonly string[] } & (
  | { readonly family: 'maze'; readonly puzzle: MazeData }
  | { readonly family: 'flow'; readonly puzzle: FlowPuzzle }
  | { readonly family: 'netwalk'; readonly puzzle: NetwalkPuzzle }
);

/**
 * Makes the puzzle of a request in this thread (what the worker runs): the family's
 * `generateVerified` with the stars target (Flow and Netwalk with {@link ENDLESS_TRIES} tries).
 * Deterministic: the same request gives the same puzzle.
 */
export async function makePuzzleNow(request: EndlessRequest): Promise<MadePuzzle> {
  const stars = Math.min(5, Math.max(1, Math.round(request.stars)));
  if (request.family === 'maze') {
    const mode = modeNamed(request.mode);
    const grid = mode.grids.includes(request.grid) ? request.grid : mode.grids[0]!;
    const settings = mode.endless(grid, stars, request.seed);
    const puzzle = await mazeFamily.generateVerified(settings, { stars });
    return { family: 'maze', puzzle, stars: puzzle.verdict.difficulty, notes: puzzle.notes };
  }
  const size = { width: request.width, height: request.height, seed: request.seed };
  const target = { stars, tries: ENDLESS_TRIES };
  if (request.family === 'flow') {
    const puzzle = await flowFamily.generateVerified(size, target);
    return { family: 'flow', puzzle, stars: puzzle.verdict.stars, notes: puzzle.notes };
  }
  const mode = request.torus === true ? 'torus' : 'bounded';
  const puzzle = await netwalkFamily.generateVerified({ ...size, mode }, target);
  return { family: 'netwalk', puzzle, stars: puzzle.verdict.stars, notes: puzzle.notes };
}

/** What the worker answers. @internal */
export type WorkerAnswer =
  | { readonly ok: true; readonly made: MadePuzzle }
  | { readonly ok: false; readonly message: string };

/**
 * Makes the puzzle of a request in a Web Worker (in this thread where there are no workers, as
 * in Node). Aborting `signal` terminates the worker at once and rejects with its reason.
 */
export function makePuzzle(request: EndlessRequest, signal?: AbortSignal): Promise<MadePuzzle> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  if (typeof Worker === 'undefined') return makePuzzleNow(request);
  return new Promise<MadePuzzle>((resolve, reject) => {
    const worker = new Worker(new URL('./endless-worker.ts', import.meta.url), {
      type: 'module',
    });
    const stop = () => {
      worker.terminate();
      reject(signal?.reason);
    };
    const done = () => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
    };
    signal?.addEventListener('abort', stop, { once: true });
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      done();
      if (event.data.ok) resolve(event.data.made);
      else reject(new Error(event.data.message));
    };
    worker.onerror = (event: ErrorEvent) => {
      done();
      reject(new Error(event.message || 'the puzzle worker failed'));
    };
    worker.postMessage(request);
  });
}
